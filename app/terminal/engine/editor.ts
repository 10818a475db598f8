/**
 * `nano <file>` (and `vi`/`vim`, with a wink): reads the file (a new one when
 * it is missing), asks the page for its full-screen editor (the `openEditor`
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
  ctx.onEditorClosed((saved) => closeEditor(ctx, file.path, file.name, saved), file);
}

export function editorCommand(name: string, help: Command["help"], wink = false): Command {
  return {
    name,
    unix: true,
    help,
    run(ctx) {
      const arg = ctx.args[0];
      if (arg === undefined) {
        ctx.print("error", ctx.t("editorUsage", { cmd: name }));
        return;
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
      const file: EditorFile = { path: ctx.resolve(arg), name: arg, content, isNew: !found.ok, flavor: wink ? "vi" : "nano" };
      ctx.setMode("overlay");
      attachEditor(ctx, file);
      ctx.effect({ type: "openEditor", ...file });
    },
  };
}
