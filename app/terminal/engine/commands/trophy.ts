import type { Command } from "../command";
import { formatDuration, framed, questDuration } from "../quest";

/** Shows off a finished quest: a framed certificate to copy (time taken, date, completion key). */
export const trophy: Command = {
  name: "trophy",
  kind: "games",
  help: {
    en: { usage: "trophy", summary: "Show off your finished challenge" },
    fr: { usage: "trophy", summary: "Montrer votre défi réussi" },
  },
  run(ctx) {
    const { quest, secrets } = ctx.state;
    const took = questDuration(quest);
    if (took === null) {
      ctx.print("error", ctx.t("trophyNone"));
      return 1;
    }
    const { handle } = ctx.deps.content.profile;
    const day = (quest.completedAt[4] ?? ctx.deps.now().toISOString()).slice(0, 10);
    const lines = framed([
      ctx.t("trophyTitle", { host: handle.toUpperCase() }),
      "",
      ctx.t("trophyRooted", { host: handle }),
      ctx.t("trophyTime", { time: formatDuration(took) }),
      ctx.t("trophyDate", { date: day }),
      ctx.t("trophyKey", { key: secrets.completionKey }),
    ]);
    for (const line of lines) ctx.print("success", line);
    ctx.print("system", ctx.t("trophyShare"));
    return 0;
  },
};
