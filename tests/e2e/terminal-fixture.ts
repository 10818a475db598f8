/**
 * Driving the hero terminal from a spec: open the page until the terminal is
 * booted and idle, then type command lines.
 */
import { expect, type Page, type Response } from "@playwright/test";
import { waitForHydration } from "./support";

export const terminalOutput = (page: Page) => page.getByTestId("terminal-output");
export const terminalInput = (page: Page) => page.getByTestId("terminal-input");
export const terminalRoot = (page: Page) => page.getByTestId("terminal");

const GREETING = { en: "Type 'help' for commands", fr: "Tapez 'help'" } as const;

export interface OpenOptions {
  /** Language of the page and of the greeting waited for (default en). */
  lng?: keyof typeof GREETING;
  /** Address to open instead of `/?lng=<lng>`. */
  path?: string;
  /** Put the keyboard focus in the input once ready. */
  focus?: boolean;
}

/** Opens the page and resolves once the terminal has hydrated, greeted and waits for input. */
export async function openTerminal(page: Page, { lng = "en", path, focus = false }: OpenOptions = {}): Promise<Response | null> {
  const response = await page.goto(path ?? `/?lng=${lng}`);
  await waitForHydration(page);
  await expect(terminalOutput(page)).toContainText(GREETING[lng], { timeout: 10_000 });
  await expect(terminalRoot(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
  if (focus) await terminalInput(page).focus();
  return response;
}

/**
 * Types a command line and presses Enter. With `wait`, resolves once the terminal is
 * idle again (or asks for a password, or shows an overlay); without, at once, so a
 * spec can look at the "processing" state.
 */
export async function run(page: Page, line: string, { wait = false }: { wait?: boolean } = {}): Promise<void> {
  await terminalInput(page).fill(line);
  await terminalInput(page).press("Enter");
  if (wait) await expect(terminalRoot(page)).toHaveAttribute("data-mode", /normal|password|overlay/);
}
