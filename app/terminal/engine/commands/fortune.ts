import type { Command } from "../command";

/** The fortunes, one table entry per language (`fortunes`), separated as a fortune file separates them: a line with `%`. */
export const FORTUNE_SEPARATOR = "\n%\n";

export const fortune: Command = {
  name: "fortune",
  unix: true,
  help: {
    en: { usage: "fortune", summary: "Print a random saying" },
    fr: { usage: "fortune", summary: "Afficher une maxime au hasard" },
  },
  run(ctx) {
    const all = ctx.t("fortunes").split(FORTUNE_SEPARATOR);
    const picked = all[Math.floor(ctx.deps.random() * all.length) % all.length];
    for (const line of picked.split("\n")) ctx.print("system", line);
    return 0;
  },
};
