import { inLanguage } from "~/i18n/config";
import { COMMAND_KINDS, type Command, type CommandContext, type CommandHelp, type CommandKind } from "../command";
import { helpColumns, layoutGroup, layoutNames, layoutSection, layoutText } from "../help-layout";
import { format, type MessageKey } from "../messages";

/** Each group's heading. */
const GROUP_TITLES: Record<CommandKind, MessageKey> = {
  portfolio: "helpGroupPortfolio",
  ai: "helpGroupAi",
  games: "helpGroupGames",
  files: "helpGroupFiles",
  system: "helpGroupSystem",
};

/** A command's help in the session's language; `{codes}` in a usage names the site's languages (lang). */
function helpOf(ctx: CommandContext, cmd: Command): CommandHelp {
  const h = inLanguage(cmd.help, ctx.lang);
  return { usage: format(h.usage, { codes: ctx.deps.content.profile.languages.join("|") }), summary: h.summary };
}

export const help: Command = {
  name: "help",
  help: {
    en: { usage: "help [command]", summary: "List the commands, or explain one" },
    fr: { usage: "help [commande]", summary: "Lister les commandes, ou en expliquer une" },
  },
  run(ctx) {
    const visible = [...ctx.commands.values()].filter((c) => !c.rootOnly || ctx.state.user === "root");
    const topic = ctx.args[0]?.toLowerCase();
    if (topic) {
      const cmd = visible.find((c) => c.name === topic);
      if (!cmd) {
        ctx.print("error", ctx.t("helpNoTopic", { topic }));
        return;
      }
      const h = helpOf(ctx, cmd);
      ctx.print("system", `${h.usage}  ${h.summary}`, {
        segments: [{ text: h.usage, tone: "accent" }, { text: `  ${h.summary}` }],
      });
      return;
    }
    ctx.print("system", ctx.t("helpTitle"));
    const width = helpColumns(ctx.deps.columns?.());
    // One group per kind, each command in registry order; the Unix tools share a few lines at the end.
    for (const kind of COMMAND_KINDS) {
      const rows = visible.filter((c) => !c.unix && (c.kind ?? "system") === kind).map((c) => helpOf(ctx, c));
      if (rows.length === 0) continue;
      const { text, segments } = layoutSection(ctx.t(GROUP_TITLES[kind]), layoutGroup(rows, width), width);
      ctx.print("system", text, { segments, preformatted: true });
    }
    const tools = visible.filter((c) => c.unix).map((c) => c.name);
    if (tools.length > 0) {
      const { text, segments } = layoutSection(ctx.t("helpUnix"), layoutNames(tools, width), width);
      ctx.print("system", text, { segments, preformatted: true });
    }
    // Without JavaScript there is no Tab nor arrow key: the footer says what the form does instead.
    ctx.print("system", layoutText(ctx.t(ctx.deps.scriptless ? "helpFooterNoScript" : "helpFooter"), width), { preformatted: true });
  },
};
