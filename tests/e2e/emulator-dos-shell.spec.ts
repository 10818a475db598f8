/**
 * The DOS prompt (`dos shell`) end to end: js-dos boots to C:\> with the
 * homebrew programs, DIR lists them, WORM runs, a key starts it, Esc quits it
 * back to the prompt and two Escs close the player; a file written on C:
 * survives closing and reopening the player in the same tab; the on-screen keys
 * steer the game on a touch screen.
 *
 * The screen is read back from the emulator (js-dos's CommandInterface
 * screenshot, window.__dosCi in the frame). Text is read by matching each
 * 8x16 character cell against the cells of the lines the prompt is known to
 * show at boot (the welcome lines of homebrew/dos/bundle.ts and "C:\>"): no
 * font is hard-coded, and a boot screen that is not the expected one fails
 * the learning step (one bitmap for two characters).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { emulatorFrame, emulatorPlayer } from "./emulator-fixture";
import { SHELL_WELCOME } from "../../homebrew/dos/bundle";
import { DOS_GAMES, DOS_SHELL_ID, DOS_WORM_ID } from "../../app/terminal/catalog";
import { watchForeignRequests } from "./support";
import { openTerminal, run, terminalInput, terminalOutput } from "./terminal-fixture";

const overlay = (page: Page) => page.getByTestId("terminal-overlay");
const player = (page: Page) => emulatorPlayer(page, "dos");

const dosFrame = (page: Page) => emulatorFrame(page, "dos");

interface Screen {
  width: number;
  height: number;
  /** 25 rows of 80 cell bitmaps ("0"/"1" per pixel, lit = brighter than the dark background). */
  cells: string[][];
  /** The background colour of each row's first cell (its top-left pixel). */
  rowColour: number[][];
  /** Pixels of each colour the game uses. */
  counts: Record<string, number>;
  /** The yellow head's centre (pixels), if any. */
  head: [number, number] | null;
}

const GAME_COLOURS = {
  cyan: [0, 170, 170],
  blue: [0, 0, 170],
  red: [170, 0, 0],
  green: [85, 255, 85],
  yellow: [255, 255, 85],
  wall: [85, 85, 85],
} as const;

async function readScreen(page: Page): Promise<Screen | null> {
  return dosFrame(page).evaluate(
    async (colours) => {
      const ci = (window as unknown as { __dosCi?: { screenshot(): Promise<ImageData> } }).__dosCi;
      if (!ci) return null;
      // Right after the start the core may have drawn no frame yet ("No frame received"): no screen, ask again.
      const shot = await ci.screenshot().catch(() => null);
      if (!shot) return null;
      const { data, width, height } = shot;
      const cw = Math.floor(width / 80);
      const ch = Math.floor(height / 25);
      const at = (x: number, y: number) => (y * width + x) * 4;
      const cells: string[][] = [];
      const rowColour: number[][] = [];
      for (let row = 0; row < 25; row += 1) {
        const line: string[] = [];
        for (let col = 0; col < 80; col += 1) {
          let bits = "";
          // The last two scanlines hold the blinking cursor only: left out.
          for (let y = 0; y < ch - 2; y += 1) {
            for (let x = 0; x < cw; x += 1) {
              const i = at(col * cw + x, row * ch + y);
              bits += data[i] + data[i + 1] + data[i + 2] > 150 ? "1" : "0";
            }
          }
          line.push(bits);
        }
        cells.push(line);
        const i = at(0, row * ch);
        rowColour.push([data[i], data[i + 1], data[i + 2]]);
      }
      const counts: Record<string, number> = Object.fromEntries(Object.keys(colours).map((key) => [key, 0]));
      let hx = 0;
      let hy = 0;
      for (let i = 0; i < data.length; i += 4) {
        for (const [key, [r, g, b]] of Object.entries(colours)) {
          if (data[i] === r && data[i + 1] === g && data[i + 2] === b) {
            counts[key] += 1;
            if (key === "yellow") {
              hx += (i / 4) % width;
              hy += Math.floor(i / 4 / width);
            }
          }
        }
      }
      const head: [number, number] | null = counts.yellow > 0 ? [hx / counts.yellow, hy / counts.yellow] : null;
      return { width, height, cells, rowColour, counts, head };
    },
    GAME_COLOURS as unknown as Record<string, number[]>,
  );
}

