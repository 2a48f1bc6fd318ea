/**
 * The views an invented facing is turned from: the front as the figure was split, the back, and
 * either seen in a mirror, each a picture with its part labels, so a turn knows which pixels are
 * head, body and which arm.
 */
import { boundsWhere, createPixels, type Pixels } from "../raster";
import { type Figure, PART_NAMES, type PartName } from "../figure";
import { coverFace, eraseFeatures, type Face } from "./face";

/** The eight facings a turn draws, the front first. */
export type RedrawDirection =
  | "south"
  | "south-east"
  | "east"
  | "north-east"
  | "north"
  | "north-west"
  | "west"
  | "south-west";

/** A facing a turn invents from the front and back views (every one but south). */
export type InventedFacing = Exclude<RedrawDirection, "south">;

export function flipPixels(src: Pixels): Pixels {
  const out = createPixels(src.width, src.height);
  for (let y = 0; y < src.height; y++) {
    const row = y * src.width;
    for (let x = 0; x < src.width; x++) out.data[row + src.width - 1 - x] = src.data[row + x]!;
  }
  return out;
}

export function headMask(figure: Figure): Uint8Array {
  const head = PART_NAMES.indexOf(figure.kind === "blob" ? "body" : "head");
  const mask = new Uint8Array(figure.labels.length);
  for (let p = 0; p < mask.length; p++) {
    if (figure.source.data[p] !== 0 && figure.labels[p] === head) mask[p] = 1;
  }
  return mask;
}

export function torsoMask(figure: Figure): Uint8Array {
  const torso = PART_NAMES.indexOf("torso");
  return Uint8Array.from(figure.labels, (v, p) => (v === torso && figure.source.data[p] ? 1 : 0));
}

/** A picture with its part labels: the front as segmented, or the back mirrored with it. */
export interface View {
  readonly figure: Figure;
  readonly pixels: Pixels;
  readonly labels: Uint8Array;
  /** Shoulder x of each arm in this view. */
  readonly shoulders: Readonly<Record<"armLeft" | "armRight", number>>;
}

export function frontView(figure: Figure): View {
  const pivot = (name: PartName) => figure.parts.get(name)?.pivot.x ?? figure.centerX;
  return {
    figure,
    pixels: figure.source,
    labels: figure.labels,
    shoulders: { armLeft: pivot("armLeft"), armRight: pivot("armRight") },
  };
}

/**
 * The back. A figure is its front seen in a mirror held at its own middle (the body's box maps
 * onto itself, so it stands where it stood), with the face painted over and covered by the
 * crown, the details on the front of the torso (buckle, buttons) painted over from the cloth
 * around them, and a hand or held item lying over the body put behind it (the body's color
 * there), while an arm or item held out to the side still shows, on the other side. A blob (a
 * pot, a potion, a mushroom, a slime) is its front with the face painted over, in place: a round
 * thing looks the same from behind, its axis and its light where they were.
 */
export function backView(front: View, face: Face, marks: Face | null): View {
  const painted: Pixels = { ...front.pixels, data: new Uint32Array(front.pixels.data) };
  eraseFeatures(painted, face);
  if (front.figure.kind !== "humanoid") return { ...front, pixels: painted };
  coverFace(painted, face);
  if (marks) eraseFeatures(painted, marks);
  const { backdrop } = front.figure;
  const torso = PART_NAMES.indexOf("torso");
  const arms = new Set([PART_NAMES.indexOf("armLeft"), PART_NAMES.indexOf("armRight")]);
  const labels = Uint8Array.from(front.labels);
  for (let p = 0; p < labels.length; p++) {
    if (painted.data[p] === 0 || !arms.has(labels[p]!) || backdrop[p] === 0) continue;
    painted.data[p] = backdrop[p]!;
    labels[p] = torso;
  }
  const axis = bodyAxis(painted, front.figure.neckY);
  return mirroredView({ ...front, pixels: painted, labels }, axis);
}

/**
 * The mirror that maps the figure below the neck best onto itself (not the head, whose rows can
 * take in the tip of a blade held up beside it): pixel x goes to `axis - x`. Tried within a few
 * pixels of the middle of those rows' box; the one under which most of their pixels land on
 * their pixels wins, the nearer to the middle on a tie. So an arm held out on one side does not
 * move the body, and a figure drawn a little lopsided (one foot a pixel wider) keeps its robe
 * and hat in place.
 */
