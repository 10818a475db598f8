import { describe, expect, test } from "vitest";
import { expandHistory, hasHistoryEvent } from "~/terminal/engine/shell/history-expand";

const HISTORY = ["ls -a", "cat notes.txt", "echo hi"];

describe("history expansion", () => {
  test.each<[string, ReturnType<typeof expandHistory>]>([
    ["!!", { ok: true, line: "echo hi", changed: true }],
    ["sudo !!", { ok: true, line: "sudo echo hi", changed: true }],
    ["!1", { ok: true, line: "ls -a", changed: true }],
    ["!-2", { ok: true, line: "cat notes.txt", changed: true }],
    ["!2 | wc -l", { ok: true, line: "cat notes.txt | wc -l", changed: true }],
    ["echo '!!'", { ok: true, line: "echo '!!'", changed: false }],
    ['echo "!!"', { ok: true, line: 'echo "echo hi"', changed: true }],
    ["echo \\!!", { ok: true, line: "echo \\!!", changed: false }],
    ["echo wow!!", { ok: true, line: "echo wow!!", changed: false }],
    ["echo !!!", { ok: true, line: "echo !!!", changed: false }],
    ["echo ! x", { ok: true, line: "echo ! x", changed: false }],
    ["!4", { ok: false, event: "!4" }],
    ["!0", { ok: false, event: "!0" }],
    ["!-4", { ok: false, event: "!-4" }],
  ])("%s", (line, expected) => {
    expect(expandHistory(line, HISTORY)).toEqual(expected);
  });

  test("!! with no history is not found", () => {
    expect(expandHistory("!!", [])).toEqual({ ok: false, event: "!!" });
  });

  test.each([
    ["!!", true],
    ["sudo !!", true],
    ["!3", true],
    ["great job!!", false],
    ["what's !important", false],
  ])("hasHistoryEvent(%s) is %s", (line, expected) => {
    expect(hasHistoryEvent(line as string)).toBe(expected);
  });
});
