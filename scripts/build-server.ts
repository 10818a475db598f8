/**
 * Compiles the production server (server.ts and what it imports from server/,
 * app/ and db/) into build/server.js with esbuild at `npm run build`, so
 * `npm start` runs plain JavaScript: no TypeScript compile at start.
 * npm packages stay external (resolved from node_modules at run time, as
 * better-sqlite3's native addon must be); build/server.js sits one folder
 * below the project root, like server/app.ts, so paths derived from
 * import.meta.url (the project root, the migrations) stay the same.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** One entry point bundled for Node: npm packages stay external, `~` is app/. */
const bundle = (entry: string, outfile: string, extra: { external?: string[]; sourcemap?: boolean } = {}) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, "build", outfile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "~": path.join(root, "app") },
    logLevel: "warning",
    ...extra,
  });

// The Remix server build is loaded at run time from build/index.js, not bundled here.
await bundle("server.ts", "server.js", { external: ["./build/index.js"], sourcemap: true });
// The terminal pool's worker thread (app/services/terminal-pool, ADR 045).
await bundle("app/services/terminal-pool/worker.ts", "terminal-worker.js", { sourcemap: true });
// The backup command too: the production image prunes dev dependencies (scripts/backup.ts).
await bundle("scripts/backup.ts", "backup.js");
console.log("[server] compiled build/server.js, build/terminal-worker.js and build/backup.js");
