/**
 * The lint rule that keeps texts in per-language tables: a conditional that picks a text by
 * language fails `npm run lint` (eslint.config.js). Checked here so the guard cannot go quietly.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const eslint = new ESLint({ cwd: root });
const RULE_MESSAGE = "No inline language ternary";

async function flagged(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/__language-ternary-probe.ts") });
  return result.messages.filter((m) => m.message.startsWith(RULE_MESSAGE)).length;
}

describe("no inline language ternary", () => {
  it("flags a text picked by a language comparison or a language-named flag", async () => {
    const cases = [
      `export const f = (fr: boolean) => (fr ? "Bonjour" : "Hello");`,
      `export const f = (isFr: boolean, n: number) => (!isFr ? \`\${n} items\` : "articles");`,
      `export const f = (lang: string) => (lang === "fr" ? "Projets :" : "Projects:");`,
      `export const f = (lng: string) => ("fr" === lng ? "oui" : "yes");`,
      `export const f = (lng: string) => (lng !== "en" ? "non" : "no");`,
      `export const f = (lang: string, ok: boolean) => (ok && lang === "fr" ? "fr" : "en");`,
      `const en = "Hello"; const fr = "Bonjour"; export const f = (lang: string) => (lang === "fr" ? fr : en);`,
    ];
    for (const code of cases) expect(await flagged(code), code).toBe(1);
  });

  it("leaves tables, other conditionals and language codes passed through alone", async () => {
    const cases = [
      `const T = { en: "Hello", fr: "Bonjour" }; export const f = (lang: "en" | "fr") => T[lang];`,
      `export const f = (ok: boolean) => (ok ? "yes" : "no");`,
      `export const f = (lang: string, a: string[], b: string[]) => (lang === "fr" ? a : b);`,
    ];
    for (const code of cases) expect(await flagged(code), code).toBe(0);
  });
});
