/**
 * Sessions of the no-JavaScript terminal (the hero's form): the engine's state
 * between two posts, in SQLite, keyed by the SHA-256 of a random id that only
 * the visitor's cookie holds. A session idle for a day is gone; an unknown,
 * expired or malformed id simply starts a fresh one, and so does a session made
 * with another content (its lines speak as the owner's former self).
 */
import crypto from "node:crypto";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { readCookie } from "../utils/cookies";
import { clientKey } from "../utils/client-key.server";
import { servedContentFingerprint } from "../content/store.server";
import { assertDatabaseFile, getDb, type AppDatabase } from "../../db/client";
import { terminalSessions } from "../../db/schema";
import type { WriteHealth } from "../../db/write-health";
import { HISTORY_STORAGE_KEY, THEME_NAMES } from "~/terminal/catalog";
import { HISTORY_LIMIT } from "~/terminal/engine/history";
import type { SavedSession, TerminalLine } from "~/terminal/engine/types";
import { assertOptionalWrite, enforceSessionBudget, sessionEvictionSql, type StorageBudget } from "./storage-budget.server";

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
  /** The whole JSON state, in bytes after escaping (capSessionState says what goes first). */
  stateBytes: 200 * 1024,
  /** The command history's share of stateBytes (a JSON string inside the state: its escapes count twice). */
  historyBytes: 50 * 1024,
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
  /** The content the session was made with (contentFingerprint): another one makes it stale. */
  contentId?: string;
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

// Loose objects: keys the schema does not name (a line's segments, say) are kept as stored.
const LINE_TYPES = ["user", "system", "ai", "log", "error", "success", "password"] as const satisfies readonly TerminalLine["type"][];
/** Number.isInteger, not z.int(): that one also refuses integers beyond 2^53. */
const integer = z.number().refine(Number.isInteger);

const lineSchema = z.looseObject({ id: integer, type: z.enum(LINE_TYPES), text: z.string() });

const engineSchema = z.looseObject({
  version: z.literal(1),
  user: z.enum(["guest", "root"]),
  cwd: z.string().startsWith("/"),
  theme: z.enum(THEME_NAMES),
  quest: z.looseObject({ active: z.boolean(), level: integer, completedAt: z.looseObject({}) }),
  secrets: z.looseObject({ sessionId: z.string(), apiToken: z.string(), recoveryPhrase: z.string(), completionKey: z.string() }),
  startedAt: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
  lines: z.array(lineSchema),
  nextId: integer,
  mode: z.enum(["normal", "password"]),
  pendingSudo: z.looseObject({ name: z.string(), args: z.array(z.string()) }).nullable(),
  // An unnamed buffer (`nano` alone) has path "": it is named when saved.
  editor: z
    .looseObject({ path: z.union([z.string().startsWith("/"), z.literal("")]), name: z.string(), content: z.string(), isNew: z.boolean() })
    .optional(),
});

const sessionStateSchema = z.looseObject({
  engine: engineSchema,
  storage: z.record(z.string(), z.string()),
  visitorId: integer.optional(),
  image: z.looseObject({ lineId: integer, prompt: z.string(), version: integer }).optional(),
  contentId: z.string().optional(),
});

/** The stored JSON as a session state, or null when it is not one (a fresh session then starts). */
export function parseSessionState(raw: string): TerminalSessionState | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = sessionStateSchema.safeParse(value);
  // The schema checks what the engine relies on; the engine's own types name the rest.
  return parsed.success ? (parsed.data as unknown as TerminalSessionState) : null;
}

// ---------- size caps ----------

/** Cut to `max` characters, "…" included, never between the two halves of a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");
/** Bytes `text` takes inside a JSON string, escapes included (a quote takes 2, a control character 6). */
const jsonStringBytes = (text: string) => utf8Bytes(JSON.stringify(text)) - 2;

/**
 * How many items, oldest first, must go to free `over` bytes, each costing `sizeOf` (its JSON and a comma).
 * JSON escapes each character on its own, so the parts' sizes add up to the whole's.
 */
