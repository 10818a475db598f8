import type { Command } from "../command";

export interface Process {
  pid: number;
  user: string;
  tty: string;
  time: string;
  cmd: string;
}

/** The machine's processes: the visitor's shell and the command listing them (ps, top) on pts/0, the services the files talk about elsewhere. */
export function processes(user: string, self = "ps"): Process[] {
  return [
    { pid: 1, user: "root", tty: "?", time: "00:00:03", cmd: "systemd" },
    { pid: 412, user: "root", tty: "?", time: "00:00:00", cmd: "cron" },
    { pid: 433, user: "root", tty: "?", time: "00:00:01", cmd: "sshd" },
    { pid: 518, user: "root", tty: "?", time: "00:00:00", cmd: "nginx" },
    { pid: 519, user: "www-data", tty: "?", time: "00:00:02", cmd: "nginx" },
    { pid: 604, user: "www-data", tty: "?", time: "00:01:12", cmd: "node" },
    { pid: 777, user: "recovery", tty: "?", time: "00:00:00", cmd: "recovery-api" },
    { pid: SHELL_PID, user, tty: "pts/0", time: "00:00:00", cmd: "bash" },
    { pid: PS_PID, user, tty: "pts/0", time: "00:00:00", cmd: self },
  ];
}

export const SHELL_PID = 1337;
const PS_PID = 4242;

export const ps: Command = {
  name: "ps",
  unix: true,
  help: {
    en: { usage: "ps [aux | -e]", summary: "List the running processes" },
    fr: { usage: "ps [aux | -e]", summary: "Lister les processus en cours" },
  },
  run(ctx) {
    const all = ctx.args.some((arg) => /[aex]/.test(arg));
    const list = processes(ctx.state.user).filter((p) => all || p.tty !== "?");
    if (ctx.args.some((arg) => /u/.test(arg))) {
      ctx.print("system", "USER         PID TTY          TIME COMMAND");
      for (const p of list) ctx.print("system", `${p.user.padEnd(8)} ${String(p.pid).padStart(7)} ${p.tty.padEnd(8)} ${p.time} ${p.cmd}`);
      return;
    }
    ctx.print("system", "    PID TTY          TIME CMD");
    for (const p of list) ctx.print("system", `${String(p.pid).padStart(7)} ${p.tty.padEnd(8)} ${p.time} ${p.cmd}`);
  },
};
