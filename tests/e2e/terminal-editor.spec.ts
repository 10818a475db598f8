/**
 * The nano-like editor: `nano <file>` opens it over the terminal with the
 * focus in its text, Ctrl+O saves, Ctrl+X exits back to the prompt.
 */
import { expect, test, type Page } from "@playwright/test";
import { openTerminal } from "./terminal-fixture";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const editor = (page: Page) => page.getByTestId("terminal-editor");
const text = (page: Page) => page.getByTestId("terminal-editor-text");

async function edit(page: Page, line: string, typed: string) {
  await input(page).fill(line);
  await input(page).press("Enter");
  await expect(editor(page)).toBeVisible();
  await expect(text(page)).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press("Control+o");
  await expect(page.getByTestId("terminal-editor-status")).toContainText("2");
  await page.keyboard.press("Control+x");
  await expect(editor(page)).toHaveCount(0);
  await expect(input(page)).toBeFocused();
}

test("nano opens a labelled editor with a key legend; Ctrl+X brings the prompt back", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await input(page).fill("nano hello.txt");
  await input(page).press("Enter");
  await expect(editor(page)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveAccessibleName(/hello\.txt/);
  await expect(text(page)).toHaveAccessibleName(/hello\.txt/);
  await expect(editor(page)).toContainText("^O");
  await expect(editor(page)).toContainText("^X");
  await expect(text(page)).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(editor(page)).toHaveCount(0);
  await expect(input(page)).toBeFocused();
  await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal");
});

test("nano on an existing file shows its text; saving prints the write's outcome", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await input(page).fill("cat notes.txt");
  await input(page).press("Enter");
  // The engine loads on the first key press: read the file's last line once cat's echo is there
  // (cat is synchronous, so its output comes in the same render as its echo).
  await expect(
    output(page)
      .locator(".term-line")
      .filter({ hasText: /\$ cat notes\.txt$/ }),
  ).toHaveCount(1);
  const lastLine = (await output(page).locator(".term-line").last().textContent()) ?? "";
  await input(page).fill("nano notes.txt");
  await input(page).press("Enter");
  await expect(text(page)).toHaveValue(new RegExp(lastLine.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await page.keyboard.press("Control+o");
  await page.keyboard.press("Control+x");
  await expect(output(page).locator(".term-line").last()).toHaveText(/^\[ .*notes\.txt.* \]$/);
});

test("vi answers with a wink and opens the editor with its own keys", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await input(page).fill("vi x.txt");
  await input(page).press("Enter");
  await expect(output(page).locator(".term-line").last()).toContainText("vi?");
  await expect(editor(page)).toBeVisible();
  await page.keyboard.press("Control+x");
  await expect(editor(page)).toHaveCount(0);
});

test("the editor round trip: nano x, type, save, exit, cat x", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await edit(page, "nano round-trip.txt", "first line\nsecond line");
  await expect(output(page).locator(".term-line").last()).toHaveText("[ Wrote 2 lines to round-trip.txt ]");
  await input(page).fill("cat round-trip.txt");
  await input(page).press("Enter");
  await expect(output(page).locator(".term-line").nth(-2)).toHaveText("first line");
  await expect(output(page).locator(".term-line").last()).toHaveText("second line");
});

