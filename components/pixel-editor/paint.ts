import { type EditorDocument, frameOf } from "@/lib/editor/document";
import { paintOffsets } from "@/lib/editor/rgba";

/**
 * The offscreen canvas one frame is drawn into at 1 px per pixel. Konva shows it scaled with
 * smoothing off; a change writes only the touched pixels into its ImageData and puts back only
 * the box around them.
 */
export interface FrameCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly context: CanvasRenderingContext2D;
  readonly image: ImageData;
}

export function createFrameCanvas(doc: EditorDocument): FrameCanvas {
  const canvas = document.createElement("canvas");
  canvas.width = doc.width;
  canvas.height = doc.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  context.imageSmoothingEnabled = false;
  return { canvas, context, image: context.createImageData(doc.width, doc.height) };
}

/** Redraws every pixel of `frame` (or clears the canvas when there is no such frame). */
export function paintAll(target: FrameCanvas, doc: EditorDocument, frame: number): void {
  if (frame < 0 || frame >= doc.frames.length) {
    target.image.data.fill(0);
  } else {
    paintOffsets(doc, frame, allOffsets(frameOf(doc, frame).length), target.image.data);
  }
  target.context.putImageData(target.image, 0, 0);
}

function* allOffsets(count: number) {
  for (let i = 0; i < count; i++) yield i;
}

/** Redraws only `offsets` of `frame`, putting back the smallest box that holds them. */
export function paintSome(
  target: FrameCanvas,
  doc: EditorDocument,
  frame: number,
  offsets: number[],
): void {
  if (offsets.length === 0) return;
  paintOffsets(doc, frame, offsets, target.image.data);
  let x0 = doc.width;
  let y0 = doc.height;
  let x1 = -1;
  let y1 = -1;
  for (const offset of offsets) {
    const x = offset % doc.width;
    const y = (offset - x) / doc.width;
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  target.context.putImageData(target.image, 0, 0, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
}

/** A tile of the studio's transparency checkerboard, `cell` screen px per square. */
export function checkerTile(cell: number): HTMLCanvasElement {
  const tile = document.createElement("canvas");
  tile.width = tile.height = cell * 2;
  const context = tile.getContext("2d");
  if (!context) return tile;
  context.fillStyle = "#24262e";
  context.fillRect(0, 0, cell * 2, cell * 2);
  context.fillStyle = "#2f323c";
  context.fillRect(0, 0, cell, cell);
  context.fillRect(cell, cell, cell, cell);
  return tile;
}
