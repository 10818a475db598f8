/** The boot sequence's texts in a language (boot-script.ts plays them; the server sends them to the page). */
import type { BootTexts } from "./boot-script";
import { message, type Lang } from "./messages";

/** `name`: the owner's name, woven into the greeting. */
export function bootTexts(lang: Lang, name: string): BootTexts {
  return {
    booting: message(lang, "booting"),
    loading: message(lang, "loading"),
    kernel: message(lang, "kernel"),
    // The "{id}" placeholder stays: the session id is filled in when the boot plays.
    secure: message(lang, "secure"),
    greeting: [message(lang, "greet1", { name }), message(lang, "greet2", { name }), message(lang, "greet3")],
  };
}
