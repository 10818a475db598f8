/**
 * Bundles the emulator frame scripts (TypeScript under app/emulators/<kind>/frame/)
 * into public/emulators/<kind>/frame.js at build time. The frame documents
 * (public/emulators/<kind>/frame.html) load them; they run under the frame's
 * own CSP, outside the Remix app, and share typed messages with the player.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const kinds = ["dos", "gba"];
let built = 0;
for (const kind of kinds) {
  const entry = path.join(root, "app", "emulators", kind, "frame", "main.ts");
  if (!fs.existsSync(entry)) continue;
  await build({
    entryPoints: [entry],
    outfile: path.join(root, "public", "emulators", kind, "frame.js"),
    bundle: true,
    format: "esm",
    target: "es2020",
    minify: true,
    sourcemap: false,
    alias: { "~": path.join(root, "app") },
    logLevel: "warning",
  });
  built += 1;
}
console.log(`[frames] bundled ${built} frame script(s)`);
