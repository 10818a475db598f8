/** Takes docs/screenshot.png of the home page (production build, temp database). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../playwright.config";
import { spawnServerProcess, stopServerProcess } from "../tests/helpers/server-process";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-shot-"));
const server = spawnServerProcess(
  { DATABASE_PATH: path.join(dir, "db.sqlite") },
  { args: ["--import", "tsx", "server.ts"], baseEnv: process.env },
);
const url = await server.listening;
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
await stopServerProcess(server);
fs.rmSync(dir, { recursive: true, force: true });
console.log("written docs/screenshot.png");
