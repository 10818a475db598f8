/**
 * Visitors' command lines run off the main thread, under a budget (ADR 045). A small pool of worker threads
 * runs the terminal engine; each line gets a time budget (wall-clock time while its worker runs it, not
 * while it waits on the server's services) and each worker a heap ceiling. A line past either is stopped
 * by ending its worker (the only way to stop a JavaScript loop), and a fresh worker takes its place. When
 * every worker is busy, a line waits briefly in a bounded queue, then is refused: never an unbounded backlog.
 */
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EngineContent } from "~/terminal/engine/types";
import { projectRoot } from "~/utils/project-root.server";
import type { ApiMethod, FromWorker, ToWorker } from "./protocol";
import type { LineApi, LineRequest, LineResult } from "./run-line";

/** Why a line got no result: past its time, past the heap, refused by a full pool, or the engine failed. */
export type StopReason = "deadline" | "memory" | "busy" | "fault";

export type PoolOutcome = { ok: true; result: LineResult } | { ok: false; reason: StopReason; detail?: string };

export const POOL_DEFAULTS = {
  /** Busy time one line may take in its worker (the engine's own caps keep real lines far below). */
  lineBudgetMs: 250,
  /** Wall-clock time a line may take in all, service calls (the assistant's model, an image) included. */
  lineWallMs: 60_000,
  /** A worker's old-generation heap, in MB: a line that grows a string or a list past it is stopped. */
  heapMb: 64,
  /** Lines waiting for a worker; one more is refused at once. */
  queueLimit: 16,
  /** How long a line may wait for a worker before it is refused. */
  queueWaitMs: 1_000,
  /** Lines one client may have running or waiting at once (one client cannot fill the queue). */
  perClient: 2,
} as const;

/** How long a line may wait for a worker that is still starting. */
const WORKER_START_MS = 15_000;

export interface PoolOptions {
  /** Workers (default: one core left to the server, at least 1, at most 4: 1 on this 2-core machine). */
  size?: number;
  lineBudgetMs?: number;
  lineWallMs?: number;
  heapMb?: number;
  queueLimit?: number;
  queueWaitMs?: number;
  perClient?: number;
  /** Run the build's worker (build/terminal-worker.js, production) instead of its source through tsx. */
  built?: boolean;
  /** Another worker script speaking the same protocol (the pool's own tests). */
  script?: WorkerEntry;
  /** Told of every line's outcome and its busy time (metrics, logs). */
  onOutcome?: (outcome: StopReason | "ok", busyMs: number) => void;
}

export interface LineTask {
  request: LineRequest;
  /** The engine's content, and a number that changes when it does (a worker is sent each version once). */
  content: EngineContent;
  contentId: number;
  /** The server's services for this line. */
  api: LineApi;
  /** Who asked (the client key): their share of the pool. */
  client: string;
}

export interface TerminalPool {
  run(task: LineTask): Promise<PoolOutcome>;
  /** Workers alive, lines running and waiting, workers replaced since the start. */
  stats(): { workers: number; running: number; waiting: number; replaced: number };
  close(): Promise<void>;
}

/** The default pool size: leave one core to the server's own event loop. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/** The worker's script: the build's bundle (build/terminal-worker.js), or worker.ts through tsx's loader. */
export interface WorkerEntry {
  file: URL;
  workerData?: unknown;
}

function workerEntry(built: boolean): WorkerEntry {
  if (built) return { file: pathToFileURL(path.join(projectRoot(), "build", "terminal-worker.js")) };
  const dir = path.join(projectRoot(), "app", "services", "terminal-pool");
  return {
    file: pathToFileURL(path.join(dir, "worker-from-source.mjs")),
    workerData: { entry: pathToFileURL(path.join(dir, "worker.ts")).href },
  };
}

interface Running {
  task: LineTask;
  taskId: number;
  resolve: (outcome: PoolOutcome) => void;
  /** Busy time used before the current stretch; the stretch began at `since` (null while a call is out). */
  usedMs: number;
  since: number | null;
  calls: number;
  budgetTimer?: NodeJS.Timeout;
  wallTimer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  contentId: number | null;
  running: Running | null;
}

interface Waiting {
  task: LineTask;
  resolve: (outcome: PoolOutcome) => void;
  timer: NodeJS.Timeout;
}

