/**
 * French on the French page: French
 * typography (a non-breaking space before : ; ? ! and inside « »), no English
 * left in the French content, plurals through i18next.
 */
import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { localized, skillName } from "~/content/types";
import { sampleContent } from "../../helpers/content";

import { namespaces } from "~/i18n/config";
import { resources } from "~/i18n/resources";
import { MESSAGE_KEYS, message } from "~/terminal/engine/messages";
import { commandsFor } from "~/terminal/engine/commands";
import { hangmanStrings } from "~/games/hangman/strings";
import { SNAKE_STRINGS } from "~/games/snake/strings";
import { BRICK_STRINGS } from "~/games/brickbreaker/strings";
import { DOS_STRINGS } from "~/emulators/dos/strings";
import { GBA_STRINGS } from "~/emulators/gba/strings";
import { ADMIN_STRINGS } from "~/admin/strings";
import { rootHarness } from "../terminal/engine/fake-deps";
import { typographyProblems } from "../../helpers/french-typography";

const content = sampleContent();

const LOCALES = path.resolve(__dirname, "../../../app/i18n/locales");

/** Every string of a value, with where it sits. */
function strings(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

/** French strings of the content module: every `fr` value, wherever it is. */
function frenchOf(value: unknown, at = "", inFrench = false): Array<[string, string]> {
  if (typeof value === "string") return inFrench ? [[at, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => frenchOf(v, `${at}[${i}]`, inFrench));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => frenchOf(v, at ? `${at}.${k}` : k, inFrench || k === "fr"));
  return [];
}

describe("French typography", () => {
  it.each([...namespaces])("locale fr/%s.json", (ns) => {
    const data = JSON.parse(fs.readFileSync(path.join(LOCALES, "fr", `${ns}.json`), "utf8")) as unknown;
    const bad = strings(data)
      .filter(([key]) => key !== "header.brand" && key !== "header.brandLabel") // the shell prompt "clad:~$"
      .map(([key, text]) => ({ key, problems: typographyProblems(text) }))
      .filter((entry) => entry.problems.length > 0);
    expect(bad).toEqual([]);
  });

  it("the content module's French texts", () => {
    const bad = frenchOf({ profile: content.profile, skills: content.skillCategories, projects: content.projects })
      .map(([key, text]) => ({ key, problems: typographyProblems(text) }))
      .filter((entry) => entry.problems.length > 0);
    expect(bad).toEqual([]);
  });
});

/** Every string of a table whose functions are called with sample arguments (the programs' strings). */
function textsOf(value: unknown): string[] {
  if (typeof value === "function") return textsOf((value as (...args: unknown[]) => unknown)(3, 7));
  return strings(value).map(([, text]) => text);
}

const problemsIn = (texts: string[]) =>
  texts.map((text) => ({ text, problems: typographyProblems(text) })).filter((entry) => entry.problems.length > 0);

describe("French typography of the terminal and the programs", () => {
  it("the engine's French messages and every command's French help", () => {
    const help = commandsFor(content.profile.handle).flatMap((c) => [c.help.fr.usage, c.help.fr.summary]);
    expect(problemsIn([...MESSAGE_KEYS.map((key) => message("fr", key)), ...help])).toEqual([]);
  });

  it("the games', the players' and the admin page's French strings", () => {
    const tables = [hangmanStrings("fr"), SNAKE_STRINGS.fr, BRICK_STRINGS.fr, DOS_STRINGS.fr, GBA_STRINGS.fr, ADMIN_STRINGS.fr];
    expect(problemsIn(tables.flatMap((table) => Object.values(table).flatMap(textsOf)))).toEqual([]);
  });

  it("what the terminal prints in French", async () => {
    const h = await rootHarness({ language: "fr" });
    for (const command of [
      "help",
      "ls -z",
      "cat",
      "cat nope",
      "cd nope",
      "head -n x README.txt",
      "grep",
      "cut -f",
      "find / -bogus",
      "man",
      "ping",
      "curl",
      "challenge status",
      "challenge hint",
      "games",
      "theme",
      "lang",
      "sudo shutdown",
      "hepl",
      "kill 1",
      "df",
    ])
      await h.run(command);
    const printed = h.engine
      .snapshot()
      .lines.filter((line) => line.type !== "user")
      .map((line) => line.text);
    expect(problemsIn(printed)).toEqual([]);
  });
});

describe("no English on the French page", () => {
  it("skill names and about keywords have French names where English ones would show", () => {
    const names = content.skillCategories.flatMap((c) => c.skills.map((s) => skillName(s, "fr")));
    for (const english of [
      "LLM agents & tool calling",
      "Prompt evaluation",
      "Self-hosted models (Ollama, vLLM)",
      "RAG & embeddings",
      "REST & GraphQL APIs",
      "CSS & accessibility",
      "n8n & workflow automation",
      "Playwright & scraping",
      "Linux & shell",
    ]) {
      expect(names).not.toContain(english);
    }
    const keywords = content.profile.about.cards.flatMap((card) => card.keywords.map((k) => localized(k, "fr")));
    expect(keywords).not.toContain("Tutorials");
    expect(keywords).toContain("Tutoriels");
  });

  it("the footer status is ACTIF in French", () => {
    expect((resources.fr.common as { footer: { status: string } }).footer.status).toBe("ÉTAT DU SYSTÈME\u00a0: ACTIF");
  });

  it("screen-reader counts use plurals", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: "en", ns: ["projects"], defaultNS: "projects", interpolation: { escapeValue: false } });
    expect(i18n.t("moreTagsLabel", { count: 1 })).toBe("1 more technology");
    expect(i18n.t("moreTagsLabel", { count: 3 })).toBe("3 more technologies");
    await i18n.changeLanguage("fr");
    expect(i18n.t("moreTagsLabel", { count: 1 })).toBe("1 autre technologie");
    expect(i18n.t("moreTagsLabel", { count: 2 })).toBe("2 autres technologies");
  });
});
