/**
 * The command chips under the hero's terminal: a few commands a first-time visitor can run with one click
 * (or one form post without JavaScript). Names come from the terminal's catalogue; the GBA game only when
 * its ROM is on disk. Computed on the server: the page's script carries no catalogue for them.
 */
import { ASSISTANT_COMMANDS, STARFALL_GAME_ID, type MiniGame } from "~/terminal/catalog";
import { gbaRomPath, type GameDirs } from "~/services/games.server";

/** The command the teaser invites the visitor to type. */
export const TEASER_COMMAND = "challenge";

/** Typed as a catalogue game: renaming it there breaks this line, not the chip. */
const SNAKE: MiniGame = "snake";

/** The chips in order; every one a harmless command the terminal runs without arguments to fill in. */
export function heroChips(dirs: GameDirs): string[] {
  const chips = ["help", "projects", TEASER_COMMAND, SNAKE];
  if (gbaRomPath(dirs, STARFALL_GAME_ID) !== null) chips.push(`gba ${STARFALL_GAME_ID}`);
  // Only lines the catalogue lists as safe to run for a visitor who did not type them.
  return chips.filter((line) => ASSISTANT_COMMANDS.includes(line));
}
