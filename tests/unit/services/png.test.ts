import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { generatePng, isPng, PNG_SIZE } from "~/services/png.server";

/** Splits a PNG into chunks, checking every CRC. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0).toBe(crc);
    out.push({ type, data });
    offset += 12 + length;
  }
  return out;
}

describe("generative PNG", () => {
  it("is a valid 512×512 RGB PNG with a decodable image", () => {
    const png = generatePng("a red sunset over the sea");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(isPng(png)).toBe(true);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const ihdr = list[0].data;
    expect(ihdr.readUInt32BE(0)).toBe(512);
    expect(ihdr.readUInt32BE(4)).toBe(512);
    expect(ihdr[8]).toBe(8);
    expect(ihdr[9]).toBe(2);
    const raw = zlib.inflateSync(list[1].data);
    expect(raw.length).toBe((PNG_SIZE * 3 + 1) * PNG_SIZE);
  });

  it("is deterministic: same prompt, same bytes", () => {
    expect(generatePng("a cat in space").equals(generatePng("a cat in space"))).toBe(true);
    expect(generatePng("  a cat   in space ").equals(generatePng("a cat in space"))).toBe(true);
  });

  it("gives different prompts different images", () => {
    const prompts = ["a cat in space", "a dog in space", "mountains at night", "une ville bleue", "x"];
    const images = new Set(prompts.map((p) => generatePng(p).toString("base64")));
    expect(images.size).toBe(prompts.length);
  });

  it("takes its palette from colour words", () => {
    const pixelAt = (png: Buffer, x: number, y: number) => {
      const raw = zlib.inflateSync(chunks(png)[1].data);
      const i = y * (PNG_SIZE * 3 + 1) + 1 + x * 3;
      return [raw[i], raw[i + 1], raw[i + 2]];
    };
    // The top-left corner is background: red prompts are red-dominant, blue prompts blue-dominant.
    const [r1, , b1] = pixelAt(generatePng("red"), 0, 0);
    expect(r1).toBeGreaterThan(b1);
    const [r2, , b2] = pixelAt(generatePng("blue"), 0, 0);
    expect(b2).toBeGreaterThan(r2);
  });

  it("renders well under 100 ms (best of 3 per prompt, the machine is shared)", () => {
    generatePng("warm-up");
    const prompts = [
      "a red sunset over the sea with mountains and stars",
      "city skyline at night, neon pink",
      "un portail violet dans la forêt",
    ];
    for (const p of prompts) {
      const times = [0, 1, 2].map(() => {
        const start = performance.now();
        generatePng(p);
        return performance.now() - start;
      });
      expect(Math.min(...times)).toBeLessThan(100);
    }
  });
});
