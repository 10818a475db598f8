/**
 * Builds the committed bundles from the committed programs:
 * demo.jsdos (DEMO.COM), worm.jsdos (WORM.COM) and shell.jsdos (the DOS prompt).
 *
 *   node --import tsx homebrew/dos/build.ts          # zips only (needs nothing but fflate)
 *   node --import tsx homebrew/dos/build.ts --asm    # first reassemble DEMO.COM and WORM.COM with nasm
 *
 * The zips are deterministic (see bundle.ts): tests/unit/homebrew/dos/bundle.test.ts
 * rebuilds them and compares them with the committed files.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDemoBundle, buildGameBundle, buildShellBundle, GAME_NAME, PROGRAM_NAME, README_NAME } from "./bundle";
import { SOURCES } from "./sources";

const here = path.dirname(fileURLToPath(import.meta.url));
const at = (name: string) => path.join(here, name);

if (process.argv.includes("--asm")) {
  for (const [program, source] of SOURCES) {
    execFileSync("nasm", ["-f", "bin", "-o", at(program), at(source)], { stdio: "inherit" });
    console.log(`[dos] assembled ${program} (${fs.statSync(at(program)).size} bytes)`);
  }
}

const demo = new Uint8Array(fs.readFileSync(at(PROGRAM_NAME)));
const game = new Uint8Array(fs.readFileSync(at(GAME_NAME)));
const readme = fs.readFileSync(at(README_NAME), "utf8");

for (const [name, bytes] of [
  ["demo.jsdos", buildDemoBundle(demo)],
  ["worm.jsdos", buildGameBundle(game)],
  ["shell.jsdos", buildShellBundle({ demo, game, readme })],
] as const) {
  fs.writeFileSync(at(name), bytes);
  console.log(`[dos] wrote ${name} (${bytes.length} bytes)`);
}
