/** top (one snapshot, the same machine as ps and uptime), fortune and sl (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { LOCOMOTIVE } from "~/terminal/engine/commands/sl";
import { makeHarness } from "../fake-deps";
import { output } from "./line-output";

describe("top", () => {
  test("one snapshot at once: uptime's line, the tasks ps lists, top itself running", async () => {
    const h = await makeHarness();
    await h.run("uptime");
    const uptime = h.last()[0].trim();
    await h.run("ps aux");
    const ps = h.last(9);
    await h.run("top");
    expect(h.engine.snapshot().mode).toBe("normal");
    const shown = h.texts().slice(-(7 + 9));
    expect(shown[0]).toBe(`top - ${uptime}`);
    expect(shown[1]).toMatch(/^Tasks: +9 total, +1 running, +8 sleeping/);
    expect(shown[6]).toMatch(/^ +PID USER +PR +NI +VIRT +RES +SHR S +%CPU +%MEM +TIME\+ COMMAND$/);
    const rows = shown.slice(7);
    // The same processes as ps, with top in place of ps.
    const pids = (lines: string[], column: number) => lines.map((l) => l.trim().split(/\s+/)[column]).sort();
    expect(pids(rows, 0)).toEqual(pids(ps, 1));
    expect(rows.find((r) => / top$/.test(r))).toMatch(/ R +0\.3 /);
    expect(rows.some((r) => / ps$/.test(r))).toBe(false);
  });

  test("pipes: top | head", async () => {
    expect(await output("top -b -n 1 | head -n 1")).toEqual([expect.stringMatching(/^top - \d\d:\d\d:\d\d up /)]);
  });
});

describe("fortune", () => {
  test("a saying from the table of the visitor's language", async () => {
    const en = await output("fortune");
    expect(en.length).toBeGreaterThan(0);
    const fr = await output("fortune", "fr");
    expect(fr.join(" ")).not.toEqual(en.join(" "));
    expect(await output("fortune | wc -l")).toEqual([String(en.length)]);
  });
});

describe("sl", () => {
  test("reduced motion (and a pipe): the train standing still, at once", async () => {
    expect(await output("sl")).toEqual(LOCOMOTIVE.map((line) => line.trimEnd()));
    expect(await output("sl | wc -l")).toEqual([String(LOCOMOTIVE.length)]);
  });

  test("without JavaScript: standing still", async () => {
    const h = await makeHarness({ reducedMotion: false });
    h.deps.scriptless = true;
    await h.run("sl");
    expect(h.last(LOCOMOTIVE.length)).toEqual(LOCOMOTIVE.map((line) => line.trimEnd()));
  });

  test("with motion: the train crosses from the right, then stops at the left edge", async () => {
    const h = await makeHarness({ reducedMotion: false });
    await h.run("sl");
    expect(h.engine.snapshot().mode).toBe("processing");
    const first = h.last(LOCOMOTIVE.length);
    expect(first[2]).toMatch(/^ {20,}_\|\|__/);
    expect(h.engine.snapshot().lines.at(-1)?.typing).toBe(true);
    await h.clock.runAll();
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.last(LOCOMOTIVE.length)).toEqual(LOCOMOTIVE.map((line) => line.trimEnd()));
    expect(h.engine.snapshot().lines.at(-1)?.typing).toBeUndefined();
  });

  test("Escape stops it at the end of its run", async () => {
    const h = await makeHarness({ reducedMotion: false });
    await h.run("sl");
    h.engine.cancel();
    await h.clock.advance(0);
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.last(LOCOMOTIVE.length)).toEqual(LOCOMOTIVE.map((line) => line.trimEnd()));
  });
});
