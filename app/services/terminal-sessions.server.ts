/**
 * Sessions of the no-JavaScript terminal (the hero's form): the engine's state
 * between two posts, in SQLite, keyed by the SHA-256 of a random id that only
 * the visitor's cookie holds. A session idle for a day is gone; an unknown,
 * expired or malformed id simply starts a fresh one.
 */
import crypto from "node:crypto";
import { readCookie } from "../utils/cookies";
import { getDb, type SqliteClient, type SqliteStatement } from "../../db/client";
import type { WriteHealth } from "../../db/write-health";
import type { SavedSession, TerminalLine, ThemeName } from "~/terminal/engine/types";

export const TERMINAL_SESSION_COOKIE = "term_session";
/** A day without a post ends a session (spec of the no-JS terminal: "expiring after a day idle"). */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

/** What a session may hold: enough to read back, small enough that every post stays cheap. */
export const SESSION_LIMITS = {
  /** Lines kept between posts (the JS terminal keeps 500 in memory). */
  lines: 150,
  /** Characters of one kept line (an AI reply is at most 4,000). */
  lineChars: 4_000,
  /** Characters of one history entry (a command line is at most 2,000). */
  historyEntryChars: 2_000,
  /** The whole JSON state; older lines go first until it fits. */
  stateBytes: 200 * 1024,
  /** The last generated image (a 1024×1024 PNG is 1–3 MB). */
  imageBytes: 4 * 1024 * 1024,
} as const;

/** Everything a no-JS session keeps. */
export interface TerminalSessionState {
  engine: SavedSession;
  /** The engine's key-value storage (command history, theme), as localStorage holds it in a browser. */
  storage: Record<string, string>;
  /** The anonymous visitor behind the assistant and image calls, made on the first such call. */
  visitorId?: number;
  /** The line after which the last generated image shows, and its prompt (alt text). */
  image?: { lineId: number; prompt: string; version: number };
}

export interface TerminalSession {
  /** The cookie's value (never stored). */
  id: string;
  state: TerminalSessionState | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = () => crypto.randomBytes(32).toString("base64url");
export const isWellFormedSessionId = (id: string | null | undefined): id is string => typeof id === "string" && ID_PATTERN.test(id);
const hashId = (id: string) => crypto.createHash("sha256").update(id, "utf8").digest("hex");

// ---------- validation of what comes back from the database ----------

const THEMES: readonly ThemeName[] = ["matrix", "midnight", "retro", "hacker"];
const LINE_TYPES = new Set(["user", "system", "ai", "log", "error", "success", "password"]);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";

function isLine(v: unknown): v is TerminalLine {
  return isObject(v) && Number.isInteger(v.id) && isString(v.type) && LINE_TYPES.has(v.type) && isString(v.text);
}

/** The stored JSON as a session state, or null when it is not one (a fresh session then starts). */
export function parseSessionState(raw: string): TerminalSessionState | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.engine) || !isObject(value.storage)) return null;
  const e = value.engine;
  const secrets = e.secrets;
  const quest = e.quest;
  const ok =
    e.version === 1 &&
    (e.user === "guest" || e.user === "root") &&
    isString(e.cwd) &&
    e.cwd.startsWith("/") &&
    THEMES.includes(e.theme as ThemeName) &&
    isObject(quest) &&
    typeof quest.active === "boolean" &&
    Number.isInteger(quest.level) &&
    isObject(quest.completedAt) &&
    isObject(secrets) &&
    ["sessionId", "apiToken", "recoveryPhrase", "completionKey"].every((k) => isString(secrets[k])) &&
    isString(e.startedAt) &&
    !Number.isNaN(Date.parse(e.startedAt)) &&
    Array.isArray(e.lines) &&
    e.lines.every(isLine) &&
    Number.isInteger(e.nextId) &&
    (e.mode === "normal" || e.mode === "password") &&
    (e.pendingSudo === null ||
      (isObject(e.pendingSudo) && isString(e.pendingSudo.name) && Array.isArray(e.pendingSudo.args) && e.pendingSudo.args.every(isString)));
  if (!ok) return null;
  if (!Object.values(value.storage).every(isString)) return null;
  if (value.visitorId !== undefined && !Number.isInteger(value.visitorId)) return null;
  const image = value.image;
  if (
    image !== undefined &&
    !(isObject(image) && Number.isInteger(image.lineId) && isString(image.prompt) && Number.isInteger(image.version))
  )
    return null;
  return value as unknown as TerminalSessionState;
}

