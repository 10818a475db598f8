/**
 * A terminal pool's worker thread: runs the lines it is given (run-line.ts) one at a time, reaching the
 * server's services through messages to the main thread. The main thread times each line and ends this
 * thread when it runs past its budget or its heap (pool.server.ts): nothing here needs to guard itself.
 */
import { parentPort } from "node:worker_threads";
import type { EngineContent } from "~/terminal/engine/types";
import type { ApiMethod, FromWorker, ToWorker } from "./protocol";
import { runLine, type LineApi } from "./run-line";

const port = parentPort;
if (!port) throw new Error("terminal-pool/worker.ts runs as a worker thread");

let content: { id: number; value: EngineContent } | null = null;
let nextCallId = 1;
const pendingCalls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

const send = (message: FromWorker) => port.postMessage(message);

/** The engine's services for one task: each call is a message to the main thread and its answer. */
function apiFor(taskId: number): LineApi {
  const call =
    (method: ApiMethod) =>
    (...args: unknown[]) =>
      new Promise<never>((resolve, reject) => {
        const callId = nextCallId++;
        pendingCalls.set(callId, { resolve: resolve as (value: unknown) => void, reject });
        send({ type: "call", taskId, callId, method, args });
      });
  return {
    sendMessage: call("sendMessage"),
    generateImage: call("generateImage"),
    clearHistory: call("clearHistory"),
    projects: call("projects"),
    games: call("games"),
  };
}

port.on("message", (message: ToWorker) => {
  if (message.type === "answer") {
    const pending = pendingCalls.get(message.callId);
    pendingCalls.delete(message.callId);
    if (message.ok) pending?.resolve(message.value);
    else pending?.reject(new Error(message.message));
    return;
  }
  if (message.content) content = { id: message.contentId, value: message.content };
  const { taskId } = message;
  if (!content || content.id !== message.contentId) {
    send({ type: "failed", taskId, message: "the worker has no content of this version" });
    return;
  }
  runLine(message.request, content.value, apiFor(taskId)).then(
    (result) => send({ type: "done", taskId, result }),
    (error: unknown) => send({ type: "failed", taskId, message: error instanceof Error ? error.message : String(error) }),
  );
});

send({ type: "ready" });
