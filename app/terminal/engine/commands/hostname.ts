import type { Command } from "../command";

export const hostname: Command = {
  name: "hostname",
  unix: true,
  help: {
    en: { usage: "hostname", summary: "Print the machine's name" },
    fr: { usage: "hostname", summary: "Afficher le nom de la machine" },
  },
  run(ctx) {
    ctx.print("system", ctx.env.get("HOSTNAME") ?? ctx.deps.content.profile.handle);
  },
};
