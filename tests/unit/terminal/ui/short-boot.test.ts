import { describe, expect, it } from "vitest";
import { bootFrames } from "~/terminal/engine/boot-script";
import { bootFramesFor, SHORT_BOOT_SCALE } from "~/terminal/ui/use-terminal-engine";

const texts = { booting: "Booting...", loading: "Loading", kernel: "Kernel.", secure: "Session {id}", greeting: ["Hello", "Type 'help'"] };
const banner = { id: 1, type: "system" as const, text: "BANNER" };

describe("the boot a visitor gets", () => {
  it("is the whole boot on a first visit, the same frames at a fifth of the time on a return", () => {
    const frames = bootFrames(texts, banner, "ABCD1234", false);
    expect(bootFramesFor(frames, false)).toEqual(frames);
    const short = bootFramesFor(frames, true);
    expect(short.map((frame) => frame.lines)).toEqual(frames.map((frame) => frame.lines));
    expect(short.at(-1)?.at).toBe(Math.round((frames.at(-1)?.at ?? 0) * SHORT_BOOT_SCALE));
    expect(short.at(-1)?.at).toBeLessThanOrEqual(500);
    expect(short.at(-1)?.done).toBe(true);
  });
});
