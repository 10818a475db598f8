import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, readDb } from "../fakes/client";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { answerBuiltin } from "../../app/services/assistant-builtin.server";
import { sendChatMessage } from "../../app/services/chat.server";
import { createMetrics } from "../../app/services/metrics.server";
import { WriteHealth } from "../../db/write-health";
import { generatePng } from "../../app/services/png.server";
import { ALLOWED_COMMANDS } from "../../app/services/commands.server";
import { testContent } from "../helpers/content";

let openai: FakeOpenAI;
let app: TestApp;

const aiEnv = (baseUrl: string) => ({
  OPENAI_API_KEY: "sk-test",
  OPENAI_BASE_URL: `${baseUrl}/v1`,
  OPENAI_MODEL: "fake-chat-model",
  OPENAI_IMAGE_MODEL: "fake-image-model",
  RATE_LIMIT_MULTIPLIER: "1000",
});

beforeAll(async () => {
  openai = await startFakeOpenAI();
  app = await startTestApp(aiEnv(openai.url), { backgroundJobs: false });
});
afterAll(async () => {
  await app?.close();
  await openai?.close();
});
beforeEach(() => {
  openai.chatMode = "text";
  openai.imageMode = "ok";
  openai.replyText = "Hello from the model.";
  openai.toolCommand = "theme hacker";
  openai.pieceChars = 4;
  openai.pieceDelayMs = 15;
});

const newKey = async () => (await call(`${app.url}/api/generate-key`)).body.key as string;
const visitorRows = (key: string) =>
  readDb(
    app.databasePath,
    (db) =>
      db
        .prepare(
          "select role, content, command from chat_messages where visitor_id = (select id from visitors where key_hash = ?) order by id",
        )

        .all(crypto.createHash("sha256").update(key).digest("hex")) as { role: string; content: string; command: string | null }[],
  );

