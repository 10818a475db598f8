import type { Command } from "../command";
import { SU_PENDING } from "../password";

/** su's options that only choose a login shell: `su -`, `su -l`, `su --login`. */
const LOGIN = new Set(["-", "-l", "--login"]);

export const su: Command = {
  name: "su",
  help: {
    en: { usage: "su [-] [user]", summary: "Become root (asks for root's password)" },
    fr: { usage: "su [-] [utilisateur]", summary: "Devenir root (demande le mot de passe de root)" },
  },
  run(ctx) {
    const users = ctx.args.filter((arg) => !LOGIN.has(arg));
    const user = users[0] ?? "root";
    if (user !== "root" && user !== "guest") {
      ctx.print("error", ctx.t("suNoUser", { user }));
      return 1;
    }
    // Becoming who one is already, or root going back to the guest: no password asked (root's right).
    if (user === ctx.state.user) return 0;
    if (user === "guest") return ctx.execute("logout", []);
    ctx.askPassword(SU_PENDING);
  },
};
