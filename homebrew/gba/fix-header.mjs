/* global process, console */
// Sets the GBA header of a ROM in place: optionally its title (12 bytes, zero-padded) and
// game code (4 bytes), then the fixed byte and the header checksum (0xBD).
// Usage: node fix-header.mjs <rom> [TITLE GAMECODE]
import fs from "node:fs";

const [file, title, code] = process.argv.slice(2);
const rom = fs.readFileSync(file);
if (rom[3] !== 0xea) throw new Error("byte 3 must be 0xEA (ARM branch)");
if (title !== undefined) {
  if (!/^[A-Z0-9 ]{1,12}$/.test(title)) throw new Error("title: 1-12 of A-Z, 0-9, space");
  if (!/^[A-Z0-9]{4}$/.test(code ?? "")) throw new Error("game code: 4 of A-Z, 0-9");
  rom.fill(0, 0xa0, 0xac);
  rom.write(title, 0xa0, "latin1");
  rom.write(code, 0xac, "latin1");
}
rom[0xb2] = 0x96;
let sum = 0;
for (let i = 0xa0; i <= 0xbc; i++) sum += rom[i];
rom[0xbd] = -(sum + 0x19) & 0xff;
fs.writeFileSync(file, rom);
console.log(`[gba] ${file}: ${rom.length} bytes, checksum 0x${rom[0xbd].toString(16)}`);
