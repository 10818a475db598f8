/**
 * The request being handled, for code deep inside (services, the logger)
 * without passing it around: an AsyncLocalStorage entered once per request
 * by the server (server/observability.ts). The storage lives on globalThis
 * because this module exists twice in one process (the server bundle and the
 * Remix build): both copies must read the same store.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export interface RequestContext {
  /** Carried by every log line written while handling the request, and echoed in X-Request-Id. */
  reqId: string;
}

const KEY = Symbol.for("terminal-portfolio.request-context");
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };
const holder = globalThis as Holder;
const storage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

/** An incoming id is kept only if it is short and plain (it ends up in every log line). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's (or a proxy's) X-Request-Id when it is safe to reuse, else a fresh random one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
