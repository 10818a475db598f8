/**
 * Gzip for a cached page whose only varying part is the CSP nonce: the fixed
 * parts are deflated once, when the page is cached, each ending on a sync
 * flush (byte-aligned, no final bit) so raw-deflate segments can follow one
 * another; per response only the nonce goes in as small stored blocks, then a
 * final empty block, and the gzip trailer's CRC-32 is computed over the whole
 * body. The result is one valid gzip member (RFC 1951/1952), for the cost of
 * a CRC instead of compressing 50+ KB on every request.
 */
import zlib from "node:zlib";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xFFFF. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export interface GzipTemplate {
  /** The fixed parts as raw deflate segments, each byte-aligned and not final. */
  segments: Buffer[];
  /** The fixed parts as bytes (for the CRC and the length). */
  parts: Buffer[];
}

export function gzipTemplate(parts: ReadonlyArray<string | Buffer>): GzipTemplate {
  const bytes = parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : part));
  return {
    parts: bytes,
    segments: bytes.map((part) => zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
  };
}

/** Non-final stored blocks holding `data` (byte-aligned, as every segment here ends). */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += MAX_STORED) {
    const chunk = data.subarray(offset, offset + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The template's parts joined by `filler` (the nonce), gzipped. */
export function renderGzip(template: GzipTemplate, filler: string): Buffer {
  const fill = Buffer.from(filler, "utf8");
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.segments.forEach((segment, index) => {
    if (index > 0) {
      pieces.push(...storedBlocks(fill));
      if (fill.length > 0) crc = zlib.crc32(fill, crc);
      size += fill.length;
    }
    pieces.push(segment);
    // Skipped when empty: Node 20's crc32 answers 0 for an empty pooled buffer, whatever the running value.
    if (template.parts[index].length > 0) crc = zlib.crc32(template.parts[index], crc);
    size += template.parts[index].length;
  });
  pieces.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** One piece of a gzip body built from pieces: its bytes, and them as a byte-aligned, non-final raw deflate segment. */
export interface DeflatedPiece {
  raw: Buffer;
  deflated: Buffer;
}

/** A piece deflated on its own (level 9 for what is kept and reused, lower for what is made per response). */
export function deflatePiece(raw: Buffer, level = 9): DeflatedPiece {
  return { raw, deflated: zlib.deflateRawSync(raw, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
}

/** A piece sent as stored blocks (a nonce: a few bytes, nothing to compress). */
export function storedPiece(raw: Buffer): DeflatedPiece {
  return { raw, deflated: Buffer.concat(storedBlocks(raw)) };
}

/** One gzip member of the pieces in order (their segments one after another, then the final block and the trailer). */
export function gzipPieces(pieces: readonly DeflatedPiece[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    out.push(piece.deflated);
    // Skipped when empty (see renderGzip).
    if (piece.raw.length > 0) crc = zlib.crc32(piece.raw, crc);
    size += piece.raw.length;
  }
  out.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}
