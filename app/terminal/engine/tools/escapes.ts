/**
 * bash's backslash escapes, as `echo -e` and `printf` read them, and what the screen can show of the result:
 * colour codes (`\e[31m`) and other control characters are dropped (the terminal draws plain text and tones,
 * never escape sequences), newlines and tabs stay.
 */

/** A control sequence (`ESC [ … letter`), or a lone control character other than a newline or a tab. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /\x1b\[[0-9;?]*[ -/]*[@-~]|[\x00-\x08\x0b-\x1f\x7f]/g;

/** The text without what a plain-text screen cannot show (see CONTROL). */
export const visible = (text: string) => text.replace(CONTROL, "");

const SIMPLE: Record<string, string> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
};

/**
 * The escapes in `text` replaced: `\n \t \\ \a \b \e \f \r \v`, `\xHH`, `\uHHHH`, octal (`\0nnn` for echo,
 * `\nnn` in a printf format), `\"` in a printf format. `\c` ends the output there (`stop`). An unknown escape
 * stays as typed, as bash leaves it.
 */
export function unescape(text: string, flavour: "echo" | "format"): { text: string; stop: boolean } {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c !== "\\" || next === undefined) {
      out += c;
      continue;
    }
    if (next === "c") return { text: out, stop: true };
    if (Object.hasOwn(SIMPLE, next)) {
      out += SIMPLE[next];
      i += 1;
      continue;
    }
    if (next === '"' && flavour === "format") {
      out += '"';
      i += 1;
      continue;
    }
    const octal = flavour === "echo" ? /^0([0-7]{0,3})/.exec(text.slice(i + 1)) : /^([0-7]{1,3})/.exec(text.slice(i + 1));
    const hex = /^x([0-9A-Fa-f]{1,2})/.exec(text.slice(i + 1));
    const unicode = /^u([0-9A-Fa-f]{1,4})|^U([0-9A-Fa-f]{1,8})/.exec(text.slice(i + 1));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[1] || "0", 8) & 0xff);
      i += octal[0].length;
    } else if (hex) {
      out += String.fromCharCode(parseInt(hex[1]!, 16));
      i += hex[0].length;
    } else if (unicode) {
      const code = parseInt(unicode[1] ?? unicode[2]!, 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : "";
      i += unicode[0].length;
    } else out += c;
  }
  return { text: out, stop: false };
}
