/**
 * A fake standard-mapping gamepad for e2e: installed in every document of the
 * page (the players read pads in their frames), absent until `plug`, its
 * buttons held with `hold` in a given document.
 */
import type { Frame, Page } from "@playwright/test";

interface FakePad {
  connected: boolean;
  held: Set<number>;
}

export async function installFakeGamepad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pad = { connected: false, held: new Set<number>() };
    (window as unknown as { __pad: typeof pad }).__pad = pad;
    Object.defineProperty(Navigator.prototype, "getGamepads", {
      configurable: true,
      value: () => [
        pad.connected
          ? {
              id: "Test pad (STANDARD GAMEPAD)",
              index: 0,
              connected: true,
              mapping: "standard",
              timestamp: performance.now(),
              axes: [0, 0, 0, 0],
              buttons: Array.from({ length: 17 }, (_, index) => ({ pressed: pad.held.has(index), touched: false, value: 0 })),
            }
          : null,
      ],
    });
  });
}

/** Connects the pad in this document and announces it. */
export async function plugFakeGamepad(target: Frame | Page): Promise<void> {
  await target.evaluate(() => {
    (window as unknown as { __pad: FakePad }).__pad.connected = true;
    window.dispatchEvent(new Event("gamepadconnected"));
  });
}

/** Holds or releases a standard-mapping button of this document's pad. */
export async function holdFakeButton(target: Frame | Page, button: number, down: boolean): Promise<void> {
  await target.evaluate(
    ([index, pressed]) => {
      const pad = (window as unknown as { __pad: FakePad }).__pad;
      if (pressed) pad.held.add(index);
      else pad.held.delete(index);
    },
    [button, down] as [number, boolean],
  );
}
