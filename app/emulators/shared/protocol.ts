/**
 * What both emulator protocols (DOS and GBA) share: the field validators and
 * the trust check every postMessage goes through, both ways. Pure.
 */

/** Longest reason or URL accepted (a message is never a way to ship a payload). */
export const MAX_TEXT = 500;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_TEXT;
}

export function isByteCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && Number.isInteger(value);
}

/** A same-origin absolute path (no scheme, no host, no protocol-relative //). */
export function isSameOriginPath(url: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(url) && url.length <= MAX_TEXT;
}

/**
 * Whether a message event comes from the expected window and this origin:
 * the parent passes its iframe's contentWindow, the frame passes window.parent.
 */
export function isTrustedSource(event: { origin: string; source: unknown }, expectedSource: unknown, ownOrigin: string): boolean {
  return expectedSource != null && event.source === expectedSource && event.origin === ownOrigin && ownOrigin !== "null";
}

/** Clips a reason to what a message may carry (a frame never sends an empty one). */
export function clipReason(reason: string): string {
  const text = reason.trim();
  if (!text) return "unknown error";
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
