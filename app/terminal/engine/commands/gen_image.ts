import type { Command } from "../command";

export const gen_image: Command = {
  name: "gen_image",
  help: {
    en: { usage: "gen_image <prompt>", summary: "Generate an image from a description" },
    fr: { usage: "gen_image <description>", summary: "Générer une image à partir d'une description" },
  },
  async run(ctx) {
    const fr = ctx.lang === "fr";
    const prompt = ctx.args.join(" ").trim();
    if (prompt === "") {
      ctx.print(
        "error",
        fr ? "gen_image : description manquante. Usage : gen_image <description>" : "gen_image: missing prompt. Usage: gen_image <prompt>",
      );
      return;
    }
    if (!ctx.deps.api.hasVisitorKey()) {
      ctx.print(
        "error",
        fr
          ? "gen_image : aucune clé visiteur. Rechargez la page puis réessayez."
          : "gen_image: No visitor key available. Reload the page and try again.",
      );
      return;
    }
    const loadingId = ctx.print("system", fr ? `Génération de l'image pour "${prompt}"...` : `Generating image for "${prompt}"...`, {
      isLoading: true,
    });
    try {
      const result = await ctx.deps.api.generateImage(prompt);
      ctx.batch(() => {
        ctx.remove(loadingId);
        if (result.ok && result.imageBase64) {
          ctx.print("success", fr ? `Image générée : "${prompt}"` : `Image generated: "${prompt}"`);
          ctx.effect({ type: "showImage", prompt, imageBase64: result.imageBase64 });
        } else {
          ctx.print("error", ctx.t("imageError", { message: result.message || (ctx.lang === "fr" ? "erreur inconnue" : "Unknown error") }));
        }
      });
    } catch {
      ctx.batch(() => {
        ctx.remove(loadingId);
        ctx.print("error", ctx.t("imageNetwork"));
      });
    }
  },
};
