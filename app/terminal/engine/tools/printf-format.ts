/**
 * printf's format, as bash's builtin reads it: `%s %b %c %d %i %u %o %x %X %f %F %e %E %g %G %%` with flags
 * (`-+ #0`), a width and a precision (digits or `*`), backslash escapes (escapes.ts); the format is used again
 * while arguments are left, a missing argument is empty (or 0). Pure: errors go through `error`.
 */
import { LimitExceeded, PIPE_MAX_CHARS } from "../limits";
import { unescape } from "./escapes";

export type PrintfError = { key: "printfInvalidNumber"; arg: string } | { key: "printfBadFormat"; char: string };

interface Spec {
  flags: string;
  width?: number;
  precision?: number;
  conversion: string;
}

const SPEC = /^%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?([a-zA-Z%])?/;

/** What one call prints and its status (1 after an invalid number or format). */
export function formatPrintf(format: string, args: readonly string[], error: (e: PrintfError) => void): { text: string; status: number } {
  let out = "";
  let status = 0;
  let next = 0;
  const take = (): string | undefined => (next < args.length ? args[next++] : undefined);
  const grow = (piece: string) => {
    out += piece;
    // What one command may write (limits.ts): `printf '%0999999999d'` or a format used again thousands of times.
    if (out.length > PIPE_MAX_CHARS) throw new LimitExceeded("limitOutput", { cmd: "printf", limit: PIPE_MAX_CHARS });
  };
  const number = (arg: string | undefined): number => {
    if (arg === undefined || arg.trim() === "") return 0;
    const read = readNumber(arg);
    if (!read.ok) {
      error({ key: "printfInvalidNumber", arg });
      status = 1;
    }
    return read.value;
  };
  const size = (value: number) => {
    if (value > PIPE_MAX_CHARS) throw new LimitExceeded("limitOutput", { cmd: "printf", limit: PIPE_MAX_CHARS });
    return value;
  };

  // The format once, then again while arguments are left (and it took one: a format without any prints once).
  for (let pass = 0; ; pass++) {
    const startedAt = next;
    for (let i = 0; i < format.length;) {
      const c = format[i]!;
      if (c === "\\") {
        const end = escapeEnd(format, i);
        const read = unescape(format.slice(i, end), "format");
        grow(read.text);
        if (read.stop) return { text: out, status };
        i = end;
        continue;
      }
      if (c !== "%") {
        grow(c);
        i += 1;
        continue;
      }
      const match = SPEC.exec(format.slice(i))!;
      const [whole, flags = "", width, precision, conversion] = match;
      if (conversion === undefined) {
        error({ key: "printfBadFormat", char: format[i + whole.length] ?? "%" });
        return { text: out, status: 1 };
      }
      i += whole.length;
      if (conversion === "%") {
        grow("%");
        continue;
      }
      const spec: Spec = { flags, conversion };
      if (width !== undefined) {
        const value = width === "*" ? number(take()) : Number(width);
        if (value < 0) spec.flags += "-";
        spec.width = size(Math.abs(value));
      }
      if (precision !== undefined) spec.precision = size(precision === "*" ? Math.max(0, number(take())) : Number(precision || "0"));
      const piece = convert(spec, take, number);
      if (piece === null) {
        error({ key: "printfBadFormat", char: conversion });
        return { text: out, status: 1 };
      }
      if (piece.stop) {
        grow(piece.text);
        return { text: out, status };
      }
      grow(pad(piece.text, spec, piece.numeric));
    }
    if (next >= args.length || next === startedAt) break;
  }
  return { text: out, status };
}

/** Where the escape starting at `i` ends (the longest escape unescape() reads there). */
function escapeEnd(format: string, i: number): number {
  const rest = format.slice(i + 1);
  const long = /^(?:[0-7]{1,3}|x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8})/.exec(rest);
  return i + 1 + (long ? long[0].length : Math.min(1, rest.length));
}

