/**
 * ls beyond the spec's plain listing: several operands (files first, then each directory under its
 * name), -l and -1; and the routing that keeps everyday-word questions for the assistant.
 */
import { describe, expect, test } from "vitest";
import { message } from "~/terminal/engine/messages";
import { makeHarness } from "../fake-deps";

async function outputOf(lines: string[]) {
  const h = await makeHarness();
  for (const line of lines.slice(0, -1)) await h.run(line);
  const before = h.engine.snapshot().lines.length;
  await h.run(lines.at(-1)!);
  return { h, out: h.engine.snapshot().lines.slice(before + 1) };
}

describe("ls", () => {
  test("a glob gives every match, one operand each", async () => {
    const { out } = await outputOf(["touch a.txt b.txt", "ls *.txt"]);
    expect(out.map((l) => l.text)).toEqual(["README.txt", "a.txt", "about.txt", "b.txt", "notes.txt"]);
  });

  test("files first, then each directory under its name", async () => {
    const { out } = await outputOf(["mkdir d", "touch d/x", "ls notes.txt d /tmp"]);
    const texts = out.map((l) => l.text);
    expect(texts.slice(0, 3)).toEqual(["notes.txt", "", "d:"]);
    expect(texts).toContain("x");
    expect(texts).toContain("/tmp:");
  });

  test("-l: type, permissions, owner, size, date, name; -a adds . and ..", async () => {
    const { out } = await outputOf(["echo hello > f.txt", "ls -la"]);
    const texts = out.map((l) => l.text);
    expect(texts[0]).toMatch(/^total \d+$/);
    expect(texts.some((t) => /^drwxr-xr-x 2 guest +guest +4096 \w{3} [ \d]\d \d\d:\d\d \.$/.test(t))).toBe(true);
    expect(texts.find((t) => t.endsWith(" f.txt"))).toMatch(/^-rw-r--r-- 1 guest +guest +6 /);
    // What a guest may not read belongs to root and is closed.
    expect(texts.find((t) => t.endsWith(" .secrets"))).toMatch(/^d/);
  });

  test("a missing operand is reported and the others still listed (status 2)", async () => {
    const { h, out } = await outputOf(["ls nope notes.txt"]);
    expect(out.map((l) => l.text)).toEqual([message("en", "lsNoSuchFile", { path: "nope" }), "notes.txt"]);
    await h.run("echo $?");
    expect(h.last()).toEqual(["2"]);
  });

  test("a plain ls stays the spec's one line", async () => {
    const { out } = await outputOf(["ls"]);
    expect(out).toHaveLength(1);
  });
});

describe("true, false and everyday-word questions", () => {
  test("true and false only set the status", async () => {
    const { h, out } = await outputOf(["false || echo no"]);
    expect(out.map((l) => l.text)).toEqual(["no"]);
    await h.run("true && echo yes");
    expect(h.last()).toEqual(["yes"]);
  });

  test("a question starting with a tool's everyday name goes to the assistant", async () => {
    const asked: string[] = [];
    const h = await makeHarness({ api: { sendMessage: async (m: string) => (asked.push(m), { ok: true, reply: "ok" }) } });
    await h.run("more about your projects?");
    await h.clock.runAll();
    expect(asked).toEqual(["more about your projects?"]);
    // Without the question mark it is the command.
    await h.run("more notes.txt");
    expect(asked).toHaveLength(1);
  });
});
