/**
 * What the visitor's DOS programs wrote on C:, kept for the visit. js-dos 8
 * packs the files changed since boot into a zip (`ci.persist(true)`); the frame
 * merges it over what an earlier run of the same bundle kept, stores it in the
 * tab's sessionStorage (shared by the frame and the page: same origin, same tab)
 * and hands it back to js-dos as `initFs` when the same bundle boots again, so
 * the files are extracted over the bundle's own. Pure but for the storage passed in.
 */
import { unzipSync, zipSync } from "fflate";

/** The key of a bundle's kept changes (one per bundle, so per game id). */
export function driveStorageKey(bundleUrl: string): string {
  return `dos_drive_${bundleUrl}`;
}

/** Larger change sets are not kept (sessionStorage holds a few MB per origin, base64 costs a third more). */
export const MAX_KEPT_BYTES = 1024 * 1024;

/** A zip of `next` over `previous` (a file in both takes the newer bytes); null when both are empty. */
export function mergeChanges(previous: Uint8Array | null, next: Uint8Array | null): Uint8Array | null {
  const files: Record<string, Uint8Array> = {};
  for (const zip of [previous, next]) {
    if (!zip || zip.length === 0) continue;
    Object.assign(files, unzipSync(zip));
  }
  const names = Object.keys(files).sort();
  if (names.length === 0) return null;
  const sorted: Record<string, Uint8Array> = {};
  for (const name of names) sorted[name] = files[name];
  return zipSync(sorted, { level: 6 });
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The kept changes of a bundle, or null (none, unreadable, or storage refused). */
export function readKept(store: Store | null, bundleUrl: string): Uint8Array | null {
  try {
    const text = store?.getItem(driveStorageKey(bundleUrl));
    if (!text) return null;
    const bytes = fromBase64(text);
    unzipSync(bytes); // a damaged entry is dropped, never handed to the emulator
    return bytes;
  } catch {
    try {
      store?.removeItem(driveStorageKey(bundleUrl));
    } catch {
      // Storage refused: nothing kept anyway.
    }
    return null;
  }
}

/** Merges `changes` into what is kept for the bundle; false when it could not be kept. */
export function keepChanges(store: Store | null, bundleUrl: string, changes: Uint8Array | null): boolean {
  if (!store) return false;
  try {
    const merged = mergeChanges(readKept(store, bundleUrl), changes);
    if (!merged) return true;
    if (merged.length > MAX_KEPT_BYTES) return false;
    store.setItem(driveStorageKey(bundleUrl), toBase64(merged));
    return true;
  } catch {
    return false;
  }
}
