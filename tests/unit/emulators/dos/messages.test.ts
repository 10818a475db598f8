import { describe, expect, it } from "vitest";
import { DOS_CHANNEL, MAX_TEXT, parseFrameMessage, parseParentMessage, toFrame, toParent } from "~/emulators/dos/messages";

const c = DOS_CHANNEL;

describe("DOS player messages: parent → frame", () => {
  it("accepts each valid message", () => {
    expect(parseParentMessage({ channel: c, type: "start", bundleUrl: "/jsdos/demo.jsdos" })).toEqual({
      channel: c,
      type: "start",
      bundleUrl: "/jsdos/demo.jsdos",
      escape: "close",
    });
    expect(parseParentMessage({ channel: c, type: "start", bundleUrl: "/jsdos/shell.jsdos", escape: "twice" })).toEqual({
      channel: c,
      type: "start",
      bundleUrl: "/jsdos/shell.jsdos",
      escape: "twice",
    });
    expect(parseParentMessage({ channel: c, type: "key", key: "ArrowUp", down: true })).toEqual({
      channel: c,
      type: "key",
      key: "ArrowUp",
      down: true,
    });
    for (const key of ["ArrowLeft", "ArrowRight", "ArrowDown", "Space", "Enter", "Escape"]) {
      expect(parseParentMessage({ channel: c, type: "key", key, down: false })?.type).toBe("key");
    }
    expect(parseParentMessage({ channel: c, type: "save" })).toEqual({ channel: c, type: "save" });
    expect(parseParentMessage({ channel: c, type: "start", bundleUrl: "/jsdos/quakev2.levp.jsdos" })?.type).toBe("start");
    expect(parseParentMessage({ channel: c, type: "stop" })).toEqual({ channel: c, type: "stop" });
    expect(parseParentMessage({ channel: c, type: "focus" })).toEqual({ channel: c, type: "focus" });
  });

  it("carries what the phone's keyboard typed, as text (Enter and Backspace in it), within the size limit", () => {
    expect(parseParentMessage({ channel: c, type: "text", text: "dir\n" })).toEqual({ channel: c, type: "text", text: "dir\n" });
    expect(parseParentMessage({ channel: c, type: "text", text: "" })).toBeNull();
    expect(parseParentMessage({ channel: c, type: "text", text: 42 })).toBeNull();
    expect(parseParentMessage({ channel: c, type: "text", text: "x".repeat(MAX_TEXT + 1) })).toBeNull();
  });

  it("drops extra fields", () => {
    expect(parseParentMessage({ channel: c, type: "stop", evil: "<script>" })).toEqual({ channel: c, type: "stop" });
  });

  it("rejects malformed, unknown and mistyped messages", () => {
    const bad: unknown[] = [
      null,
      undefined,
      42,
      "start",
      [],
      [{ channel: c, type: "stop" }],
      {},
      { type: "stop" },
      { channel: "gba-player", type: "stop" },
      { channel: c },
      { channel: c, type: "launch" },
      { channel: c, type: "STOP" },
      { channel: c, type: 1 },
      { channel: c, type: "start" },
      { channel: c, type: "start", bundleUrl: 7 },
      { channel: c, type: "start", bundleUrl: "" },
      { channel: c, type: "start", bundleUrl: "https://evil.example/x.jsdos" },
      { channel: c, type: "start", bundleUrl: "//evil.example/x.jsdos" },
      { channel: c, type: "start", bundleUrl: "/\\evil.example/x.jsdos" },
      { channel: c, type: "start", bundleUrl: "javascript:alert(1)" },
      { channel: c, type: "start", bundleUrl: "jsdos/demo.jsdos" },
      { channel: c, type: "start", bundleUrl: "/jsdos/a b.jsdos" },
      { channel: c, type: "start", bundleUrl: `/${"a".repeat(MAX_TEXT)}` },
      { channel: c, type: "start", bundleUrl: "/jsdos/shell.jsdos", escape: "never" },
      { channel: c, type: "start", bundleUrl: "/jsdos/shell.jsdos", escape: true },
      { channel: c, type: "key" },
      { channel: c, type: "key", key: "KeyA", down: true },
      { channel: c, type: "key", key: "F12", down: true },
      { channel: c, type: "key", key: "ArrowUp" },
      { channel: c, type: "key", key: "ArrowUp", down: "true" },
      { channel: c, type: "key", key: 38, down: true },
      { channel: c, type: "running" },
      { channel: c, type: "escape" },
      { channel: c, type: "saved" },
    ];
    for (const data of bad) expect(parseParentMessage(data), JSON.stringify(data)).toBeNull();
  });
});

describe("DOS player messages: frame → parent", () => {
  it("accepts each valid message", () => {
    for (const type of ["ready", "running", "escape", "stopped", "saved"] as const) {
      expect(parseFrameMessage({ channel: c, type })).toEqual({ channel: c, type });
    }
    expect(parseFrameMessage({ channel: c, type: "progress", step: "bundle", loaded: 0, total: 1112 })).toEqual({
      channel: c,
      type: "progress",
      step: "bundle",
      loaded: 0,
      total: 1112,
    });
    for (const step of ["core", "bundle", "emulator"]) {
      expect(parseFrameMessage({ channel: c, type: "progress", step, loaded: 1, total: 0 })?.type).toBe("progress");
    }
    expect(parseFrameMessage({ channel: c, type: "error", reason: "Bundle fetch failed (404)" })).toEqual({
      channel: c,
      type: "error",
      reason: "Bundle fetch failed (404)",
    });
  });

  it("rejects malformed, unknown and mistyped messages", () => {
    const bad: unknown[] = [
      null,
      "running",
      { type: "running" },
      { channel: "dos", type: "running" },
      { channel: c, type: "done" },
      { channel: c, type: "start", bundleUrl: "/jsdos/demo.jsdos" },
      { channel: c, type: "stop" },
      { channel: c, type: "save" },
      { channel: c, type: "key", key: "ArrowUp", down: true },
      { channel: c, type: "progress" },
      { channel: c, type: "progress", step: "disk", loaded: 0, total: 0 },
      { channel: c, type: "progress", step: "core", loaded: -1, total: 0 },
      { channel: c, type: "progress", step: "core", loaded: 0.5, total: 0 },
      { channel: c, type: "progress", step: "core", loaded: Number.NaN, total: 0 },
      { channel: c, type: "progress", step: "core", loaded: "1", total: 0 },
      { channel: c, type: "progress", step: "core", loaded: 0 },
      { channel: c, type: "error" },
      { channel: c, type: "error", reason: "" },
      { channel: c, type: "error", reason: 404 },
      { channel: c, type: "error", reason: "x".repeat(MAX_TEXT + 1) },
    ];
    for (const data of bad) expect(parseFrameMessage(data), JSON.stringify(data)).toBeNull();
  });

  it("builders add the channel and round-trip through the parsers", () => {
    expect(parseParentMessage(toFrame({ type: "start", bundleUrl: "/jsdos/demo.jsdos", escape: "twice" }))).toEqual(
      toFrame({ type: "start", bundleUrl: "/jsdos/demo.jsdos", escape: "twice" }),
    );
    expect(parseParentMessage(toFrame({ type: "key", key: "Space", down: true }))).toEqual(
      toFrame({ type: "key", key: "Space", down: true }),
    );
    expect(parseFrameMessage(toParent({ type: "error", reason: "boom" }))).toEqual({ channel: c, type: "error", reason: "boom" });
  });
});
