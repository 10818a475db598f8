import type { Command } from "../command";

export const cd: Command = {
  name: "cd",
  help: {
    en: { usage: "cd [path]", summary: "Change directory (~ is your home, .. goes up)" },
    fr: { usage: "cd [chemin]", summary: "Changer de répertoire (~ est votre home, .. remonte)" },
  },
  run(ctx) {
    const target = ctx.args[0] ?? "~";
    const found = ctx.lookup(target);
    if (!found.ok) {
      if (found.error === "denied") ctx.print("error", `cd: ${target}: Permission denied`);
      else ctx.print("error", `cd: ${target}: No such file or directory`);
      return;
    }
    if (found.entry.type !== "dir") {
      ctx.print("error", `cd: ${target}: Not a directory`);
      return;
    }
    ctx.state.cwd = found.path;
    ctx.refresh();
  },
};
