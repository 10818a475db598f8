/**
 * The GBA player's saves, on-screen controls, gamepads and bounded start, end
 * to end on the homebrew demo (its square's colour lives in the cartridge's
 * SRAM): the colour survives a reload, the save-state slot brings the square
 * back and survives a reload, a touch held on the on-screen D-pad (phone
 * viewport with touch) moves it, a (faked) standard gamepad moves it and shows
 * in the Controls dialog, and a core that never starts ends in "Initialization
 * Failed" with the reason. The screen is read back from the core's own
 * screenshot (the frame's __gbaScreen).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { emulatorFrame, emulatorPlayer } from "./emulator-fixture";
import { CORE_START_TIMEOUT_MS } from "../../app/emulators/shared/deadline";
import { GBA_CHANNEL } from "../../app/emulators/gba/messages";
import { holdFakeButton, installFakeGamepad, plugFakeGamepad } from "./gamepad-fake";
import { waitForHydration } from "./support";
import { openTerminal, run } from "./terminal-fixture";

const overlay = (page: Page) => page.getByTestId("terminal-overlay");
const player = (page: Page) => emulatorPlayer(page, "gba");

const gbaFrame = (page: Page) => emulatorFrame(page, "gba");

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * After a release: the release reaches the core a frame or two later, so wait until two reads 100 ms apart agree
 * (a square still held keeps moving, so this fails then), then it must stay there.
 */
async function expectSquareStopped(page: Page): Promise<void> {
  let stopped = await left(page);
  await expect
    .poll(
      async () => {
        const now = await left(page);
        const same = now === stopped;
        stopped = now;
        return same;
      },
      { intervals: [100], timeout: 5_000 },
    )
    .toBe(true);
  await page.waitForTimeout(300);
  expect(await left(page)).toBe(stopped);
}

/** Where the demo's square is, by colour (its red start colour, or green after one press of A). */
async function square(page: Page, colour: "red" | "green"): Promise<Box | null> {
  return gbaFrame(page).evaluate(async (wanted) => {
    const probe = (window as unknown as { __gbaScreen?: () => Promise<{ width: number; height: number; data: number[] }> }).__gbaScreen;
    if (!probe) return null;
    let screen;
    try {
      screen = await probe();
    } catch {
      return null;
    }
    const { width, height, data } = screen;
    let box: Box | null = null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        const hit = wanted === "red" ? r > 200 && g < 40 && b < 40 : g > 200 && r < 40 && b < 40;
        if (hit)
          box = box
            ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
            : { left: x, top: y, right: x, bottom: y };
      }
    }
    return box;
  }, colour);
}

const left = async (page: Page, colour: "red" | "green" = "red") => (await square(page, colour))?.left ?? null;

async function launchDemo(page: Page, { tap = false } = {}) {
  await run(page, "gba demo");
  await expect(overlay(page)).toBeVisible();
  await expect(player(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  // A touch screen reads "Tap to Start".
  const start = gbaFrame(page).getByRole("button", { name: tap ? "Tap to Start" : "Click to Start" });
  if (tap) await start.tap();
  else await start.click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
}

async function relaunchAfterReload(page: Page) {
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
  await launchDemo(page);
}

/** Whether IndexedDB (mGBA's /data file system) holds this file. */
async function storedFile(page: Page, path: string): Promise<boolean> {
  return gbaFrame(page).evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("/data");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("FILE_DATA")) return resolve(false);
          const request = db.transaction("FILE_DATA").objectStore("FILE_DATA").getKey(wanted);
          request.onsuccess = () => resolve(request.result !== undefined);
          request.onerror = () => resolve(false);
        };
      }),
    path,
  );
}

