/**
 * X (Twitter) posts for project updates, without Twitter's script: the public
 * oEmbed answer is fetched on the server (short timeout), parsed into plain
 * text, and cached in SQLite (`post_cache`). A failure is cached briefly and
 * shown as a plain link. The returned HTML is never injected anywhere.
 */
import { eq } from "drizzle-orm";
import { getDb, type AppDatabase } from "../../db/client";
import { postCache } from "../../db/schema";
import type { Env } from "~/env.server";
import { report } from "./log.server";
import { parseOembed, postIdFromUrl, type PostCardData } from "~/utils/post-card";

export const OEMBED_TIMEOUT_MS = 3_000;
/** A good answer is kept a day (oEmbed allows far longer); a failure 10 minutes. */
export const OK_TTL_MS = 24 * 60 * 60 * 1000;
export const FAILED_TTL_MS = 10 * 60 * 1000;

export interface PostOptions {
  env: Pick<Env, "X_OEMBED_URL">;
  db?: AppDatabase;
  now?: () => number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

type Row = typeof postCache.$inferSelect;

function toCard(url: string, row: Pick<Row, "status" | "authorName" | "authorUrl" | "text" | "postedAt">): PostCardData {
  const handle = row.authorUrl ? postIdFromUrl(row.authorUrl) : null;
  return {
    url,
    id: postIdFromUrl(url),
    status: row.status,
    authorName: row.authorName,
    authorHandle: handle || null,
    authorUrl: row.authorUrl,
    text: row.text,
    postedAt: row.postedAt,
  };
}

async function fetchOembed(url: string, options: PostOptions) {
  const endpoint = new URL(options.env.X_OEMBED_URL);
  endpoint.searchParams.set("url", url);
  endpoint.searchParams.set("omit_script", "true");
  endpoint.searchParams.set("dnt", "true");
  const response = await (options.fetchImpl ?? fetch)(endpoint, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(options.timeoutMs ?? OEMBED_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  return parseOembed(await response.json());
}

/** The card data of one post URL: from the cache while fresh, else fetched (and cached). */
export async function getPostCard(url: string, options: PostOptions): Promise<PostCardData> {
  const db = options.db ?? getDb();
  const now = (options.now ?? Date.now)();
  const cached = db.select().from(postCache).where(eq(postCache.url, url)).get();
  if (cached && cached.expiresAt.getTime() > now) return toCard(url, cached);

  let parsed = null;
  try {
    parsed = await fetchOembed(url, options);
  } catch (error) {
    // Tweet embed failures are only logged, never shown to the visitor as an error.
    report("warn", `[x-posts] oEmbed failed for ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A fresh failure keeps the last good copy if there was one.
  if (!parsed && cached?.status === "ok") return toCard(url, cached);

  const row = {
    url,
    status: parsed ? ("ok" as const) : ("failed" as const),
    authorName: parsed?.authorName ?? null,
    authorUrl: parsed?.authorUrl ?? null,
    text: parsed?.text ?? null,
    postedAt: parsed?.postedAt ?? null,
    fetchedAt: new Date(now),
    expiresAt: new Date(now + (parsed ? OK_TTL_MS : FAILED_TTL_MS)),
  };
  // A read replica cannot cache (db/client.ts): the primary's copy arrives with replication.
  if (!db.$client.readonly) db.insert(postCache).values(row).onConflictDoUpdate({ target: postCache.url, set: row }).run();
  return toCard(url, row);
}

/** Several posts at once (the no-JS modal renders them on the server). */
export async function getPostCards(urls: string[], options: PostOptions): Promise<Record<string, PostCardData>> {
  const cards = await Promise.all(urls.map((url) => getPostCard(url, options)));
  return Object.fromEntries(cards.map((card) => [card.url, card]));
}
