import type { Command } from "../command";
import { QUEST_UPDATE_DELAY_MS } from "../constants";

const TABLE = [
  "Active Internet connections (servers and established)",
  "Proto Recv-Q Send-Q Local Address           Foreign Address         State       PID/Program",
  "tcp        0      0 127.0.0.1:8080          0.0.0.0:*               LISTEN      812/recovery-api",
  "tcp        0      0 0.0.0.0:2222            0.0.0.0:*               LISTEN      640/sshd",
  "tcp        0      0 0.0.0.0:443             0.0.0.0:*               LISTEN      733/nginx",
  "tcp        0      0 127.0.0.1:11434         0.0.0.0:*               LISTEN      904/ai-interface",
  "tcp        0      0 10.13.37.42:443         203.0.113.7:51544       ESTABLISHED 733/nginx",
  "tcp        0      0 10.13.37.42:2222        10.13.37.5:60122        ESTABLISHED 1337/sshd: root",
];

export const netstat: Command = {
  name: "netstat",
  rootOnly: true,
  help: {
    en: { usage: "netstat", summary: "(root) Show network connections" },
    fr: { usage: "netstat", summary: "(root) Afficher les connexions réseau" },
  },
  run(ctx) {
    for (const line of TABLE) ctx.print("log", line);
    ctx.advanceQuest(2, 3, QUEST_UPDATE_DELAY_MS);
  },
};
