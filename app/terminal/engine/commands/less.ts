import type { Command, CommandContext } from "../command";
import { linesOf, printLines, readInputs } from "./text-io";

/** The pagers print the whole text, as cat does: the terminal scrolls. */
function page(ctx: CommandContext): number {
  const files = ctx.args.filter((arg) => !arg.startsWith("-") || arg === "-");
  const { inputs, failed } = readInputs(ctx, files);
  for (const input of inputs) printLines(ctx, linesOf(input.text));
  return failed ? 1 : 0;
}

const man = (name: string) => ({
  en: {
    description: `A pager: here ${name} prints the whole file (or standard input) at once, and the terminal scrolls.`,
    examples: [`${name} /var/log/syslog`, `help | ${name}`],
  },
  fr: {
    description: `Un paginateur : ici ${name} affiche tout le fichier (ou l'entrée standard) d'un coup, et le terminal défile.`,
    examples: [`${name} /var/log/syslog`, `help | ${name}`],
  },
});

export const less: Command = {
  name: "less",
  help: {
    en: { usage: "less <file>", summary: "Show a file (the terminal scrolls)" },
    fr: { usage: "less <fichier>", summary: "Afficher un fichier (le terminal défile)" },
  },
  man: man("less"),
  run: page,
};

export const more: Command = {
  name: "more",
  help: {
    en: { usage: "more <file>", summary: "Show a file (the terminal scrolls)" },
    fr: { usage: "more <fichier>", summary: "Afficher un fichier (le terminal défile)" },
  },
  man: man("more"),
  run: page,
};
