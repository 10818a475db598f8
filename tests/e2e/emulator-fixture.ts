/** The emulator players in a spec: the player element and the same-origin frame its core runs in. */
import type { Frame, Page } from "@playwright/test";

export type EmulatorKind = "dos" | "gba";

export const emulatorPlayer = (page: Page, kind: EmulatorKind) => page.getByTestId(`player-${kind}`);

/** The player's frame document (/emulators/<kind>/frame.html); throws when it is not there yet. */
export function emulatorFrame(page: Page, kind: EmulatorKind): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes(`/emulators/${kind}/frame.html`));
  if (!frame) throw new Error(`no ${kind.toUpperCase()} frame`);
  return frame;
}
