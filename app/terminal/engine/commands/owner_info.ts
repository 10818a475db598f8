import { socialName } from "~/content/socials";
import { factText } from "~/content/types";
import type { Command } from "../command";

/** The root-only information command, named after the owner's handle (`<handle>_info`). */
export function ownerInfo(handle: string): Command {
  const name = `${handle}_info`;
  return {
    name,
    kind: "portfolio",
    rootOnly: true,
    help: {
      en: { usage: name, summary: "(root) System and owner information" },
      fr: { usage: name, summary: "(root) Informations système et propriétaire" },
    },
    run(ctx) {
      const { profile } = ctx.deps.content;
      const rows: [string, string][] = [
        [ctx.t("infoOwner"), `${profile.name} (${profile.handle})`],
        [ctx.t("infoRole"), profile.title[ctx.lang]],
        [ctx.t("infoLocation"), profile.location[ctx.lang]],
        // French groups digits with a narrow space: shown as a plain space.
        ...profile.facts.map((fact, index): [string, string] => [
          index === 0 ? ctx.t("infoFacts") : "",
          factText(fact, ctx.lang).replace(/\s/g, " "),
        ]),
        ["E-mail", profile.email],
        ...profile.socials.filter((s) => s.kind !== "email").map((s): [string, string] => [socialName(s), s.url]),
        [ctx.t("infoSystem"), `${profile.handle.toUpperCase()} OS 2.1 (AI Interface)`],
        ["Session", ctx.state.secrets.sessionId],
      ];
      ctx.print("success", `== ${profile.handle.toUpperCase()} INFO ==`);
      const width = Math.max(...rows.map(([k]) => k.length));
      for (const [k, v] of rows) {
        const href = /^https?:\/\//.test(v) ? v : k === "E-mail" ? `mailto:${v}` : undefined;
        ctx.print("system", `  ${k.padEnd(width)}  ${v}`, {
          segments: [{ text: `  ${k.padEnd(width)}  `, tone: "muted" }, href ? { text: v, href } : { text: v }],
        });
      }
    },
  };
}
