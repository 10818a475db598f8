/**
 * The content the server runs with. server/app.ts loads the folder at start
 * (a mistake stops the start) and hands the source to the Remix build through
 * bindPlatform; a development server reloads it when a file changes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { Content } from "./types";
import { loadContent } from "./load.server";
import { ContentError } from "./validate.server";

export interface ContentSource {
  /** The folder the content is read from. */
  readonly dir: string;
  /** The current content. */
  get(): Content;
  /** Changes each time the content is reloaded (page-cache keys carry it). */
  readonly version: number;
  /** Calls `listener` after each reload. */
  onChange(listener: () => void): void;
  /** Stops watching the folder. */
  close(): void;
}

export interface ContentSourceOptions {
  /** Reload on change (development); a broken edit keeps the last good content and logs why. */
  watch?: boolean;
  /** Where a broken reload is reported. */
  warn?: (message: string) => void;
}

/** Loads `dir` now (throwing a ContentError on a mistake) and, when asked, follows its changes. */
export function createContentSource(dir: string, options: ContentSourceOptions = {}): ContentSource {
  let content = loadContent(dir);
  let version = 1;
  const listeners: Array<() => void> = [];
  let watcher: fs.FSWatcher | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reload = () => {
    try {
      content = loadContent(dir);
      version += 1;
      for (const listener of listeners) listener();
    } catch (error) {
      const lines = error instanceof ContentError ? error.problems : [String(error)];
      options.warn?.(`Content not reloaded (the last good one stays):\n${lines.map((l) => `  - ${l}`).join("\n")}`);
    }
  };
  if (options.watch) {
    watcher = fs.watch(dir, { recursive: true }, () => {
      // Editors write a file in several steps: reload once they are done.
      clearTimeout(timer);
      timer = setTimeout(reload, 100);
    });
    watcher.unref();
  }
  return {
    dir,
    get: () => content,
    get version() {
      return version;
    },
    onChange: (listener) => listeners.push(listener),
    close: () => {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** A fixed content (tests, scripts). */
export function staticContentSource(content: Content, dir = "(given)"): ContentSource {
  return { dir, get: () => content, version: 1, onChange: () => {}, close: () => {} };
}

let source: ContentSource | undefined;

/** Sets the content this copy of the module serves (server/app.ts, and bindPlatform for the build). */
export function adoptContent(next: ContentSource): void {
  source = next;
}

/** The current content; the server adopts a source before it serves anything. */
export function getContent(): Content {
  if (!source) throw new Error("No content loaded: the server adopts the content folder at start (adoptContent).");
  return source.get();
}

const FINGERPRINTS = new WeakMap<Content, string>();

/**
 * A short hash of a content: the same folder gives the same value across restarts, any change of a
 * text another (its files' dates aside). What a no-JS terminal session was made with is kept as this.
 */
export function contentFingerprint(content: Content): string {
  let fingerprint = FINGERPRINTS.get(content);
  if (fingerprint === undefined) {
    const { modified: _modified, ...texts } = content;
    fingerprint = crypto.createHash("sha256").update(JSON.stringify(texts)).digest("base64url").slice(0, 22);
    FINGERPRINTS.set(content, fingerprint);
  }
  return fingerprint;
}

/** The fingerprint of the content being served, or undefined before one is adopted (scripts, unit tests). */
export const servedContentFingerprint = (): string | undefined => (source ? contentFingerprint(source.get()) : undefined);
