/** What a no-JS session's page shows of its lines: the last ones within SESSION_VIEW_LIMITS, after a note of the rest. */
import { describe, expect, it } from "vitest";
import { SESSION_VIEW_LIMITS, sessionTail } from "~/terminal/form/form.server";
import type { TerminalLine } from "~/terminal/engine/types";

const lines = (count: number, chars = 10): TerminalLine[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, type: "system" as const, text: `${i + 1}:`.padEnd(chars, "x") }));
const bytes = (shown: TerminalLine[]) => shown.reduce((n, line) => n + Buffer.byteLength(JSON.stringify(line)), 0);

describe("sessionTail", () => {
  it("shows a short session whole, without a note", () => {
    const few = lines(5);
    expect(sessionTail(few, "en")).toEqual(few);
  });

  it("shows at most the line limit, the newest, after a note of how many are left out (in the page's language)", () => {
    const many = lines(SESSION_VIEW_LIMITS.lines + 25);
    const shown = sessionTail(many, "en");
    expect(shown).toHaveLength(SESSION_VIEW_LIMITS.lines + 1);
    expect(shown[0]).toEqual({ id: -1, type: "system", text: "… 25 earlier lines are not shown here." });
    expect(shown.slice(1)).toEqual(many.slice(-SESSION_VIEW_LIMITS.lines));
    expect(sessionTail(lines(SESSION_VIEW_LIMITS.lines + 1), "fr")[0].text).toBe("… 1 ligne précédente n'est pas affichée ici.");
  });

  it("keeps to the byte limit with long lines, but always shows the last line", () => {
    const long = lines(30, 2_000);
    const shown = sessionTail(long, "en").slice(1);
    expect(bytes(shown)).toBeLessThanOrEqual(SESSION_VIEW_LIMITS.bytes);
    expect(shown.at(-1)).toEqual(long.at(-1));
    const huge = lines(3, SESSION_VIEW_LIMITS.bytes * 2);
    expect(sessionTail(huge, "en")).toEqual([{ id: -1, type: "system", text: "… 2 earlier lines are not shown here." }, huge[2]]);
  });

  it("shows the last command from its echo on when its answer is longer than the usual limits (help)", () => {
    const before = lines(10, 500);
    const echo: TerminalLine = { id: 100, type: "user", text: "guest@x:~$ help", prompt: "guest@x:~$" };
    const answer = lines(70, 200).map((line) => ({ ...line, id: line.id + 100 }));
    const shown = sessionTail([...before, echo, ...answer], "en");
    expect(shown[0]).toEqual({ id: -1, type: "system", text: "… 10 earlier lines are not shown here." });
    expect(shown.slice(1)).toEqual([echo, ...answer]);
    // Beyond the larger limit, the usual ones apply.
    const tooLong = lines(200, 200).map((line) => ({ ...line, id: line.id + 100 }));
    const cut = sessionTail([echo, ...tooLong], "en");
    expect(cut).not.toContainEqual(echo);
    expect(bytes(cut.slice(1))).toBeLessThanOrEqual(SESSION_VIEW_LIMITS.bytes);
  });
});
