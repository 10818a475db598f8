import type { TerminalSessionState } from "../../app/services/terminal-sessions.server";

/** The no-JS terminal's session cookie ("term_session=…") a response sets, or "" when it sets none. */
export const sessionCookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("term_session="))
    ?.split(";")[0] ?? "";

/** A session of `lines` long lines (about 2 KB each, marked with `seed`), as a visitor pasting long commands makes. */
export function longLineSession(lines: number, seed: number | string = ""): TerminalSessionState {
  return {
    engine: {
      version: 1,
      user: "guest",
      cwd: "/home/guest",
      theme: "matrix",
      quest: { active: false, level: 0, completedAt: {} },
      secrets: { sessionId: "S", apiToken: "T", recoveryPhrase: "R", completionKey: "K" },
      startedAt: new Date(0).toISOString(),
      lines: Array.from({ length: lines }, (_, i) => ({ id: i + 1, type: "user" as const, text: `${seed}:${i}:`.padEnd(2_000, "x") })),
      nextId: lines + 1,
      mode: "normal",
      pendingSudo: null,
    },
    storage: {},
  };
}
