import type { Command } from "../command";
import { processes, SHELL_PID } from "./ps";

const SIGNALS = ["HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM"];

export const kill: Command = {
  name: "kill",
  unix: true,
  help: {
    en: { usage: "kill [-SIGNAL] <pid...>", summary: "Send a signal to a process" },
    fr: { usage: "kill [-SIGNAL] <pid...>", summary: "Envoyer un signal à un processus" },
  },
  man: {
    en: {
      description: "Sends a signal (TERM by default) to the processes. 'ps' lists them; 'kill -l' lists the signals.",
      examples: ["kill -l", "kill -9 1337"],
    },
    fr: {
      description: "Envoie un signal (TERM par défaut) aux processus. 'ps' les liste\u00a0; 'kill -l' liste les signaux.",
      examples: ["kill -l", "kill -9 1337"],
    },
  },
  run(ctx) {
    const args = [...ctx.args];
    if (args[0] === "-l" || args[0] === "-L") {
      ctx.print("system", SIGNALS.map((s, i) => `${String(i + 1).padStart(2)}) SIG${s}`).join(" "));
      return 0;
    }
    if (args[0]?.startsWith("-")) {
      const signal = args.shift()!.slice(1).toUpperCase().replace(/^SIG/, "");
      if (signal === "S" || signal === "N") args.shift();
      else if (!/^\d+$/.test(signal) && !SIGNALS.includes(signal)) {
        ctx.print("error", `bash: kill: ${signal}: invalid signal specification`);
        return 1;
      }
    }
    if (args.length === 0) {
      ctx.print("error", "kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]");
      return 2;
    }
    let status = 0;
    const list = processes(ctx.state.user);
    for (const arg of args) {
      if (!/^%?\d+$/.test(arg)) {
        ctx.print("error", `bash: kill: ${arg}: arguments must be process or job IDs`);
        status = 1;
        continue;
      }
      const pid = Number(arg.replace("%", ""));
      const proc = list.find((p) => p.pid === pid);
      if (!proc || proc.cmd === "ps") {
        ctx.print("error", ctx.t("killNoProcess", { pid: arg }));
        status = 1;
      } else if (pid === SHELL_PID) {
        ctx.print("system", ctx.t("killShell"));
      } else if (pid === 1) {
        ctx.print("error", ctx.t("killDenied", { pid: 1 }));
        ctx.print("system", ctx.t("killInit"));
        status = 1;
      } else if (ctx.state.user !== "root") {
        ctx.print("error", ctx.t("killDenied", { pid }));
        status = 1;
      } else {
        ctx.print("system", ctx.t("killService", { cmd: proc.cmd, pid }));
      }
    }
    return status;
  },
};