function oldestToDrop<T>(items: readonly T[], over: number, sizeOf: (item: T) => number): number {
  let freed = 0;
  for (let i = 0; i < items.length; i++) {
    freed += sizeOf(items[i]);
    if (freed >= over) return i + 1;
  }
  return items.length;
}

/** A line's share of the stored JSON. */
const lineBytes = (line: TerminalLine) => utf8Bytes(JSON.stringify(line)) + 1;
/** A history entry's share of the stored JSON: the history is a JSON string inside it, so escaped twice. */
const historyEntryBytes = (entry: string) => jsonStringBytes(`${JSON.stringify(entry)},`);

/** The command history stored in `storage`, its entries clipped (the newest HISTORY_LIMIT); undefined when none is. */
function storedHistory(storage: Record<string, string>): string[] | undefined {
  const raw = storage[HISTORY_STORAGE_KEY];
  if (raw === undefined) return undefined;
  try {
    const entries: unknown = JSON.parse(raw);
    if (!Array.isArray(entries)) return undefined;
    return entries
      .filter((e): e is string => typeof e === "string")
      .slice(-HISTORY_LIMIT)
      .map((entry) => clip(entry, SESSION_LIMITS.historyEntryChars));
  } catch {
    return undefined;
  }
}

/**
 * The state as stored: at most SESSION_LIMITS.lines lines, each clipped, the whole JSON never over stateBytes,
 * counted in bytes after escaping, whatever part is large. Over the cap, in order: the oldest history entries
 * beyond historyBytes, the oldest lines, the oldest history entries, the rest of the browser-like storage,
 * the shell's variables and aliases (128 KiB of characters in the engine, which escaping may swell past the cap),
 * and the open editor and written files (these two have their own quota in the engine). A state still over
 * the cap then (none the engine makes) is refused: nothing is stored rather than more than the cap.
 */
export function capSessionState(state: TerminalSessionState): string {
  const cap = SESSION_LIMITS.stateBytes;
  let lines = state.engine.lines.slice(-SESSION_LIMITS.lines).map((line) => {
    if (line.text.length <= SESSION_LIMITS.lineChars) return line;
    // A clipped line loses its markup: the plain text is what is kept.
    const { segments: _segments, ...rest } = line;
    return { ...rest, text: clip(line.text, SESSION_LIMITS.lineChars) };
  });
  let history = storedHistory(state.storage);
  let storage: Record<string, string> = { ...state.storage };
  delete storage[HISTORY_STORAGE_KEY];
  const engine: SavedSession = { ...state.engine };
  const render = () =>
    JSON.stringify({
      ...state,
      storage: history === undefined ? storage : { ...storage, [HISTORY_STORAGE_KEY]: JSON.stringify(history) },
      engine: { ...engine, lines },
    });

  if (history) {
    const historyOver = jsonStringBytes(JSON.stringify(history)) - SESSION_LIMITS.historyBytes;
    if (historyOver > 0) history = history.slice(oldestToDrop(history, historyOver, historyEntryBytes));
  }
  const shrinkSteps = [
    (over: number) => (lines = lines.slice(oldestToDrop(lines, over, lineBytes))),
    (over: number) => history && (history = history.slice(oldestToDrop(history, over, historyEntryBytes))),
    () => (storage = {}),
    () => delete engine.shell,
    () => {
      delete engine.editor;
      delete engine.home;
    },
  ];
  let json = render();
  for (const shrink of shrinkSteps) {
    const over = utf8Bytes(json) - cap;
    if (over <= 0) return json;
    shrink(over);
    json = render();
  }
  if (utf8Bytes(json) <= cap) return json;
  throw new RangeError(`a terminal session state of ${utf8Bytes(json)} bytes is over its cap of ${cap} bytes`);
}

// ---------- the store ----------

