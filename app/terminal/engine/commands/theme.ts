import type { Command } from "../command";
import { isThemeName, THEME_NAMES } from "../../catalog";
import { THEME_STORAGE_KEY } from "../../catalog/first-page";
import { THEMES } from "../themes";

export const theme: Command = {
  name: "theme",
  help: {
    en: { usage: "theme [name]", summary: "List the themes, or switch to one" },
    fr: { usage: "theme [nom]", summary: "Lister les thèmes, ou en choisir un" },
  },
  run(ctx) {
    const arg = ctx.args[0];
    if (arg === undefined) {
      ctx.print("system", ctx.t("themesTitle"));
      for (const name of THEME_NAMES) {
        const current = name === ctx.state.theme ? ctx.t("themeCurrent") : "";
        ctx.print("system", `  ${name.padEnd(9)} ${THEMES[name].displayName}${current}`, {
          segments: [{ text: "  " }, { text: name.padEnd(9), tone: "accent" }, { text: ` ${THEMES[name].displayName}${current}` }],
        });
      }
      ctx.print("system", ctx.t("themeUsage"));
      return;
    }
    const name = arg.toLowerCase();
    if (!isThemeName(name)) {
      ctx.print("error", ctx.t("themeUnknown", { name: arg }));
      return;
    }
    ctx.state.theme = name;
    try {
      ctx.deps.storage.setItem(THEME_STORAGE_KEY, name);
    } catch {
      // Not persisted (storage blocked); the theme still applies now.
    }
    ctx.print("success", ctx.t("themeSet", { name: THEMES[name].displayName }));
    ctx.effect({ type: "theme", theme: name });
  },
};
