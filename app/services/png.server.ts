/**
 * The embedded image generator: a deterministic 512×512 PNG from a prompt
 * (same prompt, same bytes). Palette and shapes come from the prompt's words
 * ("red sunset over the sea" -> warm hues, a sun, waves); the rest from a
 * seed hashed from the prompt. Pure Node: node:crypto for the seed, node:zlib
 * for deflate and CRC-32.
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import { Canvas, type Rgb } from "./canvas.server";

export const PNG_SIZE = 512;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type ShapeKind = "circle" | "triangle" | "rect" | "wave" | "stars" | "ring";

const HUE_WORDS: Array<[RegExp, number]> = [
  [/^(red|rouge|fire|feu|blood|sang|lava|cherry|cerise|rubis|ruby)$/, 0],
  [/^(orange|sunset|coucher|autumn|automne|tiger|tigre|copper|cuivre)$/, 25],
  [/^(yellow|jaune|sun|soleil|gold|golden|or|doree?|sand|sable|desert|lemon|citron|banana|banane)$/, 50],
  [/^(green|vert|verte|forest|foret|tree|trees|arbre|arbres|grass|herbe|jungle|nature|leaf|feuille|matrix|matrice)$/, 125],
  [/^(cyan|turquoise|ice|glace|sky|ciel|teal|lagoon|lagon|mint|menthe)$/, 185],
  [/^(blue|bleu|bleue|ocean|sea|mer|water|eau|river|riviere|lake|lac|wave|waves|vague|vagues)$/, 215],
  [/^(purple|violet|violette|galaxy|galaxie|space|espace|dream|reve|magic|magie|nebula|nebuleuse|cosmos)$/, 275],
  [/^(pink|rose|love|amour|flower|fleur|fleurs|flowers|candy|bonbon|heart|coeur)$/, 325],
];
const DARK_WORDS = /^(dark|sombre|night|nuit|black|noir|noire|midnight|minuit|shadow|ombre|space|espace|galaxy|galaxie|cave|grotte)$/;
const LIGHT_WORDS = /^(light|clair|claire|white|blanc|blanche|snow|neige|cloud|clouds|nuage|nuages|pastel|morning|matin|day|jour)$/;
const SHAPE_WORDS: Array<[RegExp, ShapeKind]> = [
  [
    /^(sun|soleil|moon|lune|planet|planete|planets|circle|cercle|circles|ball|balle|ballon|bubble|bulle|bulles|bubbles|eye|oeil|dot|point|orb)$/,
    "circle",
  ],
  [
    /^(mountain|mountains|montagne|montagnes|pyramid|pyramide|triangle|triangles|peak|pic|sommet|tree|trees|arbre|arbres|sapin|volcano|volcan|tent|tente)$/,
    "triangle",
  ],
  [
    /^(city|ville|building|buildings|immeuble|immeubles|tower|tour|tours|house|maison|square|carre|box|boite|robot|pixel|pixels|block|blocks|bloc|castle|chateau|skyline)$/,
    "rect",
  ],
  [/^(sea|mer|ocean|wave|waves|vague|vagues|river|riviere|water|eau|lake|lac|sound|son|music|musique|wind|vent)$/, "wave"],
  [
    /^(star|stars|etoile|etoiles|night|nuit|space|espace|galaxy|galaxie|snow|neige|rain|pluie|firefly|lucioles?|sparkle|sparkles|dust|poussiere)$/,
    "stars",
  ],
  [/^(portal|portail|ring|anneau|halo|donut|vortex|tunnel|eclipse)$/, "ring"],
];
const ALL_KINDS: ShapeKind[] = ["circle", "triangle", "rect", "wave", "stars", "ring"];

/** sfc32: a small, fast PRNG seeded from the prompt's SHA-256. */
function prng(seed: Buffer): () => number {
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const f = (n: number) => {
    const k = (n + hue * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export function promptWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Plan {
  background: [Rgb, Rgb];
  palette: Rgb[];
  shapes: ShapeKind[];
}

function plan(prompt: string, rand: () => number): Plan {
  const words = promptWords(prompt);
  const hues: number[] = [];
  let lightness = 0.5;
  const kinds: ShapeKind[] = [];
  for (const w of words) {
    for (const [re, hue] of HUE_WORDS) if (re.test(w)) hues.push(hue);
    if (DARK_WORDS.test(w)) lightness -= 0.12;
    if (LIGHT_WORDS.test(w)) lightness += 0.12;
    for (const [re, kind] of SHAPE_WORDS) if (re.test(w) && !kinds.includes(kind)) kinds.push(kind);
  }
  lightness = Math.max(0.22, Math.min(0.78, lightness));
  const base = hues.length ? hues[0] : Math.floor(rand() * 360);
  const second = hues.length > 1 ? hues[1] : base + 150 + Math.floor(rand() * 60);
  const bgTop = hslToRgb(base + 10, 0.55, Math.max(0.08, lightness - 0.3));
  const bgBottom = hslToRgb(second, 0.5, Math.min(0.85, lightness - 0.05));
  const palette: Rgb[] = [];
  for (let i = 0; i < 5; i++) {
    const hue = i % 2 === 0 ? base + (rand() - 0.5) * 40 : second + (rand() - 0.5) * 40;
    palette.push(hslToRgb(hue, 0.6 + rand() * 0.35, Math.max(0.15, Math.min(0.9, lightness + (rand() - 0.4) * 0.4))));
  }
  // Every word adds weight; the named shapes come first, then seeded extras.
  const shapes = [...kinds];
  const extra = 4 + (words.length % 5);
  for (let i = 0; i < extra; i++)
    shapes.push(kinds.length && rand() < 0.6 ? kinds[Math.floor(rand() * kinds.length)] : ALL_KINDS[Math.floor(rand() * ALL_KINDS.length)]);
  return { background: [bgTop, bgBottom], palette, shapes };
}

function paint(canvas: Canvas, p: Plan, rand: () => number) {
  const S = canvas.width;
  canvas.gradient(p.background[0], p.background[1]);
  const pick = () => p.palette[Math.floor(rand() * p.palette.length)];
  // Stars and waves read best behind/below the rest: draw by layer.
  const order: ShapeKind[] = ["stars", "circle", "ring", "triangle", "rect", "wave"];
  const sorted = [...p.shapes].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const kind of sorted) {
    switch (kind) {
      case "stars": {
        const n = 40 + Math.floor(rand() * 60);
        const c: Rgb = [255, 255, 255];
        for (let i = 0; i < n; i++) canvas.disc(rand() * S, rand() * S * 0.75, 0.8 + rand() * 2.2, c, 0.5 + rand() * 0.5);
        break;
      }
      case "circle":
        canvas.disc(S * (0.15 + rand() * 0.7), S * (0.1 + rand() * 0.5), S * (0.05 + rand() * 0.14), pick(), 0.75 + rand() * 0.25);
        break;
      case "ring": {
        const r = S * (0.12 + rand() * 0.18);
        canvas.disc(S * (0.25 + rand() * 0.5), S * (0.25 + rand() * 0.4), r, pick(), 0.7, r * (0.6 + rand() * 0.2));
        break;
      }
      case "triangle": {
        const base = S * (0.7 + rand() * 0.3);
        canvas.triangle(rand() * S, base, S * (0.12 + rand() * 0.25), S * (0.2 + rand() * 0.4), pick(), 0.85);
        break;
      }
      case "rect": {
        const w = S * (0.05 + rand() * 0.14);
        const h = S * (0.15 + rand() * 0.45);
        const x = rand() * (S - w);
        const y = S - h;
        // The far edges are drawn too: that is how these images have always looked (same prompt, same bytes).
        canvas.box(Math.floor(x), Math.floor(y), Math.floor(x + w) + 1, Math.floor(y + h) + 1, pick(), 0.9);
        break;
      }
      case "wave":
        canvas.wave(
          S * (0.6 + rand() * 0.3),
          S * (0.01 + rand() * 0.04),
          S * (0.2 + rand() * 0.5),
          rand() * Math.PI * 2,
          pick(),
          0.55 + rand() * 0.3,
        );
        break;
    }
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/** Encodes an RGB buffer (8 bits per channel) as a PNG. */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The deterministic 512×512 PNG for a prompt. */
export function generatePng(prompt: string): Buffer {
  const key = prompt.trim().replace(/\s+/g, " ");
  const seed = crypto.createHash("sha256").update(key, "utf8").digest();
  const rand = prng(seed);
  const canvas = new Canvas(PNG_SIZE, PNG_SIZE);
  paint(canvas, plan(key, rand), rand);
  return encodePng(canvas.pixels, PNG_SIZE, PNG_SIZE);
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.equals(Buffer.from(bytes.subarray(0, PNG_SIGNATURE.length)));
}
