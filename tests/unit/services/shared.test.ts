/**
 * The hand-over of the server's shared instances to the Remix build's copies
 * of app/ and db/ (bindPlatform), and no state left on globalThis.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import * as entry from "../../../app/entry.server";
import { createLogger, report } from "../../../app/services/log.server";
import { currentRequest, requestContextStorage, type RequestContext } from "../../../app/services/request-context.server";
import { bindPlatform } from "../../../app/services/shared.server";
import { getContent, staticContentSource } from "../../../app/content/store.server";
import { testContent } from "../../helpers/content";
import { closeDatabase, getDb, openDatabase } from "../../../db/client";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-bind-"));
const original = requestContextStorage();

afterAll(() => {
  bindPlatform({
    db: getDb(),
    logger: createLogger({ level: "silent" }),
    requestContext: original,
    content: staticContentSource(testContent()),
  });
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("bindPlatform", () => {
  it("is what the Remix build's entry exports (server/app.ts calls build.entry.module.bindPlatform)", () => {
    expect(entry.bindPlatform).toBe(bindPlatform);
  });

  it("makes this copy use the given database handle, logger, request-context storage and content", () => {
    const db = openDatabase(path.join(dir, "bound.sqlite"));
    const lines: string[] = [];
    const capture = { write: (line: string) => void lines.push(line) };
    const logger = createLogger({ streams: { out: capture, warn: capture, error: capture } });
    const storage = new AsyncLocalStorage<RequestContext>();

    const content = structuredClone(testContent());
    bindPlatform({ db, logger, requestContext: storage, content: staticContentSource(content) });

    expect(getDb()).toBe(db);
    expect(getContent()).toBe(content);
    storage.run({ reqId: "bound-1" }, () => {
      expect(currentRequest()?.reqId).toBe("bound-1");
      report("info", "through the bound logger");
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", msg: "through the bound logger", reqId: "bound-1" });
  });
});

describe("no shared state on globalThis", () => {
  const sources = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .map((f) => path.join(dir, f));

  it("has no Symbol.for key and no globalThis property in app/, server/, db/ or scripts/", () => {
    const offenders = ["app", "server", "db", "scripts"]
      .flatMap(sources)
      .concat("server.ts")
      .filter((file) => /Symbol\.for\(|globalThis(\s+as\b|\)?\s*\[|\.\w+\s*=)/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
