/**
 * React 18.3's Node renderer (renderToPipeableStream) copies the page's text into 2048-byte buffers. When a
 * multi-byte character (an "é" of French text) does not fit in the bytes a buffer has left, it sends the
 * whole buffer, its unused last bytes included: zeros, so the page gets a U+0000 before that character
 * (`aria-label="Mots-cl\0és"`), and the page cache then served it to every visitor of that variant. Upstream
 * issues react#24985 and react#31134; the fix (react#26228) never shipped in a React 18 release.
 */
import { Transform } from "node:stream";

/**
 * The rendered bytes without their zero bytes. Exact: UTF-8 never uses 0x00 inside a multi-byte character,
 * and HTML has no use for U+0000 (a parser drops or replaces it), so every zero byte in a page is padding.
 */
export function withoutZeroBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (typeof chunk === "string") return callback(null, chunk.replaceAll("\u0000", ""));
      let zero = chunk.indexOf(0);
      if (zero < 0) return callback(null, chunk);
      const pieces: Buffer[] = [];
      let start = 0;
      while (zero >= 0) {
        if (zero > start) pieces.push(chunk.subarray(start, zero));
        start = zero + 1;
        zero = chunk.indexOf(0, start);
      }
      if (start < chunk.length) pieces.push(chunk.subarray(start));
      callback(null, Buffer.concat(pieces));
    },
  });
}
