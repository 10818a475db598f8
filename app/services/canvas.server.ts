/**
 * An RGB pixel buffer (8 bits per channel, rows top to bottom) with the few
 * shapes the server draws: the generated images (png.server.ts) and the link
 * preview card (seo/og-image.server.ts). Every shape is clipped to the
 * canvas and blended with an alpha (1 paints over). Pure; encode the pixels
 * with encodePng.
 */

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private blend(i: number, c: Rgb, alpha: number) {
    const p = this.pixels;
    p[i] += (c[0] - p[i]) * alpha;
    p[i + 1] += (c[1] - p[i + 1]) * alpha;
    p[i + 2] += (c[2] - p[i + 2]) * alpha;
  }

  /** The whole-pixel box from (x0, y0) up to, not including, (x1, y1). */
  box(x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha = 1) {
    const { width } = this;
    const left = Math.max(0, x0);
    const right = Math.min(width, x1);
    const bottom = Math.min(this.height, y1);
    for (let y = Math.max(0, y0); y < bottom; y++) for (let x = left; x < right; x++) this.blend((y * width + x) * 3, c, alpha);
  }

  /** A rectangle whose edges are rounded down to whole pixels. */
  rect(x: number, y: number, w: number, h: number, c: Rgb, alpha = 1) {
    this.box(Math.floor(x), Math.floor(y), Math.floor(x + w), Math.floor(y + h), c, alpha);
  }

  /** A frame of `t` pixels inside the box. */
  frame(x: number, y: number, w: number, h: number, t: number, c: Rgb) {
    this.rect(x, y, w, t, c);
    this.rect(x, y + h - t, w, t, c);
    this.rect(x, y, t, h, c);
    this.rect(x + w - t, y, t, h, c);
  }

  /** A crisp filled circle, one row at a time (whole-pixel radius). */
  circle(cx: number, cy: number, r: number, c: Rgb) {
    for (let y = -r; y <= r; y++) {
      const half = Math.floor(Math.sqrt(r * r - y * y));
      this.rect(cx - half, cy + y, 2 * half + 1, 1, c);
    }
  }

  /** A vertical gradient over the whole canvas (paints over). */
  gradient(top: Rgb, bottom: Rgb) {
    const { width, height, pixels } = this;
    for (let y = 0; y < height; y++) {
      const t = y / (height - 1);
      const r = top[0] + (bottom[0] - top[0]) * t;
      const g = top[1] + (bottom[1] - top[1]) * t;
      const b = top[2] + (bottom[2] - top[2]) * t;
      for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
        pixels[i] = r;
        pixels[i + 1] = g;
        pixels[i + 2] = b;
      }
    }
  }

  /** A disc (a ring when `inner` > 0) that fades a little towards its edge. */
  disc(cx: number, cy: number, r: number, c: Rgb, alpha: number, inner = 0) {
    const { width } = this;
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(width - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r));
    const r2 = r * r;
    const i2 = inner * inner;
    for (let y = y0; y <= y1; y++) {
      const dy = y - cy;
      for (let x = x0; x <= x1; x++) {
        const dx = x - cx;
        const d2 = dx * dx + dy * dy;
        if (d2 <= r2 && d2 >= i2) this.blend((y * width + x) * 3, c, alpha * (1 - (0.35 * d2) / r2));
      }
    }
  }

  /** An upward triangle with its base on `baseY`. */
  triangle(cx: number, baseY: number, halfWidth: number, height: number, c: Rgb, alpha: number) {
    const { width } = this;
    const top = Math.max(0, Math.floor(baseY - height));
    const bottom = Math.min(this.height - 1, Math.floor(baseY));
    for (let y = top; y <= bottom; y++) {
      const half = (halfWidth * (y - (baseY - height))) / height;
      const x0 = Math.max(0, Math.floor(cx - half));
      const x1 = Math.min(width - 1, Math.floor(cx + half));
      for (let x = x0; x <= x1; x++) this.blend((y * width + x) * 3, c, alpha);
    }
  }

  /** A filled band under a sine curve, down to the bottom edge. */
  wave(baseY: number, amplitude: number, period: number, phase: number, c: Rgb, alpha: number) {
    const { width, height } = this;
    for (let x = 0; x < width; x++) {
      const top = Math.max(0, Math.floor(baseY + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)));
      for (let y = top; y < height; y++) this.blend((y * width + x) * 3, c, alpha);
    }
  }
}
