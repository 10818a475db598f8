/** Reading a cookie from a Cookie header: the one parser the server's modules share. */

/** The raw (not decoded) value of cookie `name` in a Cookie header, or null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
