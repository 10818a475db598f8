import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { general: 8, post: 4, paid: 2 } });
});
afterAll(async () => {
  await app?.close();
});

const post = (path: string) => fetch(`${app.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });

describe("rate limits", () => {
  it("limits the paid endpoints first, then every POST, then everything, with JSON answers", async () => {
    const paid = [await post("/api/sendMessage"), await post("/api/sendMessage")];
    for (const res of paid) expect(res.status).not.toBe(429);
    const third = await post("/api/generate-image");
    expect(third.status).toBe(429);
    expect(third.headers.get("content-type")).toContain("application/json");
    expect(await third.json()).toEqual({ success: false, message: "Too many AI requests. Please wait a minute and try again." });

    // 3 POSTs counted so far: one more is allowed, the next is not.
    expect((await post("/api/unknown")).status).toBe(404);
    const overPost = await post("/api/unknown");
    expect(overPost.status).toBe(429);
    expect((await overPost.json()) as unknown).toEqual({
      success: false,
      message: "Too many requests. Please wait a minute before sending more.",
    });

    // 5 requests counted: pages are still served up to the general limit of 8 (static files are not limited).
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect((await fetch(`${app.url}/favicon.svg`)).status).toBe(200);
    const overAll = await fetch(`${app.url}/`);
    expect(overAll.status).toBe(429);
    expect(await overAll.json()).toEqual({ success: false, message: "Too many requests. Please slow down and try again in a minute." });

    // The health check is never limited.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
