/** cp and mv: the same walk over sources into a destination. */
import type { CommandContext } from "./command";
import { baseName } from "./vfs";
import { childPath, copyTree, fail, isWithin, readFlags } from "./file-ops";

export function transfer(ctx: CommandContext, move: boolean): number {
  const read = readFlags(ctx, move ? "f" : "rRf");
  if (!read) return 1;
  const recursive = move || read.flags.has("r") || read.flags.has("R");
  const { operands } = read;
  if (operands.length === 0) {
    ctx.print("error", ctx.t("fsMissingOperand", { cmd: ctx.name }));
    return 1;
  }
  if (operands.length === 1) {
    ctx.print("error", ctx.t("fsMissingDestination", { cmd: ctx.name, path: operands[0]! }));
    return 1;
  }
  const destShown = operands.at(-1)!;
  const dest = ctx.resolve(destShown);
  const destIsDir = ctx.vfs.get(dest)?.type === "dir";
  const sources = operands.slice(0, -1);
  if (sources.length > 1 && !destIsDir) {
    ctx.print("error", ctx.t("fsPlain", { cmd: ctx.name, path: destShown, reason: ctx.t("fsErrNotDir") }));
    return 1;
  }
  let status = 0;
  for (const shown of sources) {
    const from = ctx.resolve(shown);
    const entry = ctx.vfs.get(from);
    if (!entry || !ctx.vfs.canAccess(from, ctx.state.user)) {
      fail(ctx, "fsActStat", shown, entry ? "denied" : "notFound");
      status = 1;
      continue;
    }
    const to = destIsDir ? childPath(dest, baseName(from)) : dest;
    if (to === from) continue;
    if (entry.type === "dir" && !recursive) {
      ctx.print("error", ctx.t("fsOmitDirectory", { path: shown }));
      status = 1;
      continue;
    }
    if (entry.type === "dir" && isWithin(to, from)) {
      ctx.print("error", ctx.t("fsIntoItself", { cmd: ctx.name, verb: ctx.name === "mv" ? "move" : "copy", path: shown, target: to }));
      status = 1;
      continue;
    }
    if (ctx.vfs.get(to)?.type === "dir" && entry.type === "file") {
      fail(ctx, move ? "fsActMove" : "fsActCreate", to, "isDir");
      status = 1;
      continue;
    }
    const failure = copyTree(ctx, from, to);
    if (failure) {
      fail(ctx, move ? "fsActMove" : "fsActCreate", move ? shown : to, failure.error);
      status = 1;
      continue;
    }
    if (move) {
      const removed = ctx.fs.remove(from);
      if (!removed.ok) {
        // The copy stays out of sight: a move that cannot remove its source did not happen.
        ctx.fs.remove(to);
        fail(ctx, "fsActMove", shown, removed.error);
        status = 1;
      }
    }
  }
  return status;
}
