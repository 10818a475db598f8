import { inLanguage } from "~/i18n/config";
import type { Command, CommandContext } from "../command";
import { format } from "../messages";

const INDENT = "       ";

/** A command's manual page as lines: NAME and SYNOPSIS from its help, the rest from its man entry or its summary. */
export function manPage(ctx: CommandContext, cmd: Command): string[] {
  const help = inLanguage(cmd.help, ctx.lang);
  const usage = format(help.usage, { codes: ctx.deps.content.profile.languages.join("|") });
  const page = cmd.man ? inLanguage(cmd.man, ctx.lang) : undefined;
  const title = `${cmd.name.toUpperCase()}(1)`;
  const middle = ctx.t("manSection");
  const gap = Math.max(2, Math.floor((78 - title.length * 2 - middle.length) / 2));
  const lines = [`${title}${" ".repeat(gap)}${middle}${" ".repeat(gap)}${title}`, ""];
  lines.push(ctx.t("manName"), `${INDENT}${cmd.name} - ${help.summary}`, "");
  lines.push(ctx.t("manSynopsis"), `${INDENT}${usage}`, "");
  lines.push(ctx.t("manDescription"), `${INDENT}${page?.description ?? `${help.summary}.`}`);
  if (page?.options?.length) {
    lines.push("", ctx.t("manOptions"));
    for (const [flag, meaning] of page.options) {
      lines.push(flag.length < INDENT.length - 1 ? `${INDENT}${flag.padEnd(7)}${meaning}` : `${INDENT}${flag}\n${INDENT}       ${meaning}`);
    }
  }
  if (page?.examples?.length) {
    lines.push("", ctx.t("manExamples"));
    for (const example of page.examples) lines.push(`${INDENT}${example}`);
  }
  return lines.flatMap((line) => line.split("\n"));
}

export const man: Command = {
  name: "man",
  unix: true,
  help: {
    en: { usage: "man <command>", summary: "Show a command's manual page" },
    fr: { usage: "man <commande>", summary: "Afficher la page de manuel d'une commande" },
  },
  man: {
    en: {
      description: "Shows the manual page of a command: what it does, its synopsis, its options and examples. Every command here has one.",
      examples: ["man grep", "man man"],
    },
    fr: {
      description:
        "Affiche la page de manuel d'une commande\u00a0: ce qu'elle fait, son synopsis, ses options et des exemples. Chaque commande d'ici en a une.",
      examples: ["man grep", "man man"],
    },
  },
  run(ctx) {
    const topics = ctx.args.filter((arg) => !arg.startsWith("-") && !/^\d+$/.test(arg));
    if (topics.length === 0) {
      ctx.print("error", ctx.t("manWhat"));
      return 1;
    }
    let status = 0;
    for (const topic of topics) {
      const cmd = ctx.commands.get(topic.toLowerCase());
      if (!cmd || (cmd.rootOnly && ctx.state.user !== "root")) {
        ctx.print("error", ctx.t("manNoEntry", { topic }));
        status = 16;
        continue;
      }
      const lines = manPage(ctx, cmd);
      ctx.print("system", lines[0], { segments: [{ text: lines[0], tone: "accent" }] });
      for (const line of lines.slice(1)) {
        const heading = /^[A-ZÀ-Ý]/.test(line);
        ctx.print("system", line, heading ? { segments: [{ text: line, tone: "accent" }] } : undefined);
      }
    }
    return status;
  },
};
