/**
 * What the editor does when the visitor leaves it, as nano and vi do (Editor.tsx applies it): nano asks
 * "Save modified buffer?" before dropping unsaved text; vi refuses `:q` with unsaved changes (E37) and
 * leaves with `:q!`. Pure, so both editors' rules are tested without a browser.
 */

/** What leaving asks for: close at once (nothing unsaved) or ask first. */
export const leaveAction = (modified: boolean): "close" | "ask" => (modified ? "ask" : "close");

/**
 * The answer to nano's question from a key: Y saves and leaves, N leaves without saving, Ctrl+C or Esc
 * goes back. `yes` is the language's own letter as nano's translations take it (O for Oui), beside Y.
 */
export function answerKey(event: { key: string; ctrlKey: boolean }, yes = "y"): "yes" | "no" | "cancel" | null {
  const key = event.key.toLowerCase();
  if (event.key === "Escape" || (event.ctrlKey && key === "c")) return "cancel";
  if (event.ctrlKey) return null;
  if (key === "y" || key === yes.toLowerCase()) return "yes";
  if (key === "n") return "no";
  return null;
}

export type ViAction =
  { kind: "write" } | { kind: "quit"; write: boolean } | { kind: "error"; message: "viNoWrite" | "viUnknown" } | { kind: "none" };

/** A vi command line (without its ":"): :w writes, :q quits unless modified, :q! quits anyway, :wq and :x write and quit. */
export function viCommand(command: string, modified: boolean): ViAction {
  const cmd = command.trim();
  if (cmd === "") return { kind: "none" };
  if (cmd === "w") return { kind: "write" };
  if (cmd === "q") return modified ? { kind: "error", message: "viNoWrite" } : { kind: "quit", write: false };
  if (cmd === "q!") return { kind: "quit", write: false };
  if (cmd === "wq" || cmd === "x" || cmd === "wq!") return { kind: "quit", write: true };
  return { kind: "error", message: "viUnknown" };
}
