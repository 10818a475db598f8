import type { Command } from "../command";

const NAMES = { en: { en: "English", fr: "French" }, fr: { en: "anglais", fr: "français" } } as const;

export const lang: Command = {
  name: "lang",
  help: {
    en: { usage: "lang [en|fr]", summary: "Show or switch the language" },
    fr: { usage: "lang [en|fr]", summary: "Afficher ou changer la langue" },
  },
  run(ctx) {
    const arg = ctx.args[0]?.toLowerCase();
    if (arg === undefined) {
      ctx.print(
        "system",
        ctx.lang === "fr"
          ? `Langue actuelle : ${NAMES.fr[ctx.lang]} (${ctx.lang}). Usage : lang [en|fr]`
          : `Current language: ${NAMES.en[ctx.lang]} (${ctx.lang}). Usage: lang [en|fr]`,
      );
      return;
    }
    if (arg !== "en" && arg !== "fr") {
      ctx.print("error", `lang: unsupported language '${ctx.args[0]}' (use en or fr)`);
      return;
    }
    ctx.print("success", arg === "fr" ? "Langue réglée sur français." : "Language set to English.");
    ctx.effect({ type: "language", lng: arg });
  },
};
