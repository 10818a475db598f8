/**
 * The eval's way into the assistant as a visitor meets it: POST /api/sendMessage's own function
 * (chatApi, which the Remix route and the server's direct path both call) on a real SQLite file,
 * with a real visitor key and no API key, so the built-in assistant answers with the history the
 * route stores and reads back (chat.server.ts: the visitor's last CHAT_LIMITS.context turns).
 * The terminal's side is played too: `{ message, lang }` as api.client.ts sends it, and a returned
 * `clear` forgets the history as the terminal's clear command does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { closeDatabase, setDatabase } from "../../db/client";
import { WriteHealth } from "../../db/write-health";
import { parseEnv } from "~/env.server";
import { chatApi, isEventStream } from "~/services/chat-api.server";
import { clearChatHistory } from "~/services/chat.server";
import { createMetrics } from "~/services/metrics.server";
import { Quotas } from "~/services/quota.server";
import { createVisitor } from "~/services/visitors.server";
import type { Lang } from "./harness";

export interface RouteAnswer {
  reply: string;
  command?: string;
  /** Time of the whole call: body, key check, history read, answer, both turns stored. */
  ms: number;
}

export interface RouteVisitor {
  /** Asks one message with this interface language, as the terminal does. */
  ask(message: string, ui: Lang): Promise<RouteAnswer>;
}

export interface Route {
  /** A new visitor: its own key, an empty history. */
  visitor(): RouteVisitor;
  /** Closes the database and deletes its folder. */
  close(): void;
}

/** A JSON body as the server's direct path reads it (server/chat-direct.ts's nodeJsonBody). */
function jsonBody(value: unknown) {
  const bytes = Buffer.from(JSON.stringify(value), "utf8");
  return {
    contentType: "application/json",
    contentLength: String(bytes.length),
    read: async () => new Uint8Array(bytes),
  };
}

/**
 * Opens a fresh database (the process's, via setDatabase: close it before another test opens its
 * own). No games folder is read: only what ships with the app (the homebrew) counts as installed.
 */
export function openRoute(): Route {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assistant-eval-"));
  setDatabase(path.join(dir, "eval.sqlite"));
  const empty = path.join(dir, "no-games");
  fs.mkdirSync(empty);
  // Never the process's environment: no OPENAI_API_KEY, so the built-in assistant answers.
  const env = parseEnv({ GBA_ROMS_DIR: empty, DOS_BUNDLES_DIR: empty });
  const platform = { metrics: createMetrics(), writeHealth: new WriteHealth() };
  const quotas = new Quotas();
  let visitors = 0;
  return {
    visitor() {
      // Each visitor from its own address, so the eval's many dialogues meet no key quota.
      const { key, id } = createVisitor(env, `10.0.${(visitors >> 8) & 255}.${visitors++ & 255}`, { quotas, ...platform });
      return {
        async ask(message, ui) {
          const start = performance.now();
          const answer = await chatApi(
            { authorization: `Bearer ${key}`, accept: "application/json", body: jsonBody({ message, lang: ui }) },
            { env, platform },
          );
          const ms = performance.now() - start;
          if (isEventStream(answer)) throw new Error("expected a JSON answer");
          const json = answer.json as { success?: boolean; reply?: string; command?: string; message?: string };
          if (answer.status !== 200 || json.success !== true)
            throw new Error(`POST /api/sendMessage answered ${answer.status}: ${json.message ?? ""} (to ${JSON.stringify(message)})`);
          const command = json.command?.trim() || undefined;
          // The terminal runs a returned command; `clear` also clears the chat history (engine/commands/clear.ts).
          if (command === "clear") clearChatHistory(id);
          return command === undefined ? { reply: json.reply ?? "", ms } : { reply: json.reply ?? "", command, ms };
        },
      };
    },
    close() {
      closeDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
