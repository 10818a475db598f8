/** Output given as text with its own newlines (echo, printf): one printed line each, the last one maybe unfinished. */
import type { CommandContext } from "../command";
import { visible } from "./escapes";

/**
 * Prints `text` as lines: "a\nb\n" is two lines; "a\nb" ends with an unfinished line (no newline into a pipe or
 * a file, so `printf a | wc -c` counts 1). `decoded`: the text came from backslash escapes (`echo -e`, printf),
 * whose control sequences a plain-text screen cannot show: they are dropped (escapes.ts).
 */
export function printText(ctx: Pick<CommandContext, "print">, text: string, decoded = false): void {
  if (text === "") return;
  const lines = (decoded ? visible(text) : text).split("\n");
  const last = lines.pop()!;
  for (const line of lines) ctx.print("system", line);
  if (last !== "") ctx.print("system", last, { noNewline: true });
}
