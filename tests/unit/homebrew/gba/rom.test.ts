import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const DIR = path.resolve(__dirname, "../../../../homebrew/gba");
const read = (file: string) => new Uint8Array(fs.readFileSync(path.join(DIR, file)));
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function headerChecksum(rom: Uint8Array): number {
  let sum = 0;
  for (let i = 0xa0; i <= 0xbc; i++) sum += rom[i];
  return -(sum + 0x19) & 0xff;
}

describe("homebrew GBA demo ROM header", () => {
  const rom = read("demo.gba");

  it("starts with an ARM branch (byte 3 = 0xEA)", () => {
    expect(rom[3]).toBe(0xea);
  });

  it("has the fixed value 0x96 at 0xB2", () => {
    expect(rom[0xb2]).toBe(0x96);
  });

  it("has a valid header checksum at 0xBD", () => {
    expect(rom[0xbd]).toBe(headerChecksum(rom));
    expect(rom[0xbd]).not.toBe(0);
  });

  it("carries its title and is larger than its header", () => {
    expect(ascii(rom.slice(0xa0, 0xac))).toBe("GBA DEMO    ");
    expect(rom.length).toBeGreaterThan(0xc0);
  });

  it("declares battery-backed SRAM (the ID string emulators look for), so its saves persist", () => {
    expect(Buffer.from(rom).includes(Buffer.from("SRAM_V"))).toBe(true);
  });
});

describe("Starfall ROM header", () => {
  const rom = read("starfall.gba");

  it("starts with an ARM branch to its code past the header", () => {
    expect(rom[3]).toBe(0xea);
    // ARM B: target = 8 + 4 * signed 24-bit offset; the code starts right after the 0xC0-byte header.
    const offset = rom[0] | (rom[1] << 8) | (rom[2] << 16);
    expect(8 + 4 * offset).toBe(0xc0);
  });

  it("is titled STARFALL (zero-padded) with its own game code, and has the fixed byte and a valid checksum", () => {
    expect(ascii(rom.slice(0xa0, 0xac))).toBe("STARFALL\0\0\0\0");
    expect(ascii(rom.slice(0xac, 0xb0))).toBe("HSFE");
    expect(rom[0xb2]).toBe(0x96);
    expect(rom[0xbd]).toBe(headerChecksum(rom));
  });

  it("names its save type (SRAM_V) so emulators give it battery-backed SRAM", () => {
    expect(Buffer.from(rom).includes("SRAM_V")).toBe(true);
    expect(Buffer.from(rom).includes("EEPROM_V")).toBe(false);
    expect(Buffer.from(rom).includes("FLASH")).toBe(false);
  });

  it("is a real program, far larger than the demo, and small enough to download at once", () => {
    expect(rom.length).toBeGreaterThan(read("demo.gba").length * 4);
    expect(rom.length).toBeLessThan(64 * 1024);
  });
});

const hasToolchain = spawnSync("arm-none-eabi-gcc", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasToolchain)
  console.log(
    "[homebrew/gba] rebuild check skipped: arm-none-eabi-gcc is not on PATH (Debian: gcc-arm-none-eabi, libnewlib-arm-none-eabi)",
  );

describe("the homebrew GBA build", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "gba-build-"));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it.skipIf(!hasToolchain)(
    "rebuilds both ROMs byte for byte from the sources (build.sh into a temp dir)",
    () => {
      execFileSync("sh", [path.join(DIR, "build.sh"), out], { stdio: "pipe" });
      for (const file of ["demo.gba", "starfall.gba"]) {
        const rebuilt = fs.readFileSync(path.join(out, file));
        expect(rebuilt.equals(Buffer.from(read(file))), file).toBe(true);
      }
    },
    60_000,
  );
});
