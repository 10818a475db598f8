import type { Command, CommandContext } from "../command";
import { parseOptions, readFile } from "../tools/text-io";

/**
 * Edit distances past this are not searched for: the middle of the two files is then printed as one
 * change (a correct diff, not the shortest), as GNU diff gives up on "too expensive" stretches. With the
 * read cap (limits.ts: 1 MiB for both files) this bounds diff's time and memory whatever the input.
 */
export const DIFF_MAX_EDITS = 1_000;
/** Steps along the diagonals (Myers' snakes) before giving up the same way. */
export const DIFF_MAX_STEPS = 2_000_000;

/** One hunk: lines [aStart, aEnd) of the first file become lines [bStart, bEnd) of the second. */
export interface Hunk {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/**
 * The shortest edit script between two line lists (Myers, O((N+M)·D)), common head and tail first set
 * aside; past DIFF_MAX_EDITS or DIFF_MAX_STEPS the middle becomes one hunk.
 */
export function diffHunks(a: readonly string[], b: readonly string[]): Hunk[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n === 0 && m === 0) return [];
  // The middle, compared as strings: hashing every line first costs more than the bounded search itself.
  const x = a.slice(head, head + n);
  const y = b.slice(head, head + m);
  const removed = new Uint8Array(n);
  const added = new Uint8Array(m);
  if (!shortestScript(x, y, removed, added)) {
    removed.fill(1);
    added.fill(1);
  }
  // Runs of removed and added lines between matched ones are the hunks.
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && !removed[i] && !added[j]) {
      i++;
      j++;
      continue;
    }
    const aStart = i;
    const bStart = j;
    while (i < n && removed[i]) i++;
    while (j < m && added[j]) j++;
    hunks.push({ aStart: head + aStart, aEnd: head + i, bStart: head + bStart, bEnd: head + j });
  }
  return hunks;
}

/** Myers' greedy search; marks the lines removed from `a` and added from `b`. False when it gave up. */
function shortestScript(a: readonly string[], b: readonly string[], removed: Uint8Array, added: Uint8Array): boolean {
  const n = a.length;
  const m = b.length;
  const maxD = Math.min(n + m, DIFF_MAX_EDITS);
  const offset = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  /** trace[d]: the furthest x on each diagonal k (index k + d) after step d. */
  const trace: Int32Array[] = [];
  let steps = 0;
  for (let d = 0; d <= maxD; d++) {
    for (let k = -d; k <= d; k += 2) {
      let px = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let py = px - k;
      while (px < n && py < m && a[px] === b[py]) {
        px++;
        py++;
        steps++;
      }
      v[offset + k] = px;
      steps++;
      if (px >= n && py >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        backtrack(trace, n, m, removed, added);
        return true;
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
    if (steps > DIFF_MAX_STEPS) return false;
  }
  return false;
}

function backtrack(trace: Int32Array[], n: number, m: number, removed: Uint8Array, added: Uint8Array): void {
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const previous = trace[d - 1];
    const at = (k: number) => previous[k + d - 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
    }
    if (x === prevX) added[--y] = 1;
    else removed[--x] = 1;
  }
}

/** "3" or "3,5" (1-based, as diff numbers lines); an empty range names the line before it. */
const range = (start: number, end: number) => (end - start <= 1 ? String(end - start === 1 ? start + 1 : start) : `${start + 1},${end}`);

/** A file's lines, and whether its last line lacks its newline ("\ No newline at end of file"). */
function linesWithEnd(text: string): { lines: string[]; open: boolean } {
  if (text === "") return { lines: [], open: false };
  const open = !text.endsWith("\n");
  const lines = (open ? text : text.slice(0, -1)).split("\n");
  return { lines, open };
}

/** One side of the comparison; `-` is standard input. */
function readSide(ctx: CommandContext, name: string): string | undefined {
  if (name === "-") return ctx.stdin ?? "";
  return readFile(ctx, name);
}

export const diff: Command = {
  name: "diff",
  unix: true,
  help: {
    en: { usage: "diff [-q] <file1> <file2>", summary: "Compare two files line by line" },
    fr: { usage: "diff [-q] <fichier1> <fichier2>", summary: "Comparer deux fichiers ligne à ligne" },
  },
  man: {
    en: {
      description:
        "Prints what changes the first file into the second, in diff's normal format: 2c2 (change), 3a4 (add), 5d4 (delete), with < lines of the first file and > lines of the second. Exit status: 0 when the files are the same, 1 when they differ, 2 on trouble. Very different files get a correct but longer answer (the search for the shortest one is bounded).",
      options: [["-q", "only say whether the files differ"]],
      examples: ["diff notes.txt todo.md", "ls | diff - files.txt"],
    },
    fr: {
      description:
        "Affiche ce qui change le premier fichier en le second, au format normal de diff\u00a0: 2c2 (changement), 3a4 (ajout), 5d4 (suppression), avec les lignes < du premier fichier et > du second. Code de retour\u00a0: 0 si les fichiers sont identiques, 1 s'ils diffèrent, 2 en cas de problème. Des fichiers très différents ont une réponse correcte mais plus longue (la recherche de la plus courte est bornée).",
      options: [["-q", "dire seulement si les fichiers diffèrent"]],
      examples: ["diff notes.txt todo.md", "ls | diff - fichiers.txt"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "q");
    if (!options) return 2;
    const [first, second, extra] = options.operands;
    if (second === undefined) {
      ctx.print("error", ctx.t("diffMissingOperand", { arg: first ?? "diff" }));
      return 2;
    }
    if (extra !== undefined) {
      ctx.print("error", ctx.t("extraOperand", { cmd: "diff", arg: extra }));
      return 2;
    }
    const left = readSide(ctx, first);
    const right = readSide(ctx, second);
    if (left === undefined || right === undefined) return 2;
    if (left === right) return 0;
    if (options.flags.has("q")) {
      ctx.print("system", ctx.t("diffDiffer", { a: first, b: second }));
      return 1;
    }
    const a = linesWithEnd(left);
    const b = linesWithEnd(right);
    // A last line without its newline differs from the same text with one, as diff sees it.
    const key = (side: { lines: string[]; open: boolean }) =>
      side.open ? [...side.lines.slice(0, -1), `${side.lines[side.lines.length - 1]}\u0000`] : side.lines;
    const noNewline = ctx.t("diffNoNewline");
    const side = (mark: "<" | ">", from: { lines: string[]; open: boolean }, start: number, end: number) => {
      for (let i = start; i < end; i++) {
        ctx.print("system", `${mark} ${from.lines[i]}`);
        if (from.open && i === from.lines.length - 1) ctx.print("system", noNewline);
      }
    };
    for (const h of diffHunks(key(a), key(b))) {
      const kind = h.aStart === h.aEnd ? "a" : h.bStart === h.bEnd ? "d" : "c";
      ctx.print("system", `${range(h.aStart, h.aEnd)}${kind}${range(h.bStart, h.bEnd)}`);
      side("<", a, h.aStart, h.aEnd);
      if (kind === "c") ctx.print("system", "---");
      side(">", b, h.bStart, h.bEnd);
    }
    return 1;
  },
};
