import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipTemplate, renderGzip } from "../../../server/gzip-template";

describe("gzip template (a cached page with a per-response nonce)", () => {
  it("produces one valid gzip member equal to the parts joined by the filler", () => {
    const parts = ['<!doctype html><script nonce="', '">a()</script><script nonce="', '">b()</script>'.repeat(200)];
    const template = gzipTemplate(parts);
    for (const nonce of ["AbC123+/==", "x", "ü€🙂"]) {
      const gz = renderGzip(template, nonce);
      expect(gz.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(zlib.gunzipSync(gz).toString("utf8")).toBe(parts.join(nonce));
    }
  });

  it("handles empty parts, a single part and fillers longer than one stored block", () => {
    const long = "n".repeat(70_000);
    expect(zlib.gunzipSync(renderGzip(gzipTemplate(["", "", ""]), long)).toString()).toBe(long + long);
    expect(zlib.gunzipSync(renderGzip(gzipTemplate(["only"]), "unused")).toString()).toBe("only");
  });

  it("compresses the fixed parts (the answer is far smaller than the page)", () => {
    const page = ["<html>" + "<p>portfolio terminal section</p>".repeat(2000), "</html>"];
    const gz = renderGzip(gzipTemplate(page), "nonce-value-1234567890==");
    expect(gz.length).toBeLessThan(page.join("").length / 10);
  });
});
