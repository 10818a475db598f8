/**
 * Builds homebrew/dos/demo.jsdos (committed) from the committed DEMO.COM.
 *
 *   node --import tsx homebrew/dos/build.ts          # zip only (needs nothing but fflate)
 *   node --import tsx homebrew/dos/build.ts --asm    # first reassemble DEMO.COM with nasm
 *
 * The zip is deterministic (see bundle.ts): tests/unit/homebrew/dos/bundle.test.ts
 * rebuilds it and compares it with the committed file.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDemoBundle, PROGRAM_NAME } from "./bundle";

const here = path.dirname(fileURLToPath(import.meta.url));
const programPath = path.join(here, PROGRAM_NAME);
const bundlePath = path.join(here, "demo.jsdos");

if (process.argv.includes("--asm")) {
  execFileSync("nasm", ["-f", "bin", "-o", programPath, path.join(here, "demo.asm")], { stdio: "inherit" });
  console.log(`[dos] assembled ${PROGRAM_NAME} (${fs.statSync(programPath).size} bytes)`);
}

const bundle = buildDemoBundle(new Uint8Array(fs.readFileSync(programPath)));
fs.writeFileSync(bundlePath, bundle);
console.log(`[dos] wrote demo.jsdos (${bundle.length} bytes)`);
