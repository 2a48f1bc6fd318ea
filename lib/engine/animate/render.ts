/**
 * Draws one frame: the backdrop (what lies behind the legs), then every part moved and turned by
 * the pose in a fixed depth order, then the whole-body move, the feet put back on the ground, and
 * the effects. Only the source's own pixels are placed (smears are copies of a part's own pixels),
 * except where the pose asks for a flash or a swoosh.
 */
import { moveBody, shifted } from "./body-move";
import { dissolve, drawImpact, drawSwoosh, flash } from "./effects";
import { closeTurnedPinholes, fillUncovered, insideCore } from "./fill-uncovered";
import { lookingHead } from "./looking-head";
import { drawRaisedArm, drawsRaisedArm } from "./raised-arm";
import { keepClothBehindLoneArm } from "./robe-behind-arm";
import { faceSlid, tippedHead } from "./tipped-head";
import { fewPixels } from "./motions/shared";
import { drawSquareTurned, ringOutline, squareKey } from "./turn-square";
import { boundsOf, createPixels, drawTurned, type Pixels } from "../raster";
import type { PartMove, Pose } from "./pose";
import { type Figure, outlineColor, PART_NAMES, type Part, type PartName } from "../figure";

export interface Renderer {
  readonly figure: Figure;
  /** Color of weapon trails (see effects.swooshColor). */
  readonly swooshColor: number;
  /** Grown copies of legs, by part and rows, and smear fills, so each picture is made once. */
  readonly grown: Map<string, Pixels>;
  /** The figure turned three-quarters toward a side, for a glancing head (see looking-head.ts). */
  readonly threeQuarter?: (figure: Figure, side: 1 | -1) => Pixels;
}

/** Where smear copies sit between the previous angle (1) and this frame's (0). */
const SMEAR_STEPS: readonly number[] = [2 / 3, 1 / 3];

/** Fill pixels (not outline) a part turned square needs before a smear copies it. */
const MIN_SMEARED = 4;

function fillCount(pixels: Pixels, outline: number): number {
  let n = 0;
  for (const v of pixels.data) if (v !== 0 && v !== outline) n++;
  return n;
}

/** Below this turn a small figure's part is moved, not turned. */
const SNAP_TURN = (25 * Math.PI) / 180;

/** The centre of a part's pixels, in canvas coordinates. */
function massCentre(part: Part): { x: number; y: number } {
  const { width, height, data } = part.pixels;
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) continue;
      sx += x;
      sy += y;
      n++;
    }
  }
  return n ? { x: part.x0 + sx / n + 0.5, y: part.y0 + sy / n + 0.5 } : part.pivot;
}

/**
 * How a part is drawn for a move: turned about its joint, or, on a figure of few pixels and a
 * small turn, moved whole by where the turn would have taken its centre. A blade one pixel wide
 * turned by 10° is a broken staircase of outline; a pixel artist moves the arm a pixel instead.
 */
function placement(
  figure: Figure,
  part: Part,
  move: PartMove,
): { angle: number; dx: number; dy: number } {
  const angle = move.angle ?? 0;
  const dx = move.dx ?? 0;
  const dy = move.dy ?? 0;
  if (!fewPixels(figure) || angle === 0 || Math.abs(angle) >= SNAP_TURN || move.smear) {
    return { angle, dx: Math.round(dx), dy: Math.round(dy) };
  }
  const c = massCentre(part);
  const rx = c.x - part.pivot.x;
  const ry = c.y - part.pivot.y;
  const turnedX = rx * Math.cos(angle) - ry * Math.sin(angle);
  const turnedY = rx * Math.sin(angle) + ry * Math.cos(angle);
  return { angle: 0, dx: Math.round(dx + turnedX - rx), dy: Math.round(dy + turnedY - ry) };
}

export function depthOrder(figure: Figure): PartName[] {
  if (figure.kind === "blob") return ["body"];
  const front = figure.frontArm ?? "armRight";
  const back = front === "armLeft" ? "armRight" : "armLeft";
  // On a figure of few pixels every row is a band of its own (a belt, the one row of trousers,
  // the boots): a body sinking over its planted legs slides behind them, so the legs stay whole
  // and what hides is the body's lowest row, instead of the legs losing a row of the drawing.
  // Seen from the front both arms hang beside the body, in front of the hips: a lifted leg (a
  // kick, a step) drawn over the far arm took its hand, since the cut gives the hem's sides to it.
  if (fewPixels(figure) && !figure.side)
    return ["torso", "skirt", "legLeft", "legRight", back, "head", front];
  if (fewPixels(figure)) return [back, "torso", "skirt", "legLeft", "legRight", "head", front];
  return [back, "skirt", "legLeft", "legRight", "torso", "head", front];
}

