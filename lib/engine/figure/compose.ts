/**
 * Puts a cut-out item on a figure: sized against the figure's height for its placement, turned
 * to the pose the placement wants (a mirror or no turn when one is near enough, since every turn
 * costs crispness), placed at the hand, back, head or belt, outlined where it meets air, and for
 * items in hand the hand drawn back over the grip so the fingers close round it.
 *
 * Tiers: normal draws the item over the figure; pro draws it only into empty pixels (behind the
 * figure), so no pixel of the figure changes but the item may hide behind it.
 */
import {
  createPixels,
  mirrorX,
  type Pixels,
  type Point,
  rotatePixels,
  SIDE_STEPS,
  scalePixels,
} from "../raster";
import { isLineColor, type LabOf } from "../color";
import type { Body } from "./body";
import { hangCape, rowRunAt } from "./cape-cloth";
import { TINY_BLADE, tinySword } from "./tiny-blade";
import { looksRound, TINY_SHIELD, tinyShield } from "./tiny-shield";
import { TINY_TORCH, tinyTorch } from "./tiny-torch";
import { withoutSpecks } from "./item-specks";
import { joinedToGrip } from "./item-joined";
import { straightShaft } from "./shaft-line";
import { faceBox, faceCovered } from "./face-clear";
import { slungUpright } from "./slung-upright";
import { uncoverAboveBrim } from "./under-hat";
import { awayFrom, headRowWidth, pulledHeadMiddle } from "./head-span";
import type { ItemCut } from "./extract-item";
import type { Placement } from "./placement";
import {
  anchorPoint,
  fistRadius,
  headTop,
  inProfile,
  lying,
  offsetFor,
  type Posed,
  sinkRow,
  TORCH_ABOVE_BELT,
} from "./item-anchor";

export type Tier = "normal" | "pro";

/** The fewest pixels an item hung on a small figure is long, so it still reads as itself. */
const READABLE = 8;
/** The shortest torch at a belt that still reads as a flame over a handle. */
const SHORTEST_TORCH = 5;

/** Turns within this of the wanted angle are left alone. */
const TOLERANCE = 25;

/** Long-axis length of the item, or its larger side when compact. */
function itemLength(item: ItemCut): number {
  if (!item.tip) return Math.max(item.px.width, item.px.height);
  return Math.hypot(item.px.width, item.px.height) * 0.95;
}

function targetLength(placement: Placement, item: ItemCut, body: Body, canvas: Pixels): number {
  const h = body.height;
  const bodySized = placement.size === "body";
  if (placement.kind === "back" && lying(body)) return h * 0.55;
  switch (placement.kind) {
    case "hand":
      // A shield covers a good part of the figure; a weapon is as long as an arm and a bit more; a
      // staff or spear about as tall as its holder; a torch a forearm and a hand.
      // A round shield held at the hand two fifths of its holder: at half, held at the hip it
      // rose over the beard and down over a leg.
      if (bodySized) return item.elongated ? h * 0.9 : h * 0.4;
      if (placement.handling === "shaft" && item.elongated) return h * 0.95;
      if (placement.handling === "flame") return h * 0.42;
      return item.elongated ? h * 0.7 : h * 0.32;
    case "back":
      // A bow or quiver slung across the back is about half its wearer's height: as tall as
      // the wearer, it hung out behind from the hat to the heels.
      // Upright along the back of a figure seen from the side, a little shorter: from under
      // the hat's brim to the hips.
      if (placement.handling === "slung") return inProfile(body) ? h * 0.47 : h * 0.55;
      return bodySized ? h * 0.9 : item.elongated ? h * 0.85 : h * 0.45;
    case "belt":
      // A torch READABLE pixels long (a flame over a handle), but no longer than hangs from
      // the belt to above the soles with its flame at the waist (see offsetFor): on a small
      // figure it then hangs at the belt instead of standing from the chest to the ground.
      if (placement.handling === "flame") {
        const drop = body.footY - 1 - Math.round(body.hipY - h * 0.06);
        const hangs = Math.floor(drop / (1 - TORCH_ABOVE_BELT));
        return Math.max(SHORTEST_TORCH, Math.min(Math.max(h * 0.3, READABLE), hangs));
      }
      // A flask or pouch hangs from the belt about as tall as a hand is long: at a quarter of
      // the figure it was as big as the forearm and covered the hand beside it.
      return item.elongated ? h * 0.5 : h * 0.17;
    case "head": {
      // As wide as the widest row of the head it sits on (a helmet's dome, hair), and a
      // little more, so nothing of the head pokes out beside it.
      const [lo, hi] = rowRunAt(canvas, body.head.x, body.head.y);
      let widest = hi - lo + 1;
      if (placement.handling === "headwear") {
        // The upper rows only: ears standing out lower down stay beside the brim.
        const top = headTop(canvas, body);
        const upper = Math.round(top + (sinkRow(canvas, body) - top) * 0.6);
        for (let y = top; y <= upper; y++) {
          widest = Math.max(widest, headRowWidth(canvas, body.head.x, y));
        }
      }
      const wanted = widest * 1.15;
      return (wanted / item.px.width) * itemLength(item);
    }
  }
}

