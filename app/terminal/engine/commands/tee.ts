import type { Command, CommandContext, WriteResult } from "../command";
import { linesOf, parseOptions, printLines } from "../tools/text-io";
import { writeErrorText } from "../write-errors";

/** Prints a failed write the way the tool names it ("tee: /etc/x: Permission denied"); true when it went well. */
export function reportWrite(ctx: CommandContext, shown: string, result: WriteResult): boolean {
  if (result.ok) return true;
  ctx.print("error", writeErrorText(ctx.t, ctx.name, shown, result));
  return false;
}

export const tee: Command = {
  name: "tee",
  unix: true,
  help: {
    en: { usage: "tee [-a] <file...>", summary: "Copy standard input to the screen and to files" },
    fr: { usage: "tee [-a] <fichier...>", summary: "Copier l'entrée standard à l'écran et dans des fichiers" },
  },
  man: {
    en: {
      description: "Copies standard input to standard output and to each file (in your home or /tmp).",
      options: [["-a", "append to the files instead of overwriting them"]],
      examples: ["ls -a | tee list.txt", "echo done | tee -a log.txt"],
    },
    fr: {
      description: "Copie l'entrée standard vers la sortie standard et vers chaque fichier (dans votre dossier personnel ou /tmp).",
      options: [["-a", "ajouter à la fin des fichiers au lieu de les écraser"]],
      examples: ["ls -a | tee liste.txt", "echo fini | tee -a journal.txt"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "a");
    if (!options) return 1;
    if (ctx.stdin === undefined) {
      ctx.print("error", ctx.t("noInput", { cmd: "tee" }));
      return 1;
    }
    const text = ctx.stdin;
    let ok = true;
    for (const file of options.operands) {
      const body = text === "" || text.endsWith("\n") ? text : `${text}\n`;
      ok = reportWrite(ctx, file, ctx.writeFile(file, body, { append: options.flags.has("a") })) && ok;
    }
    printLines(ctx, linesOf(text));
    return ok ? 0 : 1;
  },
};