/**
 * On a figure of few pixels, a head lowered further than the torso (a nod, a bow, a sad droop)
 * tucks its chin behind the collar: it is drawn before the torso, so its lowest rows hide and the
 * face shows fewer rows under the brim, as a head tipped forward does seen from the front. Drawn
 * over the torso it covered the chest instead, and the figure read as squashed whole.
 */
function tuckedHead(figure: Figure, pose: Pose, order: PartName[]): PartName[] {
  if (!fewPixels(figure) || !order.includes("head") || !order.includes("torso")) return order;
  const drop = (name: PartName) => Math.round(pose.parts?.[name]?.dy ?? 0);
  if (drop("head") <= drop("torso")) return order;
  const rest: PartName[] = order.filter((name) => name !== "head");
  rest.splice(rest.indexOf("torso"), 0, "head");
  return rest;
}

/** A part's pixels without those of the sprite's outline color, cached by `key`. */
function unoutlined(renderer: Renderer, key: string, pixels: Pixels): Pixels {
  const hit = renderer.grown.get(`${key}:fill`);
  if (hit) return hit;
  const outline = outlineColor(renderer.figure.source);
  const out: Pixels = {
    ...pixels,
    data: pixels.data.map((v) => (v === outline ? 0 : v)),
  };
  renderer.grown.set(`${key}:fill`, out);
  return out;
}

/** The part with its top row repeated `rows` times above it (a longer thigh). */
function grownPart(renderer: Renderer, part: Part, rows: number): Pixels {
  const key = `${part.name}:${rows}`;
  const hit = renderer.grown.get(key);
  if (hit) return hit;
  const { width, height, data } = part.pixels;
  const out = createPixels(width, height + rows);
  for (let y = 0; y < height + rows; y++) {
    const from = Math.max(0, y - rows) * width;
    out.data.set(data.subarray(from, from + width), y * width);
  }
  renderer.grown.set(key, out);
  return out;
}

/**
 * Seals the one-pixel slivers a shift opens inside the body (a torso leaning a pixel leaves its
 * old edge column empty between two opaque neighbours): such a pixel, opaque in the source and
 * inside the body's core there (`core`), takes its left (or upper) neighbour's color. Wider
 * openings are real gaps and stay empty, and so does air beside the core (between a raised
 * blade and the head) that a part moved into.
 */
function sealSlivers(frame: Pixels, source: Pixels, core: Uint8Array): void {
  const { width, height, data } = frame;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      if (data[p] !== 0 || source.data[p] === 0 || core[p] !== 1) continue;
      if (data[p - 1] !== 0 && data[p + 1] !== 0) data[p] = data[p - 1]!;
      else if (data[p - width] !== 0 && data[p + width] !== 0) data[p] = data[p - width]!;
    }
  }
}

const legGaps = new WeakMap<Figure, Uint8Array>();

/**
 * 1 for each pixel the source leaves empty between its two legs (a left leg's pixel before it in
 * its row and a right leg's after it): the air a front view shows between the feet.
 */
function legGap(figure: Figure): Uint8Array {
  const known = legGaps.get(figure);
  if (known) return known;
  const { width, height, data } = figure.source;
  const left = PART_NAMES.indexOf("legLeft");
  const right = PART_NAMES.indexOf("legRight");
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x] === 0) continue;
      if (figure.labels[row + x] === left) first = x;
      if (figure.labels[row + x] === right && last < 0 && first >= 0) last = x;
    }
    for (let x = first + 1; first >= 0 && x < last; x++) if (data[row + x] === 0) out[row + x] = 1;
  }
  legGaps.set(figure, out);
  return out;
}

/**
 * On a figure of few pixels, a body sunk over its planted legs (a run's dip, a kneel) shows its
 * cloth in the air between the feet, a pixel that reads as a hole in the soles' outline: there
 * it is drawn as outline, the crotch a pixel artist would draw.
 */
