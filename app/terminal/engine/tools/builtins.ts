import type { CommandContext } from "../command";

/** Commands the shell runs itself: no file in /usr/bin. */
export const BUILTINS = new Set([
  "cd",
  "pwd",
  "echo",
  "history",
  "exit",
  "logout",
  "export",
  "unset",
  "type",
  "alias",
  "unalias",
  "kill",
  "help",
]);

export const visible = (ctx: CommandContext, name: string) => {
  const cmd = ctx.commands.get(name);
  return !!cmd && (!cmd.rootOnly || ctx.state.user === "root");
};
