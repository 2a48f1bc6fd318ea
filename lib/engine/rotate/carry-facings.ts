/**
 * A hand edit of a layered sprite carried onto its other facings. The stored document of an
 * edited sprite keeps its recipe (the request that drew it before the edit) and its flat
 * picture (the edited pixels), so the edit is the difference between that picture and the
 * recipe's drawing. Each edited pixel belongs to the part that showed there at rest (the
 * topmost layer with ink there). Redrawn in another facing, the part of the same name shows it
 * where the same spot of the part turns to: a part is taken as round about its upright axis
 * (its box's width is the diameter), so a spot at a place across the part is at an angle round
 * it; turning the figure turns that angle, and the spot shows when it faces the viewer (a mark
 * on the chest is on the chest from the front, at the front edge in profile and gone from
 * behind), at its own height in the part's box, and only where that part is the one that
 * shows (never painted over another part). Pixels no part showed (on the outline, outside the
 * figure) stay on the edited facing.
 *
 * A part with a face (two eyes side by side) is turned about the face the drawer drew, not about
 * its box: a drawer turns a face less than a cylinder would (a three-quarter face slides a pixel
 * or two), so the spot is placed from the eyes of each facing (their middle, or the one eye a
 * profile shows), at the offset the turn gives it from them. A mark (the edited pixels that touch
 * each other on one part) is seen or hidden whole, by where its middle faces: a scar is on its
 * cheek or out of sight, never split at the edge of a profile.
 */
import { composeAtRest, drawLayered, eyesOfLayer, type LayeredSprite } from "../draw";
import type { RgbaImage } from "../raster";

interface EditedPixel {
  readonly layer: string;
  /** Angle round the part from its front (radians, + toward the figure's left). */
  readonly angle: number;
  /** Height in the layer's box, 0 to 1 from its top. */
  readonly v: number;
  readonly rgba: readonly [number, number, number, number];
  /** The angle the middle of its mark faces: the whole mark shows or hides by it. */
  readonly markAngle: number;
}

export interface FacingEdit {
  readonly pixels: readonly EditedPixel[];
  /**
   * Per part with a face: half the angle between its eyes, as the edited drawing shows them.
   * Such a part's spots are placed from the eyes of each facing.
   */
  readonly eyeAngle: Readonly<Record<string, number>>;
}

/** The eyes a part shows, in sprite coordinates: their middles' x, and the row they are on. */
interface Eyes {
  readonly xs: readonly number[];
  readonly y: number;
}

function eyesOf(doc: LayeredSprite, name: string): Eyes | null {
  const layer = doc.layers.find((l) => l.name === name);
  if (!layer || layer.width === 0) return null;
  const found = eyesOfLayer(layer);
  if (found.length === 0 || found.length > 2) return null;
  const xs = found
    .map((e) => {
      const x = layer.x + (e.x0 + e.x1) / 2;
      return doc.mirrored ? doc.width - 1 - x : x;
    })
    .sort((a, b) => a - b);
  return { xs, y: layer.y + Math.round((found[0]!.y0 + found[0]!.y1) / 2) };
}

/** Half a part's width on row y (its row span's), at least a pixel. */
function radiusAt(box: Box, y: number): { mid: number; r: number } {
  const [from, to] = box.span(y) ?? [box.left, box.left + box.width - 1];
  return { mid: (from + to) / 2, r: Math.max(1, (to - from) / 2) };
}

/**
 * How far a drawn face is turned: from the middle of its two eyes against the middle of the
 * part's row (a drawer turns a three-quarter face far less than 45 degrees); a face showing one
 * eye, or none, is turned as far as its facing says.
 */
function faceTurn(eyes: Eyes | null, box: Box, alpha: number, nominal: number): number {
  if (eyes?.xs.length !== 2) return nominal;
  const { mid, r } = radiusAt(box, eyes.y);
  const between = (eyes.xs[0]! + eyes.xs[1]!) / 2;
  return Math.asin(clampUnit((between - mid) / r / Math.max(0.2, Math.cos(alpha))));
}

/**
 * Where a face's anchor is and which angle of the turned part it stands for: the middle of two
 * eyes (the nose line, as far as a drawer shows it) or, in profile, the one eye that shows.
 */
function anchorOf(eyes: Eyes, alpha: number, turn: number): { x: number; term: number } {
  if (eyes.xs.length === 2) {
    return { x: (eyes.xs[0]! + eyes.xs[1]!) / 2, term: Math.sin(turn) * Math.cos(alpha) };
  }
  // One eye: the one nearer the viewer, on the side the face is turned to.
  const near = Math.sin(turn) > 0 ? -alpha : alpha;
  return { x: eyes.xs[0]!, term: Math.sin(near + turn) };
}

const clampUnit = (v: number) => Math.max(-1, Math.min(1, v));