function closeLegGap(frame: Pixels, figure: Figure, outline: number): void {
  const gap = legGap(figure);
  const { data } = frame;
  for (let p = 0; p < data.length; p++) {
    if (gap[p] === 1 && data[p] !== 0 && data[p] !== outline) data[p] = outline;
  }
}

/**
 * On a figure of few pixels, a pixel of air shut in on four sides (between a turned arm's
 * outline and the body's) is a hole in the outline one art pixel wide, unless the sprite was
 * drawn with a hole there: it is drawn as outline, the arm's underside meeting the body. The
 * body's outline beside it, toward the middle, then doubles it into a square lump where the
 * outline above it is doubled too: it gives way to the fill inside it, so the outline stays one
 * pixel thick.
 */
function closePinholes(frame: Pixels, figure: Figure, outline: number): void {
  const { width, height, data } = frame;
  const source = figure.source.data;
  const shut = (d: Uint32Array, p: number) =>
    d[p] === 0 && d[p - 1] !== 0 && d[p + 1] !== 0 && d[p - width] !== 0 && d[p + width] !== 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      if (!shut(data, p) || shut(source, p)) continue;
      data[p] = outline;
      const step = x < figure.centerX ? 1 : -1;
      const side = p + step;
      const inner = data[side + step]!;
      const lump = [side, p - width, side - width].every((q) => data[q] === outline);
      if (lump && inner !== 0 && inner !== outline) data[side] = inner;
    }
}

/** Records in `placed` the colour each opaque pixel of `pixels`, drawn at (x0, y0), put there. */
function markDrawn(
  frame: Pixels,
  pixels: Pixels,
  x0: number,
  y0: number,
  placed: Uint32Array,
): void {
  for (let y = 0; y < pixels.height; y++)
    for (let x = 0; x < pixels.width; x++) {
      const v = pixels.data[y * pixels.width + x]!;
      const [tx, ty] = [x0 + x, y0 + y];
      if (v === 0 || tx < 0 || ty < 0 || tx >= frame.width || ty >= frame.height) continue;
      if (frame.data[ty * frame.width + tx] === v) placed[ty * frame.width + tx] = v;
    }
}