/** Whole factors when close (crisper), clamped to a sane range. */
function pickScale(raw: number): number {
  const s = Math.min(8, Math.max(1 / 16, raw));
  if (s >= 1 && Math.abs(s - Math.round(s)) / s < 0.2) return Math.round(s);
  return s;
}

/** The wanted direction from grip to tip, in degrees (atan2 with y down). */
function wantedAngle(placement: Placement, body: Body, leanAsked?: number): number | null {
  const hand = placement.side === "right" ? body.handRight : body.handLeft;
  const other = placement.side === "right" ? body.handLeft : body.handRight;
  // Outward is away from the other hand (the viewer's left for a right hand seen from the front).
  const outward =
    hand.x === other.x ? (placement.side === "right" ? -1 : 1) : Math.sign(hand.x - other.x);
  const deg = (x: number, y: number) => (Math.atan2(y, x) * 180) / Math.PI;
  const tilt = (a: number) => (a * Math.PI) / 180;
  if (placement.kind === "back" && (lying(body) || placement.size === "body")) return null;
  switch (placement.kind) {
    case "hand": {
      // A staff stands nearly upright beside its holder; a blade leans out.
      const lean =
        leanAsked ??
        (placement.handling === "shaft" ? 8 : placement.handling === "flame" ? 35 : 25);
      return deg(outward * Math.sin(tilt(lean)), -Math.cos(tilt(lean)));
    }
    case "back":
      return deg(Math.sin(tilt(35)), -Math.cos(tilt(35)));
    case "belt":
      // Tucked in the belt: a blade hangs point down, a torch keeps its flame up.
      if (placement.handling === "flame") return deg(outward * Math.sin(tilt(15)), -1);
      return deg(outward * Math.sin(tilt(20)), Math.cos(tilt(20)));
    case "head":
      return null;
  }
}

/** True when the item's top row sits right of its bottom row (it leans like "/"). */
function leansRight(px: Pixels): boolean {
  const meanX = (y: number) => {
    let sum = 0;
    let n = 0;
    for (let x = 0; x < px.width; x++) {
      if (px.data[y * px.width + x] === 0) continue;
      sum += x;
      n++;
    }
    return n ? sum / n : px.width / 2;
  };
  const rows = Math.max(1, Math.floor(px.height / 4));
  let top = 0;
  let bottom = 0;
  for (let k = 0; k < rows; k++) {
    top += meanX(k);
    bottom += meanX(px.height - 1 - k);
  }
  return top > bottom;
}

/** Below this scale an item is shrunk by its fill colours, not its outline (see shrinkFar). */
const FAR_DOWN = 0.4;

