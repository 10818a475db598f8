/** When this session started, and uptime formatting shared by uptime and neofetch. */
import type { CommandContext } from "../command";

/** The session's start (kept in the saved session, so a no-JS visitor's uptime goes on between posts). */
export const sessionStart = (ctx: CommandContext): number => ctx.startedAt.getTime();

/** "3 min", "1:05", "2 days, 3:04" as uptime prints it. */
export function uptimeText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const clock = h > 0 ? `${h}:${String(m).padStart(2, "0")}` : `${m} min`;
  return days > 0 ? `${days} day${days === 1 ? "" : "s"}, ${clock}` : clock;
}
