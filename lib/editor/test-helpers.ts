import { createDocument, type EditorDocument } from "./document";

/**
 * A document from rows of digits ("." is transparent), one character per pixel, each digit the
 * palette index; the palette has grey levels for indices 1 to 9. For tests.
 */
export function docFrom(rows: string[]): EditorDocument {
  const doc = createDocument(rows[0]?.length ?? 0, rows.length);
  for (let i = 1; i <= 9; i++) doc.palette.push((0xff000000 | (i * 0x111111)) >>> 0);
  const frame = doc.frames[0] as Uint8Array;
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      frame[y * doc.width + x] = ch === "." ? 0 : Number(ch);
    });
  });
  return doc;
}

/** The document's first frame back as rows of digits. */
export function rowsOf(doc: EditorDocument, frame = 0): string[] {
  const buffer = doc.frames[frame] as Uint8Array;
  const rows: string[] = [];
  for (let y = 0; y < doc.height; y++) {
    let row = "";
    for (let x = 0; x < doc.width; x++) {
      const v = buffer[y * doc.width + x] ?? 0;
      row += v === 0 ? "." : String(v);
    }
    rows.push(row);
  }
  return rows;
}
