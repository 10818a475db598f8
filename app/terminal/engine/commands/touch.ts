import type { Command } from "../command";
import { fail, readFlags } from "../file-ops";

export const touch: Command = {
  name: "touch",
  unix: true,
  help: {
    en: { usage: "touch <file>...", summary: "Create empty files (in your home or /tmp)" },
    fr: { usage: "touch <fichier>...", summary: "Créer des fichiers vides (dans votre dossier ou /tmp)" },
  },
  man: {
    en: {
      description:
        "Creates each file that does not exist, empty. An existing file is left as it is. You may write in your home and in /tmp.",
      examples: ["touch notes.txt", "touch /tmp/a /tmp/b"],
    },
    fr: {
      description:
        "Crée vide chaque fichier qui n'existe pas. Un fichier existant reste tel quel. Vous pouvez écrire dans votre dossier et dans /tmp.",
      examples: ["touch notes.txt", "touch /tmp/a /tmp/b"],
    },
  },
  run(ctx) {
    const read = readFlags(ctx, "");
    if (!read) return 1;
    if (read.operands.length === 0) {
      ctx.print("error", ctx.t("fsMissingOperand", { cmd: "touch" }));
      return 1;
    }
    for (const operand of read.operands) {
      const path = ctx.resolve(operand);
      if (ctx.vfs.get(path)) {
        if (!ctx.vfs.canAccess(path, ctx.state.user)) fail(ctx, "fsActTouch", operand, "denied");
        continue;
      }
      const written = ctx.writeFile(operand, "");
      if (!written.ok) fail(ctx, "fsActTouch", operand, written.error);
    }
  },
};
