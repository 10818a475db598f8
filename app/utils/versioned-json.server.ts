/**
 * A JSON answer that changes only with the content or the build (the terminal's content, the sections'
 * strings): serialized once, with an ETag, so a browser revalidates its copy and gets a 304 without a body.
 */
import { createHash } from "node:crypto";

export interface VersionedJson {
  body: string;
  etag: string;
}

export function versionedJson(value: unknown): VersionedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"` };
}

/** 304 when the request already holds this version, else the body; always revalidated (no-cache). */
export function versionedJsonResponse(request: Request, { body, etag }: VersionedJson): Response {
  const headers = { ETag: etag, "Cache-Control": "no-cache" };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
