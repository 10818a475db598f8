import type { Command } from "../command";
import { fail, readFlags } from "../file-ops";

export const rm: Command = {
  name: "rm",
  unix: true,
  help: {
    en: { usage: "rm [-r] [-f] <path>...", summary: "Remove files (-r: directories too, -f: no error if missing)" },
    fr: {
      usage: "rm [-r] [-f] <chemin>...",
      summary: "Supprimer des fichiers (-r\u00a0: dossiers aussi, -f\u00a0: sans erreur si absent)",
    },
  },
  man: {
    en: {
      description:
        "Removes each file. The owner's files are removed for you only: everyone else still sees them. Outside your home and /tmp, nothing can be removed.",
      options: [
        ["-r, -R", "remove directories and their contents"],
        ["-f", "ignore missing files, never complain about them"],
      ],
      examples: ["rm notes.txt", "rm -rf /tmp/build"],
    },
    fr: {
      description:
        "Supprime chaque fichier. Les fichiers du propriétaire ne disparaissent que pour vous\u00a0: les autres les voient toujours. Hors de votre dossier et de /tmp, rien ne peut être supprimé.",
      options: [
        ["-r, -R", "supprimer les dossiers et leur contenu"],
        ["-f", "ignorer les fichiers absents, sans erreur"],
      ],
      examples: ["rm notes.txt", "rm -rf /tmp/build"],
    },
  },
  run(ctx) {
    const read = readFlags(ctx, "rRf");
    if (!read) return 1;
    const force = read.flags.has("f");
    const recursive = read.flags.has("r") || read.flags.has("R");
    if (read.operands.length === 0) {
      if (force) return 0;
      ctx.print("error", ctx.t("fsMissingOperand", { cmd: "rm" }));
      return 1;
    }
    let status = 0;
    for (const operand of read.operands) {
      const path = ctx.resolve(operand);
      const entry = ctx.vfs.get(path);
      if (!entry) {
        if (!force) {
          fail(ctx, "fsActRemove", operand, "notFound");
          status = 1;
        }
        continue;
      }
      if (entry.type === "dir" && !recursive) {
        fail(ctx, "fsActRemove", operand, "isDir");
        status = 1;
        continue;
      }
      const removed = ctx.fs.remove(path);
      if (!removed.ok) {
        fail(ctx, "fsActRemove", operand, removed.error);
        status = 1;
      }
    }
    return status;
  },
};
