import { describe, expect, it } from "vitest";
import { AiShowcase, EXAMPLES, type Example } from "~/sections/ai-showcase/AiShowcase";
import { renderSection } from "../../../helpers/render-section";

describe("the AI showcase's examples carousel", () => {
  it("shows no counter and no arrows for a single example", async () => {
    expect(EXAMPLES).toHaveLength(1);
    const html = await renderSection(<AiShowcase />, "en");
    expect(html).toContain("Connected AI Agent");
    expect(html).not.toContain("showcase-counter");
    expect(html).not.toContain("1 / 1");
    expect(html).not.toContain("Next example");
    expect(html).not.toContain("Previous example");
  });

  it("shows the counter and both arrows once there are two", async () => {
    const two: Example[] = [EXAMPLES[0], { ...EXAMPLES[0] }];
    const html = await renderSection(<AiShowcase examples={two} />, "en");
    expect(html).toContain("1 / 2");
    // Named by visually hidden text, which text browsers show too (ADR 060).
    expect(html).toContain('<span class="visually-hidden">Previous example</span></button>');
    expect(html).toContain('<span class="visually-hidden">Next example</span></button>');
  });
});
