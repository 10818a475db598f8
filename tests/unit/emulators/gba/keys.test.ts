import { describe, expect, it, vi } from "vitest";
import { applyControl, defaultSettings, fpsTargetForSpeed } from "~/emulators/gba/controls";
import {
  CONTROL_ACTIONS,
  defaultKeyConfig,
  GBA_BUTTONS,
  isTextEntry,
  keyLabel,
  keyStorageKey,
  loadKeyConfig,
  parseKeyConfig,
  rebind,
  resolveKey,
  saveKeyConfig,
} from "~/emulators/gba/keys";
import { gbaScreenSize } from "~/emulators/gba/layout";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("GBA key configuration", () => {
  it("defaults to X, Z, Space, Enter, Right, Left, Up, Down, S, A and codes 55, 56, 52, 51, 53, 54, 80, 82", () => {
    const config = defaultKeyConfig();
    expect(config.keyZonesGBA.map(keyLabel)).toEqual(["X", "Z", "Space", "Enter", "Right", "Left", "Up", "Down", "S", "A"]);
    expect(config.keyZonesControl).toEqual([55, 56, 52, 51, 53, 54, 80, 82]);
    expect(GBA_BUTTONS).toEqual(["A", "B", "Select", "Start", "Right", "Left", "Up", "Down", "R", "L"]);
    expect(CONTROL_ACTIONS).toEqual(["volumeDown", "volumeUp", "speedUp", "speedDown", "resetSpeed", "fullscreen", "playPause", "restart"]);
  });

  it("maps each emulator key code to its action and each game key to its button", () => {
    const config = defaultKeyConfig();
    expect([55, 56, 52, 51, 53, 54, 80, 82].map((code) => resolveKey(config, code))).toEqual(
      CONTROL_ACTIONS.map((action) => ({ kind: "control", action })),
    );
    expect(resolveKey(config, 88)).toEqual({ kind: "button", button: "A" });
    expect(resolveKey(config, 65)).toEqual({ kind: "button", button: "L" });
    expect(resolveKey(config, 81)).toBeNull();
  });

  it("saves under gba_keys_{gameId} as {keyZonesGBA, keyZonesControl} and loads it back", () => {
    const storage = memoryStorage();
    const log = vi.fn();
    const config = rebind(defaultKeyConfig(), "gba", 6, 73);
    expect(saveKeyConfig(storage, "demo", config, log)).toBe(true);
    expect(keyStorageKey("demo")).toBe("gba_keys_demo");
    expect(JSON.parse(storage.data.get("gba_keys_demo") ?? "")).toEqual({
      keyZonesGBA: [88, 90, 32, 13, 39, 37, 73, 40, 83, 65],
      keyZonesControl: [55, 56, 52, 51, 53, 54, 80, 82],
    });
    expect(loadKeyConfig(storage, "demo", log)).toEqual(config);
    expect(loadKeyConfig(storage, "other", log)).toEqual(defaultKeyConfig());
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back to the defaults on corrupted storage, and only logs storage failures", () => {
    const log = vi.fn();
    for (const raw of [
      "{",
      "null",
      "[]",
      JSON.stringify({ keyZonesGBA: [1, 2], keyZonesControl: [] }),
      JSON.stringify({ keyZonesGBA: Array(10).fill("x"), keyZonesControl: Array(8).fill(1) }),
    ]) {
      expect(loadKeyConfig(memoryStorage({ gba_keys_demo: raw }), "demo", log)).toEqual(defaultKeyConfig());
    }
    expect(log).toHaveBeenCalled();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(loadKeyConfig(broken, "demo", log)).toEqual(defaultKeyConfig());
    expect(saveKeyConfig(broken, "demo", defaultKeyConfig(), log)).toBe(false);
    expect(saveKeyConfig(null, "demo", defaultKeyConfig(), log)).toBe(false);
  });

  it("rejects Escape, out-of-range codes and wrong lengths", () => {
    expect(
      parseKeyConfig({
        keyZonesGBA: [27, ...defaultKeyConfig().keyZonesGBA.slice(1)],
        keyZonesControl: defaultKeyConfig().keyZonesControl,
      }),
    ).toBeNull();
    expect(
      parseKeyConfig({
        keyZonesGBA: [300, ...defaultKeyConfig().keyZonesGBA.slice(1)],
        keyZonesControl: defaultKeyConfig().keyZonesControl,
      }),
    ).toBeNull();
    expect(parseKeyConfig({ keyZonesGBA: defaultKeyConfig().keyZonesGBA, keyZonesControl: [55] })).toBeNull();
    expect(rebind(defaultKeyConfig(), "gba", 0, 27)).toEqual(defaultKeyConfig());
    expect(rebind(defaultKeyConfig(), "gba", 10, 70)).toEqual(defaultKeyConfig());
  });

  it("a pressed code replaces the binding; a key already used elsewhere takes the old one (swap)", () => {
    const moved = rebind(defaultKeyConfig(), "gba", 0, 90); // A := Z, which was B
    expect(moved.keyZonesGBA.slice(0, 2)).toEqual([90, 88]);
    const crossZone = rebind(defaultKeyConfig(), "gba", 7, 80); // Down := P (play/pause)
    expect(crossZone.keyZonesGBA[7]).toBe(80);
    expect(crossZone.keyZonesControl[6]).toBe(40);
    expect(new Set([...crossZone.keyZonesGBA, ...crossZone.keyZonesControl]).size).toBe(18);
  });

  it("treats text inputs as text entry (keys ignored), buttons and the screen not", () => {
    expect(isTextEntry({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT", type: "email" })).toBe(true);
    expect(isTextEntry({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTextEntry({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTextEntry({ tagName: "BUTTON" })).toBe(false);
    expect(isTextEntry({ tagName: "CANVAS" })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });

  it("names keys readably", () => {
    expect([13, 32, 37, 48, 74, 97, 113, 250].map(keyLabel)).toEqual(["Enter", "Space", "Left", "0", "J", "Num 1", "F2", "Key 250"]);
  });
});

describe("GBA emulator keys: volume and speed", () => {
  it("starts at volume 0.8 and speed 1, steps of 0.1, clamped", () => {
    let settings = defaultSettings();
    expect(settings).toEqual({ volume: 0.8, speed: 1 });
    settings = applyControl(settings, "volumeUp");
    expect(settings.volume).toBe(0.9);
    settings = applyControl(applyControl(applyControl(settings, "volumeUp"), "volumeUp"), "volumeUp");
    expect(settings.volume).toBe(1);
    for (let i = 0; i < 12; i += 1) settings = applyControl(settings, "volumeDown");
    expect(settings.volume).toBe(0);
    settings = applyControl(applyControl(settings, "speedUp"), "speedUp");
    expect(settings.speed).toBe(1.2);
    settings = applyControl(settings, "resetSpeed");
    expect(settings.speed).toBe(1);
    for (let i = 0; i < 20; i += 1) settings = applyControl(settings, "speedDown");
    expect(settings.speed).toBe(0.1);
    expect(applyControl(settings, "restart")).toBe(settings);
  });

  it("turns a speed into the core's frame-rate target", () => {
    expect(fpsTargetForSpeed(1)).toBe(60);
    expect(fpsTargetForSpeed(1.1)).toBe(66);
    expect(fpsTargetForSpeed(0.1)).toBe(6);
  });
});

describe("GBA screen size", () => {
  it("keeps 240x160's 1.5 aspect and fits the stage, up to 3x unless expanded", () => {
    expect(gbaScreenSize({ width: 1200, height: 700 }, false)).toEqual({ width: 720, height: 480 });
    expect(gbaScreenSize({ width: 1200, height: 700 }, true)).toEqual({ width: 1050, height: 700 });
    expect(gbaScreenSize({ width: 360, height: 600 }, false)).toEqual({ width: 360, height: 240 });
    expect(gbaScreenSize({ width: 0, height: 0 }, false)).toEqual({ width: 240, height: 160 });
  });
});
