import type { Command, CommandContext } from "../command";
import { parseOptions } from "../tools/text-io";

export const tree: Command = {
  name: "tree",
  unix: true,
  help: {
    en: { usage: "tree [-a -d] [path]", summary: "Show a directory tree" },
    fr: { usage: "tree [-a -d] [chemin]", summary: "Afficher l'arborescence d'un dossier" },
  },
  man: {
    en: {
      description: "Draws the directory (the current one by default) and everything under it that you may see.",
      options: [
        ["-a", "show hidden files too"],
        ["-d", "list directories only"],
      ],
      examples: ["tree ~", "tree -a /home/guest"],
    },
    fr: {
      description: "Dessine le dossier (le dossier courant par défaut) et tout ce qu'il contient que vous pouvez voir.",
      options: [
        ["-a", "montrer aussi les fichiers cachés"],
        ["-d", "ne lister que les dossiers"],
      ],
      examples: ["tree ~", "tree -a /home/guest"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "ad");
    if (!options) return 1;
    const roots = options.operands.length > 0 ? options.operands : ["."];
    let dirs = 0;
    let files = 0;
    let failed = false;
    const draw = (c: CommandContext, path: string, indent: string) => {
      const children = c.vfs
        .list(path, c.state.user, options.flags.has("a"))
        .map((name) => ({ name, path: path === "/" ? `/${name}` : `${path}/${name}` }))
        .filter((child) => !options.flags.has("d") || c.vfs.get(child.path)?.type === "dir");
      children.forEach((child, i) => {
        const last = i === children.length - 1;
        const isDir = c.vfs.get(child.path)?.type === "dir";
        c.print("system", `${indent}${last ? "└── " : "├── "}${child.name}`, {
          segments: [{ text: `${indent}${last ? "└── " : "├── "}` }, isDir ? { text: child.name, tone: "accent" } : { text: child.name }],
        });
        if (isDir) {
          dirs++;
          draw(c, child.path, `${indent}${last ? "    " : "│   "}`);
        } else files++;
      });
    };
    for (const root of roots) {
      const found = ctx.lookup(root);
      if (!found.ok || found.entry.type !== "dir") {
        ctx.print("error", `${root} [error opening dir]`);
        failed = true;
        continue;
      }
      ctx.print("system", root, { segments: [{ text: root, tone: "accent" }] });
      draw(ctx, found.path, "");
    }
    ctx.print("system", "");
    const d = `${dirs} ${dirs === 1 ? "directory" : "directories"}`;
    ctx.print("system", options.flags.has("d") ? d : `${d}, ${files} ${files === 1 ? "file" : "files"}`);
    return failed ? 2 : 0;
  },
};
