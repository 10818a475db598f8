import { describe, expect, it, test } from "vitest";
import { THEMES } from "~/terminal/engine";
import { makeHarness, MemoryStorage } from "./fake-deps";

describe("themes", () => {
  test("four themes with display names and all colours", () => {
    expect(Object.keys(THEMES)).toEqual(["matrix", "midnight", "retro", "hacker"]);
    expect(THEMES.midnight.displayName).toBe("Midnight Blue");
    expect(THEMES.retro.displayName).toBe("Retro Amber");
    for (const theme of Object.values(THEMES)) {
      expect(Object.keys(theme.colors).sort()).toEqual(["background", "border", "error", "input", "prompt", "success", "system", "text"]);
      for (const colour of Object.values(theme.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  test("matrix is the default; a stored theme is restored", async () => {
    expect((await makeHarness()).engine.snapshot().theme).toBe("matrix");
    const storage = new MemoryStorage();
    storage.setItem("clad_terminal_theme", "retro");
    expect((await makeHarness({ storage })).engine.snapshot().theme).toBe("retro");
    storage.setItem("clad_terminal_theme", "bogus");
    expect((await makeHarness({ storage })).engine.snapshot().theme).toBe("matrix");
  });

  test("theme <name> is case-insensitive, persisted and emitted", async () => {
    const h = await makeHarness();
    await h.run("theme MIDNIGHT");
    expect(h.engine.snapshot().theme).toBe("midnight");
    expect(h.storage.getItem("clad_terminal_theme")).toBe("midnight");
    expect(h.effects).toContainEqual({ type: "theme", theme: "midnight" });
    expect(h.last()).toEqual(["Theme set to Midnight Blue."]);
  });

  test("theme alone lists them; unknown is refused", async () => {
    const h = await makeHarness();
    await h.run("theme");
    const out = h.texts().join("\n");
    for (const name of ["matrix", "midnight", "retro", "hacker", "Midnight Blue", "Retro Amber"]) expect(out).toContain(name);
    expect(out).toContain("(current)");
    await h.run("theme Neon");
    expect(h.last()).toEqual(["theme: Unknown theme Neon"]);
    expect(h.engine.snapshot().lines.at(-1)?.type).toBe("error");
    expect(h.engine.snapshot().theme).toBe("matrix");
  });
});

describe("the stylesheet's default colours", () => {
  it("are the default theme's, so nothing changes colour when the engine takes over", async () => {
    const fs = await import("node:fs");
    const css = fs.readFileSync(new URL("../../../../app/terminal/ui/terminal.css", import.meta.url), "utf8");
    const { THEMES, DEFAULT_THEME } = await import("~/terminal/engine");
    for (const [key, value] of Object.entries(THEMES[DEFAULT_THEME].colors)) {
      expect(css).toContain(`--term-${key}: ${value};`);
    }
  });
});
