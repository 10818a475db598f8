/**
 * Lines that used to be English whatever the language now follow it, and the catalogue's
 * lists agree with every table keyed by them.
 */
import { describe, expect, test } from "vitest";
import { KNOWN_LANGUAGES } from "~/i18n/config";
import { ASSISTANT_COMMANDS, MINI_GAMES, THEME_DISPLAY_NAMES, THEME_NAMES } from "~/terminal/catalog";
import { MINI_GAME_NAMES } from "~/terminal/catalog/first-page";
import { THEMES } from "~/terminal/engine/themes";
import { message, MESSAGE_KEYS } from "~/terminal/engine/messages";
import { sampleWithLanguages } from "../../../helpers/content";
import { makeHarness, rootHarness } from "./fake-deps";

describe("French lines that were English-only", () => {
  test("sudo when already root", async () => {
    const h = await rootHarness({ language: "fr" });
    await h.run("sudo");
    expect(h.last()).toEqual(["La session a déjà les privilèges élevés."]);
  });

  test("lang with an unknown language", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("lang de");
    expect(h.last()).toEqual(["lang\u00a0: langue non prise en charge 'de' (utilisez en ou fr)"]);
  });

  test("base64 -f on a protected or missing file", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("base64_encode -f /etc/shadow");
    expect(h.last()).toEqual(["base64_encode\u00a0: /etc/shadow\u00a0: Permission refusée"]);
    await h.run("base64_encode -f nope.txt");
    expect(h.last()).toEqual(["base64_encode\u00a0: nope.txt\u00a0: Aucun fichier ou dossier de ce nom"]);
  });
});

describe("engine messages", () => {
  test("every key has a non-blank text in every language", () => {
    for (const lang of KNOWN_LANGUAGES) for (const key of MESSAGE_KEYS) expect(message(lang, key).trim(), `${lang}.${key}`).not.toBe("");
  });
});

describe("the catalogue", () => {
  test("every theme and mini-game has its name and its table entry", () => {
    expect(Object.keys(THEMES)).toEqual([...THEME_NAMES]);
    expect(Object.keys(THEME_DISPLAY_NAMES)).toEqual([...THEME_NAMES]);
    expect(Object.keys(MINI_GAME_NAMES)).toEqual([...MINI_GAMES]);
  });

  test("the assistant may switch to every theme and language and open every mini-game", () => {
    for (const theme of THEME_NAMES) expect(ASSISTANT_COMMANDS).toContain(`theme ${theme}`);
    for (const lng of KNOWN_LANGUAGES) expect(ASSISTANT_COMMANDS).toContain(`lang ${lng}`);
    for (const game of MINI_GAMES) expect(ASSISTANT_COMMANDS).toContain(game);
    expect(new Set(ASSISTANT_COMMANDS).size).toBe(ASSISTANT_COMMANDS.length);
  });
});

describe("a third language (the content lists en, fr, es)", () => {
  const content = sampleWithLanguages(["en", "fr", "es"]);

  test("`lang` alone names the current language and lists the content's codes", async () => {
    const h = await makeHarness({ content, language: "es" });
    await h.run("lang");
    expect(h.last()).toEqual(["Idioma actual: español (es). Uso: lang [en|fr|es]"]);
  });

  test("`lang es` switches, said in Spanish; `help` shows the codes in lang's usage", async () => {
    const h = await makeHarness({ content });
    await h.run("lang es");
    expect(h.last()).toEqual(["Idioma cambiado a español."]);
    expect(h.effects).toContainEqual({ type: "language", lng: "es" });
    await h.run("help lang");
    expect(h.last()[0]).toMatch(/^lang \[en\|fr\|es\]/);
  });

  test("an unknown code lists the content's languages", async () => {
    const h = await makeHarness({ content });
    await h.run("lang de");
    expect(h.last()).toEqual(["lang: unsupported language 'de' (use en, fr or es)"]);
  });

  test("a message Spanish translates is Spanish; one it does not is English", async () => {
    const h = await makeHarness({ content, language: "es" });
    await h.run("cat nope.txt");
    expect(h.last()).toEqual(["cat: nope.txt: No existe el archivo o el directorio"]);
    expect(message("es", "sudoAlreadyRoot")).toBe(message("en", "sudoAlreadyRoot"));
    const root = await rootHarness({ content, language: "es" });
    await root.run("sudo");
    expect(root.last()).toEqual([message("en", "sudoAlreadyRoot")]);
  });

  test("a site without Spanish refuses `lang es`", async () => {
    const h = await makeHarness({ content: sampleWithLanguages(["en", "fr"]) });
    await h.run("lang es");
    expect(h.last()).toEqual(["lang: unsupported language 'es' (use en or fr)"]);
  });
});
