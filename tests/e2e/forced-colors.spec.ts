/**
 * Forced colours (Windows high contrast): the browser replaces every background with the
 * system Canvas colour, so pieces drawn as coloured cells vanish unless they are redrawn in
 * system colours. Each check reads real pixels of a screenshot: a piece is drawn when its
 * centre differs from the board's background.
 */
import fs from "node:fs";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { pickWord as pickHangmanWord } from "../../app/games/hangman/hangman";
import { pickWord, score, WORDS } from "../../app/games/wordle/logic";
import { openTerminal, run, terminalInput } from "./terminal-fixture";
import { emulatorFrame, emulatorPlayer, type EmulatorKind } from "./emulator-fixture";
import { holdRequests } from "./support";

test.use({ reducedMotion: "reduce" });

type Rgb = [number, number, number];
interface Point {
  x: number;
  y: number;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/** The colours of the viewport's screenshot at the given points (CSS pixels). */
async function pixelsAt(page: Page, points: Point[], testInfo?: TestInfo, name?: string): Promise<Rgb[]> {
  const png = await page.screenshot();
  if (testInfo && name) {
    await testInfo.attach(name, { body: png, contentType: "image/png" });
    fs.writeFileSync(testInfo.outputPath(`${name}.png`), png);
  }
  return page.evaluate(
    async ({ data, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const scale = image.naturalWidth / window.innerWidth;
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0);
      return at.map(({ x, y }) => {
        const [r, g, b] = context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
        return [r, g, b] as [number, number, number];
      });
    },
    { data: png.toString("base64"), at: points },
  );
}

async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const differs = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 60;

/** Opens a game, pauses it, and hides the pause panel so the board shows as it was. */
async function openPaused(page: Page, command: string, testId: string): Promise<Locator> {
  await openTerminal(page);
  expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
  await run(page, command);
  const game = page.getByTestId(testId);
  await expect(game).toBeFocused();
  await page.keyboard.press("p");
  await expect(game).toHaveAttribute("data-state", "paused");
  await page.addStyleTag({ content: ".game-panel { display: none !important; }" });
  return game;
}

/** A point of the board that no piece covers: its top-left corner, inside the border. */
async function boardBackground(board: Locator): Promise<Point> {
  const box = await board.boundingBox();
  if (!box) throw new Error("no board");
  return { x: box.x + 3, y: box.y + 3 };
}

test("Snake under forced colours: every segment, the head and the food are drawn apart from the board", async ({ page }, testInfo) => {
  const game = await openPaused(page, "snake", "game-snake");
  const board = game.locator(".game-board");
  const segments = await game.locator(".snake-segment").all();
  expect(segments.length).toBeGreaterThanOrEqual(3);
  const food = game.locator(".snake-food");
  await expect(food).toHaveCount(1);
  // The food may lie in the top-left corner: read the background elsewhere then.
  const foodBox = await food.boundingBox();
  let background = await boardBackground(board);
  if (foodBox && foodBox.x < background.x + 1 && foodBox.y < background.y + 1) {
    const box = await board.boundingBox();
    background = { x: (box?.x ?? 0) + (box?.width ?? 0) - 3, y: background.y };
  }
  const points = [background, await centreOf(food), ...(await Promise.all(segments.map(centreOf)))];
  const [back, foodColour, head, ...body] = await pixelsAt(page, points, testInfo, "snake-forced-colors");
  expect(differs(foodColour, back), `food ${foodColour} on ${back}`).toBe(true);
  expect(differs(head, back), `head ${head} on ${back}`).toBe(true);
  for (const segment of body) expect(differs(segment, back), `segment ${segment} on ${back}`).toBe(true);
  // The food is told apart from the snake, not only from the board.
  expect(differs(foodColour, body[0] ?? head)).toBe(true);
});

test("Brick Breaker under forced colours: bricks of every type, the ball and the paddle are drawn", async ({ page }, testInfo) => {
  const game = await openPaused(page, "brickbreaker", "game-brickbreaker");
  const board = game.locator(".game-board");
  const ball = game.locator(".brick-ball");
  const paddle = game.locator(".brick-paddle");
  // Type 1 is drawn as an outline: sample it on its edge, the others in the middle.
  const bricks: Point[] = [];
  for (const type of [1, 2, 3]) {
    const brick = game.locator(`.brick-type-${type}`).first();
    if ((await brick.count()) === 0) continue;
    const box = await brick.boundingBox();
    if (!box) continue;
    bricks.push(type === 1 ? { x: box.x + 1, y: box.y + box.height / 2 } : await centreOf(brick));
  }
  expect(bricks.length).toBeGreaterThan(0);
  const points = [await boardBackground(board), await centreOf(ball), await centreOf(paddle), ...bricks];
  const [back, ballColour, paddleColour, ...brickColours] = await pixelsAt(page, points, testInfo, "brickbreaker-forced-colors");
  expect(differs(ballColour, back), `ball ${ballColour} on ${back}`).toBe(true);
  expect(differs(paddleColour, back), `paddle ${paddleColour} on ${back}`).toBe(true);
  for (const brick of brickColours) expect(differs(brick, back), `brick ${brick} on ${back}`).toBe(true);
});

test("the terminal's block caret and focus frame show under forced colours", async ({ page }, testInfo) => {
  await openTerminal(page, { focus: true });
  await expect(terminalInput(page)).toBeFocused();
  // Focus came from the keyboard in a visitor's session; here a key press makes it :focus-visible.
  await page.keyboard.press("Shift");
  const cursor = page.locator(".term-cursor");
  const screen = page.locator(".term-screen");
  const box = await screen.boundingBox();
  if (!box) throw new Error("no terminal screen");
  const cursorAt = await centreOf(cursor);
  const cursorBox = await cursor.boundingBox();
  const beside = { x: (cursorBox?.x ?? 0) + (cursorBox?.width ?? 0) + 40, y: cursorAt.y };
  const frame = { x: box.x + 1, y: box.y + box.height / 2 };
  const inside = { x: box.x + 6, y: box.y + box.height / 2 };
  const [caret, besideCaret, frameColour, insideFrame] = await pixelsAt(
    page,
    [cursorAt, beside, frame, inside],
    testInfo,
    "terminal-forced-colors",
  );
  expect(differs(caret, besideCaret), `caret ${caret} beside ${besideCaret}`).toBe(true);
  expect(differs(frameColour, insideFrame), `frame ${frameColour} inside ${insideFrame}`).toBe(true);
});

test("skills under forced colours: the selected tab stands out and the level bars show", async ({ page }, testInfo) => {
  await openTerminal(page);
  const tabs = page.getByRole("tab");
  await tabs.first().scrollIntoViewIfNeeded();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const meter = page.locator(".skills-panel:not([hidden]) .skill-meter").first();
  const meterBox = await meter.boundingBox();
  const barBox = await meter.locator("span").boundingBox();
  if (!meterBox || !barBox) throw new Error("no level bar");
  const tabBox = async (index: number) => {
    const b = await tabs.nth(index).boundingBox();
    if (!b) throw new Error("no tab");
    // Inside the tab, clear of its text: just right of its left border.
    return { x: b.x + 6, y: b.y + 4 };
  };
  const bar = { x: barBox.x + Math.min(4, barBox.width / 2), y: barBox.y + barBox.height / 2 };
  const besideMeter = { x: meterBox.x + meterBox.width / 2, y: meterBox.y - 6 };
  const [selected, other, barColour, around] = await pixelsAt(
    page,
    [await tabBox(0), await tabBox(1), bar, besideMeter],
    testInfo,
    "skills-forced-colors",
  );
  expect(differs(selected, other), `selected ${selected} vs ${other}`).toBe(true);
  expect(differs(barColour, around), `bar ${barColour} on ${around}`).toBe(true);
});

test("Wordle under forced colours: a right letter is filled, a misplaced one outlined, unlike an empty cell", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const answer = pickWord(WORDS.facile, () => 0) ?? "";
  // A French word (Wordle refuses any other) sharing the given first letter and the A with the answer,
  // and its N in another place.
  expect(answer).toBe("JARDIN");
  const guess = "JALONS";
  const marks = score(guess, answer);
  expect(marks).toContain("correct");
  expect(marks).toContain("present");
  await openTerminal(page);
  await run(page, "wordle");
  const game = page.getByTestId("game-wordle");
  await expect(game).toBeFocused();
  await game.getByRole("button", { name: /^Facile/ }).click();
  await page.keyboard.type(guess.slice(1));
  await page.keyboard.press("Enter");
  const played = game.locator(".wordle-row").first().locator(".wordle-cell");
  await expect(played.first()).toHaveAttribute("data-mark", "correct");
  const empty = game.locator(".wordle-row").last().locator(".wordle-cell").first();
  const box = async (cell: Locator) => {
    const b = await cell.boundingBox();
    if (!b) throw new Error("no cell");
    return b;
  };
  const correct = await box(played.nth(marks.indexOf("correct")));
  const present = await box(played.nth(marks.indexOf("present")));
  const blank = await box(empty);
  const [correctFill, blankFill, presentEdge, blankEdge] = await pixelsAt(
    page,
    [
      { x: correct.x + 5, y: correct.y + 5 },
      { x: blank.x + 5, y: blank.y + 5 },
      { x: present.x + 1, y: present.y + present.height / 2 },
      { x: blank.x + 1, y: blank.y + blank.height / 2 },
    ],
    testInfo,
    "wordle-forced-colors",
  );
  expect(differs(correctFill, blankFill), `right letter ${correctFill} vs empty ${blankFill}`).toBe(true);
  expect(differs(presentEdge, blankEdge), `misplaced letter's edge ${presentEdge} vs empty ${blankEdge}`).toBe(true);
});

