import type { Command } from "../command";

export const contact: Command = {
  name: "contact",
  help: {
    en: { usage: "contact", summary: "Write me a message (step-by-step form)" },
    fr: { usage: "contact", summary: "M'écrire un message (formulaire pas à pas)" },
  },
  run(ctx) {
    ctx.print("system", ctx.lang === "fr" ? "Ouverture du formulaire de contact..." : "Opening the contact form...");
    ctx.setMode("overlay");
    ctx.effect({ type: "openContact" });
  },
};
