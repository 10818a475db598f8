/** The boot the page plays before the engine's code arrives is the engine's own boot, frame by frame. */
import { describe, expect, it } from "vitest";
import { createEngine } from "~/terminal/engine";
import { bannerLine } from "~/terminal/engine/banner";
import { bootFrames, randomSessionId } from "~/terminal/engine/boot-script";
import { bootTexts } from "~/terminal/engine/boot-texts";
import { sampleContent } from "../../../helpers/content";
import { makeHarness, plainDeps, seeded } from "./fake-deps";

const content = sampleContent();
const texts = (lang: "en" | "fr") => bootTexts(lang, content.profile.name);

describe("bootFrames", () => {
  for (const lang of ["en", "fr"] as const) {
    it(`matches the engine's boot at every moment (${lang})`, async () => {
      const h = await makeHarness({ boot: false, reducedMotion: false, language: lang });
      const sessionId = h.engine.snapshot().sessionId;
      const frames = bootFrames(texts(lang), bannerLine(content, lang), sessionId, false);
      h.engine.boot();
      let now = 0;
      for (const frame of frames) {
        await h.clock.advance(frame.at - now);
        now = frame.at;
        expect(h.engine.snapshot().lines, `at ${frame.at} ms`).toEqual(frame.lines);
        expect(h.engine.snapshot().mode).toBe(frame.done ? "normal" : "booting");
      }
      expect(frames.at(-1)?.at).toBe(2500);
    });
  }

  it("with reduced motion: one frame, the engine's whole boot", async () => {
    const h = await makeHarness({ boot: false, reducedMotion: true });
    h.engine.boot();
    const frames = bootFrames(texts("en"), bannerLine(content, "en"), h.engine.snapshot().sessionId, true);
    expect(frames).toEqual([{ at: 0, lines: h.engine.snapshot().lines, done: true }]);
  });

  it("an engine created after the page's boot takes its lines and session id as they are", async () => {
    const sessionId = randomSessionId(seeded(4));
    expect(sessionId).toMatch(/^[A-Z0-9]{8}$/);
    const lines = bootFrames(texts("en"), bannerLine(content, "en"), sessionId, true)[0].lines;
    const engine = createEngine(plainDeps(), { preBooted: { lines, sessionId } });
    expect(engine.snapshot()).toMatchObject({ lines, mode: "normal", sessionId, prompt: "guest@clad:~$" });
    await engine.submit("whoami");
    const after = engine.snapshot().lines;
    expect(after.slice(0, lines.length)).toEqual(lines);
    expect(after.slice(lines.length).map((l) => [l.id, l.text])).toEqual([
      [9, "guest@clad:~$ whoami"],
      [10, "guest"],
    ]);
    // boot() does nothing more: the boot was played.
    engine.boot();
    expect(engine.snapshot().lines).toHaveLength(10);
  });
});
