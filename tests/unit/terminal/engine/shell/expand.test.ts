/** Words into arguments: tilde, variables, globbing against a small file tree. */
import { describe, expect, it } from "vitest";
import { parseCommandLine } from "~/terminal/engine/shell/parse";
import { expandGlob, expandWords, matchSegment, type ExpandContext } from "~/terminal/engine/shell/expand";

const TREE: Record<string, string[]> = {
  "/": ["home", "var", "tmp"],
  "/home": ["guest"],
  "/home/guest": [".secrets", "notes.txt", "todo.txt", "readme.md", "projects"],
  "/home/guest/projects": ["a.txt", "b.log"],
  "/var": ["log"],
  "/var/log": ["auth.log", "syslog"],
  "/tmp": [],
};

const context: ExpandContext = {
  variable: (name) => ({ HOME: "/home/guest", USER: "guest", "?": "1", EMPTY: "" })[name],
  home: "/home/guest",
  cwd: "/home/guest",
  list: (dir) => TREE[dir] ?? null,
};

const args = (line: string) => {
  const result = parseCommandLine(line);
  if (!result.ok) throw new Error(result.error);
  return expandWords(result.script[0]!.first.commands[0]!.words, context);
};

describe("expandWords", () => {
  const cases: Array<[string, string[]]> = [
    ["echo ~ ~/notes.txt '~' a~", ["echo", "/home/guest", "/home/guest/notes.txt", "~", "a~"]],
    ['echo $HOME ${USER}! $? $NOPE. "$EMPTY"', ["echo", "/home/guest", "guest!", "1", ".", ""]],
    ["ls *.txt", ["ls", "notes.txt", "todo.txt"]],
    ["ls '*.txt' \\*.txt \"*\".txt", ["ls", "*.txt", "*.txt", "*.txt"]],
    ["ls ?otes.txt [nt]*.txt [!n]*", ["ls", "notes.txt", "notes.txt", "todo.txt", "projects", "readme.md", "todo.txt"]],
    ["ls *", ["ls", "notes.txt", "projects", "readme.md", "todo.txt"]],
    ["ls .s*", ["ls", ".secrets"]],
    ["ls /var/log/*", ["ls", "/var/log/auth.log", "/var/log/syslog"]],
    ["ls /*/log", ["ls", "/var/log"]],
    ["ls projects/*.txt */a.txt", ["ls", "projects/a.txt", "projects/a.txt"]],
    ["ls *.nothing ~/*.md", ["ls", "*.nothing", "/home/guest/readme.md"]],
    ["ls $HOME/*.md", ["ls", "/home/guest/readme.md"]],
  ];
  it.each(cases)("%j", (line, expected) => {
    expect(args(line)).toEqual(expected);
  });

  it("a glob's matcher is linear: a pathological pattern over a long name answers at once", () => {
    const started = performance.now();
    expect(matchSegment(`${"*a".repeat(40)}b`, "a".repeat(5_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(expandGlob("/var/log/[a-c]*", context)).toEqual(["/var/log/auth.log"]);
  });
});
