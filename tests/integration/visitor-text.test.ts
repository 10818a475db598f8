/**
 * End to end: visitor text with terminal escape
 * sequences, control, zero-width and bidi characters or lone surrogates, posted
 * to the real app and read back by the real inbox CLI (a child process, as
 * `npm run inbox` runs it) over the app's SQLite file.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError, readDb } from "../fakes/client";
import { sessionCookieOf } from "../helpers/terminal-session";

const ESC = "\u001b";
const BEL = "\u0007";
/** What must never reach the owner's terminal: C0 but \n, DEL, C1, bidi overrides and isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what this test looks for
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const HOSTILE = `Hi${ESC}[2J${ESC}]0;pwned${BEL}\r\nFrom: owner <owner@example.com>\r\nbye\u009b2J\u202etxt.exe`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" });
});
afterAll(async () => {
  await app?.close();
});

/** `npm run inbox -- …` as the owner runs it: its own process, the same database file. */
async function inbox(...argv: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/inbox.ts", ...argv], {
    env: { ...process.env, DATABASE_PATH: app.databasePath },
  });
  return stdout;
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += c;
    }
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const lastRow = () =>
  readDb(app.databasePath, (db) => db.prepare("select * from contact_messages order by id desc limit 1").get() as Record<string, unknown>);