test("Hangman under forced colours: the gallows and a body part after a wrong guess are drawn", async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    Math.random = () => 0.1;
  });
  const word = pickHangmanWord(() => 0.1);
  const wrong = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].find((c) => !word.includes(c)) ?? "Z";
  await openTerminal(page);
  await run(page, "hangman");
  const game = page.getByTestId("game-hangman");
  await expect(game).toBeFocused();
  await page.keyboard.press(wrong.toLowerCase());
  const gallows = game.getByTestId("hangman-gallows");
  await expect(gallows).toHaveAttribute("data-wrong", "1");
  const b = await gallows.boundingBox();
  if (!b) throw new Error("no gallows");
  // viewBox 120×120: the upright at x 30, the head's circle through (70, 25), and an empty spot.
  const at = (x: number, y: number) => ({ x: b.x + (x / 120) * b.width, y: b.y + (y / 120) * b.height });
  const [upright, head, empty] = await pixelsAt(page, [at(30, 60), at(70, 25), at(100, 60)], testInfo, "hangman-forced-colors");
  expect(differs(upright, empty), `gallows ${upright} on ${empty}`).toBe(true);
  expect(differs(head, empty), `head ${head} on ${empty}`).toBe(true);
});

/** Holds the player's frame script: the player stays on its loading overlay until `release()`. */
async function holdFrameScript(page: Page, kind: EmulatorKind): Promise<() => Promise<void>> {
  return (await holdRequests(page, `**/emulators/${kind}/frame.js`)).release;
}

