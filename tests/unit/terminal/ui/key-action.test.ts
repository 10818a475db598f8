import { describe, expect, test } from "vitest";
import {
  editKey,
  keyAction,
  previousWordStart,
  searchFor,
  searchHistory,
  searchMatch,
  searchOlder,
  type KeyInput,
  type KeyState,
  type SearchState,
} from "~/terminal/ui/key-action";

const state = (patch: Partial<KeyState> = {}): KeyState => ({
  value: "echo hello world",
  caret: 16,
  selectionEnd: 16,
  mode: "normal",
  locked: false,
  search: null,
  afterTab: false,
  hasSelection: false,
  ...patch,
});
const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrl: false, ...mods });
const ctrl = (k: string) => key(k, { ctrl: true });
const search: SearchState = { query: "ec", index: 0, original: "draft" };

describe("keyAction", () => {
  test.each<[string, Partial<KeyState>, KeyInput, ReturnType<typeof keyAction>]>([
    ["Enter submits", {}, key("Enter"), { type: "submit" }],
    ["Tab completes", {}, key("Tab"), { type: "complete" }],
    ["a second Tab lists", { afterTab: true }, key("Tab"), { type: "listCompletions" }],
    ["Tab on an empty line moves on", { value: " " }, key("Tab"), { type: "default" }],
    ["Shift+Tab moves on", {}, key("Tab", { shift: true }), { type: "default" }],
    ["Tab before the engine completes (queued)", { mode: null, afterTab: true }, key("Tab"), { type: "complete" }],
    ["ArrowUp: history", {}, key("ArrowUp"), { type: "historyUp" }],
    ["ArrowDown: history", {}, key("ArrowDown"), { type: "historyDown" }],
    ["no history in a password prompt", { mode: "password" }, key("ArrowUp"), { type: "default" }],
    ["Escape cancels, the page keeps the key", {}, key("Escape"), { type: "cancel", keepDefault: true }],
    ["Escape cancels the password prompt", { mode: "password" }, key("Escape"), { type: "cancel", keepDefault: false }],
    ["Ctrl+C interrupts the line", {}, ctrl("c"), { type: "interrupt" }],
    ["Ctrl+C (caps) interrupts", {}, ctrl("C"), { type: "interrupt" }],
    ["Ctrl+C copies a selection", { hasSelection: true }, ctrl("c"), { type: "default" }],
    ["Ctrl+C cancels a running command", { mode: "processing", locked: true }, ctrl("c"), { type: "cancel" }],
    ["Ctrl+C cancels the password prompt", { mode: "password" }, ctrl("c"), { type: "cancel" }],
    ["Ctrl+L clears", {}, ctrl("l"), { type: "clearScreen" }],
    ["Ctrl+A: start", {}, ctrl("a"), { type: "edit", value: "echo hello world", caret: 0 }],
    ["Ctrl+E: end", { caret: 3 }, ctrl("e"), { type: "edit", value: "echo hello world", caret: 16 }],
    ["Ctrl+U: kill to start", { caret: 5 }, ctrl("u"), { type: "edit", value: "hello world", caret: 0 }],
    ["Ctrl+K: kill to end", { caret: 4 }, ctrl("k"), { type: "edit", value: "echo", caret: 4 }],
    ["Ctrl+W: previous word", {}, ctrl("w"), { type: "edit", value: "echo hello ", caret: 11 }],
    ["Ctrl+R starts a search", {}, ctrl("r"), { type: "searchStart" }],
    ["no search before the engine", { mode: null }, ctrl("r"), { type: "default" }],
    ["no line editing in a password", { mode: "password" }, ctrl("u"), { type: "default" }],
    ["Ctrl+Alt is not Ctrl", {}, key("a", { ctrl: true, alt: true }), { type: "default" }],
    ["a letter types", {}, key("x"), { type: "default" }],
    ["a modifier alone does nothing", {}, key("Control", { ctrl: true }), { type: "default" }],
    ["a key while a reply types shows it", { mode: "processing", locked: true }, key("x"), { type: "skipTyping" }],
    ["Escape while a reply types finishes it", { mode: "processing", locked: true }, key("Escape"), { type: "cancel" }],
    ["Enter while a reply types shows it", { mode: "processing", locked: true }, key("Enter"), { type: "skipTyping" }],
    ["Tab while busy moves on", { mode: "processing", locked: true }, key("Tab"), { type: "default" }],
    ["locked while booting", { mode: "booting", locked: true }, key("Enter"), { type: "ignore" }],
    ["search: Ctrl+R again, older", { search }, ctrl("r"), { type: "searchOlder" }],
    ["search: Enter runs", { search }, key("Enter"), { type: "searchRun" }],
    ["search: Escape keeps the match", { search }, key("Escape"), { type: "searchKeep" }],
    ["search: an arrow keeps the match", { search }, key("ArrowRight"), { type: "searchKeep" }],
    ["search: Ctrl+G aborts", { search }, ctrl("g"), { type: "searchAbort" }],
    ["search: Ctrl+C interrupts", { search }, ctrl("c"), { type: "interrupt" }],
    ["search: a letter types into the query", { search }, key("h"), { type: "default" }],
  ])("%s", (_name, patch, input, expected) => {
    expect(keyAction(state(patch), input)).toEqual(expected);
  });
});

describe("line editing", () => {
  test("previous word start skips the spaces, then the word", () => {
    expect(previousWordStart("ls -la   ", 9)).toBe(3);
    expect(previousWordStart("ls", 2)).toBe(0);
    expect(previousWordStart("", 0)).toBe(0);
    expect(previousWordStart("cat a b", 5)).toBe(4);
  });
  test("Ctrl+W in the middle keeps what follows", () => {
    expect(editKey("cat notes.txt now", 13, "w")).toEqual({ value: "cat  now", caret: 4 });
    expect(editKey("abc", 1, "x")).toBeNull();
  });
});

describe("reverse search", () => {
  const history = ["ls -a", "echo one", "pwd", "echo two"];
  test("finds the newest match, then older ones, and stays on the oldest", () => {
    expect(searchHistory(history, "echo")).toBe(3);
    expect(searchHistory(history, "echo", 3)).toBe(1);
    expect(searchHistory(history, "nope")).toBe(-1);
    let s = searchFor(history, { query: "", index: -1, original: "x" }, "ec");
    expect(searchMatch(history, s)).toBe("echo two");
    s = searchOlder(history, s);
    expect(searchMatch(history, s)).toBe("echo one");
    s = searchOlder(history, s);
    expect(searchMatch(history, s)).toBe("echo one");
    expect(searchMatch(history, searchFor(history, s, "zz"))).toBe("");
    expect(searchFor(history, s, "").index).toBe(-1);
  });
});
