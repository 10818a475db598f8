/** Takes docs/screenshot.png of the home page (production build, temp database). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../playwright.config";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-shot-"));
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATABASE_PATH: path.join(dir, "db.sqlite") },
  stdio: ["ignore", "pipe", "inherit"],
});
const url = await new Promise<string>((resolve) => {
  let out = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c.toString();
    const match = /listening on (http:\/\/\S+)/.exec(out);
    if (match) resolve(match[1]);
  });
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${url}/?lng=en`);
await page.waitForFunction(() => document.body.innerText.includes("Type 'help' for commands"), undefined, { timeout: 20_000 });
const input = page.locator("#terminal-input");
await input.fill("help");
await input.press("Enter");
await page.waitForTimeout(300);
await page.screenshot({ path: "docs/screenshot.png" });
await browser.close();
child.kill("SIGTERM");
fs.rmSync(dir, { recursive: true, force: true });
console.log("written docs/screenshot.png");
