import type { Command } from "../command";
import { fail, readFlags } from "../file-ops";

export const rmdir: Command = {
  name: "rmdir",
  unix: true,
  help: {
    en: { usage: "rmdir <dir>...", summary: "Remove empty directories" },
    fr: { usage: "rmdir <dossier>...", summary: "Supprimer des dossiers vides" },
  },
  man: {
    en: { description: "Removes each directory, which must be empty (rm -r removes a full one).", examples: ["rmdir /tmp/empty"] },
    fr: { description: "Supprime chaque dossier, qui doit être vide (rm -r supprime un dossier plein).", examples: ["rmdir /tmp/vide"] },
  },
  run(ctx) {
    const read = readFlags(ctx, "");
    if (!read) return 1;
    if (read.operands.length === 0) {
      ctx.print("error", ctx.t("fsMissingOperand", { cmd: "rmdir" }));
      return 1;
    }
    for (const operand of read.operands) {
      const path = ctx.resolve(operand);
      const entry = ctx.vfs.get(path);
      const error = !entry ? "notFound" : entry.type !== "dir" ? "notDir" : entry.content.length > 0 ? "notEmpty" : null;
      if (error) {
        fail(ctx, "fsActRmdir", operand, error);
        continue;
      }
      const removed = ctx.fs.remove(path);
      if (!removed.ok) fail(ctx, "fsActRmdir", operand, removed.error);
    }
  },
};
