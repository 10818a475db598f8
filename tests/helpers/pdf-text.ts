/**
 * Where a PDF prints its text, page by page: enough of the PDF format to read a browser's print
 * output (Chromium's Skia, Firefox's cairo) in a test. It follows the content streams' graphics
 * state (q, Q, cm) and text positioning (Tm, Td, TD, T*, TL) and records, for each text show,
 * its baseline's distance from the top of the page and its font size, both in points. Glyphs are
 * not decoded (browsers embed subset fonts): where and how large is what a layout test needs.
 */
import zlib from "node:zlib";

export interface TextRun {
  /** Baseline, from the top of the page (pt). */
  top: number;
  /** Font size as printed (pt). */
  size: number;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: TextRun[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** m × n: m applied first, then n (PDF's row-vector convention). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** The PDF's objects by number: their dictionary text and their stream's bytes, inflated. */
function objects(pdf: Buffer): Map<number, { dict: string; stream?: Buffer }> {
  const text = pdf.toString("latin1");
  const found = new Map<number, { dict: string; stream?: Buffer }>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const end = text.indexOf("endobj", header.lastIndex);
    if (end < 0) break;
    const body = text.slice(header.lastIndex, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const start = header.lastIndex + streamAt + (body.slice(streamAt).startsWith("stream\r\n") ? 8 : 7);
    const stop = text.lastIndexOf("endstream", end);
    const raw = pdf.subarray(start, stop);
    let stream: Buffer = raw;
    if (/\/FlateDecode/.test(body.slice(0, streamAt))) {
      try {
        stream = zlib.inflateSync(raw);
      } catch {
        stream = zlib.inflateSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
      }
    }
    found.set(Number(match[1]), { dict: body.slice(0, streamAt), stream });
    header.lastIndex = end;
  }
  // Object streams (Firefox packs its page objects in them): "number offset" pairs, then the objects.
  for (const { dict, stream } of [...found.values()]) {
    if (!stream || !/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    const count = Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const packed = stream.toString("latin1");
    const pairs = packed.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < count; i += 1) {
      const from = first + pairs[2 * i + 1];
      const to = i + 1 < count ? first + pairs[2 * i + 3] : packed.length;
      found.set(pairs[2 * i], { dict: packed.slice(from, to) });
    }
  }
  return found;
}

const refs = (value: string) => [...value.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The text runs of one content stream, drawn on a page `height` points tall. */
function runsOf(content: string, height: number): TextRun[] {
  const tokens = content.match(/\((?:\\.|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/[\]()<>]+|[^\s/[\]()<>]+/g) ?? [];
  const runs: TextRun[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let tm: Matrix = IDENTITY;
  let line: Matrix = IDENTITY;
  let size = 0;
  let leading = 0;
  let operands: string[] = [];
  const nums = (count: number) => operands.slice(-count).map(Number);
  const moveLine = (tx: number, ty: number) => {
    line = multiply([1, 0, 0, 1, tx, ty], line);
    tm = line;
  };
  for (const token of tokens) {
    if (
      /^[-+.\d]/.test(token) ||
      token.startsWith("/") ||
      token.startsWith("(") ||
      token.startsWith("<") ||
      token === "[" ||
      token === "]"
    ) {
      operands.push(token);
      continue;
    }
    switch (token) {
      case "q":
        stack.push(ctm);
        break;
      case "Q":
        ctm = stack.pop() ?? IDENTITY;
        break;
      case "cm":
        ctm = multiply(nums(6) as Matrix, ctm);
        break;
      case "BT":
        tm = line = IDENTITY;
        break;
      case "Tf":
        size = Number(operands[operands.length - 1]);
        break;
      case "TL":
        leading = nums(1)[0];
        break;
      case "Tm":
        tm = line = nums(6) as Matrix;
        break;
      case "Td":
        moveLine(nums(2)[0], nums(2)[1]);
        break;
      case "TD":
        leading = -nums(2)[1];
        moveLine(nums(2)[0], nums(2)[1]);
        break;
      case "T*":
        moveLine(0, -leading);
        break;
      case "Tj":
      case "TJ":
      case "'":
      case '"': {
        if (token === "'" || token === '"') moveLine(0, -leading);
        const m = multiply(tm, ctm);
        runs.push({ top: height - m[5], size: Math.abs(size * Math.hypot(m[2], m[3])) });
        break;
      }
    }
    operands = [];
  }
  return runs;
}

/** Each page of the PDF, in order, with its size and its text runs. */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const all = objects(pdf);
  const mediaBox = (dict: string) => /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(dict);
  const pages: PdfPage[] = [];
  const visit = (id: number, inherited: RegExpExecArray | null) => {
    const object = all.get(id);
    if (!object) return;
    const box = mediaBox(object.dict) ?? inherited;
    if (/\/Type\s*\/Pages\b/.test(object.dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(object.dict)?.[1] ?? "";
      for (const kid of refs(kids)) visit(kid, box);
      return;
    }
    const width = box ? Number(box[3]) - Number(box[1]) : 0;
    const height = box ? Number(box[4]) - Number(box[2]) : 0;
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(object.dict)?.[1] ?? "";
    const content = refs(contents)
      .map((ref) => all.get(ref)?.stream?.toString("latin1") ?? "")
      .join("\n");
    pages.push({ width, height, runs: runsOf(content, height) });
  };
  const root = refs(/\/Root\s+\d+ 0 R/.exec(pdf.toString("latin1"))?.[0] ?? "")[0];
  const pagesRef = refs(/\/Pages\s+\d+ 0 R/.exec(all.get(root)?.dict ?? "")?.[0] ?? "")[0];
  visit(pagesRef, null);
  return pages;
}

/** The lowest text run of a page (its last line), if it prints any text. */
export const lastRun = (page: PdfPage): TextRun | undefined =>
  page.runs.reduce<TextRun | undefined>((low, run) => (!low || run.top > low.top ? run : low), undefined);

/**
 * The pages (1-based) that end on a heading of `headingSize` points: its last line is the heading,
 * its content went to the next page. The last page is not counted.
 */
export function pagesEndingOnHeading(pages: PdfPage[], headingSize: number): number[] {
  return pages
    .slice(0, -1)
    .map((page, index) => ({ index, last: lastRun(page) }))
    .filter(({ last }) => last !== undefined && Math.abs(last.size - headingSize) < 0.2)
    .map(({ index }) => index + 1);
}
