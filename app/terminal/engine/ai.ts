/** Free text to the assistant: "Thinking...", the reply streamed or typed out, Escape drops it. */
import { message, type Lang } from "./messages";
import type { LineStore } from "./line-store";
import type { Typewriter } from "./typewriter";
import type { EngineDeps } from "./types";

/** Commands the assistant's returned command may not be: they change the visitor's files, aliases or variables. */
export const WRITING_COMMANDS: ReadonlySet<string> = new Set([
  "touch",
  "mkdir",
  "rm",
  "rmdir",
  "cp",
  "mv",
  "tee",
  "alias",
  "unalias",
  "export",
  "unset",
  "nano",
  "vi",
  "vim",
]);

/** Turns the escape sequences an AI reply may carry (`\n`, `\t`) into real characters. */
export function unescapeReply(reply: string): string {
  return reply.replace(/\\r\\n|\\n/g, "\n").replace(/\\t/g, "\t");
}

export interface AssistantHost {
  deps: EngineDeps;
  store: LineStore;
  typewriter: Typewriter;
  lang(): Lang;
  pushUserLine(raw: string): void;
  /** The Escape handler slot of the running work. */
  cancelHandler: { get(): (() => void) | null; set(handler: (() => void) | null): void };
  /** Runs a command the assistant asked for (already checked to be safe). */
  runReturned(command: string): Promise<void>;
}

export async function askAssistant(host: AssistantHost, raw: string): Promise<void> {
  const { deps, store } = host;
  let loadingId = 0;
  store.batch(() => {
    host.pushUserLine(raw);
    store.setMode("processing");
    loadingId = store.push("ai", message(host.lang(), "thinking"), { isLoading: true });
  });
  // Escape (or Ctrl+C) while "Thinking...": the question is dropped, and so is its late answer.
  let abandoned = false;
  const abandon = () => {
    abandoned = true;
    store.batch(() => {
      store.update(loadingId, { type: "system", text: "^C", isLoading: false });
      store.setMode("normal");
    });
  };
  host.cancelHandler.set(abandon);
  let response: Awaited<ReturnType<EngineDeps["api"]["sendMessage"]>>;
  // The model's reply shows as it is written (a settling line: screen readers get it once, finished).
  let streamed = "";
  const onDelta = (text: string) => {
    if (store.disposed || abandoned) return;
    const first = streamed === "";
    streamed += text;
    store.batch(() => {
      store.update(loadingId, { type: "ai", text: unescapeReply(streamed), isLoading: false, typing: true });
      if (first) store.effect({ type: "scrollToBottom" });
    });
  };
  const release = () => {
    if (host.cancelHandler.get() === abandon) host.cancelHandler.set(null);
  };
  try {
    response = await deps.api.sendMessage(raw, onDelta);
  } catch {
    release();
    if (store.disposed || abandoned) return;
    store.batch(() => {
      store.update(loadingId, { type: "error", text: message(host.lang(), "aiNetwork"), isLoading: false });
      store.setMode("normal");
    });
    return;
  }
  release();
  if (store.disposed || abandoned) return;
  if (!response.ok) {
    store.batch(() => {
      store.update(loadingId, {
        type: "error",
        text: message(host.lang(), "aiError", { message: response.message || "Unknown error" }),
        isLoading: false,
      });
      store.setMode("normal");
    });
    return;
  }
  const reply = unescapeReply(response.reply ?? "");
  // Streamed text is already on screen: the final reply replaces it (the built-in assistant's, when
  // the model failed mid-way); a reply that came whole is typed out.
  if (streamed !== "") store.update(loadingId, { type: "ai", text: reply, isLoading: false, typing: false });
  else await host.typewriter.type(loadingId, reply);
  if (store.disposed) return;
  // Said discreetly when the model failed and the built-in assistant answered instead.
  if (response.fallback) store.push("system", message(host.lang(), "aiFallback"));
  store.setMode("normal");
  const command = response.command?.trim();
  if (command) await host.runReturned(command);
}
