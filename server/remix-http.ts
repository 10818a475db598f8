/**
 * Express request → Web Request for the Remix handler, and the Web Response
 * back onto Express: our own small converters (the adapter's are private
 * files of @remix-run/express), with the body buffered by `bufferBody` used
 * when there is one.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";

/** The port a client addressed: X-Forwarded-Host's (proxies) first, then Host's. */
function portOf(req: ExpressRequest): string {
  for (const header of [req.get("X-Forwarded-Host"), req.get("Host")]) {
    const port = Number.parseInt(header?.split(":")[1] ?? "", 10);
    if (Number.isSafeInteger(port)) return `:${port}`;
  }
  return "";
}

function webHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * The Web Request: req.hostname honours `trust proxy`, originalUrl keeps the
 * full path; aborted when the client leaves before the answer is finished.
 */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse, buffered?: Buffer): Request {
  const url = `${req.protocol}://${req.hostname}${portOf(req)}${req.originalUrl}`;
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: webHeaders(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (buffered) init.body = new Uint8Array(buffered);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/** Writes a Web Response (status, every header, streamed body) to Express. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // Server-sent events must reach the client before the first event is written.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
