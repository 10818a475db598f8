import type { Command } from "../command";

/** The AI agents section (its heading's command is `agents --demo`): what the demo shows, and its scripted exchange. */
export const agents: Command = {
  name: "agents",
  kind: "ai",
  help: {
    en: { usage: "agents [--demo]", summary: "The AI agents I build, and a demo" },
    fr: { usage: "agents [--demo]", summary: "Les agents IA que je construis, et une démo" },
  },
  run(ctx) {
    const demo = ctx.args[0];
    if (demo !== undefined && demo !== "--demo") {
      ctx.print("error", ctx.t("fsInvalidOption", { cmd: "agents", option: demo.replace(/^-+/, "") }));
      ctx.print("system", ctx.t("agentsUsage"));
      return 2;
    }
    ctx.print("success", ctx.t("agentsTitle"));
    ctx.print("system", ctx.t("agentsText"));
    if (demo === "--demo") for (const line of ctx.t("agentsDemo").split("\n")) ctx.print("system", line);
    else ctx.print("system", ctx.t("agentsTip"));
    // The section exists only when the content keeps it (profile.showcase).
    if (ctx.deps.content.profile.showcase !== false) {
      const text = ctx.t("agentsSection");
      ctx.print("system", `${text} #ai-showcase`, { segments: [{ text: `${text} ` }, { text: "#ai-showcase", href: "#ai-showcase" }] });
    }
    return 0;
  },
};
