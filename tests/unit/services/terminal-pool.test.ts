/**
 * The terminal pool's limits (ADR 045), with a worker that misbehaves on request
 * (tests/fixtures/terminal-pool/worker.mjs): a line past its time or its heap is stopped and its worker
 * replaced, service calls do not count against the budget, a full pool refuses at once, one client cannot
 * fill it, and a line that fails leaves the worker serving.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTerminalPool, type PoolOptions, type TerminalPool } from "~/services/terminal-pool/pool.server";
import type { LineApi } from "~/services/terminal-pool/run-line";
import type { EngineContent } from "~/terminal/engine/types";

const script = { file: new URL("../../fixtures/terminal-pool/worker.mjs", import.meta.url) };
const content = {} as EngineContent;
let pool: TerminalPool | undefined;

/** An api whose assistant answers after `replyMs` (a slow model). */
const api = (replyMs = 0): LineApi => ({
  sendMessage: () => new Promise((resolve) => setTimeout(() => resolve({ ok: true, reply: "hi" }), replyMs)),
  generateImage: async () => ({ ok: false, message: "none" }),
  clearHistory: async () => {},
  projects: async () => ({ ok: true, projects: [] }),
  games: async () => ({ ok: false, message: "none" }),
});

function open(options: PoolOptions = {}) {
  pool = createTerminalPool({ script, size: 1, ...options });
  return pool;
}

const line = (input: string, client = "198.51.100.1", replyMs = 0, contentId = 1) => ({
  request: { previous: null, input, lang: "en", origin: "http://localhost" },
  content,
  contentId,
  api: api(replyMs),
  client,
});

const text = (outcome: Awaited<ReturnType<TerminalPool["run"]>>) =>
  outcome.ok ? outcome.result.state.engine.lines[0].text : outcome.reason;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the terminal pool", () => {
  it("runs a line in a worker and answers with its result", async () => {
    expect(text(await open().run(line("whoami")))).toBe("ran whoami");
  });

  it("stops a line that runs past its budget, replaces its worker, and the next line runs", async () => {
    const outcomes: string[] = [];
    const p = open({ lineBudgetMs: 100, onOutcome: (outcome) => outcomes.push(outcome) });
    expect(text(await p.run(line("spin")))).toBe("deadline");
    expect(p.stats().replaced).toBe(1);
    expect(text(await p.run(line("whoami")))).toBe("ran whoami");
    expect(outcomes).toEqual(["deadline", "ok"]);
  });

  it("stops a line that grows its heap past the ceiling", async () => {
    const p = open({ heapMb: 16, lineBudgetMs: 30_000 });
    expect(text(await p.run(line("grow")))).toBe("memory");
    expect(text(await p.run(line("whoami")))).toBe("ran whoami");
  });

  it("does not count the time a line waits on the server's services", async () => {
    // 300 ms of the assistant and 20 ms of work: within a 150 ms budget.
    const p = open({ lineBudgetMs: 150 });
    expect(text(await p.run(line("ask 20", undefined, 300)))).toBe("asked: hi");
    // The work after the call still counts.
    expect(text(await p.run(line("ask 400", undefined, 10)))).toBe("deadline");
  });

  it("answers a line the engine failed on with a fault, and the worker keeps serving", async () => {
    const p = open();
    expect(text(await p.run(line("throw")))).toBe("fault");
    expect(text(await p.run(line("whoami")))).toBe("ran whoami");
    expect(p.stats().replaced).toBe(0);
  });

  it("refuses at once past its queue, and a line that waited too long, as busy", async () => {
    const p = open({ queueLimit: 1, queueWaitMs: 200, lineBudgetMs: 2_000, perClient: 10 });
    // Let the worker start so that the queue's wait is for a busy worker, not a starting one.
    await p.run(line("warm"));
    const first = p.run(line("work 700"));
    const second = p.run(line("whoami")); // waits, then gives up after 200 ms
    const third = p.run(line("whoami")); // the queue is full: refused at once
    expect(text(await third)).toBe("busy");
    expect(text(await second)).toBe("busy");
    expect(text(await first)).toBe("worked 700");
  });

  it("lets one client hold only its share of the pool", async () => {
    const p = open({ perClient: 1, lineBudgetMs: 2_000, queueWaitMs: 2_000 });
    const first = p.run(line("work 200", "203.0.113.7"));
    const again = await p.run(line("whoami", "203.0.113.7"));
    const other = p.run(line("whoami", "203.0.113.8"));
    expect(text(again)).toBe("busy");
    expect(text(await first)).toBe("worked 200");
    expect(text(await other)).toBe("ran whoami");
  });

  it("sends a worker each version of the content once", async () => {
    const p = open();
    expect(text(await p.run(line("content", undefined, 0, 1)))).toBe("content 1 sent");
    expect(text(await p.run(line("content", undefined, 0, 1)))).toBe("content 1 kept");
    expect(text(await p.run(line("content", undefined, 0, 2)))).toBe("content 2 sent");
  });

  it("answers lines still waiting when it closes", async () => {
    const p = open({ lineBudgetMs: 2_000 });
    const running = p.run(line("work 300"));
    const waiting = p.run(line("whoami", "203.0.113.9"));
    await p.close();
    expect(text(await waiting)).toBe("busy");
    expect(text(await running)).toBe("busy");
  });
});
