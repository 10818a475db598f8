/**
 * The instances the server creates once and the Remix build must use too.
 * The server bundle and the Remix build each carry their own copy of app/ and
 * db/ modules; after every import of the build, server/app.ts calls the build's
 * `bindPlatform` (exported by app/entry.server.tsx) with its own instances, and
 * this sets them in the build's copies. One owner, nothing on globalThis.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { adoptDatabase, type AppDatabase } from "../../db/client";
import { adoptContent, type ContentSource } from "../content/store.server";
import { adoptLogger, type Logger } from "./log.server";
import { adoptRequestContext, type RequestContext } from "./request-context.server";

export interface SharedInstances {
  /** The database handle the server opened (setDatabase). */
  db: AppDatabase;
  /** The server's pino logger (level, format and secrets from its env). */
  logger: Logger;
  /** The storage the server enters once per request (server/observability.ts). */
  requestContext: AsyncLocalStorage<RequestContext>;
  /** The owner's content the server loaded (and reloads while developing). */
  content: ContentSource;
}

export function bindPlatform(shared: SharedInstances): void {
  adoptDatabase(shared.db);
  adoptLogger(shared.logger);
  adoptRequestContext(shared.requestContext);
  adoptContent(shared.content);
}
