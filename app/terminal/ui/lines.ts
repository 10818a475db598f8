/**
 * Pure helpers for rendering engine output: user-line splitting, link safety
 * and the image download name. No React, no DOM, no catalogue (the image
 * modal's chunk shares this file).
 */
import type { TerminalLine } from "~/terminal/engine/types";
import { hrefKind } from "~/utils/links";

/** User lines are split at the first "$" into prompt and command. */
export function splitUserLine(line: Pick<TerminalLine, "text" | "prompt">): { prompt: string; command: string } {
  const { text } = line;
  if (line.prompt && text.startsWith(line.prompt)) {
    return { prompt: line.prompt, command: text.slice(line.prompt.length) };
  }
  const at = text.indexOf("$");
  if (at < 0) return { prompt: "", command: text };
  return { prompt: text.slice(0, at + 1), command: text.slice(at + 1) };
}

export type LinkKind = "external" | "internal" | "unsafe";

/** External http(s) links open in a new tab; in-page and same-site links stay; anything else (backslash and control-character tricks too) is text. */
export function linkKind(href: string): LinkKind {
  return hrefKind(href) ?? "unsafe";
}

/** The download name is the prompt with spaces → "_", cut to 30 characters, + ".png". */
export function imageDownloadName(prompt: string): string {
  const base = prompt.trim().replace(/\s/g, "_").slice(0, 30);
  return base ? `${base}.png` : "generated_image.png";
}

/** The image as a data: URL (the server sends bare base64; a full data URL is kept). */
export function imageDataUrl(imageBase64: string): string {
  return imageBase64.startsWith("data:") ? imageBase64 : `data:image/png;base64,${imageBase64}`;
}