export function createTerminalPool(options: PoolOptions = {}): TerminalPool {
  const size = options.size ?? defaultPoolSize();
  const settings = { ...POOL_DEFAULTS, ...stripUndefined(options) };
  const slots: Slot[] = [];
  const waiting: Waiting[] = [];
  const perClient = new Map<string, number>();
  let nextTaskId = 1;
  let replaced = 0;
  let closed = false;
  const entry = options.script ?? workerEntry(options.built ?? false);

  const clientCount = (client: string) => perClient.get(client) ?? 0;
  const addClient = (client: string, delta: number) => {
    const count = clientCount(client) + delta;
    if (count > 0) perClient.set(client, count);
    else perClient.delete(client);
  };

  function finish(slot: Slot, outcome: PoolOutcome, reason: StopReason | "ok") {
    const running = slot.running;
    if (!running) return;
    slot.running = null;
    clearTimeout(running.budgetTimer);
    clearTimeout(running.wallTimer);
    const busyMs = running.usedMs + (running.since === null ? 0 : performance.now() - running.since);
    addClient(running.task.client, -1);
    options.onOutcome?.(reason, busyMs);
    running.resolve(outcome);
  }

  /** Ends a worker that ran past a limit (or died) and answers its line; a fresh worker comes on demand. */
  function retire(slot: Slot, reason: StopReason, detail?: string) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    replaced += 1;
    finish(slot, { ok: false, reason, detail }, reason);
    void slot.worker.terminate();
    dispatch();
    // Its replacement starts now, not when the next line comes (a worker takes 60-130 ms to load).
    if (!closed && slots.length < size) spawn();
  }

  function startBudget(slot: Slot, running: Running) {
    running.since = performance.now();
    const left = Math.max(0, settings.lineBudgetMs - running.usedMs);
    running.budgetTimer = setTimeout(() => retire(slot, "deadline"), left);
  }

  function pauseBudget(running: Running) {
    if (running.since !== null) running.usedMs += performance.now() - running.since;
    running.since = null;
    clearTimeout(running.budgetTimer);
  }

  function spawn(): Slot {
    const worker = new Worker(entry.file, {
      workerData: entry.workerData,
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // Its output is the server's: a worker never writes to it (the engine prints into lines).
      stdout: false,
      stderr: false,
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, contentId: null, running: null };
    worker.on("message", (message: FromWorker) => onMessage(slot, message));
    worker.on("error", (error: Error & { code?: string }) => {
      const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      if (!slot.ready && !memory) {
        // A worker that cannot start (a missing build file): every waiting line fails now, not after a wait.
        slots.splice(slots.indexOf(slot), 1);
        for (const item of waiting.splice(0)) settleWaiting(item, { ok: false, reason: "fault", detail: error.message });
        return;
      }
      retire(slot, memory ? "memory" : "fault", error.message);
    });
    worker.on("exit", () => {
      if (slots.includes(slot)) retire(slot, "fault", "the worker stopped");
    });
    slots.push(slot);
    return slot;
  }

  function onMessage(slot: Slot, message: FromWorker) {
    if (message.type === "ready") {
      slot.ready = true;
      dispatch();
      return;
    }
    const running = slot.running;
    if (!running || running.taskId !== message.taskId) return;
    if (message.type === "done") finish(slot, { ok: true, result: message.result }, "ok");
    else if (message.type === "failed") finish(slot, { ok: false, reason: "fault", detail: message.message }, "fault");
    else answerCall(slot, running, message.callId, message.method, message.args);
    if (!slot.running) dispatch();
  }

  /** A service call: the line's budget pauses while the server answers it. */
  function answerCall(slot: Slot, running: Running, callId: number, method: ApiMethod, args: unknown[]) {
    pauseBudget(running);
    running.calls += 1;
    const reply = (message: ToWorker) => {
      if (slot.running !== running) return; // stopped meanwhile
      running.calls -= 1;
      slot.worker.postMessage(message);
      if (running.calls === 0) startBudget(slot, running);
    };
    const fn = running.task.api[method] as (...a: unknown[]) => Promise<unknown>;
    Promise.resolve()
      .then(() => fn(...args))
      .then(
        (value) => reply({ type: "answer", callId, ok: true, value }),
        (error: unknown) => reply({ type: "answer", callId, ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
  }

  function settleWaiting(item: Waiting, outcome: PoolOutcome) {
    clearTimeout(item.timer);
    addClient(item.task.client, -1);
    if (!outcome.ok) options.onOutcome?.(outcome.reason, 0);
    item.resolve(outcome);
  }

  function start(slot: Slot, item: Waiting) {
    clearTimeout(item.timer);
    const { task } = item;
    const taskId = nextTaskId++;
    const running: Running = {
      task,
      taskId,
      resolve: item.resolve,
      usedMs: 0,
      since: null,
      calls: 0,
      wallTimer: setTimeout(() => retire(slot, "deadline"), settings.lineWallMs),
    };
    slot.running = running;
    const message: ToWorker = { type: "run", taskId, request: task.request, contentId: task.contentId };
    if (slot.contentId !== task.contentId) {
      message.content = task.content;
      slot.contentId = task.contentId;
    }
    slot.worker.postMessage(message);
    startBudget(slot, running);
  }

  /** Hands waiting lines to idle ready workers, and starts workers while lines wait and the pool has room. */
  function dispatch() {
    if (closed) return;
    while (waiting.length > 0) {
      const idle = slots.find((slot) => slot.ready && !slot.running);
      if (!idle) break;
      start(idle, waiting.shift()!);
    }
    const starting = slots.filter((slot) => !slot.ready).length;
    for (let more = Math.min(waiting.length - starting, size - slots.length); more > 0; more--) spawn();
  }

  return {
    run(task) {
      return new Promise<PoolOutcome>((resolve) => {
        if (closed || waiting.length >= settings.queueLimit || clientCount(task.client) >= settings.perClient) {
          options.onOutcome?.("busy", 0);
          resolve({ ok: false, reason: "busy" });
          return;
        }
        addClient(task.client, 1);
        const queuedAt = performance.now();
        const expire = () => {
          // A worker still starting (its modules loading on a busy machine) is not a full pool: wait for it.
          if (slots.some((slot) => !slot.ready) && performance.now() - queuedAt < WORKER_START_MS) {
            item.timer = setTimeout(expire, settings.queueWaitMs);
            return;
          }
          const index = waiting.indexOf(item);
          if (index !== -1) waiting.splice(index, 1);
          settleWaiting(item, { ok: false, reason: "busy" });
        };
        const item: Waiting = { task, resolve, timer: setTimeout(expire, settings.queueWaitMs) };
        waiting.push(item);
        dispatch();
      });
    },
    stats() {
      return {
        workers: slots.length,
        running: slots.filter((slot) => slot.running).length,
        waiting: waiting.length,
        replaced,
      };
    },
    async close() {
      closed = true;
      for (const item of waiting.splice(0)) settleWaiting(item, { ok: false, reason: "busy" });
      const all = slots.splice(0);
      for (const slot of all) finish(slot, { ok: false, reason: "busy" }, "busy");
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
