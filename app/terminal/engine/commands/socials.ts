import { socialDetail, socialHref, socialName } from "~/content/socials";
import type { Command } from "../command";

/** Where else to find the owner: the e-mail first, then the profile's links, as the contact section lists them. */
export const socials: Command = {
  name: "socials",
  kind: "portfolio",
  help: {
    en: { usage: "socials", summary: "Where to find me elsewhere" },
    fr: { usage: "socials", summary: "Où me trouver ailleurs" },
  },
  run(ctx) {
    const { profile } = ctx.deps.content;
    const links = [
      { kind: "email" as const, url: profile.email },
      ...profile.socials.filter((s) => !(s.kind === "email" && s.url.replace(/^mailto:/, "") === profile.email)),
    ];
    const width = Math.max(...links.map((s) => socialName(s).length));
    for (const link of links) {
      const name = socialName(link).padEnd(width);
      ctx.print("system", `  ${name}  ${socialDetail(link)}`, {
        segments: [
          { text: `  ${name}  `, tone: "muted" },
          { text: socialDetail(link), href: socialHref(link) },
        ],
      });
    }
    return 0;
  },
};
