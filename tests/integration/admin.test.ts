/**
 * /admin: the owner's inbox on the real server, with plain form
 * posts as a browser without JavaScript sends them.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, readDb } from "../fakes/client";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { runInbox } from "../../scripts/inbox";

const TOKEN = "owner-token-0123456789abcdef";

interface Row {
  id: number;
  read_at: number | null;
  delivery_status: string;
  delivery_attempts: number;
}
const rowOf = (app: TestApp, id: number) =>
  readDb(app.databasePath, (db) => db.prepare("select * from contact_messages where id = ?").get(id) as Row | undefined);

/** Seeds messages through a second handle (the server keeps its own open: WAL). */
function seed(app: TestApp) {
  const db = new Database(app.databasePath);
  const insert = db.prepare(
    `insert into contact_messages (name, email, message, from_console, lang, created_at, delivery_status, delivery_attempts, last_error, next_attempt_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const t = (hh: string) => Date.parse(`2026-11-20T${hh}:00Z`);
  const hour = Date.now() + 3_600_000; // a retry far away: only the admin's retry sends it
  insert.run("Ada", "ada@example.com", "First message", 0, "en", t("10:00"), "disabled", 0, null, null);
  insert.run("Bob", "bob@example.com", "Second, failed", 1, "fr", t("11:00"), "failed", 3, "HTTP 500: Fake outage", hour);
  insert.run(
    "Mallory",
    "mal@example.com",
    "<script>alert(1)</script><img src=x onerror=alert(2)>",
    0,
    "en",
    t("12:00"),
    "disabled",
    0,
    null,
    null,
  );
  db.close();
}

let clientCounter = 0;
/** A fresh client address per sign-in (TRUST_PROXY=1), so the wrong-token counter of one test never blocks another. */
const freshClient = () => `198.51.100.${++clientCounter}`;

interface PostOptions {
  cookie?: string;
  origin?: string | null;
  referer?: string;
  client?: string;
  proto?: string;
}

async function post(app: TestApp, fields: Record<string, string>, options: PostOptions = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (options.origin !== null) headers.Origin = options.origin ?? app.url;
  if (options.referer) headers.Referer = options.referer;
  if (options.cookie) headers.Cookie = options.cookie;
  headers["X-Forwarded-For"] = options.client ?? freshClient();
  if (options.proto) headers["X-Forwarded-Proto"] = options.proto;
  return fetch(`${app.url}/admin`, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

const get = (app: TestApp, pathAndQuery: string, cookie?: string) =>
  fetch(`${app.url}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

async function signIn(app: TestApp): Promise<string> {
  const res = await post(app, { intent: "login", token: TOKEN });
  expect(res.status).toBe(303);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const pair = /admin_session=[^;]+/.exec(setCookie)?.[0];
  expect(pair).toBeTruthy();
  return pair!;
}

describe("/admin without ADMIN_TOKEN", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_TOKEN: "" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is the same 404 as any unknown path, for pages, posts and the export", async () => {
    const unknown = await get(app, "/no-such-page");
    const admin = await get(app, "/admin");
    expect(admin.status).toBe(404);
    expect(admin.status).toBe(unknown.status);
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\/__no-such-page__|\/no-such-page/g, "");
    expect(strip(await admin.text())).toBe(strip(await unknown.text()));
    const unknownPost = await fetch(`${app.url}/no-such-page`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect((await post(app, { intent: "login", token: "x".repeat(20) })).status).toBe(unknownPost.status);
    expect((await get(app, "/admin/export.csv")).status).toBe(404);
  });
});

