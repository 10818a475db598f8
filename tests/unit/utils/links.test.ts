import { describe, expect, it } from "vitest";
import { hrefKind } from "~/utils/links";
import { linkKind } from "~/terminal/ui/lines";
import { safeHref } from "~/sections/ai-showcase/markdown-parser";

/** Targets a browser resolves to another site or runs as script, though they look like same-site paths. */
const TRICKS = [
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%09/ok\u0000",
  "/\u0000/evil.example",
  "#\u2028x",
  "java\tscript:alert(1)",
  "https://good.example\\@evil.example",
  "https://\u00a0evil.example",
  "/\u200b/evil.example",
];

describe("link filter", () => {
  it("keeps plain same-site and external targets", () => {
    expect(hrefKind("/cv.pdf")).toBe("internal");
    expect(hrefKind("#projects")).toBe("internal");
    expect(hrefKind(" /cv.pdf ")).toBe("internal");
    expect(hrefKind("https://example.com/a?b=c#d")).toBe("external");
    expect(hrefKind("mailto:a@b.c")).toBe("external");
  });
  it("rejects backslash, control-character and invisible-space tricks everywhere it is used", () => {
    for (const href of TRICKS) {
      expect(hrefKind(href), JSON.stringify(href)).toBeNull();
      expect(linkKind(href), JSON.stringify(href)).toBe("unsafe");
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
    }
  });
  it("still rejects protocol-relative and script targets", () => {
    for (const href of ["//evil.example", "javascript:alert(1)", "data:text/html,x", "vbscript:x", ""]) expect(hrefKind(href)).toBeNull();
  });
});
