/**
 * One lockout for the owner's token: wrong tokens on /admin's sign-in and on
 * /metrics (main port, Bearer ADMIN_TOKEN) count together per client key, and
 * past the limit both answer 429, even to the right token, until the window ends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { LOGIN_MAX_FAILURES } from "../../app/admin/auth.server";

const TOKEN = "lockout-admin-token-0123456789";

let app: TestApp;
let clients = 0;
/** A fresh client address (TRUST_PROXY=1), so one test's failures never block another. */
const freshClient = () => `203.0.113.${++clients}`;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_TOKEN: TOKEN, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await app?.close();
});

const metrics = (client: string, token: string) =>
  fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": client } });

const signIn = (client: string, token: string) =>
  fetch(`${app.url}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, "X-Forwarded-For": client },
    body: new URLSearchParams({ intent: "login", token }),
    redirect: "manual",
  });

describe("the owner's token has one lockout", () => {
  it("locks /metrics and /admin after LOGIN_MAX_FAILURES wrong bearer tokens on /metrics", async () => {
    const client = freshClient();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect((await metrics(client, `wrong-${i}-0123456789`)).status).toBe(401);
    const locked = await metrics(client, TOKEN);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.text()).not.toContain("http_requests_total");
    expect((await signIn(client, TOKEN)).status).toBe(429);
    // Another client is not locked out.
    const other = freshClient();
    expect((await metrics(other, TOKEN)).status).toBe(200);
    expect((await signIn(other, TOKEN)).status).toBe(303);
  });

  it("counts failures on both together", async () => {
    const client = freshClient();
    const onAdmin = Math.ceil(LOGIN_MAX_FAILURES / 2);
    for (let i = 0; i < onAdmin; i += 1) expect((await signIn(client, `wrong-${i}-0123456789`)).status).toBe(401);
    for (let i = onAdmin; i < LOGIN_MAX_FAILURES; i += 1) expect((await metrics(client, `wrong-${i}-0123456789`)).status).toBe(401);
    expect((await metrics(client, TOKEN)).status).toBe(429);
    expect((await signIn(client, TOKEN)).status).toBe(429);
  });

  it("does not count a scrape without any Authorization header as a guess", async () => {
    const client = freshClient();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i += 1)
      expect((await fetch(`${app.url}/metrics`, { headers: { "X-Forwarded-For": client } })).status).toBe(401);
    expect((await metrics(client, TOKEN)).status).toBe(200);
  });
});
