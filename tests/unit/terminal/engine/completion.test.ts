import { describe, expect, test } from "vitest";
import { DOS_GAMES, GBA_GAMES, THEME_NAMES } from "~/terminal/catalog";
import { argumentWords, completeLine, type CompletionSource, type DirEntry } from "~/terminal/engine/completion";
import { makeHarness } from "./fake-deps";

// A small file system of its own: "" is the current directory.
const DIRS: Record<string, DirEntry[]> = {
  "": [
    { name: "notes.txt", dir: false },
    { name: "notebook", dir: true },
    { name: "projects", dir: true },
    { name: ".secret", dir: false },
    { name: ".config", dir: true },
  ],
  "/": [
    { name: "etc", dir: true },
    { name: "var", dir: true },
  ],
  "/var/": [{ name: "log", dir: true }],
  "~/": [{ name: "todo.md", dir: false }],
};
const COMMANDS = ["cat", "cd", "clear", "contact", "help", "ls", "man", "theme", "lang", "dos", "gba", "challenge", "curl"];
const source: CompletionSource = {
  commands: COMMANDS,
  argumentWords: (command) => argumentWords(command, ["en", "fr"], COMMANDS),
  listDir: (dir, hidden) => DIRS[dir]?.filter((e) => hidden || !e.name.startsWith(".")) ?? null,
};

describe("completeLine", () => {
  test.each([
    // [input, line after Tab, candidates]
    ["the", "theme", ["theme"]],
    ["TH", "theme", ["theme"]],
    ["c", "c", ["cat", "cd", "challenge", "clear", "contact", "curl"]],
    ["cl", "clear", ["clear"]],
    ["zzz", "zzz", []],
    ["", "", []],
    ["cat no", "cat note", ["notes.txt", "notebook/"]],
    ["cat notes", "cat notes.txt", ["notes.txt"]],
    ["cd no", "cd notebook/", ["notebook/"]],
    ["cat .s", "cat .secret", [".secret"]],
    ["ls .", "ls .", [".secret", ".config/"]],
    ["ls ", "ls ", ["notes.txt", "notebook/", "projects/"]],
    ["cd /e", "cd /etc/", ["etc/"]],
    ["ls /var/l", "ls /var/log/", ["log/"]],
    ["cat ~/to", "cat ~/todo.md", ["todo.md"]],
    ["cat /nope/x", "cat /nope/x", []],
    ["ls | cl", "ls | clear", ["clear"]],
    ["pwd && th", "pwd && theme", ["theme"]],
    ["echo hi > no", "echo hi > note", ["notes.txt", "notebook/"]],
    ["theme mi", "theme midnight", ["midnight", "matrix"].filter((t) => t.startsWith("mi"))],
    ["lang f", "lang fr", ["fr"]],
    ["man cu", "man curl", ["curl"]],
    ["help ch", "help challenge", ["challenge"]],
    ["dos do", "dos doom", Object.keys(DOS_GAMES).filter((id) => id.startsWith("do"))],
  ])("%j", (input, line, candidates) => {
    const result = completeLine(input, source);
    expect(result.line).toBe(line);
    expect([...result.candidates].sort()).toEqual([...candidates].sort());
  });

  test("argument words come from the catalogue", () => {
    expect(argumentWords("theme", [], [])).toEqual(THEME_NAMES);
    expect(argumentWords("gba", [], [])).toEqual(Object.keys(GBA_GAMES));
    expect(argumentWords("lang", ["en", "es"], [])).toEqual(["en", "es"]);
    expect(argumentWords("cat", ["en"], ["cat"])).toBeNull();
  });

  test("the first word's suggestions are at most 5 whole lines", () => {
    expect(completeLine("c", source).lines).toEqual(["cat", "cd", "challenge", "clear", "contact"]);
    expect(completeLine("cat no", source).lines).toEqual(["cat notes.txt", "cat notebook/"]);
  });
});

describe("the engine's completion", () => {
  test("Tab completes the common part; a second Tab lists the candidates after the line", async () => {
    const h = await makeHarness();
    const tab = h.engine.completeTab("cat .secrets/");
    expect(tab.candidates.length).toBeGreaterThan(1);
    const before = h.engine.snapshot().lines.length;
    h.engine.showCompletions("cat .secrets/");
    const lines = h.engine
      .snapshot()
      .lines.slice(before)
      .map((l) => l.text);
    expect(lines[0]).toMatch(/\$ cat \.secrets\/$/);
    expect(lines[1]).toBe(tab.candidates.join("  "));
  });

  test("a single candidate lists nothing", async () => {
    const h = await makeHarness();
    const before = h.engine.snapshot().lines.length;
    h.engine.showCompletions("cat no");
    expect(h.engine.snapshot().lines.length).toBe(before);
  });

  test("Ctrl+C prints the line with ^C; the history is readable for Ctrl+R", async () => {
    const h = await makeHarness();
    await h.run("pwd");
    h.engine.interrupt("half typed");
    expect(h.engine.snapshot().lines.at(-1)?.text).toMatch(/\$ half typed\^C$/);
    h.engine.interrupt("");
    expect(h.engine.snapshot().lines.at(-1)?.text).toMatch(/\$ \^C$/);
    expect(h.engine.historyEntries()).toEqual(["pwd"]);
  });
});
