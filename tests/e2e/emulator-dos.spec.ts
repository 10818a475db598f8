/**
 * The DOS player end to end (states, error screen, window size): the
 * homebrew demo boots in js-dos inside the same-origin frame, its screen is
 * read back from the emulator (js-dos's CommandInterface screenshot, exposed by
 * the frame as window.__dosCi: the emulator's own frame buffer, whatever the
 * canvas renderer does under --disable-gpu), a real key
 * press reaches the program, Esc closes the player, a missing owner bundle
 * shows the error panel, nothing leaves the app's host, and the CSPs differ.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { emulatorFrame, emulatorPlayer } from "./emulator-fixture";
import { listAsInstalled, waitForHydration, watchForeignRequests } from "./support";
import { openTerminal, run } from "./terminal-fixture";

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const terminal = (page: Page) => page.getByTestId("terminal");
const overlay = (page: Page) => page.getByTestId("terminal-overlay");
const player = (page: Page) => emulatorPlayer(page, "dos");

const dosFrame = (page: Page) => emulatorFrame(page, "dos");

/** VGA text-mode colours the demo uses (DOSBox's default palette). */
const VGA = {
  blue: [0, 0, 170],
  red: [170, 0, 0],
  green: [0, 170, 0],
  lightRed: [255, 85, 85],
  yellow: [255, 255, 85],
  lightGreen: [85, 255, 85],
} as const;

interface ScreenProbe {
  width: number;
  height: number;
  counts: Record<keyof typeof VGA, number>;
  /** RGB of a pixel inside the demo's colour bar (text row 19, left edge). */
  bar: number[];
}

/** Reads the emulator's screen inside the frame and counts the demo's colours. */
async function probeScreen(page: Page): Promise<ScreenProbe | null> {
  return dosFrame(page).evaluate(
    async (palette) => {
      const ci = (window as unknown as { __dosCi?: { screenshot(): Promise<ImageData> } }).__dosCi;
      if (!ci) return null;
      const image = await ci.screenshot();
      const counts = Object.fromEntries(Object.keys(palette).map((key) => [key, 0])) as Record<string, number>;
      const { data, width, height } = image;
      for (let i = 0; i < data.length; i += 4) {
        for (const [key, [r, g, b]] of Object.entries(palette)) {
          if (data[i] === r && data[i + 1] === g && data[i + 2] === b) counts[key] += 1;
        }
      }
      // 80x25 text: a cell is width/80 by height/25 pixels; the bar starts at row 19.
      const x = Math.floor(width / 160);
      const y = Math.floor((19 * height) / 25 + height / 50);
      const at = (y * width + x) * 4;
      return { width, height, counts, bar: [data[at], data[at + 1], data[at + 2]] } as ScreenProbe;
    },
    VGA as unknown as Record<string, number[]>,
  );
}

