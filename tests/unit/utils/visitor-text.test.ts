import { describe, expect, it } from "vitest";
import {
  checkVisitorText,
  cleanVisitorText,
  csvCell,
  hasCombiningFlood,
  hasLoneSurrogate,
  hasVisibleText,
  MAX_COMBINING_RUN,
} from "~/utils/visitor-text";
import { validateContact } from "~/services/contact.server";
import { chatMessageText, parseChatMessage } from "~/services/chat.server";

const ESC = "\u001b";
const BEL = "\u0007";

describe("cleanVisitorText", () => {
  it("removes CSI sequences whole (7-bit and 8-bit)", () => {
    expect(cleanVisitorText(`a${ESC}[2Jb${ESC}[1;31mred${ESC}[0m`)).toBe("abred");
    expect(cleanVisitorText(`a\u009b2Jb`)).toBe("ab");
    expect(cleanVisitorText(`x${ESC}[?25ly`)).toBe("xy");
  });

  it("removes OSC strings up to BEL, ESC \\ or ST", () => {
    expect(cleanVisitorText(`${ESC}]0;pwned${BEL}hello`)).toBe("hello");
    expect(cleanVisitorText(`${ESC}]8;;http://evil.example${ESC}\\link${ESC}]8;;${ESC}\\`)).toBe("link");
    expect(cleanVisitorText(`\u009d0;title\u009chi`)).toBe("hi");
    // Unterminated: the introducer goes, the rest is plain text.
    expect(cleanVisitorText(`${ESC}]0;title`)).toBe("0;title");
  });

  it("removes other ESC sequences, lone ESC and BEL", () => {
    expect(cleanVisitorText(`${ESC}cA${ESC}(BB${ESC}`)).toBe("AB");
    expect(cleanVisitorText(`ding${BEL}${BEL}`)).toBe("ding");
  });

  it("drops every other C0 character and DEL, and all of C1", () => {
    const c0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("");
    expect(cleanVisitorText(`a${c0}\u007fb`)).toBe("a     b"); // tab, LF, VT, FF, CR -> five spaces
    const c1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).join("");
    expect(cleanVisitorText(`a${c1}b`, { multiline: true })).toBe("a\nb"); // U+0085 (NEL) is a line break
    expect(cleanVisitorText("\u0000\u0000\u0000")).toBe("");
  });

  it("keeps line breaks as \\n in multiline text, a tab becomes a space", () => {
    expect(cleanVisitorText("one\r\ntwo\rthree\nfour\u2028five", { multiline: true })).toBe("one\ntwo\nthree\nfour\nfive");
    expect(cleanVisitorText("a\tb", { multiline: true })).toBe("a b");
    expect(cleanVisitorText("Ada\r\nFrom: owner")).toBe("Ada From: owner");
  });

  it("drops zero-width characters", () => {
    expect(cleanVisitorText("\u200b\u200c\u200d\u2060\ufeff")).toBe("");
    expect(cleanVisitorText("A\u200bd\ufeffa")).toBe("Ada");
  });

  it("drops bidi embeddings, overrides and isolates", () => {
    expect(cleanVisitorText("invoice\u202egnp.exe")).toBe("invoicegnp.exe");
    expect(cleanVisitorText("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069x")).toBe("x");
  });

  it("drops every invisible format character (Unicode Cf), not only the usual zero-width ones", () => {
    // Soft hyphen, Arabic letter mark, Mongolian vowel separator, word joiner's kin, interlinear annotation, tag characters.
    const format = "\u00ad\u061c\u180e\u2061\u2064\u206a\u206f\ufff9\ufffb\u{e0001}\u{e0041}\u{e007f}\u{1d173}";
    expect(cleanVisitorText(`A${format}da`)).toBe("Ada");
    for (const ch of format) expect(/\p{Cf}/u.test(cleanVisitorText(`x${ch}y`))).toBe(false);
  });

  it("normalises to NFC", () => {
    expect(cleanVisitorText("Zoe\u0301")).toBe("Zo\u00e9");
    expect(cleanVisitorText("e\u0301").length).toBe(1);
    // NFC of the cleaned text: a zero-width character between a letter and its accent is no obstacle.
    expect(cleanVisitorText("Zoe\u200b\u0301")).toBe("Zo\u00e9");
  });

  it("keeps ordinary text, accents, emoji and other scripts", () => {
    const text = "Élodie — 東京 🎉 مرحبا «ok»";
    expect(cleanVisitorText(text)).toBe(text);
  });

  it("replaces lone surrogates with U+FFFD, keeps pairs", () => {
    expect(cleanVisitorText("a\ud800b\udc00c")).toBe("a\ufffdb\ufffdc");
    expect(cleanVisitorText("\ud83c\udf89")).toBe("🎉");
  });
});

