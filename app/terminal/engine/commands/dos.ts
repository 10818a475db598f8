import { emulatorCommand } from "../emulator-command";

export const dos = emulatorCommand("dos", {
  en: { usage: "dos [game]", summary: "Run a DOS game (doom, quake...)" },
  fr: { usage: "dos [jeu]", summary: "Lancer un jeu DOS (doom, quake...)" },
});
