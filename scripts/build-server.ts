/**
 * Compiles the production server (server.ts and what it imports from server/,
 * app/ and db/) into build/server.js with esbuild at `npm run build`, so
 * `npm start` runs plain JavaScript: no TypeScript compile at start.
 * npm packages stay external (resolved from node_modules at run time, as
 * better-sqlite3's native addon must be); build/server.js sits one folder
 * below the project root, like server/app.ts, so paths derived from
 * import.meta.url (the project root, the migrations) stay the same.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The HTTP layer's own packages, compiled into build/server.js (ADR 062): Node spent about 100 ms of CPU at
 * every start resolving and reading their hundreds of small CommonJS files. Only packages nothing else
 * imports belong here: the Remix build (build/index.js) imports drizzle, pino, zod, yaml… from node_modules,
 * and a second copy of a package inside this file would be a second module state.
 */
const BUNDLED_INTO_SERVER = new Set(["express", "compression", "helmet", "express-rate-limit", "prom-client"]);

const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
/** Every other package the project depends on stays external (with its subpaths: `drizzle-orm/sqlite-core`). */
const externalPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !BUNDLED_INTO_SERVER.has(name))
  .flatMap((name) => [name, `${name}/*`]);

type BundleOptions = { external?: string[]; sourcemap?: boolean; bundleHttpPackages?: boolean };

/** One entry point bundled for Node: npm packages stay external (unless asked), `~` is app/. */
const bundle = (entry: string, outfile: string, { bundleHttpPackages, external = [], ...extra }: BundleOptions = {}) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, "build", outfile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    ...(bundleHttpPackages
      ? {
          external: [...external, ...externalPackages],
          // The CommonJS packages compiled in call require() for Node's own modules.
          banner: {
            js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
          },
        }
      : { packages: "external" as const, external }),
    alias: { "~": path.join(root, "app") },
    logLevel: "warning",
    ...extra,
  });

// The Remix server build is loaded at run time from build/index.js, not bundled here.
await bundle("server.ts", "server.js", { external: ["./build/index.js"], sourcemap: true, bundleHttpPackages: true });
// The terminal pool's worker thread (app/services/terminal-pool, ADR 045).
await bundle("app/services/terminal-pool/worker.ts", "terminal-worker.js", { sourcemap: true });
// The backup command too: the production image prunes dev dependencies (scripts/backup.ts).
await bundle("scripts/backup.ts", "backup.js");
console.log("[server] compiled build/server.js, build/terminal-worker.js and build/backup.js");
