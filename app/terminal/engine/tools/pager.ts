import type { CommandContext, ManPage } from "../command";
import type { Localized } from "~/i18n/config";
import { linesOf, printLines, readInputs } from "./text-io";

/** The pagers print the whole text, as cat does: the terminal scrolls. */
export function page(ctx: CommandContext): number {
  const files = ctx.args.filter((arg) => !arg.startsWith("-") || arg === "-");
  const { inputs, failed } = readInputs(ctx, files);
  for (const input of inputs) printLines(ctx, linesOf(input.text));
  return failed ? 1 : 0;
}

export const pagerMan = (name: string): Localized<ManPage> => ({
  en: {
    description: `A pager: here ${name} prints the whole file (or standard input) at once, and the terminal scrolls.`,
    examples: [`${name} /var/log/syslog`, `help | ${name}`],
  },
  fr: {
    description: `Un paginateur\u00a0: ici ${name} affiche tout le fichier (ou l'entrée standard) d'un coup, et le terminal défile.`,
    examples: [`${name} /var/log/syslog`, `help | ${name}`],
  },
});
