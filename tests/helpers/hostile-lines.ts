/**
 * The classes of hostile lines a visitor can type into the terminal (issue 34's probe): each grew a string,
 * a list or a loop until the server's one thread froze for seconds or the process died. The integration
 * test replays them on the no-JS path and the bench (bench/hostile.ts) times them under attack.
 */
export interface HostileLine {
  name: string;
  /** Lines posted first, in the same session (folders to glob, a file to cat, a history to expand). */
  setup: string[];
  line: string;
}

const repeat = (text: string, times: number, separator = " ") => Array.from({ length: times }, () => text).join(separator);

export const HOSTILE_LINES: HostileLine[] = [
  {
    // 336 bytes: 16 characters doubled eight times over, ×8 each time, past V8's string limit (it killed the process).
    name: "growth by doubling",
    setup: [],
    line: `export A=xxxxxxxxxxxxxxxx; ${repeat("export A=$A$A$A$A$A$A$A$A", 12, "; ")}`,
  },
  {
    name: "glob ladder",
    setup: ["mkdir a b c d e f g h i j"],
    line: "echo */../*/../*/../*/../*/../*/../*/..",
  },
  {
    name: "history storm",
    setup: ["echo xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    line: `echo ${repeat("!!", 600)}`,
  },
  {
    // Variables and aliases live for one line in the no-JS terminal (the session keeps the files): set in the line.
    name: "growing variable",
    setup: [],
    line: `export B=${"y".repeat(64)}; ${repeat("export B=$B$B", 40, "; ")}`,
  },
  {
    name: "wide pipeline",
    setup: ["export C=zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz; echo $C$C$C$C$C$C$C$C > w.txt"],
    line: `cat w.txt w.txt w.txt w.txt | ${repeat("sort | uniq -c | sort -r | cat", 40, " | ")}`,
  },
  {
    // The whole of Unicode as a tr range, literal characters in the line.
    name: "huge range",
    setup: [],
    line: `echo hello | tr '\u0001-\u{10FFFD}' '\u0001-\u{10FFFD}' | tr '\u0021-\u{10FFF0}' x`,
  },
  {
    name: "cat of a file 900 times",
    setup: [`export D=${"d".repeat(500)}; echo $D$D$D$D$D$D$D$D$D$D$D$D$D$D$D$D > f`],
    line: `cat ${repeat("f", 900)}`,
  },
  {
    name: "alias growth",
    setup: [],
    line: `alias g='echo ${"g".repeat(200)}'; ${repeat("g | g | g | g | g", 60, "; ")}`,
  },
];