type Font = Map<string, string>;

/** Learns the glyphs from the boot screen: the welcome lines on rows 0-1, blank rows, then the prompt. */
function learnFont(screen: Screen): Font {
  const font: Font = new Map();
  const blank = (row: number) => screen.cells[row].every((bits) => !bits.includes("1"));
  let prompt = 2;
  while (prompt < 24 && blank(prompt)) prompt += 1;
  if (prompt === 2 || prompt > 6) throw new Error(`no prompt under the welcome (row ${prompt})`);
  const known: Array<[number, string]> = [
    [0, SHELL_WELCOME[0]],
    [1, SHELL_WELCOME[1]],
    [prompt, "C:\\>"],
  ];
  for (const [row, text] of known) {
    for (let col = 0; col < 80; col += 1) {
      const char = text[col] ?? " ";
      const bits = screen.cells[row][col];
      const seen = font.get(bits);
      if (seen !== undefined && seen !== char)
        throw new Error(`row ${row} col ${col}: ${JSON.stringify(char)} looks like ${JSON.stringify(seen)}`);
      font.set(bits, char);
    }
  }
  return font;
}

/** The screen as 25 lines of text (an unknown glyph reads "?"), trailing blanks trimmed. */
function screenText(screen: Screen, font: Font): string[] {
  return screen.cells.map((row) =>
    row
      .map((bits) => font.get(bits) ?? "?")
      .join("")
      .trimEnd(),
  );
}

/** Boots `dos shell` and learns the font from its first screen. */
async function openShell(page: Page): Promise<Font> {
  await run(page, `dos ${DOS_SHELL_ID}`);
  await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
  let font: Font | null = null;
  await expect
    .poll(
      async () => {
        const screen = await readScreen(page);
        if (!screen) return "no screen";
        try {
          font = learnFont(screen);
          return screenText(screen, font).filter(Boolean).at(-1);
        } catch (error) {
          return String(error);
        }
      },
      { timeout: 30_000 },
    )
    .toBe("C:\\>");
  await page.getByTestId("dos-frame").focus();
  return font!;
}

/** Types a line at the DOS prompt (lower case; ">" with Shift) and presses Enter. */
async function typeLine(page: Page, line: string) {
  for (const char of line) {
    if (char === ">") await page.keyboard.press("Shift+Period");
    else if (char === " ") await page.keyboard.press("Space");
    else await page.keyboard.press(char);
  }
  await page.keyboard.press("Enter");
}

async function textOf(page: Page, font: Font): Promise<string[]> {
  const screen = await readScreen(page);
  return screen ? screenText(screen, font) : [];
}

const near = (colour: number[] | undefined, expected: readonly number[]) => JSON.stringify(colour) === JSON.stringify(expected);

