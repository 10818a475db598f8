import { describe, expect, test } from "vitest";
import type { WriteResult } from "~/terminal/engine/command";
import { runCommand } from "./run-command";

const TEN = Array.from({ length: 12 }, (_v, i) => `line ${i + 1}`).join("\n");

describe("head and tail", () => {
  test.each([
    { cmd: "head", args: [], out: TEN.split("\n").slice(0, 10) },
    { cmd: "head", args: ["-n", "2"], out: ["line 1", "line 2"] },
    { cmd: "head", args: ["-n2"], out: ["line 1", "line 2"] },
    { cmd: "head", args: ["-3"], out: ["line 1", "line 2", "line 3"] },
    { cmd: "tail", args: [], out: TEN.split("\n").slice(2) },
    { cmd: "tail", args: ["-n", "1"], out: ["line 12"] },
    { cmd: "tail", args: ["-2"], out: ["line 11", "line 12"] },
    { cmd: "tail", args: ["-n", "0"], out: [] },
    { cmd: "tail", args: ["-n", "+11"], out: ["line 11", "line 12"] },
  ])("$cmd $args over stdin", async ({ cmd, args, out }) => {
    expect(await runCommand(cmd, args, { stdin: TEN })).toMatchObject({ out, err: [], status: 0 });
  });

  test("files, with headers when there are several", async () => {
    expect((await runCommand("head", ["-1", "notes.txt"])).out).toEqual(["alpha beta"]);
    expect((await runCommand("tail", ["-n", "1", "notes.txt", "fruits.txt"])).out).toEqual([
      "==> notes.txt <==",
      "gamma",
      "",
      "==> fruits.txt <==",
      "9 figs",
    ]);
  });

  test("errors as GNU prints them", async () => {
    expect(await runCommand("head", ["-n", "x"], { stdin: "" })).toMatchObject({ err: ["head: invalid number of lines: 'x'"], status: 1 });
    expect(await runCommand("tail", ["-n"], { stdin: "" })).toMatchObject({ err: ["tail: option requires an argument -- 'n'"], status: 1 });
    expect(await runCommand("head", ["nope"])).toMatchObject({ err: ["head: nope: No such file or directory"], status: 1 });
    expect(await runCommand("tail", ["/root/key.txt"])).toMatchObject({ err: ["tail: /root/key.txt: Permission denied"], status: 1 });
    expect((await runCommand("head", ["-n", "x"], { stdin: "", lang: "fr" })).err).toEqual([
      "head\u00a0: nombre de lignes incorrect\u00a0: 'x'",
    ]);
  });
});

describe("wc", () => {
  test.each([
    // Standard input counts what came: no newline after "gamma" (`printf 'alpha beta\ngamma' | wc`).
    { args: ["-l"], out: ["1"] },
    { args: ["-w"], out: ["3"] },
    { args: ["-c"], out: ["16"] },
    { args: [], out: ["      1       3      16"] },
  ])("wc $args over stdin", async ({ args, out }) => {
    expect((await runCommand("wc", args, { stdin: "alpha beta\ngamma" })).out).toEqual(out);
  });

  test("files with a total", async () => {
    expect((await runCommand("wc", ["-l", "notes.txt", "fruits.txt"])).out).toEqual([" 2 notes.txt", " 7 fruits.txt", " 9 total"]);
  });

  test("bad option", async () => {
    expect(await runCommand("wc", ["-x"], { stdin: "" })).toMatchObject({ err: ["wc: invalid option -- 'x'"], status: 1 });
  });
});

describe("sort and uniq", () => {
  test.each([
    { args: [], out: ["10 kiwis", "9 figs", "Banana", "apple", "apple", "banana", "cherry"] },
    { args: ["-r"], out: ["cherry", "banana", "apple", "apple", "Banana", "9 figs", "10 kiwis"] },
    { args: ["-u"], out: ["10 kiwis", "9 figs", "Banana", "apple", "banana", "cherry"] },
    { args: ["-n"], out: ["Banana", "apple", "apple", "banana", "cherry", "9 figs", "10 kiwis"] },
    { args: ["-rn"], out: ["10 kiwis", "9 figs", "cherry", "banana", "apple", "apple", "Banana"] },
  ])("sort $args fruits.txt", async ({ args, out }) => {
    expect((await runCommand("sort", [...args, "fruits.txt"])).out).toEqual(out);
  });

  test("uniq merges adjacent lines; -c counts them", async () => {
    const stdin = "a\na\nb\na\n";
    expect((await runCommand("uniq", [], { stdin })).out).toEqual(["a", "b", "a"]);
    expect((await runCommand("uniq", ["-c"], { stdin })).out).toEqual(["      2 a", "      1 b", "      1 a"]);
    expect((await runCommand("uniq", ["-d"], { stdin })).out).toEqual(["a"]);
    expect((await runCommand("uniq", ["-u"], { stdin })).out).toEqual(["b", "a"]);
  });

  test("at the keyboard with nothing to read", async () => {
    expect((await runCommand("sort", [])).err).toEqual(["sort: no input: name a file, or pipe text into it (ls -a | sort)"]);
  });
});

