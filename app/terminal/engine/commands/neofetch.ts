import type { ClientContent } from "~/content/types";
import type { Command, CommandContext, LineSegment } from "../command";
import { bannerArt } from "../banner";
import { THEMES } from "../themes";
import { sessionStart, uptimeText } from "../tools/session-clock";
import { KERNEL } from "./uname";

/** The stack: the owner's skills when the engine was handed them (the page's content has them), else the title. */
function stack(ctx: CommandContext): string {
  const categories = (ctx.deps.content as Partial<Pick<ClientContent, "skillCategories">>).skillCategories;
  const names = categories?.flatMap((c) => c.skills.map((s) => (ctx.lang === "fr" && s.fr ? s.fr : s.name))) ?? [];
  return names.length > 0 ? names.slice(0, 6).join(", ") : ctx.deps.content.profile.title[ctx.lang];
}

/** PRETTY_NAME of the machine's /etc/os-release, as the owner's files give it. */
function osName(ctx: CommandContext): string {
  const entry = ctx.vfs.get("/etc/os-release");
  const text = entry?.type === "file" ? ctx.text(entry.content) : "";
  return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(text)?.[1] ?? "GNU/Linux";
}

export const neofetch: Command = {
  name: "neofetch",
  unix: true,
  help: {
    en: { usage: "neofetch", summary: "Show the system and its owner, with style" },
    fr: { usage: "neofetch", summary: "Présenter le système et sa propriétaire, avec style" },
  },
  run(ctx) {
    const { profile, terminal } = ctx.deps.content;
    const art = bannerArt(profile.handle, terminal.bannerArt);
    const user = ctx.state.user;
    const title = `${user}@${profile.handle}`;
    const theme = THEMES[ctx.state.theme];
    const info: Array<[string, string]> = [
      ["OS", osName(ctx)],
      ["Host", profile.name],
      ["Kernel", KERNEL],
      ["Uptime", uptimeText(ctx.deps.now().getTime() - sessionStart(ctx))],
      ["Shell", "bash 5.2"],
      ["Theme", theme.displayName],
      ["Terminal", "AI Interface v2.1"],
      [ctx.t("neofetchRole"), profile.title[ctx.lang]],
      [ctx.t("neofetchStack"), stack(ctx)],
    ];
    const right: Array<{ text: string; segments: LineSegment[] }> = [
      { text: title, segments: [{ text: title, tone: "accent" }] },
      { text: "-".repeat(title.length), segments: [{ text: "-".repeat(title.length) }] },
      ...info.map(([label, value]) => ({
        text: `${label}: ${value}`,
        segments: [{ text: `${label}: `, tone: "accent" }, { text: value }],
      })),
      { text: "", segments: [] },
      {
        text: "███".repeat(6),
        segments: ["system", "accent", "prompt", "success", "error", "muted"].map((tone) => ({ text: "███", tone })),
      },
    ];
    const width = Math.max(...art.map((line) => line.length));
    for (let i = 0; i < Math.max(art.length, right.length); i++) {
      const left = (art[i] ?? "").padEnd(width);
      const r = right[i] ?? { text: "", segments: [] };
      ctx.print("system", `${left}   ${r.text}`.trimEnd(), { segments: [{ text: `${left}   `, tone: "accent" }, ...r.segments] });
    }
  },
};
