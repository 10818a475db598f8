import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/client";
import { FAILED_TTL_MS, getPostCard, OK_TTL_MS } from "~/services/x-posts.server";
import { startFakeOembed, type FakeOembed } from "../../fakes/oembed";

const OK_URL = "https://x.com/clad_dev/status/1790000000000000001";
const MISSING_URL = "https://x.com/clad_dev/status/1790000000000000002";

describe("x-posts service (fake oEmbed over HTTP)", () => {
  let fake: FakeOembed;
  let db: AppDatabase;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeOembed();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "xposts-"));
    db = openDatabase(path.join(dir, "t.sqlite"));
  });
  afterAll(async () => {
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await fake.close();
  });

  /** Asked again, the card comes from the cache; once `ttl` has passed, from a new request. */
  async function expectCachedFor(url: string, ttl: number, options: Parameters<typeof getPostCard>[1], advance: (ms: number) => void) {
    const before = fake.requests.length;
    await getPostCard(url, options);
    expect(fake.requests.length).toBe(before);
    advance(ttl + 1);
    await getPostCard(url, options);
    expect(fake.requests.length).toBe(before + 1);
  }

  it("builds the card from oEmbed and serves it from the cache until it expires", async () => {
    let now = 1_000_000;
    const options = { env: { X_OEMBED_URL: fake.url }, db, now: () => now };
    const card = await getPostCard(OK_URL, options);
    expect(card).toMatchObject({
      status: "ok",
      id: "1790000000000000001",
      authorName: "Clara Adler",
      authorHandle: "clad_dev",
      postedAt: "May 14, 2024",
    });
    expect(card.text).toContain("Stream Copilot 1.0 is out & open source!");
    await expectCachedFor(OK_URL, OK_TTL_MS, options, (ms) => (now += ms));
  });

  it("falls back (status failed) when the post cannot be fetched, and retries after a short time", async () => {
    let now = 5_000_000;
    const options = { env: { X_OEMBED_URL: fake.url }, db, now: () => now };
    expect(await getPostCard(MISSING_URL, options)).toMatchObject({ status: "failed", id: "1790000000000000002" });
    await expectCachedFor(MISSING_URL, FAILED_TTL_MS, options, (ms) => (now += ms));
  });

  it("keeps the last good copy when a refresh fails, and fails on an unreachable server", async () => {
    let now = 400_000_000;
    await getPostCard(OK_URL, { env: { X_OEMBED_URL: fake.url }, db, now: () => now });
    now += OK_TTL_MS + 1;
    const stale = await getPostCard(OK_URL, { env: { X_OEMBED_URL: "http://127.0.0.1:9/oembed" }, db, now: () => now, timeoutMs: 500 });
    expect(stale.status).toBe("ok");
    const other = await getPostCard("https://x.com/a/status/3", {
      env: { X_OEMBED_URL: "http://127.0.0.1:9/oembed" },
      db,
      now: () => now,
      timeoutMs: 500,
    });
    expect(other.status).toBe("failed");
  });
});
