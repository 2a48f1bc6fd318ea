import { type EditorDocument, frameOf, indexAt, TRANSPARENT } from "./document";
import type { Recorder } from "./history";
import { type Box, bresenham, type Cell, rectangleCells } from "./shapes";

/**
 * The drawing tools, as functions writing through a Recorder (so each is undoable) and knowing
 * nothing of pointers or screens. Cells outside the picture are ignored.
 */

/** How a freehand brush picks the index for a cell. */
export type Brush = (cell: Cell) => number;

export const solidBrush =
  (index: number): Brush =>
  () =>
    index;

/** The dither brush: a checkerboard of two indices, fixed to the picture's grid. */
export const ditherBrush =
  (a: number, b: number): Brush =>
  ({ x, y }) =>
    (x + y) % 2 === 0 ? a : b;

/** The cell mirrored across the picture's vertical centre line. */
export const mirrorX = (doc: EditorDocument, { x, y }: Cell): Cell => ({ x: doc.width - 1 - x, y });

/**
 * One segment of a freehand stroke (pencil, eraser, dither): every cell from `from` to `to`, and
 * with `mirror` its reflection too, so a fast drag leaves no gaps.
 */
export function strokeSegment(
  rec: Recorder,
  from: Cell,
  to: Cell,
  brush: Brush,
  mirror = false,
): void {
  for (const cell of bresenham(from, to)) {
    rec.set(cell.x, cell.y, brush(cell));
    if (mirror) {
      const m = mirrorX(rec.doc, cell);
      rec.set(m.x, m.y, brush(m));
    }
  }
}

export function drawLine(rec: Recorder, from: Cell, to: Cell, index: number): void {
  for (const { x, y } of bresenham(from, to)) rec.set(x, y, index);
}

export function drawRectangle(rec: Recorder, box: Box, index: number, filled: boolean): void {
  for (const { x, y } of rectangleCells(box, filled)) rec.set(x, y, index);
}

/**
 * Bucket fill. Contiguous: the 4-connected area of the start cell's index. Global: every pixel of
 * that index in the frame. Filling with the index already there changes nothing.
 */
export function fill(rec: Recorder, start: Cell, index: number, contiguous: boolean): void {
  const { doc, frame } = rec;
  const { width, height } = doc;
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height) return;
  const buffer = frameOf(doc, frame);
  const target = indexAt(doc, frame, start.x, start.y);
  if (target === index) return;
  if (!contiguous) {
    buffer.forEach((value, offset) => {
      if (value === target) rec.setOffset(offset, index);
    });
    return;
  }
  const stack = [start.y * width + start.x];
  while (stack.length > 0) {
    const offset = stack.pop() as number;
    if (buffer[offset] !== target) continue;
    rec.setOffset(offset, index);
    const x = offset % width;
    if (x > 0) stack.push(offset - 1);
    if (x < width - 1) stack.push(offset + 1);
    if (offset >= width) stack.push(offset - width);
    if (offset + width < width * height) stack.push(offset + width);
  }
}

/** Colour swap: every pixel of index `from` in the frame becomes `to`. */
export function swapColour(rec: Recorder, from: number, to: number): void {
  if (from === to) return;
  frameOf(rec.doc, rec.frame).forEach((value, offset) => {
    if (value === from) rec.setOffset(offset, to);
  });
}

/** The eyedropper: the index under a cell (transparent outside the picture). */
export const pick = (doc: EditorDocument, frame: number, cell: Cell) =>
  indexAt(doc, frame, cell.x, cell.y);

export { TRANSPARENT };