export function renderPose(renderer: Renderer, pose: Pose): Pixels {
  const { figure } = renderer;
  const frame = createPixels(figure.width, figure.height);
  frame.data.set(figure.backdrop);
  const outline = outlineColor(figure.source);
  // What the parts turned square put where, outlined again once every part is drawn.
  const squared = fewPixels(figure) ? new Uint32Array(frame.data.length) : null;
  // What their smear copies put where: turned too, but left without an outline (a blur).
  const trails = squared ? new Uint32Array(frame.data.length) : null;
  // What was drawn anew, already outlined (a raised arm, a tipped head): not a side to outline.
  const redrawn = squared ? new Uint32Array(frame.data.length) : null;
  const joints: number[] = [];
  if (squared && !figure.side) keepClothBehindLoneArm(frame, figure, pose);
  const order = tuckedHead(figure, pose, depthOrder(figure));
  const behind = order.filter((name) => pose.parts?.[name]?.behind);
  for (const name of [...behind, ...order.filter((n) => !behind.includes(n))]) {
    const part = figure.parts.get(name);
    if (!part) continue;
    const move = pose.parts?.[name] ?? {};
    if (move.raised !== undefined && drawsRaisedArm(figure, part)) {
      const [dx, dy] = [Math.round(move.dx ?? 0), Math.round(move.dy ?? 0)];
      drawRaisedArm(frame, figure, part, move.raised, dx, dy, redrawn);
      continue;
    }
    const grow = Math.max(0, Math.round(move.grow ?? 0));
    const looking =
      move.look && name === "head" && renderer.threeQuarter
        ? lookingHead(figure, part, move.look, renderer.threeQuarter)
        : null;
    const tipping =
      name === "head" && fewPixels(figure) && !figure.side && (move.tip || move.fore || move.droop)
        ? tippedHead(figure, part, {
            tip: Math.max(0, Math.round(move.tip ?? 0)),
            fore: Math.max(0, Math.round(move.fore ?? 0)),
            droop: move.droop ?? false,
          })
        : null;
    // A glance seen from the front also slides the face under the crown (tipped-head.ts).
    const glanced =
      looking && move.look && !figure.side ? faceSlid(looking, move.look, outline) : null;
    const redrawnHead = glanced ?? tipping;
    const pixels =
      redrawnHead ?? looking ?? (grow > 0 ? grownPart(renderer, part, grow) : part.pixels);
    const at = placement(figure, part, move);
    const y0 = part.y0 - grow;
    if (squared && at.angle !== 0) {
      // A figure of few pixels turns a part in eighths, its fill only, outlined again after.
      const square = { x0: part.x0, y0, pivot: part.pivot, dx: at.dx, dy: at.dy };
      const main = { ...square, angle: at.angle };
      const key = squareKey(pixels, main, outline);
      // A limb of a pixel or two (a small mage's sleeve and hand) copied reads as more arms,
      // not a blur: only the swing's arc shows its speed.
      const blurs = move.smear && fillCount(pixels, outline) >= MIN_SMEARED ? SMEAR_STEPS : [];
      for (const k of blurs) {
        const copy = { ...square, angle: at.angle + (move.smear ?? 0) * k };
        if (squareKey(pixels, copy, outline) !== key)
          drawSquareTurned(frame, pixels, copy, outline, trails!);
      }
      drawSquareTurned(frame, pixels, main, outline, squared, joints);
      continue;
    }
    // Smear copies first, farthest back first, so the part itself lands on top. A copy shows
    // the part's fill without its outline: copies of the outline side by side would read as a
    // dark mass beside the swing rather than a blur of the blade.
    for (const k of move.smear ? SMEAR_STEPS : []) {
      drawTurned(frame, unoutlined(renderer, `${name}:${grow}`, pixels), {
        x0: part.x0,
        y0,
        pivot: part.pivot,
        angle: at.angle + (move.smear ?? 0) * k,
        dx: at.dx,
        dy: at.dy,
      });
    }
    drawTurned(frame, pixels, { x0: part.x0, y0, pivot: part.pivot, ...at });
    if (redrawnHead && redrawn && at.angle === 0)
      markDrawn(frame, redrawnHead, part.x0 + at.dx, y0 + at.dy, redrawn);
  }
  // On a figure of few pixels a sliver is a whole art pixel: the source at the same place says
  // little once the upper body has bobbed a block, so only enclosed pockets are filled there.
  if (!fewPixels(figure)) sealSlivers(frame, figure.source, insideCore(figure));
  fillUncovered(frame, figure, squared && trails && redrawn ? [squared, trails, redrawn] : null);
  if (squared) {
    ringOutline(frame, squared, outline, joints);
    closeLegGap(frame, figure, outline);
    closePinholes(frame, figure, outline);
  }
  const ground = figure.bounds.bottom;
  let out = pose.body
    ? moveBody(
        frame,
        pose.body,
        figure.centerX,
        { x: figure.centerX, y: ground + 1 },
        outline,
        squared !== null,
      )
    : frame;
  const turn = pose.body?.angle ?? 0;
  if (squared && Math.abs(Math.sin(2 * turn)) > 0.1) closeTurnedPinholes(out, figure);
  if (pose.plant ?? true) {
    const b = boundsOf(out);
    if (b && b.bottom !== ground) out = shifted(out, 0, ground - b.bottom);
  }
  const thickness = figure.bounds.bottom - figure.bounds.top >= 48 ? 2 : 1;
  for (const arc of pose.swoosh ?? []) drawSwoosh(out, arc, renderer.swooshColor, thickness);
  flash(out, pose.flash ?? 0, outline);
  dissolve(out, pose.dissolve ?? 0);
  return out;
}

/**
 * Marks drawn on a frame after its stray pixels are cleaned up, since they stand clear of the
 * body on purpose: the impact lines of a body's strike.
 */
export function drawPoseMarks(renderer: Renderer, pose: Pose, frame: Pixels): Pixels {
  if (!pose.impact) return frame;
  const { figure } = renderer;
  const tall = figure.bounds.bottom - figure.bounds.top + 1;
  drawImpact(frame, pose.impact, renderer.swooshColor, Math.max(3, Math.round(tall / 5)));
  return frame;
}
