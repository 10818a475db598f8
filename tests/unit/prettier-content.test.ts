/**
 * `npm run lint` runs Prettier over the repository: an owner's content folder inside it (any
 * name) and the sample in content/ must never fail it, while the code stays checked.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import * as prettier from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { CONTENT_FILE_NAMES } from "../../app/content/validate.server";

const ROOT = path.resolve(__dirname, "../..");
const PRETTIER = path.join(ROOT, "node_modules", "prettier", "bin", "prettier.cjs");
const UNFORMATTED = "name:   'Ada'   # spaces Prettier would remove\nlist: [a,    b]\n";

const owner = fs.mkdtempSync(path.join(ROOT, "owner-content-"));
afterAll(() => fs.rmSync(owner, { recursive: true, force: true }));

describe("Prettier and content folders", () => {
  it("skips every content file of a folder inside the repository, and the sample's", async () => {
    expect(await prettier.check(UNFORMATTED, { parser: "yaml" })).toBe(false);
    const files = CONTENT_FILE_NAMES.map((name) => path.join(owner, `${name}.yaml`));
    for (const file of files) fs.writeFileSync(file, UNFORMATTED);
    const sample = CONTENT_FILE_NAMES.map((name) => path.join("content", `${name}.yaml`));
    // Rejects (exit 1) if any listed file is checked and found unformatted.
    await expect(promisify(execFile)(process.execPath, [PRETTIER, "--check", ...files, ...sample], { cwd: ROOT })).resolves.toBeDefined();
  });

  it("still checks the code, including app/content/", async () => {
    for (const file of ["app/content/store.server.ts", "server.ts", "app/i18n/locales/en/common.json"]) {
      const info = await prettier.getFileInfo(path.join(ROOT, file), {
        ignorePath: [path.join(ROOT, ".gitignore"), path.join(ROOT, ".prettierignore")],
      });
      expect({ file, ignored: info.ignored }).toEqual({ file, ignored: false });
    }
  });
});
