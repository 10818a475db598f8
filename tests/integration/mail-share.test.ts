/**
 * The fair e-mail share: one sender (client key) uses at most a share of MAIL_DAILY_CAP per UTC day; their other
 * messages wait, stored, with the reason shown in /admin, and another sender's message still goes out today. A part
 * of the cap is kept for senders who have not sent today, so a few senders at their share cannot fill the day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, readDb } from "../fakes/client";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { until } from "../fakes/wait";
import { newSenderReserve, nextUtcDayStart, senderDailyShare } from "../../app/services/contact-delivery.server";
import { parseEnv } from "../../app/env.server";

const TOKEN = "a-long-enough-admin-token-for-tests";

interface Row {
  id: number;
  message: string;
  delivery_status: string;
  next_attempt_at: number | null;
  deferred_reason: string | null;
}

/** An app that e-mails through the fake Resend, each client told apart by X-Forwarded-For. */
const mailEnv = (resend: FakeResend) => ({
  TRUST_PROXY: "1",
  RATE_LIMIT_MULTIPLIER: "1000",
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  CONTACT_TO_EMAIL: "owner@example.com",
  CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
});

describe("each sender's share of the daily e-mail cap", { timeout: 30_000 }, () => {
  let resend: FakeResend;
  let app: TestApp;
  beforeAll(async () => {
    resend = await startFakeResend("ok");
    app = await startTestApp({ ...mailEnv(resend), MAIL_DAILY_CAP: "5", MAIL_SENDER_SHARE: "0.4", ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  const rows = () => readDb(app.databasePath, (db) => db.prepare("select * from contact_messages order by id").all() as Row[]);
  const send = (ip: string, message: string) =>
    call(`${app.url}/api/contact`, {
      headers: { "X-Forwarded-For": ip },
      json: { name: "Ada Lovelace", email: "ada@example.com", message },
    });

  it("defaults to a fifth of the cap per sender", () => {
    expect(senderDailyShare(parseEnv({}))).toBe(18);
  });

  it("one sender gets their share, the rest waits with its reason; another sender is not starved", async () => {
    const share = senderDailyShare(app.env);
    expect(share).toBe(2);
    for (let i = 1; i <= 4; i++) expect((await send("203.0.113.7", `flood ${i}`)).status).toBe(200);
    await until(() => rows().filter((r) => r.deferred_reason !== null).length === 2, 10_000, "the flood's deferrals");
    expect((await send("198.51.100.20", "a real visitor")).status).toBe(200);
    await until(() => rows().find((r) => r.message === "a real visitor")?.delivery_status === "sent", 10_000, "the visitor's delivery");

    const flood = rows().filter((r) => r.message.startsWith("flood"));
    expect(flood.filter((r) => r.delivery_status === "sent")).toHaveLength(share);
    const waiting = flood.filter((r) => r.delivery_status === "pending");
    expect(waiting).toHaveLength(2);
    for (const r of waiting) {
      expect(r.next_attempt_at).toBe(nextUtcDayStart(Date.now()));
      expect(r.deferred_reason).toBe(`this sender's share of the daily e-mail cap (2 of 5) used`);
    }
    expect(resend.delivered.size).toBe(3);

    // The owner sees which messages wait, and why.
    const login = await fetch(`${app.url}/admin`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, "X-Forwarded-For": "192.0.2.50" },
      body: new URLSearchParams({ intent: "login", token: TOKEN }),
      redirect: "manual",
    });
    const cookie = /admin_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(cookie).not.toBe("");
    const page = await (await fetch(`${app.url}/admin`, { headers: { Cookie: cookie } })).text();
    const shown = page.match(/data-testid="admin-deferred">([^<]*)</g) ?? [];
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain("share of the daily e-mail cap (2 of 5) used");
  });
});

describe("the part of the daily cap kept for new senders", { timeout: 30_000 }, () => {
  let resend: FakeResend;
  let app: TestApp;
  beforeAll(async () => {
    resend = await startFakeResend("ok");
    app = await startTestApp({ ...mailEnv(resend), MAIL_DAILY_CAP: "10", MAIL_SENDER_SHARE: "0.2" });
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  const rows = () => readDb(app.databasePath, (db) => db.prepare("select * from contact_messages order by id").all() as Row[]);
  /** One message, and its delivery settled (sent, or kept for tomorrow with its reason) before the next. */
  const send = async (ip: string, message: string) => {
    const res = await call(`${app.url}/api/contact`, {
      headers: { "X-Forwarded-For": ip },
      json: { name: "Ada Lovelace", email: "ada@example.com", message },
    });
    expect(res.status).toBe(200);
    await until(
      () => {
        const row = rows().find((r) => r.message === message);
        return row?.delivery_status === "sent" || row?.deferred_reason != null;
      },
      10_000,
      `the delivery of "${message}"`,
    );
    return rows().find((r) => r.message === message)!;
  };

  it("defaults to a fifth of the cap, none without sharing rules", () => {
    expect(newSenderReserve(parseEnv({}))).toBe(18);
    expect(newSenderReserve(parseEnv({ MAIL_SENDER_SHARE: "1" }))).toBe(0);
  });

  it("senders at their share fill all but the reserve; a visitor new today still gets through", async () => {
    expect(senderDailyShare(app.env)).toBe(2);
    expect(newSenderReserve(app.env)).toBe(2);
    // Five senders at their share of 2 would take all 10: the first four take the 8 open to everyone.
    for (const n of [1, 2, 3, 4]) {
      for (const i of [1, 2]) expect((await send(`203.0.113.${n}`, `sender ${n} message ${i}`)).delivery_status).toBe("sent");
    }
    // The fifth's first message is a new sender's: it may use the reserve. Their second may not.
    expect((await send("203.0.113.5", "sender 5 message 1")).delivery_status).toBe("sent");
    const second = await send("203.0.113.5", "sender 5 message 2");
    expect(second.delivery_status).toBe("pending");
    expect(second.next_attempt_at).toBe(nextUtcDayStart(Date.now()));
    expect(second.deferred_reason).toBe("the rest of the daily e-mail cap (2 of 10) is kept for new senders");
    // A visitor who has not sent today: delivered today, the last e-mail of the cap.
    expect((await send("198.51.100.20", "a new visitor")).delivery_status).toBe("sent");
    expect((await send("198.51.100.21", "one more new visitor")).deferred_reason).toBe("daily e-mail cap (10) reached");
    expect(resend.delivered.size).toBe(10);
  });
});
