/**
 * The request being handled, for code deep inside (services, the logger)
 * without passing it around: an AsyncLocalStorage entered once per request
 * by the server (server/observability.ts). This module exists twice in one
 * process (the server bundle and the Remix build): the server's storage is
 * handed to the Remix copy by `bindPlatform` (app/services/shared.server.ts),
 * so both read the same store.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export interface RequestContext {
  /** Carried by every log line written while handling the request, and echoed in X-Request-Id. */
  reqId: string;
}

let storage = new AsyncLocalStorage<RequestContext>();

/** This copy's storage (the server hands its own to the Remix build's copy). */
export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  return storage;
}

/** Makes this copy read and enter `shared` (the server's storage). */
export function adoptRequestContext(shared: AsyncLocalStorage<RequestContext>): void {
  storage = shared;
}

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