/**
 * An item shrunk a long way (a 64 px sword for a figure of 16 art pixels): its own outline
 * ring is left out and its fill colours kept wherever they cover a sixth of a block, so a thin
 * blade or shaft stays a line of its own colour instead of a smudge of outline; the composer
 * outlines it again where it meets the air.
 */
function shrinkFar(px: Pixels, s: number, lab: LabOf): Pixels {
  const { width, height, data } = px;
  const inner = new Uint32Array(data);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v === 0 || lab(v).L >= 0.35) continue;
    const x = i % width;
    const y = (i - x) / width;
    const edge = SIDE_STEPS.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx < 0 || ny < 0 || nx >= width || ny >= height || data[ny * width + nx] === 0;
    });
    if (edge) inner[i] = 0;
  }
  const kept = inner.some((v) => v !== 0) ? inner : data;
  return scalePixels({ width, height, data: kept }, s, () => false, 1 / 6);
}

const wrap = (a: number) => ((((a + 180) % 360) + 360) % 360) - 180;

/**
 * A cape behind a figure seen from the front: drawn as cloth hung from the shoulders
 * (`hangCape`); when the figure shows no shoulders or the cape sprite no cloth, the cape
 * sprite scaled as wide as the figure's body with a little to spare each side and as long as
 * from its shoulders to its feet.
 */
function poseCape(item: ItemCut, body: Body, canvas: Pixels, lab: LabOf, shrink: number): Posed {
  const hung = hangCape(item.px, body, canvas, lab, shrink);
  if (hung) return hung;
  const h = body.height;
  const x = Math.round((body.handRight.x + body.handLeft.x) / 2);
  const top = Math.round(body.shoulderY - h * 0.08);
  let widest = 0;
  for (let y = Math.max(0, top); y <= body.footY; y++) {
    if (canvas.data[y * canvas.width + x] === 0) continue;
    const [lo, hi] = rowRunAt(canvas, x, y);
    widest = Math.max(widest, hi - lo + 1);
  }
  const spare = Math.max(1, Math.round(h / 16));
  const width = Math.max(3, Math.round((widest + 2 * spare) * shrink));
  const height = Math.max(3, Math.round((body.footY - top) * shrink));
  const across = scalePixels(item.px, width / item.px.width, isLineColor(lab));
  const out = stretchRows(across, height);
  return { px: out, grip: { x: Math.floor(out.width / 2), y: 0 } };
}

/** `px` made `height` rows tall by repeating or dropping rows (nearest neighbour). */
function stretchRows(px: Pixels, height: number): Pixels {
  const out = createPixels(px.width, height);
  for (let y = 0; y < height; y++) {
    const from = Math.min(px.height - 1, Math.floor(((y + 0.5) * px.height) / height));
    out.data.set(px.data.subarray(from * px.width, (from + 1) * px.width), y * px.width);
  }
  return out;
}

/**
 * `px` made `height` rows tall by taking out rows from its longest run of like rows, one at a
 * time, while that run keeps more than a third of the rows (a top hat's plain crown gives rows,
 * down to a third of the hat); then the row most like the one above it outside that run (a
 * brim's rows merge; its band, unlike either neighbour, stays). The first and last rows (the
 * crown's top, the brim's underside) are kept.
 */
