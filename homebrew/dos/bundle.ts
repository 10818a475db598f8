/**
 * The homebrew DOS bundles, built in memory (pure: no file system).
 * A js-dos 8 bundle is a zip holding `.jsdos/dosbox.conf`, `.jsdos/jsdos.json`
 * ({"version":"8"}) and the files of C:, here in their own folder (DRIVE_DIR), which
 * the autoexec mounts as C: before it runs what it names. Mounting the zip's root
 * instead showed js-dos's own folder to the visitor: DIR listed it as JSDOS~1. Every entry gets the same fixed timestamp and
 * the entries are always in the same order, so a rebuild gives identical bytes.
 *
 * Three bundles: demo.jsdos (runs DEMO.COM), worm.jsdos (runs WORM.COM) and
 * shell.jsdos (the DOS prompt: C: holds both programs and README.TXT, the
 * autoexec greets the visitor and leaves them at C:\>).
 */
import { zipSync, strToU8 } from "fflate";

/** The programs' file names inside the bundles (8.3, as DOS wants them). */
export const PROGRAM_NAME = "DEMO.COM";
export const GAME_NAME = "WORM.COM";
export const README_NAME = "README.TXT";

export const JSDOS_JSON = `${JSON.stringify({ version: "8" })}\n`;

/** The bundle's folder that is C: (js-dos's `.jsdos` folder stays outside it, out of the visitor's DIR). */
export const DRIVE_DIR = "drive";

/**
 * DOSBox settings: a plain VGA machine, no mouse lock, then the autoexec lines.
 * `sound` turns the mixer and the PC speaker on (the game beeps; the demo is silent).
 */
export function dosboxConf(autoexec: readonly string[], sound = false): string {
  return [
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
    `nosound=${sound ? "false" : "true"}`,
    "",
    "[speaker]",
    `pcspeaker=${sound ? "true" : "false"}`,
    "",
    "[autoexec]",
    ...autoexec,
    "",
  ].join("\r\n");
}

/** The mount every bundle starts with: DRIVE_DIR is C:. */
export const MOUNT = ["echo off", `mount c ${DRIVE_DIR}`, "c:"];

/** The demo's settings: the demo starts at boot. */
export const DOSBOX_CONF = dosboxConf([...MOUNT, PROGRAM_NAME]);

/** The game alone: it starts at boot. */
export const GAME_CONF = dosboxConf([...MOUNT, GAME_NAME], true);

/** The prompt: a clean screen, three lines of welcome, then C:\> with the echo back on. */
export const SHELL_WELCOME = [
  "Welcome to DOS. Type DIR to list the files, TYPE README.TXT for help,",
  "WORM to play a game. Esc twice at the prompt closes the player.",
];
export const SHELL_CONF = dosboxConf([...MOUNT, "cls", ...SHELL_WELCOME.map((line) => `echo ${line}`), "echo.", "echo on"], true);

/**
 * The fixed timestamp of every entry. Zip times are DOS local times and fflate
 * reads the local fields of the Date, so the Date is built from local fields:
 * the bytes are the same in every time zone.
 */
export function fixedZipTime(): Date {
  return new Date(1994, 0, 1, 12, 0, 0);
}

/** A text file as DOS reads it (CRLF line ends, whatever the checkout uses). */
export function dosText(text: string): Uint8Array {
  return strToU8(text.replace(/\r\n/g, "\n").replace(/\n/g, "\r\n"));
}

function zipBundle(conf: string, files: ReadonlyArray<[string, Uint8Array]>): Uint8Array {
  const mtime = fixedZipTime();
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {
    ".jsdos/dosbox.conf": [strToU8(conf), { mtime }],
    ".jsdos/jsdos.json": [strToU8(JSDOS_JSON), { mtime }],
  };
  for (const [name, bytes] of files) entries[`${DRIVE_DIR}/${name}`] = [bytes, { mtime }];
  return zipSync(entries, { level: 9 });
}

/** The .jsdos bytes for a given program (DEMO.COM's bytes). */
export function buildDemoBundle(program: Uint8Array): Uint8Array {
  return zipBundle(DOSBOX_CONF, [[PROGRAM_NAME, program]]);
}

/** The game on its own (`dos worm`). */
export function buildGameBundle(game: Uint8Array): Uint8Array {
  return zipBundle(GAME_CONF, [[GAME_NAME, game]]);
}

/** The DOS prompt (`dos shell`): C: holds the demo, the game and README.TXT (text as in the repo). */
export function buildShellBundle(files: { demo: Uint8Array; game: Uint8Array; readme: string }): Uint8Array {
  return zipBundle(SHELL_CONF, [
    [PROGRAM_NAME, files.demo],
    [GAME_NAME, files.game],
    [README_NAME, dosText(files.readme)],
  ]);
}
