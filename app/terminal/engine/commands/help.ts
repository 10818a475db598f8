import type { Command } from "../command";

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
      const h = cmd.help[ctx.lang];
      ctx.print("system", `${h.usage}  ${h.summary}`, {
        segments: [{ text: h.usage, tone: "accent" }, { text: `  ${h.summary}` }],
      });
      return;
    }
    ctx.print("system", ctx.t("helpTitle"));
    const width = Math.min(32, Math.max(...visible.map((c) => c.help[ctx.lang].usage.length)));
    for (const cmd of visible) {
      const h = cmd.help[ctx.lang];
      // The text is a padded table; the segments let the view align (and, on a phone, stack) the columns.
      ctx.print("system", `  ${h.usage.padEnd(width)}  ${h.summary}`, {
        segments: [
          { text: "  ", tone: "help-indent" },
          { text: h.usage, tone: "help-usage" },
          { text: `  ${h.summary}`, tone: "help-summary" },
        ],
      });
    }
    ctx.print("system", ctx.t("helpFooter"));
  },
};
