/**
 * Invented facings: what the other views of a front-facing sprite probably look like, made from
 * its own pixels. The back (N) is the front mirrored with the face painted over by the crown's
 * colors; a profile (E) is the body squeezed toward its centre line, the face details slid to the
 * front of the head (the far eye dropped), the near arm brought in front of the body and the far
 * arm tucked behind it; the three-quarter views (SE, NE) go half way. Every pixel is a source
 * pixel, so the palette and the outline carry over.
 */
import { boundsOf, createPixels, type Pixels } from "../raster";
import { type Figure, PART_NAMES, type PartName } from "../figure";
import { coverFace, eraseFeatures, type Face, type Feature, findFace, lightness } from "./face";

export type InventedFacing =
  | "south-east"
  | "east"
  | "north-east"
  | "north"
  | "north-west"
  | "west"
  | "south-west";

export interface Strategy {
  /** Width the profile (E) body keeps, 0 to 1; the three-quarter views lose half as much. */
  readonly profileWidth: number;
  /** Whether the profile drops the far one of a pair of eyes. */
  readonly dropFarEye: boolean;
  /** Share of the way the arms slide toward the turned body's middle. */
  readonly armSlide: number;
}

export const STANDARD: Strategy = { profileWidth: 0.7, dropFarEye: true, armSlide: 0.8 };

export function flipPixels(src: Pixels): Pixels {
  const out = createPixels(src.width, src.height);
  for (let y = 0; y < src.height; y++) {
    const row = y * src.width;
    for (let x = 0; x < src.width; x++) out.data[row + src.width - 1 - x] = src.data[row + x]!;
  }
  return out;
}

function headMask(figure: Figure): Uint8Array {
  const head = PART_NAMES.indexOf(figure.kind === "blob" ? "body" : "head");
  const mask = new Uint8Array(figure.labels.length);
  for (let p = 0; p < mask.length; p++) {
    if (figure.source.data[p] !== 0 && figure.labels[p] === head) mask[p] = 1;
  }
  return mask;
}

/** A picture with its part labels: the front as segmented, or the back mirrored with it. */
interface View {
  readonly figure: Figure;
  readonly pixels: Pixels;
  readonly labels: Uint8Array;
  /** Shoulder x of each arm in this view. */
  readonly shoulders: Readonly<Record<"armLeft" | "armRight", number>>;
}

function frontView(figure: Figure): View {
  const pivot = (name: PartName) => figure.parts.get(name)?.pivot.x ?? figure.centerX;
  return {
    figure,
    pixels: figure.source,
    labels: figure.labels,
    shoulders: { armLeft: pivot("armLeft"), armRight: pivot("armRight") },
  };
}

/** The back: features painted over, the face covered by the crown, all mirrored (labels too). */
function backView(front: View, face: Face): View {
  const painted: Pixels = { ...front.pixels, data: new Uint32Array(front.pixels.data) };
  eraseFeatures(painted, face);
  // A blob's whole body is its "head": only its face details go, its shading stays.
  if (front.figure.kind === "humanoid") coverFace(painted, face);
  return mirroredView({ ...front, pixels: painted });
}

/**
 * A view seen in a mirror, labels and shoulders with it (left and right arms keep naming the
 * screen side). Turning the mirror image toward the right and mirroring the result back is the
 * view turned toward the left with every held item still in its own hand: a W-side facing is
 * not its E-side twin flipped (that swaps a sword into the other hand).
 */
function mirroredView(view: View): View {
  const { width, height } = view.pixels;
  const swap = new Map<number, number>();
  for (const [a, b] of [
    ["armLeft", "armRight"],
    ["legLeft", "legRight"],
  ] as const) {
    swap.set(PART_NAMES.indexOf(a), PART_NAMES.indexOf(b));
    swap.set(PART_NAMES.indexOf(b), PART_NAMES.indexOf(a));
  }
  const labels = new Uint8Array(view.labels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = view.labels[y * width + x]!;
      labels[y * width + width - 1 - x] = swap.get(v) ?? v;
    }
  }
  return {
    figure: view.figure,
    pixels: flipPixels(view.pixels),
    labels,
    shoulders: {
      armLeft: width - view.shoulders.armRight,
      armRight: width - view.shoulders.armLeft,
    },
  };
}

