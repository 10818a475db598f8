/**
 * POST /api/generate-image: a PNG for a prompt. Without OPENAI_API_KEY the
 * embedded generator (png.server.ts); with a key the OpenAI images API
 * (OPENAI_IMAGE_MODEL), falling back to the embedded generator on failure.
 */
import type { Env } from "~/env.server";
import { HttpError } from "~/utils/http.server";
import { log } from "./log.server";
import { loadOpenAI } from "./openai-sdk.server";
import type { ServiceCounters } from "./metrics.server";
import { generatePng, isPng } from "./png.server";
import { scaled, type Quotas } from "./quota.server";

export const IMAGE_LIMITS = { prompt: 500, perVisitorPerHour: 20 } as const;
/** The default of AI_IMAGE_TIMEOUT_MS: one attempt, then the embedded generator, under 30 s in all. */
export const OPENAI_IMAGE_TIMEOUT_MS = 25_000;

export const IMAGE_MESSAGES = {
  ok: "Image generated.",
  notString: "Prompt must be a string.",
  empty: "Prompt cannot be empty.",
  tooLong: `Prompt must be at most ${IMAGE_LIMITS.prompt} characters.`,
  quota: (limit: number) => `Image quota reached: ${limit} images per hour. Please try again later.`,
} as const;

/** Validates `{ prompt }`: a string of 1..500 characters after trimming. Throws a 400 HttpError. */
export function parseImagePrompt(body: unknown): string {
  const value = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).prompt : undefined;
  if (typeof value !== "string") throw new HttpError(400, IMAGE_MESSAGES.notString);
  const prompt = value.trim();
  if (prompt === "") throw new HttpError(400, IMAGE_MESSAGES.empty);
  if ([...prompt].length > IMAGE_LIMITS.prompt) throw new HttpError(400, IMAGE_MESSAGES.tooLong);
  return prompt;
}

/** Counts one image against the visitor's hourly quota; throws a 429 HttpError when it is used up. */
export function takeImageQuota(visitorId: number, env: Env, quotas: Quotas): void {
  const limit = scaled(IMAGE_LIMITS.perVisitorPerHour, env.RATE_LIMIT_MULTIPLIER);
  if (!quotas.named("images", limit, 3_600_000).take(String(visitorId))) throw new HttpError(429, IMAGE_MESSAGES.quota(limit));
}

export interface ImageResult {
  imageBase64: string;
  source: "builtin" | "openai";
}

export async function generateImage(
  prompt: string,
  env: Env,
  options: { metrics: ServiceCounters; timeoutMs?: number },
): Promise<ImageResult> {
  if (env.OPENAI_API_KEY) {
    const timeoutMs = options.timeoutMs ?? env.AI_IMAGE_TIMEOUT_MS ?? OPENAI_IMAGE_TIMEOUT_MS;
    options.metrics.imageCalls.inc();
    const OpenAI = await loadOpenAI();
    try {
      const client = new OpenAI({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
        timeout: timeoutMs,
        maxRetries: 0,
      });
      // The signal also bounds a body that trickles forever (the SDK's timeout is for the headers).
      const result = await client.images.generate(
        { model: env.OPENAI_IMAGE_MODEL, prompt, n: 1, size: "1024x1024" },
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new Error("no b64_json in the answer");
      if (!isPng(Buffer.from(b64.slice(0, 24), "base64"))) throw new Error("the answer is not a PNG");
      return { imageBase64: b64, source: "openai" };
    } catch (error) {
      options.metrics.imageFailures.inc();
      const reason =
        error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError
          ? "timeout"
          : error instanceof OpenAI.APIError
            ? `HTTP ${error.status ?? "?"} (${error.message})`
            : error instanceof Error
              ? error.message
              : String(error);
      log(env, "warn", `[images] OpenAI image generation failed: ${reason}; using the embedded generator`);
    }
  }
  return { imageBase64: generatePng(prompt).toString("base64"), source: "builtin" };
}
