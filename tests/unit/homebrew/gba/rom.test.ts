import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const rom = new Uint8Array(fs.readFileSync(path.resolve(__dirname, "../../../../homebrew/gba/demo.gba")));

describe("homebrew GBA demo ROM header", () => {
  it("starts with an ARM branch (byte 3 = 0xEA)", () => {
    expect(rom[3]).toBe(0xea);
  });

  it("has the fixed value 0x96 at 0xB2", () => {
    expect(rom[0xb2]).toBe(0x96);
  });

  it("has a valid header checksum at 0xBD", () => {
    let sum = 0;
    for (let i = 0xa0; i <= 0xbc; i++) sum += rom[i];
    expect(rom[0xbd]).toBe(-(sum + 0x19) & 0xff);
    expect(rom[0xbd]).not.toBe(0);
  });

  it("carries its title and is larger than its header", () => {
    expect(String.fromCharCode(...rom.slice(0xa0, 0xac))).toBe("GBA DEMO    ");
    expect(rom.length).toBeGreaterThan(0xc0);
  });

  it("declares battery-backed SRAM (the ID string emulators look for), so its saves persist", () => {
    expect(Buffer.from(rom).includes(Buffer.from("SRAM_V"))).toBe(true);
  });
});
