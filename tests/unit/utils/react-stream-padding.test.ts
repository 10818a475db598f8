import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { PassThrough, Readable, type Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutZeroBytes } from "~/utils/react-stream-padding.server";

/** A list whose accented labels fall at every offset of React's 2048-byte buffers as `pad` grows. */
const page = (pad: number) =>
  createElement(
    "div",
    null,
    createElement("p", null, "y".repeat(pad)),
    ...Array.from({ length: 60 }, (_, i) => createElement("span", { key: i, "aria-label": "Mots-clés : ünï€😀" }, "abc")),
  );

/** The bytes React streams for a tree, through `through` when given. */
function streamed(tree: ReturnType<typeof page>, through?: Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady() {
        const out = through ?? new PassThrough();
        buffer(out).then(resolve, reject);
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

describe("withoutZeroBytes", () => {
  it("removes the zero bytes React 18 pads its buffers with, leaving the same page as a string render", async () => {
    let padded = 0;
    for (let pad = 0; pad < 64; pad++) {
      const raw = await streamed(page(pad));
      if (raw.includes(0)) padded += 1;
      const clean = await streamed(page(pad), withoutZeroBytes());
      expect(clean.includes(0)).toBe(false);
      expect(clean.toString("utf8")).toBe(renderToString(page(pad)));
    }
    // The case exists in this React: without the transform some of these pages carry a NUL.
    expect(padded).toBeGreaterThan(0);
  });

  it("passes text chunks and chunks without zeros through unchanged", async () => {
    const chunks = [Buffer.from("<p>é</p>"), "a\u0000b", Buffer.from([0x61, 0, 0, 0x62, 0])];
    const out = await buffer(Readable.from(chunks).pipe(withoutZeroBytes()));
    expect(out.toString("utf8")).toBe("<p>é</p>abab");
  });
});
