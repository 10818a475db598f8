import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";
import { call, count, expectJsonError, readDb } from "../fakes/client";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" }, { backgroundJobs: false });
});
afterAll(async () => {
  await app?.close();
});

const newKey = async () => {
  const res = await call(`${app.url}/api/generate-key`, { headers: { "Content-Type": "application/json" } });
  expect(res.status).toBe(200);
  return res.body.key as string;
};

describe("POST /api/generate-key", () => {
  it("returns a long random key and stores only its SHA-256", async () => {
    const res = await call(`${app.url}/api/generate-key`, { headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("application/json");
    expect(res.body).toMatchObject({ success: true, message: "Visitor key generated." });
    const key = res.body.key as string;
    expect(key).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);
    const other = await newKey();
    expect(other).not.toBe(key);
    const hash = crypto.createHash("sha256").update(key).digest("hex");
    const rows = readDb(app.databasePath, (db) => db.prepare("select key_hash from visitors").all() as { key_hash: string }[]);
    expect(rows.map((r) => r.key_hash)).toContain(hash);
    // The clear key is nowhere in the database.
    const dump = readDb(app.databasePath, (db) => JSON.stringify(db.prepare("select * from visitors").all()));
    expect(dump).not.toContain(key);
  });

  it("answers other methods with a JSON 405", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await call(`${app.url}/api/generate-key`, { method });
      expectJsonError(res, 405, "Method not allowed. Use POST.");
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});

describe("bearer check", () => {
  const endpoints = [
    ["/api/sendMessage", { message: "hello" }],
    ["/api/generate-image", { prompt: "a cat" }],
    ["/api/clear-history", undefined],
  ] as const;
  const bad: Array<[string, Record<string, string>, string]> = [
    ["missing", {}, "Missing visitor key. Send it as an Authorization: Bearer <key> header."],
    ["not bearer", { Authorization: "Basic abc" }, "Malformed visitor key."],
    ["malformed", { Authorization: "Bearer not-a-key" }, "Malformed visitor key."],
    ["unknown", { Authorization: `Bearer vk_${"A".repeat(43)}` }, "Unknown visitor key. Request a new one from /api/generate-key."],
  ];
  for (const [path, json] of endpoints) {
    for (const [name, headers, message] of bad) {
      it(`${path}: ${name} key -> 401, nothing stored`, async () => {
        const before = count(app.databasePath, "chat_messages");
        const res = await call(`${app.url}${path}`, { headers, json: json ?? {} });
        expectJsonError(res, 401, message);
        expect(count(app.databasePath, "chat_messages")).toBe(before);
      });
    }
  }
});

describe("POST /api/sendMessage (built-in assistant)", () => {
  it("answers in the question's language with a command, and stores both turns", async () => {
    const key = await newKey();
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "  Show me your projects  " } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, command: "projects", message: "Reply generated." });
    expect(typeof res.body.reply).toBe("string");

    const fr = await call(`${app.url}/api/sendMessage`, { key, json: { message: "Passe au thème hacker" } });
    expect(fr.body).toMatchObject({ success: true, command: "theme hacker" });
    expect(fr.body.reply).toMatch(/thème/);

    const hello = await call(`${app.url}/api/sendMessage`, { key, json: { message: "hello" } });
    expect(hello.body.success).toBe(true);
    expect("command" in hello.body).toBe(false);

    const hash = crypto.createHash("sha256").update(key).digest("hex");
    const rows = readDb(
      app.databasePath,
      (db) =>
        db
          .prepare(
            "select role, content, command from chat_messages where visitor_id = (select id from visitors where key_hash = ?) order by id",
          )
          .all(hash) as { role: string; content: string; command: string | null }[],
    );
    expect(rows.map((r) => r.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(rows[0]).toMatchObject({ content: "Show me your projects", command: null });
    expect(rows[1]).toMatchObject({ content: res.body.reply, command: "projects" });
    expect(rows[3].command).toBe("theme hacker");
  });

  it("rejects bad input with a JSON 4xx and stores nothing", async () => {
    const key = await newKey();
    const cases: Array<[string, RequestInit & { json?: unknown }, number, string]> = [
      ["missing message", { json: {} }, 400, "Message must be a string."],
      ["number", { json: { message: 42 } }, 400, "Message must be a string."],
      ["null", { json: { message: null } }, 400, "Message must be a string."],
      ["array body", { json: ["hello"] }, 400, "Message must be a string."],
      ["string body", { json: "hello" }, 400, "Message must be a string."],
      ["empty", { json: { message: "" } }, 400, "Message cannot be empty."],
      ["blank", { json: { message: " \n\t " } }, 400, "Message cannot be empty."],
      ["too long", { json: { message: "a".repeat(2001) } }, 400, "Message must be at most 2000 characters."],
      ["malformed JSON", { body: '{"message": "hi"', headers: { "Content-Type": "application/json" } }, 400, "Malformed JSON body."],
      [
        "not JSON",
        { body: "message=hi", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
        415,
        "Content-Type must be application/json.",
      ],
      ["over the limit", { json: { message: "a".repeat(70 * 1024) } }, 413, "Request body too large."],
    ];
    const before = count(app.databasePath, "chat_messages");
    for (const [name, init, status, message] of cases) {
      const res = await call(`${app.url}/api/sendMessage`, { key, ...init });
      try {
        expectJsonError(res, status, message);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
    expect(count(app.databasePath, "chat_messages")).toBe(before);
  });

  it("accepts exactly 2000 characters after trimming", async () => {
    const key = await newKey();
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: `  ${"é".repeat(2000)}  ` } });
    expect(res.status).toBe(200);
  });

  it("answers other methods with a JSON 405", async () => {
    const res = await call(`${app.url}/api/sendMessage`, { method: "GET" });
    expectJsonError(res, 405, "Method not allowed. Use POST.");
  });
});

describe("POST /api/clear-history", () => {
  it("deletes only that visitor's messages", async () => {
    const a = await newKey();
    const b = await newKey();
    await call(`${app.url}/api/sendMessage`, { key: a, json: { message: "hello" } });
    await call(`${app.url}/api/sendMessage`, { key: b, json: { message: "bonjour" } });
    const idOf = (key: string) =>
      readDb(
        app.databasePath,
        (db) =>
          (
            db.prepare("select id from visitors where key_hash = ?").get(crypto.createHash("sha256").update(key).digest("hex")) as {
              id: number;
            }
          ).id,
      );
    expect(count(app.databasePath, "chat_messages", "visitor_id = ?", idOf(a))).toBe(2);

    const res = await call(`${app.url}/api/clear-history`, { key: a });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Chat history cleared." });
    expect(count(app.databasePath, "chat_messages", "visitor_id = ?", idOf(a))).toBe(0);
    expect(count(app.databasePath, "chat_messages", "visitor_id = ?", idOf(b))).toBe(2);
  });

  it("ignores any body and answers other methods with 405", async () => {
    const key = await newKey();
    const res = await call(`${app.url}/api/clear-history`, { key, body: "not json", headers: { "Content-Type": "text/plain" } });
    expect(res.status).toBe(200);
    expectJsonError(await call(`${app.url}/api/clear-history`, { method: "GET" }), 405);
  });
});

describe("GET /api/projects", () => {
  it("returns the projects from SQLite keyed by id, with both languages", async () => {
    const res = await call(`${app.url}/api/projects`, { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe("string");
    const data = res.body.data as Record<string, Record<string, unknown>>;
    const ids = readDb(app.databasePath, (db) =>
      (db.prepare("select id from projects order by position").all() as { id: string }[]).map((r) => r.id),
    );
    expect(Object.keys(data)).toEqual(ids);
    const first = data[ids[0]];
    expect(first).toMatchObject({ id: ids[0] });
    expect(first.en).toMatchObject({ title: expect.any(String), description: expect.any(String), extendedDescription: expect.any(String) });
    expect(first.fr).toMatchObject({ title: expect.any(String) });
    for (const field of ["isOpenSource", "icon", "tags", "githubUrl", "liveUrl", "imageUrl", "features", "twitterPosts"])
      expect(first).toHaveProperty(field);
  });

  it("answers POST with a JSON 405", async () => {
    const res = await call(`${app.url}/api/projects`, { json: {} });
    expectJsonError(res, 405, "Method not allowed. Use GET.");
  });
});

describe("every endpoint", () => {
  const endpoints: Array<[string, string]> = [
    ["/api/generate-key", "POST"],
    ["/api/sendMessage", "POST"],
    ["/api/generate-image", "POST"],
    ["/api/clear-history", "POST"],
    ["/api/contact", "POST"],
    ["/api/projects", "GET"],
  ];
  const totals = () => ["visitors", "chat_messages", "contact_messages"].map((t) => count(app.databasePath, t));

  it("answers only its documented method; others get a JSON 405 with Allow", async () => {
    for (const [path, allowed] of endpoints) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (method === allowed) continue;
        const before = totals();
        const res = await call(`${app.url}${path}`, { method, ...(method === "GET" ? {} : { json: {} }) });
        expectJsonError(res, 405, `Method not allowed. Use ${allowed}.`);
        expect(res.headers.get("allow")).toBe(allowed);
        expect(totals()).toEqual(before);
      }
    }
  });

  it("answers a body over the limit with a JSON 413 and stores nothing", async () => {
    const key = await newKey();
    const before = totals();
    for (const [path, method] of endpoints) {
      if (method !== "POST") continue;
      const res = await call(`${app.url}${path}`, { key, json: { message: "x".repeat(70 * 1024), prompt: "x" } });
      expectJsonError(res, 413, "Request body too large.");
    }
    expect(totals()).toEqual(before);
  });
});

describe("chat history retention", () => {
  it("keeps the last STORAGE_CHAT_ROWS_PER_VISITOR rows per visitor", async () => {
    const kept = app.env.STORAGE_CHAT_ROWS_PER_VISITOR;
    const key = await newKey();
    // Two rows per message: one message more than fits.
    for (let i = 0; i < kept / 2 + 1; i++) await call(`${app.url}/api/sendMessage`, { key, json: { message: `hello ${i}` } });
    const hash = crypto.createHash("sha256").update(key).digest("hex");
    const rows = readDb(
      app.databasePath,
      (db) =>
        db
          .prepare("select content from chat_messages where visitor_id = (select id from visitors where key_hash = ?) order by id")
          .all(hash) as {
          content: string;
        }[],
    );
    expect(rows).toHaveLength(kept);
    expect(rows[0].content).toBe("hello 1");
  });
});

describe("the interface language", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a message that tells no language in the language the body names, and ignores a bad one", async () => {
    const key = (
      (await (await fetch(`${app.url}/api/generate-key`, { method: "POST", headers: { "Content-Type": "application/json" } })).json()) as {
        key: string;
      }
    ).key;
    const ask = async (body: unknown) => {
      const res = await fetch(`${app.url}/api/sendMessage`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { reply: string }).reply;
    };
    const fr = await ask({ message: "ok", lang: "fr" });
    const en = await ask({ message: "ok", lang: "en" });
    expect(fr).not.toBe(en);
    expect(await ask({ message: "ok", lang: "de" })).toBe(en);
    expect(await ask({ message: "ok", lang: 42 })).toBe(en);
  });
});

