import type { Command, CommandContext } from "../command";
import { sessionStart, uptimeText } from "../tools/session-clock";

/** The machine's load: an idle server's. */
const LOAD_AVERAGE = "0.08, 0.03, 0.01";

/** "01:35:35 up 3 min,  1 user,  load average: …": uptime's line, and the first of top's. */
export function uptimeSummary(ctx: CommandContext): string {
  const now = ctx.deps.now();
  const time = [now.getHours(), now.getMinutes(), now.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
  return `${time} up ${uptimeText(now.getTime() - sessionStart(ctx))},  1 user,  load average: ${LOAD_AVERAGE}`;
}

export const uptime: Command = {
  name: "uptime",
  unix: true,
  help: {
    en: { usage: "uptime", summary: "Tell how long this session has been running" },
    fr: { usage: "uptime", summary: "Dire depuis combien de temps cette session tourne" },
  },
  run(ctx) {
    ctx.print("system", ` ${uptimeSummary(ctx)}`);
  },
};
