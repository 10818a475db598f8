/**
 * The emulators' server side: their files and their frame documents.
 * - /vendor/...: the self-hosted cores (copied from node_modules at build time,
 *   versioned folders, so cached for a year).
 * - /jsdos/<package>.jsdos and /gba/binaries/<id>.gba (+ gba_bios.bin): owner
 *   files and the homebrew demos, by catalogue id only (no path from the URL
 *   ever reaches the file system).
 * - /emulators/dos/... and /emulators/gba/...: the same-origin frame documents
 *   each player runs in, with a CSP allowing only what its core needs; the main
 *   page's CSP never allows eval.
 * A core's own scripts get their frame's policy too: Firefox applies a worker
 * script's CSP header to the worker it starts (mGBA's pthreads load mgba.js),
 * so under the page's policy the core's workers never run there.
 */
import path from "node:path";
import express from "express";
import type { Env } from "../app/env.server";
import { dosBundlePath, gbaBiosPath, gbaRomPath } from "../app/services/games.server";

/** Frame policies (verified in PITFALLS: mGBA needs wasm eval and workers; js-dos evaluates its core). */
export const FRAME_CSP: Record<"dos" | "gba", string> = {
  dos: [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; "),
  gba: [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; "),
};

/** The vendor folder of each core (scripts/copy-vendor.ts), served with that core's frame policy. */
export const CORE_VENDOR_DIRS: Record<"dos" | "gba", string> = { dos: "js-dos-8.4.1", gba: "mgba-2.5.1" };

const OWNER_FILE_CACHE = "public, max-age=300";

export function emulatorRoutes(env: Env, publicDir: string): express.Router {
  const router = express.Router();

  const vendorDir = path.join(publicDir, "vendor");
  router.use(
    "/vendor",
    express.static(vendorDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      // Only on a file served (a 404 under the folder keeps the page's policy).
      setHeaders: (res, file) => {
        const top = path.relative(vendorDir, file).split(path.sep)[0];
        const kind = (["dos", "gba"] as const).find((candidate) => CORE_VENDOR_DIRS[candidate] === top);
        if (kind) res.setHeader("Content-Security-Policy", FRAME_CSP[kind]);
      },
    }),
  );

  // Frame documents get their own policy in place of the page's.
  for (const kind of ["dos", "gba"] as const) {
    router.use(`/emulators/${kind}`, (_req, res, next) => {
      res.setHeader("Content-Security-Policy", FRAME_CSP[kind]);
      next();
    });
  }

  router.get("/jsdos/:file", (req, res) => {
    const match = /^(.+)\.jsdos$/.exec(req.params.file);
    const file = match ? dosBundlePath(env, match[1]) : null;
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.sendFile(file, { headers: { "Content-Type": "application/zip", "Cache-Control": OWNER_FILE_CACHE } });
  });

  router.get("/gba/binaries/:file", (req, res) => {
    const { file: name } = req.params;
    const match = /^(.+)\.gba$/.exec(name);
    const file = name === "gba_bios.bin" ? gbaBiosPath(env) : match ? gbaRomPath(env, match[1]) : null;
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.sendFile(file, { headers: { "Content-Type": "application/octet-stream", "Cache-Control": OWNER_FILE_CACHE } });
  });

  return router;
}
