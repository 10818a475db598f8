import { describe, expect, it } from "vitest";
import { answerBuiltin } from "~/services/assistant-builtin.server";
import { ground } from "~/services/assistant/grounding";
import { normalize } from "~/services/assistant/language";
import { findGame, findTheme } from "~/services/assistant/catalog-entities";
import { REQUEST_REPLIES } from "~/services/assistant/request-replies";
import { REQUEST_TABLE } from "~/services/assistant/request-table";
import { scoreRequest } from "~/services/assistant/requests";
import { categoryWords } from "~/services/assistant/entities";
import { gameCommand, NO_GAMES } from "~/services/assistant/commands";
import {
  DEMO_GAME_ID,
  DOS_GAMES,
  DOS_SHELL_ID,
  DOS_WORM_ID,
  GBA_GAMES,
  MINI_GAMES,
  STARFALL_GAME_ID,
  THEME_DISPLAY_NAMES,
  THEME_NAMES,
} from "~/terminal/catalog";
import { DEFAULT_THEME } from "~/terminal/catalog/first-page";
import { adoptTestContent, testContent } from "../../../helpers/content";

adoptTestContent(testContent());
ground(testContent());

const intentOf = (message: string) => scoreRequest(normalize(message), message).intent;

describe("requests scored over the table, not tried in order", () => {
  it("has a template for every intent of the table, and phrasings for every row that has cues", () => {
    for (const row of REQUEST_TABLE) {
      expect(REQUEST_REPLIES[row.intent], row.intent).toBeTypeOf("function");
      if (row.cues !== "") expect(row.examples.length, row.intent).toBeGreaterThanOrEqual(2);
    }
  });

  it("decides nothing alone when two intents score alike (no margin): both answer, and nothing runs", () => {
    // One contact cue, one social cue: a first-match list would pick whichever came first.
    const tie = scoreRequest(normalize("contact github"), "contact github");
    expect(tie.intent).toBeUndefined();
    expect([...tie.tied].sort()).toEqual(["contactInfo", "socials"]);
    expect(intentOf("github")).toBe("socials");
    expect(intentOf("contact")).toBe("contactInfo");
    const both = answerBuiltin("tell me about your background and skills");
    const content = testContent();
    expect(both.reply).toContain(`${content.profile.name} — ${content.profile.title.en}.`);
    expect(both.reply).toContain(content.skillCategories[0].label.en);
    // A tie with a request that runs a command ("projects") runs nothing.
    expect(answerBuiltin("can I see your github projects").command).toBeUndefined();
  });

  it("lets a named entity outweigh an incidental word, and small talk weigh less than a question", () => {
    expect(intentOf("play snake")).toBe("playGame");
    expect(intentOf("play")).toBe("games");
    expect(intentOf("hi, what are your skills?")).toBe("skills");
    expect(intentOf("Salut, ça va ?")).toBe("howAreYou");
  });

  it("takes 'mode' as a theme only with a theme's name", () => {
    expect(intentOf("dark mode")).toBeUndefined();
    expect(answerBuiltin("hacker mode please").command).toBe("theme hacker");
  });
});

describe("themes and games come from the terminal's catalogue", () => {
  it("finds every theme by its id and display name, and every DOS game by its name", () => {
    for (const theme of THEME_NAMES) {
      expect(findTheme(normalize(`the ${theme} one`))).toBe(theme);
      expect(findTheme(normalize(THEME_DISPLAY_NAMES[theme]))).toBe(theme);
    }
    for (const [id, name] of Object.entries(DOS_GAMES))
      if (id !== DEMO_GAME_ID) expect(findGame(normalize(`play ${name}`))).toBe(`dos ${id}`);
    for (const game of MINI_GAMES) expect(findGame(normalize(`play ${game}`))).toBe(game);
  });

  it("proposes the DOS prompt for DOS in general, and launches the homebrew DOS programs without an owner's install", () => {
    for (const message of [
      "DOS",
      "I want to play a DOS game",
      "open the DOS prompt",
      "Je veux jouer à un jeu DOS",
      "ouvre une invite DOS",
    ]) {
      expect(answerBuiltin(message).command, message).toBe(`dos ${DOS_SHELL_ID}`);
    }
    expect(answerBuiltin("I want to play a DOS game").reply).toContain("DIR");
    // "dos" is also French for "back".
    expect(answerBuiltin("j'ai mal au dos").command).toBeUndefined();
    expect(gameCommand(`dos ${DOS_SHELL_ID}`, NO_GAMES)).toBe(`dos ${DOS_SHELL_ID}`);
    expect(gameCommand(`dos ${DOS_WORM_ID}`, NO_GAMES)).toBe(`dos ${DOS_WORM_ID}`);
    expect(gameCommand("dos doom", NO_GAMES)).toBe("dos");
  });

  it("launches the GBA game written for the site by name, and points to it when asked about the GBA or the games", () => {
    const name = GBA_GAMES[STARFALL_GAME_ID];
    expect(findGame(normalize(`play ${name}`))).toBe(`gba ${STARFALL_GAME_ID}`);
    const play = answerBuiltin(`Can I play ${name}?`);
    expect(play.command).toBe(`gba ${STARFALL_GAME_ID}`);
    expect(play.reply).toContain(`Launching ${name}.`);
    const gba = answerBuiltin("Do you have Game Boy Advance games?");
    expect(gba.command).toBe("gba");
    expect(gba.reply).toContain(`type gba ${STARFALL_GAME_ID} to play ${name}`);
    const fr = answerBuiltin("Il y a des jeux Game Boy ?", "fr");
    expect(fr.reply).toContain(`tapez gba ${STARFALL_GAME_ID} pour jouer à ${name}`);
    expect(answerBuiltin("What games can I play?").reply).toContain(`gba ${STARFALL_GAME_ID}`);
    // The site's own ROMs are always installed: no fallback to the catalogue.
    expect(answerBuiltin(`play ${name}`, "en", [], { dos: [], gba: [] }).command).toBe(`gba ${STARFALL_GAME_ID}`);
  });

  it("lists the catalogue's themes (the default marked) and mini-games", () => {
    const themes = answerBuiltin("Which themes do you have?");
    for (const theme of THEME_NAMES) expect(themes.reply).toContain(theme === DEFAULT_THEME ? `${theme} (default)` : theme);
    const games = answerBuiltin("What games can I play?");
    expect(games.reply).toContain(`mini-games (${MINI_GAMES.join(", ")})`);
    const tour = answerBuiltin("What can I do in this terminal?");
    for (const theme of THEME_NAMES) expect(tour.reply).toContain(theme);
    for (const game of MINI_GAMES) expect(tour.reply).toContain(`\`${game}\``);
  });
});

describe("a skill category is found by its names, not its second reading", () => {
  it("leaves the words only the altLabel has out of the category's names", () => {
    for (const category of testContent().skillCategories) {
      const named = new Set(
        [category.id.replace(/([a-z])([A-Z])/g, "$1 $2"), ...Object.values(category.label)].flatMap((n) => normalize(n).trim().split(" ")),
      );
      const taglineOnly = Object.values(category.altLabel)
        .flatMap((n) => normalize(n).trim().split(" "))
        .filter((w) => w.length >= 2 && !named.has(w));
      const words = categoryWords(category);
      for (const word of taglineOnly) expect(words, `${category.id}: ${word}`).not.toContain(word);
    }
  });
});
