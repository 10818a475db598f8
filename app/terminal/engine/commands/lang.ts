import { autonym, inLanguage, type Lang, type Localized } from "~/i18n/config";
import type { Command } from "../command";
import { message } from "../messages";

/** Languages' names as written in each interface language (NAMES[interface][language]); else the language's own name. */
const NAMES: Localized<Partial<Record<Lang, string>>> = {
  en: { en: "English", fr: "French", es: "Spanish" },
  fr: { en: "anglais", fr: "français", es: "espagnol" },
  es: { en: "inglés", fr: "francés", es: "español" },
};
const nameIn = (ui: Lang, lng: Lang): string => inLanguage(NAMES, ui)[lng] ?? autonym(lng);

export const lang: Command = {
  name: "lang",
  help: {
    en: { usage: "lang [{codes}]", summary: "Show or switch the language" },
    fr: { usage: "lang [{codes}]", summary: "Afficher ou changer la langue" },
    es: { usage: "lang [{codes}]", summary: "Mostrar o cambiar el idioma" },
  },
  run(ctx) {
    // The site's languages are the content's (profile.yaml `languages:`, the default first).
    const languages = ctx.deps.content.profile.languages;
    const arg = ctx.args[0]?.toLowerCase();
    if (arg === undefined) {
      ctx.print("system", ctx.t("langCurrent", { name: nameIn(ctx.lang, ctx.lang), code: ctx.lang, codes: languages.join("|") }));
      return;
    }
    if (!languages.includes(arg)) {
      const codes =
        languages.length > 1
          ? `${languages.slice(0, -1).join(", ")} ${ctx.t("or")} ${languages[languages.length - 1]}`
          : languages.join("");
      ctx.print("error", ctx.t("langUnsupported", { arg: ctx.args[0], codes }));
      return;
    }
    const next: Lang = arg;
    // Said in the language being switched to.
    ctx.print("success", message(next, "langSet", { name: nameIn(next, next) }));
    ctx.effect({ type: "language", lng: next });
  },
};
