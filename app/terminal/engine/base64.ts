/**
 * UTF-8 text <-> base64 on the platform's btoa/atob (browsers and Node 16+), with TextEncoder and
 * TextDecoder for the bytes: btoa alone only takes Latin-1.
 */

/** Bytes -> a "binary string" of one char per byte, the form btoa accepts. Chunked: spread has an argument limit. */
function bytesToBinary(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

export function encodeBase64(text: string): string {
  return btoa(bytesToBinary(new TextEncoder().encode(text)));
}

/** Returns null when the input is not valid base64 or not valid UTF-8. */
export function decodeBase64(input: string): string | null {
  // Any whitespace (atob only skips ASCII whitespace) and the URL-safe alphabet are accepted.
  const clean = input.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (clean === "") return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
