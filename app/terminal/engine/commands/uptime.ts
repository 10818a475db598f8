import type { Command } from "../command";
import { sessionStart, uptimeText } from "../tools/session-clock";

export const uptime: Command = {
  name: "uptime",
  unix: true,
  help: {
    en: { usage: "uptime", summary: "Tell how long this session has been running" },
    fr: { usage: "uptime", summary: "Dire depuis combien de temps cette session tourne" },
  },
  run(ctx) {
    const now = ctx.deps.now();
    const time = [now.getHours(), now.getMinutes(), now.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
    ctx.print("system", ` ${time} up ${uptimeText(now.getTime() - sessionStart(ctx))},  1 user,  load average: 0.08, 0.03, 0.01`);
  },
};
