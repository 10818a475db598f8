/* global process, console */
// Sets the GBA header checksum (0xBD) of a ROM in place and checks the fixed bytes.
import fs from "node:fs";

const file = process.argv[2];
const rom = fs.readFileSync(file);
if (rom[3] !== 0xea) throw new Error("byte 3 must be 0xEA (ARM branch)");
rom[0xb2] = 0x96;
let sum = 0;
for (let i = 0xa0; i <= 0xbc; i++) sum += rom[i];
rom[0xbd] = -(sum + 0x19) & 0xff;
fs.writeFileSync(file, rom);
console.log(`[gba] ${file}: ${rom.length} bytes, checksum 0x${rom[0xbd].toString(16)}`);
