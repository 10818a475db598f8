import type { Command } from "../command";

export const history: Command = {
  name: "history",
  unix: true,
  help: {
    en: { usage: "history [-c] [n]", summary: "Show the command history (-c clears it, n: the last n)" },
    fr: { usage: "history [-c] [n]", summary: "Afficher l'historique des commandes (-c l'efface, n\u00a0: les n dernières)" },
  },
  run(ctx) {
    const arg = ctx.args[0];
    if (arg === "-c") {
      ctx.clearHistory();
      return 0;
    }
    if (arg !== undefined && arg.startsWith("-") && arg !== "-") {
      ctx.print("error", ctx.t("historyBadOption", { opt: arg.slice(0, 2) }));
      return 2;
    }
    if (arg !== undefined && !/^\d+$/.test(arg)) {
      ctx.print("error", ctx.t("historyNumeric", { arg }));
      return 1;
    }
    const count = arg === undefined ? ctx.history.length : Math.min(Number(arg), ctx.history.length);
    const width = String(ctx.history.length).length;
    const start = ctx.history.length - count;
    ctx.history.slice(start).forEach((entry, i) => ctx.print("system", `  ${String(start + i + 1).padStart(width)}  ${entry}`));
  },
};
