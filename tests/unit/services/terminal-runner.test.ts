/** One posted line, run on the server by the same engine: boot, timers, assistant, image, language. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "../../../db/client";
import { parseEnv } from "~/env.server";
import { runTerminalLine, type RunContext, type RunResult } from "~/services/terminal-runner.server";
import { createTerminalPool } from "~/services/terminal-pool/pool.server";
import { Quotas } from "~/services/quota.server";
import { createMetrics } from "~/services/metrics.server";
import { WriteHealth } from "../../../db/write-health";
import { adoptTestContent, sampleContent } from "../../helpers/content";

adoptTestContent(sampleContent());
import type { TerminalSessionState } from "~/services/terminal-sessions.server";
import { message as engineMessage } from "~/terminal/engine/messages";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "term-runner-"));
const env = parseEnv({ NODE_ENV: "test", DATABASE_PATH: path.join(dir, "t.sqlite"), LOG_LEVEL: "silent" });
const ctx: RunContext = {
  env,
  ip: "198.51.100.9",
  lang: "en",
  origin: "http://localhost:3000",
  quotas: new Quotas(),
  metrics: createMetrics(),
  writeHealth: new WriteHealth(),
  // The worker from its source, as `npm run dev` runs it (the integration tests run the build's).
  pool: createTerminalPool({ size: 1 }),
};
afterAll(() => ctx.pool.close());
const texts = (state: TerminalSessionState) => state.engine.lines.map((l) => l.text);

/** Runs a line that must run (not refused by the pool). */
async function ran(previous: TerminalSessionState | null, line: string, context: RunContext = ctx): Promise<RunResult> {
  const result = await runTerminalLine(previous, line, context);
  if ("refused" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

async function run(lines: string[], context: RunContext = ctx) {
  let state: TerminalSessionState | null = null;
  let last: RunResult | undefined;
  for (const line of lines) {
    last = await ran(state, line, context);
    state = last.state;
  }
  return last!;
}

describe("runTerminalLine", () => {
  beforeAll(() => {
    setDatabase(env.DATABASE_PATH);
  });
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a fresh session boots at once (banner, boot lines, session id, greeting) and then runs the line", async () => {
    const { state } = await run(["whoami"]);
    const all = texts(state);
    expect(all[0]).toContain("AI Interface v2.1");
    expect(all).toContain("Booting AI Interface v2.1...");
    expect(all).toContain("Loading [##########] 100%");
    expect(all).toContainEqual(expect.stringMatching(/^Secure connection established\. Session ID: [A-Z0-9]{8}$/));
    expect(all).toContain("Type 'help' for commands");
    expect(all.slice(-2)).toEqual(["guest@clad:~$ whoami", "guest"]);
    expect(state.engine.mode).toBe("normal");
    expect(JSON.parse(state.storage.commandHistory)).toEqual(["whoami"]);
  });

  it("timers play at once: every ping line, and the quest's delayed update after curl", async () => {
    const { state } = await run(["ping localhost"]);
    expect(texts(state).filter((t) => /bytes from/.test(t)).length).toBeGreaterThanOrEqual(4);
    expect(texts(state).at(-1)).toMatch(/rtt|round-trip|min\/avg\/max/);

    const quest = await run(["challenge", "cat ~/.secrets/api_token"]);
    const token = quest.state.engine.secrets.apiToken;
    const after = await ran(quest.state, `curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`, ctx);
    expect(texts(after.state).at(-1)).toContain("[challenge] Level 2 reached.");
    expect(after.state.engine.quest.level).toBe(2);
  });

  it("free text goes to the assistant and comes back whole (no typewriter)", async () => {
    const { state } = await run(["what are your skills?"]);
    const reply = state.engine.lines.at(-1);
    expect(reply?.type).toBe("ai");
    expect(reply?.isLoading).toBeUndefined();
    expect(reply?.text).toContain("skills");
    expect(state.visitorId).toEqual(expect.any(Number));
  });

  it("gen_image gives a PNG to keep, announced by the line it follows", async () => {
    const result = await run(["gen_image a lighthouse at dusk"]);
    // No image model here: the built-in generator drew it, and the line after the picture says so (issue 36).
    expect(texts(result.state).slice(-2)).toEqual(['Image generated: "a lighthouse at dusk"', engineMessage("en", "imageBuiltin")]);
    expect(result.image?.prompt).toBe("a lighthouse at dusk");
    expect(result.image?.png.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(result.image?.lineId).toBe(result.state.engine.lines.at(-2)?.id);
  });

  it("lang fr asks the page to switch, and the rest of the session speaks French", async () => {
    const switched = await run(["lang fr"]);
    expect(switched.language).toBe("fr");
    expect(texts(switched.state).at(-1)).toBe("Langue réglée sur français.");
    const next = await ran(switched.state, "cat nope", { ...ctx, lang: "fr" });
    expect(texts(next.state).at(-1)).toBe("cat\u00a0: nope\u00a0: Aucun fichier ou dossier de ce nom");
  });

  it("a line longer than 2,000 characters is cut, not refused", async () => {
    const { state } = await run([`echo ${"a".repeat(5_000)}`]);
    expect(texts(state).at(-1)).toHaveLength(2_000 - "echo ".length);
  });
});

describe("runTerminalLine when the pool stops a line", () => {
  // A worker that spins on `spin` (tests/fixtures/terminal-pool): the runner's answer, not the engine's caps.
  const spinning = createTerminalPool({
    size: 1,
    lineBudgetMs: 100,
    script: { file: new URL("../../fixtures/terminal-pool/worker.mjs", import.meta.url) },
  });
  const stopCtx: RunContext = { ...ctx, pool: spinning };

  beforeAll(() => {
    setDatabase(env.DATABASE_PATH);
  });
  afterAll(async () => {
    await spinning.close();
    closeDatabase();
  });

  it("keeps the session as it was, with the line's echo and the error line in the visitor's language", async () => {
    const { state: before } = await run(["cd /tmp", "mkdir notes"]);
    const result = await runTerminalLine(before, "spin", stopCtx);
    if ("refused" in result) throw new Error("refused");
    expect(result.stopped).toBe("deadline");
    expect(texts(result.state).slice(-2)).toEqual(["guest@clad:/tmp$ spin", "bash: line took too long and was stopped"]);
    expect(result.state.engine.lines.at(-2)?.prompt).toBe("guest@clad:/tmp$");
    expect(result.state.engine.nextId).toBe(before.engine.nextId + 2);
    // Everything else is the previous state: the next line runs in it.
    expect({ ...result.state.engine, lines: [], nextId: 0 }).toEqual({ ...before.engine, lines: [], nextId: 0 });
    expect(result.state.storage).toEqual(before.storage);
    const next = await ran(result.state, "cd notes && pwd");
    expect(texts(next.state).slice(-2)).toEqual(["guest@clad:/tmp$ cd notes && pwd", "/tmp/notes"]);

    const fr = await runTerminalLine(before, "spin", { ...stopCtx, lang: "fr" });
    if ("refused" in fr) throw new Error("refused");
    expect(texts(fr.state).at(-1)).toBe("bash\u00a0: la ligne a pris trop de temps et a été arrêtée");
  });

  it("refuses a fresh session's stopped line without making a session", async () => {
    const result = await runTerminalLine(null, "spin", stopCtx);
    expect(result).toEqual({ refused: "bash: line took too long and was stopped", reason: "deadline" });
  });
});
