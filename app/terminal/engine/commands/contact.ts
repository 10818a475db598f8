import type { Command } from "../command";

export const contact: Command = {
  name: "contact",
  kind: "portfolio",
  help: {
    en: { usage: "contact", summary: "Write me a message (step-by-step form)" },
    fr: { usage: "contact", summary: "M'écrire un message (formulaire pas à pas)" },
  },
  run(ctx) {
    if (ctx.deps.scriptless) {
      // The page's own contact form works without JavaScript: point there.
      const text = ctx.t("contactNeedsScript");
      const cut = text.lastIndexOf("#contact");
      ctx.print("error", text, { segments: [{ text: text.slice(0, cut) }, { text: "#contact", href: "#contact" }] });
      return;
    }
    ctx.print("system", ctx.t("contactOpening"));
    ctx.setMode("overlay");
    ctx.effect({ type: "openContact" });
  },
};
