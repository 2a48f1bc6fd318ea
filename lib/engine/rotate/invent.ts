/**
 * Invented facings: what the other views of a front-facing sprite probably look like, made from
 * its own pixels. The back (N) is the front seen in a mirror at the body's own middle, with the
 * face painted over by the crown's colors and the front's details by the cloth around them
 * (views.ts); a profile (E) is the body squeezed toward its centre line, the face details slid to the
 * front of the head (the far eye dropped), the near arm brought in front of the body and the far
 * arm tucked behind it; the three-quarter views (SE, NE) go half way. Every pixel is a source
 * pixel, so the palette and the outline carry over.
 */
import { boundsOf, createPixels, type Pixels } from "../raster";
import { type Figure, outlineColor, PART_NAMES, type PartName } from "../figure";
import {
  coverFace,
  eraseFeatures,
  type Face,
  type Feature,
  findFace,
  findMarks,
  lightness,
} from "./face";
import { squeezeRows } from "./squeeze-rows";
import {
  backView,
  flipPixels,
  frontView,
  headMask,
  mirroredFace,
  mirroredView,
  outlineRim,
  rimShare,
  torsoMask,
  type InventedFacing,
  type View,
} from "./views";

export type { InventedFacing } from "./views";

export { flipPixels } from "./views";

export interface Strategy {
  /** Width the profile (E) body keeps, 0 to 1; the three-quarter views lose half as much. */
  readonly profileWidth: number;
  /** Whether the profile drops the far one of a pair of eyes. */
  readonly dropFarEye: boolean;
  /** Share of the way the arms slide toward the turned body's middle. */
  readonly armSlide: number;
}

export const STANDARD: Strategy = { profileWidth: 0.7, dropFarEye: true, armSlide: 0.8 };

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

/** Pairs of features side by side (eyes): the one on the front (right) side of each pair. */
function frontEyes(features: readonly Feature[]): Set<Feature> {
  const front = new Set<Feature>();
  for (const f of farEyes(features))
    for (const g of features)
      if (g !== f && Math.abs(g.top - f.top) <= 1 && g.left > f.left) front.add(g);
  return front;
}

/** Per row, whether most of the row's opaque pixels belong to the part `name`. */
function rowsMostly(view: View, name: PartName): boolean[] {
  const { width, height, data } = view.pixels;
  const code = PART_NAMES.indexOf(name);
  return Array.from({ length: height }, (_, y) => {
    let [of, all] = [0, 0];
    for (let p = y * width; p < (y + 1) * width; p++) {
      if (data[p] === 0) continue;
      all++;
      if (view.labels[p] === code) of++;
    }
    return all > 0 && of * 2 > all;
  });
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

/** The layer drawn mirrored: its pixel at x lands at `sum` - x. */
function drawMirrored(dest: Pixels, layer: Pixels, sum: number): void {
  const { width, height } = dest;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = layer.data[y * width + x]!;
      const tx = sum - x;
      if (v !== 0 && tx >= 0 && tx < width) dest.data[y * width + tx] = v;
    }
  }
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
  const dropped = new Set<Feature>(
    strategy.dropFarEye && amount >= 1 ? farEyes(face.features) : [],
  );
  eraseFeatures(erased, face);
  // Each detail stops short of the outline of its own rows by an eighth of the row (a pixel of
  // skin between an eye and the outline on a wide head), so it reads as an eye, not a notch;
  // on a narrower part under a wider one (eyes on a mushroom's stem) the row, not the cap,
  // bounds the slide. All details slide together, by the least room any of them has.
  const { width } = layer;
  const room = (f: Feature) => {
    let least = Number.POSITIVE_INFINITY;
    for (let y = f.top; y <= f.bottom; y++) {
      let first = -1;
      let last = -1;
      for (let x = 0; x < width; x++) {
        if (!face.mask[y * width + x] || layer.data[y * width + x] === 0) continue;
        if (first < 0) first = x;
        last = x;
      }
      if (last < 0) continue;
      const inset = (amount >= 1 ? 2 : 1) + Math.floor((last - first + 1) / 8);
      least = Math.min(least, last - inset - f.right);
    }
    return least;
  };
  let kept = face.features.filter((f) => !dropped.has(f));
  let least = Math.min(...kept.map(room));
  // An eye already nearer the front than that (drawn against the edge) steps back from it.
  let shift = Number.isFinite(least) ? Math.round(least * amount) : 0;
  // A small face with little room to turn (its front eye at or against the edge) would come out
  // of a three-quarter turn unchanged, or with that eye merged into the outline, and read as
  // looking the other way: the front eye turns out of sight and the other moves toward the
  // front, at least a pixel.
  const front = frontEyes(kept);
  if (amount < 1 && (shift < 1 || [...front].some((f) => room(f) - shift <= 0))) {
    const rest = kept.filter((f) => !front.has(f));
    const restLeast = Math.min(...rest.map(room));
    if (front.size > 0 && rest.length > 0 && restLeast >= 1) {
      for (const f of front) dropped.add(f);
      kept = rest;
      least = restLeast;
      shift = Math.max(1, Math.round(least * amount));
    }
  }
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
  // The share is of the head inside its outline: on a head four pixels wide, a three-quarter
  // turn shows a column of hair.
  const { left, right } = face.box;
  const back = left + 1 + Math.round((right - left - 1) * 0.45 * amount);
  for (let p = 0; p < out.data.length; p++) {
    if (face.mask[p] && p % out.width < back) out.data[p] = covered.data[p]!;
  }
  return out;
}

