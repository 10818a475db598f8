/**
 * The import boundaries in eslint.config.js fail the lint on a real offending
 * import (and let the allowed ones through), checked through ESLint's API.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("layer boundaries", () => {
  it("server/ imports no UI, no React and no private adapter files", async () => {
    expect(await restricted("server/x.ts", 'import { a } from "../app/sections/hero/device";\nexport default a;\n')).toHaveLength(1);
    expect(await restricted("server.ts", 'import { a } from "./app/terminal/ui/x";\nexport default a;\n')).toHaveLength(1);
    expect(await restricted("server/x.ts", 'import { useState } from "react";\nexport default useState;\n')).toHaveLength(1);
    expect(await restricted("server/x.ts", 'import { a } from "@remix-run/express/dist/server.js";\nexport default a;\n')).toHaveLength(1);
    expect(
      await restricted(
        "server/x.ts",
        'import { a } from "../app/utils/device";\nimport { b } from "./emulators";\nexport default [a, b];\n',
      ),
    ).toEqual([]);
  });

  it("services import no sections or UI", async () => {
    expect(
      await restricted("app/services/x.server.ts", 'import { a } from "~/sections/projects/posts";\nexport default a;\n'),
    ).toHaveLength(1);
    expect(await restricted("app/services/x.server.ts", 'import { a } from "../components/Button";\nexport default a;\n')).toHaveLength(1);
    expect(await restricted("app/services/x.server.ts", 'import { a } from "~/utils/post-card";\nexport default a;\n')).toEqual([]);
  });

  it("utilities depend on no service", async () => {
    expect(await restricted("app/utils/x.ts", 'import { a } from "../services/log.server";\nexport default a;\n')).toHaveLength(1);
    expect(await restricted("app/utils/x.ts", 'import { a } from "~/services/log.server";\nexport default a;\n')).toHaveLength(1);
    expect(await restricted("app/utils/x.ts", 'import { a } from "./cookies";\nexport default a;\n')).toEqual([]);
  });
});
