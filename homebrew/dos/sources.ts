/** Each homebrew DOS program and the NASM source it is assembled from (both committed). */
import { GAME_NAME, PROGRAM_NAME } from "./bundle";

export const SOURCES: ReadonlyArray<readonly [program: string, source: string]> = [
  [PROGRAM_NAME, "demo.asm"],
  [GAME_NAME, "worm.asm"],
];
