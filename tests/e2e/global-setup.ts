/**
 * Starts `node server.ts` (the production start path) once for all specs, on
 * 127.0.0.1 with an ephemeral port and a temp database. Returns the teardown.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeOembed } from "../fakes/oembed";

export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";

export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-e2e-"));
  const databasePath = path.join(dir, "e2e.sqlite");
  // Project updates (X posts) come from a fake oEmbed server on 127.0.0.1.
  const oembed = await startFakeOembed();
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
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
    stdio: ["ignore", "pipe", "pipe"],
  });

  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));

  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATABASE_PATH = databasePath;

  return async () => {
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
    await oembed.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