/** Every no-JS post reads and writes its session: statements prepared once per connection. */
function prepareStatements(db: AppDatabase) {
  const t = terminalSessions;
  const p = sql.placeholder;
  // A placeholder in a where clause binds as given (milliseconds); in values or set it goes through the column (a Date).
  const live = and(eq(t.idHash, p("idHash")), gte(t.lastSeenAt, p("since")));
  return {
    find: db.select({ state: t.state }).from(t).where(live).prepare(),
    // Only the row's time stamp (no state read): what the page cache keys a visitor's own page on.
    seen: db.select({ lastSeenAt: t.lastSeenAt }).from(t).where(live).prepare(),
    upsert: db
      .insert(t)
      .values({ idHash: p("idHash"), state: p("state"), lastSeenAt: p("now"), stateBytes: p("stateBytes"), ownerKey: p("ownerKey") })
      .onConflictDoUpdate({
        target: t.idHash,
        set: {
          state: sql`excluded.state`,
          lastSeenAt: sql`excluded.last_seen_at`,
          stateBytes: sql`excluded.state_bytes`,
          ownerKey: sql`excluded.owner_key`,
        },
      })
      .prepare(),
    ownerOf: db
      .select({ ownerKey: t.ownerKey })
      .from(t)
      .where(eq(t.idHash, p("idHash")))
      .prepare(),
    // From the covering index (owner_key, last_seen_at, state_bytes, image_bytes): the rows themselves are not read.
    ownerTotals: db.$client.prepare<{ owner: string }, { rows: number; bytes: number | null }>(
      `select count(*) as rows, sum(state_bytes + image_bytes) as bytes
       from terminal_sessions indexed by terminal_sessions_owner_idx where owner_key = :owner`,
    ),
    // The owner's sessions beyond their share, oldest first; their newest (the one being saved) always stays.
    evictOwners: db.$client.prepare<{ owner: string; maxRows: number; maxBytes: number }>(sessionEvictionSql("owner")),
    setImage: db
      .update(t)
      .set({ image: sql`${p("image")}`, imageBytes: sql`${p("imageBytes")}` })
      .where(eq(t.idHash, p("idHash")))
      .prepare(),
    image: db.select({ image: t.image }).from(t).where(live).prepare(),
    prune: db
      .delete(t)
      .where(lt(t.lastSeenAt, p("before")))
      .prepare(),
  };
}
const STATEMENTS = new WeakMap<AppDatabase, ReturnType<typeof prepareStatements>>();
function statements() {
  const db = getDb();
  let st = STATEMENTS.get(db);
  if (!st) {
    st = prepareStatements(db);
    STATEMENTS.set(db, st);
  }
  return st;
}

/**
 * The session of a cookie value. A missing, malformed, unknown or expired id (or
 * a state that no longer parses) gives a fresh session with a new id.
 */
export function loadSession(cookieId: string | null | undefined, now = Date.now()): TerminalSession {
  const state = peekSession(cookieId, now);
  return state && isWellFormedSessionId(cookieId) ? { id: cookieId, state } : { id: newSessionId(), state: null };
}

/**
 * The session's state if it exists (for a page render: nothing is created or touched). A session saved
 * under another content (the owner changed her folder and restarted) is none: its boot lines, outputs
 * and files spoke as the former content, and replaying them would show a persona that is gone.
 */
export function peekSession(cookieId: string | null | undefined, now = Date.now()): TerminalSessionState | null {
  if (!isWellFormedSessionId(cookieId)) return null;
  const row = statements().find.get({ idHash: hashId(cookieId), since: now - SESSION_IDLE_MS });
  const state = row ? parseSessionState(row.state) : null;
  return state && state.contentId === servedContentFingerprint() ? state : null;
}

/**
 * Which version of a session a cookie names, without reading its state: its id's hash and the time of
 * its last post (every change of the state is a post), or null when the cookie names no live session
 * (such a cookie never becomes live again: a post with it starts a session under a new id).
 */
export function sessionVersion(cookieId: string | null | undefined, now = Date.now()): string | null {
  if (!isWellFormedSessionId(cookieId)) return null;
  const idHash = hashId(cookieId);
  const row = statements().seen.get({ idHash, since: now - SESSION_IDLE_MS });
  return row ? `${idHash}:${row.lastSeenAt.getTime()}` : null;
}

/** The share of the sessions' budget (bytes and count) one client may hold: ten clients at least fill it. */
export const SESSION_OWNER_SHARE = 0.1;

/** The owner key stored for a client key: a short hash, so the file names no address. */
export const sessionOwnerKey = (client: string) =>
  crypto
    .createHash("sha256")
    .update(`terminal-owner:${clientKey(client)}`)
    .digest("base64url")
    .slice(0, 16);

