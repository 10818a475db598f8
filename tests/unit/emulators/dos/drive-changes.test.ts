import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { driveStorageKey, fromBase64, keepChanges, MAX_KEPT_BYTES, mergeChanges, readKept, toBase64 } from "~/emulators/dos/drive-changes";

/** A Storage stand-in (Map-backed), optionally refusing writes as a full sessionStorage does. */
function memoryStore(refuse = false) {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException("full", "QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

const zipOf = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
const filesOf = (zip: Uint8Array | null) =>
  zip ? Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)])) : null;

describe("C: changes kept for the visit", () => {
  it("merges a newer change set over an older one (newer bytes win, older files stay)", () => {
    const merged = mergeChanges(zipOf({ "NOTE.TXT": "hi\r\n", "A.TXT": "a" }), zipOf({ "NOTE.TXT": "bye\r\n", "B.TXT": "b" }));
    expect(filesOf(merged)).toEqual({ "A.TXT": "a", "B.TXT": "b", "NOTE.TXT": "bye\r\n" });
    expect(mergeChanges(null, null)).toBeNull();
    expect(mergeChanges(new Uint8Array(0), null)).toBeNull();
    expect(filesOf(mergeChanges(null, zipOf({ "X.TXT": "x" })))).toEqual({ "X.TXT": "x" });
  });

  it("base64 round-trips any bytes, also beyond one chunk", () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  it("keeps a bundle's changes under its own key and reads them back, merged across runs", () => {
    const store = memoryStore();
    expect(readKept(store, "/jsdos/shell.jsdos")).toBeNull();
    expect(keepChanges(store, "/jsdos/shell.jsdos", zipOf({ "NOTE.TXT": "hi" }))).toBe(true);
    expect(keepChanges(store, "/jsdos/shell.jsdos", zipOf({ "SCORE.TXT": "10" }))).toBe(true);
    // Nothing changed this run: what was kept stays.
    expect(keepChanges(store, "/jsdos/shell.jsdos", null)).toBe(true);
    expect(filesOf(readKept(store, "/jsdos/shell.jsdos"))).toEqual({ "NOTE.TXT": "hi", "SCORE.TXT": "10" });
    expect([...store.map.keys()]).toEqual([driveStorageKey("/jsdos/shell.jsdos")]);
    expect(readKept(store, "/jsdos/worm.jsdos")).toBeNull();
  });

  it("drops a damaged entry instead of booting with it, and survives a refused or missing storage", () => {
    const store = memoryStore();
    store.map.set(driveStorageKey("/jsdos/shell.jsdos"), "not base64 at all!");
    expect(readKept(store, "/jsdos/shell.jsdos")).toBeNull();
    expect(store.map.size).toBe(0);
    store.map.set(driveStorageKey("/jsdos/shell.jsdos"), toBase64(strToU8("not a zip")));
    expect(readKept(store, "/jsdos/shell.jsdos")).toBeNull();

    expect(keepChanges(memoryStore(true), "/jsdos/shell.jsdos", zipOf({ "NOTE.TXT": "hi" }))).toBe(false);
    expect(keepChanges(null, "/jsdos/shell.jsdos", zipOf({ "NOTE.TXT": "hi" }))).toBe(false);
    expect(readKept(null, "/jsdos/shell.jsdos")).toBeNull();
  });

  it("does not keep a change set over the size cap", () => {
    const store = memoryStore();
    // Incompressible bytes (xorshift): the zip stays over the cap.
    let x = 2463534242;
    const noise = new Uint8Array(MAX_KEPT_BYTES + 1024).map(() => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 0xff;
    });
    expect(keepChanges(store, "/jsdos/shell.jsdos", zipSync({ "BIG.DAT": [noise, { level: 0 }] }))).toBe(false);
    expect(store.map.size).toBe(0);
  });
});