describe("sendMessage through an OpenAI-compatible API", () => {
  it("sends the system prompt, the tool and the model; stores both turns", async () => {
    const key = await newKey();
    const before = openai.chatRequests().length;
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "Who is the owner?" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, reply: "Hello from the model.", message: "Reply generated." });

    const sent = openai.chatRequests()[before];
    expect(sent.model).toBe("fake-chat-model");
    expect(sent.messages[0].role).toBe("system");
    expect(sent.messages[0].content).toContain("Clara Adler");
    expect(sent.messages[0].content).toContain("Stream Copilot");
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "Who is the owner?" });
    type Tool = {
      function: { name: string; parameters: { properties: { command: { anyOf: [{ enum: string[] }, { pattern: string }] } } } };
    };
    const tool = (sent.tools as Tool[])[0];
    expect(tool.function.name).toBe("run_command");
    const [fixed, image] = tool.function.parameters.properties.command.anyOf;
    expect(fixed.enum).toEqual([...ALLOWED_COMMANDS]);
    expect(fixed.enum).not.toContain("sudo");
    expect(new RegExp(image.pattern).test("gen_image a red fox")).toBe(true);
    expect(new RegExp(image.pattern).test("gen_image x; rm -rf /")).toBe(false);
  });

  it("gives the model the owner's words in each of the site's languages, and the visitor's interface language", async () => {
    const content = testContent();
    const key = await newKey();
    const before = openai.chatRequests().length;
    await call(`${app.url}/api/sendMessage`, { key, json: { message: "ok", lang: "fr" } });
    const { messages } = openai.chatRequests()[before];
    const project = content.projects[0]!;
    expect(messages[0].content).toContain(project.text.en.description);
    expect(messages[0].content).toContain(`${project.text.fr!.title}: ${project.text.fr!.description}`);
    expect(messages[0].content).toContain(content.assistant.availability.fr);
    expect(messages[1]).toEqual({ role: "system", content: "The visitor's interface is in French (fr)." });
    expect(messages.at(-1)).toEqual({ role: "user", content: "ok" });
  });

  it("passes the visitor's last 20 messages as context", async () => {
    const key = await newKey();
    for (let i = 0; i < 11; i++) await call(`${app.url}/api/sendMessage`, { key, json: { message: `question ${i}` } });
    expect(visitorRows(key)).toHaveLength(22);
    const before = openai.chatRequests().length;
    await call(`${app.url}/api/sendMessage`, { key, json: { message: "last one" } });
    const { messages } = openai.chatRequests()[before];
    expect(messages).toHaveLength(1 + 20 + 1);
    expect(messages[1]).toEqual({ role: "user", content: "question 1" });
    expect(messages[20]).toEqual({ role: "assistant", content: "Hello from the model." });
    // Another visitor's history never leaks in.
    const other = await newKey();
    const n = openai.chatRequests().length;
    await call(`${app.url}/api/sendMessage`, { key: other, json: { message: "hi" } });
    expect(openai.chatRequests()[n].messages).toHaveLength(2);
  });

  it("returns an allowed command from a run_command tool call", async () => {
    openai.chatMode = "tool";
    openai.replyText = "Switching to the hacker theme.";
    const key = await newKey();
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "hacker theme please" } });
    expect(res.body).toMatchObject({ success: true, reply: "Switching to the hacker theme.", command: "theme hacker" });
    expect(visitorRows(key)[1]).toMatchObject({ role: "assistant", command: "theme hacker" });
  });

  it("writes a short reply itself when the model only calls the tool", async () => {
    openai.chatMode = "toolOnly";
    openai.toolCommand = "projects";
    const key = await newKey();
    const en = await call(`${app.url}/api/sendMessage`, { key, json: { message: "show me the projects" } });
    expect(en.body).toMatchObject({ reply: "Running `projects`.", command: "projects" });
    const fr = await call(`${app.url}/api/sendMessage`, { key, json: { message: "montre-moi tes projets" } });
    expect(fr.body).toMatchObject({ reply: "J'exécute `projects`.", command: "projects" });
  });

  const keptText: Array<[string, FakeOpenAI["chatMode"]]> = [
    ["a malformed tool call (arguments not JSON)", "badToolJson"],
    ["a tool call outside the allow-list", "badToolCommand"],
  ];
  for (const [name, mode] of keptText) {
    it(`keeps the model's text and drops ${name}`, async () => {
      openai.chatMode = mode;
      const key = await newKey();
      const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "Switch to the retro theme" } });
      expect(res.body).toEqual({ success: true, reply: "ok", message: "Reply generated." });
      expect(visitorRows(key)[1]).toEqual({ role: "assistant", content: "ok", command: null });
    });
  }

  it("the model may draw a picture; a DOS game that is not installed becomes the catalogue", async () => {
    openai.chatMode = "tool";
    openai.replyText = "Here you go.";
    const key = await newKey();
    openai.toolCommand = "gen_image a red fox in the snow";
    const image = await call(`${app.url}/api/sendMessage`, { key, json: { message: "draw me a red fox in the snow" } });
    expect(image.body).toMatchObject({ command: "gen_image a red fox in the snow" });
    openai.toolCommand = "dos doom";
    const game = await call(`${app.url}/api/sendMessage`, { key, json: { message: "let me play doom" } });
    expect(game.body).toMatchObject({ reply: "Here you go.", command: "dos" });
  });

  it("runs the first allowed command of several tool calls", async () => {
    openai.chatMode = "twoTools";
    openai.toolCommand = "projects";
    openai.replyText = "Here are the projects.";
    const key = await newKey();
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "show me everything" } });
    expect(res.body).toEqual({ success: true, reply: "Here are the projects.", command: "projects", message: "Reply generated." });
  });

  const fallbacks: Array<[string, FakeOpenAI["chatMode"]]> = [
    ["401", "401"],
    ["429 (one attempt, no retry)", "429"],
    ["500 (one attempt, no retry)", "500"],
    ["a connection cut mid-reply", "cutOff"],
  ];
  for (const [name, mode] of fallbacks) {
    it(`falls back to the built-in assistant on ${name}, and says so`, async () => {
      openai.chatMode = mode;
      const key = await newKey();
      const before = openai.chatRequests().length;
      const message = "Switch to the retro theme";
      const res = await call(`${app.url}/api/sendMessage`, { key, json: { message } });
      expect(res.status).toBe(200);
      const expected = answerBuiltin(message);
      expect(res.body).toEqual({
        success: true,
        reply: expected.reply,
        command: "theme retro",
        fallback: true,
        message: "Reply generated.",
      });
      expect(openai.chatRequests().length - before).toBe(1);
      expect(visitorRows(key)).toEqual([
        { role: "user", content: message, command: null },
        { role: "assistant", content: expected.reply, command: "theme retro" },
      ]);
    });
  }

  it("falls back on a timeout (service called with a short timeout)", async () => {
    openai.chatMode = "slow";
    openai.slowMs = 3000;
    const visitorId = readDb(app.databasePath, (db) => (db.prepare("select max(id) as id from visitors").get() as { id: number }).id);
    const started = Date.now();
    const answer = await sendChatMessage(visitorId, "Tell me a joke", app.env, {
      timeoutMs: 250,
      metrics: createMetrics(),
      writeHealth: new WriteHealth(),
    });
    expect(Date.now() - started).toBeLessThan(2900);
    expect(answer).toEqual({ reply: answerBuiltin("Tell me a joke").reply, source: "builtin", fallback: true });
  });
});

/** Reads a streamed answer: each event with the milliseconds since the request started. */
async function streamed(key: string, message: string) {
  const started = performance.now();
  const res = await fetch(`${app.url}/api/sendMessage`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message }),
  });
  const events: Array<{ event: string; data: Record<string, unknown>; ms: number }> = [];
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      events.push({
        event,
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as Record<string, unknown>,
        ms: performance.now() - started,
      });
    }
  }
  return { res, events, ms: performance.now() - started };
}