/**
 * A view turned toward the right: `amount` 1 is a full profile, 0.5 three-quarters. The body
 * (head, torso, legs) is squeezed about its middle; the near arm (the character's right) is drawn
 * over it and the far arm under it, both slid toward the middle. Face details and the marks on
 * the chest slide toward the front.
 */
function turnedView(
  view: View,
  face: Face | null,
  marks: Face | null,
  amount: number,
  strategy: Strategy,
  near: "armLeft" | "armRight",
  heldInNear = false,
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
  // The buckle and buttons on the chest go toward the front with the face.
  if (marks) {
    const slid = slideFace(coreLayer, marks, amount, strategy, bare);
    coreLayer = slid.erased;
    details = [...details, ...slid.details];
  }
  // A round thing (a blob: a pot, a mushroom, a slime) seen from the side keeps its width; only
  // a figure's body is narrower in profile than from the front.
  // A head seen side-on is about as deep as it is wide: it loses a third as much as the body,
  // so a profile keeps room for hair behind, an eye and a pixel of face before it.
  const keep = figure.kind === "blob" ? 1 : 1 - (1 - strategy.profileWidth) * amount;
  const headKeep = figure.kind === "blob" ? 1 : 1 - ((1 - strategy.profileWidth) * amount) / 3;
  const headRows = rowsMostly(view, "head");
  const { out, map } = squeezeRows(coreLayer, left, right, (y) => (headRows[y] ? headKeep : keep));
  for (const d of details) {
    const at = d.y * out.width + map(d.x, d.y);
    if (out.data[at] !== 0) out.data[at] = d.color;
  }
  if (figure.kind === "blob") return out;
  const body = figure.height - 1;
  const center = (map(left, body) + map(right, body)) / 2;
  const far = near === "armLeft" ? "armRight" : "armLeft";
  const slide = (name: "armLeft" | "armRight") =>
    Math.round((center - view.shoulders[name]) * amount * strategy.armSlide);
  const nearLayer = layerOf(view, [near]);
  const frame = createPixels(figure.width, figure.height);
  drawShifted(frame, layerOf(view, [far]), slide(far));
  drawShifted(frame, out, 0);
  // An item held in the near hand is carried across to the front of the body, the arm turned
  // over to reach where the far arm reaches facing the other way: the item stays in its hand,
  // so it changes sides between a profile and its mirror twin (drawn in front of the body here,
  // behind it there).
  const tall = figure.bounds.bottom - figure.bounds.top + 1;
  if (heldInNear && amount >= 1 && holdsLongItem(nearLayer, tall)) {
    const shoulder = view.shoulders[far] + slide(far);
    drawMirrored(frame, nearLayer, Math.round(shoulder + view.shoulders[near] - 1));
  } else {
    drawShifted(frame, nearLayer, slide(near));
  }
  return frame;
}

/** An arm reaching over two fifths of the figure's height: it holds a blade or a staff. */
function holdsLongItem(arm: Pixels, figureHeight: number): boolean {
  const box = boundsOf(arm);
  return box !== null && box.bottom - box.top + 1 >= figureHeight * 0.4;
}

export interface Inventor {
  invent(facing: InventedFacing, strategy: Strategy): Pixels;
}

export function inventor(figure: Figure): Inventor {
  const found = findFace(figure.source, headMask(figure));
  // On a round thing (a blob: a potion, a pot, a slime) a patch lighter than its surface is a
  // highlight, where the light (top-left) falls, not a marking that turns with it: it is kept out
  // of the face and painted back where it was on every facing.
  // (Turning a mushroom's spots with its cap was tried: in profile they slid to the edges and
  // left a bald cap, judged worse than spots that stay where the front has them.)
  const highlights = figure.kind === "blob" ? highlightsOf(figure.source, found) : [];
  const face: Face = {
    ...found,
    features: found.features.filter((f) => !highlights.includes(f)),
  };
  // Every view is turned from the front with its highlights painted over, so none turns with it.
  const unlit: Pixels = { ...figure.source, data: new Uint32Array(figure.source.data) };
  eraseFeatures(unlit, found, highlights);
  const front: View = { ...frontView(figure), pixels: unlit };
  const marks = figure.kind === "humanoid" ? findMarks(unlit, torsoMask(figure)) : null;
  let back: View | null = null;
  const backOf = () => {
    back ??= backView(front, face, marks);
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
        return turnedView(front, face, marks, 1, strategy, "armLeft");
      case "south-east":
        return turnedView(front, face, marks, 0.5, strategy, "armLeft");
      case "north-east":
        return turnedView(backOf(), null, null, 0.5, strategy, "armRight");
      // The W side: the mirror image turned toward the right, mirrored back.
      case "west":
        return flipPixels(
          turnedView(
            mirroredFront(),
            mirroredFace(face, width),
            marks && mirroredFace(marks, width),
            1,
            strategy,
            "armLeft",
            // Seen in the mirror, the arm that holds the item is the other one.
            figure.frontArm === "armRight",
          ),
        );
      case "south-west":
        return flipPixels(
          turnedView(
            mirroredFront(),
            mirroredFace(face, width),
            marks && mirroredFace(marks, width),
            0.5,
            strategy,
            "armLeft",
          ),
        );
      case "north-west":
        return flipPixels(
          turnedView(mirroredView(backOf()), null, null, 0.5, strategy, "armRight"),
        );
    }
  };
  // A sprite drawn with its edge outlined all round keeps it in every facing it is turned to.
  const outline = outlineColor(figure.source);
  const outlined = rimShare(figure.source, outline) >= 0.9;
  return {
    invent(facing, strategy) {
      const turnedOut = turned(facing, strategy);
      const out = outlined ? outlineRim(turnedOut, outline) : turnedOut;
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
