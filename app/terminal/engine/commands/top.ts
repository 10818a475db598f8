import type { Command } from "../command";
import { processes } from "./ps";
import { uptimeSummary } from "./uptime";

/** What top shows of each process beside ps's columns: memory in KiB, CPU share; an idle server's numbers. */
const USAGE: Record<string, { virt: number; res: number; shr: number; cpu: number }> = {
  systemd: { virt: 167_744, res: 13_120, shr: 8_380, cpu: 0 },
  cron: { virt: 8_488, res: 2_668, shr: 2_412, cpu: 0 },
  sshd: { virt: 15_436, res: 9_120, shr: 7_880, cpu: 0 },
  nginx: { virt: 55_212, res: 5_620, shr: 4_104, cpu: 0 },
  node: { virt: 1_102_716, res: 88_412, shr: 38_920, cpu: 0.7 },
  "recovery-api": { virt: 23_452, res: 7_424, shr: 6_120, cpu: 0 },
  bash: { virt: 8_984, res: 5_300, shr: 3_540, cpu: 0 },
  top: { virt: 11_772, res: 5_632, shr: 3_456, cpu: 0.3 },
};

/** The machine's memory in MiB (total, free, used, buff/cache, available). */
const MEMORY = { total: 1987.6, free: 912.4, used: 604.1, cache: 471.1, available: 1231.5 };

/** ps's "00:01:12" as top's TIME+ ("1:12.00"). */
function timePlus(time: string): string {
  const [h, m, s] = time.split(":").map(Number);
  return `${h * 60 + m}:${String(s).padStart(2, "0")}.00`;
}

const num = (value: number, width: number) => value.toFixed(1).padStart(width);

export const top: Command = {
  name: "top",
  unix: true,
  help: {
    en: { usage: "top", summary: "Show the processes and the machine's load (one snapshot)" },
    fr: { usage: "top", summary: "Montrer les processus et la charge de la machine (un instantané)" },
  },
  man: {
    en: {
      description:
        "Prints one snapshot of the machine: uptime and load, tasks, CPU and memory, then the processes ps lists, the busiest first. It does not refresh (as top -b -n 1): nothing to quit.",
    },
    fr: {
      description:
        "Affiche un instantané de la machine\u00a0: durée de fonctionnement et charge, tâches, processeur et mémoire, puis les processus que liste ps, les plus actifs d'abord. Il ne se rafraîchit pas (comme top -b -n 1)\u00a0: rien à quitter.",
    },
  },
  run(ctx) {
    // Options (-b, -n 1, -o %MEM…) are accepted: this top prints one snapshot whatever they ask.
    const list = processes(ctx.state.user, "top");
    const rows = list
      .map((p) => ({ ...p, usage: USAGE[p.cmd] ?? { virt: 0, res: 0, shr: 0, cpu: 0 } }))
      .sort((a, b) => b.usage.cpu - a.usage.cpu || a.pid - b.pid);
    const totalKiB = MEMORY.total * 1024;
    ctx.print("system", `top - ${uptimeSummary(ctx)}`);
    ctx.print(
      "system",
      `Tasks: ${String(list.length).padStart(3)} total,   1 running, ${String(list.length - 1).padStart(3)} sleeping,   0 stopped,   0 zombie`,
    );
    ctx.print("system", "%Cpu(s):  1.0 us,  0.7 sy,  0.0 ni, 98.2 id,  0.0 wa,  0.0 hi,  0.1 si,  0.0 st");
    ctx.print(
      "system",
      `MiB Mem : ${num(MEMORY.total, 8)} total, ${num(MEMORY.free, 8)} free, ${num(MEMORY.used, 8)} used, ${num(MEMORY.cache, 8)} buff/cache`,
    );
    ctx.print("system", `MiB Swap: ${num(0, 8)} total, ${num(0, 8)} free, ${num(0, 8)} used. ${num(MEMORY.available, 8)} avail Mem`);
    ctx.print("system", "");
    ctx.print("system", "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND");
    for (const p of rows) {
      const u = p.usage;
      ctx.print(
        "system",
        [
          String(p.pid).padStart(7),
          p.user.slice(0, 8).padEnd(8),
          " 20",
          "  0",
          String(u.virt).padStart(7),
          String(u.res).padStart(6),
          String(u.shr).padStart(6),
          p.cmd === "top" ? "R" : "S",
          num(u.cpu, 5),
          num((u.res / totalKiB) * 100, 5),
          timePlus(p.time).padStart(9),
          p.cmd,
        ].join(" "),
      );
    }
    return 0;
  },
};