function carveRows(px: Pixels, height: number): Pixels {
  const rows: number[] = [];
  for (let y = 0; y < px.height; y++) rows.push(y);
  const differ = (a: number, b: number) => {
    let n = 0;
    for (let x = 0; x < px.width; x++)
      if (px.data[a * px.width + x] !== px.data[b * px.width + x]) n++;
    return n;
  };
  // Rows this alike (a share of the width) are one run.
  const alike = (a: number, b: number) => differ(a, b) <= px.width * 0.15;
  const target = Math.max(2, height);
  const floor = Math.ceil(target / 3);
  while (rows.length > target) {
    let start = 1;
    let runStart = 1;
    let longest = 1;
    for (let k = 2; k <= rows.length - 1; k++) {
      if (k < rows.length - 1 && alike(rows[k]!, rows[k - 1]!)) continue;
      if (k - start > longest) {
        longest = k - start;
        runStart = start;
      }
      start = k;
    }
    let pick = -1;
    if (longest > floor) pick = runStart + Math.floor(longest / 2);
    else {
      let least = Infinity;
      for (let k = 1; k < rows.length - 1; k++) {
        if (longest > 1 && k >= runStart && k < runStart + longest) continue;
        const d = differ(rows[k]!, rows[k - 1]!);
        if (d < least) {
          least = d;
          pick = k;
        }
      }
    }
    if (pick < 0) break;
    rows.splice(pick, 1);
  }
  const out = createPixels(px.width, rows.length);
  rows.forEach((from, y) => {
    out.data.set(px.data.subarray(from * px.width, (from + 1) * px.width), y * px.width);
  });
  return out;
}

/** Degrees from upright a held item that covers the face is leaned out to, in turn. */
const FACE_CLEAR_LEANS = [40, 55];

/** A way to fit an item tried before making it smaller. */
interface Adjust {
  /** How far up a staff's shaft the hand holds it, from the butt end of the grip. */
  readonly slide?: number;
  /** Degrees a held item leans out from upright. */
  readonly lean?: number;
  /** Share of its height a hat keeps (a lower crown rather than a smaller hat). */
  readonly squash?: number;
}

