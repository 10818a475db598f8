import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { databasePath, waitForHydration } from "./support";
import { testContent } from "../helpers/content";

/** @axe-core/playwright is typed against its own playwright-core copy. */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

interface Row {
  name: string;
  email: string;
  message: string;
  lang: string;
  from_console: number;
}

function findMessage(message: string): Row | undefined {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT name, email, message, lang, from_console FROM contact_messages WHERE message = ?").get(message) as
      Row | undefined;
  } finally {
    db.close();
  }
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const form = (page: Page) => page.getByTestId("contact-form");

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await form(page).getByLabel("Name", { exact: true }).fill(values.name);
  await form(page).getByLabel("Email", { exact: true }).fill(values.email);
  await form(page).getByLabel("Message", { exact: true }).fill(values.message);
}

test.describe("contact form with JavaScript", () => {
  test("sends, stores the message, opens the success modal and clears the fields", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    const message = unique("Hello from the page form");
    await fill(page, { name: "Ada Lovelace", email: "ada@example.com", message });
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveAttribute("rows", "4");
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");

    // Hold the submission to see the submitting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const submit = form(page).getByRole("button", { name: "Send message" });
    await submit.click();
    await expect(form(page).getByRole("button", { name: "Sending" })).toBeDisabled();
    await expect(form(page).getByLabel("Name", { exact: true })).toBeDisabled();
    release();

    const modal = page.getByRole("dialog", { name: "Transmission Successful" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Your message has been sent successfully. I will get back to you soon.");
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(form(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(findMessage(message)).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", lang: "en", from_console: 0 });

    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
    await expect(form(page).getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form(page).getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  test("shows the French success modal", async ({ page }) => {
    await page.goto("/?lng=fr#contact");
    await waitForHydration(page);
    const message = unique("Bonjour");
    await form(page).getByLabel("Nom", { exact: true }).fill("Marie Curie");
    await form(page).getByLabel("E-mail", { exact: true }).fill("marie@example.fr");
    await form(page).getByLabel("Message", { exact: true }).fill(message);
    await form(page).getByRole("button", { name: "Envoyer le message" }).click();
    const modal = page.getByRole("dialog", { name: "Transmission Réussie" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Votre message a bien été envoyé. Je vous répondrai très bientôt.");
    expect(findMessage(message)).toMatchObject({ name: "Marie Curie", lang: "fr" });
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
  });

  test("shows server-side field errors inline and clears them on edit", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    const message = unique("Invalid email");
    // "ada@example" passes the browser's email check but not the server's.
    await fill(page, { name: "Ada", email: "ada@example", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    const email = form(page).getByLabel("Email", { exact: true });
    await expect(page.getByTestId("email-error")).toHaveText("Please enter a valid email address.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
    await expect(page.getByTestId("contact-error")).toHaveText("Please check the highlighted fields.");
    await expect(email).toHaveValue("ada@example");
    // The focus lands on the first invalid field, not on <body>.
    await expect(email).toBeFocused();
    expect(findMessage(message)).toBeUndefined();

    await email.fill("ada@example.com");
    await expect(page.getByTestId("email-error")).toHaveCount(0);
    await expect(page.getByTestId("contact-error")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    // Bypass the browser's `required` to reach the server with an empty name.
    await form(page)
      .getByLabel("Name", { exact: true })
      .evaluate((el) => el.removeAttribute("required"));
    await form(page).getByLabel("Name", { exact: true }).fill("");
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("name-error")).toHaveText("This field is required.");
    expect(findMessage(message)).toBeUndefined();
  });

  test("a network failure shows the network error, and editing returns to idle", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    const message = unique("Offline");
    await fill(page, { name: "Ada", email: "ada@example.com", message });
    // The submission never reaches the server. (Loader revalidation afterwards is left alone: opting the
    // root route out of it when the action failed needs a `shouldRevalidate` export in root.tsx.)
    await page.route("**/*.data*", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-error")).toHaveText("Network error. Please check your connection and try again.");
    await expect(page.getByTestId("contact-error")).toBeFocused();
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue(message);
    await expect(page.locator("#contact")).toBeVisible();
    await expect(page.locator(".error-page")).toHaveCount(0);
    await form(page).getByLabel("Name", { exact: true }).fill("Ada L.");
    await expect(page.getByTestId("contact-error")).toHaveCount(0);
    await expect(form(page)).toHaveAttribute("data-status", "idle");
  });

  test("the honeypot turns bots away without telling them", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator(".contact-honeypot")).toHaveAttribute("aria-hidden", "true");
    const message = unique("Bot");
    await fill(page, { name: "Bot", email: "bot@example.com", message });
    await honeypot.evaluate((el: HTMLInputElement) => (el.value = "https://spam.example"));
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: "Transmission Successful" })).toBeVisible();
    expect(findMessage(message)).toBeUndefined();
  });

  test("has social links and no axe violations with the success modal open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    await expect(page.getByTestId("social-email")).toHaveAttribute("href", /^mailto:.+@/);
    // The e-mail comes first, then the content's links in their order.
    const { socials } = testContent().profile;
    const links = page.locator(".contact-socials a");
    await expect(links).toHaveCount(socials.length + 1);
    await expect(links.first()).toHaveAttribute("data-testid", "social-email");
    for (const [index, s] of socials.entries()) if (s.kind !== "email") await expect(links.nth(index + 1)).toHaveAttribute("href", s.url);
    const before = await axe(page).include("#contact").analyze();
    expect(before.violations.map((v) => v.id)).toEqual([]);

    await fill(page, { name: "Axe", email: "axe@example.com", message: unique("Axe") });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: "Transmission Successful" })).toBeVisible();
    const results = await axe(page).include("#contact").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page, stores the message and shows the success state", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    const message = unique("No-JS hello");
    await fill(page, { name: "Grace Hopper", email: "grace@example.com", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Transmission Successful");
    await expect(page.getByTestId("contact-success")).toContainText(
      "Your message has been sent successfully. I will get back to you soon.",
    );
    await expect(form(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(findMessage(message)).toMatchObject({ name: "Grace Hopper", email: "grace@example.com" });
  });

  test("shows field errors inline and keeps the values", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    const message = unique("No-JS invalid");
    await fill(page, { name: "Grace", email: "grace@example", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("email-error")).toHaveText("Please enter a valid email address.");
    const email = form(page).getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
    await expect(email).toHaveValue("grace@example");
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Grace");
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue(message);
    expect(findMessage(message)).toBeUndefined();
  });
});
