/**
 * What a key does in the terminal's input, as data: the component asks
 * `keyAction` and carries the answer out (with the engine when it needs one).
 * Pure, so every key is unit-tested without a browser.
 */
import type { InputMode } from "~/terminal/engine/types";

/** Ctrl+R's state: the query typed, the history entry it found (or none), where to look next. */
export interface SearchState {
  query: string;
  /** Index in the history of the entry shown, or -1 when nothing matches. */
  index: number;
  /** The line the visitor had before Ctrl+R (Ctrl+G puts it back). */
  original: string;
}

export interface KeyState {
  value: string;
  /** The caret (selection start) and selection end in the input. */
  caret: number;
  selectionEnd: number;
  /** Null until the engine's code runs. */
  mode: InputMode | null;
  locked: boolean;
  /** A reverse search is under way. */
  search: SearchState | null;
  /** The previous key was a Tab that left the line as it was (a second one lists the candidates). */
  afterTab: boolean;
  /** Text is selected on the page or in the input: Ctrl+C copies it. */
  hasSelection: boolean;
}

export interface KeyInput {
  key: string;
  ctrl: boolean;
  alt?: boolean;
  meta?: boolean;
  shift?: boolean;
}

export type KeyAction =
  /** Not ours: the browser does its usual thing. */
  | { type: "default" }
  /** Ours, nothing to do (the default is prevented). */
  | { type: "ignore" }
  | { type: "submit" }
  | { type: "edit"; value: string; caret: number }
  /** Ctrl+C on a line: the engine prints it with ^C, the input empties. */
  | { type: "interrupt" }
  /** Escape, or Ctrl+C while a command runs or a password is asked. */
  | { type: "cancel"; keepDefault?: boolean }
  | { type: "clearScreen" }
  | { type: "complete" }
  | { type: "listCompletions" }
  | { type: "historyUp" }
  | { type: "historyDown" }
  | { type: "skipTyping" }
  | { type: "searchStart" }
  | { type: "searchOlder" }
  /** Enter during a search: run what it found. */
  | { type: "searchRun" }
  /** Esc or an arrow: leave the search with what it found on the line. */
  | { type: "searchKeep" }
  /** Ctrl+G: leave the search and put the line back as it was. */
  | { type: "searchAbort" };

const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta", "CapsLock"]);

/** The start of the word before `caret` (spaces before it included, as bash's Ctrl+W). */
export function previousWordStart(value: string, caret: number): number {
  let i = caret;
  while (i > 0 && /\s/.test(value[i - 1])) i -= 1;
  while (i > 0 && !/\s/.test(value[i - 1])) i -= 1;
  return i;
}

/** The line-editing keys (Ctrl+A/E/U/K/W): the new line and caret, or null for another key. */
export function editKey(value: string, caret: number, key: string): { value: string; caret: number } | null {
  switch (key) {
    case "a":
      return { value, caret: 0 };
    case "e":
      return { value, caret: value.length };
    case "u":
      return { value: value.slice(caret), caret: 0 };
    case "k":
      return { value: value.slice(0, caret), caret };
    case "w": {
      const start = previousWordStart(value, caret);
      return { value: value.slice(0, start) + value.slice(caret), caret: start };
    }
    default:
      return null;
  }
}

/** The newest history entry before `before` that contains `query` (-1 when none). */
export function searchHistory(history: readonly string[], query: string, before = history.length): number {
  for (let i = Math.min(before, history.length) - 1; i >= 0; i -= 1) {
    if (history[i].includes(query)) return i;
  }
  return -1;
}

/** The search after the query changed: it looks again from the newest entry. */
export function searchFor(history: readonly string[], search: SearchState, query: string): SearchState {
  return { ...search, query, index: query === "" ? -1 : searchHistory(history, query) };
}

/** Ctrl+R again: the next older match (the same one when there is none older). */
export function searchOlder(history: readonly string[], search: SearchState): SearchState {
  if (search.query === "") return search;
  const from = search.index < 0 ? history.length : search.index;
  const older = searchHistory(history, search.query, from);
  return older < 0 ? search : { ...search, index: older };
}

/** What the search shows: the entry found, or the empty line. */
export function searchMatch(history: readonly string[], search: SearchState): string {
  return search.index >= 0 ? (history[search.index] ?? "") : "";
}

function searchKey(event: KeyInput, ctrl: boolean): KeyAction {
  const key = event.key.toLowerCase();
  if (ctrl && key === "r") return { type: "searchOlder" };
  if (ctrl && key === "g") return { type: "searchAbort" };
  if (ctrl && key === "c") return { type: "interrupt" };
  if (event.key === "Enter") return { type: "searchRun" };
  if (["Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Tab"].includes(event.key))
    return { type: "searchKeep" };
  // Anything else types into the query (the input holds it).
  return { type: "default" };
}

export function keyAction(state: KeyState, event: KeyInput): KeyAction {
  if (MODIFIERS.has(event.key)) return { type: "default" };
  const ctrl = event.ctrl && !event.alt && !event.meta && !event.shift;
  const key = event.key.toLowerCase();
  const { mode, value } = state;
  const password = mode === "password";

  if (ctrl && key === "c") {
    // With text selected Ctrl+C copies it, as everywhere.
    if (state.hasSelection) return { type: "default" };
    if (state.search) return { type: "interrupt" };
    if (mode === "processing" || password) return { type: "cancel" };
    return { type: "interrupt" };
  }
  if (ctrl && key === "l") return { type: "clearScreen" };

  if (mode === "processing") {
    // Escape finishes the typed reply (and keeps the page's own Escape out of it); any other key shows it at once.
    if (event.key === "Escape") return { type: "cancel" };
    return event.key === "Tab" ? { type: "default" } : { type: "skipTyping" };
  }
  if (state.locked) return event.key === "Enter" ? { type: "ignore" } : { type: "default" };

  if (state.search) return searchKey(event, ctrl);

  if (ctrl) {
    const edit = password ? null : editKey(value, state.caret, key);
    if (edit) return { type: "edit", ...edit };
    if (key === "r" && !password && mode !== null) return { type: "searchStart" };
    return { type: "default" };
  }

  switch (event.key) {
    case "Enter":
      return { type: "submit" };
    case "Tab":
      // While a line is typed Tab completes and keeps the focus; on an empty line (or with Shift)
      // it moves on as usual, so keyboard users are never trapped.
      if (event.shift || value.trim() === "" || password) return { type: "default" };
      return { type: state.afterTab && mode !== null ? "listCompletions" : "complete" };
    case "ArrowUp":
      return password ? { type: "default" } : { type: "historyUp" };
    case "ArrowDown":
      return password ? { type: "default" } : { type: "historyDown" };
    case "Escape":
      // Only the password prompt takes the key; otherwise Escape also stays the page's (leaving fullscreen).
      return { type: "cancel", keepDefault: !password };
    default:
      return { type: "default" };
  }
}
