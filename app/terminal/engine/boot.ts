/** The boot under the banner: "Booting...", the loading bar, the greeting (at once with reduced motion). */
import { bannerSegments } from "./banner";
import { bootTail, loadingText as barText } from "./boot-script";
import { bootTexts } from "./boot-texts";
import { BOOT_DELAY_MS, BOOT_LOADING_MS, BOOT_STEPS } from "./constants";
import type { LineStore } from "./line-store";
import { message, type Lang } from "./messages";
import type { EngineDeps } from "./types";

export function playBoot(
  deps: EngineDeps,
  store: LineStore,
  lang: () => Lang,
  sessionId: string,
  later: (ms: number, fn: () => void) => () => void,
): void {
  const loadingText = (step: number) => barText(message(lang(), "loading"), step);
  const bootLines = () => {
    for (const line of bootTail(bootTexts(lang(), deps.content.profile.name), sessionId, store.nextId)) store.push(line.type, line.text);
    store.setMode("normal");
  };
  store.setMode("booting");
  // The banner is the first line (already in the server's HTML), the boot plays under it.
  const banner = bannerSegments(deps.content, lang());
  store.push("system", banner.text, { segments: banner.segments });
  if (deps.reducedMotion()) {
    store.batch(() => {
      store.push("system", message(lang(), "booting"));
      store.push("system", loadingText(BOOT_STEPS));
      bootLines();
    });
    return;
  }
  later(BOOT_DELAY_MS, () => {
    store.push("system", message(lang(), "booting"));
    const loadingId = store.push("system", loadingText(0), { isLoading: true });
    let step = 0;
    const tick = () => {
      step += 1;
      if (step < BOOT_STEPS) {
        store.update(loadingId, { text: loadingText(step) });
        later(BOOT_LOADING_MS / BOOT_STEPS, tick);
      } else {
        store.update(loadingId, { text: loadingText(BOOT_STEPS), isLoading: false });
        bootLines();
      }
    };
    later(BOOT_LOADING_MS / BOOT_STEPS, tick);
  });
}
