import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError } from "../fakes/client";
import { generatePng } from "../../app/services/png.server";

let app: TestApp;

beforeAll(async () => {
  // Default multiplier: the per-visitor image quota is the real one (20 per hour).
  app = await startTestApp({}, { backgroundJobs: false });
});
afterAll(async () => {
  await app?.close();
});

const newKey = async () => (await call(`${app.url}/api/generate-key`)).body.key as string;

describe("POST /api/generate-image (embedded generator)", () => {
  it("returns the deterministic PNG for the prompt", async () => {
    const key = await newKey();
    const res = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "  a red sunset over the sea " } });
    expect(res.status).toBe(200);
    // No image model configured: the answer says the built-in generator drew it (issue 36).
    expect(res.body).toMatchObject({ success: true, source: "builtin", message: "Image generated." });
    const png = Buffer.from(res.body.imageBase64 as string, "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
    expect(png.equals(generatePng("a red sunset over the sea"))).toBe(true);
    const again = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "a red sunset over the sea" } });
    expect(again.body.imageBase64).toBe(res.body.imageBase64);
  });

  it("rejects bad input with a JSON 4xx and stores nothing", async () => {
    const key = await newKey();
    const cases: Array<[string, RequestInit & { json?: unknown; key?: string }, number, string]> = [
      ["missing prompt", { json: {} }, 400, "Prompt must be a string."],
      ["wrong type", { json: { prompt: ["cat"] } }, 400, "Prompt must be a string."],
      ["empty", { json: { prompt: "" } }, 400, "Prompt cannot be empty."],
      ["blank", { json: { prompt: "   " } }, 400, "Prompt cannot be empty."],
      ["too long", { json: { prompt: "p".repeat(501) } }, 400, "Prompt must be at most 500 characters."],
      ["malformed JSON", { body: "{prompt:", headers: { "Content-Type": "application/json" } }, 400, "Malformed JSON body."],
      ["over the limit", { json: { prompt: "p".repeat(80 * 1024) } }, 413, "Request body too large."],
      ["bad key", { json: { prompt: "cat" }, key: "nope" }, 401, "Malformed visitor key."],
    ];
    const tablesBefore = count(app.databasePath, "chat_messages") + count(app.databasePath, "contact_messages");
    for (const [name, init, status, message] of cases) {
      const res = await call(`${app.url}/api/generate-image`, { key, ...init });
      try {
        expectJsonError(res, status, message);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
    expect(count(app.databasePath, "chat_messages") + count(app.databasePath, "contact_messages")).toBe(tablesBefore);
    expectJsonError(await call(`${app.url}/api/generate-image`, { method: "GET" }), 405, "Method not allowed. Use POST.");
  });

  it("accepts 500 characters and enforces the per-visitor quota with a clear 429", async () => {
    const key = await newKey();
    const ok = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "p".repeat(500) } });
    expect(ok.status).toBe(200);
    for (let i = 1; i < 20; i++)
      expect((await call(`${app.url}/api/generate-image`, { key, json: { prompt: `img ${i}` } })).status).toBe(200);
    const over = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "one more" } });
    expectJsonError(over, 429, "Image quota reached: 20 images per hour. Please try again later.");
    // Another visitor still has its own quota.
    const other = await call(`${app.url}/api/generate-image`, { key: await newKey(), json: { prompt: "one more" } });
    expect(other.status).toBe(200);
  });
});

describe("POST /api/generate-key per-IP limit", () => {
  it("answers a clear 429 past 120 new keys per hour from one address, storing nothing more", async () => {
    let status = 200;
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 125 && status === 200; i++) {
      last = await call(`${app.url}/api/generate-key`);
      status = last.status;
    }
    expectJsonError(last!, 429, "Too many visitor keys requested from this address. Please try again later.");
    expect(count(app.databasePath, "visitors")).toBe(120);
  });
});
