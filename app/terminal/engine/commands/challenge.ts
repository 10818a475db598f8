import type { Command } from "../command";
import { QUEST_MAX_LEVEL, questHint, questObjective, questRootHint, restartQuest } from "../quest";

export const challenge: Command = {
  name: "challenge",
  kind: "games",
  help: {
    en: { usage: "challenge [next|hint|status|reset]", summary: "Start the hacking puzzle, check on it, or start it over" },
    fr: { usage: "challenge [next|hint|status|reset]", summary: "Lancer l'énigme de piratage, faire le point, ou la recommencer" },
  },
  run(ctx) {
    const quest = ctx.state.quest;
    const key = ctx.state.secrets.completionKey;
    const sub = ctx.args[0]?.toLowerCase();
    // Root before level 3 (the password found another way, or the quest started late): the
    // quest follows the visitor's real state instead of asking for steps already done.
    const aheadAsRoot = () => quest.active && ctx.state.user === "root" && quest.level < 3;
    const status = () => {
      ctx.print("system", ctx.t("challengeLevel", { level: quest.level, max: QUEST_MAX_LEVEL }));
      ctx.print("system", questObjective(ctx.lang, quest.level));
    };

    if (sub === undefined) {
      if (quest.active) {
        status();
        return;
      }
      quest.active = true;
      quest.level = 0;
      quest.completedAt = { 0: ctx.deps.now().toISOString() };
      ctx.print("success", ctx.t("challengeStarted"));
      status();
      ctx.print("system", ctx.t("challengeHintTip"));
      if (aheadAsRoot()) ctx.print("system", questRootHint(ctx.lang));
      return;
    }
    if (sub === "reset") {
      restartQuest(ctx);
      ctx.print("success", ctx.t("challengeReset"));
      status();
      ctx.print("system", ctx.t("challengeHintTip"));
      return;
    }
    if (sub !== "next" && sub !== "hint" && sub !== "status") {
      ctx.print("error", ctx.t("challengeUsage"));
      return;
    }
    if (!quest.active) {
      ctx.print("system", ctx.t("challengeNone"));
      return;
    }
    if (sub === "status") {
      status();
      return;
    }
    if (sub === "hint") {
      ctx.print("system", aheadAsRoot() ? questRootHint(ctx.lang) : questHint(ctx.lang, quest.level, key));
      return;
    }
    // next
    if (aheadAsRoot()) {
      const now = ctx.deps.now().toISOString();
      for (let level = quest.level + 1; level <= 3; level += 1) quest.completedAt[level] ??= now;
      quest.level = 3;
      ctx.print("success", ctx.t("challengeLevel", { level: 3, max: QUEST_MAX_LEVEL }));
      ctx.print("system", questObjective(ctx.lang, 3));
      ctx.print("system", questHint(ctx.lang, 3, key));
      return;
    }
    if (quest.level === 3) {
      quest.level = QUEST_MAX_LEVEL;
      quest.completedAt[QUEST_MAX_LEVEL] = ctx.deps.now().toISOString();
      ctx.print("success", ctx.t("challengeComplete"));
      ctx.print("success", questHint(ctx.lang, QUEST_MAX_LEVEL, key));
      ctx.print("system", ctx.t("challengeEnding"));
      return;
    }
    if (quest.level === QUEST_MAX_LEVEL) {
      ctx.print("system", questHint(ctx.lang, QUEST_MAX_LEVEL, key));
      return;
    }
    ctx.print("error", ctx.t("challengeNotMet"));
    ctx.print("system", questHint(ctx.lang, quest.level, key));
  },
};
