/**
 * The owner's touch on the terminal: the boot banner. (Its files are in
 * filesystem.ts.) Imported by the terminal engine, so it ships to the browser:
 * keep it small and free of server-only imports.
 */
import type { TerminalContent } from "./types";

export const terminal: TerminalContent = {
  // Figlet "standard" rendering of CLAD. Empty it to get a framed handle instead.
  bannerArt: [
    "  ____ _        _    ____  ",
    " / ___| |      / \\  |  _ \\ ",
    "| |   | |     / _ \\ | | | |",
    "| |___| |___ / ___ \\| |_| |",
    " \\____|_____/_/   \\_\\____/ ",
  ],
};
