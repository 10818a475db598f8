/**
 * The visitor's writable home: writes land in this engine's own file system (built from the owner's
 * content for this visitor alone), within a quota, and are kept as a small diff (`HomeData`) that is
 * saved per visitor and replayed over a fresh file system on the next visit.
 *
 * Write rules (absolute paths):
 * - system trees (/etc, /usr, /bin, /sbin, /lib, /var, /boot, /opt, /proc, /sys, /dev) are a
 *   read-only file system for everyone: "Read-only file system";
 * - a guest writes under their home and /tmp only, never into an entry that needs root;
 *   anywhere else: "Permission denied";
 * - root (after the quest) writes anywhere else, "/" itself excepted;
 * - the quest's files (QUEST_PATHS: ~/.secrets, ~/notes.txt) are root's, read-only to the guest
 *   ("Permission denied"), and sit on a read-only mount for root ("Read-only file system"): nobody
 *   can make the quest impossible. A saved home that changed them (before this rule) is replayed
 *   without those changes.
 */
import { isQuestPath, type FileText } from "~/content/filesystem";
import type { WriteError, WriteResult } from "./command";
import { HOMES, parentOf, type User, type Vfs } from "./vfs";

/** Bytes: the files' text and every written path, as stored (see `storedSize`). */
export const HOME_QUOTA = { bytes: 64 * 1024, entries: 200 } as const;

const SYSTEM_TREES = ["/etc", "/usr", "/bin", "/sbin", "/lib", "/var", "/boot", "/opt", "/proc", "/sys", "/dev"];

/** What a visitor wrote: replayed in this order (removals, then directories, then files). */
export interface HomeData {
  v: 1;
  removed: string[];
  dirs: string[];
  files: Record<string, string>;
}

export interface HomeUsage {
  bytes: number;
  entries: number;
}

const under = (path: string, root: string) => path === root || path.startsWith(root + "/");
const join = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);
const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;
/** A text's bytes inside the saved JSON, escapes included, quotes not. */
const textSize = (text: string) => bytesOf(JSON.stringify(text)) - 2;
/**
 * What an entry costs as it is stored (saved-session JSON): its path and its text, escapes included,
 * so the quota also bounds what the no-JavaScript session keeps.
 */
const storedSize = (path: string, text?: string) => bytesOf(path) + (text === undefined ? 0 : textSize(text));
const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
/** `a + b`'s text size from theirs: a lone high surrogate ending `a` and a lone low one opening `b` (6 bytes each escaped) become one 4-byte character. */
const joinedSize = (a: string, aSize: number, b: string) =>
  aSize + textSize(b) - (a !== "" && b !== "" && isHigh(a.charCodeAt(a.length - 1)) && isLow(b.charCodeAt(0)) ? 8 : 0);

/** The write error for `path`, or null when `user` may write it. */
export function writeRule(path: string, user: User, vfs: Vfs): WriteError | null {
  if (SYSTEM_TREES.some((root) => under(path, root))) return "readOnly";
  if (isQuestPath(path)) return user === "root" ? "readOnly" : "denied";
  if (user === "root") return path === "/" ? "denied" : null;
  if (vfs.isProtected(path)) return "denied";
  const home = HOMES.guest;
  return path.startsWith(home + "/") || path.startsWith("/tmp/") ? null : "denied";
}

export class WritableHome {
  private readonly base: Set<string>;
  private readonly dirs = new Set<string>();
  private readonly files = new Map<string, string>();
  private readonly removed = new Set<string>();
  /** Bumped by every change (the engine saves when it moved). */
  version = 0;
  /**
   * What the written entries take as stored, kept as they change rather than summed at each write:
   * one line may write thousands of times (`touch a a a …`, `tee -a f f f …`) into a full home.
   */
  private bytes = 0;
  /** Each written file's text size as stored (its path excluded). */
  private readonly textSizes = new Map<string, number>();

  constructor(
    private readonly vfs: Vfs,
    /** A file's text in the visitor's language (owner files may be translated). */
    private readonly textOf: (content: FileText) => string,
  ) {
    if (!vfs.get("/tmp")) vfs.putDir("/tmp");
    this.base = new Set(vfs.paths());
  }

  usage(): HomeUsage {
    return { bytes: this.bytes, entries: this.dirs.size + this.files.size };
  }

  private keepFile(path: string, text: string, size: number): void {
    const before = this.textSizes.get(path);
    this.bytes += size - (before ?? -bytesOf(path));
    this.files.set(path, text);
    this.textSizes.set(path, size);
    this.vfs.putFile(path, text);
  }

  private keepDir(path: string): void {
    this.bytes += storedSize(path);
    this.dirs.add(path);
    this.vfs.putDir(path);
  }

  private forget(path: string): void {
    const size = this.textSizes.get(path);
    if (size !== undefined) this.bytes -= size + bytesOf(path);
    if (this.dirs.has(path)) this.bytes -= storedSize(path);
    this.files.delete(path);
    this.textSizes.delete(path);
    this.dirs.delete(path);
  }

  private fail(error: WriteError, path: string): WriteResult {
    return { ok: false, error, path };
  }

