/** UTF-8 safe base64 without relying on btoa/atob. */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : "=";
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : "=";
  }
  return out;
}

/** Returns null when the input is not valid base64 or not valid UTF-8. */
export function decodeBase64(input: string): string | null {
  let clean = input.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (clean === "" || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const unpadded = clean.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return null;
  if (clean.includes("=") && clean.length % 4 !== 0) return null;
  clean = unpadded;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    buffer = (buffer << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}