describe("visitor text on input (POST /api/contact, the terminal wizard's path)", () => {
  it("stores a message without escape sequences, control or bidi characters, keeping its lines", async () => {
    const res = await call(`${app.url}/api/contact`, {
      json: { name: `Eve${ESC}[31m\u200b\r\nFrom: owner`, email: "\u200beve@example.com\ufeff", message: HOSTILE, fromConsole: true },
    });
    expect(res.status).toBe(200);
    const row = lastRow();
    expect(row).toMatchObject({
      name: "Eve From: owner",
      email: "eve@example.com",
      message: "Hi\nFrom: owner <owner@example.com>\nbyetxt.exe",
      from_console: 1,
    });
  });

  it("normalises to NFC before storing", async () => {
    expect(
      (await call(`${app.url}/api/contact`, { json: { name: "Zoe\u0301", email: "zoe@example.com", message: "e\u0301te\u0301" } })).status,
    ).toBe(200);
    expect(lastRow()).toMatchObject({ name: "Zo\u00e9", message: "\u00e9t\u00e9" });
  });

  it("rejects fields made only of NUL, control or zero-width characters: field error, nothing stored", async () => {
    const before = count(app.databasePath, "contact_messages");
    const cases: Array<[Record<string, string>, string, Record<string, string>]> = [
      [{ name: "\u0000\u0000\u0000" }, "Name is required.", { name: "Name is required." }],
      [{ name: "\u200b\u200c\u200d\u2060\ufeff" }, "Name is required.", { name: "Name is required." }],
      [{ name: `${ESC}[2J${BEL}\u0085\u009b` }, "Name is required.", { name: "Name is required." }],
      [{ message: "\u0000\u200b\r\n\t\u202e" }, "Message is required.", { message: "Message is required." }],
      [{ email: "\u200b" }, "Email is required.", { email: "Email is required." }],
    ];
    for (const [fields, message, errors] of cases) {
      const res = await call(`${app.url}/api/contact`, { json: { name: "Ada", email: "ada@example.com", message: "Hello", ...fields } });
      expectJsonError(res, 400, message);
      expect(res.body.errors).toEqual(errors);
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("rejects a lone UTF-16 surrogate with a clear field error, nothing stored", async () => {
    const before = count(app.databasePath, "contact_messages");
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: "Ada\ud800" }, "name"],
      [{ email: "ada\udc00@example.com" }, "email"],
      [{ message: "Hello \ud83d" }, "message"],
    ];
    for (const [fields, field] of cases) {
      // JSON.stringify writes the lone surrogate as a \ud800 escape: JSON.parse on the server gives it back.
      const res = await call(`${app.url}/api/contact`, { json: { name: "Ada", email: "ada@example.com", message: "Hello", ...fields } });
      const label = field[0].toUpperCase() + field.slice(1);
      expectJsonError(res, 400, `${label} contains invalid characters.`);
      expect(res.body.errors).toEqual({ [field]: `${label} contains invalid characters.` });
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
    // A well-formed pair (an emoji) is fine.
    expect((await call(`${app.url}/api/contact`, { json: { name: "Ada 🎉", email: "ada@example.com", message: "Hello 🎉" } })).status).toBe(
      200,
    );
    expect(lastRow()).toMatchObject({ name: "Ada 🎉", message: "Hello 🎉" });
  });

  it("the page's form action applies the same rules (NUL-only and zero-width-only name: 400, nothing stored)", async () => {
    const before = count(app.databasePath, "contact_messages");
    for (const name of ["\u0000\u0000", "\u200b\ufeff"]) {
      const res = await fetch(`${app.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, email: "ada@example.com", message: "Hello" }),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("This field is required.");
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("the form action's 400 page shows visitor values as text, never as markup", async () => {
    const xss = `<script>alert(1)</script><img src=x onerror=alert(2)>"'`;
    const res = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: xss, email: "not-an-email", message: xss }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("stores chat lines cleaned too (POST /api/sendMessage)", async () => {
    const key = (await call(`${app.url}/api/generate-key`)).body.key as string;
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: `hello${ESC}]0;pwned${BEL}${ESC}[2J\u200b` } });
    expect(res.status).toBe(200);
    const stored = readDb(app.databasePath, (db) =>
      db.prepare("select content from chat_messages where role = 'user' order by id desc limit 1").get(),
    ) as { content: string };
    expect(stored.content).toBe("hello");
    const blank = await call(`${app.url}/api/sendMessage`, { key, json: { message: "\u0000\u200b" } });
    expectJsonError(blank, 400, "Message cannot be empty.");
  });
});

describe("one check of visitor text on every path (ADR 048)", () => {
  const MARKS = "\u0301\u0300\u0302\u0303\u0304\u0306\u0307\u0308";
  /** 3,999 marks on one letter, a U+200B after every 8: no run of more than 8 before the cleaning. */
  const SPLIT_FLOOD = `a${Array.from({ length: 500 }, () => MARKS).join("\u200b")}`.slice(0, 4499);
  const FILLER_NAMES = ["\u3164", "\u3164\u3164\u3164", "\u2800\u2800", "\u115f\u1160 \uffa0", "\u2800\u200b\u3164"];

  it("POST /api/contact: marks split by U+200B are a flood, a name of fillers is missing; nothing stored", async () => {
    const before = count(app.databasePath, "contact_messages");
    const base = { name: "Ada", email: "ada@example.com", message: "Hello" };
    const flooded = await call(`${app.url}/api/contact`, { json: { ...base, message: `Hi ${SPLIT_FLOOD}` } });
    expectJsonError(flooded, 400, "Message contains invalid characters.");
    const floodedName = await call(`${app.url}/api/contact`, { json: { ...base, name: SPLIT_FLOOD.slice(0, 90) } });
    expectJsonError(floodedName, 400, "Name contains invalid characters.");
    for (const name of FILLER_NAMES) {
      const res = await call(`${app.url}/api/contact`, { json: { ...base, name } });
      expectJsonError(res, 400, "Name is required.");
      expect(res.body.errors).toEqual({ name: "Name is required." });
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("the contact form (no JavaScript): a name of fillers gets the name field's inline error, in each language", async () => {
    const before = count(app.databasePath, "contact_messages");
    for (const [lng, error] of [
      ["en", "This field is required."],
      ["fr", "Ce champ est obligatoire."],
    ]) {
      for (const name of FILLER_NAMES) {
        const res = await fetch(`${app.url}/?index&lng=${lng}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name, email: "ada@example.com", message: "Hello" }),
        });
        expect(res.status).toBe(400);
        const html = await res.text();
        expect(html).toMatch(new RegExp(`<p id="[^"]*-error" class="contact-field-error" data-testid="name-error">${error}</p>`));
        expect(html).not.toContain('data-testid="message-error"');
      }
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("POST /api/sendMessage: marks split by U+200B are a flood, fillers are an empty line; nothing stored", async () => {
    const key = (await call(`${app.url}/api/generate-key`)).body.key as string;
    const rows = () => count(app.databasePath, "chat_messages");
    const before = rows();
    expectJsonError(
      await call(`${app.url}/api/sendMessage`, { key, json: { message: SPLIT_FLOOD } }),
      400,
      "Message contains invalid characters.",
    );
    expectJsonError(await call(`${app.url}/api/sendMessage`, { key, json: { message: "\u3164 \u2800" } }), 400, "Message cannot be empty.");
    expect(rows()).toBe(before);
  });

  it("the no-JS terminal's questions to the assistant pass the same check: stored clean, a flood refused", async () => {
    const post = (line: string, cookie = "") =>
      fetch(`${app.url}/?index&lng=en`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ intent: "terminal", line }),
      });
    const question = `glimmerfrost${ESC}[2J vortex\u202e kettle\u200b ${ESC}]0;pwned${BEL}please?`;
    const asked = await post(question);
    expect(asked.status).toBe(303);
    const cookie = sessionCookieOf(asked);
    const userLines = () =>
      readDb(app.databasePath, (db) => db.prepare("select content from chat_messages where role = 'user' order by id").all()) as Array<{
        content: string;
      }>;
    const stored = userLines().at(-1)!.content;
    expect(stored).toBe("glimmerfrost vortex kettle please?");
    // The owner's list of questions the built-in assistant could not answer gets the same clean text.
    const unanswered = readDb(app.databasePath, (db) => db.prepare("select text from unanswered_questions").all()) as Array<{
      text: string;
    }>;
    expect(unanswered.map((row) => row.text)).toContain("glimmerfrost vortex kettle please?");

    const before = userLines().length;
    const flooded = await post(`tell me ${SPLIT_FLOOD}`, cookie);
    expect(flooded.status).toBe(303);
    expect(userLines().length).toBe(before);
    const page = await (await fetch(`${app.url}/?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Message contains invalid characters.");
  });
});

describe("visitor text on display (npm run inbox, rows stored before the fix)", () => {
  let id: number;
  beforeAll(() => {
    // Written straight into the file, as an older version of the app would have stored it.
    const db = new Database(app.databasePath);
    try {
      id = Number(
        db
          .prepare("insert into contact_messages (name, email, message, delivery_status, last_error) values (?, ?, ?, 'failed', ?)")
          .run(`=HYPERLINK("http://evil.example","Eve")${ESC}]0;pwned${BEL}`, `@eve\r\n@example.com`, `+${HOSTILE}`, `-boom${ESC}[2J`)
          .lastInsertRowid,
      );
    } finally {
      db.close();
    }
  });

  it("the list has no ESC, BEL or CR", async () => {
    const out = await inbox("--limit", "1");
    expect(out).not.toMatch(UNSAFE);
    expect(out).toContain(`#${id}`);
    expect(out).toContain("+Hi From: owner <owner@example.com> byetxt.exe");
  });

  it("--show has no ESC, BEL or CR, and the forged From line stays inside the indented body", async () => {
    const out = await inbox("--show", String(id));
    expect(out).not.toMatch(UNSAFE);
    const lines = out.split("\n");
    expect(lines.filter((l) => l.startsWith("From:"))).toEqual([`From:     =HYPERLINK("http://evil.example","Eve") <@eve @example.com>`]);
    expect(lines).toContain("  From: owner <owner@example.com>");
    expect(lines).toContain("Error:    -boom");
  });

  it("the CSV export is clean, properly quoted and formula-safe", async () => {
    const out = await inbox("--export", "csv");
    expect(out).not.toMatch(UNSAFE);
    const rows = parseCsv(out.trimEnd());
    const header = rows[0];
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const row = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === String(id))![i]]));
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","Eve")`,
      email: "'@eve @example.com",
      message: "'+Hi\nFrom: owner <owner@example.com>\nbyetxt.exe",
      lastError: "'-boom",
    });
    // No cell of any row starts with a formula character.
    for (const r of rows.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("the JSON export is clean too", async () => {
    const out = await inbox("--export", "json");
    expect(out).not.toMatch(UNSAFE);
    const rows = JSON.parse(out) as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.id === id)).toMatchObject({ message: "+Hi\nFrom: owner <owner@example.com>\nbyetxt.exe" });
    expect(JSON.stringify(rows)).not.toMatch(/\\u001b|\\u0007|\\r/);
  });
});
