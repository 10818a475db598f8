import type { Command } from "../command";
import { printText } from "../tools/print-text";
import { formatPrintf } from "../tools/printf-format";

export const printf: Command = {
  name: "printf",
  unix: true,
  help: {
    en: { usage: "printf <format> [arguments...]", summary: "Print the arguments as the format says (%s %d %x %f...)" },
    fr: { usage: "printf <format> [arguments...]", summary: "Afficher les arguments selon le format (%s %d %x %f...)" },
  },
  man: {
    en: {
      description:
        "Prints the format, each % conversion replaced by the next argument: %s text, %d or %i an integer, %x hexadecimal, %o octal, %c a character, %f a decimal (%.2f: two places), %e, %g, %b text with escapes, %% a percent sign. Backslash escapes (\\n, \\t...) are read; no newline is added. The format is used again while arguments are left.",
      examples: ['printf "%s is %d\\n" answer 42', 'printf "%.2f\\n" 3.14159', 'printf "%x %o\\n" 255 8', 'printf "%s\\n" a b c'],
    },
    fr: {
      description:
        "Affiche le format, chaque conversion % remplacée par l'argument suivant\u00a0: %s du texte, %d ou %i un entier, %x en hexadécimal, %o en octal, %c un caractère, %f un décimal (%.2f\u00a0: deux chiffres après la virgule), %e, %g, %b du texte avec échappements, %% un signe pour cent. Les échappements (\\n, \\t...) sont lus\u00a0; aucune fin de ligne n'est ajoutée. Le format resert tant qu'il reste des arguments.",
      examples: ['printf "%s vaut %d\\n" réponse 42', 'printf "%.2f\\n" 3.14159', 'printf "%x %o\\n" 255 8', 'printf "%s\\n" a b c'],
    },
  },
  run(ctx) {
    const args = ctx.args[0] === "--" ? ctx.args.slice(1) : ctx.args;
    if (args.length === 0) {
      ctx.print("error", ctx.t("printfUsage"));
      return 2;
    }
    const errors: string[] = [];
    const { text, status } = formatPrintf(args[0]!, args.slice(1), (error) =>
      errors.push(error.key === "printfInvalidNumber" ? ctx.t(error.key, { arg: error.arg }) : ctx.t(error.key, { char: error.char })),
    );
    // bash prints what it could, its complaints on standard error.
    for (const line of errors) ctx.print("error", line);
    printText(ctx, text, true);
    return status;
  },
};
