/**
 * A raw HTTP client for hostile-input tests: any method (TRACE, PATCH...), any
 * path (malformed percent-encoding), any body and Content-Type, which `fetch`
 * refuses or normalises. One connection per request (no keep-alive state).
 */
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function rawRequest(baseUrl: string, req: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, "utf8");
    const headers: Record<string, string> = { Connection: "close", ...req.headers };
    if (body) headers["Content-Length"] = String(body.byteLength);
    const request = http.request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all.toString("utf8"), bytes: all.byteLength });
        });
        res.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${req.method} ${req.path}: no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as browsers send). */
export function encodePathSegment(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9._~-]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