test.describe("DOS prompt", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(120_000);

  test("dos shell: DIR lists the programs, WORM runs and reacts, Esc quits it, Esc twice closes", async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL);
    await openTerminal(page);
    const font = await openShell(page);

    await typeLine(page, "dir");
    await expect
      .poll(async () => (await textOf(page, font)).join("\n"), { timeout: 15_000 })
      .toMatch(/^DEMO +COM\b[\s\S]*^README +TXT\b[\s\S]*^WORM +COM\b/m);
    // Nothing else: js-dos's own .jsdos folder is not on C: (DIR listed it as "JSDOS~1 <DIR>"); the only
    // folders are the "." and ".." this DOSBox shows ("<" is not in the learnt font: "?DIR>").
    const listing = (await textOf(page, font)).join("\n");
    expect(listing).not.toMatch(/SDOS/);
    expect(listing.match(/^\.{1,2} +\?DIR>/gm)).toHaveLength(2);
    expect(listing.match(/DIR>/g)).toHaveLength(2);

    // The game: its status bar is cyan while it waits for the first key, the worm is on the field.
    await typeLine(page, "worm");
    await expect.poll(async () => (await readScreen(page))?.rowColour[0], { timeout: 15_000 }).toEqual(GAME_COLOURS.cyan);
    const ready = (await readScreen(page))!;
    expect(ready.counts.wall).toBeGreaterThan(5_000);
    expect(ready.counts.green).toBeGreaterThan(100);
    expect(ready.head).not.toBeNull();

    // A key starts it: the bar turns blue (or red once the worm has hit the wall) and the head moves up.
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(async () => {
        const screen = await readScreen(page);
        return near(screen?.rowColour[0], GAME_COLOURS.blue) || near(screen?.rowColour[0], GAME_COLOURS.red);
      })
      .toBe(true);
    await expect.poll(async () => (await readScreen(page))?.head?.[1] ?? Infinity).toBeLessThan(ready.head![1]);

    // Esc quits the game, back to the prompt; the player stays open.
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => (await textOf(page, font)).join("\n"), { timeout: 15_000 })
      // (glyphs the boot screen does not show read "?": k, n, B, digits)
      .toMatch(/^Tha..s for playi.g WORM\. .est score: .$/m);
    // (the blinking cursor after the prompt may read "?")
    await expect.poll(async () => (await textOf(page, font)).some((line) => /^C:\\>\??$/.test(line)), { timeout: 15_000 }).toBe(true);
    await expect(player(page)).toHaveAttribute("data-state", "running");

    // Two Escs close the player.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(terminalOutput(page)).toContainText(`${DOS_GAMES[DOS_SHELL_ID]} terminated.`);
    await expect(terminalInput(page)).toBeFocused();
    expect(foreign).toEqual([]);
  });

  test("what a program writes on C: survives closing and reopening the player in the same tab", async ({ page }) => {
    await openTerminal(page);
    let font = await openShell(page);
    await typeLine(page, "echo hi > note.txt");
    await typeLine(page, "type note.txt");
    await expect.poll(async () => (await textOf(page, font)).includes("hi"), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);

    font = await openShell(page);
    await typeLine(page, "type note.txt");
    await expect.poll(async () => (await textOf(page, font)).slice(4), { timeout: 15_000 }).toContain("hi");
    await expect.poll(async () => (await textOf(page, font)).join("\n")).not.toContain("File not found");

    // Closed without a word to the frame (the overlay's own close button): what was written
    // after an Enter is kept all the same within a few seconds.
    await typeLine(page, "echo see > seen.txt");
    // Kept on the frame's next keep ticks (the tab's sessionStorage, a zip whose names read as text).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(sessionStorage)
              .filter((key) => key.startsWith("dos_drive_"))
              .some((key) => /seen\.txt/i.test(atob(sessionStorage.getItem(key) ?? ""))),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await overlay(page)
      .getByRole("button", { name: `Close ${DOS_GAMES[DOS_SHELL_ID]}`, exact: true })
      .click();
    await expect(overlay(page)).toHaveCount(0);
    font = await openShell(page);
    await typeLine(page, "type seen.txt");
    await expect.poll(async () => (await textOf(page, font)).slice(4), { timeout: 15_000 }).toContain("see");
    await typeLine(page, "type note.txt");
    await expect.poll(async () => (await textOf(page, font)).filter((line) => line === "hi").length, { timeout: 15_000 }).toBe(1);
  });
});

