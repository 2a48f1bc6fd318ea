/**
 * A melting blob keeps its face together. The body sags and spreads by the squash's carving,
 * which takes out the plainest rows and doubles the plainest columns; a face carved with it comes
 * apart (its eyes slide away from the mouth, its rows sink onto the sole line). So the face is
 * lifted off first, the faceless body is squashed, and the face is put back whole: as far above
 * the sole line as before in proportion (never less than a row of body over the outline), at
 * the columns it was drawn in (the squash keeps the middle column where it was), its eyes closed
 * (one row, drawn a pixel wider on their outer side) once the body has lost a fifth of its height.
 *
 * The face is the detail pixels (rare colours) darker than the body's main fill that touch no
 * outline: a slime's eyes and mouth. A highlight is lighter, and shading along the edge touches
 * the outline; both sag with the body.
 */
import type { Pixels } from "../raster";
import { detailColours } from "./lean-rows";

interface FacePixel {
  readonly x: number;
  readonly y: number;
  readonly colour: number;
}

export interface LiftedFace {
  readonly pixels: readonly FacePixel[];
  /** The row under the figure's sole line the face was measured from, and the figure's height. */
  readonly bottom: number;
  readonly tall: number;
}

/** Below this share of its height kept, a melting face closes its eyes. */
const EYES_OPEN = 0.8;

const luma = (v: number) => 0.3 * (v & 255) + 0.59 * ((v >>> 8) & 255) + 0.11 * ((v >>> 16) & 255);

function mainFill(frame: Pixels, outline: number): number {
  const counts = new Map<number, number>();
  for (const v of frame.data) if (v !== 0 && v !== outline) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [colour, n] of counts) if (n > most) [best, most] = [colour, n];
  return best;
}

/**
 * The frame without its face (each face pixel painted the body's main fill) and the face, or
 * null when the figure has none.
 */
export function liftFace(
  frame: Pixels,
  outline: number,
  top: number,
  bottom: number,
): { readonly faceless: Pixels; readonly face: LiftedFace } | null {
  const { width, height, data } = frame;
  const fill = mainFill(frame, outline);
  const details = detailColours(frame, outline);
  const nearOutline = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && data[ny * width + nx] === outline)
          return true;
      }
    return false;
  };
  const pixels: FacePixel[] = [];
  for (let y = top; y <= bottom; y++)
    for (let x = 0; x < width; x++) {
      const colour = data[y * width + x]!;
      if (!details.has(colour) || luma(colour) >= luma(fill) || nearOutline(x, y)) continue;
      pixels.push({ x, y, colour });
    }
  if (pixels.length === 0) return null;
  const faceless: Pixels = { ...frame, data: frame.data.slice() };
  for (const p of pixels) faceless.data[p.y * width + p.x] = fill;
  return { faceless, face: { pixels, bottom, tall: bottom - top + 1 } };
}

/** The face's rows, top first, each as its pixels; a row the same as the one above it dropped. */
function distinctRows(face: LiftedFace, closed: boolean): FacePixel[][] {
  const byRow = new Map<number, FacePixel[]>();
  for (const p of face.pixels) byRow.set(p.y, [...(byRow.get(p.y) ?? []), p]);
  const rows = [...byRow.keys()].sort((a, b) => a - b).map((y) => byRow.get(y)!);
  if (!closed) return rows;
  const key = (row: FacePixel[]) => row.map((p) => `${p.x}:${p.colour}`).join(",");
  return rows.filter((row, i) => i === 0 || key(row) !== key(rows[i - 1]!));
}

/**
 * Puts the face back on the squashed body `frame`, `rows` tall with its sole line at the lifted
 * face's `bottom`, only over the body's fill (never over its outline or the air).
 */
export function pasteFace(frame: Pixels, face: LiftedFace, rows: number, outline: number): void {
  const { width, data } = frame;
  const closed = rows < face.tall * EYES_OPEN;
  const faceRows = distinctRows(face, closed);
  const drawnBottom = Math.max(...face.pixels.map((p) => p.y));
  const below = face.bottom - drawnBottom;
  // A row of body and the sole line under the face at least.
  const lift = Math.max(2, Math.round((below * rows) / face.tall));
  const inside = (x: number, y: number) => {
    const v = data[y * width + x];
    return v !== undefined && v !== 0 && v !== outline;
  };
  const centre = face.pixels.reduce((sum, p) => sum + p.x, 0) / Math.max(1, face.pixels.length);
  faceRows.forEach((row, i) => {
    const y = face.bottom - lift - (faceRows.length - 1 - i);
    for (const p of row) {
      if (inside(p.x, y)) data[y * width + p.x] = p.colour;
      // Closed eyes: the top row's marks drawn a pixel longer on their outer side, a dash.
      if (!closed || i !== 0) continue;
      const out = p.x < centre ? p.x - 1 : p.x + 1;
      const runEnd = !row.some((q) => q.x === out);
      if (runEnd && inside(out, y)) data[y * width + out] = p.colour;
    }
  });
}
