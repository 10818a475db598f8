/**
 * A fake OpenAI-compatible API on 127.0.0.1 (the real `openai` SDK talks to it):
 * POST /v1/chat/completions and POST /v1/images/generations.
 * Chat modes: "text", "tool" (run_command + text), "toolOnly" (no text),
 * "badToolJson", "badToolCommand", "401", "429", "500", "slow".
 * Image modes: "ok" (b64_json PNG), "500", "notPng".
 */
import zlib from "node:zlib";
import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type FakeServer } from "./server";

export type ChatMode = "text" | "tool" | "toolOnly" | "badToolJson" | "badToolCommand" | "401" | "429" | "500" | "slow";
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

const completion = (model: string, message: Record<string, unknown>, finish: string) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finish, logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

const toolCall = (args: string) => [{ id: "call_fake", type: "function", function: { name: "run_command", arguments: args } }];

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
  };
  const server = await startFakeServer(async (req, res) => {
    if (req.headers.authorization !== "Bearer sk-test") return apiError(res, 401, "Incorrect API key provided.", "invalid_api_key");
    const body = (req.body ?? {}) as { model?: string };
    const model = body.model ?? "unknown";
    if (req.method === "POST" && req.path === "/v1/chat/completions") {
      switch (state.chatMode) {
        case "401":
          return apiError(res, 401, "Incorrect API key provided.", "invalid_api_key");
        case "429":
          return apiError(res, 429, "Rate limit reached.", "rate_limit_exceeded");
        case "500":
          return apiError(res, 500, "The server had an error.", "server_error");
        case "slow":
          await new Promise((resolve) => setTimeout(resolve, state.slowMs));
          if (res.destroyed) return;
          return sendJson(res, 200, completion(model, { content: "too late", refusal: null }, "stop"));
        case "tool":
          return sendJson(
            res,
            200,
            completion(
              model,
              { content: state.replyText, refusal: null, tool_calls: toolCall(JSON.stringify({ command: state.toolCommand })) },
              "tool_calls",
            ),
          );
        case "toolOnly":
          return sendJson(
            res,
            200,
            completion(
              model,
              { content: null, refusal: null, tool_calls: toolCall(JSON.stringify({ command: state.toolCommand })) },
              "tool_calls",
            ),
          );
        case "badToolJson":
          return sendJson(
            res,
            200,
            completion(model, { content: "ok", refusal: null, tool_calls: toolCall("{command: theme") }, "tool_calls"),
          );
        case "badToolCommand":
          return sendJson(
            res,
            200,
            completion(
              model,
              { content: "ok", refusal: null, tool_calls: toolCall(JSON.stringify({ command: "sudo rm -rf /" })) },
              "tool_calls",
            ),
          );
        default:
          return sendJson(res, 200, completion(model, { content: state.replyText, refusal: null }, "stop"));
      }
    }
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
