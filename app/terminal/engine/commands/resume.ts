import type { Command, CommandContext, CommandHelp } from "../command";
import type { Localized } from "~/i18n/config";

/**
 * The printable CV: the page itself, which the print stylesheet turns into a CV (app/styles/print.css).
 * In the browser the print dialog opens (save it as PDF there); without JavaScript the line links to
 * the page to print.
 */
function printCv(ctx: CommandContext): number {
  const href = `/?lng=${ctx.lang}`;
  const text = ctx.t("resumeLink");
  ctx.print("system", `${text} ${href}`, { segments: [{ text: `${text} ` }, { text: href, href }] });
  if (ctx.deps.scriptless) {
    ctx.print("system", ctx.t("resumeNoScript"));
    return 0;
  }
  ctx.print("success", ctx.t("resumeOpening"));
  ctx.effect({ type: "print" });
  return 0;
}

/** `resume` and its other name `cv` (commands/cv.ts). */
export function resumeCommand(name: string, help: Localized<CommandHelp>): Command {
  return { name, kind: "portfolio", help, run: printCv };
}

export const resume = resumeCommand("resume", {
  en: { usage: "resume", summary: "My CV, ready to print or save as PDF" },
  fr: { usage: "resume", summary: "Mon CV, prêt à imprimer ou à enregistrer en PDF" },
});
