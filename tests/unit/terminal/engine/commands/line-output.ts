/** Runs lines on a fresh engine (as a visitor types them) and returns what the last one printed. */
import type { Language } from "~/i18n/config";
import { makeHarness, type HarnessOptions } from "../fake-deps";

/** The lines after the last line's echo; `setup` lines run first. */
export async function output(
  line: string,
  language: Language = "en",
  setup: string[] = [],
  options: HarnessOptions = {},
): Promise<string[]> {
  const h = await makeHarness({ language, ...options });
  for (const s of setup) await h.engine.submit(s);
  const before = h.texts().length;
  await h.engine.submit(line);
  return h.texts().slice(before + 1);
}