/** Groups of edited pixels touching each other (8 ways) on one part: index of each pixel's group. */
function marksOf(points: readonly { x: number; y: number; layer: string }[]): number[] {
  const group = points.map((_, i) => i);
  const root = (i: number): number => {
    while (group[i] !== i) i = group[i]!;
    return i;
  };
  for (let i = 0; i < points.length; i++)
    for (let j = 0; j < i; j++) {
      const a = points[i]!;
      const b = points[j]!;
      if (a.layer === b.layer && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1)
        group[root(i)] = root(j);
    }
  return points.map((_, i) => root(i));
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** The layer's first and last inked column on a row (sprite coordinates), or null. */
  readonly span: (y: number) => readonly [number, number] | null;
}

/** Each named layer's box and row spans in the sprite's coordinates (a mirrored drawing's flipped). */
function boxes(doc: LayeredSprite): Map<string, Box> {
  const out = new Map<string, Box>();
  for (const l of doc.layers) {
    if (l.width === 0 || l.height === 0) continue;
    const left = doc.mirrored ? doc.width - l.x - l.width : l.x;
    const spans: ([number, number] | null)[] = [];
    for (let v = 0; v < l.height; v++) {
      let first = -1;
      let last = -1;
      for (let u = 0; u < l.width; u++) {
        if (l.ink[v * l.width + u]! < 0) continue;
        if (first < 0) first = u;
        last = u;
      }
      spans.push(
        first < 0
          ? null
          : doc.mirrored
            ? [doc.width - 1 - (l.x + last), doc.width - 1 - (l.x + first)]
            : [l.x + first, l.x + last],
      );
    }
    const span = (y: number) => spans[y - l.y] ?? null;
    out.set(l.name, { left, top: l.y, width: l.width, height: l.height, span });
  }
  return out;
}

/** How far each facing turns the figure from facing the viewer (radians, front toward +x). */
const TURN: Readonly<Record<string, number>> = {
  south: 0,
  "south-east": Math.PI / 4,
  east: Math.PI / 2,
  "north-east": (3 * Math.PI) / 4,
  north: Math.PI,
  "north-west": (-3 * Math.PI) / 4,
  west: -Math.PI / 2,
  "south-west": -Math.PI / 4,
};

/**
 * The turn a drawing was made at. A drawing with no facing is its subject's default view:
 * the front when it is the south drawing, else the profile (creatures).
 */
function turnOf(doc: LayeredSprite, draw: Draw): number {
  const known = TURN[doc.recipe.direction];
  if (known !== undefined) return known;
  return samePixels(draw("south").sprite.image.data, draw(doc.recipe.direction).sprite.image.data)
    ? 0
    : Math.PI / 2;
}

/** Name of the layer that shows at each sprite pixel at rest, or null. */
function shownLayers(doc: LayeredSprite): (x: number, y: number) => string | null {
  const rest = composeAtRest(doc);
  return (x, y) => {
    const cx = doc.mirrored ? doc.width - 1 - x : x;
    const index = rest.top[y * doc.width + cx]!;
    return index < 0 ? null : doc.layers[index]!.name;
  };
}

/**
 * The edit a stored document carries: its pixels that differ from its recipe's drawing, each
 * with the part it was made on. Null when there is none (the document is its recipe's drawing).
 */
export function editOf(doc: LayeredSprite, draw: Draw = drawer(doc)): FacingEdit | null {
  const drawn = draw(doc.recipe.direction);
  const before = drawn.sprite.image.data;
  const after = doc.sprite.image.data;
  if (before.length !== after.length) return null;
  const shown = shownLayers(drawn);
  const placed = boxes(drawn);
  const turn = turnOf(doc, draw);
  const eyeAngle: Record<string, number> = {};
  const faces = new Map<string, Eyes | null>();
  const faceOf = (layer: string, box: Box) => {
    if (!faces.has(layer)) {
      const eyes = eyesOf(drawn, layer);
      // Two eyes at one height: half the angle between them, as seen from straight ahead.
      const two = eyes && eyes.xs.length === 2 ? eyes : null;
      faces.set(layer, two);
      if (two) {
        const { r } = radiusAt(box, two.y);
        eyeAngle[layer] = Math.asin(clampUnit((two.xs[1]! - two.xs[0]!) / 2 / r));
      }
    }
    return faces.get(layer) ?? null;
  };
  const found: (Omit<EditedPixel, "markAngle"> & { x: number; y: number })[] = [];
  let changed = false;
  for (let y = 0; y < doc.height; y++) {
    for (let x = 0; x < doc.width; x++) {
      const o = (y * doc.width + x) * 4;
      const a = after[o + 3]!;
      const same =
        a === before[o + 3] &&
        (a === 0 ||
          (after[o] === before[o] &&
            after[o + 1] === before[o + 1] &&
            after[o + 2] === before[o + 2]));
      if (same) continue;
      changed = true;
      const layer = shown(x, y);
      const box = layer ? placed.get(layer) : undefined;
      if (!layer || !box) continue;
      const eyes = faceOf(layer, box);
      let angle: number;
      if (eyes) {
        // Placed from the face: x = anchor + r (sin(angle + turn) - the anchor's own term).
        const alpha = eyeAngle[layer]!;
        const faced = faceTurn(eyes, box, alpha, turn);
        const { r } = radiusAt(box, y);
        const anchor = anchorOf(eyes, alpha, faced);
        angle = Math.asin(clampUnit((x - anchor.x) / r + anchor.term)) - faced;
      } else {
        // Across the part's row, -1 to 1, is the sine of the angle the spot faces from the viewer.
        const [from, to] = box.span(y) ?? [box.left, box.left + box.width - 1];
        const across = to > from ? ((x - from) / (to - from)) * 2 - 1 : 0;
        angle = Math.asin(clampUnit(across)) - turn;
      }
      found.push({
        x,
        y,
        layer,
        angle,
        v: box.height > 1 ? (y - box.top) / (box.height - 1) : 0.5,
        rgba: [after[o]!, after[o + 1]!, after[o + 2]!, a],
      });
    }
  }
  if (!changed) return null;
  const marks = marksOf(found);
  const middle = new Map<number, { sin: number; cos: number }>();
  found.forEach((p, i) => {
    const m = middle.get(marks[i]!) ?? { sin: 0, cos: 0 };
    middle.set(marks[i]!, { sin: m.sin + Math.sin(p.angle), cos: m.cos + Math.cos(p.angle) });
  });
  const pixels = found.map(({ x: _x, y: _y, ...p }, i) => {
    const m = middle.get(marks[i]!)!;
    return { ...p, markAngle: Math.atan2(m.sin, m.cos) };
  });
  return { pixels, eyeAngle };
}

