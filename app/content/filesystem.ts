/**
 * The terminal's fictional file system, made from the content folder's
 * terminal.yaml `files`: each entry is a text (a file), one text per language,
 * `{ type: dir }`, or `{ content, requiresAuth: true }` (hidden from guest).
 * Parent directories are made automatically. Texts may hold placeholders that
 * change with the owner and the session: {{name}}, {{handle}}, {{HANDLE}},
 * {{email}}, {{apiToken}}, {{sessionId}}, {{time:N}} (the session start
 * minus N minutes, as a log timestamp) and {{kernel}} (the kernel release
 * uname and neofetch print: one source). Pure: the browser's engine and the
 * no-JS terminal both build it.
 */
import type { Bilingual, FileSystemSpec, FileText } from "./types";

export type { FileText };

/** One node as the engine's file system takes it. */
export type FileSystemSpecEntry = { type: "dir"; requiresAuth?: boolean } | { type: "file"; content: FileText; requiresAuth?: boolean };

/** Values that change every session and are woven into the texts. */
export interface FileSystemSecrets {
  apiToken: string;
  sessionId: string;
  /** The session start, for log timestamps. */
  now: Date;
}

/** Who the machine belongs to (from the profile). */
export interface FileSystemOwner {
  name: string;
  handle: string;
  email: string;
}

/** The internal API the quest is about (simulated by the terminal's curl). */
export const QUEST_API_URL = "http://localhost:8080/api/v1/recovery";
export const API_TOKEN_PATH = "/home/guest/.secrets/api_token";
export const GUEST_HOME = "/home/guest";
export const ROOT_HOME = "/home/root";
/**
 * The quest's files in the guest's home: the token's folder and the notes that point at it. They are
 * the system's, not the visitor's (home.ts refuses to write or remove them), so the quest cannot be
 * broken, in this session or in a home saved before.
 */
export const QUEST_PATHS = ["/home/guest/.secrets", "/home/guest/notes.txt"] as const;

/** Whether `path` is one of the quest's files or inside one of its folders. */
export const isQuestPath = (path: string): boolean => QUEST_PATHS.some((root) => path === root || path.startsWith(root + "/"));

/** The machine's kernel release: `uname -r`, neofetch and /etc/motd's `{{kernel}}` all print this one. */
export const KERNEL_RELEASE = "6.8.0-portfolio";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 24 17:02:11": the session start minus `minutesAgo`, in UTC (syslog style). */
function stamp(now: Date, minutesAgo: number): string {
  const d = new Date(now.getTime() - minutesAgo * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Replaces the placeholders of one text; unknown ones are left as written. */
export function fillPlaceholders(text: string, owner: FileSystemOwner, secrets: FileSystemSecrets): string {
  return text.replace(/\{\{\s*([A-Za-z]+)(?::(\d+))?\s*\}\}/g, (whole, key: string, minutes?: string) => {
    switch (key) {
      case "name":
        return owner.name;
      case "handle":
        return owner.handle;
      case "HANDLE":
        return owner.handle.toUpperCase();
      case "email":
        return owner.email;
      case "apiToken":
        return secrets.apiToken;
      case "sessionId":
        return secrets.sessionId;
      case "time":
        return stamp(secrets.now, Number(minutes ?? 0));
      case "kernel":
        return KERNEL_RELEASE;
      default:
        return whole;
    }
  });
}

/** `{ type: dir }`: a directory entry of terminal.yaml's files. */
export const isDirEntry = (entry: FileSystemSpec[string] | undefined): entry is { type: "dir"; requiresAuth?: boolean } =>
  typeof entry === "object" && entry !== null && (entry as { type?: unknown }).type === "dir";

const isProtectedFile = (entry: FileSystemSpec[string]): entry is { content: FileText; requiresAuth?: boolean } =>
  typeof entry === "object" && entry !== null && "content" in entry;

/** The text(s) of a file entry: its `content`, or the entry itself. */
export const fileTextOf = (entry: FileSystemSpec[string]): FileText => (isProtectedFile(entry) ? entry.content : (entry as FileText));

/**
 * The file system of one session: every entry with its placeholders filled, "/" and the homes always
 * present. `generated`: files made from the rest of the content (the portfolio's ~/about.txt and
 * ~/skills), under the content's own entries, which win.
 */
export function buildFileSystem(
  spec: FileSystemSpec,
  owner: FileSystemOwner,
  secrets: FileSystemSecrets,
  generated: Record<string, FileSystemSpecEntry> = {},
): Record<string, FileSystemSpecEntry> {
  const fill = (text: FileText): FileText =>
    typeof text === "string"
      ? fillPlaceholders(text, owner, secrets)
      : (Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, fillPlaceholders(value, owner, secrets)])) as Bilingual);
  const table: Record<string, FileSystemSpecEntry> = { "/": { type: "dir" }, [GUEST_HOME]: { type: "dir" }, ...generated };
  for (const [path, entry] of Object.entries(spec)) {
    if (isDirEntry(entry)) table[path] = entry.requiresAuth ? { type: "dir", requiresAuth: true } : { type: "dir" };
    else
      table[path] = {
        type: "file",
        content: fill(fileTextOf(entry)),
        ...(isProtectedFile(entry) && entry.requiresAuth ? { requiresAuth: true } : {}),
      };
  }
  table[ROOT_HOME] ??= { type: "dir", requiresAuth: true };
  return table;
}
