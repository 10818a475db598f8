import { describe, expect, test } from "vitest";
import { compileGlob } from "~/terminal/engine/tools/glob";
import { runCommand } from "./run-command";

describe("find", () => {
  test.each([
    { args: [], out: [".", "./.hidden", "./docs", "./docs/a.md", "./docs/b.log", "./fruits.txt", "./notes.txt"] },
    { args: ["/", "-name", "*.log"], out: ["/home/guest/docs/b.log", "/var/log/auth.log"] },
    { args: ["~", "-type", "d"], out: ["~", "~/docs"] },
    { args: [".", "-type", "f", "-name", "*.md"], out: ["./docs/a.md"] },
    { args: ["/home", "-name", "[ab].*"], out: ["/home/guest/docs/a.md", "/home/guest/docs/b.log"] },
    { args: ["/", "-iname", "AUTH*"], out: ["/var/log/auth.log"] },
    { args: ["docs", "-name", "?.md"], out: ["docs/a.md"] },
  ])("find $args", async ({ args, out }) => {
    expect(await runCommand("find", args)).toMatchObject({ out, err: [], status: 0 });
  });

  test("protected directories: hidden from a guest, walked by root", async () => {
    expect((await runCommand("find", ["/", "-name", "key.txt"])).out).toEqual([]);
    expect((await runCommand("find", ["/", "-name", "key.txt"], { user: "root" })).out).toEqual(["/root/key.txt"]);
    expect(await runCommand("find", ["/root"])).toMatchObject({ err: ["find: '/root': Permission denied"], status: 1 });
  });

  test.each([
    { args: ["nope"], err: "find: 'nope': No such file or directory" },
    { args: [".", "-size", "1"], err: "find: unknown predicate '-size'" },
    { args: [".", "-name"], err: "find: missing argument to '-name'" },
    { args: [".", "-type", "x"], err: "find: Unknown argument to -type: x" },
    { args: [".", "-name", "a", "b"], err: "find: paths must precede expression: 'b'" },
  ])("find $args: $err", async ({ args, err }) => {
    expect(await runCommand("find", args)).toMatchObject({ err: [err], status: 1 });
  });

  test("globs match in time linear in the name whatever the stars", () => {
    const glob = compileGlob("*a*a*a*a*a*a*a*a*a*a*a*a*b");
    const started = performance.now();
    expect(glob.test("a".repeat(5_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
    expect(compileGlob("[!a]*").test("b.txt")).toBe(true);
    expect(compileGlob("[!a]*").test("a.txt")).toBe(false);
    expect(compileGlob("\\*").test("*")).toBe(true);
  });
});

describe("tree", () => {
  test("draws the directory, hidden files with -a, and counts", async () => {
    expect((await runCommand("tree", [])).out).toEqual([
      ".",
      "├── docs",
      "│   ├── a.md",
      "│   └── b.log",
      "├── fruits.txt",
      "└── notes.txt",
      "",
      "1 directory, 4 files",
    ]);
    const all = await runCommand("tree", ["-a"]);
    expect(all.out[1]).toBe("├── .hidden");
    expect(all.out.at(-1)).toBe("1 directory, 5 files");
    expect((await runCommand("tree", ["-d", "/home"])).out).toEqual(["/home", "└── guest", "    └── docs", "", "2 directories"]);
  });

  test("a missing directory", async () => {
    expect(await runCommand("tree", ["nope"])).toMatchObject({ err: ["nope [error opening dir]"], status: 2 });
  });
});
