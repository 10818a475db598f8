/**
 * The owner's inbox at /admin in Chromium: sign in, read, mark
 * read, export, delete — with JavaScript and without, and once in French.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./global-setup";
import { baseUrl } from "./support";

/** @axe-core/playwright is typed against its own playwright-core copy. */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Stores a message the way a visitor sends one (other specs add theirs to the same inbox). */
async function seedMessage(name: string, message: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, message }),
  });
  expect(res.status).toBe(200);
}

async function signIn(page: Page, lng: "en" | "fr" = "en") {
  await page.goto(`/admin?lng=${lng}`);
  const label = lng === "en" ? "Admin token" : "Jeton d’administration";
  await page.getByLabel(label).fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: lng === "en" ? "Sign in" : "Se connecter" }).click();
  await expect(page.getByTestId("admin-summary")).toBeVisible();
}

const messageItem = (page: Page, name: string) => page.getByTestId("admin-message").filter({ hasText: name });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("sign in, read a message, mark it read and unread, export CSV, delete after confirming", async ({ page }) => {
      const name = unique(javaScriptEnabled ? "Scripted" : "Plain");
      const body = `Hello from ${name}\n<script>window.__pwned = true</script>`;
      await seedMessage(name, body);

      // A wrong token is refused inline, without a session.
      await page.goto("/admin?lng=en");
      await page.getByLabel("Admin token").fill("not-the-token-at-all");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Wrong token.");

      const errors: string[] = [];
      page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
      page.on("pageerror", (e) => errors.push(e.message));
      await signIn(page);
      if (javaScriptEnabled) {
        // Hydrated, with no mismatch or CSP error on the way.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        expect(errors).toEqual([]);
      }
      const item = messageItem(page, name);
      await expect(item).toHaveAttribute("data-read", "false");
      await expect(item.locator(".admin-badge")).toHaveText("Unread");
      // The visitor's text, shown as text.
      await expect(item.locator(".admin-body")).toHaveText(body);
      if (javaScriptEnabled) expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
      const id = Number(await item.getAttribute("data-id"));

      await item.getByRole("button", { name: `Mark #${id} read` }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText(`Message #${id} marked as read.`);
      await expect(messageItem(page, name)).toHaveAttribute("data-read", "true");
      await messageItem(page, name)
        .getByRole("button", { name: `Mark #${id} unread` })
        .click();
      await expect(messageItem(page, name)).toHaveAttribute("data-read", "false");

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await (await download.createReadStream()).toArray();
      const text = Buffer.concat(csv).toString("utf8");
      expect(text.split("\n")[0]).toBe(
        "id,createdAt,name,email,message,fromConsole,lang,deliveryStatus,deliveryAttempts,lastError,deliveredAt,readAt",
      );
      expect(text).toContain(`${id},`);
      expect(text).toContain(name);

      await messageItem(page, name)
        .getByRole("link", { name: `Delete #${id}…` })
        .click();
      const confirm = page.getByTestId("admin-confirm");
      await expect(confirm.getByRole("heading")).toHaveText(`Delete message #${id}?`);
      await expect(messageItem(page, name)).toHaveCount(1); // not yet
      await confirm.getByRole("button", { name: "Yes, delete it" }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText(`Message #${id} deleted.`);
      await expect(messageItem(page, name)).toHaveCount(0);

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByLabel("Admin token")).toBeVisible();
    });
  });
}

test("in French, and with no accessibility violation (axe), signed out and in", async ({ page }) => {
  const name = unique("Francoise");
  await seedMessage(name, "Bonjour !");
  await page.goto("/admin?lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion du propriétaire");
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await signIn(page, "fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages reçus");
  const item = messageItem(page, name);
  await expect(item.locator(".admin-badge")).toHaveText("Non lu");
  const id = Number(await item.getAttribute("data-id"));
  await item.getByRole("button", { name: `Marquer le n°${id} comme lu` }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(`Message n°${id} marqué comme lu.`);
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
