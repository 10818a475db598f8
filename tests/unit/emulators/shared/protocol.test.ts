import { describe, expect, it } from "vitest";
import * as dos from "~/emulators/dos/messages";
import * as gba from "~/emulators/gba/messages";
import { clipReason, isSameOriginPath, isTrustedSource, MAX_TEXT } from "~/emulators/shared/protocol";

describe("what the DOS and GBA protocols share", () => {
  it("is the same code in both players", () => {
    expect(dos.isTrustedSource).toBe(isTrustedSource);
    expect(gba.isTrustedSource).toBe(isTrustedSource);
    expect(dos.clipReason).toBe(clipReason);
    expect(gba.clipReason).toBe(clipReason);
  });

  const frameWindow = { name: "frame" };
  const origin = "http://127.0.0.1:3000";
  it.each([
    ["the expected window from this origin", { origin, source: frameWindow }, frameWindow, origin, true],
    ["another origin", { origin: "https://evil.example", source: frameWindow }, frameWindow, origin, false],
    ["another window", { origin, source: { name: "other" } }, frameWindow, origin, false],
    ["no source", { origin, source: null }, frameWindow, origin, false],
    ["no expected window (null)", { origin, source: null }, null, origin, false],
    ["no expected window (undefined)", { origin, source: undefined }, undefined, origin, false],
    // An opaque origin ("null", e.g. a sandboxed document) is never trusted.
    ["an opaque origin", { origin: "null", source: frameWindow }, frameWindow, "null", false],
  ])("trust: %s", (_label, event, expected, ownOrigin, trusted) => {
    expect(isTrustedSource(event, expected, ownOrigin)).toBe(trusted);
  });

  it("accepts only same-origin absolute paths as file URLs", () => {
    expect(isSameOriginPath("/jsdos/doom.jsdos")).toBe(true);
    expect(isSameOriginPath("//cdn.example/doom.jsdos")).toBe(false);
    expect(isSameOriginPath("http://localhost/doom.jsdos")).toBe(false);
  });

  it("clips reasons and never sends an empty one", () => {
    expect(clipReason("  Bundle fetch failed (404) ")).toBe("Bundle fetch failed (404)");
    expect(clipReason("   ")).toBe("unknown error");
    const long = clipReason("x".repeat(2000));
    expect(long).toHaveLength(MAX_TEXT);
    expect(dos.parseFrameMessage(dos.toParent({ type: "error", reason: long }))).not.toBeNull();
  });
});
