import { describe, expect, test } from "vitest";
import { commandsFor } from "~/terminal/engine/commands";
import { testContent } from "../../../../helpers/content";
import { runCommand } from "./run-command";

describe("man", () => {
  // Every command in the registry, including ones added later: a command without a `man` entry gets a page from its help.
  const names = commandsFor(testContent().profile.handle).map((c) => c.name);
  test.each(names.flatMap((name) => (["en", "fr"] as const).map((lang) => ({ name, lang }))))(
    "man $name ($lang)",
    async ({ name, lang }) => {
      const cmd = commandsFor(testContent().profile.handle).find((c) => c.name === name)!;
      const r = await runCommand("man", [name], { lang, user: "root" });
      expect(r.err).toEqual([]);
      expect(r.out[0]).toMatch(new RegExp(`^${name.toUpperCase()}\\(1\\)`));
      expect(r.out).toContain(lang === "en" ? "NAME" : "NOM");
      expect(r.out).toContain(`       ${name} - ${cmd.help[lang].summary}`);
      expect(r.out).toContain("SYNOPSIS");
      expect(r.out).toContain("DESCRIPTION");
      const description = r.out[r.out.indexOf("DESCRIPTION") + 1].trim();
      expect(description).toBe(cmd.man ? cmd.man[lang].description : `${cmd.help[lang].summary}.`);
    },
  );

  test("options and examples come from the man entry", async () => {
    const r = await runCommand("man", ["grep"]);
    expect(r.out).toContain("OPTIONS");
    expect(r.out).toContain("       -i     ignore case");
    expect(r.out).toContain("EXAMPLES");
    expect((await runCommand("man", ["grep"], { lang: "fr" })).out).toContain("EXEMPLES");
  });

  test.each([
    { args: [], lang: "en" as const, err: "What manual page do you want?", status: 1 },
    { args: [], lang: "fr" as const, err: "Quelle page de manuel voulez-vous\u00a0?", status: 1 },
    { args: ["nope"], lang: "en" as const, err: "No manual entry for nope", status: 16 },
    { args: ["nope"], lang: "fr" as const, err: "Il n'y a pas de page de manuel pour nope.", status: 16 },
    { args: ["netstat"], lang: "en" as const, err: "No manual entry for netstat", status: 16 },
  ])("man $args ($lang): $err", async ({ args, lang, err, status }) => {
    expect(await runCommand("man", args, { lang })).toMatchObject({ err: [err], status });
  });
});

describe("help names the Unix tools together, under their own heading", () => {
  test.each([
    { lang: "en" as const, start: "Unix tools ('man <tool>' explains each one):\n" },
    { lang: "fr" as const, start: "Outils Unix ('man <outil>' explique chacun)\u00a0:\n" },
  ])("$lang", async ({ lang, start }) => {
    const r = await runCommand("help", [], { lang });
    const tools = commandsFor(testContent().profile.handle).filter((c) => c.unix && !c.rootOnly);
    expect(tools.map((c) => c.name)).toEqual(expect.arrayContaining(["grep", "man", "neofetch"]));
    const line = r.out.find((l) => l.startsWith(start));
    // The names in order, on as many indented lines as 80 columns need.
    expect(line?.slice(start.length).split(/\s+/).filter(Boolean)).toEqual(tools.map((c) => c.name));
    // No row of its own: the table stays short.
    expect(r.out.filter((l) => l.trimStart().startsWith("grep "))).toEqual([]);
  });
});
