import { emulatorCommand } from "../emulator-command";

export const gba = emulatorCommand("gba", {
  en: { usage: "gba [game]", summary: "Run a Game Boy Advance game" },
  fr: { usage: "gba [jeu]", summary: "Lancer un jeu Game Boy Advance" },
});
