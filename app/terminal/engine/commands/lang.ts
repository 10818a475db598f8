import { isLang, supportedLngs, type Lang, type Localized } from "~/i18n/config";
import type { Command } from "../command";
import { message } from "../messages";

/** Each language's name, as written in each language (NAMES[interface][language]). */
const NAMES: Localized<Localized<string>> = { en: { en: "English", fr: "French" }, fr: { en: "anglais", fr: "français" } };

export const lang: Command = {
  name: "lang",
  help: {
    en: { usage: "lang [en|fr]", summary: "Show or switch the language" },
    fr: { usage: "lang [en|fr]", summary: "Afficher ou changer la langue" },
  },
  run(ctx) {
    const arg = ctx.args[0]?.toLowerCase();
    if (arg === undefined) {
      ctx.print("system", ctx.t("langCurrent", { name: NAMES[ctx.lang][ctx.lang], code: ctx.lang, codes: supportedLngs.join("|") }));
      return;
    }
    if (!isLang(arg)) {
      ctx.print("error", ctx.t("langUnsupported", { arg: ctx.args[0] }));
      return;
    }
    const next: Lang = arg;
    // Said in the language being switched to.
    ctx.print("success", message(next, "langSet"));
    ctx.effect({ type: "language", lng: next });
  },
};