describe("sendMessage streamed (Accept: text/event-stream)", () => {
  it("sends the model's text in pieces as it arrives, then the whole answer; uncompressed, never cached", async () => {
    openai.replyText = "Clara builds real-time tools for streamers and AI agents, mostly in TypeScript and Python.";
    openai.pieceChars = 6;
    openai.pieceDelayMs = 20;
    const key = await newKey();
    const { res, events, ms } = await streamed(key, "What does Clara build?");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("no-cache");
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBe(Math.ceil(openai.replyText.length / 6));
    expect(deltas.map((d) => d.data.text).join("")).toBe(openai.replyText);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toEqual({ success: true, reply: openai.replyText, message: "Reply generated." });
    // The first piece reaches the client long before the last: it is streamed, not buffered.
    expect(done.ms - deltas[0]!.ms).toBeGreaterThan((deltas.length - 2) * 20 * 0.5);
    console.log(
      `[stream] ${openai.replyText.length} chars in ${deltas.length} pieces: first token ${deltas[0]!.ms.toFixed(0)} ms, whole reply ${ms.toFixed(0)} ms`,
    );
    expect(visitorRows(key)[1]).toEqual({ role: "assistant", content: openai.replyText, command: null });
  });

  it("streams a reply with a command, and answers a model cut off mid-way with the built-in assistant", async () => {
    openai.chatMode = "tool";
    openai.replyText = "Switching to the hacker theme for you.";
    const key = await newKey();
    const tool = await streamed(key, "hacker theme please");
    expect(tool.events.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
    expect(tool.events.at(-1)!.data).toMatchObject({ reply: openai.replyText, command: "theme hacker" });
    const first = tool.events.find((e) => e.event === "delta")!;
    console.log(`[stream] with a tool call: first token ${first.ms.toFixed(0)} ms, whole reply ${tool.ms.toFixed(0)} ms`);

    openai.chatMode = "cutOff";
    const cut = await streamed(key, "Switch to the retro theme");
    const pieces = cut.events.filter((e) => e.event === "delta");
    expect(pieces.length).toBeGreaterThan(0);
    expect(cut.events.at(-1)).toMatchObject({
      event: "done",
      data: { reply: answerBuiltin("Switch to the retro theme").reply, command: "theme retro", fallback: true },
    });
  });

  it("without a model key, the built-in reply comes whole in one done event", async () => {
    const builtinApp = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" }, { backgroundJobs: false });
    try {
      const key = (await call(`${builtinApp.url}/api/generate-key`)).body.key as string;
      const res = await fetch(`${builtinApp.url}/api/sendMessage`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ message: "How can I contact you?" }),
      });
      const text = await res.text();
      expect(text.match(/^event: /gm)).toHaveLength(1);
      expect(text).toContain(
        `event: done\ndata: ${JSON.stringify({ success: true, reply: answerBuiltin("How can I contact you?").reply, message: "Reply generated." })}`,
      );
      // A refusal before any text is the ordinary JSON error.
      const empty = await fetch(`${builtinApp.url}/api/sendMessage`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ message: "   " }),
      });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ success: false, message: "Message cannot be empty." });
    } finally {
      await builtinApp.close();
    }
  });
});

describe("sendMessage with an unreachable model server", () => {
  let down: TestApp;
  beforeAll(async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    down = await startTestApp(aiEnv(`http://127.0.0.1:${port}`), { backgroundJobs: false });
  });
  afterAll(async () => {
    await down?.close();
  });

  it("answers with the built-in assistant when the connection is refused", async () => {
    const key = (await call(`${down.url}/api/generate-key`)).body.key as string;
    const res = await call(`${down.url}/api/sendMessage`, { key, json: { message: "Quels jeux y a-t-il ?" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, command: "games", reply: answerBuiltin("Quels jeux y a-t-il ?").reply });
    expect(count(down.databasePath, "chat_messages")).toBe(2);
  });
});

describe("generate-image through the OpenAI images API", () => {
  it("returns the model's PNG and sends the configured model", async () => {
    const key = await newKey();
    const before = openai.requests.length;
    const res = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "a lighthouse" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, imageBase64: openai.png.toString("base64"), source: "openai", message: "Image generated." });
    const req = openai.requests.slice(before).find((r) => r.path === "/v1/images/generations")!;
    expect(req.body).toMatchObject({ model: "fake-image-model", prompt: "a lighthouse", n: 1 });
  });

  for (const mode of ["500", "notPng"] as const) {
    it(`falls back to the embedded generator on ${mode}`, async () => {
      openai.imageMode = mode;
      const key = await newKey();
      const res = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "a lighthouse" } });
      expect(res.status).toBe(200);
      expect(res.body.imageBase64).toBe(generatePng("a lighthouse").toString("base64"));
      // The answer says the model did not draw it (issue 36).
      expect(res.body.source).toBe("builtin");
    });
  }
});
