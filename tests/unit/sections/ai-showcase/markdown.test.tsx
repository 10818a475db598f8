import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Markdown from "~/sections/ai-showcase/Markdown";
import { parseInline, parseMarkdown, safeHref } from "~/sections/ai-showcase/markdown-parser";

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe("markdown renderer", () => {
  it("renders paragraphs, bold, italic and inline code", () => {
    expect(html("Hello **bold** and *it* and `x < y`\n\nSecond")).toBe(
      '<div class="md"><p>Hello <strong>bold</strong> and <em>it</em> and <code>x &lt; y</code></p><p>Second</p></div>',
    );
  });

  it("renders lists", () => {
    expect(html("- one\n- **two**")).toBe('<div class="md"><ul><li>one</li><li><strong>two</strong></li></ul></div>');
    expect(html("1. first\n2. second")).toBe('<div class="md"><ol><li>first</li><li>second</li></ol></div>');
  });

  it("opens links in a new tab with rel noopener", () => {
    expect(html("See [docs](https://example.com/a?b=1)")).toBe(
      '<div class="md"><p>See <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">docs</a></p></div>',
    );
  });

  it("shows raw HTML as text, never as markup", () => {
    const out = html('<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>hi</b>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<b>");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(out).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("keeps unsafe link targets as text", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("#projects")).toBe("#projects");
    expect(safeHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    const out = html("[click](javascript:alert(1))");
    expect(out).not.toContain("<a");
    expect(out).toContain("[click](javascript:alert(1))");
  });

  it("renders fenced code blocks verbatim", () => {
    expect(parseMarkdown("```\n<b>**x**</b>\n```")).toEqual([{ type: "codeBlock", value: "<b>**x**</b>" }]);
    expect(html("```\n<b>\n```")).toBe('<div class="md"><pre><code>&lt;b&gt;</code></pre></div>');
  });

  it("leaves snake_case words and lone stars alone", () => {
    expect(parseInline("snake_case_name and 2 * 3")).toEqual([{ type: "text", value: "snake_case_name and 2 * 3" }]);
  });

  it("keeps line breaks inside a paragraph", () => {
    expect(html("a\nb")).toBe('<div class="md"><p>a<br/>b</p></div>');
  });
});