function mirroredFace(face: Face, width: number): Face {
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

/** Pairs of features side by side (eyes): the one on the far (left) side of each pair. */
function farEyes(features: readonly Feature[]): Set<Feature> {
  const far = new Set<Feature>();
  for (const a of features) {
    for (const b of features) {
      if (a === b || Math.abs(a.top - b.top) > 1) continue;
      if (Math.abs(a.pixels.length - b.pixels.length) > 2) continue;
      if (a.left < b.left) far.add(a);
    }
  }
  return far;
}

/**
 * Squeezes the columns between `left` and `right` to `keep` of their width about their middle,
 * always keeping the first and last (the outline). `map` tells where an old column went.
 */
function squeezeColumns(src: Pixels, left: number, right: number, keep: number) {
  const { width, height, data } = src;
  const span = right - left + 1;
  const newSpan = Math.max(1, Math.round(span * keep));
  const newLeft = left + Math.floor((span - newSpan) / 2);
  const out = createPixels(width, height);
  for (let i = 0; i < newSpan; i++) {
    const sx = newSpan === 1 ? left : left + Math.round((i * (span - 1)) / (newSpan - 1));
    for (let y = 0; y < height; y++) out.data[y * width + newLeft + i] = data[y * width + sx]!;
  }
  const map = (x: number) =>
    newLeft + Math.round(((x - left) * (newSpan - 1)) / Math.max(1, span - 1));
  return { out, map };
}

function layerOf(view: View, names: readonly PartName[]): Pixels {
  const out = createPixels(view.pixels.width, view.pixels.height);
  const codes = names.map((n) => PART_NAMES.indexOf(n));
  for (let p = 0; p < out.data.length; p++) {
    const v = view.pixels.data[p]!;
    if (v !== 0 && codes.includes(view.labels[p]!)) out.data[p] = v;
  }
  return out;
}

function drawShifted(dest: Pixels, layer: Pixels, dx: number): void {
  const { width, height } = dest;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = layer.data[y * width + x]!;
      const tx = x + dx;
      if (v !== 0 && tx >= 0 && tx < width) dest.data[y * width + tx] = v;
    }
  }
}

/**
 * Face details slid toward the front (right) of the head; in profile the far eye is dropped.
 * Returns the layer with the details painted over and where each kept detail pixel goes (its
 * x before any squeeze, its row, its color), so the details are placed after the head is
 * narrowed and a one-pixel eye is never lost between the columns a squeeze keeps.
 */
function slideFace(
  layer: Pixels,
  face: Face,
  amount: number,
  strategy: Strategy,
  colors: Pixels = layer,
): { erased: Pixels; details: { x: number; y: number; color: number }[] } {
  const erased: Pixels = { ...layer, data: new Uint32Array(layer.data) };
  const details: { x: number; y: number; color: number }[] = [];
  if (face.features.length === 0) return { erased, details };
  const dropped = strategy.dropFarEye && amount >= 1 ? farEyes(face.features) : new Set<Feature>();
  eraseFeatures(erased, face);
  const frontmost = Math.max(...face.features.map((f) => f.right));
  // The front detail stops short of the outline by an eighth of the head (a pixel of skin
  // between an eye and the outline on a wide head), so it reads as an eye, not a notch.
  const inset = 2 + Math.floor((face.box.right - face.box.left + 1) / 8);
  const shift = Math.max(0, Math.round((face.box.right - inset - frontmost) * amount));
  const { width } = layer;
  for (const f of face.features) {
    if (dropped.has(f)) continue;
    for (const p of f.pixels) {
      const q = p + shift;
      if (!face.mask[q] || erased.data[q] === 0) continue;
      details.push({ x: q % width, y: Math.floor(q / width), color: colors.data[p]! });
    }
  }
  return { erased, details };
}

/**
 * A head turned toward the right shows the back of the head on its left: that share of the head
 * (up to 45% in profile) takes the hair's colors as the back view does, so a profile is a face
 * in front of hair, not a face stretched over the whole head.
 */
function hairBehind(layer: Pixels, face: Face, amount: number): Pixels {
  const covered: Pixels = { ...layer, data: new Uint32Array(layer.data) };
  coverFace(covered, face);
  const out: Pixels = { ...layer, data: new Uint32Array(layer.data) };
  const { left, right } = face.box;
  const back = left + Math.round((right - left + 1) * 0.45 * amount);
  for (let p = 0; p < out.data.length; p++) {
    if (face.mask[p] && p % out.width < back) out.data[p] = covered.data[p]!;
  }
  return out;
}

/**
 * A view turned toward the right: `amount` 1 is a full profile, 0.5 three-quarters. The body
 * (head, torso, legs) is squeezed about its middle; the near arm (the character's right) is drawn
 * over it and the far arm under it, both slid toward the middle.
 */