test.describe("DOS player", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(90_000);

  test("dos demo: loads, boots, reacts to a key, Esc closes; same host only; CSPs; axe", async ({ page, baseURL }) => {
    // Context-wide, so the frame's and its workers' requests count too.
    const foreign = watchForeignRequests(page, baseURL);

    const pageResponse = await openTerminal(page);
    const pageCsp = (await pageResponse?.allHeaders())?.["content-security-policy"] ?? "";
    expect(pageCsp).toContain("script-src");
    expect(pageCsp).not.toContain("unsafe-eval");

    const frameResponse = page.waitForResponse((response) => response.url().includes("/emulators/dos/frame.html"));
    await run(page, "dos demo");
    await expect(overlay(page)).toBeVisible();
    await expect(player(page)).toContainText("This may take a minute. Please wait...");
    const frameCsp = (await (await frameResponse).allHeaders())["content-security-policy"] ?? "";
    expect(frameCsp).toContain("'unsafe-eval'");

    // The frame reports "running" once js-dos's command interface is up.
    await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
    await expect(player(page).getByTestId("dos-loading")).toHaveCount(0);
    await expect(page.getByTestId("dos-frame")).toBeFocused();

    // The demo's banner is on screen: blue background, light-red / yellow / green letters, red bar.
    await expect
      .poll(
        async () => {
          const probe = await probeScreen(page);
          return probe ? Math.min(probe.counts.lightRed, probe.counts.yellow, probe.counts.lightGreen) : 0;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(500);
    const before = await probeScreen(page);
    expect(before?.counts.blue).toBeGreaterThan(50_000);
    expect(before?.bar).toEqual(VGA.red);

    // A real key press, typed into the focused frame, reaches the program: the bar turns green.
    await page.keyboard.press("a");
    await expect.poll(async () => (await probeScreen(page))?.bar, { timeout: 15_000 }).toEqual(VGA.green);

    // The whole overlay, frame included (axe also scans the same-origin frame document):
    // no exclusion was needed for the running emulator.
    const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    const results = await builder.include("[data-testid=terminal-overlay]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    // Esc typed inside the frame closes the player; the terminal says so.
    await page.getByTestId("dos-frame").focus();
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("DOS Demo terminated.");
    await expect(input(page)).toBeFocused();

    expect(foreign).toEqual([]);
  });

  test("dos doom listed as installed but its bundle missing: the error panel, and Close works", async ({ page }) => {
    await listAsInstalled(page, "dos", "doom");
    await openTerminal(page);
    await run(page, "dos doom");
    await expect(player(page)).toHaveAttribute("data-state", "error", { timeout: 20_000 });
    await expect(player(page)).toContainText("Error Loading Doom");
    await expect(player(page)).toContainText("Failed to initialize the game: Bundle fetch failed (404)");
    await player(page).getByRole("button", { name: "Close", exact: true }).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("Doom terminated.");
  });

  test("js-dos never loads: the frame gives up after 50 polls and says why", async ({ page }) => {
    // The core script is refused inside the frame: the global Dos never appears.
    await page.route("**/vendor/js-dos-8.4.1/js-dos.js", (route) => route.fulfill({ status: 503, body: "" }));
    await openTerminal(page);
    await run(page, "dos demo");
    await expect(player(page)).toContainText("This may take a minute. Please wait...");
    await expect(player(page)).toHaveAttribute("data-state", "error", { timeout: 20_000 });
    await expect(player(page)).toContainText("Error Loading DOS Demo");
    await expect(player(page)).toContainText("Failed to initialize the game: Failed to load js-dos after multiple attempts");
    // Escape from the error panel (focus in the parent page) closes too.
    await player(page).getByRole("button", { name: "Close", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("DOS Demo terminated.");
  });

  test("French texts follow the language", async ({ page }) => {
    await listAsInstalled(page, "dos", "doom");
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
    await run(page, "dos doom");
    await expect(player(page)).toContainText("Cela peut prendre une minute. Veuillez patienter...");
    await expect(player(page)).toContainText("Erreur de chargement de Doom", { timeout: 20_000 });
    await expect(player(page).getByRole("button", { name: "Fermer", exact: true })).toBeVisible();
  });

  test("one Expand and one close (the overlay's); inline the window uses the terminal's height; credit link", async ({ page }) => {
    await openTerminal(page);
    await run(page, "dos demo");
    const link = player(page).getByRole("link", { name: "source" });
    await expect(link).toHaveAttribute("href", "https://github.com/caiiiycuk/js-dos");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(player(page)).toContainText("js-dos 8.4.1 · GPL-2.0 · source");
    await expect(page.getByTestId("dos-frame")).toHaveAttribute("title", "DOS Demo (DOS emulator)");
    // A 4:3 window, at most 800 px wide, whatever the terminal's size.
    await expect
      .poll(async () => {
        const box = await page.getByTestId("dos-frame").boundingBox();
        return box !== null && box.width <= 800 && Math.abs(box.width / box.height - 4 / 3) < 0.02;
      })
      .toBe(true);
    await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
    // The overlay's bar has Expand and ×: the player repeats neither.
    const names = await overlay(page)
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim()));
    expect(names).toEqual(["Expand", "Close DOS Demo", "Touch keys"]);
    // Inline (the terminal is 28rem tall) the toolbar sits beside the window, which takes the height: readable text.
    const inline = (await page.getByTestId("dos-frame").boundingBox())!;
    const body = (await page.locator(".term-overlay-body").boundingBox())!;
    expect(inline.height).toBeGreaterThan(body.height - 30);
    expect(inline.width).toBeGreaterThanOrEqual(420);
    await overlay(page).getByRole("button", { name: "Expand", exact: true }).click();
    await expect.poll(async () => (await page.getByTestId("dos-frame").boundingBox())?.width ?? 0).toBeGreaterThan(inline.width + 100);
    // Escape on the page (not in the frame) closes through the player, which keeps C: first.
    await player(page).getByRole("button", { name: "Touch keys" }).focus();
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("DOS Demo terminated.");
  });
});
