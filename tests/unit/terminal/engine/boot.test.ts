import { describe, expect, test } from "vitest";
import { sampleContent } from "../../../helpers/content";
import { bannerLine } from "~/terminal/engine/banner";
import { makeHarness } from "./fake-deps";

describe("boot", () => {
  test("the banner first (the server-rendered first screen), then after 500 ms the boot lines, about 2 s of loading, the greeting; input locked meanwhile", async () => {
    const h = await makeHarness({ boot: false, reducedMotion: false });
    h.engine.boot();
    expect(h.engine.snapshot().mode).toBe("booting");
    // The very line the page's HTML already shows (same id, text and segments).
    expect(h.engine.snapshot().lines).toEqual([bannerLine(sampleContent(), "en")]);
    expect(h.engine.snapshot().lines[0].segments?.[0].tone).toBe("banner");
    await h.clock.advance(499);
    expect(h.texts()).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.texts()[1]).toBe("Booting AI Interface v2.1...");
    const loading = h.engine.snapshot().lines[2];
    expect(loading.isLoading).toBe(true);
    expect(loading.text).toMatch(/^Loading \[\.{10}\] 0%$/);
    await h.clock.advance(1000);
    expect(h.engine.snapshot().lines[2].text).toMatch(/^Loading \[#{5}\.{5}\] 50%$/);
    await h.run("help");
    expect(h.texts()).toHaveLength(3);
    expect(h.engine.snapshot().mode).toBe("booting");
    await h.clock.advance(999);
    expect(h.engine.snapshot().mode).toBe("booting");
    await h.clock.advance(1);
    const snap = h.engine.snapshot();
    expect(snap.mode).toBe("normal");
    expect(snap.lines[2]).toMatchObject({ text: "Loading [##########] 100%" });
    expect(snap.lines[2].isLoading).toBeUndefined();
    expect(snap.lines.filter((line) => line.segments?.[0].tone === "banner")).toHaveLength(1);
    const texts = h.texts();
    expect(texts).toContain(`Secure connection established. Session ID: ${snap.sessionId}`);
    expect(snap.sessionId).toMatch(/^[A-Z0-9]{8}$/);
    expect(texts.at(-1)).toBe("Type 'help' for commands");
    expect(snap.lines.at(-1)?.type).toBe("ai");
    expect(h.clock.pending()).toBe(0);
  });

  test("reduced motion: the same lines at once", async () => {
    const h = await makeHarness({ boot: false, reducedMotion: true });
    h.engine.boot();
    expect(h.engine.snapshot().mode).toBe("normal");
    expect(h.engine.snapshot().lines[0]).toEqual(bannerLine(sampleContent(), "en"));
    expect(h.texts()[1]).toBe("Booting AI Interface v2.1...");
    expect(h.texts()).toContain("Type 'help' for commands");
  });

  test("boot twice does nothing more; French banner and greeting", async () => {
    const h = await makeHarness({ language: "fr" });
    expect(h.engine.snapshot().lines[0]).toEqual(bannerLine(sampleContent(), "fr"));
    const count = h.texts().length;
    h.engine.boot();
    await h.clock.runAll();
    expect(h.texts()).toHaveLength(count);
    expect(h.texts()).toContain("Tapez 'help' pour les commandes");
  });

  test("the session id differs between sessions (random per session)", async () => {
    const a = await makeHarness({ seed: 1 });
    const b = await makeHarness({ seed: 2 });
    expect(a.engine.snapshot().sessionId).not.toBe(b.engine.snapshot().sessionId);
  });

  test("dispose clears pending timers and stops emitting", async () => {
    const h = await makeHarness({ boot: false, reducedMotion: false });
    h.engine.boot();
    expect(h.clock.pending()).toBe(1);
    h.engine.dispose();
    expect(h.clock.pending()).toBe(0);
    await h.clock.runAll();
    expect(h.texts()).toHaveLength(1);
  });
});