describe("combining-mark floods", () => {
  const flood = (n: number) => `a${"\u0301\u0300\u0302".repeat(n).slice(0, n)}`;
  it("finds a character with more than MAX_COMBINING_RUN marks, accepts real writing", () => {
    expect(hasCombiningFlood(flood(4990))).toBe(true);
    expect(hasCombiningFlood(flood(MAX_COMBINING_RUN + 1))).toBe(true);
    expect(hasCombiningFlood(flood(MAX_COMBINING_RUN))).toBe(false);
    expect(hasCombiningFlood("Nguy\u1ec5n Th\u1ecb \u1ea4nh — ภาษาไทย — བོད་སྐད་")).toBe(false);
  });
  it("is refused as a contact name or message and as a chat message", () => {
    const base = { name: "Ada", email: "ada@example.com", message: "Hello there" };
    expect(validateContact(base).ok).toBe(true);
    expect(validateContact({ ...base, name: flood(4990) })).toMatchObject({ ok: false, fieldErrors: { name: "invalidText" } });
    expect(validateContact({ ...base, message: `hi ${flood(50)}` })).toMatchObject({ ok: false, fieldErrors: { message: "invalidText" } });
    expect(() => parseChatMessage({ message: flood(100) })).toThrow(/invalid characters/);
    expect(parseChatMessage({ message: "Zoe\u0301" })).toBe("Zo\u00e9");
  });
  it("leaves a name of format characters only empty, so it is refused as missing", () => {
    expect(validateContact({ name: "\u00ad\u2061\u{e0041}", email: "ada@example.com", message: "Hello" })).toMatchObject({
      ok: false,
      fieldErrors: { name: "required" },
    });
  });
});

describe("marks counted after the cleaning", () => {
  const MARKS = "\u0301\u0300\u0302\u0303\u0304\u0306\u0307\u0308";
  /** 3,999 marks on one letter, never more than MAX_COMBINING_RUN in a row before the cleaning. */
  const split = (between: string) => `a${Array.from({ length: 500 }, () => MARKS).join(between)}`.slice(0, 4000 + 499 * between.length);

  it("an invisible character between marks does not split their run", () => {
    expect(MARKS.length).toBe(MAX_COMBINING_RUN);
    for (const between of ["\u200b", "\u2060", "\ufeff", "\u202e", "\u0000", "\u001b[0m", "\u00ad"]) {
      const text = split(between);
      expect(hasCombiningFlood(text), JSON.stringify(between)).toBe(true);
      expect(checkVisitorText(text), JSON.stringify(between)).toEqual({ ok: false, problem: "invalidText" });
    }
    // A visible character between them starts a new run: real writing.
    expect(hasCombiningFlood(`a${MARKS}b${MARKS}`)).toBe(false);
  });

  it("is refused as a contact field and as a chat line", () => {
    const base = { name: "Ada", email: "ada@example.com", message: "Hello there" };
    expect(validateContact({ ...base, name: split("\u200b") })).toMatchObject({ ok: false, fieldErrors: { name: "invalidText" } });
    expect(validateContact({ ...base, message: `hi ${split("\u200b")}` })).toMatchObject({
      ok: false,
      fieldErrors: { message: "invalidText" },
    });
    expect(() => chatMessageText(split("\u200b"))).toThrow(/invalid characters/);
  });
});

