/**
 * History expansion as bash does it for the forms visitors type: `!!` (the last command), `!n`
 * (command n of `history`), `!-n` (n commands back), each standing as a word of its own; not
 * inside single quotes. Capped (limits.ts): `!! !! !!…` repeated would multiply the line each time.
 */
import { HISTORY_MAX_EVENTS, LINE_MAX_CHARS } from "../limits";

const BOUNDARY = ' \t;|&<>()"';

export type HistoryExpansion =
  | { ok: true; line: string; changed: boolean }
  /** `limit`: the event exists but one more would pass HISTORY_MAX_EVENTS ("events") or LINE_MAX_CHARS ("length"). */
  | { ok: false; event: string; limit?: "events" | "length" };

export function expandHistory(line: string, history: readonly string[]): HistoryExpansion {
  let out = "";
  let changed = false;
  let events = 0;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\" && quote !== "'" && i + 1 < line.length) {
      out += c + line[i + 1]!;
      i += 1;
      continue;
    }
    if (c === "'" && quote !== '"') quote = quote === "'" ? null : "'";
    else if (c === '"' && quote !== "'") quote = quote === '"' ? null : '"';
    if (c !== "!" || quote === "'") {
      out += c;
      continue;
    }
    const match = /^!(!|-?\d+)/.exec(line.slice(i));
    // Only a whole word ("!!", "sudo !!", "!3 | wc"): "wow!!" or "!!!" stay as typed.
    const alone = (ch: string | undefined) => ch === undefined || BOUNDARY.includes(ch);
    if (!match || !alone(line[i - 1]) || !alone(line[i + match[0].length])) {
      out += c;
      continue;
    }
    const spec = match[1]!;
    const index = spec === "!" ? history.length - 1 : spec.startsWith("-") ? history.length + Number(spec) : Number(spec) - 1;
    const entry = history[index];
    if (entry === undefined || index < 0) return { ok: false, event: match[0] };
    if (++events > HISTORY_MAX_EVENTS) return { ok: false, event: match[0], limit: "events" };
    if (out.length + entry.length + line.length - i - match[0].length > LINE_MAX_CHARS)
      return { ok: false, event: match[0], limit: "length" };
    out += entry;
    changed = true;
    i += match[0].length - 1;
  }
  return { ok: true, line: out, changed };
}

/** Whether a line asks for history expansion at all (a cheap test before routing). */
export const hasHistoryEvent = (line: string) => /(^|[\s;|&<>()"])!(!|-?\d+)($|[\s;|&<>()"])/.test(line);