test.describe("GBA player: saves", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(150_000);

  test("the cartridge's save memory (the square's colour) survives closing and reloading", async ({ page }) => {
    await openTerminal(page);
    await launchDemo(page);
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);
    // A (default key X) turns the square green; the game writes the colour to SRAM.
    await page.keyboard.down("x");
    await page.waitForTimeout(100);
    await page.keyboard.up("x");
    await expect.poll(() => left(page, "green"), { timeout: 10_000 }).toBe(112);
    // Closed at once: the player lets the frame write the save to IndexedDB before it goes.
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);

    await relaunchAfterReload(page);
    expect(await storedFile(page, "/data/saves/demo.sav")).toBe(true);
    await expect.poll(() => left(page, "green"), { timeout: 20_000 }).toBe(112);
    expect(await square(page, "red")).toBeNull();
  });

  test("closed with the overlay's ×, the player still writes the save memory first", async ({ page }) => {
    await openTerminal(page);
    await launchDemo(page);
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);
    await page.keyboard.down("x");
    await page.waitForTimeout(100);
    await page.keyboard.up("x");
    await expect.poll(() => left(page, "green"), { timeout: 10_000 }).toBe(112);
    // The frame's answer to "stop" (its saves are written) is counted and held back from the player.
    await page.evaluate((channel) => {
      const counter = window as unknown as { stoppedAnswers: number };
      counter.stoppedAnswers = 0;
      window.addEventListener(
        "message",
        (event) => {
          const data = event.data as { channel?: string; type?: string } | null;
          if (data?.channel !== channel || data.type !== "stopped") return;
          event.stopImmediatePropagation();
          counter.stoppedAnswers += 1;
        },
        true,
      );
    }, GBA_CHANNEL);
    // The × asks the player, which stops the game and lets the frame write its saves before the overlay goes. It
    // used to remove the frame at once: the frame never answered, and the save was there or not by chance.
    await overlay(page)
      .getByRole("button", { name: /^Close / })
      .click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { stoppedAnswers: number }).stoppedAnswers)).toBe(1);
    // Without the answer, the player goes after its bounded wait.
    await expect(overlay(page)).toHaveCount(0);

    await relaunchAfterReload(page);
    expect(await storedFile(page, "/data/saves/demo.sav")).toBe(true);
    await expect.poll(() => left(page, "green"), { timeout: 20_000 }).toBe(112);
  });

  test("one save-state slot: save, move, load brings the square back; the slot survives a reload", async ({ page }) => {
    await openTerminal(page);
    await launchDemo(page);
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);
    const loadButton = player(page).getByRole("button", { name: "Load state" });
    await expect(loadButton).toBeDisabled();

    await page.keyboard.down("ArrowRight");
    await expect.poll(async () => (await left(page)) ?? 0, { timeout: 10_000 }).toBeGreaterThan(140);
    await page.keyboard.up("ArrowRight");
    const saved = await square(page, "red");
    expect(saved).not.toBeNull();
    // F2 saves the state (the frame has the keyboard); the live region says so.
    await page.keyboard.press("F2");
    await expect(player(page).getByRole("status")).toHaveText("State saved.");
    await expect(loadButton).toBeEnabled();

    await page.keyboard.down("ArrowDown");
    await expect.poll(async () => (await square(page, "red"))?.top ?? 0, { timeout: 10_000 }).toBeGreaterThan((saved?.top ?? 0) + 20);
    await page.keyboard.up("ArrowDown");
    await loadButton.click();
    await expect(player(page).getByRole("status")).toHaveText("State loaded.");
    await expect.poll(() => square(page, "red"), { timeout: 10_000 }).toEqual(saved);

    // The slot is in IndexedDB: after a reload, Load state (F4) restores it.
    await expect.poll(() => storedFile(page, "/data/states/demo.ss0"), { timeout: 15_000 }).toBe(true);
    await relaunchAfterReload(page);
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);
    await expect(loadButton).toBeEnabled();
    await page.keyboard.press("F4");
    await expect.poll(() => square(page, "red"), { timeout: 10_000 }).toEqual(saved);
  });
});

test.describe("GBA player: a core that never starts", () => {
  test("shows Initialization Failed with the reason instead of spinning", async ({ page }) => {
    // A core whose start never settles (as when a browser blocks its worker threads).
    await page.route("**/vendor/mgba-2.5.1/mgba.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "export default () => new Promise(() => {});" }),
    );
    // The page's and the frame's clock (one per browser context): the deadline is reached by moving time on,
    // not by waiting 20 s. Time still flows on its own in between.
    await page.clock.install();
    await openTerminal(page);
    await run(page, "gba demo");
    await expect(player(page)).toHaveAttribute("data-state", "loading");
    // Short of the deadline, the player is still loading.
    await page.clock.fastForward(CORE_START_TIMEOUT_MS - 5_000);
    await expect(player(page)).toHaveAttribute("data-state", "loading");
    await expect
      .poll(async () => {
        await page.clock.fastForward(5_000);
        return player(page).getAttribute("data-state");
      })
      .toBe("error");
    await expect(player(page)).toContainText("Initialization Failed");
    await expect(page.getByTestId("gba-error")).toHaveText(
      `Init failed: the emulator core did not start within ${CORE_START_TIMEOUT_MS / 1000} s.`,
    );
  });
});

