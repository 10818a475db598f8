/**
 * The check on the `command` the server may ask the browser to run (/api/sendMessage): the list
 * itself is the catalogue's ASSISTANT_COMMANDS (app/terminal/catalog.ts).
 */
import { ASSISTANT_COMMANDS } from "~/terminal/catalog";

/** Every allowed command line, for the model's tool schema (an enum). */
export const ALLOWED_COMMANDS: readonly string[] = ASSISTANT_COMMANDS;

const ALLOWED = new Set(ALLOWED_COMMANDS);

/** Collapses spaces and lowercases; returns the command if allowed, otherwise undefined. */
export function sanitizeCommand(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const cleaned = input.trim().replace(/\s+/g, " ").toLowerCase();
  return ALLOWED.has(cleaned) ? cleaned : undefined;
}

export function isAllowedCommand(command: string): boolean {
  return ALLOWED.has(command);
}
