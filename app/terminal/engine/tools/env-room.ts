/** Room for one more variable or alias: VALUE_MAX_CHARS each, ENV_MAX_CHARS for all of them together (limits.ts). */
import type { CommandContext, ShellEnv } from "../command";
import { ENV_MAX_CHARS, shown, VALUE_MAX_CHARS } from "../limits";
import type { MessageKey } from "../messages";

/** The characters a variable or alias table holds, names and values. */
function tableChars(entries: Iterable<[string, string]>): number {
  let total = 0;
  for (const [name, value] of entries) total += name.length + value.length;
  return total;
}

/** Why `name=value` does not fit beside the other variables and aliases, or undefined when it does; `cmd` is export, alias or bash (an assignment). */
export function noRoomFor(
  env: ShellEnv,
  aliases: ReadonlyMap<string, string>,
  cmd: "export" | "alias" | "bash",
  name: string,
  value: string,
): { key: MessageKey; params: Record<string, string | number> } | undefined {
  // Everything but the entry being replaced (an alias and a variable may share a name: both count).
  const { exported, shell } = env.stored();
  const others =
    tableChars([...exported, ...shell].filter(([key]) => cmd === "alias" || key !== name)) +
    tableChars([...aliases].filter(([key]) => cmd !== "alias" || key !== name));
  const refused =
    value.length > VALUE_MAX_CHARS
      ? { key: "limitValue" as const, limit: VALUE_MAX_CHARS }
      : others + name.length + value.length > ENV_MAX_CHARS
        ? { key: "limitEnv" as const, limit: ENV_MAX_CHARS }
        : undefined;
  return refused && { key: refused.key, params: { cmd, name: shown(name), limit: refused.limit } };
}

/** Prints bash's refusal and returns true when `name=value` does not fit; `cmd` is export or alias. */
export function storeRefused(ctx: CommandContext, cmd: "export" | "alias", name: string, value: string): boolean {
  const refused = noRoomFor(ctx.env, ctx.aliases, cmd, name, value);
  if (refused) ctx.print("error", ctx.t(refused.key, refused.params));
  return refused !== undefined;
}
