import { LOCALE_TAGS } from "~/i18n/config";
import { socialName } from "~/content/socials";
import type { Command } from "../command";

export const clad_info: Command = {
  name: "clad_info",
  rootOnly: true,
  help: {
    en: { usage: "clad_info", summary: "(root) System and owner information" },
    fr: { usage: "clad_info", summary: "(root) Informations système et propriétaire" },
  },
  run(ctx) {
    const { profile } = ctx.deps.content;
    const f = profile.facts;
    const rows: [string, string][] = [
      [ctx.t("infoOwner"), `${profile.name} (${profile.handle})`],
      [ctx.t("infoRole"), profile.title[ctx.lang]],
      [ctx.t("infoLocation"), profile.location[ctx.lang]],
      [ctx.t("infoExperience"), ctx.t("infoExperienceValue", { years: f.yearsOfExperience, since: f.workingSince })],
      [ctx.t("infoSelfTaught"), String(f.selfTaughtSince)],
      // French groups digits with a narrow space: shown as a plain space.
      [ctx.t("infoCommunity"), `${f.communitySize.toLocaleString(LOCALE_TAGS[ctx.lang]).replace(/\s/g, " ")}+`],
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