  private parentCheck(path: string): WriteResult | null {
    const parent = this.vfs.get(parentOf(path));
    if (!parent) return this.fail("notFound", path);
    if (parent.type !== "dir") return this.fail("notDir", path);
    return null;
  }

  private fits(extraBytes: number, extraEntries: number): boolean {
    const now = this.usage();
    return now.bytes + extraBytes <= HOME_QUOTA.bytes && now.entries + extraEntries <= HOME_QUOTA.entries;
  }

  read(path: string): string | undefined {
    const entry = this.vfs.get(path);
    return entry?.type === "file" ? this.textOf(entry.content) : undefined;
  }

  writeFile(path: string, text: string, user: User, append = false): WriteResult {
    const parentError = this.parentCheck(path);
    if (parentError) return parentError;
    const existing = this.vfs.get(path);
    if (existing?.type === "dir") return this.fail("isDir", path);
    const rule = writeRule(path, user, this.vfs);
    if (rule) return this.fail(rule, path);
    const beforeSize = this.textSizes.get(path);
    // Appending costs what is appended, not the file again.
    const old = append && existing ? (this.files.get(path) ?? this.read(path) ?? "") : "";
    const next = old + text;
    const size = old === "" ? textSize(text) : joinedSize(old, beforeSize ?? textSize(old), text);
    const extraBytes = size - (beforeSize ?? -bytesOf(path));
    if (!this.fits(Math.max(0, extraBytes), beforeSize === undefined ? 1 : 0)) return this.fail("quota", path);
    this.keepFile(path, next, size);
    this.version += 1;
    return { ok: true };
  }

  mkdir(path: string, user: User): WriteResult {
    const existing = this.vfs.get(path);
    if (existing) return this.fail("exists", path);
    const parentError = this.parentCheck(path);
    if (parentError) return parentError;
    const rule = writeRule(path, user, this.vfs);
    if (rule) return this.fail(rule, path);
    if (!this.fits(storedSize(path), 1)) return this.fail("quota", path);
    this.keepDir(path);
    this.version += 1;
    return { ok: true };
  }

  /** Removes a file, or a directory with everything in it (the caller checks -r and emptiness). */
  remove(path: string, user: User): WriteResult {
    if (!this.vfs.get(path)) return this.fail("notFound", path);
    const gone = this.vfs.paths().filter((p) => under(p, path));
    // Everything inside must be removable too (a root-only file inside a guest's directory).
    for (const p of [path, ...gone]) {
      const rule = writeRule(p, user, this.vfs);
      if (rule) return this.fail(rule, p);
    }
    for (const p of gone) {
      this.forget(p);
      if (this.base.has(p)) this.removed.add(p);
    }
    this.vfs.delete(path);
    this.version += 1;
    return { ok: true };
  }

  /** The diff to save; null when the visitor wrote nothing. */
  data(): HomeData | null {
    if (this.dirs.size === 0 && this.files.size === 0 && this.removed.size === 0) return null;
    // Only the outermost removed paths are needed: removing them removes the rest.
    const removed = [...this.removed].filter((p) => !this.removed.has(parentOf(p)) || p === "/");
    return { v: 1, removed, dirs: [...this.dirs].sort(), files: Object.fromEntries(this.files) };
  }

  /** Replays saved data; anything malformed or beyond the quota is skipped, never thrown. */
  restore(value: unknown): void {
    if (!value || typeof value !== "object") return;
    const data = value as Partial<HomeData>;
    const strings = (list: unknown): string[] =>
      Array.isArray(list) ? list.filter((p): p is string => typeof p === "string" && p.startsWith("/") && p !== "/") : [];
    // The quest's files are never the visitor's: a change to them (or a removal around them) is dropped.
    const touchesQuest = (path: string) => isQuestPath(path) || this.vfs.paths().some((p) => isQuestPath(p) && under(p, path));
    for (const path of strings(data.removed)) {
      if (!this.vfs.get(path) || touchesQuest(path)) continue;
      for (const p of this.vfs.paths().filter((q) => under(q, path))) if (this.base.has(p)) this.removed.add(p);
      this.vfs.delete(path);
    }
    for (const path of strings(data.dirs).sort()) {
      if (isQuestPath(path)) continue;
      if (this.vfs.get(parentOf(path))?.type !== "dir" || this.vfs.get(path) || !this.fits(storedSize(path), 1)) continue;
      this.keepDir(path);
    }
    const files = data.files && typeof data.files === "object" ? Object.entries(data.files as Record<string, unknown>) : [];
    for (const [path, text] of files) {
      if (typeof text !== "string" || !path.startsWith("/") || isQuestPath(path) || this.vfs.get(parentOf(path))?.type !== "dir") continue;
      if (this.vfs.get(path)?.type === "dir" || !this.fits(storedSize(path, text), 1)) continue;
      this.keepFile(path, text, textSize(text));
    }
  }

  /** Every path under `dir` (itself included), parents before children. */
  tree(dir: string): string[] {
    const out: string[] = [];
    const walk = (path: string) => {
      out.push(path);
      const entry = this.vfs.get(path);
      if (entry?.type === "dir") for (const name of entry.content) walk(join(path, name));
    };
    walk(dir);
    return out;
  }
}
