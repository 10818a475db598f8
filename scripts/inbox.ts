/**
 * The owner's inbox: reads contact messages from the same SQLite file as the
 * server (DATABASE_PATH, safe while it runs: WAL + busy timeout).
 *
 *   npm run inbox                     newest first (--unread, --limit N)
 *   npm run inbox -- --show ID        one message in full, with its delivery status
 *   npm run inbox -- --mark-read ID   mark as read
 *   npm run inbox -- --export csv|json  everything (or --unread) to stdout
 */
import { loadDotEnvOrExit } from "../app/dotenv.server";
import fs from "node:fs";
import path from "node:path";
import { ranDirectly } from "./ran-directly";
import { openExistingDatabase } from "../db/client";
import { databaseUrlPath } from "../db/location";
import {
  countMessages,
  getMessage,
  hasInboxTable,
  listMessages,
  setRead,
  toCsvLines,
  toJson,
  type InboxRow,
} from "../app/services/inbox.server";

export type { InboxRow } from "../app/services/inbox.server";

const USAGE = `Usage: npm run inbox -- [options]

  (no option)          list messages, newest first
  --unread             only unread messages
  --limit N            list at most N messages (default 50)
  --show ID            show one message in full
  --mark-read ID       mark a message as read
  --mark-unread ID     mark a message as unread
  --export csv|json    write all messages (or --unread ones) to stdout
  --db PATH            database file (default: DATABASE_PATH or ./data/portfolio.sqlite)
  --help               this text`;

export interface InboxIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Options {
  unread: boolean;
  limit: number;
  show?: number;
  markRead?: number;
  markUnread?: number;
  exportFormat?: "csv" | "json";
  db?: string;
  help: boolean;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Options {
  const options: Options = { unread: false, limit: 50, help: false };
  const id = (value: string | undefined, flag: string) => {
    if (!value || !/^\d+$/.test(value)) throw new UsageError(`${flag} needs a message id (a number).`);
    return Number(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case "--unread":
        options.unread = true;
        break;
      case "--limit":
        options.limit = id(argv[++i], "--limit");
        break;
      case "--show":
        options.show = id(argv[++i], "--show");
        break;
      case "--mark-read":
        options.markRead = id(argv[++i], "--mark-read");
        break;
      case "--mark-unread":
        options.markUnread = id(argv[++i], "--mark-unread");
        break;
      case "--export": {
        const format = argv[++i];
        if (format !== "csv" && format !== "json") throw new UsageError("--export needs csv or json.");
        options.exportFormat = format;
        break;
      }
      case "--db":
        options.db = argv[++i];
        if (!options.db) throw new UsageError("--db needs a path.");
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new UsageError(`Unknown option: ${arg}`);
    }
  }
  return options;
}

/** "2026-11-22 01:53" in UTC: the same wherever the owner runs the script. */
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function deliveryLabel(r: InboxRow): string {
  switch (r.deliveryStatus) {
    case "sent":
      return `sent${r.deliveryAttempts > 1 ? ` (after ${r.deliveryAttempts} attempts)` : ""}`;
    case "failed":
      return r.nextAttemptAt ? `failed ×${r.deliveryAttempts}, retrying` : `failed ×${r.deliveryAttempts}, gave up`;
    case "pending":
      return "pending";
    default:
      return "inbox only";
  }
}

export function runInbox(argv: string[], io: InboxIo, env: Record<string, string | undefined> = process.env): number {
  let options: Options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(USAGE);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }

  const fromUrl = env.DATABASE_URL ? databaseUrlPath(env.DATABASE_URL) : undefined;
  if (!options.db && fromUrl && "problem" in fromUrl) {
    io.err(`DATABASE_URL: ${fromUrl.problem}`);
    return 1;
  }
  const file = path.resolve(
    options.db ?? (fromUrl && "path" in fromUrl ? fromUrl.path : undefined) ?? env.DATABASE_PATH ?? "./data/portfolio.sqlite",
  );
  if (!fs.existsSync(file)) {
    io.err(`No database at ${file}. Start the server once (or set DATABASE_PATH / --db).`);
    return 1;
  }
  const writing = options.markRead !== undefined || options.markUnread !== undefined;
  const db = openExistingDatabase(file, { write: writing });
  try {
    if (!hasInboxTable(db)) {
      io.err(`${file} has no contact_messages table yet. Start the server once to create it.`);
      return 1;
    }
    if (options.markRead !== undefined || options.markUnread !== undefined) {
      const id = (options.markRead ?? options.markUnread)!;
      const read = options.markRead !== undefined;
      if (!setRead(db, id, read)) {
        io.err(`No message #${id}.`);
        return 1;
      }
      io.out(`Marked #${id} as ${read ? "read" : "unread"}.`);
      return 0;
    }

    if (options.show !== undefined) {
      const r = getMessage(db, options.show);
      if (!r) {
        io.err(`No message #${options.show}.`);
        return 1;
      }
      io.out(`Message #${r.id}${r.readAt ? "" : " (unread)"}`);
      io.out(`From:     ${r.name} <${r.email}>`);
      io.out(`Date:     ${stamp(r.createdAt)}`);
      io.out(`Via:      ${r.fromConsole ? "terminal" : "contact form"} (${r.lang})`);
      io.out(`Delivery: ${deliveryLabel(r)}; attempts: ${r.deliveryAttempts}`);
      if (r.deliveredAt) io.out(`Sent at:  ${stamp(r.deliveredAt)}`);
      if (r.nextAttemptAt && r.deliveryStatus !== "sent") io.out(`Next try: ${stamp(r.nextAttemptAt)}`);
      if (r.lastError) io.out(`Error:    ${r.lastError}`);
      if (r.readAt) io.out(`Read at:  ${stamp(r.readAt)}`);
      io.out("");
      // Indented, so no line of the visitor's text can pass for one of the headers above.
      for (const line of r.message.split("\n")) io.out(`  ${line}`);
      return 0;
    }

    if (options.exportFormat) {
      const rows = listMessages(db, { unread: options.unread });
      const lines = options.exportFormat === "json" ? [toJson(rows)] : toCsvLines(rows);
      for (const line of lines) io.out(line);
      return 0;
    }

    const { total, unread } = countMessages(db);
    const rows = listMessages(db, { unread: options.unread, limit: options.limit });
    io.out(`${total} message${total === 1 ? "" : "s"}, ${unread} unread — ${file}`);
    if (!rows.length) {
      io.out(options.unread ? "No unread messages." : "No messages yet.");
      return 0;
    }
    io.out("");
    for (const r of rows) {
      io.out(
        `${r.readAt ? " " : "*"} #${String(r.id).padEnd(5)} ${stamp(r.createdAt)}  ${clip(`${r.name} <${r.email}>`, 40).padEnd(40)}  [${deliveryLabel(r)}]`,
      );
      io.out(`         ${clip(oneLine(r.message), 90)}`);
    }
    io.out("");
    io.out("* unread. Show one with --show ID, mark it with --mark-read ID.");
    return 0;
  } finally {
    db.close();
  }
}

if (ranDirectly(import.meta.url)) {
  loadDotEnvOrExit(); // the same .env as npm start
  process.exitCode = runInbox(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
}
