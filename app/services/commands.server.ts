/**
 * The check on the `command` the server may ask the browser to run (/api/sendMessage): the list
 * itself is the catalogue's ASSISTANT_COMMANDS (app/terminal/catalog.ts), plus `gen_image <prompt>`
 * (without a key it draws a free local picture; with one, the visitor's own key pays).
 */
import { ASSISTANT_COMMANDS } from "~/terminal/catalog";

/** Every allowed command line, for the model's tool schema (an enum). */
export const ALLOWED_COMMANDS: readonly string[] = ASSISTANT_COMMANDS;

const ALLOWED = new Set(ALLOWED_COMMANDS);

/** A picture's description: plain words, no shell syntax, at most 200 characters. */
const GEN_IMAGE = /^gen_image [\p{L}\p{N} ,.'’-]{2,200}$/u;

/** Collapses spaces and lowercases; returns the command if allowed, otherwise undefined. */
export function sanitizeCommand(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const cleaned = input.trim().replace(/\s+/g, " ").toLowerCase();
  return isAllowedCommand(cleaned) ? cleaned : undefined;
}

export function isAllowedCommand(command: string): boolean {
  return ALLOWED.has(command) || GEN_IMAGE.test(command);
}
