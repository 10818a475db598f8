/** Room for one more variable or alias: VALUE_MAX_CHARS each, ENV_MAX_CHARS for all of them together (limits.ts). */
import type { CommandContext } from "../command";
import { ENV_MAX_CHARS, shown, VALUE_MAX_CHARS } from "../limits";

/** The characters a variable or alias table holds, names and values. */
function tableChars(entries: Iterable<[string, string]>): number {
  let total = 0;
  for (const [name, value] of entries) total += name.length + value.length;
  return total;
}

/** Prints bash's refusal and returns true when `name=value` does not fit; `cmd` is export or alias. */
export function storeRefused(ctx: CommandContext, cmd: "export" | "alias", name: string, value: string): boolean {
  // Everything but the entry being replaced (an alias and a variable may share a name: both count).
  const others =
    tableChars(ctx.env.entries().filter(([key]) => cmd !== "export" || key !== name)) +
    tableChars([...ctx.aliases].filter(([key]) => cmd !== "alias" || key !== name));
  const refused =
    value.length > VALUE_MAX_CHARS
      ? { key: "limitValue" as const, limit: VALUE_MAX_CHARS }
      : others + name.length + value.length > ENV_MAX_CHARS
        ? { key: "limitEnv" as const, limit: ENV_MAX_CHARS }
        : undefined;
  if (refused) ctx.print("error", ctx.t(refused.key, { cmd, name: shown(name), limit: refused.limit }));
  return refused !== undefined;
}
