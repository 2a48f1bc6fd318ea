/**
 * A head seen head-on, turned aside (`LayerMove.turn`: a look about from the front) or tipped a
 * little (`LayerMove.tiltAsLean`: a thought's or a sigh's tilt).
 *
 * Turned aside, the head is taken as a ball turning about its upright axis, as pitch.ts takes it
 * for a tip toward the viewer: its outline stays as drawn, and the face slides across it toward
 * the side it turns to. Only the rows the face is drawn in turn (a helmet's dome and brim, or
 * the hair over the brow, look alike from every side); in each of them the span of the face
 * (its skin and eyes, with what lies between, such as a fringe) is resampled, the near eye
 * carried toward the middle and the far one toward the edge, where it narrows against what is
 * drawn beside the face. (Turned over the whole width of the head, hair beside the face
 * swelled across half of it and the face read as hidden.) What the turn brings round from
 * behind, on the side it turns away from, is drawn in the crown's part where the row has it (the
 * hair), else in what is drawn just beside the face there (the hair under a helmet), so the
 * back of the head shows as a wider mass of hair on that side. Eyes and their highlights are
 * carried whole, never stretched, and dropped once they turn round past the edge. A row with
 * locks of the crown among the face (a fringe) stays as drawn, but for its skin over the hair
 * brought round below it, which becomes hair too.
 *
 * Tipped a little, a head with a band across it (a brim, a headband) leans instead of turning:
 * whole rows slide sideways by their height above the neck, so the band stays one straight line
 * and the crown above it leans a pixel or two. Turned by RotSprite, or tipped by two shears
 * (columns moved up and down as well), the band stepped at two columns into three offset
 * segments with doubled dark lines.
 */
import type { SpriteLayer } from "../../draw";
import { createPixels, type Pixels } from "../../raster";
import { PACKED_DETAIL } from "./rig-pose";

type Shaped = { src: Pixels; x: number; y: number };

const partOf = (v: number) => (v >>> 16) & 0xfff;
const isDetail = (v: number) => v !== 0 && (v & PACKED_DETAIL) !== 0;
const isPlain = (v: number) => v !== 0 && (v & PACKED_DETAIL) === 0;

/**
 * The head turned aside by `turn` radians (+: its face toward the screen's right). The layer
 * keeps its size and place; a head without a face drawn on it (no detail pixels) is left as is.
 */
