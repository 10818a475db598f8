/**
 * /healthz and the WAL while a second connection holds a read transaction on the same file (an owner's
 * `sqlite3` shell, Litestream, a long backup) and visitors write: the periodic checkpoint (driven here as the
 * background job does, with the app's clock) returns at once instead of waiting busy_timeout on the reader,
 * /healthz turns degraded once the WAL has stopped shrinking for CHECKPOINT_STALL_MS, and ok again when the
 * reader lets go.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call } from "../fakes/client";
import { getDb } from "../../db/client";
import { CHECKPOINT_STALL_MS, checkpointWal, WAL_DEGRADED_MESSAGE, walBytes } from "../../db/checkpoint";

const clock = { now: Date.UTC(2026, 10, 27, 12) };
let app: TestApp;
let reader: Database.Database;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" }, { backgroundJobs: false, clock: () => clock.now });
  reader = new Database(app.databasePath, { readonly: true });
});
afterAll(async () => {
  if (reader?.inTransaction) reader.exec("commit");
  reader?.close();
  await app?.close();
});

const newKeys = async (n: number) => {
  for (let i = 0; i < n; i++) expect((await call(`${app.url}/api/generate-key`)).status).toBe(200);
};
const health = async () => {
  const res = await fetch(`${app.url}/healthz`);
  return { status: res.status, body: (await res.json()) as { status: string; message?: string } };
};
/** One run of the background checkpoint, timed. */
const checkpoint = () => {
  const started = performance.now();
  const result = checkpointWal(getDb().$client, clock.now);
  return { ...result, ms: performance.now() - started };
};

describe("/healthz with a reader holding the WAL", { timeout: 30_000 }, () => {
  it("checkpoints never wait on the reader; a WAL held back too long is degraded, and ok once released", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await newKeys(5);
    reader.exec("begin");
    reader.prepare("select count(*) from visitors").get();
    await newKeys(20);

    // busy_timeout is 5 s: a checkpoint that waited on the reader would block the server that long.
    const first = checkpoint();
    expect(first.ms).toBeLessThan(1_000);
    expect(first.busy).toBe(true);
    // The next one copies nothing more: the WAL is held back from now on.
    await newKeys(5);
    clock.now += 5_000;
    expect(checkpoint().checkpointed).toBe(first.checkpointed);
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok" } });

    clock.now += CHECKPOINT_STALL_MS;
    await newKeys(20);
    expect(checkpoint().ms).toBeLessThan(1_000);
    expect(await health()).toEqual({
      status: 503,
      body: expect.objectContaining({ status: "degraded", message: WAL_DEGRADED_MESSAGE }),
    });

    reader.exec("commit");
    clock.now += 5_000;
    expect(checkpoint()).toMatchObject({ busy: false, truncated: true });
    expect(walBytes(app.databasePath)).toBe(0);
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok" } });
    errors.mockRestore();
  });
});
