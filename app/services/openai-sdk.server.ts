/**
 * The OpenAI SDK, loaded the first time a model is called (ADR 062): most sites run on the built-in
 * assistant and generator, and importing the SDK cost every start about 90 ms of CPU for nothing.
 */
import type OpenAIClass from "openai";

type OpenAI = typeof OpenAIClass;

let loading: Promise<OpenAI> | undefined;
let loaded: OpenAI | undefined;

export function loadOpenAI(): Promise<OpenAI> {
  loading ??= import("openai").then((module) => (loaded = module.default));
  return loading;
}

/** The SDK's class when a call has loaded it (its error classes tell a timeout from an HTTP error). */
export function loadedOpenAI(): OpenAI | undefined {
  return loaded;
}