export function turnedAside(shaped: Shaped, turn: number): Shaped {
  if (turn === 0) return shaped;
  const { src } = shaped;
  const { width, height, data } = src;
  // The face's part: the plain part just below an eye's lowest pixel (the skin it is drawn on).
  let face = -1;
  for (let i = 0; i < data.length - width && face < 0; i++)
    if (isDetail(data[i]!) && isPlain(data[i + width]!)) face = partOf(data[i + width]!);
  if (face < 0) return shaped;
  // The crown: the part of the head's topmost pixel (a helmet, a hat, the hair).
  const first = data.findIndex((v) => isPlain(v));
  const crown = first >= 0 ? partOf(data[first]!) : -1;
  const away = turn > 0 ? -1 : 1;
  const out = createPixels(width, height);
  out.data.set(data);
  const fringeRows: number[] = [];
  for (let v = 0; v < height; v++) {
    const row = v * width;
    let hasFace = false;
    let left = width;
    let right = -1;
    for (let u = 0; u < width; u++) {
      const value = data[row + u]!;
      if (!value) continue;
      if (isPlain(value) && partOf(value) === face) hasFace = true;
      if (isDetail(value) || (isPlain(value) && partOf(value) === face)) {
        left = Math.min(left, u);
        right = Math.max(right, u);
      }
    }
    if (!hasFace || right - left < 2) continue;
    // A row where the crown's part lies among the face (a fringe's locks over the brow) stays
    // as drawn: resampled, it carried skin into the hair as a blotch in the fringe.
    let fringe = false;
    for (let u = left; u <= right && !fringe && crown !== face; u++)
      fringe = isPlain(data[row + u]!) && partOf(data[row + u]!) === crown;
    if (fringe) {
      fringeRows.push(v);
      continue;
    }
    const centre = (left + right + 1) / 2;
    const radius = (right + 1 - left) / 2;
    const behind = backOfHead(data, row, { left, right, width }, away, crown);
    for (let u = left; u <= right; u++) {
      if (!data[row + u]) continue;
      const seen = Math.asin(clamp((u + 0.5 - centre) / radius, -1, 1)) - turn;
      if (Math.abs(seen) >= Math.PI / 2) {
        out.data[row + u] = lit(data[row + u]!, behind);
        continue;
      }
      const from = clamp(Math.floor(centre + radius * Math.sin(seen)), left, right);
      // The nearest plain pixel of the row to the column the turn brings here: eyes are
      // carried on their own below.
      let value = 0;
      for (let d = 0; d <= right - left && !value; d++)
        for (const col of [from + d, from - d]) {
          if (col < left || col > right) continue;
          if (isPlain(data[row + col]!)) {
            value = data[row + col]!;
            break;
          }
        }
      out.data[row + u] = lit(data[row + u]!, value || behind);
    }
  }
  // A fringe row's skin over hair the turn brought round below it becomes that hair (the back
  // of the head coming round above the face as well), from the lowest such row up; so does a
  // sliver of its skin left between hair on both sides.
  const isCrown = (value: number | undefined) =>
    value !== undefined && isPlain(value) && partOf(value) === crown;
  for (const v of fringeRows.reverse()) {
    const row = v * width;
    const isSkin = (u: number) => isPlain(data[row + u]!) && partOf(data[row + u]!) === face;
    for (let u = 0; u < width; u++)
      if (isSkin(u) && isCrown(out.data[row + width + u]))
        out.data[row + u] = out.data[row + width + u]!;
    for (let u = 1; u < width - 1; u++)
      if (isSkin(u) && isCrown(out.data[row + u - 1]) && isCrown(out.data[row + u + 1]))
        out.data[row + u] = out.data[row + u - 1]!;
  }
  // Each eye pixel to where the turn takes its column; past the edge it is round the side.
  for (let v = 0; v < height; v++) {
    let left = width;
    let right = -1;
    for (let u = 0; u < width; u++) {
      const value = data[v * width + u]!;
      if (isDetail(value) || (isPlain(value) && partOf(value) === face)) {
        left = Math.min(left, u);
        right = Math.max(right, u);
      }
    }
    const centre = (left + right + 1) / 2;
    const radius = (right + 1 - left) / 2;
    for (let u = left; u <= right; u++) {
      const value = data[v * width + u]!;
      if (!isDetail(value)) continue;
      const seen = Math.asin(clamp((u + 0.5 - centre) / radius, -1, 1)) + turn;
      if (Math.abs(seen) >= Math.PI / 2) continue;
      const to = clamp(Math.floor(centre + radius * Math.sin(seen)), left, right);
      if (out.data[v * width + to]) out.data[v * width + to] = value;
    }
  }
  return { ...shaped, src: out };
}

const wholeTurns = new WeakMap<SpriteLayer, Map<number, boolean>>();

/**
 * Whether turning a head layer aside by `turn` radians keeps it whole: every pixel of the
 * crown's part (the helmet, or the hair, a fringe over the brow among it) is still the crown's
 * after the turn. Where the face's span reaches into a fringe, the turn carried skin into the
 * hair (a blotch in the fringe, the face redrawn low and to one side); such a head is better
 * slid and tipped whole.
 */
export function turnKeepsHeadWhole(layer: SpriteLayer, turn: number): boolean {
  const known = wholeTurns.get(layer) ?? new Map<number, boolean>();
  wholeTurns.set(layer, known);
  const was = known.get(turn);
  if (was !== undefined) return was;
  const src = packedLayer(layer);
  const out = turnedAside({ src, x: 0, y: 0 }, turn).src.data;
  const first = src.data.findIndex((v) => isPlain(v));
  const crown = first >= 0 ? partOf(src.data[first]!) : -1;
  let whole = true;
  for (let i = 0; i < out.length && whole; i++)
    if (isPlain(src.data[i]!) && partOf(src.data[i]!) === crown && partOf(out[i]!) !== crown)
      whole = false;
  known.set(turn, whole);
  return whole;
}

