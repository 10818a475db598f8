/**
 * The storage budget over HTTP: many no-JS sessions stay under their cap (oldest evicted), /healthz and
 * /metrics show the database size and the budget's use, and under the free-disk floor a session is refused
 * with a clear message while a contact message is still taken.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { sessionCookieOf } from "../helpers/terminal-session";
import { CONTACT_MESSAGES } from "../../app/services/contact.server";
import { LOW_DISK_MESSAGE } from "../../app/services/storage-budget.server";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function postLine(base: string, line: string, cookie = "", from = "127.0.0.1") {
  return fetch(`${base}/?index&lng=en`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "terminal", line }),
  });
}

const CAP = 80_000;

describe("storage budget", { timeout: 30_000 }, () => {
  it("sessions from many clients stay under the cap, the oldest go; /healthz and /metrics show it", async () => {
    const clock = { now: Date.now() };
    // Behind a proxy that passes any address: every post comes from another (spoofed) client.
    app = await startTestApp({ STORAGE_SESSIONS_MAX_BYTES: String(CAP), METRICS_PORT: "0", TRUST_PROXY: "1" }, { clock: () => clock.now });
    const base = app.url;
    const cookies: string[] = [];
    // Each session holds the boot lines and a long echoed line (several KB): 30 of them are well over the cap.
    for (let i = 0; i < 30; i++) {
      const res = await postLine(base, `echo ${String(i).padEnd(1_900, "z")}`, "", `10.${i}.0.1`);
      expect(res.status).toBe(303);
      cookies.push(sessionCookieOf(res));
    }
    clock.now += 60_000; // past the 10 s the usage figures are kept
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; storage: { databaseBytes: number; budget: { sessionsBytes: number } } };
    expect(body.status).toBe("ok");
    expect(body.storage.databaseBytes).toBeGreaterThan(0);
    expect(body.storage.budget.sessionsBytes).toBeGreaterThan(0.5);
    expect(body.storage.budget.sessionsBytes).toBeLessThanOrEqual(1);

    // The first visitor's session was evicted (a fresh terminal), the last one's is still there.
    const firstAgain = await postLine(base, "pwd", cookies[0]);
    expect(sessionCookieOf(firstAgain)).not.toBe(cookies[0]);
    const lastAgain = await postLine(base, "pwd", cookies.at(-1));
    expect(sessionCookieOf(lastAgain)).toBe(cookies.at(-1));

    const metrics = await (await fetch(`${app.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/^database_size_bytes\{file="main"\} [1-9]\d*$/m);
    expect(metrics).toContain(`storage_budget_limit{store="sessions",unit="bytes"} ${CAP}`);
    const used = Number(/^storage_budget_used\{store="sessions",unit="bytes"\} (\d+)$/m.exec(metrics)?.[1]);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(CAP);
  });

  it("under the free-disk floor a session is refused with a clear message; a contact message is still taken", async () => {
    app = await startTestApp({ STORAGE_DISK_FLOOR_BYTES: String(2 ** 50) });
    const refused = await postLine(app.url, "whoami");
    expect(refused.status).toBe(507);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("term_session="))).toBe(false);
    expect(await refused.text()).toContain(LOW_DISK_MESSAGE.en.replace(/'/g, "&#x27;").split(":")[0]);

    const contact = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Still reachable when the disk is nearly full." }),
    });
    expect(contact.status).toBe(200);
    expect(await contact.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.sent });
  });
});
