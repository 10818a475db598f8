import type { Command } from "../command";

export const cd: Command = {
  name: "cd",
  kind: "files",
  help: {
    en: { usage: "cd [path]", summary: "Change directory (~ is your home, .. goes up)" },
    fr: { usage: "cd [chemin]", summary: "Changer de répertoire (~ est votre home, .. remonte)" },
  },
  run(ctx) {
    const target = ctx.args[0] ?? "~";
    const found = ctx.lookup(target);
    if (!found.ok) {
      if (found.error === "denied") ctx.print("error", ctx.t("permissionDenied", { cmd: "cd", path: target }));
      else ctx.print("error", ctx.t("noSuchFile", { cmd: "cd", path: target }));
      return;
    }
    if (found.entry.type !== "dir") {
      ctx.print("error", ctx.t("notDirectory", { path: target }));
      return;
    }
    ctx.state.cwd = found.path;
    ctx.refresh();
  },
};