test.describe("GBA player: gamepad", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(120_000);

  test("a standard gamepad's d-pad moves the square; the Controls dialog shows it connected", async ({ page }) => {
    await installFakeGamepad(page);
    const plug = plugFakeGamepad;
    const hold = (button: number, down: boolean) => holdFakeButton(gbaFrame(page), button, down);

    await openTerminal(page);
    await launchDemo(page);
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);
    await plug(gbaFrame(page));
    // D-pad right (standard button 15) held.
    await hold(15, true);
    await expect.poll(async () => (await left(page)) ?? 0, { timeout: 10_000 }).toBeGreaterThan(130);
    await hold(15, false);
    await expectSquareStopped(page);

    await player(page).getByRole("button", { name: "Controls", exact: true }).click();
    const dialog = page.getByTestId("gba-controls");
    await expect(dialog.getByTestId("gba-gamepad-status")).toHaveText("No gamepad connected (press a button on it to wake it).");
    await plug(page);
    await expect(dialog.getByTestId("gba-gamepad-status")).toHaveText("A gamepad is connected.");
    await expect(dialog).toContainText("D-pad or left stick: directions");
  });
});

test.describe("GBA player: phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });
  test.setTimeout(120_000);

  test("on-screen controls under the screen; a touch held on the D-pad's right moves the square; axe clean", async ({ page }) => {
    await openTerminal(page);
    await launchDemo(page, { tap: true });
    await expect.poll(() => left(page), { timeout: 20_000 }).toBe(112);

    // Shown by default on a touch device; the overlay opens filling the phone, and the screen and the controls
    // under it fit it.
    const pad = page.getByTestId("gba-touch");
    await expect(pad).toBeVisible();
    await expect(overlay(page)).toHaveAttribute("data-expanded", "true");
    await expect(player(page).getByRole("button", { name: "Touch buttons" })).toHaveAttribute("aria-pressed", "true");
    const screen = await page.getByTestId("gba-frame").boundingBox();
    const padBox = await pad.boundingBox();
    expect(screen && padBox && padBox.y >= screen.y + screen.height).toBe(true);
    expect(padBox && padBox.y + padBox.height <= 844).toBe(true);
    expect(screen && screen.width >= 300).toBe(true);
    for (const name of ["Up", "Down", "Left", "Right", "A", "B", "L", "R", "Start", "Select"]) {
      const box = await pad.getByRole("button", { name, exact: true }).boundingBox();
      expect(box && box.width >= 44 && box.height >= 44, name).toBe(true);
    }

    // A finger held on the D-pad's right arrow (a real touch, through the DevTools protocol).
    const right = await pad.getByRole("button", { name: "Right", exact: true }).boundingBox();
    if (!right) throw new Error("no Right button");
    const cdp = await page.context().newCDPSession(page);
    const point = { x: right.x + right.width / 2, y: right.y + right.height / 2 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await expect.poll(async () => (await left(page)) ?? 0, { timeout: 10_000 }).toBeGreaterThan(130);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expectSquareStopped(page);

    const axe = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
      .include("[data-testid=terminal-overlay]")
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    await player(page).getByRole("button", { name: "Controls", exact: true }).click();
    await expect(page.getByTestId("gba-controls")).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
      .include("[data-testid=gba-controls]")
      .analyze();
    expect(dialogAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test("the visitor can hide them, and the choice is remembered", async ({ page }) => {
    await openTerminal(page);
    await run(page, "gba demo");
    const toggle = player(page).getByRole("button", { name: "Touch buttons" });
    await expect(page.getByTestId("gba-touch")).toBeVisible();
    await toggle.click();
    await expect(page.getByTestId("gba-touch")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("gba_touch"))).toBe("off");
    await page.reload();
    await waitForHydration(page);
    await run(page, "gba demo");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("gba-touch")).toHaveCount(0);
  });
});
