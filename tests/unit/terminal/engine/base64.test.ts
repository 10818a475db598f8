import { describe, expect, test } from "vitest";
import { decodeBase64, encodeBase64 } from "~/terminal/engine/base64";
import { makeHarness } from "./fake-deps";

describe("base64 helpers", () => {
  test("matches Node's encoder, UTF-8 safe", () => {
    for (const s of ["", "a", "ab", "abc", "hello world", "héllo wörld ✓ 🚀", "follow the fox owl42"]) {
      expect(encodeBase64(s)).toBe(Buffer.from(s, "utf8").toString("base64"));
      if (s) expect(decodeBase64(encodeBase64(s))).toBe(s);
    }
  });

  test("rejects invalid input", () => {
    expect(decodeBase64("not base64!")).toBeNull();
    expect(decodeBase64("abcde")).toBeNull();
    expect(decodeBase64("/w==")).toBeNull(); // 0xFF is not UTF-8
    expect(decodeBase64("aGk")).toBe("hi"); // missing padding is tolerated
    expect(decodeBase64("")).toBeNull();
    expect(decodeBase64("QQ=")).toBeNull();
    expect(decodeBase64("QQ===")).toBeNull();
    expect(decodeBase64("aG=k")).toBeNull();
    expect(decodeBase64(" aG\nk\u00a0")).toBe("hi"); // any whitespace is skipped
    expect(decodeBase64("Pz8_")).toBe("???"); // URL-safe alphabet
  });
});

describe("base64 commands", () => {
  test("encode and decode text", async () => {
    const h = await makeHarness();
    await h.run("base64_encode héllo world");
    expect(h.last()).toEqual([Buffer.from("héllo world").toString("base64")]);
    await h.run(`base64_decode ${Buffer.from("ça marche ✓").toString("base64")}`);
    expect(h.last()).toEqual(["ça marche ✓"]);
  });

  test("files with -f", async () => {
    const h = await makeHarness();
    await h.run("base64_encode -f /etc/hostname");
    expect(h.last()).toEqual([Buffer.from("clad").toString("base64")]);
  });

  test("errors", async () => {
    const h = await makeHarness();
    await h.run("base64_encode");
    expect(h.last()[0]).toContain("base64_encode: missing input text or file");
    await h.run("base64_decode -f");
    expect(h.last()).toEqual(["base64_decode: missing filename after -f"]);
    await h.run("base64_encode -f /etc");
    expect(h.last()).toEqual(["base64_encode: /etc: Is a directory"]);
    await h.run("base64_encode -f nope.txt");
    expect(h.last()).toEqual(["base64_encode: nope.txt: No such file or directory"]);
    await h.run("base64_encode -f /etc/shadow");
    expect(h.last()).toEqual(["base64_encode: /etc/shadow: Permission denied"]);
    await h.run("base64_decode %%%");
    expect(h.last()).toEqual(["base64_decode: Invalid base64 input"]);
  });
});