function poseItem(
  item: ItemCut,
  placement: Placement,
  body: Body,
  canvas: Pixels,
  lab: LabOf,
  shrink: number,
  adjust: Adjust = {},
): Posed {
  const slide = adjust.slide ?? 0.25;
  if (placement.kind === "back" && placement.size === "body" && !item.elongated) {
    if (!lying(body) && !inProfile(body)) return poseCape(item, body, canvas, lab, shrink);
  }
  const s = pickScale((shrink * targetLength(placement, item, body, canvas)) / itemLength(item));

  // A sword only a few pixels long is drawn as a tiny sword, guard and grip kept.
  const tiny =
    placement.handling === "blade" && item.tip && s * itemLength(item) < TINY_BLADE
      ? tinySword(item.px, s * itemLength(item), fistRadius(body), lab)
      : null;
  // A torch only a few pixels long is drawn as a tiny torch, flame over handle.
  const torch =
    placement.handling === "flame" && s * itemLength(item) < TINY_TORCH
      ? tinyTorch(item.px, s * itemLength(item), lab)
      : null;
  // A round shield only a few pixels across is drawn as a tiny shield, rim and boss kept.
  const disc =
    placement.kind === "hand" &&
    placement.size === "body" &&
    s * itemLength(item) < TINY_SHIELD &&
    looksRound(item.px)
      ? tinyShield(item.px, s * itemLength(item), lab)
      : null;
  const small = tiny ?? torch ?? disc;
  let px = small
    ? small.px
    : s === 1
      ? item.px
      : withoutSpecks(
          s < FAR_DOWN ? shrinkFar(item.px, s, lab) : scalePixels(item.px, s, isLineColor(lab)),
        );
  const sx = px.width / item.px.width;
  const sy = px.height / item.px.height;
  const at = (p: Point) => ({
    x: Math.min(px.width - 1, Math.floor((p.x + 0.5) * sx)),
    y: Math.min(px.height - 1, Math.floor((p.y + 0.5) * sy)),
  });
  // A staff or spear is held a third of the way up its shaft, not by its butt.
  const held =
    placement.kind === "hand" && placement.handling === "shaft" && item.tip
      ? {
          x: item.grip.x + (item.tip.x - item.grip.x) * slide,
          y: item.grip.y + (item.tip.y - item.grip.y) * slide,
        }
      : item.grip;
  let grip = small ? small.grip : at(held);
  // A bow or quiver slung on the back hangs from its middle, nearly upright, its top leaning
  // back over the shoulder.
  if (placement.kind === "back" && placement.handling === "slung") {
    // Seen from the side it lies along the back (see slungUpright); the back is on the side
    // the back anchor is moved to, -x.
    const upright = inProfile(body) ? slungUpright(item.px, s, -1, lab) : null;
    if (upright) return upright;
    // Its own diagonal (a bow's limbs, not the way its arrow would fly), mirrored to lean back.
    const slung = leansRight(px) ? mirrorX(px) : px;
    return { px: slung, grip: { x: Math.floor(px.width / 2), y: Math.floor(px.height / 2) } };
  }
  if (adjust.squash !== undefined) {
    const rows = Math.max(2, Math.round(px.height * adjust.squash));
    grip = { x: grip.x, y: Math.min(rows - 1, Math.floor((grip.y * rows) / px.height)) };
    // A hat gives up rows of its plain crown; anything else is squeezed evenly.
    px = placement.handling === "headwear" ? carveRows(px, rows) : stretchRows(px, rows);
  }
  const want = wantedAngle(placement, body, adjust.lean);
  if (!item.tip || want === null) return { px, grip };
  const tip = small ? small.tip : at(item.tip);
  const angle = (Math.atan2(tip.y - grip.y, tip.x - grip.x) * 180) / Math.PI;
  const mirrored = wrap(180 - angle);
  const turn = wrap(want - angle);
  const turnMirrored = wrap(want - mirrored);
  let delta = turn;
  if (Math.abs(turnMirrored) < Math.abs(turn)) {
    px = mirrorX(px);
    grip = { x: px.width - 1 - grip.x, y: grip.y };
    delta = turnMirrored;
  }
  if (Math.abs(delta) <= TOLERANCE) return { px, grip };
  const snapped =
    Math.abs(delta - Math.round(delta / 90) * 90) < 6 ? Math.round(delta / 90) * 90 : delta;
  const rotated = rotatePixels(px, snapped, grip);
  // A staff or spear turned upright is one straight line again (see straightShaft).
  if (placement.kind === "hand" && placement.handling === "shaft") {
    return straightShaft(rotated.px, rotated.pivot, lab);
  }
  return { px: rotated.px, grip: rotated.pivot };
}

function opaqueCount(px: Pixels): number {
  let n = 0;
  for (const v of px.data) if (v !== 0) n++;
  return n;
}

function clippedCount(posed: Posed, off: Point, canvas: Pixels, onHead = false): number {
  // On the head the item also leaves the row under the ring for its own outline, so the
  // outline does not take the frame's top row (a hat's crown reads as cut flat there).
  const top = onHead ? 2 : 1;
  let n = 0;
  for (let y = 0; y < posed.px.height; y++) {
    for (let x = 0; x < posed.px.width; x++) {
      if (posed.px.data[y * posed.px.width + x] === 0) continue;
      const cx = x + off.x;
      const cy = y + off.y;
      // The frame's outermost ring is left for the outline: an item whose own pixels reach
      // the edge reads as cut by it.
      if (cx < 1 || cy < top || cx >= canvas.width - 1 || cy >= canvas.height - 1) n++;
    }
  }
  return n;
}

/** A holder shorter than this is drawn in few pixels (a hand-drawn import read a pixel a block). */
const SMALL_HOLDER = 32;

