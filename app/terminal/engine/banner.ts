/** The boot banner, built from the owner's banner art, handle and name (content module). */
import { profile } from "~/content/profile";
import { terminal } from "~/content/terminal";
import type { LineSegment, TerminalLine } from "./types";

/** The owner's banner art (content module), or the handle in a frame when there is none. */
export function bannerArt(handle: string = profile.handle, art: string[] = terminal.bannerArt): string[] {
  if (art.length > 0) return art;
  const label = handle.toUpperCase().split("").join(" ");
  const bar = "=".repeat(label.length + 8);
  return [bar, `==  ${label}  ==`, bar];
}

export function bannerSegments(lang: "en" | "fr" = "en"): { text: string; segments: LineSegment[] } {
  const art = bannerArt();
  const subtitle = `AI Interface v2.1 · ${profile.name} · ${profile.title[lang]}`;
  const text = [...art, "", subtitle].join("\n");
  return {
    text,
    segments: [
      { text: art.join("\n") + "\n\n", tone: "banner" },
      { text: subtitle, tone: "accent" },
    ],
  };
}

/** The banner's line id: the engine's first line, so the server-rendered banner and the engine's are one DOM node. */
export const BANNER_LINE_ID = 1;

/**
 * The terminal's first screen: the banner, as the engine pushes it first at boot.
 * The server renders it in the HTML (the hero's largest paint happens at first
 * paint), and the booted engine keeps the same line, so nothing is redrawn.
 */
export function bannerLine(lang: "en" | "fr" = "en"): TerminalLine {
  const banner = bannerSegments(lang);
  return { id: BANNER_LINE_ID, type: "system", text: banner.text, segments: banner.segments };
}
