/**
 * What never reaches a log line: secrets (API keys, ADMIN_TOKEN, cookies,
 * Authorization values) and what visitors wrote (contact messages, chat
 * content, prompts). Two steps: fields whose key names such content are
 * replaced whatever their value, and every string is scrubbed of the
 * configured secret values and of token-shaped text.
 */

export const REDACTED = "[redacted]";

/** Keys that name a secret, wherever they appear (authorization, set-cookie, apiKey, admin_token…). */
const SECRET_KEY = /auth|cookie|passw|secret|token|api[-_]?key|session|credential/i;
/** Keys that hold what a visitor wrote or an e-mail address (compared lower-case). */
const CONTENT_KEYS = new Set(["body", "text", "content", "prompt", "message", "messages", "reply", "html", "email", "subject", "query"]);
/** Token-shaped text: an Authorization value, OpenAI-style (sk-…) and Resend (re_…) keys. */
const TOKEN_TEXT = /\b(Bearer|Basic)\s+[\w.~+/=-]+|\bsk-[\w-]{6,}|\bre_\w{6,}/gi;

const MAX_STRING = 1000;
const MAX_DEPTH = 4;

export function isRedactedKey(key: string): boolean {
  return SECRET_KEY.test(key) || CONTENT_KEYS.has(key.toLowerCase());
}

/** A string without the given secret values nor token-shaped text, clipped to `max` characters. */
export function scrubString(value: string, secrets: readonly string[], max = MAX_STRING): string {
  let out = value;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  out = out.replace(TOKEN_TEXT, (match, scheme: string | undefined) => (scheme ? `${scheme} ${REDACTED}` : REDACTED));
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** An Error as plain fields (its message and stack scrubbed like any string). */
export function serializeError(error: Error, secrets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: scrubString(error.message, secrets) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.stack) out.stack = scrubString(error.stack, secrets, 4000);
  return out;
}

/** A copy of a value safe to log: redacted keys, scrubbed strings, bounded depth, no functions. */
export function redactValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === "string") return scrubString(value, secrets);
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return undefined;
  if (value instanceof Error) return serializeError(value, secrets);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return "[object]";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, secrets, depth + 1));
  return redactFields(value as Record<string, unknown>, secrets, depth + 1);
}

export function redactFields(fields: Record<string, unknown>, secrets: readonly string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = isRedactedKey(key) ? REDACTED : redactValue(value, secrets, depth);
  }
  return out;
}
