import type { Command } from "../command";
import { SLEEP_MAX_SECONDS } from "../limits";

const UNITS: Record<string, number> = { "": 1, s: 1, m: 60, h: 3_600, d: 86_400 };

/** `sleep 1.5`, `sleep 2m`, `sleep 1 2` (the sum): seconds, or the argument it cannot read. */
function seconds(args: readonly string[]): { ok: true; value: number } | { ok: false; arg: string } {
  let total = 0;
  for (const arg of args) {
    const match = /^(\d+\.?\d*|\.\d+)([smhd]?)$/.exec(arg);
    if (!match) return { ok: false, arg };
    total += Number(match[1]) * UNITS[match[2]!]!;
  }
  return { ok: true, value: total };
}

export const sleep: Command = {
  name: "sleep",
  unix: true,
  help: {
    en: { usage: "sleep <seconds>", summary: `Wait (${SLEEP_MAX_SECONDS} s at most here; Ctrl+C stops it)` },
    fr: { usage: "sleep <secondes>", summary: `Attendre (${SLEEP_MAX_SECONDS} s au plus ici\u00a0; Ctrl+C l'arrête)` },
  },
  async run(ctx) {
    if (ctx.args.length === 0) {
      ctx.print("error", ctx.t("missingOperand", { cmd: "sleep" }));
      return 1;
    }
    const read = seconds(ctx.args);
    if (!read.ok) {
      ctx.print("error", ctx.t("sleepInvalid", { arg: read.arg }));
      return 1;
    }
    // Without JavaScript the line runs in a server worker: it answers at once rather than hold it (ADR 045).
    if (ctx.deps.scriptless || read.value === 0) return 0;
    if (read.value > SLEEP_MAX_SECONDS) ctx.print("system", ctx.t("sleepCapped", { max: SLEEP_MAX_SECONDS }));
    let stop: () => void = () => undefined;
    const interrupted = await new Promise<boolean>((resolve) => {
      const cancelTimer = ctx.later(Math.min(read.value, SLEEP_MAX_SECONDS) * 1000, () => resolve(false));
      stop = () => {
        cancelTimer();
        resolve(true);
      };
      ctx.onCancel(() => stop());
    });
    if (!interrupted) return 0;
    ctx.print("system", "^C");
    // A process stopped by Ctrl+C (SIGINT): 128 + 2.
    return 130;
  },
};
