/** When this session started, as far as the commands can tell, and uptime formatting shared by uptime and neofetch. */
import type { CommandContext } from "../command";

// The engine does not hand commands its start time: the first command that asks records it per session state.
const starts = new WeakMap<object, number>();

export function sessionStart(ctx: CommandContext): number {
  let start = starts.get(ctx.state);
  if (start === undefined) {
    start = ctx.deps.now().getTime();
    starts.set(ctx.state, start);
  }
  return start;
}

/** "3 min", "1:05", "2 days, 3:04" as uptime prints it. */
export function uptimeText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const clock = h > 0 ? `${h}:${String(m).padStart(2, "0")}` : `${m} min`;
  return days > 0 ? `${days} day${days === 1 ? "" : "s"}, ${clock}` : clock;
}
