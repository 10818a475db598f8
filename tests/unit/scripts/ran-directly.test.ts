/** A script started through a symlinked folder still runs (scripts/ran-directly.ts: backup and inbox use it). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";
import { ranDirectly } from "../../../scripts/ran-directly";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ran-directly-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the module Node was started with, by its own path or through a symlinked folder; not another one", () => {
  fs.mkdirSync(path.join(dir, "releases", "v1"), { recursive: true });
  const script = path.join(dir, "releases", "v1", "inbox.js");
  fs.writeFileSync(script, "");
  fs.symlinkSync(path.join(dir, "releases", "v1"), path.join(dir, "current"));
  // Node resolves symlinks in import.meta.url.
  const moduleUrl = pathToFileURL(fs.realpathSync(script)).href;
  expect(ranDirectly(moduleUrl, script)).toBe(true);
  expect(ranDirectly(moduleUrl, path.join(dir, "current", "inbox.js"))).toBe(true);
  expect(ranDirectly(moduleUrl, path.join(dir, "current", "other.js"))).toBe(false);
  expect(ranDirectly(moduleUrl, undefined)).toBe(false);
});
