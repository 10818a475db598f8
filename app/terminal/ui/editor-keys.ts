/**
 * What the editor does when the visitor leaves it, as nano and vi do (Editor.tsx applies it): nano asks
 * "Save modified buffer?" before dropping unsaved text (and, for an unnamed buffer, "File Name to Write"); vi
 * refuses `:q` with unsaved changes (E37), `:w` without a name in an unnamed buffer (E32), and leaves with `:q!`.
 * Pure, so both editors' rules are tested without a browser.
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
  | { kind: "write"; name?: string }
  | { kind: "quit"; write: boolean; name?: string }
  | { kind: "error"; message: "viNoWrite" | "viUnknown" | "viNoFileName" }
  | { kind: "none" };

/**
 * A vi command line (without its ":"): :w writes, :q quits unless modified, :q! quits anyway, :wq and :x write and
 * quit. An unnamed buffer (`vi` alone, `named` false) needs a name to write: `:w name`, `:wq name`, else E32.
 */
export function viCommand(command: string, modified: boolean, named = true): ViAction {
  const [cmd = "", ...rest] = command.trim().split(/\s+/);
  const name = rest.join(" ");
  if (cmd === "") return { kind: "none" };
  const writes = cmd === "w" || cmd === "wq" || cmd === "x" || cmd === "wq!";
  // A name is taken for an unnamed buffer only (this editor writes a named file where it was opened).
  if (name !== "" && (!writes || named)) return { kind: "error", message: "viUnknown" };
  if (writes && !named && name === "") {
    // `:x` writes only a modified buffer: an untouched unnamed one just closes.
    if (cmd === "x" && !modified) return { kind: "quit", write: false };
    return { kind: "error", message: "viNoFileName" };
  }
  const given = name !== "" ? { name } : {};
  if (cmd === "w") return { kind: "write", ...given };
  if (cmd === "q") return modified ? { kind: "error", message: "viNoWrite" } : { kind: "quit", write: false };
  if (cmd === "q!") return { kind: "quit", write: false };
  if (writes) return { kind: "quit", write: true, ...given };
  return { kind: "error", message: "viUnknown" };
}
