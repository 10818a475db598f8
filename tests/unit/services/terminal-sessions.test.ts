/** The no-JS terminal's session store, on a real SQLite file: ids, expiry, tampering, size caps. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "../../../db/client";
import { WriteHealth } from "../../../db/write-health";
import {
  capSessionState,
  isWellFormedSessionId,
  loadSession,
  parseSessionState,
  peekSession,
  pruneSessions,
  readSessionCookie,
  saveSession,
  saveSessionImage,
  SESSION_IDLE_MS,
  SESSION_LIMITS,
  sessionCookie,
  sessionImage,
  type TerminalSessionState,
} from "~/services/terminal-sessions.server";

const health = new WriteHealth();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "term-sessions-"));
const file = path.join(dir, "t.sqlite");

function state(overrides: Partial<TerminalSessionState["engine"]> = {}): TerminalSessionState {
  return {
    engine: {
      version: 1,
      user: "guest",
      cwd: "/home/guest",
      theme: "matrix",
      quest: { active: false, level: 0, completedAt: {} },
      secrets: {
        sessionId: "ABCD1234",
        apiToken: "sk_live_x",
        recoveryPhrase: "follow the fox owl1",
        completionKey: "CLAD-AAAA-BBBB-CCCC",
      },
      startedAt: new Date(0).toISOString(),
      lines: [{ id: 1, type: "system", text: "banner" }],
      nextId: 2,
      mode: "normal",
      pendingSudo: null,
      ...overrides,
    },
    storage: { commandHistory: JSON.stringify(["help"]) },
  };
}

const hash = (id: string) => crypto.createHash("sha256").update(id).digest("hex");

describe("terminal sessions", () => {
  beforeAll(() => {
    setDatabase(file);
  });
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a missing, malformed or unknown id starts a fresh session with a new random id", () => {
    for (const id of [
      null,
      undefined,
      "",
      "short",
      "x".repeat(43) + "!",
      "../../etc/passwd",
      crypto.randomBytes(32).toString("base64url"),
    ]) {
      const session = loadSession(id);
      expect(session.state).toBeNull();
      expect(isWellFormedSessionId(session.id)).toBe(true);
      expect(session.id).not.toBe(id);
    }
    // Two fresh ids never collide.
    expect(loadSession(null).id).not.toBe(loadSession(null).id);
  });

  it("a saved session comes back by its id, and only by it; the database keeps only the id's hash", () => {
    const { id } = loadSession(null);
    saveSession(id, state({ cwd: "/tmp" }), health);
    expect(loadSession(id)).toEqual({ id, state: expect.objectContaining({ engine: expect.objectContaining({ cwd: "/tmp" }) }) });
    expect(peekSession(id)?.engine.cwd).toBe("/tmp");
    // A tampered id (one character changed) is another, unknown session.
    const tampered = (id[0] === "A" ? "B" : "A") + id.slice(1);
    expect(loadSession(tampered).state).toBeNull();
    const client = setDatabase(file).$client;
    const row = client.prepare("select id_hash from terminal_sessions where id_hash = ?").get(hash(id));
    expect(row).toBeTruthy();
    expect(client.prepare("select count(*) as n from terminal_sessions where id_hash = ?").get(id)).toEqual({ n: 0 });
  });

  it("expires after a day idle; each save starts the day again; pruning deletes the idle ones", () => {
    const t0 = Date.UTC(2026, 10, 23, 12);
    const { id } = loadSession(null);
    saveSession(id, state(), health, t0);
    expect(loadSession(id, t0 + SESSION_IDLE_MS - 1).state).not.toBeNull();
    saveSession(id, state(), health, t0 + SESSION_IDLE_MS - 1);
    expect(loadSession(id, t0 + 2 * SESSION_IDLE_MS - 2).state).not.toBeNull();
    const expired = loadSession(id, t0 + 2 * SESSION_IDLE_MS);
    expect(expired.state).toBeNull();
    expect(expired.id).not.toBe(id);
    expect(peekSession(id, t0 + 2 * SESSION_IDLE_MS)).toBeNull();
    expect(pruneSessions(t0 + 2 * SESSION_IDLE_MS)).toBeGreaterThanOrEqual(1);
    expect(loadSession(id, t0).state).toBeNull();
  });

  it("a stored state that no longer parses (tampered in the file) gives a fresh session, never a crash", () => {
    const { id } = loadSession(null);
    saveSession(id, state(), health);
    const client = setDatabase(file).$client;
    for (const bad of [
      "not json",
      "[]",
      JSON.stringify({ engine: { ...state().engine, user: "admin" }, storage: {} }),
      JSON.stringify({ engine: { ...state().engine, cwd: "relative" }, storage: {} }),
      JSON.stringify({ engine: { ...state().engine, lines: [{ id: "x", type: "user", text: 1 }] }, storage: {} }),
      JSON.stringify({ engine: state().engine, storage: { commandHistory: 5 } }),
    ]) {
      client.prepare("update terminal_sessions set state = ? where id_hash = ?").run(bad, hash(id));
      expect(loadSession(id).state).toBeNull();
    }
  });

  it("the state's schema keeps what it does not name and refuses odd shapes", () => {
    const base = state({ lines: [{ id: 1, type: "log", text: "x", segments: [{ text: "x" }] }] });
    const parsed = parseSessionState(JSON.stringify({ ...base, image: { lineId: 1, prompt: "p", version: 2 } }));
    expect(parsed?.engine.lines[0].segments).toEqual([{ text: "x" }]);
    expect(parsed?.image).toEqual({ lineId: 1, prompt: "p", version: 2 });
    expect(parseSessionState(JSON.stringify({ ...base, visitorId: 2 ** 60 }))?.visitorId).toBe(2 ** 60);
    const editor = { path: "/home/guest/memo.txt", name: "memo.txt", content: "a\nb", isNew: false };
    expect(parseSessionState(JSON.stringify({ ...base, engine: { ...base.engine, editor } }))?.engine.editor).toEqual(editor);
    for (const bad of [
      { ...base, storage: ["x"] },
      { ...base, visitorId: 1.5 },
      { ...base, image: { lineId: 1, prompt: "p" } },
      { ...base, engine: { ...base.engine, quest: { ...base.engine.quest, completedAt: [] } } },
      { ...base, engine: { ...base.engine, startedAt: "not a date" } },
      { ...base, engine: { ...base.engine, pendingSudo: undefined } },
      { ...base, engine: { ...base.engine, theme: "pink" } },
      { ...base, engine: { ...base.engine, editor: { path: "memo.txt", name: "memo.txt", content: "", isNew: true } } },
      { ...base, engine: { ...base.engine, editor: { path: "/home/guest/memo.txt", name: "memo.txt", isNew: true } } },
    ])
      expect(parseSessionState(JSON.stringify(bad))).toBeNull();
  });

  it("caps what a session keeps: 150 lines, long lines clipped, the whole under 200 KB", () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, type: "log" as const, text: `line ${i + 1}` }));
    const capped = parseSessionState(capSessionState(state({ lines: many, nextId: 401 })));
    expect(capped?.engine.lines).toHaveLength(SESSION_LIMITS.lines);
    expect(capped?.engine.lines.at(-1)?.text).toBe("line 400");

    const long = parseSessionState(
      capSessionState(state({ lines: [{ id: 1, type: "ai", text: "é".repeat(10_000), segments: [{ text: "é" }] }] })),
    );
    expect(long?.engine.lines[0].text).toHaveLength(SESSION_LIMITS.lineChars);
    expect(long?.engine.lines[0].segments).toBeUndefined();

    const heavy = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, type: "ai" as const, text: `${i}:${"x".repeat(3_990)}` }));
    const json = capSessionState(state({ lines: heavy }));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(SESSION_LIMITS.stateBytes);
    const kept = parseSessionState(json)?.engine.lines ?? [];
    expect(kept.length).toBeGreaterThan(0);
    // The newest lines are the ones kept.
    expect(kept.at(-1)?.text.startsWith("149:")).toBe(true);

    const history = JSON.stringify(["y".repeat(5_000)]);
    const clipped = parseSessionState(capSessionState({ ...state(), storage: { commandHistory: history } }));
    expect((JSON.parse(clipped?.storage.commandHistory ?? "[]") as string[])[0]).toHaveLength(SESSION_LIMITS.historyEntryChars);
  });

  it("keeps the shell's variables and aliases (issue 36), and drops them before the cap is passed", () => {
    const shell = {
      exported: [["E", "exported"]] as Array<[string, string]>,
      variables: [["V", "1"]] as Array<[string, string]>,
      aliases: [],
    };
    expect(parseSessionState(capSessionState(state({ shell })))?.engine.shell).toEqual(shell);
    // The engine's environment cap counts characters (ENV_MAX_CHARS, 128 KiB): control characters take six bytes
    // each once escaped, so a full one is far over the session's bytes.
    const full = {
      exported: [
        ["A", "\u0001".repeat(32 * 1024)],
        ["B", "\u0001".repeat(32 * 1024)],
      ] as Array<[string, string]>,
      variables: [],
      aliases: [],
    };
    const json = capSessionState(state({ shell: full }));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(SESSION_LIMITS.stateBytes);
    expect(parseSessionState(json)?.engine.shell).toBeUndefined();
  });

  it("never stores more than stateBytes, counted after escaping, however large the history, home, storage and lines", () => {
    // Characters JSON escapes (a control character takes 6 bytes, 7 inside the history's nested JSON; a quote or
    // backslash 2, then 4), astral characters (4 bytes) and a lone surrogate (escaped to 6).
    const nasty = (n: number) => '\u0001"\\😀\ud800\n'.repeat(n);
    const lines = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, type: "log" as const, text: `${i}:${nasty(600)}` }));
    const history = Array.from({ length: 100 }, (_, i) => `${i}:${nasty(400)}`);
    const home = { v: 1 as const, removed: [], dirs: ["/home/guest/d"], files: { "/home/guest/big.txt": nasty(20_000) } };
    const huge: TerminalSessionState = {
      ...state({
        lines,
        nextId: 151,
        home,
        editor: { path: "/home/guest/big.txt", name: "big.txt", content: nasty(20_000), isNew: false },
      }),
      storage: { commandHistory: JSON.stringify(history), theme: "matrix", other: nasty(30_000) },
    };
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(5 * SESSION_LIMITS.stateBytes);
    const json = capSessionState(huge);
    expect(Buffer.byteLength(json, "utf8")).toBeLessThanOrEqual(SESSION_LIMITS.stateBytes);
    expect(parseSessionState(json)).not.toBeNull();

    // The history alone, full of escapes, stays within its share and keeps its newest entries; the lines stay.
    const historyOnly = parseSessionState(capSessionState({ ...state(), storage: { commandHistory: JSON.stringify(history) } }));
    const kept = JSON.parse(historyOnly?.storage.commandHistory ?? "[]") as string[];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)?.startsWith("99:")).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(historyOnly?.storage.commandHistory))).toBeLessThanOrEqual(SESSION_LIMITS.historyBytes + 2);
    expect(historyOnly?.engine.lines).toHaveLength(1);

    // Lines full of escapes: the newest are kept, the whole under the cap.
    const linesOnly = capSessionState(state({ lines, nextId: 151 }));
    expect(Buffer.byteLength(linesOnly)).toBeLessThanOrEqual(SESSION_LIMITS.stateBytes);
    expect(parseSessionState(linesOnly)?.engine.lines.at(-1)?.text.startsWith("149:")).toBe(true);
  });

  it("keeps one image per session, under its cap", () => {
    const { id } = loadSession(null);
    saveSession(id, state(), health);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(saveSessionImage(id, png)).toBe(true);
    expect(sessionImage(id)?.equals(png)).toBe(true);
    expect(saveSessionImage(id, Buffer.alloc(SESSION_LIMITS.imageBytes + 1))).toBe(false);
    expect(sessionImage(id)?.equals(png)).toBe(true);
    expect(sessionImage(loadSession(null).id)).toBeNull();
    expect(sessionImage("malformed")).toBeNull();
  });

  it("the cookie: httpOnly, SameSite=Lax, a day, Secure on https; read back from a Cookie header", () => {
    const id = loadSession(null).id;
    expect(sessionCookie(id, false)).toBe(`term_session=${id}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`);
    expect(sessionCookie(id, true)).toBe(`term_session=${id}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure`);
    expect(readSessionCookie(`i18next=fr; term_session=${id}; other=1`)).toBe(id);
    expect(readSessionCookie("i18next=fr")).toBeNull();
    expect(readSessionCookie(null)).toBeNull();
  });
});
