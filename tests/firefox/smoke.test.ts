/**
 * Firefox smoke test: Debian's firefox-esr driven over WebDriver BiDi (puppeteer-core) against
 * the production server. The terminal boots and answers a command, a mini-game opens and closes
 * on Escape, the DOS player runs a bundle, and the GBA player either draws its picture or, without
 * WebGL (headless Firefox here has none), says so instead of a black screen. Firefox runs
 * on a fresh profile whose background traffic is switched off, behind a proxy that refuses
 * everything: every request the pages make must stay on the app's host, and the browser itself
 * must not try to reach another one (ADR 035).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type Frame, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GBA_STRINGS } from "../../app/emulators/gba/strings";
import { GBA_CHANNEL } from "../../app/emulators/gba/messages";
import { spawnServerProcess, stopServerProcess, type ServerProcess } from "../helpers/server-process";
import { pagesEndingOnHeading, pdfPages } from "../helpers/pdf-text";
import { FIREFOX_ENV, firefoxPath, firefoxPrefs } from "./firefox";

/** The games launched: `dos <id>` and `gba <id>`. */
export const DOS_GAME = "shell";
export const GBA_GAME = "starfall";
/** A mini-game opened and closed with Escape. */
const MINI_GAME = "snake";

const STATE_TIMEOUT_MS = 45_000;

let server: ServerProcess;
let baseUrl: string;
let browser: Browser;
let dir: string;
const foreign: string[] = [];
/** The first line of each connection Firefox opened to its proxy (for another host), then closed. */
const proxied: string[] = [];
let proxy: net.Server;
/** Requests seen on the app's host (proves the listener hears the pages). */
let local = 0;

