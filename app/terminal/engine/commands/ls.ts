import { isQuestPath } from "~/content/filesystem";
import type { Command, CommandContext } from "../command";
import type { VfsEntry } from "../vfs";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface Options {
  all: boolean;
  long: boolean;
  onePerLine: boolean;
}

const childPath = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);

/** `ls -l`'s columns: what a visitor may not read belongs to root and is closed to others; the quest's files are root's too. */
function longLine(ctx: CommandContext, path: string, entry: VfsEntry | undefined, name: string): string {
  const dir = entry?.type !== "file";
  const closed = ctx.vfs.isProtected(path);
  const owner = !closed && !isQuestPath(path) && (path === ctx.home() || path.startsWith(ctx.home() + "/")) ? ctx.state.user : "root";
  const mode = (dir ? "d" : "-") + (closed ? (dir ? "rwx------" : "rw-------") : dir ? "rwxr-xr-x" : "rw-r--r--");
  const size = entry?.type === "file" ? new TextEncoder().encode(ctx.text(entry.content)).length : 4096;
  const now = ctx.deps.now();
  const stamp = `${MONTHS[now.getMonth()]} ${String(now.getDate()).padStart(2)} ${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  return `${mode} ${dir ? 2 : 1} ${owner.padEnd(5)} ${owner.padEnd(5)} ${String(size).padStart(5)} ${stamp} ${name}`;
}

function listDirectory(ctx: CommandContext, dir: string, options: Options): void {
  const names = ctx.vfs.list(dir, ctx.state.user, options.all);
  const items = options.all ? [".", "..", ...names] : names;
  if (options.long) {
    ctx.print("system", `total ${items.length * 4}`);
    for (const name of items) {
      const path =
        name === "." ? dir : name === ".." ? (dir === "/" ? "/" : dir.slice(0, dir.lastIndexOf("/")) || "/") : childPath(dir, name);
      ctx.print("system", longLine(ctx, path, ctx.vfs.get(path), name));
    }
    return;
  }
  if (items.length === 0) return;
  // Into a pipe or a file, one name per line, as ls does when its output is not a terminal.
  if (ctx.piped || options.onePerLine) {
    for (const name of items) ctx.print("system", name);
    return;
  }
  const labels = items.map((name) => {
    if (name === "." || name === "..") return { name: `${name}/`, dir: true };
    const dirEntry = ctx.vfs.get(childPath(dir, name))?.type === "dir";
    return { name: dirEntry ? `${name}/` : name, dir: dirEntry };
  });
  ctx.print("system", labels.map((l) => l.name).join("  "), {
    segments: labels.flatMap((l, i) => [...(i > 0 ? [{ text: "  " }] : []), l.dir ? { text: l.name, tone: "accent" } : { text: l.name }]),
  });
}

export const ls: Command = {
  name: "ls",
  kind: "files",
  help: {
    en: { usage: "ls [-a] [path]", summary: "List a directory (-a shows hidden files)" },
    fr: { usage: "ls [-a] [chemin]", summary: "Lister un répertoire (-a montre les fichiers cachés)" },
  },
  man: {
    en: {
      description: "List the files of each directory given (the current one by default), or name each file given.",
      options: [
        ["-a", "show hidden files (names starting with a dot), . and .."],
        ["-l", "long listing: type and permissions, owner, size, date"],
        ["-1", "one name per line"],
      ],
      examples: ["ls -la", "ls /etc /tmp", "ls *.txt"],
    },
    fr: {
      description: "Lister les fichiers de chaque répertoire donné (le répertoire courant par défaut), ou nommer chaque fichier donné.",
      options: [
        ["-a", "montrer les fichiers cachés (commençant par un point), . et .."],
        ["-l", "format long\u00a0: type et droits, propriétaire, taille, date"],
        ["-1", "un nom par ligne"],
      ],
      examples: ["ls -la", "ls /etc /tmp", "ls *.txt"],
    },
  },
  run(ctx) {
    const options: Options = { all: false, long: false, onePerLine: false };
    const operands: string[] = [];
    for (const arg of ctx.args) {
      if (arg === "--all") options.all = true;
      else if (arg.startsWith("-") && arg.length > 1 && !arg.startsWith("--")) {
        options.all ||= arg.includes("a");
        options.long ||= arg.includes("l");
        options.onePerLine ||= arg.includes("1");
      } else operands.push(arg);
    }
    if (operands.length === 0) operands.push(".");
    const files: Array<{ shown: string; path: string }> = [];
    const dirs: Array<{ shown: string; path: string }> = [];
    let failed = false;
    for (const shown of operands) {
      const found = ctx.lookup(shown);
      if (!found.ok) {
        failed = true;
        if (found.error === "denied") ctx.print("error", ctx.t("permissionDenied", { cmd: "ls", path: shown }));
        else ctx.print("error", ctx.t("lsNoSuchFile", { path: shown }));
      } else if (found.entry.type === "file") files.push({ shown, path: found.path });
      else dirs.push({ shown, path: found.path });
    }
    // As GNU ls: the files named first, then each directory (under its name when there are several).
    for (const file of files) ctx.print("system", options.long ? longLine(ctx, file.path, ctx.vfs.get(file.path), file.shown) : file.shown);
    const headed = operands.length > 1;
    dirs.forEach((dir, i) => {
      if (headed) {
        if (files.length > 0 || i > 0) ctx.print("system", "");
        ctx.print("system", `${dir.shown}:`);
      }
      listDirectory(ctx, dir.path, options);
    });
    return failed ? 2 : 0;
  },
};