test.describe("unsaved text is never dropped unasked (issue 36)", () => {
  const question = (page: Page) => page.getByTestId("terminal-editor-question");
  const status = (page: Page) => page.getByTestId("terminal-editor-status");

  async function open(page: Page, line: string) {
    await openTerminal(page, { focus: true });
    await input(page).fill(line);
    await input(page).press("Enter");
    await expect(text(page)).toBeFocused();
  }

  test("nano asks 'Save modified buffer?': Cancel goes back, N leaves without writing, Y writes", async ({ page }) => {
    await open(page, "nano draft.txt");
    await page.keyboard.type("keep me");
    await page.keyboard.press("Control+x");
    await expect(status(page)).toHaveText("Save modified buffer?");
    await expect(question(page)).toContainText("Yes");
    await expect(question(page)).toContainText("No");
    await expect(question(page)).toContainText("Cancel");
    // The question holds the keys: typing does not reach the text.
    await page.keyboard.press("z");
    await page.keyboard.press("Escape");
    await expect(question(page)).toHaveCount(0);
    await expect(text(page)).toHaveValue("keep me");
    await expect(text(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(question(page)).toBeVisible();
    await page.keyboard.press("n");
    await expect(editor(page)).toHaveCount(0);
    await input(page).fill("cat draft.txt");
    await input(page).press("Enter");
    await expect(output(page).locator(".term-line").last()).toHaveText("cat: draft.txt: No such file or directory");

    await input(page).fill("nano draft.txt");
    await input(page).press("Enter");
    await expect(text(page)).toBeFocused();
    await page.keyboard.type("saved at last");
    await page.keyboard.press("Control+x");
    await page.keyboard.press("y");
    await expect(editor(page)).toHaveCount(0);
    await expect(output(page).locator(".term-line").last()).toHaveText("[ Wrote 1 lines to draft.txt ]");
  });

  test("nothing unsaved: Ctrl+X leaves at once", async ({ page }) => {
    await open(page, "nano empty.txt");
    await page.keyboard.press("Control+x");
    await expect(editor(page)).toHaveCount(0);
  });

  test("vi: Esc opens the command line, :q with unsaved text is E37, :q! leaves, :wq writes", async ({ page }) => {
    await open(page, "vi draft.txt");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(/^vi: draft\.txt/);
    await page.keyboard.type("a line");
    await page.keyboard.press("Escape");
    const command = page.getByTestId("terminal-editor-command");
    await expect(command).toBeFocused();
    await page.keyboard.type("q");
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText("E37: No write since last change (add ! to override)");
    await expect(editor(page)).toBeVisible();
    await expect(text(page)).toHaveValue("a line");
    await page.keyboard.press("Escape");
    await page.keyboard.type("q!");
    await page.keyboard.press("Enter");
    await expect(editor(page)).toHaveCount(0);
    await input(page).fill("cat draft.txt");
    await input(page).press("Enter");
    await expect(output(page).locator(".term-line").last()).toHaveText("cat: draft.txt: No such file or directory");

    await input(page).fill("vim draft.txt");
    await input(page).press("Enter");
    await expect(text(page)).toBeFocused();
    await page.keyboard.type("written");
    await page.keyboard.press("Escape");
    await page.keyboard.type("wq");
    await page.keyboard.press("Enter");
    await expect(editor(page)).toHaveCount(0);
    await expect(output(page).locator(".term-line").last()).toHaveText("[ Wrote 1 lines to draft.txt ]");
  });
});

test.describe("an unnamed buffer: nano, vi or vim alone (issue 36, part B)", () => {
  const status = (page: Page) => page.getByTestId("terminal-editor-status");
  const fileName = (page: Page) => page.getByTestId("terminal-editor-filename");
  const lastLine = (page: Page) => output(page).locator(".term-line").last();

  async function open(page: Page, line: string) {
    await openTerminal(page, { focus: true });
    await input(page).fill(line);
    await input(page).press("Enter");
    await expect(text(page)).toBeFocused();
  }

  test("nano: Ctrl+O asks 'File Name to Write', the name is where the text goes", async ({ page }) => {
    await open(page, "nano");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(/^nano: New Buffer/);
    await page.keyboard.type("from a new buffer");
    await page.keyboard.press("Control+o");
    await expect(fileName(page)).toBeFocused();
    await expect(page.getByLabel("File Name to Write:")).toBeVisible();
    await page.keyboard.type("buffer.txt");
    await page.keyboard.press("Enter");
    await expect(text(page)).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveAccessibleName(/^nano: buffer\.txt/);
    await page.keyboard.press("Control+x");
    await expect(editor(page)).toHaveCount(0);
    await expect(lastLine(page)).toHaveText("[ Wrote 1 lines to buffer.txt ]");
    await input(page).fill("cat buffer.txt");
    await input(page).press("Enter");
    await expect(lastLine(page)).toHaveText("from a new buffer");
  });

  test("nano: Ctrl+X, Y to 'Save modified buffer?', then the name", async ({ page }) => {
    await open(page, "nano");
    await page.keyboard.type("asked");
    await page.keyboard.press("Control+x");
    await expect(status(page)).toHaveText("Save modified buffer?");
    await page.keyboard.press("y");
    await expect(fileName(page)).toBeFocused();
    await page.keyboard.type("asked.txt");
    await page.keyboard.press("Enter");
    await expect(editor(page)).toHaveCount(0);
    await expect(lastLine(page)).toHaveText("[ Wrote 1 lines to asked.txt ]");
  });

  test("vi: :q is E37, :w is E32 'No file name', :wq name writes", async ({ page }) => {
    await open(page, "vi");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(/^vi: \[No Name\]/);
    await page.keyboard.type("vi text");
    const command = page.getByTestId("terminal-editor-command");
    for (const [typed, answer] of [
      ["q", "E37: No write since last change (add ! to override)"],
      ["w", "E32: No file name"],
    ]) {
      await page.keyboard.press("Escape");
      await expect(command).toBeFocused();
      await page.keyboard.type(typed);
      await page.keyboard.press("Enter");
      await expect(status(page)).toHaveText(answer);
    }
    await page.keyboard.press("Escape");
    await page.keyboard.type("wq vi.txt");
    await page.keyboard.press("Enter");
    await expect(editor(page)).toHaveCount(0);
    await expect(lastLine(page)).toHaveText("[ Wrote 1 lines to vi.txt ]");
  });
});
