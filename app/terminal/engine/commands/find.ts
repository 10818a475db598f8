import type { Command, CommandContext } from "../command";
import { compileGlob, type Glob } from "../tools/glob";

interface Query {
  roots: string[];
  name?: Glob;
  iname?: Glob;
  type?: "f" | "d";
}

/** find's arguments: the paths, then -name/-iname GLOB and -type f|d; undefined after the tool's error. */
function parseQuery(ctx: CommandContext): Query | undefined {
  const query: Query = { roots: [] };
  const args = ctx.args;
  let i = 0;
  while (i < args.length && !args[i].startsWith("-")) query.roots.push(args[i++]);
  for (; i < args.length; i += 2) {
    const predicate = args[i];
    const value = args[i + 1];
    if (!["-name", "-iname", "-type"].includes(predicate)) {
      ctx.print("error", ctx.t(predicate.startsWith("-") ? "findUnknownPredicate" : "findPathsFirst", { arg: predicate }));
      return undefined;
    }
    if (value === undefined) {
      ctx.print("error", ctx.t("findMissingArg", { arg: predicate }));
      return undefined;
    }
    if (predicate === "-type") {
      if (value !== "f" && value !== "d") {
        ctx.print("error", ctx.t("findBadType", { arg: value }));
        return undefined;
      }
      query.type = value;
    } else if (predicate === "-name") query.name = compileGlob(value);
    else query.iname = compileGlob(value, true);
  }
  if (query.roots.length === 0) query.roots.push(".");
  return query;
}

export const find: Command = {
  name: "find",
  unix: true,
  help: {
    en: { usage: "find [path...] [-name GLOB] [-type f|d]", summary: "Search for files in a directory tree" },
    fr: { usage: "find [chemin...] [-name MOTIF] [-type f|d]", summary: "Chercher des fichiers dans une arborescence" },
  },
  man: {
    en: {
      description: "Walks each path (the current directory by default) and prints every file and directory that matches all the tests.",
      options: [
        ["-name GLOB", "the base name matches the shell pattern (* ? [abc]); quote it"],
        ["-iname GLOB", "like -name, ignoring case"],
        ["-type f|d", "only files (f) or directories (d)"],
      ],
      examples: ['find / -name "*.log"', "find ~ -type d"],
    },
    fr: {
      description: "Parcourt chaque chemin (le dossier courant par défaut) et affiche chaque fichier et dossier qui passe tous les tests.",
      options: [
        ["-name MOTIF", "le nom correspond au motif du shell (*\u00a0? [abc])\u00a0; mettez-le entre guillemets"],
        ["-iname MOTIF", "comme -name, sans tenir compte de la casse"],
        ["-type f|d", "seulement les fichiers (f) ou les dossiers (d)"],
      ],
      examples: ['find / -name "*.log"', "find ~ -type d"],
    },
  },
  run(ctx) {
    const query = parseQuery(ctx);
    if (!query) return 1;
    let failed = false;
    const visit = (path: string, shown: string) => {
      const entry = ctx.vfs.get(path);
      if (!entry) return;
      const base = shown === "/" ? "/" : (shown.split("/").filter(Boolean).pop() ?? shown);
      const typeOk = !query.type || (query.type === "d") === (entry.type === "dir");
      const nameOk = (!query.name || query.name.test(base)) && (!query.iname || query.iname.test(base));
      if (typeOk && nameOk) ctx.print("system", shown);
      if (entry.type !== "dir") return;
      for (const child of ctx.vfs.list(path, ctx.state.user, true)) {
        visit(path === "/" ? `/${child}` : `${path}/${child}`, shown.endsWith("/") ? `${shown}${child}` : `${shown}/${child}`);
      }
    };
    for (const root of query.roots) {
      const found = ctx.lookup(root);
      if (!found.ok) {
        ctx.print("error", ctx.t(found.error === "denied" ? "findDenied" : "findNoSuchFile", { path: root }));
        failed = true;
        continue;
      }
      visit(found.path, root);
    }
    return failed ? 1 : 0;
  },
};
