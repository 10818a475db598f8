import type { Command } from "../command";

export const id: Command = {
  name: "id",
  unix: true,
  help: {
    en: { usage: "id", summary: "Print the user and group ids" },
    fr: { usage: "id", summary: "Afficher les identifiants d'utilisateur et de groupe" },
  },
  run(ctx) {
    const user = ctx.state.user;
    ctx.print(
      "system",
      user === "root" ? "uid=0(root) gid=0(root) groups=0(root)" : `uid=1000(${user}) gid=1000(${user}) groups=1000(${user})`,
    );
  },
};
