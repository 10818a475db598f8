import type { Command } from "../command";
import { findCategory, SKILLS_DIR, skillLines } from "../portfolio";
import { displayPath } from "../vfs";

/** The Skills section: its categories, or one category's skills with their levels. */
export const skills: Command = {
  name: "skills",
  kind: "portfolio",
  help: {
    en: { usage: "skills [category]", summary: "My skills by category, or one category in detail" },
    fr: { usage: "skills [catégorie]", summary: "Mes compétences par catégorie, ou une catégorie en détail" },
  },
  run(ctx) {
    const categories = ctx.deps.content.skillCategories;
    const wanted = ctx.args[0];
    const ids = categories.map((c) => c.id);
    if (wanted === undefined) {
      ctx.print("success", ctx.t("skillsTitle"));
      const width = Math.max(...ids.map((id) => id.length));
      for (const category of categories) {
        // The label alone (its second reading is in the detail): a row fits a phone's width.
        const label = category.label[ctx.lang];
        const count = ctx.t("skillsCount", { count: category.skills.length });
        ctx.print("system", `  ${category.id.padEnd(width)}  ${label}, ${count}`, {
          segments: [{ text: `  ${category.id.padEnd(width)}`, tone: "accent" }, { text: `  ${label}, ${count}` }],
        });
      }
      ctx.print("system", ctx.t("skillsTip", { example: ids[0] ?? "", dir: displayPath(SKILLS_DIR, ctx.home()) }));
      return 0;
    }
    const category = findCategory(categories, wanted, ctx.lang);
    if (!category) {
      ctx.print("error", ctx.t("skillsUnknown", { name: wanted, ids: ids.join(", ") }));
      return 1;
    }
    ctx.print("success", `${category.label[ctx.lang]} (${category.altLabel[ctx.lang]})`);
    for (const line of skillLines(category, ctx.lang)) ctx.print("system", `  ${line}`);
    return 0;
  },
};
