import type { Command } from "../command";

export const env: Command = {
  name: "env",
  unix: true,
  help: {
    en: { usage: "env", summary: "Print the environment variables" },
    fr: { usage: "env", summary: "Afficher les variables d'environnement" },
  },
  run(ctx) {
    for (const [name, value] of ctx.env.entries()) ctx.print("system", `${name}=${value}`);
  },
};
