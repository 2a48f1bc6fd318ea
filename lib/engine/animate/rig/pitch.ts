/**
 * A head seen head-on tipped toward the viewer (`LayerMove.pitch`: a bow or a nod from the
 * front). The head is taken as a ball: its outline stays as drawn, and what is drawn on it
 * slides down over it as its top comes forward, so the crown (a helmet's dome, the hair) covers
 * more of the head, the brow and the eyes sink toward the chin, and the chin turns out of sight.
 * A head squashed or sunk instead keeps its whole face looking out, which reads as a squat.
 *
 * Each column keeps its own pixels' extent; inside it a row shows the row of the drawing that the
 * tip brings there (nearest neighbour, so every value stays one of the layer's own). Where the
 * tip shows what the drawing never had (the top of the head, beyond its crown), the crown's own
 * pixels are repeated. Detail pixels (an eye, its highlight) are not stretched or skipped by the
 * resampling: each is carried on its own to where the tip takes it, and left out once it turns
 * under the chin. (A head turned aside the same way, within its outline, lost an eye under the
 * hair or a helmet's side: a look about slides the whole head instead.)
 */
import { PACKED_DETAIL } from "./rig-pose";
import { createPixels, type Pixels } from "../../raster";

export function pitched(
  shaped: { src: Pixels; x: number; y: number },
  pitch: number,
  faceDown = false,
): { src: Pixels; x: number; y: number } {
  return pitch === 0
    ? shaped
    : { src: tipDown(shaped.src, pitch, faceDown), x: shaped.x, y: shaped.y };
}

/**
 * What is drawn on the layer slid down over its outline by a tip of `wanted` radians, held to
 * what the brow can take: the crown slides down over the rows of skin above the eyes and at most
 * two more, so a head whose helmet or hat brim sits on the eyes tips only a little in a nod
 * (tipped further, the face shrank to a sliver under the helmet). `faceDown` (a bow, a hung
 * head) lifts that hold: there the face is meant to turn down out of sight under the crown.
 */
function tipDown(src: Pixels, wanted: number, faceDown: boolean): Pixels {
  const { width, height, data } = src;
  if (width === 0 || height === 0) return src;
  const tops = new Int32Array(width).fill(-1);
  const bottoms = new Int32Array(width).fill(-1);
  let top = height;
  let bottom = -1;
  for (let u = 0; u < width; u++) {
    for (let v = 0; v < height; v++) {
      if (!data[v * width + u]) continue;
      if (tops[u]! < 0) tops[u] = v;
      bottoms[u] = v;
    }
    if (tops[u]! >= 0) {
      top = Math.min(top, tops[u]!);
      bottom = Math.max(bottom, bottoms[u]!);
    }
  }
  if (bottom < 0) return src;
  const centre = (top + bottom + 1) / 2;
  const radius = Math.max(1, (bottom + 1 - top) / 2);
  const plain = (v: number) => v !== 0 && (v & PACKED_DETAIL) === 0;
  const brow = faceDown ? null : browRows(src);
  const pitch =
    brow === null
      ? wanted
      : Math.sign(wanted) * Math.min(Math.abs(wanted), Math.asin(Math.min(1, (brow + 2) / radius)));
  // The crown is what the head's top is drawn in (a helmet's dome, a hat, the hair). A column
  // fills what the tip uncovers at its top with the crown's own pixels; a column without any
  // (a brim's end, an ear) repeats its own top pixel, so hair below a brim never comes up
  // beside the helmet.
  const crownPart = partOf(data[top * width + tops.indexOf(top)]!);
  const out = createPixels(width, height);
  for (let u = 0; u < width; u++) {
    const t = tops[u]!;
    const b = bottoms[u]!;
    if (t < 0) continue;
    // The top of the head is drawn from a little inside the column's top: its edge pixel is
    // often something else peeking out (a lock of hair at a helmet's rim), and the tip draws
    // the top rows over several rows, so it would run down the crown in stripes.
    const inset = Math.min(b, t + Math.max(1, Math.round(radius * 0.15)));
    let crown = t;
    for (const start of [inset, t]) {
      let r = start;
      while (r <= b && partOf(data[r * width + u]!) !== crownPart) r++;
      if (r <= b) {
        crown = r;
        break;
      }
    }
    for (let v = t; v <= b; v++) {
      const here = data[v * width + u]!;
      if (!here) continue;
      const seen = Math.asin(clamp((v + 0.5 - centre) / radius, -1, 1)) - pitch;
      const from =
        seen <= -Math.PI / 2
          ? crown
          : clamp(Math.floor(centre + radius * Math.sin(seen)), crown, b);
      // The nearest plain pixel of the column to the row the tip brings here: details are
      // carried separately below.
      let value = 0;
      for (let d = 0; d <= b - t && !value; d++) {
        for (const row of [from + d, from - d]) {
          if (row < t || row > b) continue;
          const candidate = data[row * width + u]!;
          if (plain(candidate)) {
            value = candidate;
            break;
          }
        }
      }
      out.data[v * width + u] = value || here;
    }
  }
  for (let i = 0; i < data.length; i++) {
    const value = data[i]!;
    if (!(value & PACKED_DETAIL)) continue;
    const u = i % width;
    const v = (i - u) / width;
    const seen = Math.asin(clamp((v + 0.5 - centre) / radius, -1, 1)) + pitch;
    if (seen >= Math.PI / 2) continue;
    const to = Math.floor(centre + radius * Math.sin(seen));
    if (to < tops[u]! || to > bottoms[u]! || !data[to * width + u]) continue;
    out.data[to * width + u] = value;
  }
  return out;
}

const partOf = (v: number) => (v >>> 16) & 0xfff;

/**
 * The rows of skin above the eyes: in each column with an eye (detail pixels), how many pixels
 * straight above its top are of the part the eye is drawn on (the first plain pixel below it);
 * the fewest over the eyes. Null when the head shows no eyes.
 */
function browRows(src: Pixels): number | null {
  const { width, height, data } = src;
  let fewest: number | null = null;
  for (let u = 0; u < width; u++) {
    let eyeTop = -1;
    let v = 0;
    for (; v < height; v++) {
      const value = data[v * width + u]!;
      if (value & PACKED_DETAIL && eyeTop < 0) eyeTop = v;
      else if (eyeTop >= 0 && !(value & PACKED_DETAIL)) break;
    }
    if (eyeTop < 0 || v >= height || !data[v * width + u]) continue;
    const skin = partOf(data[v * width + u]!);
    let rows = 0;
    for (let r = eyeTop - 1; r >= 0; r--) {
      const value = data[r * width + u]!;
      if (!value || value & PACKED_DETAIL || partOf(value) !== skin) break;
      rows++;
    }
    fewest = fewest === null ? rows : Math.min(fewest, rows);
  }
  return fewest;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