describe("the built-in assistant's dialogue state (ADR 050)", () => {
  const content = testContent();
  const project = content.projects[0];

  it("is stored with the assistant's turn, survives a restart on the same file, and `clear` forgets it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dialogue-state-"));
    const databasePath = path.join(dir, "chat.sqlite");
    let first: TestApp | undefined = await startTestApp({}, { backgroundJobs: false, databasePath });
    let second: TestApp | undefined;
    try {
      const key = (await call(`${first.url}/api/generate-key`, { headers: { "Content-Type": "application/json" } })).body.key as string;
      const ask = async (server: TestApp, message: string) => {
        const res = await call(`${server.url}/api/sendMessage`, { key, json: { message, lang: "en" } });
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty("dialogue");
        return res.body.reply as string;
      };
      await ask(first, `What is ${project.text.en.title}?`);
      const stored = readDb(databasePath, (db) => db.prepare("select role, dialogue from chat_messages order by id").all()) as Array<{
        role: string;
        dialogue: string | null;
      }>;
      expect(stored.map((r) => r.role)).toEqual(["user", "assistant"]);
      expect(stored[0].dialogue).toBeNull();
      expect(JSON.parse(stored[1].dialogue!)).toMatchObject({ v: 1, topic: `project:${project.id}` });
      await first.close();
      first = undefined;

      // Another process on the same file: the state comes from the database, not from memory.
      second = await startTestApp({}, { backgroundJobs: false, databasePath });
      const followUp = await ask(second, "how long did it take?");
      expect(followUp).toContain(project.text.en.title);
      expect(followUp).toMatch(/doesn't say/);
      // A fact the content lacks is kept for the owner, like the fallback's questions.
      const kept = readDb(databasePath, (db) => db.prepare("select text from unanswered_questions").all()) as Array<{ text: string }>;
      expect(kept.map((r) => r.text)).toContain("how long did it take?");

      await call(`${second.url}/api/clear-history`, { key });
      const afterClear = await ask(second, "how long did it take?");
      expect(afterClear).not.toContain(project.text.en.title);
    } finally {
      await first?.close();
      await second?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
