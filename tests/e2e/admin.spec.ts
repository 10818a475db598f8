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

/** A made-up word no content answers (letters only: the assistant's analyser keeps it whole). */
const madeUpWord = () => `zorbo${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A visitor's question to the assistant over the API (a key of its own); the reply. */
async function askAssistant(message: string, lang = "en"): Promise<string> {
  const keyRes = await fetch(`${baseUrl()}/api/generate-key`, { method: "POST" });
  const { key } = (await keyRes.json()) as { key: string };
  const res = await fetch(`${baseUrl()}/api/sendMessage`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({ message, lang }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { reply: string }).reply;
}

/** The owner answers a question the assistant missed, from the list in /admin; a visitor asking it in other words gets it. */
async function answerAMiss(page: Page, lng: "en" | "fr") {
  const word = madeUpWord();
  const question = `Do you collect ${word} stamps?`;
  const missed = await askAssistant(question);
  await page.goto(`/admin?lng=${lng}`);
  const item = page.getByTestId("admin-question").filter({ hasText: question });
  await expect(item.locator("blockquote")).toHaveText(missed);
  await item.getByRole("link", { name: lng === "en" ? "Write an answer…" : "Écrire une réponse…" }).click();
  const editor = page.getByTestId("admin-editor");
  const en = lng === "en" ? "English" : "anglais";
  const fr = lng === "en" ? "French" : "français";
  await expect(editor.getByLabel(lng === "en" ? `Question in ${en}` : `Question en ${en}`)).toHaveValue(question);
  await editor.getByLabel(lng === "en" ? `Answer in ${en}` : `Réponse en ${en}`).fill(`Yes, ${word} stamps, since 2019.`);
  await editor.getByLabel(lng === "en" ? `Answer in ${fr}` : `Réponse en ${fr}`).fill(`Oui, les timbres ${word}, depuis 2019.`);
  await editor
    .getByLabel(lng === "en" ? "Other words visitors use (optional)" : "Autres mots employés par les visiteurs (facultatif)")
    .fill(word);
  return { word, editor };
}

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

    test("answer a question the assistant missed; a visitor asking it in other words gets the answer", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
      page.on("pageerror", (e) => errors.push(e.message));
      await signIn(page);
      const { word, editor } = await answerAMiss(page, "en");
      await editor.getByRole("button", { name: "Save the answer" }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText("Your answer is saved: the assistant gives it from the next question on.");
      const answer = page.getByTestId("admin-owner-answer").filter({ hasText: word });
      await expect(answer).toContainText("used 0 times");
      expect(await askAssistant(`does she collect ${word}s?`)).toBe(`Yes, ${word} stamps, since 2019.`);
      expect(await askAssistant(`Elle collectionne les ${word} ?`, "fr")).toBe(`Oui, les timbres ${word}, depuis 2019.`);
      await page.reload();
      await expect(page.getByTestId("admin-owner-answer").filter({ hasText: word })).toContainText("used 2 times");
      // Hydrated over the form and the lists with no error (a refused post's 400 is not one: none was made).
      if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(errors).toEqual([]);
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

test("the answer form in French: labelled, a refused post names its field, no accessibility violation (axe)", async ({ page }) => {
  await signIn(page, "fr");
  const { editor } = await answerAMiss(page, "fr");
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await editor.getByLabel("Réponse en anglais").fill("");
  await editor.getByLabel("Réponse en français").fill("");
  await editor.getByRole("button", { name: "Enregistrer la réponse" }).click();
  await expect(page.getByRole("alert")).toHaveText("La réponse n’a pas été enregistrée\u00a0: voyez les champs ci-dessous.");
  const answerField = page.getByLabel("Réponse en anglais");
  await expect(answerField).toHaveAttribute("aria-invalid", "true");
  await expect(answerField).toHaveAccessibleDescription(/Écrivez la réponse dans au moins une langue\./);
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
