import type { Command } from "../command";

/** The owner's address (a mailto: link), and the contact form for writing from here. */
export const email: Command = {
  name: "email",
  kind: "portfolio",
  help: {
    en: { usage: "email", summary: "My e-mail address" },
    fr: { usage: "email", summary: "Mon adresse e-mail" },
  },
  run(ctx) {
    const address = ctx.deps.content.profile.email;
    ctx.print("system", address, { segments: [{ text: address, href: `mailto:${address}` }] });
    ctx.print("system", ctx.t("emailContact"));
    return 0;
  },
};
