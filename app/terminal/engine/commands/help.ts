import { inLanguage } from "~/i18n/config";
import type { Command, CommandContext, CommandHelp } from "../command";
import { format } from "../messages";

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
    // The Unix tools share one line: the table stays short enough to read (and for the page without JavaScript).
    const rows = visible.filter((c) => !c.unix).map((c) => helpOf(ctx, c));
    const tools = visible.filter((c) => c.unix).map((c) => c.name);
    // Every usage padded to the longest: the view's first column is as wide as one of them, so the
    // descriptions line up at any width and a long usage never runs into its description.
    const width = Math.max(...rows.map((h) => h.usage.length));
    for (const h of rows) {
      const usage = h.usage.padEnd(width);
      // The text is a padded table; the segments let the view align (and, on a phone, stack) the columns.
      ctx.print("system", `  ${usage}  ${h.summary}`, {
        segments: [
          { text: "  ", tone: "help-indent" },
          { text: usage, tone: "help-usage" },
          { text: `  ${h.summary}`, tone: "help-summary" },
        ],
      });
    }
    if (tools.length > 0) ctx.print("system", ctx.t("helpUnix", { names: tools.join(" ") }));
    ctx.print("system", ctx.t("helpFooter"));
  },
};
