/**
 * A fake OpenAI-compatible API on 127.0.0.1 (the real `openai` SDK talks to it):
 * POST /v1/chat/completions and POST /v1/images/generations.
 * Chat modes: "text", "tool" (run_command + text), "toolOnly" (no text),
 * "badToolJson", "badToolCommand", "twoTools" (a disallowed call, then an allowed one),
 * "cutOff" (some text, then the connection drops), "401", "429", "500", "slow".
 * Chat requests get the streaming wire format (server-sent
 * `chat.completion.chunk` events, then `data: [DONE]`): the text in pieces of
 * `pieceChars`, `pieceDelayMs` apart, then the tool calls' arguments in two pieces.
 * Image modes: "ok" (b64_json PNG), "500", "notPng".
 */
import zlib from "node:zlib";
import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type FakeServer } from "./server";

export type ChatMode =
  "text" | "tool" | "toolOnly" | "badToolJson" | "badToolCommand" | "twoTools" | "cutOff" | "401" | "429" | "500" | "slow";
export type ImageMode = "ok" | "500" | "notPng";

export interface FakeOpenAI extends FakeServer {
  chatMode: ChatMode;
  imageMode: ImageMode;
  /** The assistant text in "text"/"tool" modes. */
  replyText: string;
  /** The command in "tool"/"toolOnly" modes. */
  toolCommand: string;
  /** How long "slow" waits before answering. */
  slowMs: number;
  /** The PNG served by the images endpoint. */
  png: Buffer;
  /** Streaming: characters per text piece, and the pause between pieces. */
  pieceChars: number;
  pieceDelayMs: number;
  chatRequests(): Array<{ model: string; messages: Array<{ role: string; content: string }>; tools?: unknown[] }>;
}

/** A tiny valid 2×2 PNG (not the embedded generator's output). */
export function tinyPng(): Buffer {
  const crc = (b: Buffer) => zlib.crc32(b) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + body.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 4 + body.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

interface Answer {
  content: string | null;
  calls: Array<{ name: string; arguments: string }>;
}

/** What each mode answers (the same for both wire formats). */
function answerFor(mode: ChatMode, replyText: string, toolCommand: string): Answer {
  const run = (command: string) => ({ name: "run_command", arguments: JSON.stringify({ command }) });
  switch (mode) {
    case "tool":
      return { content: replyText, calls: [run(toolCommand)] };
    case "toolOnly":
      return { content: null, calls: [run(toolCommand)] };
    case "badToolJson":
      return { content: "ok", calls: [{ name: "run_command", arguments: "{command: theme" }] };
    case "badToolCommand":
      return { content: "ok", calls: [run("sudo rm -rf /")] };
    case "twoTools":
      return { content: replyText, calls: [run("sudo rm -rf /"), { name: "delete_everything", arguments: "{}" }, run(toolCommand)] };
    default:
      return { content: replyText, calls: [] };
  }
}

/** The streaming wire format: one `chat.completion.chunk` per piece, as server-sent events. */
async function streamAnswer(
  res: ServerResponse,
  model: string,
  answer: Answer,
  options: { pieceChars: number; pieceDelayMs: number; cutOff: boolean },
): Promise<void> {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
  const created = Math.floor(Date.now() / 1000);
  const send = (delta: Record<string, unknown>, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`,
    );
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.pieceDelayMs));
  send({ role: "assistant", content: "" });
  const text = answer.content ?? "";
  for (let i = 0; i < text.length; i += options.pieceChars) {
    if (res.destroyed) return;
    send({ content: text.slice(i, i + options.pieceChars) });
    await pause();
    if (options.cutOff && i + options.pieceChars >= text.length / 2) {
      res.destroy();
      return;
    }
  }
  answer.calls.forEach((call, index) => {
    const half = Math.ceil(call.arguments.length / 2);
    send({
      tool_calls: [
        { index, id: `call_fake_${index}`, type: "function", function: { name: call.name, arguments: call.arguments.slice(0, half) } },
      ],
    });
    send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] });
  });
  send({}, answer.calls.length ? "tool_calls" : "stop");
  res.end("data: [DONE]\n\n");
}

const apiError = (res: ServerResponse, status: number, message: string, type: string) =>
  // retry-after-ms keeps the SDK's single retry fast.
  sendJson(res, status, { error: { message, type, param: null, code: type } }, { "retry-after-ms": "10" });

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const state = {
    chatMode: "text" as ChatMode,
    imageMode: "ok" as ImageMode,
    replyText: "Hello from the model.",
    toolCommand: "theme hacker",
    slowMs: 2000,
    png: tinyPng(),
    pieceChars: 4,
    pieceDelayMs: 15,
  };
  const server = await startFakeServer(async (req, res) => {
    if (req.headers.authorization !== "Bearer sk-test") return apiError(res, 401, "Incorrect API key provided.", "invalid_api_key");
    const body = (req.body ?? {}) as { model?: string; stream?: boolean };
    const model = body.model ?? "unknown";
    if (req.method === "POST" && req.path === "/v1/chat/completions" && body.stream === true) {
      const mode = state.chatMode;
      if (mode === "401") return apiError(res, 401, "Incorrect API key provided.", "invalid_api_key");
      if (mode === "429") return apiError(res, 429, "Rate limit reached.", "rate_limit_exceeded");
      if (mode === "500") return apiError(res, 500, "The server had an error.", "server_error");
      if (mode === "slow") {
        await new Promise((resolve) => setTimeout(resolve, state.slowMs));
        if (res.destroyed) return;
      }
      return streamAnswer(res, model, answerFor(mode, state.replyText, state.toolCommand), {
        pieceChars: state.pieceChars,
        pieceDelayMs: state.pieceDelayMs,
        cutOff: mode === "cutOff",
      });
    }
    if (req.method === "POST" && req.path === "/v1/chat/completions")
      // The product always streams: a request that does not is a defect the tests should see.
      return sendJson(res, 400, { error: { message: "This fake answers streamed chat completions only.", type: "invalid_request_error" } });
    if (req.method === "POST" && req.path === "/v1/images/generations") {
      if (state.imageMode === "500") return apiError(res, 500, "The server had an error.", "server_error");
      const b64 = state.imageMode === "notPng" ? Buffer.from("GIF89a not a png at all").toString("base64") : state.png.toString("base64");
      return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });
    }
    return sendJson(res, 404, { error: { message: "Not found", type: "not_found" } });
  });
  const props: PropertyDescriptorMap = {
    chatRequests: {
      value: () => server.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body),
    },
  };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    props[key] = { get: () => state[key], set: (v: never) => (state[key] = v), enumerable: true };
  }
  return Object.defineProperties(server, props) as FakeOpenAI;
}