// ---------- size caps ----------

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The state as stored: at most SESSION_LIMITS.lines lines, each clipped, the whole under stateBytes. */
export function capSessionState(state: TerminalSessionState): string {
  let lines = state.engine.lines.slice(-SESSION_LIMITS.lines).map((line) => {
    if (line.text.length <= SESSION_LIMITS.lineChars) return line;
    // A clipped line loses its markup: the plain text is what is kept.
    const { segments: _segments, ...rest } = line;
    return { ...rest, text: clip(line.text, SESSION_LIMITS.lineChars) };
  });
  const storage = { ...state.storage };
  const history = storage.commandHistory;
  if (history !== undefined) {
    try {
      const entries: unknown = JSON.parse(history);
      if (Array.isArray(entries))
        storage.commandHistory = JSON.stringify(entries.filter(isString).map((entry) => clip(entry, SESSION_LIMITS.historyEntryChars)));
    } catch {
      delete storage.commandHistory;
    }
  }
  for (;;) {
    const json = JSON.stringify({ ...state, storage, engine: { ...state.engine, lines } });
    if (Buffer.byteLength(json, "utf8") <= SESSION_LIMITS.stateBytes || lines.length === 0) return json;
    lines = lines.slice(Math.max(1, Math.floor(lines.length / 4)));
  }
}

// ---------- the store ----------

interface Statements {
  find: SqliteStatement<[string, number], { state: string }>;
  upsert: SqliteStatement<[string, string, number]>;
  setImage: SqliteStatement<[Buffer, string]>;
  image: SqliteStatement<[string, number], { image: Buffer | null }>;
  prune: SqliteStatement<[number]>;
}
const STATEMENTS = new WeakMap<SqliteClient, Statements>();
function statements(): Statements {
  const client = getDb().$client;
  let st = STATEMENTS.get(client);
  if (!st) {
    st = {
      find: client.prepare("select state from terminal_sessions where id_hash = ? and last_seen_at >= ?"),
      upsert: client.prepare(
        "insert into terminal_sessions (id_hash, state, last_seen_at) values (?, ?, ?) " +
          "on conflict(id_hash) do update set state = excluded.state, last_seen_at = excluded.last_seen_at",
      ),
      setImage: client.prepare("update terminal_sessions set image = ? where id_hash = ?"),
      image: client.prepare("select image from terminal_sessions where id_hash = ? and last_seen_at >= ?"),
      prune: client.prepare("delete from terminal_sessions where last_seen_at < ?"),
    };
    STATEMENTS.set(client, st);
  }
  return st;
}

/**
 * The session of a cookie value. A missing, malformed, unknown or expired id (or
 * a state that no longer parses) gives a fresh session with a new id.
 */
export function loadSession(cookieId: string | null | undefined, now = Date.now()): TerminalSession {
  if (!isWellFormedSessionId(cookieId)) return { id: newSessionId(), state: null };
  const row = statements().find.get(hashId(cookieId), now - SESSION_IDLE_MS);
  const state = row ? parseSessionState(row.state) : null;
  return state ? { id: cookieId, state } : { id: newSessionId(), state: null };
}

/** The session's state if it exists (for a page render: nothing is created or touched). */
export function peekSession(cookieId: string | null | undefined, now = Date.now()): TerminalSessionState | null {
  if (!isWellFormedSessionId(cookieId)) return null;
  const row = statements().find.get(hashId(cookieId), now - SESSION_IDLE_MS);
  return row ? parseSessionState(row.state) : null;
}

/** Stores the state (capped) and marks the session as seen now. */
export function saveSession(id: string, state: TerminalSessionState, health: WriteHealth, now = Date.now()): void {
  statements().upsert.run(hashId(id), capSessionState(state), now);
  health.reportSuccess(now);
}

/** Keeps the session's last generated image (PNG bytes); false when it is over the cap. */
export function saveSessionImage(id: string, png: Buffer): boolean {
  if (png.byteLength > SESSION_LIMITS.imageBytes) return false;
  statements().setImage.run(png, hashId(id));
  return true;
}

/** The session's last generated image, if any. */
export function sessionImage(cookieId: string | null | undefined, now = Date.now()): Buffer | null {
  if (!isWellFormedSessionId(cookieId)) return null;
  return statements().image.get(hashId(cookieId), now - SESSION_IDLE_MS)?.image ?? null;
}

/** Deletes sessions idle for more than a day; returns how many went. */
export function pruneSessions(now = Date.now()): number {
  return statements().prune.run(now - SESSION_IDLE_MS).changes;
}

/** The Set-Cookie value: httpOnly, SameSite=Lax (the form posts from this page), Secure on https. */
export function sessionCookie(id: string, secure: boolean): string {
  const parts = [`${TERMINAL_SESSION_COOKIE}=${id}`, "Path=/", `Max-Age=${SESSION_IDLE_MS / 1000}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The session cookie's value in a Cookie header, if any. */
export const readSessionCookie = (header: string | null) => readCookie(header, TERMINAL_SESSION_COOKIE);