/** `facing`'s flat picture with the edit painted on the parts it was made on. */
export function carryOnto(edit: FacingEdit, facing: LayeredSprite): RgbaImage {
  const image: RgbaImage = { ...facing.sprite.image, data: facing.sprite.image.data.slice() };
  const shown = shownLayers(facing);
  const placed = boxes(facing);
  const turn = TURN[facing.recipe.direction] ?? 0;
  const faces = new Map<string, Eyes | null>();
  for (const p of edit.pixels) {
    const box = placed.get(p.layer);
    if (!box) continue;
    const alpha = edit.eyeAngle[p.layer];
    if (alpha !== undefined && !faces.has(p.layer)) faces.set(p.layer, eyesOf(facing, p.layer));
    const eyes = alpha !== undefined ? (faces.get(p.layer) ?? null) : null;
    const faced = alpha !== undefined ? faceTurn(eyes, box, alpha, turn) : turn;
    // Its mark turned away from the viewer (round the back of the part): not seen. A mark on
    // the part's middle line (a scar down the nose) is on the silhouette's edge in either
    // profile and shows in both; it was lost in both when the edge itself counted as away.
    if (Math.cos(p.markAngle + faced) < -0.1) continue;
    const angle = p.angle + faced;
    const y = box.top + Math.round(p.v * (box.height - 1));
    const span = box.span(y);
    if (!span) continue;
    let x: number;
    if (eyes && alpha !== undefined) {
      const anchor = anchorOf(eyes, alpha, faced);
      const { r } = radiusAt(box, y);
      x = Math.round(anchor.x + r * (Math.sin(angle) - anchor.term));
    } else {
      const u = (Math.sin(angle) + 1) / 2;
      x = span[0] + Math.round(u * (span[1] - span[0]));
    }
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
    if (shown(x, y) !== p.layer) continue;
    image.data.set(p.rgba, (y * image.width + x) * 4);
  }
  return image;
}

/** Strip order's directions as the generator names them. */
type Direction = LayeredSprite["recipe"]["direction"];

/**
 * The redraw of a layered sprite: each facing drawn from its recipe (once), the sprite's edit,
 * if any, carried onto it. South is null when the sprite itself is its south drawing (drawn
 * facing south, or a front view by default): its own pixels, edit and all, are that facing.
 */
export function layeredRedraw(doc: LayeredSprite): (direction: Direction) => RgbaImage | null {
  const draw = drawer(doc);
  const edit = editOf(doc, draw);
  const drawn = new Map<Direction, RgbaImage>();
  return (direction) => {
    if (
      direction === "south" &&
      (doc.recipe.direction === "south" ||
        (doc.recipe.direction === "none" &&
          samePixels(draw("none").sprite.image.data, draw("south").sprite.image.data)))
    )
      return null;
    let image = drawn.get(direction);
    if (!image) {
      const facing = draw(direction);
      image = edit ? carryOnto(edit, facing) : facing.sprite.image;
      drawn.set(direction, image);
    }
    return image;
  };
}

/** The recipe drawn facing a direction, each direction once. */
type Draw = (direction: Direction) => LayeredSprite;

function drawer(doc: LayeredSprite): Draw {
  const made = new Map<Direction, LayeredSprite>();
  return (direction) => {
    let d = made.get(direction);
    if (!d) {
      d = drawLayered({ ...doc.recipe, direction });
      made.set(direction, d);
    }
    return d;
  };
}

function samePixels(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
