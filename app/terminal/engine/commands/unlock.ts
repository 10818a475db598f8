import type { Command } from "../command";
import { QUEST_MAX_LEVEL } from "../quest";

/** What the quest's completion key opens: a message from the owner, for root only (the quest's ending). */
export const unlock: Command = {
  name: "unlock",
  kind: "games",
  rootOnly: true,
  help: {
    en: { usage: "unlock <key>", summary: "(root) Open the owner's message with your completion key" },
    fr: { usage: "unlock <clé>", summary: "(root) Ouvrir le message du propriétaire avec votre clé de fin" },
  },
  run(ctx) {
    const given = ctx.args[0];
    if (given === undefined) {
      ctx.print("error", ctx.t("unlockUsage"));
      return 2;
    }
    const { quest, secrets } = ctx.state;
    if (quest.level < QUEST_MAX_LEVEL) {
      ctx.print("error", ctx.t("unlockNotYet"));
      return 1;
    }
    if (given.trim().toUpperCase() !== secrets.completionKey.toUpperCase()) {
      ctx.print("error", ctx.t("unlockWrongKey"));
      return 1;
    }
    const { profile } = ctx.deps.content;
    const text = ctx.t("unlockMessage", { name: profile.name, handle: profile.handle, email: profile.email });
    const [first, ...rest] = text.split("\n");
    ctx.print("success", first);
    for (const line of rest) ctx.print("system", line);
    return 0;
  },
};
