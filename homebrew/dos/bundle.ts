/**
 * The homebrew DOS demo's js-dos bundle, built in memory (pure: no file system).
 * A js-dos 8 bundle is a zip holding `.jsdos/dosbox.conf`, `.jsdos/jsdos.json`
 * ({"version":"8"}) and the program; DOSBox mounts the zip's root as C: and the
 * autoexec runs the program. Every entry gets the same fixed timestamp and the
 * entries are always in the same order, so a rebuild gives identical bytes.
 */
import { zipSync, strToU8 } from "fflate";

/** The program's file name inside the bundle (8.3, as DOS wants it). */
export const PROGRAM_NAME = "DEMO.COM";

export const JSDOS_JSON = `${JSON.stringify({ version: "8" })}\n`;

/** DOSBox settings: a plain VGA machine, no mouse lock, the demo started at boot. */
export const DOSBOX_CONF = [
  "[sdl]",
  "autolock=false",
  "",
  "[dosbox]",
  "machine=svga_s3",
  "memsize=4",
  "",
  "[cpu]",
  "core=auto",
  "cputype=auto",
  "cycles=auto",
  "",
  "[mixer]",
  "nosound=true",
  "",
  "[speaker]",
  "pcspeaker=false",
  "",
  "[autoexec]",
  "echo off",
  "mount c .",
  "c:",
  PROGRAM_NAME,
  "",
].join("\r\n");

/**
 * The fixed timestamp of every entry. Zip times are DOS local times and fflate
 * reads the local fields of the Date, so the Date is built from local fields:
 * the bytes are the same in every time zone.
 */
export function fixedZipTime(): Date {
  return new Date(1994, 0, 1, 12, 0, 0);
}

/** The .jsdos bytes for a given program (DEMO.COM's bytes). */
export function buildDemoBundle(program: Uint8Array): Uint8Array {
  const mtime = fixedZipTime();
  return zipSync(
    {
      ".jsdos/dosbox.conf": [strToU8(DOSBOX_CONF), { mtime }],
      ".jsdos/jsdos.json": [strToU8(JSDOS_JSON), { mtime }],
      [PROGRAM_NAME]: [program, { mtime }],
    },
    { level: 9 },
  );
}
