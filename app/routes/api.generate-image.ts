/**
 * POST /api/generate-image (Bearer visitor key) { prompt } -> { success, imageBase64 (PNG), source, message }:
 * `source` says who drew it, the image model ("openai") or the built-in generator ("builtin").
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { generateImage, IMAGE_MESSAGES, parseImagePrompt, takeImageQuota } from "~/services/images.server";
import { requireVisitor } from "~/services/visitors.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed, readJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const visitor = requireVisitor(request);
    const prompt = parseImagePrompt(await readJsonBody(request));
    takeImageQuota(visitor.id, context.env, context.platform.quotas);
    const { imageBase64, source } = await generateImage(prompt, context.env, { metrics: context.platform.metrics });
    return Response.json({ success: true, imageBase64, source, message: IMAGE_MESSAGES.ok });
  });