beforeAll(async () => {
  const executablePath = firefoxPath();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-firefox-"));
  proxy = net.createServer((socket) => {
    socket.once("data", (chunk: Buffer) => proxied.push(chunk.toString("latin1").split("\r\n")[0]));
    socket.on("error", () => {});
    setTimeout(() => socket.destroy(), 50);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const proxyPort = (proxy.address() as net.AddressInfo).port;
  server = spawnServerProcess({ DATABASE_PATH: path.join(dir, "smoke.sqlite"), RATE_LIMIT_MULTIPLIER: "1000" });
  // Firefox starts while the server does.
  [baseUrl, browser] = await Promise.all([
    server.listening,
    puppeteer.launch({
      browser: "firefox",
      protocol: "webDriverBiDi",
      executablePath,
      headless: true,
      extraPrefsFirefox: firefoxPrefs(proxyPort),
      env: { ...process.env, ...FIREFOX_ENV },
      // Firefox's own output is noise unless it fails to start (puppeteer then says why).
      dumpio: false,
    }),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServerProcess(server);
  proxy?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page in a fresh context (no cache, no storage), its requests checked against the app's host. */
async function newPage(): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const appHost = new URL(baseUrl).host;
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).host === appHost) local += 1;
    else foreign.push(url);
  });
  return page;
}

/** Opens the terminal and waits until it is hydrated, booted and idle. */
async function openTerminal(page: Page): Promise<void> {
  await page.goto(new URL("/?lng=en", baseUrl).href);
  await page.waitForFunction(() => document.querySelector("[data-testid=terminal]")?.getAttribute("data-mode") === "normal", {
    timeout: 20_000,
  });
}

async function run(page: Page, line: string): Promise<void> {
  const input = await page.waitForSelector("[data-testid=terminal-input]");
  await input!.click();
  await input!.type(line);
  await page.keyboard.press("Enter");
}

const waitForState = (page: Page, kind: "dos" | "gba", states: string[]) =>
  page.waitForFunction(
    (selector, wanted) => wanted.includes(document.querySelector(selector)?.getAttribute("data-state") ?? ""),
    { timeout: STATE_TIMEOUT_MS, polling: 200 },
    `[data-testid=player-${kind}]`,
    states,
  );

/** The player's state now (for a failure message). */
const stateOf = (page: Page, kind: "dos" | "gba") =>
  page.evaluate((selector) => {
    const player = document.querySelector(selector);
    return `${player?.getAttribute("data-state")}: ${player?.textContent?.slice(0, 300)}`;
  }, `[data-testid=player-${kind}]`);

async function closeOverlay(page: Page, escapes = 1): Promise<void> {
  // The DOS prompt takes one Esc itself (programs quit with it): two in a row close the player.
  for (let i = 0; i < escapes; i++) await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.querySelector("[data-testid=terminal-overlay]") === null, { timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector("[data-testid=terminal]")?.getAttribute("data-mode") === "normal");
}

describe("Firefox ESR", () => {
  it("boots the terminal and answers a command", async () => {
    const page = await newPage();
    await openTerminal(page);
    const lines = () => page.$$eval("[data-testid=terminal-output] > *", (nodes) => nodes.map((node) => (node.textContent ?? "").trim()));
    const before = (await lines()).length;
    await run(page, "whoami");
    await page.waitForFunction(
      (count) => {
        const nodes = [...document.querySelectorAll("[data-testid=terminal-output] > *")].slice(count);
        return nodes.some((node) => node.textContent?.trim() === "guest");
      },
      { timeout: 10_000 },
      before,
    );
    expect((await lines()).slice(before)).toContain("guest");
    await page.close();
  });

  it(`opens ${MINI_GAME} and closes it with Escape`, async () => {
    const page = await newPage();
    await openTerminal(page);
    await run(page, MINI_GAME);
    await page.waitForSelector(`[data-testid=terminal-overlay] [data-testid=game-${MINI_GAME}]`, { timeout: 10_000 });
    await closeOverlay(page);
    await page.close();
  });

  it(`dos ${DOS_GAME} reaches the running state`, async () => {
    const page = await newPage();
    await openTerminal(page);
    await run(page, `dos ${DOS_GAME}`);
    await waitForState(page, "dos", ["running", "error"]);
    expect(await stateOf(page, "dos")).toMatch(/^running/);
    await closeOverlay(page, 2);
    await page.close();
  });

  it(`gba ${GBA_GAME}: the picture is drawn, or the player says plainly that WebGL is off`, async () => {
    const page = await newPage();
    await openTerminal(page);
    // mGBA draws only through WebGL 2; headless Firefox here has none (nor do LibreWolf by default
    // or Tor Browser at "Safest"). Asked the way the frame asks.
    const webgl = await page.evaluate(() => document.createElement("canvas").getContext("webgl2") !== null);
    // The frame reports the frames it drew each second to the page.
    await page.evaluate((channel) => {
      const reports: number[] = [];
      (window as unknown as { __fps: number[] }).__fps = reports;
      window.addEventListener("message", (event) => {
        const data = event.data as { channel?: string; type?: string; fps?: number };
        if (data?.channel === channel && data.type === "fps" && typeof data.fps === "number") reports.push(data.fps);
      });
    }, GBA_CHANNEL);
    await run(page, `gba ${GBA_GAME}`);
    await waitForState(page, "gba", ["ready", "error"]);
    if (!webgl) {
      // Not a black screen reading "60 FPS": the error panel says why and what to do.
      expect(await stateOf(page, "gba")).toMatch(/^error/);
      const shown = await page.$eval("[data-testid=player-gba]", (player) => ({
        error: player.querySelector("[data-testid=gba-error]")?.textContent,
        title: player.querySelector(".game-panel-title")?.textContent,
        status: player.querySelector("[role=status]")?.textContent,
      }));
      expect(shown).toEqual({
        error: GBA_STRINGS.en.noWebgl,
        title: GBA_STRINGS.en.noWebglTitle,
        status: `${GBA_STRINGS.en.noWebglTitle}. ${GBA_STRINGS.en.noWebgl}`,
      });
      expect(await page.evaluate(() => (window as unknown as { __fps: number[] }).__fps)).toEqual([]);
      await closeOverlay(page);
      await page.close();
      return;
    }
    expect(await stateOf(page, "gba")).toMatch(/^ready/);
    const frame = page.frames().find((candidate) => candidate.url().includes("/emulators/gba/"));
    if (!frame) throw new Error("no GBA frame");
    await clickButton(frame, GBA_STRINGS.en.clickToStart);
    await waitForState(page, "gba", ["playing", "error"]);
    await page.waitForFunction(() => (window as unknown as { __fps: number[] }).__fps.some((fps) => fps > 0), {
      timeout: STATE_TIMEOUT_MS,
      polling: 200,
    });
    // The title screen has lit pixels (the core's own copy of its screen: a WebGL canvas is not read back).
    const lit = await frame.evaluate(async () => {
      const probe = (window as unknown as { __gbaScreen?: () => Promise<{ data: number[] }> }).__gbaScreen;
      const screen = await probe?.();
      return screen ? screen.data.filter((value, i) => i % 4 !== 3 && value > 64).length : 0;
    });
    expect(lit).toBeGreaterThan(1000);
    await closeOverlay(page);
    await page.close();
  });

  // Firefox ignores break-after: avoid: it printed "Skills" alone at the foot of page 1 (print.css keeps a heading
  // with its content's first lines another way; tests/e2e/print.spec.ts checks the same in Chromium).
  it.each(["en", "fr"])("prints no section heading alone at the foot of a page (%s)", async (lng) => {
    const page = await newPage();
    await page.goto(new URL(`/?lng=${lng}`, baseUrl).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const pages = pdfPages(Buffer.from(await page.pdf({ format: "A4" })));
    // The print stylesheet's size for section titles ("15pt"; WebDriver BiDi cannot emulate print media).
    const headingSize = await page.evaluate(() => {
      for (const sheet of document.styleSheets)
        for (const rule of sheet.cssRules)
          if (rule instanceof CSSMediaRule && rule.conditionText === "print")
            for (const inner of rule.cssRules)
              if (inner instanceof CSSStyleRule && inner.selectorText === ".section-title" && inner.style.fontSize)
                return parseFloat(inner.style.fontSize);
      return 0;
    });
    expect(headingSize).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(1);
    expect(pagesEndingOnHeading(pages, headingSize)).toEqual([]);
    await page.close();
  });

  it("requested nothing from another host, neither the pages nor the browser", () => {
    expect(local).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(proxied).toEqual([]);
  });
});

/** Clicks (a real pointer click: the gesture that lets the core's audio start) the frame's button named `name`. */
async function clickButton(frame: Frame, name: string): Promise<void> {
  const button = await frame.waitForSelector(`button::-p-text(${name})`, { timeout: 10_000 });
  await button!.click();
}
