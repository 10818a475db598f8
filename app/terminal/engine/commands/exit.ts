import type { Command } from "../command";
import { logout } from "./logout";

/** `exit`: as root it ends the elevated session (like logout); a guest has nowhere to go. */
export const exit: Command = {
  name: "exit",
  help: {
    en: { usage: "exit", summary: "Leave the root session (like logout)" },
    fr: { usage: "exit", summary: "Quitter la session root (comme logout)" },
  },
  run(ctx) {
    if (ctx.state.user === "root") return logout.run(ctx);
    ctx.print("system", ctx.t("exitNowhere"));
  },
};
