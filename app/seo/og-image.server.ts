/**
 * The link-preview image (Open Graph / Twitter card): a 1200×630 PNG drawn
 * here from the owner's content, in the site's colours — a terminal window
 * with the owner's name, title and a few skills in big pixel letters. No
 * third-party service; rendered once per language, then served from memory.
 */
import { getContent } from "~/content/store.server";
import { skillName, type Content, type Language, type SkillCategory } from "~/content/types";
import { inLanguage, type Localized } from "~/i18n/config";
import { Canvas, type Rgb } from "~/services/canvas.server";
import { encodePng } from "~/services/png.server";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphsOf } from "./font";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "./og-size";

export { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH };

function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The palette of app/styles/global.css. */
const COLORS = {
  bg: hex("#05080a"),
  window: hex("#0c1216"),
  bar: hex("#101a1f"),
  border: hex("#1f3a2c"),
  accent: hex("#3ddc84"),
  accentStrong: hex("#6bf2a6"),
  text: hex("#d7e4dc"),
  muted: hex("#a3b8ac"),
  red: hex("#ff6b6b"),
  yellow: hex("#f5c451"),
};

/** Draws text in the pixel font at `scale` pixels per cell; returns its width. */
function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number, color: Rgb): number {
  let pen = x;
  for (const glyph of glyphsOf(text)) {
    glyph.cells.forEach((row, gy) =>
      row.forEach((ink, gx) => {
        if (ink) canvas.rect(pen + gx * scale, y + gy * scale, scale, scale, color);
      }),
    );
    glyph.mark?.forEach((row, my) =>
      row.forEach((ink, gx) => {
        if (ink) canvas.rect(pen + gx * scale, y + (my - glyph.mark!.length - 0.5) * scale, scale, scale, color);
      }),
    );
    pen += advance(scale);
  }
  return pen - x;
}

const advance = (scale: number) => (GLYPH_WIDTH + 1) * scale;

/** Width of a text at a scale (one cell of spacing between glyphs, none after the last). */
export function textWidth(text: string, scale: number): number {
  const count = glyphsOf(text).length;
  return count === 0 ? 0 : count * advance(scale) - scale;
}

/** The largest scale ≤ `preferred` (≥ 2) at which the text fits `maxWidth`; the text is cut with "..." if even 2 is too wide. */
export function fitText(text: string, maxWidth: number, preferred: number): { text: string; scale: number } {
  for (let scale = preferred; scale >= 2; scale--) if (textWidth(text, scale) <= maxWidth) return { text, scale };
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, 2) > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}...`, scale: 2 };
}

/** A few skills for the card: the experts of each category in turn, as many as fit two lines. */
export function cardSkills(skillCategories: SkillCategory[], lng: Language, perLine: number): string[][] {
  const experts = skillCategories.map((c) => c.skills.filter((s) => s.proficiency === "Expert").map((s) => skillName(s, lng)));
  const ordered: string[] = [];
  for (let round = 0; ordered.length < 12 && experts.some((list) => list.length > round); round++)
    for (const list of experts) if (list[round]) ordered.push(list[round]);
  const lines: string[][] = [[], []];
  for (const skill of ordered) lines.find((line) => [...line, skill].join(" · ").length <= perLine)?.push(skill);
  return lines.filter((line) => line.length > 0);
}

/** Draws the card for a language (pure: same content and language, same bytes). */
export function drawOgImage(content: Pick<Content, "profile" | "skillCategories">, lng: Language): Buffer {
  const { profile } = content;
  const W = OG_IMAGE_WIDTH;
  const H = OG_IMAGE_HEIGHT;
  const c = new Canvas(W, H);
  c.rect(0, 0, W, H, COLORS.bg);

  // The terminal window.
  const win = { x: 48, y: 40, w: W - 96, h: H - 80 };
  c.rect(win.x, win.y, win.w, win.h, COLORS.window);
  c.rect(win.x, win.y, win.w, 48, COLORS.bar);
  c.frame(win.x, win.y, win.w, win.h, 3, COLORS.border);
  c.rect(win.x, win.y + 48, win.w, 3, COLORS.border);
  [COLORS.red, COLORS.yellow, COLORS.accent].forEach((color, i) => c.circle(win.x + 32 + i * 30, win.y + 24, 9, color));
  const barTitle = `${profile.handle}@portfolio: ~`;
  drawText(c, barTitle, win.x + (win.w - textWidth(barTitle, 3)) / 2, win.y + 14, 3, COLORS.muted);

  const left = win.x + 48;
  const inner = win.w - 96;
  drawText(c, "$ whoami", left, win.y + 88, 4, COLORS.accent);

  const name = fitText(profile.name, inner, 12);
  drawText(c, name.text, left, win.y + 140, name.scale, COLORS.accentStrong);
  let y = win.y + 140 + GLYPH_HEIGHT * name.scale + 36;

  const title = fitText(profile.title[lng], inner, 6);
  drawText(c, title.text, left, y, title.scale, COLORS.text);
  y += GLYPH_HEIGHT * title.scale + 36;

  c.rect(left, y, inner, 3, COLORS.border);
  y += 28;
  drawText(c, inLanguage({ en: "$ ls skills/", fr: "$ ls compétences/" } satisfies Localized<string>, lng), left, y, 4, COLORS.accent);
  y += GLYPH_HEIGHT * 4 + 20;
  const perLine = Math.floor((inner + 4) / advance(4));
  let end = left;
  for (const line of cardSkills(content.skillCategories, lng, perLine - 1)) {
    end = left + drawText(c, line.join(" · "), left, y, 4, COLORS.muted);
    y += GLYPH_HEIGHT * 4 + 16;
  }
  // The terminal's cursor after the last line.
  c.rect(end + 8, y - 16 - GLYPH_HEIGHT * 4, 16, GLYPH_HEIGHT * 4, COLORS.accent);
  return encodePng(c.pixels, W, H);
}

/** Cards per content (a reloaded content draws its own) and language. */
const cache = new WeakMap<Content, Map<Language, Buffer>>();

/** The card for a language, drawn on first use and kept in memory. */
export function ogImage(lng: Language): Buffer {
  const content = getContent();
  const cards = cache.get(content) ?? new Map<Language, Buffer>();
  cache.set(content, cards);
  let png = cards.get(lng);
  if (!png) {
    png = drawOgImage(content, lng);
    cards.set(lng, png);
  }
  return png;
}
