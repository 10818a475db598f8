/** What the file commands share: short options, error lines, walking a directory. */
import type { CommandContext, WriteError } from "./command";
import type { MessageKey } from "./messages";
import { actionErrorText } from "./write-errors";

/**
 * Splits `-rf`-style flags from operands. Unknown letters print "invalid option" and give null.
 * `--` ends the options.
 */
export function readFlags(ctx: CommandContext, allowed: string): { flags: Set<string>; operands: string[] } | null {
  const flags = new Set<string>();
  const operands: string[] = [];
  let ended = false;
  for (const arg of ctx.args) {
    if (ended || !arg.startsWith("-") || arg === "-") {
      operands.push(arg);
      continue;
    }
    if (arg === "--") {
      ended = true;
      continue;
    }
    for (const letter of arg.slice(1)) {
      if (!allowed.includes(letter)) {
        ctx.print("error", ctx.t("fsInvalidOption", { cmd: ctx.name, option: letter }));
        return null;
      }
      flags.add(letter);
    }
  }
  return { flags, operands };
}

/** "rm: cannot remove 'x': Is a directory". */
export function fail(ctx: CommandContext, action: MessageKey, shown: string, error: WriteError): void {
  ctx.print("error", actionErrorText(ctx.t, ctx.name, action, shown, error));
}

export const childPath = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);

/** Whether `path` is `root` or inside it. */
export const isWithin = (path: string, root: string) => path === root || path.startsWith(root === "/" ? "/" : root + "/");

/**
 * Copies `from` (absolute) to `to` (absolute, not existing or a directory to merge into), recursively.
 * Returns the first failure, or null.
 */
export function copyTree(ctx: CommandContext, from: string, to: string): { error: WriteError; path: string } | null {
  const entry = ctx.vfs.get(from);
  if (!entry) return { error: "notFound", path: from };
  if (!ctx.vfs.canAccess(from, ctx.state.user)) return { error: "denied", path: from };
  if (entry.type === "file") {
    const written = ctx.writeFile(to, ctx.text(entry.content));
    return written.ok ? null : written;
  }
  if (ctx.vfs.get(to)?.type !== "dir") {
    const made = ctx.fs.mkdir(to);
    if (!made.ok) return made;
  }
  for (const name of [...entry.content]) {
    const failure = copyTree(ctx, childPath(from, name), childPath(to, name));
    if (failure) return failure;
  }
  return null;
}
