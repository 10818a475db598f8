/**
 * A gamepad in the DOS player: the frame's pad bridge sends the standard
 * mapping's Start (button 9) to the running program as Enter; the homebrew demo
 * answers any key by turning its bar from red to green (read back from
 * js-dos's own screenshot).
 */
import { expect, test, type Page } from "@playwright/test";
import { emulatorFrame, emulatorPlayer } from "./emulator-fixture";
import { holdFakeButton, installFakeGamepad, plugFakeGamepad } from "./gamepad-fake";
import { openTerminal, run } from "./terminal-fixture";

const player = (page: Page) => emulatorPlayer(page, "dos");

const dosFrame = (page: Page) => emulatorFrame(page, "dos");

/** RGB of a pixel inside the demo's colour bar (80x25 text, row 19, left edge). */
async function bar(page: Page): Promise<number[] | null> {
  return dosFrame(page).evaluate(async () => {
    const ci = (window as unknown as { __dosCi?: { screenshot(): Promise<ImageData> } }).__dosCi;
    if (!ci) return null;
    const { data, width, height } = await ci.screenshot();
    const x = Math.floor(width / 160);
    const y = Math.floor((19 * height) / 25 + height / 50);
    const at = (y * width + x) * 4;
    return [data[at], data[at + 1], data[at + 2]];
  });
}

test.describe("DOS player: gamepad", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(90_000);

  test("a standard gamepad's Start reaches the program as a key", async ({ page }) => {
    await installFakeGamepad(page);
    await openTerminal(page);
    await run(page, "dos demo");
    await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
    // The demo's bar is red until a key arrives (DOSBox's VGA red).
    await expect.poll(() => bar(page), { timeout: 30_000 }).toEqual([170, 0, 0]);
    await plugFakeGamepad(dosFrame(page));
    // Held until the program has it: a press shorter than the frame's gamepad polling (slower on a busy
    // machine) would be missed. Each key moves the bar to its next colour (green, then magenta, ...); a
    // button held long enough for the keyboard's repeat moves it further, so any change is the key.
    await holdFakeButton(dosFrame(page), 9, true);
    await expect.poll(() => bar(page), { timeout: 15_000 }).not.toEqual([170, 0, 0]);
    await holdFakeButton(dosFrame(page), 9, false);
    expect([
      [0, 170, 0],
      [170, 0, 170],
      [0, 170, 170],
      [170, 85, 0],
      [0, 0, 0],
    ]).toContainEqual(await bar(page));
  });
});
