import type { Command } from "../command";

export const gen_image: Command = {
  name: "gen_image",
  kind: "ai",
  help: {
    en: { usage: "gen_image <prompt>", summary: "Generate an image from a description" },
    fr: { usage: "gen_image <description>", summary: "Générer une image à partir d'une description" },
  },
  async run(ctx) {
    const prompt = ctx.args.join(" ").trim();
    if (prompt === "") {
      ctx.print("error", ctx.t("imageMissingPrompt"));
      return;
    }
    if (!ctx.deps.api.hasVisitorKey()) {
      ctx.print("error", ctx.t("imageNoKey"));
      return;
    }
    const loadingId = ctx.print("system", ctx.t("imageGenerating", { prompt }), {
      isLoading: true,
    });
    try {
      const result = await ctx.deps.api.generateImage(prompt);
      ctx.batch(() => {
        ctx.remove(loadingId);
        if (result.ok && result.imageBase64) {
          ctx.print("success", ctx.t("imageDone", { prompt }));
          ctx.effect({ type: "showImage", prompt, imageBase64: result.imageBase64 });
        } else {
          ctx.print("error", ctx.t("imageError", { message: result.message || ctx.t("unknownError") }));
        }
      });
      // Not a model's picture: say so, and how the owner connects one. Its own render, after the picture's
      // (without JavaScript the picture is shown after the line the image effect came with).
      if (result.ok && result.imageBase64 && result.source === "builtin") ctx.print("system", ctx.t("imageBuiltin"));
    } catch {
      ctx.batch(() => {
        ctx.remove(loadingId);
        ctx.print("error", ctx.t("imageNetwork"));
      });
    }
  },
};