/**
 * Whether a head has a band across it (a brim, a headband): a row inked from edge to edge in
 * one part. Only such a head leans for a tilt (its band kept one line); a head of hair sheared
 * lost pixels from its outline (a dent in the skull, an ear cut to a nub) and a turn keeps it
 * whole.
 */
export function hasBand(layer: SpriteLayer): boolean {
  const { width, height, ink, part } = layer;
  for (let v = 0; v < height; v++) {
    let one = true;
    for (let u = 0; u < width && one; u++) {
      const i = v * width + u;
      one = ink[i]! >= 0 && part[i] === part[v * width];
    }
    if (one && width > 0) return true;
  }
  return false;
}

/** A layer's pixels packed as the posing packs them: (ink + 1) | part << 16 | flags << 28. */
function packedLayer(layer: SpriteLayer): Pixels {
  const out = createPixels(layer.width, layer.height);
  for (let i = 0; i < out.data.length; i++) {
    const ink = layer.ink[i]!;
    if (ink < 0) continue;
    out.data[i] = ((ink + 1) | (layer.part[i]! << 16) | ((layer.flags[i]! & 15) << 28)) >>> 0;
  }
  return out;
}

/**
 * The light stays where it falls as the head turns: where the turn brings the same part as was
 * drawn at a pixel, the pixel keeps its own shade (moved with the face, a cheek's highlight or
 * the hair's shadow slid across the head and the whole face darkened or paled at once); only
 * where the part changes (the hair's edge, an eye) does the turned pixel show.
 */
const lit = (rest: number, turned: number) =>
  isPlain(rest) && partOf(rest) === partOf(turned) ? rest : turned;

/**
 * What a row shows of the back of the head on the side it turns away from: the crown's pixel
 * nearest that edge within the face's span (a fringe), else the first pixel beside the span on
 * that side (the hair beside the face), else the span's own edge pixel.
 */
function backOfHead(
  data: Uint32Array,
  row: number,
  span: { left: number; right: number; width: number },
  away: -1 | 1,
  crown: number,
): number {
  const { left, right, width } = span;
  const edge = away < 0 ? left : right;
  for (let u = edge; u >= left && u <= right; u -= away) {
    const value = data[row + u]!;
    if (isPlain(value) && partOf(value) === crown) return value;
  }
  const beside = edge + away;
  if (beside >= 0 && beside < width && isPlain(data[row + beside]!)) return data[row + beside]!;
  return data[row + edge]!;
}

/**
 * The layer leaned by `angle` radians (+: its top toward the screen's right) about the row of
 * `jointY` (a blob's base, a head's neck): each row slid sideways by how far above that row it
 * is, the joint's row left where it stands. A blob tipped as one piece lifted one end of its
 * base off the ground; leaned, it stays flat on it. A banded head leaned keeps its band straight.
 * `hangsFrom` (a row of the drawing, a chin): the rows below it slide as it does, so what hangs
 * from it (a beard) hangs straight down instead of swinging back the other way.
 */
export function leaned(shaped: Shaped, jointY: number, angle: number, hangsFrom?: number): Shaped {
  const { src, x, y } = shaped;
  const { width, height, data } = src;
  const tan = Math.tan(angle);
  const rowOf = (v: number) => (hangsFrom === undefined ? y + v : Math.min(y + v, hangsFrom));
  const shift = (v: number) => Math.round(tan * (jointY - (rowOf(v) + 0.5)));
  let min = 0;
  let max = 0;
  for (let v = 0; v < height; v++) {
    min = Math.min(min, shift(v));
    max = Math.max(max, shift(v));
  }
  const wide = width + max - min;
  const out = createPixels(wide, height);
  for (let v = 0; v < height; v++) {
    const to = shift(v) - min;
    for (let u = 0; u < width; u++) out.data[v * wide + u + to] = data[v * width + u]!;
  }
  return { src: out, x: x + min, y };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
