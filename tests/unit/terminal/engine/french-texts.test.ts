/**
 * The engine's French (issue 36): a no-break space before : ; ? ! after anything that is not a space
 * (a letter, but also "}" of a placeholder, a quote, a bracket), never inside code; the boot line, the
 * games' names and df's headings in French.
 */
import { describe, expect, test } from "vitest";
import { commandsFor } from "~/terminal/engine/commands";
import { FR } from "~/terminal/engine/messages/fr";
import { EN } from "~/terminal/engine/messages/en";
import { MINI_GAMES } from "~/terminal/catalog";
import { replyGame } from "~/services/assistant/commands";
import { sampleContent } from "../../../helpers/content";
import { makeHarness } from "./fake-deps";

/**
 * Prose punctuation glued to what comes before it: `x:` `x?` `x!` `x;` followed by a space or the end.
 * Not flagged: URLs, code (`a:b`, `host:8080`, `https://`, followed by no space), quoted commands ('!!').
 */
export function gluedPunctuation(text: string): string[] {
  const prose = text
    .replace(/https?:\/\/\S+/g, "")
    .replace(/'[^'\n]*'/g, "''")
    .replace(/"[^"\n]*"/g, '""');
  return [...prose.matchAll(/[^\s\u00a0\u202f][:;?!](?=[\s)]|$)/g)].map((m) => m[0]);
}

describe("French typography of the engine's texts", () => {
  test("the scan finds what it must and leaves code alone", () => {
    expect(gluedPunctuation("{cmd}: introuvable")).toEqual(["}:"]);
    expect(gluedPunctuation("'{topic}': rien ?")).toEqual(["':"]);
    expect(gluedPunctuation("Vraiment? Oui!")).toEqual(["t?", "i!"]);
    expect(gluedPunctuation("localhost:8080, https://example.com, a:b, 12:30, tapez '!!'")).toEqual([]);
  });

  test("the French message table: no : ; ? ! glued to the word before it", () => {
    const bad = Object.entries(FR).flatMap(([key, text]) => gluedPunctuation(text).map((glued) => `${key}: ${glued}`));
    expect(bad).toEqual([]);
  });

  test("every command's French help and manual page", () => {
    const texts = commandsFor(sampleContent().profile.handle).flatMap((c) => [
      c.help.fr.summary,
      ...(c.man?.fr ? [c.man.fr.description, ...(c.man.fr.options ?? []).map(([, meaning]) => meaning)] : []),
    ]);
    expect(texts.flatMap((text) => gluedPunctuation(text).map((glued) => `${glued} in ${text}`))).toEqual([]);
  });

  test("a usage is code: no French space inside it (curl's header is 'Authorization: Bearer')", () => {
    for (const c of commandsFor(sampleContent().profile.handle)) expect(c.help.fr.usage, c.name).not.toMatch(/\u00a0/);
  });
});

describe("French words where the English ones showed", () => {
  test("the boot line", () => {
    expect(FR.booting).not.toBe(EN.booting);
    expect(FR.booting).toMatch(/^Démarrage /);
  });

  test("the assistant launches the games the `games` command names under their French names", () => {
    for (const game of MINI_GAMES) {
      const key = `game${game[0]!.toUpperCase()}${game.slice(1)}` as keyof typeof FR;
      expect(replyGame(game, "fr"), game).toContain(`${FR[key]}.`);
    }
    expect(replyGame("hangman", "fr")).not.toContain("Hangman");
  });

  test("df's headings, as LANG=fr_FR df prints them", async () => {
    const h = await makeHarness({ language: "fr" });
    await h.run("df -h");
    expect(h.last(2)[0]).toMatch(/^Sys\. de fichiers +Taille +Utilisé +Dispo +Uti% Monté sur$/);
    await h.run("df");
    expect(h.last(2)[0]).toMatch(/^Sys\. de fichiers +blocs de 1K +Utilisé +Disponible +Uti% Monté sur$/);
    await h.run("df -i");
    expect(h.last(2)[0]).toMatch(/^Sys\. de fichiers +Inœuds +IUtil\. +ILibre +IUti% Monté sur$/);
    // Each value under the end of its heading (right-aligned numbers).
    const [head, row] = h.last(2);
    expect(row!.indexOf("%") + 1).toBe(head!.indexOf("IUti%") + "IUti%".length);
    h.setLanguage("en");
    await h.run("df -h");
    expect(h.last(2)[0]).toMatch(/^Filesystem +Size +Used +Available +Use% Mounted on$/);
  });
});
