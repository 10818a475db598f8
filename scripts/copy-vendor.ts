/**
 * Copies third-party browser files (emulator cores, ...) from node_modules into
 * public/vendor at build time, so they are served from our origin and never committed.
 * Each entry: a package file or folder -> a path under public/vendor.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VENDOR: Array<{ from: string; to: string }> = [];

fs.rmSync(path.join(root, "public", "vendor"), { recursive: true, force: true });
for (const { from, to } of VENDOR) {
  const source = path.join(root, "node_modules", from);
  const target = path.join(root, "public", "vendor", to);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
}
console.log(`[vendor] copied ${VENDOR.length} item(s) into public/vendor`);