/** The points on a control's left edge (a 1 px border may fall between pixels) and one inside it. */
async function edgeAndInside(control: Locator): Promise<{ edge: Point[]; inside: Point }> {
  const box = await control.boundingBox();
  if (!box) throw new Error("control not rendered");
  const y = box.y + box.height / 2;
  return { edge: [-0.6, -0.1, 0.4, 0.9, 1.4].map((dx) => ({ x: box.x + dx, y })), inside: { x: box.x + 5, y: box.y + 5 } };
}

/** Each control shows its outline: a pixel of its left edge differs from its inside. */
async function expectOutlined(page: Page, controls: Locator[], testInfo: TestInfo, name: string) {
  for (const [i, control] of controls.entries()) {
    await control.scrollIntoViewIfNeeded();
    const { edge, inside } = await edgeAndInside(control);
    const pixels = await pixelsAt(page, [...edge, inside], i === 0 ? testInfo : undefined, name);
    const insidePixel = pixels.pop()!;
    expect(
      pixels.some((pixel) => differs(pixel, insidePixel)),
      `control ${i} of ${name}: edge ${pixels.join(" ")}, inside ${insidePixel}`,
    ).toBe(true);
  }
}

/** Keyboard focus on the control changes the pixels just outside it (the focus ring shows). */
async function expectFocusRing(page: Page, control: Locator, testInfo: TestInfo, name: string) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("control not rendered");
  const ring = [
    { x: box.x - 3.5, y: box.y + box.height / 2 },
    { x: box.x + box.width / 2, y: box.y + box.height + 3.5 },
  ];
  await control.evaluate((el) => (el as HTMLElement).blur());
  const before = await pixelsAt(page, ring);
  await page.keyboard.press("Shift");
  await control.focus();
  expect(await control.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  const after = await pixelsAt(page, ring, testInfo, name);
  expect(
    after.some((pixel, i) => differs(pixel, before[i])),
    `${name}: ${before} then ${after}`,
  ).toBe(true);
}

