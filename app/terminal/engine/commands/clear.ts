import type { Command } from "../command";

export const clear: Command = {
  name: "clear",
  unix: true,
  help: {
    en: { usage: "clear", summary: "Clear the screen and the AI conversation" },
    fr: { usage: "clear", summary: "Effacer l'écran et la conversation IA" },
  },
  run(ctx) {
    ctx.clearLines();
    ctx.effect({ type: "clear" });
    try {
      if (ctx.deps.api.hasVisitorKey()) ctx.deps.api.clearHistory().catch(() => undefined);
    } catch {
      // Errors are only logged by the API layer; the screen is cleared anyway.
    }
  },
};
