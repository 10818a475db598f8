import fs from "node:fs";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { buildDemoBundle, DOSBOX_CONF, PROGRAM_NAME } from "../../../../homebrew/dos/bundle";

const dir = path.resolve(__dirname, "../../../../homebrew/dos");
const committed = new Uint8Array(fs.readFileSync(path.join(dir, "demo.jsdos")));
const program = new Uint8Array(fs.readFileSync(path.join(dir, PROGRAM_NAME)));

describe("homebrew DOS demo bundle", () => {
  const files = unzipSync(committed);

  it("holds the js-dos 8 config, the DOSBox config and the program", () => {
    expect(Object.keys(files).sort()).toEqual([".jsdos/dosbox.conf", ".jsdos/jsdos.json", PROGRAM_NAME].sort());
    expect(JSON.parse(strFromU8(files[".jsdos/jsdos.json"]))).toEqual({ version: "8" });
    expect(files[PROGRAM_NAME]).toEqual(program);
  });

  it("runs the program from the autoexec, on the mounted bundle", () => {
    const conf = strFromU8(files[".jsdos/dosbox.conf"]);
    expect(conf).toBe(DOSBOX_CONF);
    const autoexec = conf
      .split("[autoexec]")[1]
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    expect(autoexec).toEqual(["echo off", "mount c .", "c:", PROGRAM_NAME]);
  });

  it("is a small real-mode .COM program (under 64 KiB, starts with code, ends DOS-style)", () => {
    expect(program.length).toBeGreaterThan(100);
    expect(program.length).toBeLessThan(65_280);
    // mov ax, 0003h; int 10h: the demo starts by setting 80x25 colour text mode.
    expect([...program.slice(0, 5)]).toEqual([0xb8, 0x03, 0x00, 0xcd, 0x10]);
    const text = strFromU8(program, true);
    expect(text).toContain("Press any key to change the colour bar. Press Q to quit.");
  });

  it("rebuilds byte for byte (fixed timestamps, fixed order) and equals the committed file", () => {
    const rebuilt = buildDemoBundle(program);
    expect(rebuilt).toEqual(buildDemoBundle(program));
    expect(Buffer.from(rebuilt).equals(Buffer.from(committed))).toBe(true);
  });
});