function bodyAxis(pixels: Pixels, neckY: number): number {
  const { width, height, data } = pixels;
  const core = (p: number) => data[p] !== 0 && p >= (neckY + 1) * width;
  const box = boundsWhere(width, height, core);
  if (!box) return width - 1;
  const middle = box.left + box.right;
  let best = middle;
  let bestHits = -1;
  for (const axis of [0, -1, 1, -2, 2, -3, 3].map((d) => middle + d)) {
    let hits = 0;
    for (let p = 0; p < data.length; p++) {
      if (!core(p)) continue;
      const x = axis - (p % width);
      if (x >= 0 && x < width && core(p - (p % width) + x)) hits++;
    }
    if (hits > bestHits) [best, bestHits] = [axis, hits];
  }
  return best;
}

/**
 * A view seen in a mirror, labels and shoulders with it (left and right arms keep naming the
 * screen side): pixel x goes to `axis - x` (by default the canvas's own mirror). Turning the
 * mirror image toward the right and mirroring the result back is the view turned toward the left
 * with every held item still in its own hand: a W-side facing is not its E-side twin flipped
 * (that swaps a sword into the other hand).
 */
export function mirroredView(view: View, axis = view.pixels.width - 1): View {
  const { width, height } = view.pixels;
  const swap = new Map<number, number>();
  for (const [a, b] of [
    ["armLeft", "armRight"],
    ["legLeft", "legRight"],
  ] as const) {
    swap.set(PART_NAMES.indexOf(a), PART_NAMES.indexOf(b));
    swap.set(PART_NAMES.indexOf(b), PART_NAMES.indexOf(a));
  }
  const pixels = createPixels(width, height);
  const labels = new Uint8Array(view.labels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const to = axis - x;
      if (to < 0 || to >= width) continue;
      const v = view.labels[y * width + x]!;
      labels[y * width + to] = swap.get(v) ?? v;
      pixels.data[y * width + to] = view.pixels.data[y * width + x]!;
    }
  }
  // A shoulder at pixel centre c goes to axis + 1 - c.
  return {
    figure: view.figure,
    pixels,
    labels,
    shoulders: {
      armLeft: axis + 1 - view.shoulders.armRight,
      armRight: axis + 1 - view.shoulders.armLeft,
    },
  };
}

export function mirroredFace(face: Face, width: number): Face {
  const flipIndex = (p: number) => {
    const x = p % width;
    return p - x + width - 1 - x;
  };
  const mask = new Uint8Array(face.mask.length);
  for (let p = 0; p < mask.length; p++) if (face.mask[p]) mask[flipIndex(p)] = 1;
  return {
    mask,
    features: face.features.map((f) => ({
      pixels: f.pixels.map(flipIndex),
      left: width - 1 - f.right,
      right: width - 1 - f.left,
      top: f.top,
      bottom: f.bottom,
    })),
    box: { ...face.box, left: width - 1 - face.box.right, right: width - 1 - face.box.left },
  };
}

/** Whether a pixel lies on the silhouette's edge: opaque, with a clear 4-neighbour or the border. */
function onRim(px: Pixels, p: number): boolean {
  const { width, height, data } = px;
  if (data[p] === 0) return false;
  const x = p % width;
  const y = (p - x) / width;
  if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return true;
  return data[p - 1] === 0 || data[p + 1] === 0 || data[p - width] === 0 || data[p + width] === 0;
}

/** The share of the silhouette's edge drawn in `outline` (1 for a fully outlined sprite). */
export function rimShare(px: Pixels, outline: number): number {
  let [rim, lined] = [0, 0];
  for (let p = 0; p < px.data.length; p++) {
    if (!onRim(px, p)) continue;
    rim++;
    if (px.data[p] === outline) lined++;
  }
  return rim === 0 ? 0 : lined / rim;
}

/**
 * Paints the silhouette's edge in `outline` where a turn left it bare: a body squeezed past the
 * arm that carried its outline, or a part slid out of its drawn edge, shows its fill against
 * the background. Used only on a sprite drawn with its edge outlined all round.
 */
export function outlineRim(px: Pixels, outline: number): Pixels {
  const out: Pixels = { ...px, data: new Uint32Array(px.data) };
  for (let p = 0; p < px.data.length; p++) if (onRim(px, p)) out.data[p] = outline;
  return out;
}
