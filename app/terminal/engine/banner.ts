/** The boot banner, built from the owner's banner art, handle, name and title (content folder). */
import type { Lang } from "./messages";
import type { EngineContent, LineSegment, TerminalLine } from "./types";

type BannerContent = Pick<EngineContent, "profile" | "terminal">;

/** The owner's banner art, or the handle in a frame when there is none. */
export function bannerArt(handle: string, art: string[]): string[] {
  if (art.length > 0) return art;
  const label = handle.toUpperCase().split("").join(" ");
  const bar = "=".repeat(label.length + 8);
  return [bar, `==  ${label}  ==`, bar];
}

export function bannerSegments(content: BannerContent, lang: Lang): { text: string; segments: LineSegment[] } {
  const { profile } = content;
  const art = bannerArt(profile.handle, content.terminal.bannerArt);
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
export function bannerLine(content: BannerContent, lang: Lang): TerminalLine {
  const banner = bannerSegments(content, lang);
  return { id: BANNER_LINE_ID, type: "system", text: banner.text, segments: banner.segments };
}
