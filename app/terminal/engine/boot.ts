/** The boot under the banner: "Booting...", the loading bar, the greeting (at once with reduced motion). */
import { bannerSegments } from "./banner";
import { bootTail, loadingText as barText } from "./boot-script";
import { bootTexts } from "./boot-texts";
import { BOOT_DELAY_MS, BOOT_LOADING_MS, BOOT_STEPS } from "./constants";
import type { LineStore } from "./line-store";
import { message, type Lang } from "./messages";
import type { EngineDeps, LineSegment } from "./types";

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

/**
 * The boot's lines (banner, "Booting…", the finished bar, kernel, session, greeting) in each language,
 * keyed by their place in the boot, to turn them into another language after a switch.
 */
function bootLineTexts(deps: EngineDeps, lang: Lang, sessionId: string): Map<string, { text: string; segments?: LineSegment[] }> {
  const texts = bootTexts(lang, deps.content.profile.name);
  const banner = bannerSegments(deps.content, lang);
  const entries: Array<[string, { text: string; segments?: LineSegment[] }]> = [
    ["banner", banner],
    ["booting", { text: texts.booting }],
    ["bar", { text: barText(texts.loading, BOOT_STEPS) }],
  ];
  bootTail(texts, sessionId, 0).forEach((line, i) => entries.push([`tail${i}`, { text: line.text }]));
  return new Map(entries);
}

/**
 * After a language switch: the boot's lines still on screen are rewritten in the new language (a line
 * is recognised by its text in any of the site's languages; what the visitor typed, and what commands
 * printed, stay as they were).
 */
export function relocalizeBoot(deps: EngineDeps, store: LineStore, lang: Lang, sessionId: string, languages: readonly Lang[]): void {
  const target = bootLineTexts(deps, lang, sessionId);
  const known = new Map<string, string>();
  for (const other of languages)
    if (other !== lang) for (const [key, { text }] of bootLineTexts(deps, other, sessionId)) known.set(text, key);
  store.batch(() => {
    for (const line of store.snapshot().lines) {
      const key = known.get(line.text);
      const next = key === undefined ? undefined : target.get(key);
      if (next && next.text !== line.text)
        store.update(line.id, { text: next.text, ...(next.segments ? { segments: next.segments } : {}) });
    }
  });
}
