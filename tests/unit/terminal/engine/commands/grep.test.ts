import { describe, expect, test } from "vitest";
import { basicToExtended } from "~/terminal/engine/tools/regex";
import { runCommand } from "./run-command";

const LOG = "Failed password\nAccepted key\nfailed again\n";

describe("grep", () => {
  test.each([
    { args: ["fail"], stdin: LOG, out: ["failed again"], status: 0 },
    { args: ["-i", "fail"], stdin: LOG, out: ["Failed password", "failed again"], status: 0 },
    { args: ["-in", "fail"], stdin: LOG, out: ["1:Failed password", "3:failed again"], status: 0 },
    { args: ["-v", "-i", "fail"], stdin: LOG, out: ["Accepted key"], status: 0 },
    { args: ["-c", "-i", "fail"], stdin: LOG, out: ["2"], status: 0 },
    { args: ["-c", "nope"], stdin: LOG, out: ["0"], status: 1 },
    { args: ["nope"], stdin: LOG, out: [], status: 1 },
    { args: ["-E", "Fail|Acc"], stdin: LOG, out: ["Failed password", "Accepted key"], status: 0 },
    // Basic syntax: | is a literal, \| the operator (GNU).
    { args: ["Fail|Acc"], stdin: LOG, out: [], status: 1 },
    { args: ["Fail\\|Acc"], stdin: LOG, out: ["Failed password", "Accepted key"], status: 0 },
    { args: ["a+"], stdin: "a+b\naab\n", out: ["a+b"], status: 0 },
    { args: ["-E", "^a+b$"], stdin: "a+b\naab\n", out: ["aab"], status: 0 },
    { args: ["-F", "a+"], stdin: "a+b\naab\n", out: ["a+b"], status: 0 },
    { args: ["-e", "Acc", "-e", "again"], stdin: LOG, out: ["Accepted key", "failed again"], status: 0 },
    { args: ["-o", "-i", "fail[a-z]*"], stdin: LOG, out: ["Failed", "failed"], status: 0 },
    { args: ["-on", "[a-z]"], stdin: "a1b\n", out: ["1:a", "1:b"], status: 0 },
    { args: ["-w", "key"], stdin: "keys\na key\n", out: ["a key"], status: 0 },
    { args: ["-x", "gamma"], stdin: "gamma\ngamma ray\n", out: ["gamma"], status: 0 },
    { args: ["-q", "key"], stdin: LOG, out: [], status: 0 },
    { args: ["-q", "nope"], stdin: LOG, out: [], status: 1 },
  ])("grep $args over stdin", async ({ args, stdin, out, status }) => {
    const r = await runCommand("grep", args, { stdin });
    expect(r.out).toEqual(out);
    expect(r.err).toEqual([]);
    expect(r.status).toBe(status);
  });

  test("files: one file bare, several prefixed with their name; -l names the files", async () => {
    expect((await runCommand("grep", ["apple", "fruits.txt"])).out).toEqual(["apple", "apple"]);
    expect((await runCommand("grep", ["-n", "a", "notes.txt", "fruits.txt"])).out.slice(0, 2)).toEqual([
      "notes.txt:1:alpha beta",
      "notes.txt:2:gamma",
    ]);
    expect((await runCommand("grep", ["-l", "apple", "notes.txt", "fruits.txt"])).out).toEqual(["fruits.txt"]);
  });

  test("-s hides the messages about missing files, -h the file names", async () => {
    expect(await runCommand("grep", ["-s", "gamma", "nope.txt", "notes.txt"])).toMatchObject({
      err: [],
      out: ["notes.txt:gamma"],
      status: 2,
    });
    expect((await runCommand("grep", ["-h", "gamma", "notes.txt", "notes.txt"])).out).toEqual(["gamma", "gamma"]);
  });

  test("a missing file is status 2 with GNU's message, after the other files' matches", async () => {
    const r = await runCommand("grep", ["gamma", "nope.txt", "notes.txt"]);
    expect(r.err).toEqual(["grep: nope.txt: No such file or directory"]);
    expect(r.out).toEqual(["notes.txt:gamma"]);
    expect(r.status).toBe(2);
    const fr = await runCommand("grep", ["x", "nope.txt"], { lang: "fr" });
    expect(fr.err).toEqual(["grep\u00a0: nope.txt\u00a0: Aucun fichier ou dossier de ce nom"]);
  });

  test("a directory needs -r; -r walks what the visitor may read (hidden files too, not protected ones)", async () => {
    expect((await runCommand("grep", ["key", "docs"])).err).toEqual(["grep: docs: Is a directory"]);
    const guest = await runCommand("grep", ["-r", "key", "/"]);
    expect(guest.out).toEqual([
      "/home/guest/.hidden:secret key here",
      "/home/guest/docs/a.md:key: value",
      "/var/log/auth.log:Accepted key",
    ]);
    const root = await runCommand("grep", ["-rl", "key", "/"], { user: "root" });
    expect(root.out).toContain("/root/key.txt");
    expect((await runCommand("grep", ["-r", "value"])).out).toEqual(["./docs/a.md:key: value"]);
  });

  test("usage, bad options and bad patterns are status 2", async () => {
    expect(await runCommand("grep", [])).toMatchObject({ status: 2, err: ["Usage: grep [OPTION]... PATTERNS [FILE]..."] });
    expect(await runCommand("grep", ["-z", "x"], { stdin: "" })).toMatchObject({ status: 2, err: ["grep: invalid option -- 'z'"] });
    const bad = await runCommand("grep", ["-E", "(a"], { stdin: "a" });
    expect(bad.status).toBe(2);
    expect(bad.err[0]).toMatch(/^grep: invalid regular expression: /);
  });

  test("at the keyboard with no file: one line says how to give it input", async () => {
    const r = await runCommand("grep", ["x"]);
    expect(r.err).toEqual(["grep: no input: name a file, or pipe text into it (ls -a | grep)"]);
    expect(r.status).toBe(2);
  });

  test.each([
    // A backtracking engine needs ~2^n steps on these: 30 characters already hang V8's RegExp.
    ["(a+)+$", "a".repeat(10_000) + "!"],
    ["(a|aa)*b", "a".repeat(10_000)],
    ["(x+x+)+y", "x".repeat(10_000)],
  ])("the pathological pattern %s over a long line returns in ≤ 250 ms (a backtracking engine never returns)", async (pattern, line) => {
    // Loads the library and warms the JIT on a short line first: the bound is about the pattern, not start-up.
    await runCommand("grep", ["-E", "-c", pattern], { stdin: line.slice(0, 200) });
    // The best of three runs, with a bound far above the ~1 ms it takes: the machine running the tests may be
    // busy, and the bound is about the algorithm (2^n steps never end), not the bench's timings.
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const r = await runCommand("grep", ["-E", "-c", pattern], { stdin: line });
      best = Math.min(best, performance.now() - started);
      expect(r.out).toEqual(["0"]);
    }
    expect(best).toBeLessThanOrEqual(250);
  });
});

describe("basic to extended syntax", () => {
  test.each([
    ["a|b", "a\\|b"],
    ["a\\|b", "a|b"],
    ["\\(ab\\)\\{2\\}", "(ab){2}"],
    ["(x)", "\\(x\\)"],
    ["*a", "\\*a"],
    ["[(|)]", "[(|)]"],
    ["[]a]|", "[]a]\\|"],
  ])("%s → %s", (basic, extended) => {
    expect(basicToExtended(basic)).toBe(extended);
  });
});
