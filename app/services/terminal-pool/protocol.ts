/** The messages between the terminal pool (main thread, pool.server.ts) and its workers (worker.ts). */
import type { EngineContent } from "~/terminal/engine/types";
import type { LineApi, LineRequest, LineResult } from "./run-line";

export type ApiMethod = keyof LineApi;

/** Main thread → worker. */
export type ToWorker =
  /** Run a line; `content` comes along when this worker does not hold version `contentId` yet. */
  | { type: "run"; taskId: number; request: LineRequest; contentId: number; content?: EngineContent }
  /** The answer to a worker's `call`. */
  | { type: "answer"; callId: number; ok: true; value: unknown }
  | { type: "answer"; callId: number; ok: false; message: string };

/** Worker → main thread. */
export type FromWorker =
  /** Its modules are loaded: it takes lines from now on. */
  | { type: "ready" }
  /** The line needs a service of the server (the assistant, an image, the projects...). */
  | { type: "call"; taskId: number; callId: number; method: ApiMethod; args: unknown[] }
  | { type: "done"; taskId: number; result: LineResult }
  /** The engine threw: the line's outcome is an error, the worker stays usable. */
  | { type: "failed"; taskId: number; message: string };
