/**
 * Project preview images, drawn here from the content when a project names no picture of its own:
 * an SVG in the site's terminal look (a window, the project's title in the pixel font of the Open
 * Graph card, its first tags, a motif and an accent of its own), one per project and language.
 * Drawn once per content, served at a fingerprinted URL (/preview/<lng>/<id>.<hash>.svg) so
 * browsers keep them for a year; a new content draws new URLs.
 */
import { createHash } from "node:crypto";
import { getContent } from "~/content/store.server";
import type { Content, Language, ProjectContent } from "~/content/types";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphsOf } from "~/seo/font";
import { fitText, textWidth } from "~/seo/og-image.server";

export const PREVIEW_WIDTH = 800;
export const PREVIEW_HEIGHT = 450;
export const PREVIEW_PREFIX = "/preview/";

/** Accents and motifs taken in turn, so the first six projects never share one. */
const ACCENTS = ["#3ddc84", "#a78bfa", "#38bdf8", "#f5c451", "#f472b6", "#fb923c"] as const;
const MOTIFS = ["circuit", "bars", "rings", "waves", "grid", "stars"] as const;
type Motif = (typeof MOTIFS)[number];

const BG = "#0c1216";
const BAR = "#101a1f";
const BORDER = "#1f3a2c";
const TEXT = "#d7e4dc";
const MUTED = "#a3b8ac";

/** A small deterministic generator (mulberry32) seeded from the project's id: same content, same picture. */
function random(seedText: string): () => number {
  let seed = createHash("sha256").update(seedText).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text in the pixel font as one path: each row's run of ink is one rectangle. */
function pixelText(text: string, x: number, y: number, scale: number): string {
  let d = "";
  let pen = x;
  const run = (rows: boolean[][], top: number) =>
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (!row[gx]) continue;
        let end = gx;
        while (row[end + 1]) end++;
        d += `M${pen + gx * scale} ${top + gy * scale}h${(end - gx + 1) * scale}v${scale}h${-(end - gx + 1) * scale}z`;
        gx = end;
      }
    });
  for (const glyph of glyphsOf(text)) {
    run(glyph.cells, y);
    if (glyph.mark) run(glyph.mark, y - (glyph.mark.length + 0.5) * scale);
    pen += (GLYPH_WIDTH + 1) * scale;
  }
  return d;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The motif in the right part of the picture (x from `left`), in the accent at low opacity. */
function motif(kind: Motif, accent: string, next: () => number, left: number, top: number, bottom: number): string {
  const w = PREVIEW_WIDTH - 40 - left;
  const h = bottom - top;
  const parts: string[] = [];
  if (kind === "circuit") {
    const step = 36;
    for (let gx = 0; gx * step < w; gx++)
      for (let gy = 0; gy * step < h; gy++) {
        const x = left + gx * step + 12;
        const y = top + gy * step + 12;
        const r = next();
        if (r < 0.35) parts.push(`<path d="M${x} ${y}h${step}" />`);
        else if (r < 0.6) parts.push(`<path d="M${x} ${y}v${step}" />`);
        if (r > 0.8) parts.push(`<circle cx="${x}" cy="${y}" r="5" fill="${accent}" />`);
      }
    return `<g stroke="${accent}" stroke-width="3" opacity=".45">${parts.join("")}</g>`;
  }
  if (kind === "bars") {
    const count = 9;
    const gap = w / count;
    for (let i = 0; i < count; i++) {
      const barH = round(h * (0.25 + 0.7 * next()));
      parts.push(
        `<rect x="${round(left + i * gap + 6)}" y="${round(bottom - barH)}" width="${round(gap - 14)}" height="${barH}" rx="4" />`,
      );
    }
    return `<g fill="${accent}" opacity=".4">${parts.join("")}</g>`;
  }
  if (kind === "rings") {
    const cx = round(left + w * (0.45 + 0.2 * next()));
    const cy = round(top + h * (0.4 + 0.2 * next()));
    for (let r = 24; r < Math.max(w, h) * 0.75; r += 26) parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" />`);
    return `<g fill="none" stroke="${accent}" stroke-width="3" opacity=".4">${parts.join("")}</g>`;
  }
  if (kind === "waves") {
    for (let line = 0; line < 7; line++) {
      const y0 = top + 20 + line * (h / 7);
      const amplitude = 8 + 14 * next();
      const phase = next() * Math.PI * 2;
      let d = `M${left} ${round(y0)}`;
      for (let x = 0; x <= w; x += 16) d += `L${left + x} ${round(y0 + amplitude * Math.sin(phase + x / 38))}`;
      parts.push(`<path d="${d}" />`);
    }
    return `<g fill="none" stroke="${accent}" stroke-width="3" opacity=".4">${parts.join("")}</g>`;
  }
  if (kind === "grid") {
    const size = 30;
    for (let gx = 0; (gx + 1) * size < w; gx++)
      for (let gy = 0; (gy + 1) * size < h; gy++) {
        const r = next();
        if (r < 0.55) continue;
        parts.push(
          `<rect x="${left + gx * size}" y="${top + gy * size}" width="${size - 6}" height="${size - 6}" rx="3" opacity="${r > 0.85 ? 0.7 : 0.3}" />`,
        );
      }
    return `<g fill="${accent}">${parts.join("")}</g>`;
  }
  for (let i = 0; i < 26; i++) {
    const x = round(left + next() * (w - 20) + 10);
    const y = round(top + next() * (h - 20) + 10);
    const s = round(4 + next() * 9);
    parts.push(`<path d="M${round(x - s)} ${y}h${round(2 * s)}M${x} ${round(y - s)}v${round(2 * s)}" />`);
  }
  return `<g stroke="${accent}" stroke-width="3" stroke-linecap="round" opacity=".5">${parts.join("")}</g>`;
}