/** What one client may hold of the sessions' budget. */
export const ownerShare = (budget: Pick<StorageBudget, "sessionsMaxBytes" | "sessionsMaxRows">) => ({
  maxBytes: Math.floor(budget.sessionsMaxBytes * SESSION_OWNER_SHARE),
  maxRows: Math.max(1, Math.floor(budget.sessionsMaxRows * SESSION_OWNER_SHARE)),
});

/**
 * Over their share, the owner's own oldest sessions go (never the newest), before the budget as a whole is
 * checked: one client alone cannot push every other visitor's session out. Returns how many went.
 */
function enforceOwnerShare(ownerKey: string | null, budget: StorageBudget): number {
  if (ownerKey === null) return 0;
  const st = statements();
  const share = ownerShare(budget);
  const totals = st.ownerTotals.get({ owner: ownerKey });
  if (!totals || (totals.rows <= share.maxRows && (totals.bytes ?? 0) <= share.maxBytes)) return 0;
  return st.evictOwners.run({ owner: ownerKey, ...share }).changes;
}

/**
 * Stores the state (capped) and marks the session as seen now. With a budget: refused (LowDiskError) under the
 * free-disk floor, the owner's oldest sessions are evicted past their share, then the oldest sessions of all
 * when the total goes over its caps. `owner`: the client key of the post (the form's `context.clientIp`).
 */
export function saveSession(
  id: string,
  state: TerminalSessionState,
  health: WriteHealth,
  now = Date.now(),
  budget?: StorageBudget,
  owner?: string,
): void {
  const db = getDb();
  if (budget) assertOptionalWrite(db, budget, now);
  const json = capSessionState({ ...state, contentId: servedContentFingerprint() });
  const ownerKey = owner === undefined ? null : sessionOwnerKey(owner);
  statements().upsert.run({ idHash: hashId(id), state: json, now: new Date(now), stateBytes: Buffer.byteLength(json, "utf8"), ownerKey });
  // Only a session in the file the server opened is kept: a deleted or replaced file is a 503, not a lost post.
  assertDatabaseFile(db.$client);
  if (budget) {
    enforceOwnerShare(ownerKey, budget);
    enforceSessionBudget(db, budget);
  }
  health.reportSuccess(now);
}

/** Keeps the session's last generated image (PNG bytes); false when it is over the cap (or refused under the disk floor). */
export function saveSessionImage(id: string, png: Buffer, budget?: StorageBudget, now = Date.now()): boolean {
  if (png.byteLength > SESSION_LIMITS.imageBytes) return false;
  if (budget && png.byteLength > budget.imagesMaxBytes) return false;
  const db = getDb();
  if (budget) assertOptionalWrite(db, budget, now);
  const idHash = hashId(id);
  statements().setImage.run({ image: png, imageBytes: png.byteLength, idHash });
  if (budget) {
    enforceOwnerShare(statements().ownerOf.get({ idHash })?.ownerKey ?? null, budget);
    enforceSessionBudget(db, budget);
  }
  return true;
}

/** The session's last generated image, if any. */
export function sessionImage(cookieId: string | null | undefined, now = Date.now()): Buffer | null {
  if (!isWellFormedSessionId(cookieId)) return null;
  return statements().image.get({ idHash: hashId(cookieId), since: now - SESSION_IDLE_MS })?.image ?? null;
}

/** Deletes sessions idle for more than a day; returns how many went. */
export function pruneSessions(now = Date.now()): number {
  return statements().prune.run({ before: now - SESSION_IDLE_MS }).changes;
}

/** The Set-Cookie value: httpOnly, SameSite=Lax (the form posts from this page), Secure on https. */
export function sessionCookie(id: string, secure: boolean): string {
  const parts = [`${TERMINAL_SESSION_COOKIE}=${id}`, "Path=/", `Max-Age=${SESSION_IDLE_MS / 1000}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The session cookie's value in a Cookie header, if any. */
export const readSessionCookie = (header: string | null) => readCookie(header, TERMINAL_SESSION_COOKIE);
