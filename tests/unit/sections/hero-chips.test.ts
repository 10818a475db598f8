import { afterEach, describe, expect, it, vi } from "vitest";

const romPath = vi.hoisted(() => ({ value: "/roms/starfall.gba" as string | null }));
vi.mock("~/services/games.server", () => ({ gbaRomPath: () => romPath.value }));

const { heroChips, TEASER_COMMAND } = await import("~/sections/hero/chips.server");
const { ASSISTANT_COMMANDS } = await import("~/terminal/catalog");

const DIRS = { DOS_BUNDLES_DIR: "/nowhere", GBA_ROMS_DIR: "/nowhere" };

describe("the hero's command chips", () => {
  afterEach(() => {
    romPath.value = "/roms/starfall.gba";
  });

  it("offer help, projects, challenge, snake, then the GBA game when its ROM is installed", () => {
    expect(heroChips(DIRS)).toEqual(["help", "projects", "challenge", "snake", "gba starfall"]);
  });

  it("leave the GBA game out when its ROM is not there", () => {
    romPath.value = null;
    expect(heroChips(DIRS)).toEqual(["help", "projects", "challenge", "snake"]);
  });

  it("name only lines the catalogue lets a visitor run without typing them; the teaser names one of them", () => {
    for (const line of heroChips(DIRS)) expect(ASSISTANT_COMMANDS).toContain(line);
    expect(heroChips(DIRS)).toContain(TEASER_COMMAND);
  });
});
