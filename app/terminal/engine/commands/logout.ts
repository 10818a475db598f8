import { GUEST_HOME } from "~/content/filesystem";
import type { Command } from "../command";

export const logout: Command = {
  name: "logout",
  help: {
    en: { usage: "logout", summary: "Leave the root session" },
    fr: { usage: "logout", summary: "Quitter la session root" },
  },
  run(ctx) {
    if (ctx.state.user !== "root") {
      ctx.print("error", ctx.t("logoutNone"));
      return;
    }
    ctx.state.user = "guest";
    ctx.state.cwd = ctx.vfs.get(GUEST_HOME)?.type === "dir" ? GUEST_HOME : "/";
    ctx.print("success", ctx.t("logoutDone"));
  },
};