/** The picture of one project in one language (pure: same input, same bytes). */
export function drawProjectPreview(project: Pick<ProjectContent, "id" | "tags" | "text">, lng: Language, index: number): string {
  const W = PREVIEW_WIDTH;
  const H = PREVIEW_HEIGHT;
  const accent = ACCENTS[index % ACCENTS.length];
  const kind = MOTIFS[index % MOTIFS.length];
  const next = random(project.id);
  const text = project.text[lng] ?? project.text.en;
  const left = 64;
  const inner = W - 2 * left;

  const barTitle = `~/projects/${project.id}`;
  const barScale = 2;
  const title = fitText(text.title, inner, 9);
  const titleY = 150;
  const titleBottom = titleY + GLYPH_HEIGHT * title.scale;

  // The first tags that fit one line, as outlined chips.
  const tagScale = 3;
  const chips: string[] = [];
  const chipText: string[] = [];
  let x = left;
  const chipY = titleBottom + 44;
  for (const tag of project.tags) {
    const fitted = fitText(tag, inner / 2, tagScale);
    const width = textWidth(fitted.text, fitted.scale) + 28;
    if (x + width > left + inner) break;
    chips.push(`<rect x="${x}" y="${chipY}" width="${width}" height="40" rx="20" />`);
    chipText.push(pixelText(fitted.text, x + 14, chipY + 20 - (GLYPH_HEIGHT * fitted.scale) / 2, fitted.scale));
    x += width + 14;
  }

  const promptY = H - 78;
  const prompt = `$ open ${project.id}`;
  const promptFit = fitText(prompt, inner - 40, 3);
  const cursorX = left + textWidth(promptFit.text, promptFit.scale) + 10;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    // The motif stays inside the window and fades out towards the text on the left.
    `<defs><clipPath id="w"><rect x="22" y="64" width="${W - 44}" height="${H - 86}" rx="12"/></clipPath>`,
    `<linearGradient id="f" x2="1"><stop offset=".35" stop-color="${BG}"/><stop offset=".75" stop-color="${BG}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="${BG}"/>`,
    `<g clip-path="url(#w)">${motif(kind, accent, next, W * 0.4, 64, H - 22)}<rect width="${W}" height="${H}" fill="url(#f)"/></g>`,
    `<rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="14" fill="none" stroke="${BORDER}" stroke-width="2"/>`,
    `<path d="M20 34a14 14 0 0 1 14-14h${W - 68}a14 14 0 0 1 14 14v30H20z" fill="${BAR}"/>`,
    `<circle cx="50" cy="42" r="7" fill="#ff6b6b"/><circle cx="74" cy="42" r="7" fill="#f5c451"/><circle cx="98" cy="42" r="7" fill="#3ddc84"/>`,
    `<path fill="${MUTED}" d="${pixelText(barTitle, Math.round((W - textWidth(barTitle, barScale)) / 2), 35, barScale)}"/>`,
    `<rect x="${left}" y="${titleY - 28}" width="56" height="6" fill="${accent}"/>`,
    `<path fill="${accent}" d="${pixelText(title.text, left, titleY, title.scale)}"/>`,
    `<g fill="${BG}" stroke="${accent}" stroke-width="2">${chips.join("")}</g>`,
    `<path fill="${TEXT}" d="${chipText.join("")}"/>`,
    `<path fill="${MUTED}" d="${pixelText(promptFit.text, left, promptY, promptFit.scale)}"/>`,
    `<rect x="${cursorX}" y="${promptY}" width="${GLYPH_WIDTH * promptFit.scale}" height="${GLYPH_HEIGHT * promptFit.scale}" fill="${accent}"/>`,
    `</svg>`,
  ].join("\n");
}

export interface ProjectPreview {
  svg: string;
  hash: string;
  url: string;
}

/** Every generated preview of a content, by language then project id (drawn on first use). */
const cache = new WeakMap<Content, Map<Language, Map<string, ProjectPreview>>>();

function previewsOf(content: Content, lng: Language): Map<string, ProjectPreview> {
  const byLanguage = cache.get(content) ?? new Map<Language, Map<string, ProjectPreview>>();
  cache.set(content, byLanguage);
  let previews = byLanguage.get(lng);
  if (!previews) {
    previews = new Map();
    for (const [index, project] of content.projects.entries()) {
      const svg = drawProjectPreview(project, lng, index);
      const hash = createHash("sha256").update(svg).digest("hex").slice(0, 12);
      previews.set(project.id, { svg, hash, url: `${PREVIEW_PREFIX}${lng}/${project.id}.${hash}.svg` });
    }
    byLanguage.set(lng, previews);
  }
  return previews;
}

/** A generated preview of the current content, or undefined for an unknown project or language. */
export function projectPreview(lng: string, id: string): ProjectPreview | undefined {
  const content = getContent();
  if (!content.profile.languages.includes(lng)) return undefined;
  return previewsOf(content, lng).get(id);
}

/** A project's picture: its URL, and whether it was drawn here (else it is the owner's own). */
export interface ProjectPicture {
  url: string;
  generated: boolean;
}

/** Each project's picture per language: the owner's own (imageUrl) wins, else the generated one. */
export function projectPictures(content: Content = getContent()): Record<string, Record<string, ProjectPicture>> {
  const out: Record<string, Record<string, ProjectPicture>> = {};
  for (const project of content.projects) {
    out[project.id] = {};
    for (const lng of content.profile.languages)
      out[project.id][lng] = project.imageUrl
        ? { url: project.imageUrl, generated: false }
        : { url: previewsOf(content, lng).get(project.id)!.url, generated: true };
  }
  return out;
}
