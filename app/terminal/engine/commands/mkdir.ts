import type { Command } from "../command";
import { fail, readFlags } from "../file-ops";

export const mkdir: Command = {
  name: "mkdir",
  unix: true,
  help: {
    en: { usage: "mkdir [-p] <dir>...", summary: "Create directories (-p: with their parents, no error if there)" },
    fr: { usage: "mkdir [-p] <dossier>...", summary: "Créer des dossiers (-p\u00a0: avec leurs parents, sans erreur s'ils existent)" },
  },
  man: {
    en: {
      description: "Creates each directory. Its parent must exist, unless -p is given.",
      options: [["-p", "create missing parents; no error when the directory exists"]],
      examples: ["mkdir projects", "mkdir -p /tmp/a/b/c"],
    },
    fr: {
      description: "Crée chaque dossier. Son parent doit exister, sauf avec -p.",
      options: [["-p", "créer les parents manquants\u00a0; pas d'erreur si le dossier existe"]],
      examples: ["mkdir projets", "mkdir -p /tmp/a/b/c"],
    },
  },
  run(ctx) {
    const read = readFlags(ctx, "p");
    if (!read) return 1;
    if (read.operands.length === 0) {
      ctx.print("error", ctx.t("fsMissingOperand", { cmd: "mkdir" }));
      return 1;
    }
    const parents = read.flags.has("p");
    for (const operand of read.operands) {
      const path = ctx.resolve(operand);
      if (!parents) {
        const made = ctx.fs.mkdir(path);
        if (!made.ok) fail(ctx, "fsActMkdir", operand, made.error);
        continue;
      }
      let at = "";
      for (const part of path.split("/").filter(Boolean)) {
        at += `/${part}`;
        const entry = ctx.vfs.get(at);
        if (entry?.type === "dir") continue;
        if (entry) {
          fail(ctx, "fsActMkdir", operand, at === path ? "exists" : "notDir");
          break;
        }
        const made = ctx.fs.mkdir(at);
        if (!made.ok) {
          fail(ctx, "fsActMkdir", operand, made.error);
          break;
        }
      }
    }
  },
};