function turnedView(
  view: View,
  face: Face | null,
  amount: number,
  strategy: Strategy,
  near: "armLeft" | "armRight",
): Pixels {
  const { figure } = view;
  const core: PartName[] =
    figure.kind === "blob" ? ["body"] : ["head", "torso", "legLeft", "legRight", "skirt"];
  let coreLayer = layerOf(view, core);
  const coreBox = boundsOf(coreLayer);
  if (!coreBox) return view.pixels;
  const { left, right } = coreBox;
  // Hair first, then the face slid over it in its own colors: an eye slid toward the front
  // stays an eye.
  const bare = coreLayer;
  if (face && figure.kind === "humanoid") coreLayer = hairBehind(coreLayer, face, amount);
  let details: { x: number; y: number; color: number }[] = [];
  if (face) ({ erased: coreLayer, details } = slideFace(coreLayer, face, amount, strategy, bare));
  // A round thing (a blob: a pot, a mushroom, a slime) seen from the side keeps its width; only
  // a figure's body is narrower in profile than from the front.
  const keep = figure.kind === "blob" ? 1 : 1 - (1 - strategy.profileWidth) * amount;
  const { out, map } = squeezeColumns(coreLayer, left, right, keep);
  for (const d of details) {
    const at = d.y * out.width + map(d.x);
    if (out.data[at] !== 0) out.data[at] = d.color;
  }
  if (figure.kind === "blob") return out;
  const center = (map(left) + map(right)) / 2;
  const far = near === "armLeft" ? "armRight" : "armLeft";
  const slide = (name: "armLeft" | "armRight") =>
    Math.round((center - view.shoulders[name]) * amount * strategy.armSlide);
  const frame = createPixels(figure.width, figure.height);
  drawShifted(frame, layerOf(view, [far]), slide(far));
  drawShifted(frame, out, 0);
  drawShifted(frame, layerOf(view, [near]), slide(near));
  return frame;
}

export interface Inventor {
  invent(facing: InventedFacing, strategy: Strategy): Pixels;
}

export function inventor(figure: Figure): Inventor {
  const found = findFace(figure.source, headMask(figure));
  // On a round thing (a blob: a potion, a pot, a slime) a patch lighter than its surface is a
  // highlight, where the light (top-left) falls, not a marking that turns with it: it is kept out
  // of the face and painted back where it was on every facing.
  const highlights = figure.kind === "blob" ? highlightsOf(figure.source, found) : [];
  const face: Face = {
    ...found,
    features: found.features.filter((f) => !highlights.includes(f)),
  };
  // Every view is turned from the front with its highlights painted over, so none turns with it.
  const unlit: Pixels = { ...figure.source, data: new Uint32Array(figure.source.data) };
  eraseFeatures(unlit, found, highlights);
  const front: View = { ...frontView(figure), pixels: unlit };
  let back: View | null = null;
  const backOf = () => {
    back ??= backView(front, face);
    return back;
  };
  let mirrored: View | null = null;
  const mirroredFront = () => {
    mirrored ??= mirroredView(front);
    return mirrored;
  };
  const turned = (facing: InventedFacing, strategy: Strategy): Pixels => {
    const { width } = figure.source;
    switch (facing) {
      case "north":
        return backOf().pixels;
      case "east":
        return turnedView(front, face, 1, strategy, "armLeft");
      case "south-east":
        return turnedView(front, face, 0.5, strategy, "armLeft");
      case "north-east":
        return turnedView(backOf(), null, 0.5, strategy, "armRight");
      // The W side: the mirror image turned toward the right, mirrored back.
      case "west":
        return flipPixels(
          turnedView(mirroredFront(), mirroredFace(face, width), 1, strategy, "armLeft"),
        );
      case "south-west":
        return flipPixels(
          turnedView(mirroredFront(), mirroredFace(face, width), 0.5, strategy, "armLeft"),
        );
      case "north-west":
        return flipPixels(turnedView(mirroredView(backOf()), null, 0.5, strategy, "armRight"));
    }
  };
  return {
    invent(facing, strategy) {
      const out = turned(facing, strategy);
      if (highlights.length === 0) return out;
      const lit: Pixels = { ...out, data: new Uint32Array(out.data) };
      for (const h of highlights)
        for (const p of h.pixels) if (lit.data[p] !== 0) lit.data[p] = figure.source.data[p]!;
      return lit;
    },
  };
}

/** Face patches clearly lighter than the surface around them: highlights, not markings. */
function highlightsOf(source: Pixels, face: Face): Feature[] {
  const surface: number[] = [];
  for (let p = 0; p < face.mask.length; p++)
    if (face.mask[p] && source.data[p] !== 0) surface.push(lightness(source.data[p]!));
  surface.sort((a, b) => a - b);
  const median = surface[Math.floor(surface.length / 2)] ?? 1;
  return face.features.filter((f) => {
    const L = f.pixels.reduce((sum, p) => sum + lightness(source.data[p]!), 0) / f.pixels.length;
    return L > median + 0.15;
  });
}
