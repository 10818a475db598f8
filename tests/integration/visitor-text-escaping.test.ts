/**
 * Visitor text (contact form, chat, reflected URL parts) is
 * never shown unescaped. The server-rendered page must not contain the XSS
 * vectors as markup; JSON answers are data (application/json, nosniff); the
 * owner's inbox CLI prints no terminal escape sequences.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInbox } from "../../scripts/inbox";
import { call, readDb } from "../fakes/client";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { startTestApp, type TestApp } from "../helpers/app";

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
/** Clear screen, retitle the window (OSC ... BEL), CSI in its 8-bit form, a forged line. */
const TERMINAL = "\u001b[2J\u001b]0;pwned\u0007\u009b31mred\r\nMessage #1 (read)";
/** Markup an attacker wants the browser to parse: none may appear in a page. */
const MARKUP = [/<script>alert\(1\)/i, /<img[^>]*onerror/i, /onerror=alert\(1\)>/i];

const expectNoMarkup = (html: string, where: string) => {
  for (const pattern of MARKUP) expect(html, where).not.toMatch(pattern);
};
/** Control characters a terminal interprets (C0 except \t \n, DEL, C1; CR too: it overwrites a line): first offset, or -1. */
const controlAt = (text: string, allowCr = false) =>
  [...text].findIndex((ch) => {
    const c = ch.codePointAt(0)!;
    return (c < 0x20 && ch !== "\t" && ch !== "\n" && !(allowCr && ch === "\r")) || (c >= 0x7f && c <= 0x9f);
  });

let app: TestApp;
let openai: FakeOpenAI;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  app = await startTestApp(
    { RATE_LIMIT_MULTIPLIER: "1000", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${openai.url}/v1`, OPENAI_MODEL: "fake-chat-model" },
    { backgroundJobs: false },
  );
});
afterAll(async () => {
  await app?.close();
  await openai?.close();
});

const postForm = (fields: Record<string, string>, path = "/?index") =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("the page (server-rendered)", () => {
  it("escapes the values a refused contact form echoes back", async () => {
    // The e-mail is invalid, so the no-JS page answers 400 with the values back in the form.
    const res = await postForm({ name: SCRIPT, email: IMG, message: `${SCRIPT}${IMG}${TERMINAL}` });
    expect(res.status).toBe(400);
    const html = await res.text();
    expectNoMarkup(html, "400 page");
    // The values are there, as text.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("stores a valid message with the vectors and shows none of them as markup", async () => {
    const res = await postForm({ name: SCRIPT, email: "xss@example.com", message: `${IMG} ${TERMINAL}` });
    expect(res.status).toBe(200);
    expectNoMarkup(await res.text(), "success page");
    const row = readDb(app.databasePath, (db) =>
      db.prepare("select name, message from contact_messages order by id desc limit 1").get(),
    ) as {
      name: string;
      message: string;
    };
    // Stored as text (no HTML encoding in the database: escaping happens where it is shown).
    expect(row.name).toBe(SCRIPT);
    expect(row.message).toContain(IMG);
  });

  it("does not reflect URL parts as markup (path, ?lng, ?skill, query on the 404 page)", async () => {
    const vector = encodeURIComponent(`${SCRIPT}${IMG}`);
    for (const path of [`/?lng=${vector}`, `/?skill=${vector}`, `/?index&x=${vector}`, `/${vector}`, `/no-such-page?q=${vector}`]) {
      const res = await fetch(`${app.url}${path}`);
      const body = await res.text();
      expect(res.status, path).toBeLessThan(500);
      expectNoMarkup(body, path);
    }
  });

  it("answers the single-fetch form post with data, never an HTML document", async () => {
    const res = await postForm({ name: SCRIPT, email: IMG, message: SCRIPT }, "/_root.data?index");
    const body = await res.text();
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-type") ?? "").not.toContain("text/html");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expectNoMarkup(body.replace(/"(?:[^"\\]|\\.)*"/g, '""'), "single fetch outside strings");
  });
});

describe("JSON answers", () => {
  it("send chat text (the visitor's and the model's) as JSON data, never as a document", async () => {
    const key = (await call(`${app.url}/api/generate-key`, { headers: { "Content-Type": "application/json" } })).body.key as string;
    openai.replyText = `You said ${SCRIPT} ${IMG} ${TERMINAL}`;
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: `${SCRIPT} ${IMG} ${TERMINAL}` } });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // The terminal renders `reply` as text; its content arrives intact as data.
    expect(typeof res.body.reply).toBe("string");
    expect(res.body.reply as string).toContain(SCRIPT);
  });

  it("never echoes contact values in /api/contact errors", async () => {
    const res = await call(`${app.url}/api/contact`, { json: { name: SCRIPT, email: IMG, message: TERMINAL } });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain("application/json");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("alert(1)");
    expect(text).not.toContain("pwned");
  });
});

describe("the owner's inbox CLI", () => {
  it("prints no terminal escape sequences from a visitor's message (list and --show)", async () => {
    const res = await call(`${app.url}/api/contact`, {
      json: { name: `Eve${TERMINAL}`, email: "eve@example.com", message: `Hi${TERMINAL}\nbye` },
    });
    expect(res.status).toBe(200);
    const id = readDb(app.databasePath, (db) => (db.prepare("select max(id) as id from contact_messages").get() as { id: number }).id);
    for (const args of [[], ["--show", String(id)]]) {
      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      expect(runInbox(args, io, { DATABASE_PATH: app.databasePath })).toBe(0);
      const output = lines.join("\n");
      expect(output).toContain("Eve");
      expect(controlAt(output), `inbox ${args.join(" ")}: ${JSON.stringify(output)}`).toBe(-1);
    }
  });

  it("exports CSV with formulas neutralised and no control characters", async () => {
    const res = await call(`${app.url}/api/contact`, {
      json: { name: '=HYPERLINK("http://evil.example","x")', email: "formula@example.com", message: `+cmd|' /C calc'!A0${TERMINAL}` },
    });
    expect(res.status).toBe(200);
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(runInbox(["--export", "csv"], io, { DATABASE_PATH: app.databasePath })).toBe(0);
    const csv = lines.join("\n");
    expect(csv).toContain("'=HYPERLINK(");
    expect(csv).toContain("'+cmd");
    // No cell starts with a formula character left as is.
    expect(csv).not.toMatch(/(?:^|,)"?[=+@]/m);
    // (A CR inside a quoted cell is CSV data, not a terminal control.)
    expect(controlAt(csv, true), JSON.stringify(csv)).toBe(-1);
  });
});
