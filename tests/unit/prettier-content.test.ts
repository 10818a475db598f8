/**
 * `npm run lint` runs `prettier --check .`: an owner's content folder inside the repository (any
 * name) and the sample in content/ must never fail it, while the code stays checked. It runs on a
 * small copy of the repository's layout with the real ignore files, not on the repository itself.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { CONTENT_FILE_NAMES } from "../../app/content/validate.server";

const ROOT = path.resolve(__dirname, "../..");
const PRETTIER = path.join(ROOT, "node_modules", "prettier", "bin", "prettier.cjs");
const UNFORMATTED_YAML = "name:   'Ada'   # spaces Prettier would remove\nlist: [a,    b]\n";

const repo = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-prettier-"));
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));
for (const file of [".prettierignore", ".gitignore", ".prettierrc.json"]) fs.copyFileSync(path.join(ROOT, file), path.join(repo, file));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
}

/** The lint's Prettier step, run in the copy: exit code and the files it complains about. */
function prettierCheck() {
  // CI=true makes Prettier colour its "[warn]" lines: ask for plain text, and strip any colour left.
  const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
  const result = spawnSync(process.execPath, [PRETTIER, "--check", "."], { cwd: repo, encoding: "utf8", env });
  const stderr = stripVTControlCharacters(result.stderr);
  return { status: result.status, flagged: [...stderr.matchAll(/^\[warn\] (\S+)$/gm)].map((m) => m[1]).sort() };
}

describe("the lint's Prettier step and content folders", () => {
  it("passes with unformatted YAML in an owner's folder and in the sample", () => {
    for (const name of CONTENT_FILE_NAMES) {
      write(`my-content/${name}.yaml`, UNFORMATTED_YAML);
      write(`content/${name}.yaml`, UNFORMATTED_YAML);
    }
    write("app/content/store.server.ts", "export const ok = 1;\n");
    expect(prettierCheck()).toEqual({ status: 0, flagged: [] });
  });

  it("still fails on unformatted code, app/content/ included", () => {
    write("app/content/store.server.ts", "export const   notOk =1\n");
    write("deploy/config.yaml", UNFORMATTED_YAML);
    expect(prettierCheck()).toEqual({ status: 1, flagged: ["app/content/store.server.ts", "deploy/config.yaml"] });
  });
});
