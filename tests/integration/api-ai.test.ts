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
    const tool = (sent.tools as Array<{ function: { name: string; parameters: { properties: { command: { enum: string[] } } } } }>)[0];
    expect(tool.function.name).toBe("run_command");
    expect(tool.function.parameters.properties.command.enum).toEqual([...ALLOWED_COMMANDS]);
    expect(tool.function.parameters.properties.command.enum).not.toContain("sudo");
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

  const fallbacks: Array<[string, FakeOpenAI["chatMode"], number]> = [
    ["a malformed tool call (arguments not JSON)", "badToolJson", 1],
    ["a tool call outside the allow-list", "badToolCommand", 1],
    ["401", "401", 1],
    ["429 (one attempt, no retry)", "429", 1],
    ["500 (one attempt, no retry)", "500", 1],
  ];
  for (const [name, mode, requests] of fallbacks) {
    it(`falls back to the built-in assistant on ${name}`, async () => {
      openai.chatMode = mode;
      const key = await newKey();
      const before = openai.chatRequests().length;
      const message = "Switch to the retro theme";
      const res = await call(`${app.url}/api/sendMessage`, { key, json: { message } });
      expect(res.status).toBe(200);
      const expected = answerBuiltin(message);
      expect(res.body).toEqual({ success: true, reply: expected.reply, command: "theme retro", message: "Reply generated." });
      expect(openai.chatRequests().length - before).toBe(requests);
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
    expect(answer).toEqual({ reply: answerBuiltin("Tell me a joke").reply, source: "builtin" });
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
    expect(res.body).toEqual({ success: true, imageBase64: openai.png.toString("base64"), message: "Image generated." });
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
    });
  }
});
