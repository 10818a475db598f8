import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe-core scan of the whole page; returns "rule: targets" lines (empty when clean). */
export async function axe(page: Page): Promise<string[]> {
  // @axe-core/playwright types its Page from its own playwright-core copy.
  const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
