/**
 * Copies third-party browser files (emulator cores, ...) from node_modules into
 * public/vendor at build time, so they are served from our origin and never committed.
 * Each entry: a package file or folder -> a path under public/vendor.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Versioned folders: the server caches /vendor for a year (immutable).
const VENDOR: Array<{ from: string; to: string }> = [
  // js-dos 8.4.1 (GPL-2.0): the player and its emulators (dist/emulators).
  { from: "js-dos/dist", to: "js-dos-8.4.1" },
  // mGBA for the web 2.5.1 (MPL-2.0): the core and its WebAssembly.
  { from: "@thenick775/mgba-wasm/dist/mgba.js", to: "mgba-2.5.1/mgba.js" },
  { from: "@thenick775/mgba-wasm/dist/mgba.wasm", to: "mgba-2.5.1/mgba.wasm" },
];

fs.rmSync(path.join(root, "public", "vendor"), { recursive: true, force: true });
for (const { from, to } of VENDOR) {
  const source = path.join(root, "node_modules", from);
  const target = path.join(root, "public", "vendor", to);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
}
console.log(`[vendor] copied ${VENDOR.length} item(s) into public/vendor`);
