/**
 * Express request → Web Request for the Remix handler, and the Web Response
 * back onto Express: our own small converters (the adapter's are private
 * files of @remix-run/express), with the body buffered by `bufferBody` used
 * when there is one.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";

/** A Host value worth building URLs from: a DNS name (underscores too: container names) or bracketed IPv6, an optional port. */
const HOST_SYNTAX = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_-]{1,63})*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** What the authority is read from (app and socket absent in unit tests: no proxy trusted). */
export type AuthorityRequest = Pick<ExpressRequest, "headers"> & Partial<Pick<ExpressRequest, "app" | "socket">>;

type TrustFn = (address: string, hop: number) => boolean;

/** Whether the peer is a proxy TRUST_PROXY trusts (its X-Forwarded-* headers count). */
export function fromTrustedProxy(req: Partial<Pick<ExpressRequest, "app" | "socket">>): boolean {
  const trust = req.app?.get("trust proxy fn") as TrustFn | undefined;
  return typeof trust === "function" && trust(req.socket?.remoteAddress ?? "", 0);
}

/**
 * The host (and port) the client addressed, lower-cased: X-Forwarded-Host's first value only from a
 * trusted proxy, else Host. Missing or malformed (HTTP/1.0 sends none): `fallback` (SITE_URL's host),
 * else the address the connection reached — never "undefined".
 */
export function requestAuthority(req: AuthorityRequest, fallback?: string): string {
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  const forwarded = fromTrustedProxy(req) ? header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  for (const candidate of [forwarded, header("host")]) if (candidate && HOST_SYNTAX.test(candidate)) return candidate.toLowerCase();
  if (fallback) return fallback.toLowerCase();
  const address = req.socket?.localAddress ?? "127.0.0.1";
  const port = req.socket?.localPort;
  const host = address.includes(":") ? (address.startsWith("::ffff:") ? address.slice(7) : `[${address}]`) : address;
  return port ? `${host}:${port}` : host;
}

/** The origin the client addressed (scheme honours TRUST_PROXY through req.protocol). */
export function requestOrigin(req: ExpressRequest, fallbackHost?: string): string {
  return `${req.protocol}://${requestAuthority(req, fallbackHost)}`;
}

/** Headers for Remix: X-Forwarded-* only when a trusted proxy sent them; Host always the authority used. */
function webHeaders(req: ExpressRequest, authority: string): Headers {
  const headers = new Headers();
  const trusted = fromTrustedProxy(req);
  for (const [name, value] of Object.entries(req.headers)) {
    if (!trusted && name.startsWith("x-forwarded-")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value) headers.set(name, value);
  }
  if (trusted && headers.has("x-forwarded-host")) headers.set("x-forwarded-host", authority);
  else headers.set("host", authority);
  return headers;
}

/**
 * The Web Request: its origin from requestOrigin (X-Forwarded-Host and -Proto
 * only as far as `trust proxy` allows), originalUrl keeps the full path;
 * aborted when the client leaves before the answer is finished.
 */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse, buffered?: Buffer, fallbackHost?: string): Request {
  const authority = requestAuthority(req, fallbackHost);
  const url = `${req.protocol}://${authority}${req.originalUrl}`;
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: webHeaders(req, authority), signal: controller.signal };
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
  if (!response.body) res.end();
  // A JSON answer is small and whole: one write instead of a stream pipe (the API's hot path).
  else if (/^application\/json\b/i.test(response.headers.get("Content-Type") ?? "")) res.end(Buffer.from(await response.arrayBuffer()));
  else await writeReadableStreamToWritable(response.body, res);
}
