import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { scriptsInsideBody } from "~/utils/scripts-inside-body.server";

async function through(chunks: Array<string | Buffer>): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))).pipe(scriptsInsideBody());
  for await (const chunk of stream) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

describe("scriptsInsideBody", () => {
  const doc = "<!DOCTYPE html><html><body><p>é</p></body></html><script>late()</script><!--/$-->";
  const expected = "<!DOCTYPE html><html><body><p>é</p><script>late()</script><!--/$--></body></html>";

  it("moves the document's end after what React streams behind it", async () => {
    expect(await through([doc])).toBe(expected);
  });

  it("at every chunk boundary, even inside the end tag or a multi-byte character", async () => {
    const bytes = Buffer.from(doc);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("leaves a document without that end as it is", async () => {
    expect(await through(["<p>a</p></bo", "dy>"])).toBe("<p>a</p></body>");
  });
});
