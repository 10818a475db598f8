/**
 * The GBA player end to end (states, saved key configuration, screen size):
 * the homebrew demo ROM runs in mGBA inside the same-origin frame; its screen
 * is read back from the core (the frame's __gbaScreen: the core's own
 * screenshot of its framebuffer, whatever the WebGL canvas does under
 * --disable-gpu); a remapped key drives the ROM and survives a reload; the FPS
 * indicator counts real frames; Esc closes; a missing ROM fails clearly;
 * nothing leaves the app's host; the page's CSP never allows eval.
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
const player = (page: Page) => emulatorPlayer(page, "gba");

const gbaFrame = (page: Page) => emulatorFrame(page, "gba");

/** The demo's picture: where its square is and which colours are on screen. */
interface Picture {
  width: number;
  height: number;
  /** Bounding box of the square's red pixels, or null. */
  red: { left: number; top: number; right: number; bottom: number } | null;
  /** RGB at the screen's top-left corner (the background). */
  corner: number[];
}

async function picture(page: Page): Promise<Picture | null> {
  return gbaFrame(page).evaluate(async () => {
    const probe = (window as unknown as { __gbaScreen?: () => Promise<{ width: number; height: number; data: number[] }> }).__gbaScreen;
    if (!probe) return null;
    let screen;
    try {
      screen = await probe();
    } catch {
      return null;
    }
    const { width, height, data } = screen;
    let red: Picture["red"] = null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        if (data[i] > 200 && data[i + 1] < 40 && data[i + 2] < 40) {
          red = red
            ? { left: Math.min(red.left, x), top: Math.min(red.top, y), right: Math.max(red.right, x), bottom: Math.max(red.bottom, y) }
            : { left: x, top: y, right: x, bottom: y };
        }
      }
    }
    return { width, height, red, corner: [data[0], data[1], data[2]] };
  });
}

