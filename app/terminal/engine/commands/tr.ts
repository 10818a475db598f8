import type { Command } from "../command";
import { LimitExceeded, TR_SET_MAX_CHARS } from "../limits";
import { parseOptions } from "../tools/text-io";

const CLASSES: Record<string, string> = {
  lower: "abcdefghijklmnopqrstuvwxyz",
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  digit: "0123456789",
  space: " \t\n\r\f\v",
  blank: " \t",
  punct: "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
};
CLASSES.alpha = CLASSES.lower + CLASSES.upper;
CLASSES.alnum = CLASSES.alpha + CLASSES.digit;

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\" };

/**
 * A tr set as its characters: ranges `a-z`, classes `[:upper:]`, escapes `\n`; undefined when a range is backwards.
 * Past TR_SET_MAX_CHARS it throws (limits.ts): a few ranges over all of Unicode would be millions of entries.
 */
export function expandSet(set: string): string[] | undefined {
  const out: string[] = [];
  const chars: string[] = [];
  for (let i = 0; i < set.length; i++) {
    const cls = /^\[:(\w+):\]/.exec(set.slice(i));
    if (cls && CLASSES[cls[1]]) {
      chars.push(`\u0000class:${cls[1]}`);
      i += cls[0].length - 1;
    } else if (set[i] === "\\" && i + 1 < set.length) {
      chars.push(ESCAPES[set[i + 1]] ?? set[i + 1]);
      i++;
    } else chars.push(set[i]);
  }
  const room = (size: number) => {
    if (out.length + size > TR_SET_MAX_CHARS) throw new LimitExceeded("limitTrSet", { limit: TR_SET_MAX_CHARS });
  };
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c.startsWith("\u0000class:")) {
      room(CLASSES[c.slice(7)].length);
      out.push(...CLASSES[c.slice(7)]);
    } else if (chars[i + 1] === "-" && i + 2 < chars.length) {
      const from = c.codePointAt(0) ?? 0;
      const to = chars[i + 2].codePointAt(0) ?? 0;
      if (to < from) return undefined;
      room(to - from + 1);
      for (let code = from; code <= to; code++) out.push(String.fromCodePoint(code));
      i += 2;
    } else out.push(c);
  }
  return out;
}

/** A character class matching exactly these characters (escaped for the `u` flag). */
function charClass(chars: readonly string[], flags = "u"): RegExp {
  return new RegExp(`[${chars.map((c) => c.replace(/[\\\][^-]/g, "\\$&")).join("")}]`, flags);
}

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/** Each character of `text` through `map`: by code unit through a table when every key is one, else by a regular expression. */
function translate(text: string, map: ReadonlyMap<string, string>): string {
  const pairs = [...map];
  if (!pairs.every(([from, to]) => from.length === 1 && !isSurrogate(from.charCodeAt(0)) && to.length === 1)) {
    return text.replace(charClass([...map.keys()], "gu"), (c) => map.get(c) ?? c);
  }
  const table = new Uint16Array(0x10000).map((_, unit) => unit);
  for (const [from, to] of pairs) table[from.charCodeAt(0)] = to.charCodeAt(0);
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = table[text.charCodeAt(i)];
  let out = "";
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

export const tr: Command = {
  name: "tr",
  unix: true,
  help: {
    en: { usage: "tr [-d -s] <set1> [set2]", summary: "Translate or delete characters of standard input" },
    fr: { usage: "tr [-d -s] <ens1> [ens2]", summary: "Remplacer ou supprimer des caractères de l'entrée standard" },
  },
  man: {
    en: {
      description:
        "Copies standard input to standard output, replacing the characters of SET1 by those of SET2 (the last one repeats). Sets take ranges (a-z), classes ([:upper:]) and escapes (\\n).",
      options: [
        ["-d", "delete the characters of SET1"],
        ["-s", "squeeze repeats of the characters of the last set into one"],
      ],
      examples: ["echo hello | tr a-z A-Z", "cat notes.txt | tr -d aeiou"],
    },
    fr: {
      description:
        "Copie l'entrée standard vers la sortie standard en remplaçant les caractères d'ENS1 par ceux d'ENS2 (le dernier se répète). Les ensembles acceptent des plages (a-z), des classes ([:upper:]) et des échappements (\\n).",
      options: [
        ["-d", "supprimer les caractères d'ENS1"],
        ["-s", "réduire les répétitions des caractères du dernier ensemble à un seul"],
      ],
      examples: ["echo bonjour | tr a-z A-Z", "cat notes.txt | tr -d aeiou"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "ds");
    if (!options) return 1;
    const del = options.flags.has("d");
    const squeeze = options.flags.has("s");
    const [a, b, extra] = options.operands;
    const needed = del || (squeeze && b === undefined) ? 1 : 2;
    if (a === undefined || (needed === 2 && b === undefined)) {
      ctx.print("error", a === undefined ? ctx.t("missingOperand", { cmd: "tr" }) : ctx.t("trMissingSet2", { set: a }));
      return 1;
    }
    const surplus = needed === 1 && !squeeze ? b : extra;
    if (surplus !== undefined) {
      ctx.print("error", ctx.t("extraOperand", { cmd: "tr", arg: surplus }));
      return 1;
    }
    const set1 = expandSet(a);
    const set2 = b === undefined ? [] : expandSet(b);
    if (!set1 || !set2) {
      ctx.print("error", ctx.t("trBadRange"));
      return 1;
    }
    if (ctx.stdin === undefined) {
      ctx.print("error", ctx.t("noInput", { cmd: "tr" }));
      return 1;
    }
    const map = new Map<string, string>();
    if (!del && set2.length > 0) set1.forEach((c, i) => map.set(c, set2[Math.min(i, set2.length - 1)]));
    const squeezed = squeeze ? (b !== undefined ? set2 : set1) : [];
    // Regular expressions scan the text natively: a character loop in JavaScript took ~200 ms a megabyte.
    let out = ctx.stdin;
    if (del) out = out.replace(charClass(set1, "gu"), "");
    else if (map.size > 0) out = translate(out, map);
    if (squeezed.length > 0) out = out.replace(new RegExp(`(${charClass(squeezed).source})\\1+`, "gu"), "$1");
    const lines = out.endsWith("\n") ? out.slice(0, -1).split("\n") : out.split("\n");
    for (const line of lines) ctx.print("system", line);
    return 0;
  },
};
