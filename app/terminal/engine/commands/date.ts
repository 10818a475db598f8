import type { Command } from "../command";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `date` output in UTC, e.g. "Sun Nov 22 01:35:35 UTC 2026". */
export function formatDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${time} UTC ${d.getUTCFullYear()}`;
}

export const date: Command = {
  name: "date",
  unix: true,
  help: {
    en: { usage: "date", summary: "Print the date and time (UTC)" },
    fr: { usage: "date", summary: "Afficher la date et l'heure (UTC)" },
  },
  run(ctx) {
    ctx.print("system", formatDate(ctx.deps.now()));
  },
};