async function launchDemo(page: Page) {
  await run(page, "gba demo");
  await expect(overlay(page)).toBeVisible();
  await expect(player(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  const start = gbaFrame(page).getByRole("button", { name: "Click to Start" });
  await expect(start).toBeVisible();
  await start.click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
}

test.describe("GBA player", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(120_000);

  test("gba demo: loads with progress, starts on click, draws the demo, counts frames, Esc closes; same host; CSPs", async ({
    page,
    baseURL,
  }) => {
    // Context-wide, so the frame's and its workers' requests count too.
    const foreign = watchForeignRequests(page, baseURL);

    const pageResponse = await openTerminal(page);
    const pageCsp = (await pageResponse?.allHeaders())?.["content-security-policy"] ?? "";
    expect(pageCsp).toContain("script-src");
    expect(pageCsp).not.toContain("unsafe-eval");

    const frameResponse = page.waitForResponse((response) => response.url().includes("/emulators/gba/frame.html"));
    await run(page, "gba demo");
    await expect(overlay(page)).toBeVisible();
    // The loading screen and its progress bar come first.
    await expect(player(page).getByRole("progressbar")).toBeVisible();
    const frameCsp = (await (await frameResponse).allHeaders())["content-security-policy"] ?? "";
    expect(frameCsp).toContain("'wasm-unsafe-eval'");
    expect(frameCsp).not.toContain("'unsafe-eval'");

    await expect(player(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
    const start = gbaFrame(page).getByRole("button", { name: "Click to Start" });
    await expect(start).toBeVisible();
    await start.click();
    await expect(player(page)).toHaveAttribute("data-state", "playing");

    // The demo's picture: a 16x16 red square at (112, 72) on a dark blue background.
    await expect
      .poll(async () => (await picture(page))?.red ?? null, { timeout: 20_000 })
      .toEqual({ left: 112, top: 72, right: 127, bottom: 87 });
    const shown = await picture(page);
    expect(shown?.width).toBe(240);
    expect(shown?.height).toBe(160);
    expect(shown?.corner[0]).toBeLessThan(20);
    expect(shown?.corner[1]).toBeLessThan(20);
    expect(shown?.corner[2]).toBeGreaterThan(50);

    // The default key for Right (ArrowRight), held in the frame, moves the square right.
    await page.keyboard.down("ArrowRight");
    await expect.poll(async () => (await picture(page))?.red?.left ?? 0, { timeout: 10_000 }).toBeGreaterThan(130);
    await page.keyboard.up("ArrowRight");

    // Real frames are counted: the indicator reads "<n> FPS" with n > 0.
    await expect
      .poll(async () => Number(/^(\d+) FPS$/.exec((await page.getByTestId("gba-indicator").textContent()) ?? "")?.[1] ?? 0), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // P (key code 80) pauses: the indicator says Paused; P again resumes.
    await page.keyboard.press("p");
    await expect(page.getByTestId("gba-indicator")).toHaveText("Paused");
    await page.keyboard.press("p");
    await expect(page.getByTestId("gba-indicator")).not.toHaveText("Paused");

    const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    const results = await builder.include("[data-testid=terminal-overlay]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    // Esc typed inside the frame closes the player.
    await page.getByTestId("gba-frame").focus();
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("GBA Emulator: GBA Homebrew Demo terminated.");
    await expect(input(page)).toBeFocused();

    expect(foreign).toEqual([]);
  });

  test("a remapped key drives the ROM, is saved as gba_keys_demo and survives a reload", async ({ page }) => {
    await openTerminal(page);
    await launchDemo(page);
    await expect.poll(async () => (await picture(page))?.red?.top ?? null, { timeout: 20_000 }).toBe(72);

    // Remap Down to "J" in the controls dialog.
    await player(page).getByRole("button", { name: "Controls" }).click();
    const dialog = page.getByTestId("gba-controls");
    await expect(dialog).toBeVisible();
    await expect(player(page)).toHaveAttribute("data-state", "paused");
    await expect(dialog.getByRole("button", { name: "Down Down" })).toBeVisible();
    // The Down binding (game key 7 in the GBA's button order).
    const down = dialog.locator('[data-zone="gba"][data-index="7"]');
    await down.click();
    await expect(down).toHaveText("Press a key...");
    await page.keyboard.press("j");
    await expect(dialog.getByRole("button", { name: "Down J" })).toBeVisible();
    const axe = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    const results = await axe.include("[data-testid=gba-controls]").analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Save & Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(player(page)).toHaveAttribute("data-state", "playing");

    const saved = await page.evaluate(() => localStorage.getItem("gba_keys_demo"));
    expect(JSON.parse(saved ?? "null")).toEqual({
      keyZonesGBA: [88, 90, 32, 13, 39, 37, 38, 74, 83, 65],
      keyZonesControl: [55, 56, 52, 51, 53, 54, 80, 82],
    });

    // J now moves the square down; the old Down key does nothing.
    await page.getByTestId("gba-frame").focus();
    await page.keyboard.down("j");
    await expect.poll(async () => (await picture(page))?.red?.top ?? 0, { timeout: 10_000 }).toBeGreaterThan(90);
    await page.keyboard.up("j");

    // After a reload the mapping is still applied.
    await page.reload();
    await waitForHydration(page);
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
    await launchDemo(page);
    await expect.poll(async () => (await picture(page))?.red?.top ?? null, { timeout: 20_000 }).toBe(72);
    await page.keyboard.down("j");
    await expect.poll(async () => (await picture(page))?.red?.top ?? 0, { timeout: 10_000 }).toBeGreaterThan(90);
    await page.keyboard.up("j");
    await player(page).getByRole("button", { name: "Controls" }).click();
    await expect(page.getByTestId("gba-controls").getByRole("button", { name: "Down J" })).toBeVisible();
    // Escape closes the dialog only; a second Escape closes the player.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("gba-controls")).toHaveCount(0);
    await expect(overlay(page)).toBeVisible();
    // The game was running: it resumes and has the keyboard again; Escape there closes the player.
    await expect(player(page)).toHaveAttribute("data-state", "playing");
    await expect(page.getByTestId("gba-frame")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("GBA Emulator: GBA Homebrew Demo terminated.");
  });

  test("gba tetrisworlds listed as installed but its ROM missing: Initialization Failed with the reason, and Close", async ({ page }) => {
    await listAsInstalled(page, "gba", "tetrisworlds");
    await openTerminal(page);
    await run(page, "gba tetrisworlds");
    await expect(player(page)).toHaveAttribute("data-state", "error", { timeout: 30_000 });
    await expect(player(page)).toContainText("Initialization Failed");
    await expect(page.getByTestId("gba-error")).toHaveText("Init failed: ROM fetch failed (404).");
    await player(page).getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(output(page)).toContainText("GBA Emulator: Tetris Worlds terminated.");
  });

  test("axe on the whole page (frame included) with the player open, Controls dialog closed and open: no duplicate main, heading order kept", async ({
    page,
  }) => {
    await openTerminal(page);
    await launchDemo(page);
    const scan = async () => {
      const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    };
    expect(await scan()).toEqual([]);
    await player(page).getByRole("button", { name: "Controls", exact: true }).click();
    await expect(page.getByTestId("gba-controls")).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.getByTestId("gba-controls").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("gba-controls")).toHaveCount(0);
    expect(await scan()).toEqual([]);
  });

  test("the player's controls: credit link, 3:2 screen, one Expand and one close, fullscreen by its key, French texts", async ({
    page,
  }) => {
    await openTerminal(page, { lng: "fr" });
    await run(page, "gba demo");
    const link = player(page).getByRole("link", { name: "source" });
    await expect(link).toHaveAttribute("href", "https://github.com/thenick775/mgba");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(player(page)).toContainText("mGBA (wasm 2.5.1) · MPL-2.0 · source");
    await expect
      .poll(async () => {
        const box = await page.getByTestId("gba-frame").boundingBox();
        return box !== null && Math.abs(box.width / box.height - 1.5) < 0.02;
      })
      .toBe(true);
    await expect(player(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
    await expect(gbaFrame(page).getByRole("button", { name: "Cliquez pour commencer" })).toBeVisible();
    // One way to expand and one to close, the overlay's: the player's toolbar repeats neither.
    const buttonNames = () =>
      overlay(page)
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim()));
    expect(await buttonNames()).toEqual([
      "Agrandir",
      "Fermer GBA Homebrew Demo",
      "Sauvegarder l'état",
      "Charger l'état",
      "Boutons tactiles",
      "Commandes",
    ]);
    // Inline, the screen takes the terminal's height (the toolbar is beside it).
    const inline = (await page.getByTestId("gba-frame").boundingBox())!;
    expect(inline.width).toBeGreaterThanOrEqual(440);
    // The emulator's fullscreen key (6) still works; fullscreen, where the overlay's bar is out of sight, the
    // toolbar has its way out.
    await gbaFrame(page).getByRole("button", { name: "Cliquez pour commencer" }).click();
    await expect(player(page)).toHaveAttribute("data-state", "playing");
    await page.keyboard.press("6");
    await expect(player(page)).toHaveAttribute("data-fullscreen", "true");
    await player(page).getByRole("button", { name: "Quitter le plein écran" }).click();
    await expect(player(page)).toHaveAttribute("data-fullscreen", "false");
    await expect(player(page).getByRole("button", { name: "Quitter le plein écran" })).toHaveCount(0);
    await overlay(page).getByRole("button", { name: "Agrandir", exact: true }).click();
    await expect(overlay(page).getByRole("button", { name: "Réduire", exact: true })).toHaveCount(1);
    await overlay(page).getByRole("button", { name: "Fermer GBA Homebrew Demo", exact: true }).click();
    await expect(overlay(page)).toHaveCount(0);
  });
});