export function composeItem(
  canvas: Pixels,
  bodyFound: Body,
  item: ItemCut,
  placement: Placement,
  tier: Tier,
  ink: number,
  lab: LabOf,
): Pixels {
  const base = canvas;
  const out: Pixels = {
    width: canvas.width,
    height: canvas.height,
    data: new Uint32Array(canvas.data),
  };
  // Something held up against the head pulled its point aside: what is worn is centred on
  // the head itself (see pulledHeadMiddle), to the half pixel.
  const middle = placement.kind === "head" ? pulledHeadMiddle(canvas, bodyFound) : null;
  const pulled = middle === null ? null : { middle, pulledTo: bodyFound.head.x };
  const body =
    middle === null
      ? bodyFound
      : { ...bodyFound, head: { x: awayFrom(middle, bodyFound.head.x), y: bodyFound.head.y } };
  const target = anchorPoint(placement, body, canvas);
  // The holder stays readable: an item drawn over the figure may cover at most this share of
  // its pixels (a hand-sized item far less than a shield). Larger items are drawn smaller.
  const figurePixels = opaqueCount(canvas);
  const behindFigure = tier === "pro" || (placement.kind === "back" && !lying(body));
  const worn = placement.kind === "head" && placement.handling === "headwear";
  const cap = behindFigure ? Infinity : figurePixels * (placement.size === "body" ? 0.5 : 0.3);
  let start = 1;
  let posed = poseItem(item, placement, body, canvas, lab, start);
  for (const shrink of [0.85, 0.72, 0.6, 0.5, 0.4]) {
    if (opaqueCount(posed.px) <= cap) break;
    start = shrink;
    posed = poseItem(item, placement, body, canvas, lab, shrink);
  }
  // An item that would run off the canvas is drawn smaller until it fits (never clipped);
  // only if none of these sizes fits is the least clipped kept.
  let off = offsetFor(placement, posed, target, body, canvas, item, pulled);
  let clipped = clippedCount(posed, off, canvas, placement.kind === "head");
  // Before it is made smaller: a staff is held nearer its end, a blade leans less far out, a
  // hat keeps its width with a lower crown.
  const adjusts: Adjust[] =
    placement.handling === "shaft"
      ? [{ slide: 0.15 }, { slide: 0.05 }]
      : placement.kind === "hand"
        ? [{ lean: 12 }, { lean: 0 }]
        : placement.kind === "head"
          ? // A hat may lose most of its crown before it is made smaller; a thing set on
            // top of a head (a potion on a chest) only a little before it would read flat.
            (worn ? [0.8, 0.65, 0.5, 0.4, 0.3, 0.25, 0.2] : [0.8, 0.65, 0.5]).map((squash) => ({
              squash,
            }))
          : [];
  let chosen: Adjust = {};
  for (const adjust of adjusts) {
    if (clipped === 0) break;
    const p = poseItem(item, placement, body, canvas, lab, start, adjust);
    const o = offsetFor(placement, p, target, body, canvas, item, pulled);
    const c = clippedCount(p, o, canvas, placement.kind === "head");
    if (c < clipped) {
      posed = p;
      off = o;
      clipped = c;
      chosen = adjust;
    }
  }
  // Then smaller, keeping the adjustment that came closest to fitting.
  for (const shrink of [0.9, 0.8, 0.72, 0.64, 0.56, 0.5, 0.44, 0.38, 0.32, 0.26]) {
    if (clipped === 0) break;
    const p = poseItem(item, placement, body, canvas, lab, start * shrink, chosen);
    const o = offsetFor(placement, p, target, body, canvas, item, pulled);
    const c = clippedCount(p, o, canvas, placement.kind === "head");
    if (c < clipped) {
      posed = p;
      off = o;
      clipped = c;
    }
  }
  const behind = behindFigure;
  // A blade or tool held up in front of the face leans further out until the face shows.
  if (placement.kind === "hand" && placement.handling !== "shaft" && !behind && clipped === 0) {
    const face = faceBox(body, canvas);
    if (faceCovered(posed, off, canvas, face) > 0) {
      clear: for (const lean of FACE_CLEAR_LEANS) {
        for (const shrink of [1, 0.85, 0.72]) {
          const p = poseItem(item, placement, body, canvas, lab, start * shrink, {
            ...chosen,
            lean,
          });
          const o = offsetFor(placement, p, target, body, canvas, item, pulled);
          if (clippedCount(p, o, canvas) > 0 || faceCovered(p, o, canvas, face) > 0) continue;
          posed = p;
          off = o;
          break clear;
        }
      }
    }
  }
  // A held item reaches the hand unbroken (see joinedToGrip).
  if (placement.kind === "hand" && item.tip) {
    posed = { ...posed, px: joinedToGrip(posed.px, posed.grip, lab) };
  }
  if (placement.kind === "head" && placement.handling === "headwear" && !behind) {
    uncoverAboveBrim(out, posed.px, off);
  }
  const drawn = new Uint8Array(out.width * out.height);
  // On a figure of few pixels (an import read a pixel a block) a shaft held at the side passes
  // behind the head: drawn over it, its line cut a hat's one-row brim short and ran into the
  // face's outline as one thick dark column. A larger head keeps the item in front (its orb
  // would be cut by an ear).
  const smallHolder = body.height < SMALL_HOLDER;
  const behindHead = (cy: number) =>
    smallHolder &&
    placement.kind === "hand" &&
    placement.handling === "shaft" &&
    cy < body.shoulderY;
  for (let y = 0; y < posed.px.height; y++) {
    for (let x = 0; x < posed.px.width; x++) {
      const v = posed.px.data[y * posed.px.width + x]!;
      const cx = x + off.x;
      const cy = y + off.y;
      if (v === 0 || cx < 0 || cy < 0 || cx >= out.width || cy >= out.height) continue;
      const i = cy * out.width + cx;
      if ((behind || behindHead(cy)) && base.data[i] !== 0) continue;
      out.data[i] = v;
      drawn[i] = 1;
    }
  }
  // Outline: empty pixels touching a light item pixel take the ink (the item's own dark edge
  // pixels already are its line, and doubling them would thicken it).
  const { width, height } = out;
  const lines: number[] = [];
  const overBody = placement.kind === "belt" && !item.elongated && !behind;
  const shaftHeld =
    smallHolder && placement.kind === "hand" && placement.handling === "shaft" && !behind;
  const baseLine = isLineColor(lab);
  const figureLineBeyond = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const v = base.data[y * width + x]!;
    return v !== 0 && drawn[y * width + x] === 0 && baseLine(v);
  };
  for (let i = 0; i < drawn.length; i++) {
    if (drawn[i] !== 1 || lab(out.data[i]!).L < 0.35) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of SIDE_STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      // A shaft's line is left off where the figure's own line is the next pixel out (a face's
      // edge beside the staff): the two side by side read as one thick dark column.
      if (shaftHeld && out.data[j] === 0 && figureLineBeyond(nx + dx, ny + dy)) continue;
      // Hung over the body (a flask at the belt) it is outlined against the clothes too, or
      // its edge runs into the robe's colour.
      if (out.data[j] === 0 || (overBody && drawn[j] === 0)) lines.push(j);
    }
  }
  for (const j of lines) out.data[j] = ink;
  if (placement.kind === "hand" && placement.size !== "body" && !behind) {
    // Fingers over the grip: the figure's own hand pixels go back on top. Only the hand's
    // fill, not the outline round it: on a small figure the fist's ring of line pixels is
    // most of the grip's length, and putting it back cut the handle off below the head (an
    // axe floating over the hand). A shield is strapped on the forearm: its face hides the
    // hand, which showed through its middle.
    const hand = placement.side === "right" ? body.handRight : body.handLeft;
    const r = fistRadius(body);
    const line = isLineColor(lab);
    for (let y = hand.y - r; y <= hand.y + r; y++) {
      for (let x = hand.x - r; x <= hand.x + r; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const v = base.data[y * width + x]!;
        if (v !== 0 && !line(v)) out.data[y * width + x] = v;
      }
    }
  }
  return out;
}
