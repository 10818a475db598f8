import { profile } from "~/content/profile";
import type { Command } from "../command";

export const clad_info: Command = {
  name: "clad_info",
  rootOnly: true,
  help: {
    en: { usage: "clad_info", summary: "(root) System and owner information" },
    fr: { usage: "clad_info", summary: "(root) Informations système et propriétaire" },
  },
  run(ctx) {
    const fr = ctx.lang === "fr";
    const f = profile.facts;
    const rows: [string, string][] = [
      [fr ? "Propriétaire" : "Owner", `${profile.name} (${profile.handle})`],
      [fr ? "Rôle" : "Role", profile.title[ctx.lang]],
      [fr ? "Lieu" : "Location", profile.location[ctx.lang]],
      [
        fr ? "Expérience" : "Experience",
        fr
          ? `${f.yearsOfExperience}+ ans, en poste depuis ${f.workingSince}`
          : `${f.yearsOfExperience}+ years, working since ${f.workingSince}`,
      ],
      [fr ? "Autodidacte depuis" : "Self-taught since", String(f.selfTaughtSince)],
      [
        fr ? "Communauté" : "Community",
        fr ? `${f.communitySize.toLocaleString("fr-FR").replace(/\s/g, " ")}+` : `${f.communitySize.toLocaleString("en-US")}+`,
      ],
      ["E-mail", profile.email],
      ["GitHub", profile.socials.github],
      [fr ? "Système" : "System", `${profile.handle.toUpperCase()} OS 2.1 (AI Interface)`],
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
