import type { Command } from "../command";
import { ABOUT_FILE, aboutText } from "../portfolio";
import { displayPath } from "../vfs";

/** Who the owner is (the About section, from the profile): the same text as ~/about.txt. */
export const about: Command = {
  name: "about",
  kind: "portfolio",
  help: {
    en: { usage: "about", summary: "Who I am, what I do" },
    fr: { usage: "about", summary: "Qui je suis, ce que je fais" },
  },
  run(ctx) {
    const { profile } = ctx.deps.content;
    const [title, ...rest] = aboutText(profile, ctx.lang).split("\n");
    ctx.print("success", title);
    for (const line of rest) ctx.print("system", line);
    ctx.print("system", ctx.t("aboutMore", { file: displayPath(ABOUT_FILE, ctx.home()) }));
  },
};
