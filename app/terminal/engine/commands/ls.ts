import type { Command } from "../command";

export const ls: Command = {
  name: "ls",
  help: {
    en: { usage: "ls [-a] [path]", summary: "List a directory (-a shows hidden files)" },
    fr: { usage: "ls [-a] [chemin]", summary: "Lister un répertoire (-a montre les fichiers cachés)" },
  },
  run(ctx) {
    let all = false;
    let target: string | undefined;
    for (const arg of ctx.args) {
      if (arg.startsWith("-") && arg.length > 1) {
        if (arg.includes("a") || arg === "--all") all = true;
      } else if (target === undefined) target = arg;
    }
    const shown = target ?? ".";
    const found = ctx.lookup(shown);
    if (!found.ok) {
      if (found.error === "denied") ctx.print("error", ctx.t("permissionDenied", { cmd: "ls", path: shown }));
      else ctx.print("error", ctx.t("lsNoSuchFile", { path: shown }));
      return;
    }
    if (found.entry.type === "file") {
      ctx.print("system", shown);
      return;
    }
    const names = ctx.vfs.list(found.path, ctx.state.user, all);
    const items = all ? [".", "..", ...names] : names;
    if (items.length === 0) return;
    // Into a pipe or a file, one name per line, as ls does when its output is not a terminal.
    if (ctx.piped) {
      for (const name of items) ctx.print("system", name);
      return;
    }
    const labels = items.map((name) => {
      if (name === "." || name === "..") return { name: `${name}/`, dir: true };
      const child = found.path === "/" ? `/${name}` : `${found.path}/${name}`;
      const dir = ctx.vfs.get(child)?.type === "dir";
      return { name: dir ? `${name}/` : name, dir };
    });
    ctx.print("system", labels.map((l) => l.name).join("  "), {
      segments: labels.flatMap((l, i) => [...(i > 0 ? [{ text: "  " }] : []), l.dir ? { text: l.name, tone: "accent" } : { text: l.name }]),
    });
  },
};