test.describe("DOS on-screen keys", () => {
  test.use({ reducedMotion: "reduce", hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("on a touch screen the keys show under the screen, are thumb-sized and steer the game; axe", async ({ page }) => {
    await openTerminal(page);
    await run(page, `dos ${DOS_WORM_ID}`);
    await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
    const keys = page.getByTestId("dos-buttons");
    await expect(keys).toBeVisible();
    const names = ["Up", "Left", "Right", "Down", "Space", "Enter", "Esc"];
    for (const name of names) {
      const box = await keys.getByRole("button", { name, exact: true }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    // Under the screen, not over it.
    const screenBox = await page.getByTestId("dos-frame").boundingBox();
    const keysBox = await keys.boundingBox();
    expect(keysBox!.y).toBeGreaterThanOrEqual(screenBox!.y + screenBox!.height);

    await expect.poll(async () => (await readScreen(page))?.rowColour[0], { timeout: 15_000 }).toEqual(GAME_COLOURS.cyan);
    const ready = (await readScreen(page))!;
    await keys.getByRole("button", { name: "Up", exact: true }).tap();
    await expect.poll(async () => (await readScreen(page))?.rowColour[0]).not.toEqual(GAME_COLOURS.cyan);
    await expect.poll(async () => (await readScreen(page))?.head?.[1] ?? Infinity).toBeLessThan(ready.head![1]);

    // Two fingers at once: each button holds its own key until its own finger lifts.
    const left = keys.getByRole("button", { name: "Left", exact: true });
    const space = keys.getByRole("button", { name: "Space", exact: true });
    const touch = { pointerType: "touch", isPrimary: false, bubbles: true };
    await left.dispatchEvent("pointerdown", { ...touch, pointerId: 11, isPrimary: true });
    await space.dispatchEvent("pointerdown", { ...touch, pointerId: 12 });
    await expect(left).toHaveAttribute("data-held", "true");
    await expect(space).toHaveAttribute("data-held", "true");
    await space.dispatchEvent("pointerup", { ...touch, pointerId: 12 });
    await expect(space).toHaveAttribute("data-held", "false");
    await expect(left).toHaveAttribute("data-held", "true");
    await left.dispatchEvent("pointerup", { ...touch, pointerId: 11, isPrimary: true });
    await expect(left).toHaveAttribute("data-held", "false");

    const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    const results = await builder.include("[data-testid=player-dos]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

test("on the French page the player names the prompt in French", async ({ page }) => {
  test.setTimeout(120_000);
  await openTerminal(page, { lng: "fr" });
  await run(page, `dos ${DOS_SHELL_ID}`);
  await expect(page.getByTestId("dos-frame")).toHaveAttribute("title", "DOS (émulateur DOS)");
  await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
  await expect(player(page).getByRole("status")).toHaveText(/^DOS est lancé\. /);
});

test.describe("DOS prompt on a phone: the keyboard", () => {
  test.use({ reducedMotion: "reduce", hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("the Type field under the screen takes the phone's keyboard: a word typed and autocorrected there runs at the prompt", async ({
    page,
  }) => {
    await openTerminal(page);
    const font = await openShell(page);
    const field = player(page).getByRole("textbox", { name: "Type" });
    await expect(field).toHaveAttribute("data-testid", "dos-type");
    // Under the screen, where a thumb reaches it; tapping it focuses it (a phone then opens its keyboard).
    const screenBox = await page.getByTestId("dos-frame").boundingBox();
    expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(screenBox!.y + screenBox!.height);
    await field.tap();
    await expect(field).toBeFocused();
    // A soft keyboard sends a word by composition (no keydown per letter), then may correct it.
    await page.keyboard.insertText("DOR");
    await field.evaluate((element: HTMLInputElement) => {
      element.value = "DIR";
      element.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertReplacementText", data: "DIR" }));
    });
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue("");
    await expect
      .poll(async () => (await textOf(page, font)).join("\n"), { timeout: 15_000 })
      .toMatch(/^C:\\>DIR$[\s\S]*^DEMO +COM\b[\s\S]*^README +TXT\b[\s\S]*^WORM +COM\b/m);
    await expect(field).toBeFocused();
  });
});

test("on a desktop the on-screen keys are hidden until asked", async ({ page }) => {
  test.setTimeout(120_000);
  await openTerminal(page);
  await run(page, `dos ${DOS_WORM_ID}`);
  await expect(player(page)).toHaveAttribute("data-state", "running", { timeout: 60_000 });
  await expect(page.getByTestId("dos-buttons")).toHaveCount(0);
  const toggle = player(page).getByRole("button", { name: "Touch keys" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.getByTestId("dos-buttons")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
});