/** A pressed (filled) control differs inside from the same control released. */
async function insideOf(page: Page, control: Locator): Promise<Rgb> {
  await control.scrollIntoViewIfNeeded();
  const { inside } = await edgeAndInside(control);
  return (await pixelsAt(page, [inside]))[0];
}

/** The credit line's link is painted in a colour other than the player's background. */
async function expectCreditReadable(player: Locator) {
  const colours = await player.locator(".emulator-credit a").evaluate((link) => {
    const own = getComputedStyle(link).color;
    let node: Element | null = link;
    let background = "rgba(0, 0, 0, 0)";
    while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
      background = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return { own, background };
  });
  expect(colours.own).not.toBe(colours.background);
}

test.describe("emulator players under forced colours", () => {
  test.setTimeout(120_000);

  test("GBA: loading overlay and progress bar, toolbar, touch keys, Controls dialog and focus show; the picture keeps its colours", async ({
    page,
  }, testInfo) => {
    await openTerminal(page);
    const release = await holdFrameScript(page, "gba");
    await run(page, "gba demo");
    const player = emulatorPlayer(page, "gba");
    const loading = player.getByTestId("gba-loading");
    await expect(loading).toBeVisible();
    const track = player.locator(".emulator-progress");
    const bar = player.locator(".emulator-progress-bar");
    const trackBox = (await track.boundingBox())!;
    const [barColour, aboveTrack] = await pixelsAt(
      page,
      [await centreOf(bar), { x: trackBox.x + trackBox.width / 2, y: trackBox.y - 6 }],
      testInfo,
      "gba-loading-forced-colors",
    );
    expect(differs(barColour, aboveTrack), `progress bar ${barColour} on ${aboveTrack}`).toBe(true);
    await expectOutlined(page, [track], testInfo, "gba-progress-track");

    await release();
    await expect(player).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
    const start = emulatorFrame(page, "gba").getByRole("button", { name: "Click to Start" });
    await start.click();
    await expect(player).toHaveAttribute("data-state", "playing");

    // The picture is the game's own: the demo's red square is still red.
    const frameBox = (await page.getByTestId("gba-frame").boundingBox())!;
    await expect
      .poll(
        async () => {
          const grid: Point[] = [];
          for (let i = 1; i < 12; i += 1)
            for (let j = 1; j < 8; j += 1)
              grid.push({ x: frameBox.x + (i * frameBox.width) / 12, y: frameBox.y + (j * frameBox.height) / 8 });
          return (await pixelsAt(page, grid)).some(([r, g, b]) => r > 150 && g < 90 && b < 90);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(
      await emulatorFrame(page, "gba")
        .locator("#canvas")
        .evaluate((canvas) => getComputedStyle(canvas).getPropertyValue("forced-color-adjust")),
    ).toBe("none");

    const controls = player.getByRole("button", { name: "Controls", exact: true });
    const touchToggle = player.getByRole("button", { name: "Touch buttons", exact: true });
    const toolbar = [controls, touchToggle, player.getByRole("button", { name: "Save state", exact: true })];
    await expectOutlined(page, toolbar, testInfo, "gba-toolbar-forced-colors");
    await expectFocusRing(page, controls, testInfo, "gba-controls-focus");
    await expectCreditReadable(player);

    // The touch keys: shown by their toggle, which reads as pressed; each key outlined.
    const released = await insideOf(page, touchToggle);
    await touchToggle.click();
    await expect(touchToggle).toHaveAttribute("aria-pressed", "true");
    const touch = player.getByTestId("gba-touch");
    await expect(touch).toBeVisible();
    expect(differs(await insideOf(page, touchToggle), released), "the pressed toggle looks pressed").toBe(true);
    await expectOutlined(page, await touch.locator("button").all(), testInfo, "gba-touch-forced-colors");
    await expectFocusRing(page, touch.locator("button").first(), testInfo, "gba-touch-focus");

    // The Controls dialog: its edge, its buttons, the key being remapped filled.
    await controls.click();
    const dialog = page.getByTestId("gba-controls");
    await expect(dialog).toBeVisible();
    const keyButtons = dialog.locator("[data-zone=gba]");
    await expectOutlined(
      page,
      [dialog, keyButtons.first(), dialog.getByRole("button", { name: "Cancel" })],
      testInfo,
      "gba-dialog-forced-colors",
    );
    const idle = await insideOf(page, keyButtons.nth(7));
    await keyButtons.nth(7).click();
    await expect(keyButtons.nth(7)).toHaveAttribute("aria-pressed", "true");
    expect(differs(await insideOf(page, keyButtons.nth(7)), idle), "the key being remapped is filled").toBe(true);
    await expectFocusRing(page, dialog.getByRole("button", { name: "Cancel" }), testInfo, "gba-dialog-focus");
  });

  test("DOS: loading overlay and progress bar, toolbar, touch keys (held one filled) and focus show", async ({ page }, testInfo) => {
    await openTerminal(page);
    const release = await holdFrameScript(page, "dos");
    await run(page, "dos demo");
    const player = emulatorPlayer(page, "dos");
    await expect(player.getByTestId("dos-loading")).toBeVisible();
    const track = player.locator(".emulator-progress");
    const trackBox = (await track.boundingBox())!;
    const [barColour, aboveTrack] = await pixelsAt(
      page,
      [await centreOf(player.locator(".emulator-progress-bar")), { x: trackBox.x + trackBox.width / 2, y: trackBox.y - 6 }],
      testInfo,
      "dos-loading-forced-colors",
    );
    expect(differs(barColour, aboveTrack), `progress bar ${barColour} on ${aboveTrack}`).toBe(true);
    await expectOutlined(page, [track], testInfo, "dos-progress-track");
    await release();
    await expect(player).toHaveAttribute("data-state", "running", { timeout: 60_000 });

    const keysToggle = player.getByRole("button", { name: "Touch keys", exact: true });
    const toolbar = await player.locator(".emulator-toolbar button").all();
    await expectOutlined(page, toolbar, testInfo, "dos-toolbar-forced-colors");
    await expectFocusRing(page, toolbar[toolbar.length - 1], testInfo, "dos-toolbar-focus");
    await expectCreditReadable(player);
    if ((await keysToggle.getAttribute("aria-pressed")) !== "true") await keysToggle.click();
    await expect(keysToggle).toHaveAttribute("aria-pressed", "true");
    const keys = await player.locator(".dos-button").all();
    expect(keys.length).toBeGreaterThan(3);
    await expectOutlined(page, keys, testInfo, "dos-keys-forced-colors");
    const key = player.locator(".dos-button").first();
    const idle = await insideOf(page, key);
    const box = (await key.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await expect(key).toHaveAttribute("data-held", "true");
    const heldPixel = await insideOf(page, key);
    expect(differs(heldPixel, idle), `a held key is filled: ${idle} then ${heldPixel}`).toBe(true);
    await page.mouse.up();
  });
});
