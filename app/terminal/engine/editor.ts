/**
 * `nano <file>` (and `vi`/`vim`, with a wink): reads the file (a new one when
 * it is missing; none named: an unnamed buffer, named when saved), asks the page for its full-screen editor (the `openEditor`
 * effect, input locked in "overlay" mode) and, when the page reports the
 * editor closed, writes what was saved through the shell's writeFile.
 * Without JavaScript the same happens over two posts: the saved session keeps
 * the open file (SavedSession.editor) and the server's page shows an editor form.
 */
import type { Command, CommandContext } from "./command";
import type { EditorFile } from "./types";
import { reasonText } from "./write-errors";

/** Lines in a text as an editor counts them (a final newline ends the last line, it does not start one). */
export function countLines(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** What happens when the editor closes: `saved` is the text written, or null when the visitor left without saving. */
export function closeEditor(ctx: CommandContext, path: string, shown: string, saved: string | null): void {
  if (saved === null) return;
  const result = ctx.writeFile(path, saved);
  if (result.ok) ctx.print("success", ctx.t("editorWrote", { count: countLines(saved), path: shown }));
  else ctx.print("error", ctx.t("editorWriteFailed", { path: shown, reason: reasonText(ctx.t, result.error) }));
}

/** Has the engine close `file` with closeEditor when the page's editor closes (a restored session's editor too). */
export function attachEditor(ctx: CommandContext, file: EditorFile): void {
  ctx.onEditorClosed((saved, name) => {
    if (file.path !== "") return closeEditor(ctx, file.path, file.name, saved);
    // An unnamed buffer is written where the visitor named it when saving (nano asks, vi takes `:w name`).
    const given = name?.trim() ?? "";
    if (saved === null) return;
    if (given === "") ctx.print("error", ctx.t("editorNoName"));
    else closeEditor(ctx, ctx.resolve(given), given, saved);
  }, file);
}

export function editorCommand(name: string, help: Command["help"], wink = false): Command {
  return {
    name,
    unix: true,
    help,
    run(ctx) {
      const arg = ctx.args[0];
      const flavor = wink ? "vi" : "nano";
      if (arg === undefined) {
        // As the real ones do: an empty buffer with no name, named when it is saved.
        if (wink) ctx.print("system", ctx.t("editorWink", { cmd: name }));
        return open(ctx, { path: "", name: "", content: "", isNew: true, flavor });
      }
      const found = ctx.lookup(arg);
      let content = "";
      if (found.ok) {
        if (found.entry.type === "dir") {
          ctx.print("error", ctx.t("isDirectory", { cmd: name, path: arg }));
          return;
        }
        content = ctx.text(found.entry.content);
      } else if (found.error === "denied") {
        ctx.print("error", ctx.t("permissionDenied", { cmd: name, path: arg }));
        return;
      }
      if (wink) ctx.print("system", ctx.t("editorWink", { cmd: name }));
      return open(ctx, { path: ctx.resolve(arg), name: arg, content, isNew: !found.ok, flavor });
    },
  };
}

/** Asks the page for its editor on `file` (input locked until it closes). */
function open(ctx: CommandContext, file: EditorFile): void {
  ctx.setMode("overlay");
  attachEditor(ctx, file);
  ctx.effect({ type: "openEditor", ...file });
}
