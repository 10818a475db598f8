import type { Command } from "../command";

export const cd: Command = {
  name: "cd",
  kind: "files",
  help: {
    en: { usage: "cd [path | -]", summary: "Change directory (~ is your home, .. goes up, - goes back)" },
    fr: { usage: "cd [chemin | -]", summary: "Changer de répertoire (~ est votre home, .. remonte, - revient)" },
  },
  run(ctx) {
    // `cd -` is `cd "$OLDPWD"`, then prints where it went (bash's rule).
    const back = ctx.args[0] === "-";
    const previous = ctx.env.get("OLDPWD");
    if (back && !previous) {
      ctx.print("error", ctx.t("cdOldpwdUnset"));
      return 1;
    }
    const target = back ? previous! : (ctx.args[0] ?? "~");
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
    ctx.env.set("OLDPWD", ctx.state.cwd);
    ctx.state.cwd = found.path;
    if (back) ctx.print("system", found.path);
    ctx.refresh();
  },
};
