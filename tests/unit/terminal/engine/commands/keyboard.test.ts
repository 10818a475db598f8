/** The coreutils through the engine, typed at the keyboard (no pipe): files, not standard input. */
import { describe, expect, test } from "vitest";
import { makeHarness } from "../fake-deps";

describe("coreutils at the keyboard", () => {
  test("grep loads its regex engine on first use and prints through the engine", async () => {
    const h = await makeHarness();
    await h.run("grep -c . /etc/passwd");
    await h.clock.runAll();
    for (let i = 0; i < 50 && h.engine.snapshot().mode !== "normal"; i++) await new Promise((r) => setTimeout(r, 10));
    const count = Number(h.last()[0]);
    expect(count).toBeGreaterThan(0);
    // Once loaded, grep answers synchronously.
    await h.run("grep -c . /etc/passwd");
    expect(h.last()).toEqual([String(count)]);
  });

  test("man, head and wc on the visitor's files; sort with nothing to read says how to feed it", async () => {
    const h = await makeHarness();
    await h.run("man ls");
    expect(h.texts()).toContain("       ls - List a directory (-a shows hidden files)");
    await h.run("head -n 1 /etc/passwd");
    expect(h.last()[0]).toMatch(/^root:/);
    await h.run("wc -l /etc/passwd /etc/passwd");
    const [a, b, total] = h.last(3);
    expect([a, b, total]).toEqual([expect.stringMatching(/ \/etc\/passwd$/), a, expect.stringMatching(/ total$/)]);
    await h.run("sort");
    expect(h.last()).toEqual(["sort: no input: name a file, or pipe text into it (ls -a | sort)"]);
  });
});
