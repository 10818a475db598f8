/**
 * The GBA player in a browser without WebGL (Chromium started with --disable-webgl, as LibreWolf's
 * default, Tor Browser's "Safest" level or a blocklisted graphics card leave it): mGBA draws only
 * through WebGL 2, so the player says so plainly, in the page's language, instead of a black
 * screen reading "60 FPS" and "Starfall is running"; the core is never started (its 1.8 MB of wasm
 * never downloaded; the frame document only preloads its small script).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { GBA_STRINGS } from "../../app/emulators/gba/strings";
import { emulatorPlayer } from "./emulator-fixture";
import { openTerminal, run, terminalInput, terminalOutput } from "./terminal-fixture";

const player = (page: Page) => emulatorPlayer(page, "gba");
const overlay = (page: Page) => page.getByTestId("terminal-overlay");

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, "--disable-webgl"],
  },
});

test.describe("GBA player without WebGL", () => {
  test.setTimeout(60_000);

  for (const lng of ["en", "fr"] as const) {
    test(`gba starfall says WebGL is off and what to do (${lng}); the core never starts`, async ({ page }) => {
      const strings = GBA_STRINGS[lng];
      const core: string[] = [];
      page.context().on("request", (request) => {
        if (/\/vendor\/mgba-[^/]+\/mgba\.wasm$/.test(request.url())) core.push(request.url());
      });
      await openTerminal(page, { lng });
      // The browser really has no WebGL 2 (else this spec tests nothing).
      expect(await page.evaluate(() => document.createElement("canvas").getContext("webgl2") === null)).toBe(true);

      await run(page, "gba starfall");
      await expect(player(page)).toHaveAttribute("data-state", "error", { timeout: 30_000 });
      await expect(player(page)).toContainText(strings.noWebglTitle);
      await expect(page.getByTestId("gba-error")).toHaveText(strings.noWebgl);
      // Nothing claims the game runs: no FPS, no "is running", no black frame.
      await expect(player(page)).not.toContainText(strings.fps(60));
      await expect(player(page).getByRole("status")).toHaveText(`${strings.noWebglTitle}. ${strings.noWebgl}`);
      await expect(page.getByTestId("gba-frame")).toBeHidden();
      expect(core).toEqual([]);

      const axe = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
        .include("[data-testid=terminal-overlay]")
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

      await player(page).getByTestId("game-panel").getByRole("button", { name: strings.close, exact: true }).click();
      await expect(overlay(page)).toHaveCount(0);
      await expect(terminalOutput(page)).toContainText(
        lng === "fr" ? "Émulateur GBA\u00a0: Starfall terminé." : "GBA Emulator: Starfall terminated.",
      );
      await expect(terminalInput(page)).toBeFocused();
    });
  }
});