describe("text with nothing that shows", () => {
  const FILLERS = ["\u3164", "\u115f", "\u1160", "\uffa0", "\u2800", "\u{1d159}", "\u034f", "\ufe0f", "\u17b4", "\u3000", "\u00a0"];
  it("fillers, blanks and marks alone show nothing; one real character does", () => {
    for (const filler of FILLERS) {
      expect(hasVisibleText(filler.repeat(3)), filler.codePointAt(0)!.toString(16)).toBe(false);
      expect(hasVisibleText(`${filler}Ada${filler}`)).toBe(true);
    }
    expect(hasVisibleText(FILLERS.join(" "))).toBe(false);
    expect(hasVisibleText("\u0301\u0302")).toBe(false);
    for (const text of ["A", "東", "🎉", "ـ", "·", "?"]) expect(hasVisibleText(text), text).toBe(true);
  });

  it("is refused as a missing contact name (the form's inline error) and an empty chat line", () => {
    const base = { name: "Ada", email: "ada@example.com", message: "Hello there" };
    for (const name of ["\u3164", "\u3164\u3164 \u2800", "\u115f\u1160\uffa0", "\u2800\u200b\u3164"])
      expect(validateContact({ ...base, name })).toMatchObject({ ok: false, fieldErrors: { name: "required" } });
    expect(validateContact({ ...base, name: "\u3164Ada" })).toMatchObject({ ok: true, value: { name: "\u3164Ada" } });
    expect(validateContact({ ...base, message: "\u2800\n\u3164" })).toMatchObject({ ok: false, fieldErrors: { message: "required" } });
    expect(() => chatMessageText("\u3164 \u2800")).toThrow(/cannot be empty/);
  });
});

describe("chatMessageText: the check every chat path passes", () => {
  it("cleans what the no-JS terminal hands as typed, as parseChatMessage does for the API", () => {
    const typed = "hello\u001b[2J \u202eworld\u200b?";
    expect(chatMessageText(typed)).toBe("hello world?");
    expect(parseChatMessage({ message: typed })).toBe(chatMessageText(typed));
    // Already checked: unchanged (the API's line passes it twice).
    expect(chatMessageText(chatMessageText(typed))).toBe("hello world?");
    // A line cut inside an emoji keeps a replacement character, as before.
    expect(chatMessageText("hi \ud83c")).toBe("hi \ufffd");
    expect(() => chatMessageText("x".repeat(2001))).toThrow(/at most 2000/);
  });
});

describe("hasLoneSurrogate", () => {
  it("finds a high or low surrogate without its partner", () => {
    expect(hasLoneSurrogate("ok\ud800")).toBe(true);
    expect(hasLoneSurrogate("\udfffok")).toBe(true);
    expect(hasLoneSurrogate("\udc00\ud800")).toBe(true);
    expect(hasLoneSurrogate("🎉 fine")).toBe(false);
    expect(hasLoneSurrogate("")).toBe(false);
  });
});

describe("csvCell", () => {
  it("neutralises formulas with a leading quote, still CSV-quoted", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+33 6")).toBe(`"'+33 6"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell("\r=x")).toBe(`"'\r'=x"`);
    expect(csvCell(`=HYPERLINK("http://evil.example","x")`)).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("neutralises a formula after any character a spreadsheet may split on (a `;` or tab separator too)", () => {
    expect(csvCell("Bob;=2+5")).toBe(`"Bob;'=2+5"`);
    expect(csvCell("Bob; +cmd")).toBe(`"Bob; '+cmd"`);
    expect(csvCell("a\t@SUM(A1)|-1,=2")).toBe(`"a\t'@SUM(A1)|'-1,'=2"`);
    expect(csvCell("x;\t\ry")).toBe(`"x;'\t'\ry"`);
    expect(csvCell("line\n=1+1")).toBe(`"line\n'=1+1"`);
    expect(csvCell("  =1+1")).toBe(`"'  =1+1"`);
    // Split on any of , ; tab |, no piece of a cell starts a formula.
    for (const input of ["Bob;=2+5", "a|=b", "c\t=d", "e;  -f", "g,@h"]) {
      const cell = csvCell(input).replace(/^"|"$/g, "");
      for (const piece of cell.split(/[,;\t|]/)) expect(piece.trimStart(), input).not.toMatch(/^[=+\-@]/);
    }
  });

  it("quotes commas, quotes and line breaks; leaves plain values and non-strings alone", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c\nd')).toBe(`"a ""b"", c\nd"`);
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-11-20T10:00:00Z"))).toBe("2026-11-20T10:00:00.000Z");
  });
});
