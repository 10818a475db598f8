/** The streamed document's end moved after the scripts React streams behind it. */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const DOCUMENT_END = "</body></html>";

/**
 * React closes the document (`</body></html>`) before the single-fetch data scripts that RemixServer
 * renders after the app: browsers move them into the body, validators call them a stray `<script>`
 * after `</html>` (and stop reading). This passes the stream through with that end held back and
 * written last, so every script is inside `<body>`.
 */
export function scriptsInsideBody(): Transform {
  let held = "";
  let closed = false;
  // A chunk may end inside a multi-byte character: decode across chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      held = "";
      if (closed) return callback(null, text);
      const at = text.indexOf(DOCUMENT_END);
      if (at >= 0) {
        closed = true;
        return callback(null, text.slice(0, at) + text.slice(at + DOCUMENT_END.length));
      }
      // The end may straddle two chunks: keep what could be its start for the next one.
      let keep = Math.min(DOCUMENT_END.length - 1, text.length);
      while (keep > 0 && !DOCUMENT_END.startsWith(text.slice(text.length - keep))) keep -= 1;
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, held + decoder.end() + (closed ? DOCUMENT_END : ""));
    },
  });
}
