/**
 * The virtual file system: a map from absolute path to a dir (its child names)
 * or a file (its text). Pure data plus path rules: ".." never goes
 * above "/", "." is the current directory, "~" is the current user's home.
 */
import type { FileSystemSpecEntry, FileText } from "~/content/filesystem";
import { formatTitle, type TerminalUser } from "../catalog/first-page";

export type User = TerminalUser;

export type VfsEntry =
  { type: "dir"; content: string[]; requiresAuth?: boolean } | { type: "file"; content: FileText; requiresAuth?: boolean };

export const HOMES: Record<User, string> = { guest: "/home/guest", root: "/home/root" };

export function parentOf(path: string): string {
  if (path === "/") return "/";
  const i = path.lastIndexOf("/");
  return i <= 0 ? "/" : path.slice(0, i);
}

export function baseName(path: string): string {
  return path === "/" ? "/" : path.slice(path.lastIndexOf("/") + 1);
}

/** Resolves `input` against `cwd`; `home` replaces a leading "~". */
export function resolvePath(cwd: string, input: string, home: string): string {
  let base = cwd;
  let rest = input;
  if (rest === "~" || rest.startsWith("~/")) {
    base = home;
    rest = rest.slice(1);
  } else if (rest.startsWith("/")) {
    base = "/";
  }
  const parts = base.split("/").filter(Boolean);
  for (const part of rest.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return "/" + parts.join("/");
}

/** "~" form of a path for the prompt. */
export function displayPath(path: string, home: string): string {
  if (path === home) return "~";
  if (path.startsWith(home + "/")) return "~" + path.slice(home.length);
  return path;
}

/** The terminal window's title for a user and directory: "guest@clad: ~/.secrets". */
export function frameTitle(user: User, host: string, cwd: string): string {
  return formatTitle(user, host, displayPath(cwd, HOMES[user]));
}

export class Vfs {
  private readonly entries = new Map<string, VfsEntry>();

  constructor(spec: Record<string, FileSystemSpecEntry>) {
    const paths = Object.keys(spec).sort();
    for (const path of paths) {
      this.ensureDir(parentOf(path));
      const item = spec[path];
      if (item.type === "dir") {
        const existing = this.entries.get(path);
        this.entries.set(path, {
          type: "dir",
          content: existing?.type === "dir" ? existing.content : [],
          requiresAuth: item.requiresAuth,
        });
      } else {
        this.entries.set(path, { type: "file", content: item.content, requiresAuth: item.requiresAuth });
      }
      if (path !== "/") this.addChild(parentOf(path), baseName(path));
    }
    if (!this.entries.has("/")) this.entries.set("/", { type: "dir", content: [] });
  }

  private ensureDir(path: string): void {
    if (this.entries.has(path)) return;
    if (path !== "/") {
      this.ensureDir(parentOf(path));
      this.addChild(parentOf(path), baseName(path));
    }
    this.entries.set(path, { type: "dir", content: [] });
  }

  private addChild(dir: string, name: string): void {
    const entry = this.entries.get(dir);
    if (entry?.type === "dir" && !entry.content.includes(name)) {
      entry.content.push(name);
      entry.content.sort();
    }
  }

  get(path: string): VfsEntry | undefined {
    return this.entries.get(path);
  }

  /** True when the entry or one of its ancestors requires elevated rights. */
  isProtected(path: string): boolean {
    let current = path;
    for (;;) {
      if (this.entries.get(current)?.requiresAuth) return true;
      if (current === "/") return false;
      current = parentOf(current);
    }
  }

  canAccess(path: string, user: User): boolean {
    return user === "root" || !this.isProtected(path);
  }

  /** Child names visible to `user` (dot-entries only with `all`). */
  list(dir: string, user: User, all: boolean): string[] {
    const entry = this.entries.get(dir);
    if (entry?.type !== "dir") return [];
    return entry.content.filter((name) => {
      if (!all && name.startsWith(".")) return false;
      const child = dir === "/" ? `/${name}` : `${dir}/${name}`;
      return this.canAccess(child, user);
    });
  }

  paths(): string[] {
    return [...this.entries.keys()];
  }

  // ---- writes (this engine's copy only: the owner's content is rebuilt for every visitor) ----

  /** Creates or replaces a file; its parent directory must exist. */
  putFile(path: string, content: FileText): void {
    const existing = this.entries.get(path);
    this.entries.set(path, { type: "file", content, requiresAuth: existing?.requiresAuth });
    this.addChild(parentOf(path), baseName(path));
  }

  /** Creates a directory (no-op when one is there); its parent must exist. */
  putDir(path: string): void {
    if (this.entries.get(path)?.type === "dir") return;
    this.entries.set(path, { type: "dir", content: [] });
    if (path !== "/") this.addChild(parentOf(path), baseName(path));
  }

  /** Removes an entry and everything under it. */
  delete(path: string): void {
    const entry = this.entries.get(path);
    if (!entry || path === "/") return;
    if (entry.type === "dir") for (const child of [...entry.content]) this.delete(path === "/" ? `/${child}` : `${path}/${child}`);
    this.entries.delete(path);
    const parent = this.entries.get(parentOf(path));
    if (parent?.type === "dir") parent.content = parent.content.filter((name) => name !== baseName(path));
  }
}