/** A number as printf reads it: decimal, 0x hex, 0 octal, 'c (the character's code); the leading digits of anything else. */
function readNumber(arg: string): { ok: boolean; value: number } {
  const text = arg.trim();
  if (/^['"]/.test(text)) return { ok: true, value: text.codePointAt(1) ?? 0 };
  const match = /^([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)(\.\d*)?(?:[eE][+-]?\d+)?/.exec(text);
  if (!match) return { ok: false, value: 0 };
  const digits = match[2]!;
  const magnitude = /^0[xX]/.test(digits)
    ? parseInt(digits, 16)
    : digits.length > 1 && digits.startsWith("0")
      ? parseInt(digits, 8)
      : Number(digits);
  const value = (match[1] === "-" ? -1 : 1) * magnitude;
  return { ok: match[0] === text && match[3] === undefined, value };
}

/** One conversion's text before padding; null for a conversion printf does not know. */
function convert(
  spec: Spec,
  take: () => string | undefined,
  number: (arg: string | undefined) => number,
): { text: string; numeric: boolean; stop?: boolean } | null {
  const { conversion, precision, flags } = spec;
  switch (conversion) {
    case "s": {
      const text = take() ?? "";
      return { text: precision === undefined ? text : text.slice(0, precision), numeric: false };
    }
    case "b": {
      const read = unescape(take() ?? "", "echo");
      return { text: read.text, numeric: false, stop: read.stop };
    }
    case "c":
      return { text: [...(take() ?? "")][0] ?? "", numeric: false };
    case "d":
    case "i":
      return { text: signed(Math.trunc(number(take())), precision, flags), numeric: true };
    case "u":
    case "o":
    case "x":
    case "X": {
      const value = BigInt.asUintN(64, BigInt(Math.trunc(number(take()))));
      const base = conversion === "o" ? 8 : conversion === "u" ? 10 : 16;
      let text = value.toString(base);
      if (precision !== undefined) text = text.padStart(precision, "0");
      if (flags.includes("#") && value !== 0n) text = conversion === "o" ? `0${text}` : conversion === "u" ? text : `0x${text}`;
      return { text: conversion === "X" ? text.toUpperCase() : text, numeric: true };
    }
    case "f":
    case "F":
    case "e":
    case "E":
    case "g":
    case "G": {
      const arg = take();
      const value = arg === undefined || arg.trim() === "" ? 0 : floatOf(arg, number);
      const text = real(value, conversion.toLowerCase(), Math.min(precision ?? 6, 100), flags.includes("#"));
      const signedText =
        value >= 0 && !Object.is(value, -0) ? `${flags.includes("+") ? "+" : flags.includes(" ") ? " " : ""}${text}` : text;
      return { text: conversion === conversion.toUpperCase() ? signedText.toUpperCase() : signedText, numeric: true };
    }
    default:
      return null;
  }
}

/** A decimal argument for %f: read as a float, or printf's number rules (hex, 'c) with its error. */
function floatOf(arg: string, number: (arg: string | undefined) => number): number {
  const text = arg.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
  if (/^[+-]?(inf|infinity)$/i.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  return number(arg);
}

function signed(value: number, precision: number | undefined, flags: string): string {
  let digits = Math.abs(value).toString();
  if (precision !== undefined) digits = precision === 0 && value === 0 ? "" : digits.padStart(precision, "0");
  const sign = value < 0 ? "-" : flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
  return sign + digits;
}

/** %f, %e, %g as C prints them (two-digit exponents, %g without trailing zeros unless #). */
function real(value: number, kind: string, precision: number, alternate: boolean): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "nan" : value < 0 ? "-inf" : "inf";
  const exponential = (digits: number) => value.toExponential(digits).replace(/e([+-])(\d)$/, "e$10$2");
  if (kind === "f") return value.toFixed(precision);
  if (kind === "e") return exponential(precision);
  const p = precision === 0 ? 1 : precision;
  const exponent = value === 0 ? 0 : Math.floor(Math.log10(Math.abs(Number(value.toExponential(p - 1)))));
  let text = exponent < -4 || exponent >= p ? exponential(p - 1) : value.toFixed(Math.max(0, p - 1 - exponent));
  if (!alternate) text = text.replace(/\.?0+(e|$)/, "$1").replace(/\.(e|$)/, "$1");
  return text;
}

/** The width's padding: spaces on the left, on the right with `-`, zeros after the sign for numbers with `0`. */
function pad(text: string, spec: Spec, numeric: boolean): string {
  const width = spec.width ?? 0;
  const length = [...text].length;
  if (length >= width) return text;
  if (spec.flags.includes("-")) return text + " ".repeat(width - length);
  const zeros = numeric && spec.flags.includes("0") && !(spec.precision !== undefined && "diouxX".includes(spec.conversion));
  if (!zeros) return " ".repeat(width - length) + text;
  const sign = /^[+\- ]|^0x/i.exec(text)?.[0] ?? "";
  return sign + "0".repeat(width - length) + text.slice(sign.length);
}