describe("/admin with ADMIN_TOKEN", () => {
  let app: TestApp;
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend("500");
    app = await startTestApp(
      {
        ADMIN_TOKEN: TOKEN,
        TRUST_PROXY: "1",
        RATE_LIMIT_MULTIPLIER: "1000",
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
        CONTACT_TO_EMAIL: "owner@example.com",
        CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
      },
      { backgroundJobs: false },
    );
    seed(app);
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  it("shows a labelled sign-in form (and no message) before sign-in; private headers, strict CSP", async () => {
    const res = await get(app, "/admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(res.headers.get("x-page-cache")).toBeNull();
    const html = await res.text();
    expect(html).toContain('<label for="admin-token">Admin token</label>');
    expect(html).toMatch(/<input id="admin-token" name="token" type="password"/);
    expect(html).not.toContain("ada@example.com");
  });

  it("speaks French with ?lng=fr", async () => {
    const html = await (await get(app, "/admin?lng=fr")).text();
    expect(html).toContain("Connexion du propriétaire");
    expect(html).toContain('<label for="admin-token">Jeton d’administration</label>');
    expect(html).toContain('lang="fr"');
  });

  it("refuses a wrong token without a cookie, then answers 429 after 5 wrong tries (even to the right token)", async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      const res = await post(app, { intent: "login", token: `wrong-token-${i}-xxxxxxxx` }, { client });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie") ?? "").not.toContain("admin_session=");
      expect(await res.text()).toContain("Wrong token.");
    }
    const blocked = await post(app, { intent: "login", token: TOKEN }, { client });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie") ?? "").not.toContain("admin_session=");
    expect(await blocked.text()).toMatch(/Too many wrong tries\. Try again in 1[45] minutes\./);
    // Another client is not affected.
    expect((await post(app, { intent: "login", token: TOKEN })).status).toBe(303);
  });

  it("an empty token is a field error, not a try", async () => {
    const res = await post(app, { intent: "login", token: "  " });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter the token.");
  });

  it("the right token sets an httpOnly, SameSite=Strict session cookie scoped to /admin (Secure over https)", async () => {
    const res = await post(app, { intent: "login", token: TOKEN });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/admin");
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain("Secure");
    // Through a trusted proxy ending https: the page's origin is https (the origin check compares the scheme).
    const https = await post(app, { intent: "login", token: TOKEN }, { proto: "https", origin: app.url.replace(/^http:/, "https:") });
    expect(https.headers.get("set-cookie")).toContain("; Secure");
    // A made-up session id is not a session.
    const forged = await (await get(app, "/admin", `admin_session=${"A".repeat(43)}`)).text();
    expect(forged).toContain("admin-token");
  });

  it("lists messages newest first with delivery status, attempts, last error and unread marks", async () => {
    const cookie = await signIn(app);
    const res = await get(app, "/admin", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const ids = [...html.matchAll(/data-testid="admin-message" data-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual([3, 2, 1]);
    expect(html).toContain("3 messages, 3 unread");
    expect(html).toContain("bob@example.com");
    expect(html).toContain("2026-11-20 11:00 UTC");
    expect(html).toContain("failed · 3 attempts");
    expect(html).toContain("HTTP 500: Fake outage");
    expect(html).toContain("Retry delivery of #2");
    expect(html).not.toContain("Retry delivery of #1"); // disabled: nothing to retry
    expect(html.match(/class="admin-badge">Unread</g)).toHaveLength(3);
  });

  it("shows visitor markup as text", async () => {
    const html = await (await get(app, "/admin", await signIn(app))).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
  });

  it("marks read and unread (read_at), then shows it", async () => {
    const cookie = await signIn(app);
    const read = await post(app, { intent: "read", id: "1" }, { cookie });
    expect(read.status).toBe(303);
    expect(read.headers.get("location")).toBe("/admin?done=read&id=1");
    expect(rowOf(app, 1)?.read_at).toEqual(expect.any(Number));
    const html = await (await get(app, "/admin?done=read&id=1", cookie)).text();
    expect(html).toContain("Message #1 marked as read.");
    expect(html).toContain("3 messages, 2 unread");
    expect(html).toContain('data-id="1" data-read="true"');
    expect((await post(app, { intent: "unread", id: "1" }, { cookie })).status).toBe(303);
    expect(rowOf(app, 1)?.read_at).toBeNull();
  });

  it("retries a failed delivery against the mail provider and shows the result (status becomes sent)", async () => {
    const cookie = await signIn(app);
    resend.mode = "ok";
    const before = resend.requests.length;
    const res = await post(app, { intent: "retry", id: "2" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin?done=retry&outcome=sent&id=2");
    expect(resend.requests.length).toBe(before + 1);
    expect(rowOf(app, 2)).toMatchObject({ delivery_status: "sent", delivery_attempts: 4 });
    const html = await (await get(app, res.headers.get("location")!, cookie)).text();
    expect(html).toContain("Message #2 was sent.");
    expect(html).toContain("sent · 4 attempts");
    // Nothing left to retry.
    const again = await post(app, { intent: "retry", id: "2" }, { cookie });
    expect(again.headers.get("location")).toBe("/admin?done=retry&outcome=notRetryable&id=2");
    expect(resend.requests.length).toBe(before + 1);
  });

  it("exports CSV in the CLI's format", async () => {
    const cookie = await signIn(app);
    const res = await get(app, "/admin/export.csv", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const out: string[] = [];
    expect(runInbox(["--export", "csv"], { out: (l) => out.push(l), err: () => {} }, { DATABASE_PATH: app.databasePath })).toBe(0);
    expect(text).toBe(`${out.join("\n")}\n`);
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("id,createdAt,name,email,message,fromConsole,lang,deliveryStatus,deliveryAttempts,lastError,deliveredAt,readAt");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["3", "2", "1"]);
    // Signed out: back to the sign-in page, no data.
    const anonymous = await get(app, "/admin/export.csv");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/admin");
  });

  it("deletes only after the confirmation step", async () => {
    const cookie = await signIn(app);
    const first = await post(app, { intent: "delete", id: "3" }, { cookie });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/admin?confirm=3");
    expect(rowOf(app, 3)).toBeDefined();
    const confirmPage = await (await get(app, "/admin?confirm=3", cookie)).text();
    expect(confirmPage).toContain("Delete message #3?");
    expect(confirmPage).toContain('name="confirmed" value="yes"');
    expect(rowOf(app, 3)).toBeDefined();
    const confirmed = await post(app, { intent: "delete", id: "3", confirmed: "yes" }, { cookie });
    expect(confirmed.headers.get("location")).toBe("/admin?done=deleted&id=3");
    expect(rowOf(app, 3)).toBeUndefined();
    const missing = await post(app, { intent: "read", id: "3" }, { cookie });
    expect(missing.headers.get("location")).toBe("/admin?done=missing&id=3");
  });

  it("refuses a post from another origin (403) or with no origin at all, and changes nothing", async () => {
    const cookie = await signIn(app);
    const foreign = await post(app, { intent: "read", id: "1" }, { cookie, origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(
      "Forbidden: this request did not come from this site's page.\nInterdit : cette requête ne vient pas d'une page de ce site.\n",
    );
    const lookalike = await post(app, { intent: "read", id: "1" }, { cookie, origin: `${app.url}.evil.example` });
    expect(lookalike.status).toBe(403);
    const none = await post(app, { intent: "read", id: "1" }, { cookie, origin: null });
    expect(none.status).toBe(403);
    const login = await post(app, { intent: "login", token: TOKEN }, { origin: "http://evil.example" });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie") ?? "").not.toContain("admin_session=");
    expect(rowOf(app, 1)?.read_at).toBeNull();
    // A same-origin Referer (no Origin) is accepted.
    const referred = await post(app, { intent: "read", id: "1" }, { cookie, origin: null, referer: `${app.url}/admin` });
    expect(referred.status).toBe(303);
    expect(rowOf(app, 1)?.read_at).toEqual(expect.any(Number));
    await post(app, { intent: "unread", id: "1" }, { cookie });
  });

  it("refuses changes without a session (401) and signs out", async () => {
    const res = await post(app, { intent: "read", id: "1" });
    expect(res.status).toBe(401);
    expect(rowOf(app, 1)?.read_at).toBeNull();
    const cookie = await signIn(app);
    const out = await post(app, { intent: "logout" }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/^admin_session=; Max-Age=0;/);
    const after = await (await get(app, "/admin", cookie)).text();
    expect(after).toContain("admin-token");
    expect(after).not.toContain("bob@example.com");
  });

  it("lists the questions the assistant could not answer, grouped, without who asked; one or all can be deleted", async () => {
    const key = (await call(`${app.url}/api/generate-key`, { headers: { "X-Forwarded-For": freshClient() } })).body.key as string;
    const ask = (message: string) =>
      call(`${app.url}/api/sendMessage`, { key, json: { message }, headers: { "X-Forwarded-For": freshClient() } });
    expect((await ask("Quel est le sens de zorblax ?")).status).toBe(200);
    expect((await ask("quel est le sens de ZORBLAX")).status).toBe(200);
    expect((await ask("glimmerfrost vortex kettle, please <b>now</b>")).status).toBe(200);
    expect((await ask("How can I contact you?")).status).toBe(200);

    const cookie = await signIn(app);
    const html = await (await get(app, "/admin", cookie)).text();
    const section = html.slice(html.indexOf('data-testid="admin-unanswered"'));
    const questions = [...section.matchAll(/data-testid="admin-question"[^>]*><q id="admin-question-(\d+)" lang="(\w+)">([^<]*)<\/q>/g)];
    expect(questions.map((m) => [m[3], m[2]])).toEqual([
      ["Quel est le sens de zorblax ?", "fr"],
      ["glimmerfrost vortex kettle, please &lt;b&gt;now&lt;/b&gt;", "en"],
    ]);
    expect(section).toContain("asked 2 times");
    expect(section).not.toContain("How can I contact you?");
    expect(section).not.toContain(key);

    const one = await post(app, { intent: "deleteQuestion", id: questions[0]![1]! }, { cookie });
    expect(one.headers.get("location")).toBe("/admin?done=questionDeleted#unanswered");
    const afterOne = await (await get(app, "/admin?done=questionDeleted", cookie)).text();
    expect(afterOne).toContain("Question deleted.");
    expect(afterOne).not.toContain("zorblax");
    expect(afterOne).toContain("glimmerfrost");

    const all = await post(app, { intent: "clearQuestions" }, { cookie });
    expect(all.headers.get("location")).toBe("/admin?done=questionsCleared&count=1#unanswered");
    const empty = await (await get(app, "/admin?lng=fr&done=questionsCleared&count=1", cookie)).text();
    expect(empty).toContain("1 question supprimée.");
    expect(empty).toContain("Aucune ces 30 derniers jours.");
    // Without a session nothing is deleted.
    await ask("glimmerfrost again and again");
    expect((await post(app, { intent: "clearQuestions" })).status).toBe(401);
    expect(readDb(app.databasePath, (db) => db.prepare("select count(*) as n from unanswered_questions").get())).toEqual({ n: 1 });
  });
});
