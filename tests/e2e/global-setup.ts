/**
 * Starts `node build/server.js` (the production start path) once for all specs,
 * on 127.0.0.1 with an ephemeral port and a temp database. Returns the teardown.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeOembed } from "../fakes/oembed";
import { fakePosts } from "./content";
import { spawnServerProcess, stopServerProcess } from "../helpers/server-process";

export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";

export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-e2e-"));
  const databasePath = path.join(dir, "e2e.sqlite");
  // Project updates (X posts) come from a fake oEmbed server on 127.0.0.1 (the content's first post answers).
  const oembed = await startFakeOembed(fakePosts());
  const server = spawnServerProcess(
    {
      DATABASE_PATH: databasePath,
      GBA_ROMS_DIR: path.join(dir, "gba"),
      DOS_BUNDLES_DIR: path.join(dir, "dos"),
      // Specs run many browsers from one address: keep the limits out of their way.
      RATE_LIMIT_MULTIPLIER: "1000",
      OPENAI_API_KEY: "",
      RESEND_API_KEY: "",
      X_OEMBED_URL: oembed.url,
      // The owner's inbox at /admin (tests/e2e/admin.spec.ts).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
    { baseEnv: process.env },
  );
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`server did not start:\n${server.output()}`)), 30_000).unref(),
  );
  const url = await Promise.race([server.listening, timeout]);
  server.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));

  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATABASE_PATH = databasePath;

  return async () => {
    await stopServerProcess(server);
    await oembed.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
