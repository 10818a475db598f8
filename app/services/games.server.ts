/**
 * Where the emulators' files live on disk. Owner files come from
 * DOS_BUNDLES_DIR (`<package>.jsdos`) and GBA_ROMS_DIR (`<id>.gba`, optional
 * `gba_bios.bin`); the homebrew demos are part of this repo (homebrew/).
 * Only catalogue ids resolve to a path: a request can never name another file.
 */
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "~/utils/project-root.server";
import { DOS_GAMES, DOS_HOMEBREW_IDS, DOS_PACKAGES, GBA_GAMES, HOMEBREW_GBA_IDS, type GameCatalogue } from "~/terminal/catalog";

export interface GameDirs {
  DOS_BUNDLES_DIR: string;
  GBA_ROMS_DIR: string;
}

const ROOT = projectRoot();

/** The homebrew demos shipped with the site (built by homebrew/*\/build scripts). */
export const DEMO_FILES = {
  dos: path.join(ROOT, "homebrew", "dos", "demo.jsdos"),
  gba: path.join(ROOT, "homebrew", "gba", "demo.gba"),
};

/** The homebrew DOS bundles (the demo, the prompt, the game): homebrew/dos/<package>.jsdos. */
function homebrewDosBundle(packageName: string): string {
  return path.join(ROOT, "homebrew", "dos", `${packageName}.jsdos`);
}

/** A homebrew GBA ROM (the demo, Starfall), built by homebrew/gba/build.sh. */
const homebrewGbaRom = (id: string): string => path.join(ROOT, "homebrew", "gba", `${id}.gba`);

const isFile = (file: string): boolean => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file of a DOS package name (`doom`, `duke3d_320`, ...), or null when not installed. */
export function dosBundlePath(dirs: GameDirs, packageName: string): string | null {
  const id = Object.keys(DOS_PACKAGES).find((key) => DOS_PACKAGES[key] === packageName);
  if (id === undefined) return null;
  const file = DOS_HOMEBREW_IDS.includes(id)
    ? homebrewDosBundle(packageName)
    : path.join(path.resolve(dirs.DOS_BUNDLES_DIR), `${packageName}.jsdos`);
  return isFile(file) ? file : null;
}

/** The ROM of a GBA id, or null when not installed. */
export function gbaRomPath(dirs: GameDirs, id: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(GBA_GAMES, id)) return null;
  const file = HOMEBREW_GBA_IDS.includes(id) ? homebrewGbaRom(id) : path.join(path.resolve(dirs.GBA_ROMS_DIR), `${id}.gba`);
  return isFile(file) ? file : null;
}

/** The optional GBA BIOS (mGBA does not need one). */
export function gbaBiosPath(dirs: GameDirs): string | null {
  const file = path.join(path.resolve(dirs.GBA_ROMS_DIR), "gba_bios.bin");
  return isFile(file) ? file : null;
}

/** GET /api/games: both catalogues with what is installed. */
export function gameCatalogue(dirs: GameDirs): GameCatalogue {
  return {
    dos: Object.entries(DOS_GAMES).map(([id, name]) => ({ id, name, available: dosBundlePath(dirs, DOS_PACKAGES[id]) !== null })),
    gba: Object.entries(GBA_GAMES).map(([id, name]) => ({ id, name, available: gbaRomPath(dirs, id) !== null })),
  };
}