describe("cut", () => {
  test.each([
    { args: ["-d:", "-f1"], out: ["root", "guest"] },
    { args: ["-d", ":", "-f", "1,7"], out: ["root:/bin/bash", "guest:/bin/bash"] },
    { args: ["-d:", "-f6-"], out: ["/root:/bin/bash", "/home/guest:/bin/bash"] },
    { args: ["-d:", "-f-2"], out: ["root:x", "guest:x"] },
    { args: ["-c1-3"], out: ["roo", "gue"] },
  ])("cut $args /etc/passwd", async ({ args, out }) => {
    expect((await runCommand("cut", [...args, "/etc/passwd"])).out).toEqual(out);
  });

  test("a line without the delimiter is printed whole unless -s", async () => {
    expect((await runCommand("cut", ["-d,", "-f2"], { stdin: "a,b\nplain" })).out).toEqual(["b", "plain"]);
    expect((await runCommand("cut", ["-s", "-d,", "-f2"], { stdin: "a,b\nplain" })).out).toEqual(["b"]);
  });

  test.each([
    { args: ["-d:"], err: "cut: you must specify a list of bytes, characters, or fields" },
    { args: ["-f0"], err: "cut: invalid field value '0'" },
    { args: ["-fx"], err: "cut: invalid field value 'x'" },
    { args: ["-d::", "-f1"], err: "cut: the delimiter must be a single character" },
  ])("cut $args: $err", async ({ args, err }) => {
    expect(await runCommand("cut", args, { stdin: "a" })).toMatchObject({ err: [err], status: 1 });
  });
});

describe("tr", () => {
  test.each([
    { args: ["a-z", "A-Z"], stdin: "hello, world", out: ["HELLO, WORLD"] },
    { args: ["[:lower:]", "[:upper:]"], stdin: "abc", out: ["ABC"] },
    { args: ["-d", "aeiou"], stdin: "education", out: ["dctn"] },
    { args: ["-s", " "], stdin: "a   b  c", out: ["a b c"] },
    { args: ["abc", "x"], stdin: "aabbcc d", out: ["xxxxxx d"] },
    { args: [" ", "\\n"], stdin: "one two", out: ["one", "two"] },
  ])("tr $args", async ({ args, stdin, out }) => {
    expect(await runCommand("tr", args, { stdin })).toMatchObject({ out, err: [], status: 0 });
  });

  test.each([
    { args: [], err: "tr: missing operand" },
    { args: ["abc"], err: "tr: missing operand after 'abc': two strings must be given when translating" },
    { args: ["-d", "a", "b"], err: "tr: extra operand 'b'" },
    { args: ["z-a", "x"], err: "tr: range-endpoints are in reverse collating sequence order" },
  ])("tr $args: $err", async ({ args, err }) => {
    expect(await runCommand("tr", args, { stdin: "x" })).toMatchObject({ err: [err], status: 1 });
  });
});

describe("tee", () => {
  test("copies standard input to the screen and to each file, -a appends", async () => {
    const writes: Array<{ path: string; text: string; append: boolean }> = [];
    const r = await runCommand("tee", ["out.txt", "/tmp/b"], { stdin: "one\ntwo", writes });
    expect(r.out).toEqual(["one", "two"]);
    expect(writes).toEqual([
      { path: "/home/guest/out.txt", text: "one\ntwo\n", append: false },
      { path: "/tmp/b", text: "one\ntwo\n", append: false },
    ]);
    const appended: typeof writes = [];
    await runCommand("tee", ["-a", "log"], { stdin: "x\n", writes: appended });
    expect(appended).toEqual([{ path: "/home/guest/log", text: "x\n", append: true }]);
  });

  test("a refused write prints the tool's error and still copies to the screen", async () => {
    const refuse = (path: string): WriteResult => ({ ok: false, error: path.startsWith("/etc") ? "denied" : "readOnly", path });
    const r = await runCommand("tee", ["/etc/x", "/usr/y"], { stdin: "hi", writeResult: refuse });
    expect(r.err).toEqual(["tee: /etc/x: Permission denied", "tee: /usr/y: Read-only file system"]);
    expect(r.out).toEqual(["hi"]);
    expect(r.status).toBe(1);
  });
});

describe("less and more", () => {
  test.each(["less", "more"])("%s prints the file or standard input, like cat", async (cmd) => {
    expect((await runCommand(cmd, ["notes.txt"])).out).toEqual(["alpha beta", "gamma"]);
    expect((await runCommand(cmd, [], { stdin: "piped" })).out).toEqual(["piped"]);
    expect((await runCommand(cmd, ["nope"])).err).toEqual([`${cmd}: nope: No such file or directory`]);
  });
});
