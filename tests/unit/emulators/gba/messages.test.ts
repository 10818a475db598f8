import { describe, expect, it } from "vitest";
import { defaultKeyConfig } from "~/emulators/gba/keys";
import { GBA_CHANNEL, parseFrameMessage, parseParentMessage, progressRatio, toFrame, toParent } from "~/emulators/gba/messages";

const c = GBA_CHANNEL;
const load = {
  channel: c,
  type: "load",
  romUrl: "/gba/binaries/demo.gba",
  keys: defaultKeyConfig(),
  startLabel: "Click to Start",
  lang: "en",
  title: "Demo",
  coreTimeoutMs: 20_000,
};

describe("GBA player messages: parent → frame", () => {
  it("accepts each valid message", () => {
    expect(parseParentMessage(load)).toEqual(load);
    expect(parseParentMessage({ channel: c, type: "keys", keys: defaultKeyConfig() })).toEqual({
      channel: c,
      type: "keys",
      keys: defaultKeyConfig(),
    });
    for (const type of ["focus", "pause", "resume", "stop", "saveState", "loadState"])
      expect(parseParentMessage({ channel: c, type })).toEqual({ channel: c, type });
    const touch = { channel: c, type: "button", button: "Right", pressed: true };
    expect(parseParentMessage(touch)).toEqual(touch);
  });

  it("accepts only the GBA's buttons with a boolean state from the on-screen controls", () => {
    expect(parseParentMessage({ channel: c, type: "button", button: "Turbo", pressed: true })).toBeNull();
    expect(parseParentMessage({ channel: c, type: "button", button: "A", pressed: 1 })).toBeNull();
    expect(parseParentMessage({ channel: c, type: "button", button: "A" })).toBeNull();
  });

  it("rejects other channels, unknown types, other hosts' ROMs, bad keys and missing fields", () => {
    expect(parseParentMessage({ ...load, channel: "dos-player" })).toBeNull();
    expect(parseParentMessage({ channel: c, type: "eval" })).toBeNull();
    expect(parseParentMessage({ ...load, romUrl: "https://evil.example/x.gba" })).toBeNull();
    expect(parseParentMessage({ ...load, romUrl: "//evil.example/x.gba" })).toBeNull();
    expect(parseParentMessage({ ...load, keys: { keyZonesGBA: [], keyZonesControl: [] } })).toBeNull();
    expect(parseParentMessage({ ...load, startLabel: "" })).toBeNull();
    expect(parseParentMessage({ ...load, lang: "de" })).toBeNull();
    // The core's start is always bounded, within sane limits.
    expect(parseParentMessage({ ...load, coreTimeoutMs: undefined })).toBeNull();
    expect(parseParentMessage({ ...load, coreTimeoutMs: 0 })).toBeNull();
    expect(parseParentMessage({ ...load, coreTimeoutMs: 3_600_000 })).toBeNull();
    expect(parseParentMessage({ ...load, coreTimeoutMs: 1.5e4 + 0.5 })).toBeNull();
    expect(parseParentMessage({ ...load, startLabel: "x".repeat(501) })).toBeNull();
    expect(parseParentMessage(null)).toBeNull();
    expect(parseParentMessage("load")).toBeNull();
  });
});

describe("GBA player messages: frame → parent", () => {
  it("accepts each valid message", () => {
    for (const type of ["ready", "loaded", "started", "fullscreen", "escape", "stopped", "noWebgl"])
      expect(parseFrameMessage({ channel: c, type })).toEqual({ channel: c, type });
    expect(parseFrameMessage({ channel: c, type: "progress", step: "rom", loaded: 10, total: 988 })).toEqual({
      channel: c,
      type: "progress",
      step: "rom",
      loaded: 10,
      total: 988,
    });
    expect(parseFrameMessage({ channel: c, type: "fps", fps: 60 })).toEqual({ channel: c, type: "fps", fps: 60 });
    expect(parseFrameMessage({ channel: c, type: "paused", paused: true })).toEqual({ channel: c, type: "paused", paused: true });
    expect(parseFrameMessage({ channel: c, type: "settings", volume: 0.8, speed: 1.1 })).toEqual({
      channel: c,
      type: "settings",
      volume: 0.8,
      speed: 1.1,
    });
    expect(parseFrameMessage({ channel: c, type: "error", phase: "init", reason: "ROM fetch failed (404)" })).toEqual({
      channel: c,
      type: "error",
      phase: "init",
      reason: "ROM fetch failed (404)",
    });
    const state = { channel: c, type: "state", event: "saved", available: true };
    expect(parseFrameMessage(state)).toEqual(state);
  });

  it("rejects malformed ones", () => {
    expect(parseFrameMessage({ channel: c, type: "progress", step: "rom", loaded: -1, total: 0 })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "progress", step: "disk", loaded: 1, total: 1 })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "fps", fps: Number.NaN })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "paused", paused: "yes" })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "settings", volume: 3, speed: 1 })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "error", phase: "boot", reason: "x" })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "error", phase: "init", reason: "" })).toBeNull();
    expect(parseFrameMessage({ channel: "other", type: "ready" })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "state", event: "deleted", available: false })).toBeNull();
    expect(parseFrameMessage({ channel: c, type: "state", event: "saved", available: "yes" })).toBeNull();
  });

  it("builds messages with the channel", () => {
    expect(toFrame({ type: "stop" })).toEqual({ channel: c, type: "stop" });
    expect(toParent({ type: "fps", fps: 59 })).toEqual({ channel: c, type: "fps", fps: 59 });
  });

  it("computes the download's progress", () => {
    expect(progressRatio(494, 988)).toBe(0.5);
    expect(progressRatio(2000, 988)).toBe(1);
    expect(progressRatio(10, 0)).toBe(0);
  });
});
