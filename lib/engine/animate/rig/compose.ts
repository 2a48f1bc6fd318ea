/**
 * Posing a layered sprite: every layer is turned about its joint and moved (children follow
 * their parents: the hand's item its arm, the head its torso), the layers are composed back to
 * front as inks, and the composition goes through the same finishing passes as a generation
 * (speck cleanup, inner lines between parts, the outline around the posed silhouette, colors).
 * Turns use RotSprite on the inks, so a turned part keeps its own shading levels.
 */
import { openMouth } from "./open-mouth";
import { pitched } from "./pitch";
import { leaned, turnedAside } from "./head-turn";
import type { Prepared, RigPose } from "./rig-pose";
import {
  finishInks,
  type InkCanvas,
  type LayeredSprite,
  type PartInfo,
  type SpriteLayer,
} from "../../draw";
import type { Rgb } from "../../color";
import {
  createPixels,
  drawTurned,
  flipImage,
  type Pixels,
  type Point,
  type RgbaImage,
} from "../../raster";

import { bentPose, isBent } from "./bend";
import { detailsOf, stampDetails } from "./details";
import { drawHeadPlain, headCanvas, layFaceOver, markCovered, withoutCovered } from "./face-over";
import { hemmed, rowsOfPixels } from "./hem";
import { shutEyes } from "./eyes-shut";
import { tuckInto } from "./tuck";
import { dropOnto, scaled } from "./layer-pixels";
import {
  about,
  applyRigid,
  composeRigid,
  IDENTITY,
  type Rigid,
  shearsTurn,
  shearTurned,
} from "./rigid";

/** Radians a layer turns relative to the head before it no longer covers what it did at rest. */
const RAISED_AWAY = 0.7;

const PART_BITS = 12;
/** Part ids a posed layer can carry (12 bits of the packed pixel). */
export const MAX_PARTS = 1 << PART_BITS;

/**
 * Pockets of at most this many empty pixels left inside the outlined silhouette (where a bent
 * knee or a turned shoulder parts from the body) are closed with the outline color: so small,
 * they read as a hole, not as space between parts.
 */
const PINHOLE = 2;

export function prepare(doc: LayeredSprite): Prepared {
  const packed = doc.layers.map((layer) => {
    const out = createPixels(layer.width, layer.height);
    for (let i = 0; i < out.data.length; i++) {
      const ink = layer.ink[i]!;
      if (ink < 0) continue;
      const part = layer.part[i]!;
      if (part >= MAX_PARTS) throw new RangeError("too many parts to pose");
      out.data[i] = ((ink + 1) | (part << 16) | ((layer.flags[i]! & 15) << 28)) >>> 0;
    }
    return out;
  });
  const feetParts = new Set<number>();
  let groundY = -1;
  let left = doc.width;
  let right = -1;
  // The lower legs of a biped, the whole legs of a four- or eight-legged creature.
  const legs = doc.layers.filter((l) => l.role === "leg-lower" || l.role === "leg");
  for (const layer of legs.length ? legs : doc.layers) {
    for (let i = 0; i < layer.ink.length; i++) {
      if (layer.ink[i]! < 0) continue;
      if (legs.length) feetParts.add(layer.part[i]!);
      groundY = Math.max(groundY, layer.y + Math.floor(i / layer.width));
    }
  }
  for (const layer of doc.layers) {
    if (layer.width === 0) continue;
    left = Math.min(left, layer.x);
    right = Math.max(right, layer.x + layer.width - 1);
  }
  return {
    doc,
    packed,
    byName: new Map(doc.layers.map((l) => [l.name, l])),
    feetParts,
    groundY,
    centerX: (left + right + 1) / 2,
    colors: restColors(doc),
  };
}

/** The layers composed at rest and finished as a frame is: the colors of the still's inks. */
function restColors(doc: LayeredSprite): ReadonlyMap<number, Rgb> {
  const size = doc.width * doc.height;
  const ink = new Int16Array(size).fill(-1);
  const part = new Uint16Array(size);
  const flags = new Uint8Array(size);
  for (const layer of doc.layers) {
    for (let v = 0; v < layer.height; v++) {
      for (let u = 0; u < layer.width; u++) {
        const from = v * layer.width + u;
        const x = layer.x + u;
        const y = layer.y + v;
        if (layer.ink[from]! < 0 || x < 0 || y < 0 || x >= doc.width || y >= doc.height) continue;
        const i = y * doc.width + x;
        ink[i] = layer.ink[from]!;
        part[i] = layer.part[from]!;
        flags[i] = layer.flags[from]!;
      }
    }
  }
  const parts: PartInfo[] = doc.parts.map((p) => ({ ...p }));
  const canvas: InkCanvas = { width: doc.width, height: doc.height, ink, part, flags, parts };
  return finishInks(canvas, doc.finish, PINHOLE).inkColors;
}

/** Each layer's place in the frame: its rest pose moved by the pose, parents first. */
function rootOf(pose: RigPose): Rigid {
  return pose.root
    ? about(pose.root.pivot, pose.root.angle, pose.root.dx ?? 0, pose.root.dy ?? 0)
    : IDENTITY;
}

/** Where a layer's hanging rows go (`LayerMove.hem`): moved with it, not turned by its own turn. */
function hangingOf(pose: RigPose, world: ReadonlyMap<string, Rigid>, layer: SpriteLayer): Rigid {
  const parent = layer.parent ? world.get(layer.parent) : undefined;
  const move = pose.layers[layer.name] ?? {};
  return composeRigid(parent ?? rootOf(pose), about(layer.joint, 0, move.dx ?? 0, move.dy ?? 0));
}

function worldOf(prep: Prepared, pose: RigPose): Map<string, Rigid> {
  const root = rootOf(pose);
  const world = new Map<string, Rigid>();
  const resolve = (layer: SpriteLayer): Rigid => {
    const known = world.get(layer.name);
    if (known) return known;
    const parentLayer = layer.parent ? prep.byName.get(layer.parent) : undefined;
    const parent = parentLayer ? resolve(parentLayer) : root;
    const move = pose.layers[layer.name] ?? {};
    const t = composeRigid(parent, about(layer.joint, move.angle ?? 0, move.dx ?? 0, move.dy ?? 0));
    world.set(layer.name, t);
    return t;
  };
  for (const layer of prep.doc.layers) resolve(layer);
  return world;
}

export interface Frame {
  /** Drawn-canvas frame before finishing (inks, for tests and for the planted offset). */
  readonly canvas: InkCanvas;
  readonly image: RgbaImage;
}

/** A layer's packed pixels less those of the `hidden` parts (the same pixels when it has none). */
function without(src: Pixels, hidden: ReadonlySet<number>): Pixels {
  let out: Pixels | null = null;
  for (let i = 0; i < src.data.length; i++) {
    const v = src.data[i]!;
    if (!v || !hidden.has((v >>> 16) & (MAX_PARTS - 1))) continue;
    out ??= { ...src, data: src.data.slice() };
    out.data[i] = 0;
  }
  return out ?? src;
}

/**
 * Pixels drawn at (x, y) in the drawing, turned about `joint` and carried where `rigid` takes
 * that joint, onto a canvas whose drawing origin sits at `origin`.
 */
function placeTurned(
  target: Pixels,
  at: { src: Pixels; x: number; y: number },
  joint: Point,
  rigid: Rigid,
  origin: Point,
): void {
  const to = applyRigid(rigid, joint);
  drawTurned(target, at.src, {
    x0: at.x + origin.x,
    y0: at.y + origin.y,
    pivot: { x: joint.x + origin.x, y: joint.y + origin.y },
    angle: rigid.a,
    dx: to.x - joint.x,
    dy: to.y - joint.y,
  });
}

/**
 * One posed frame of `width` × `height`, the drawn canvas placed at (ox, oy) in it (before the
 * mirror of a west-side facing, which flips the finished frame).
 */
export function posed(
  prep: Prepared,
  pose: RigPose,
  size: { width: number; height: number; ox: number; oy: number },
): Frame {
  if (isBent(pose)) return posed(...bentPose(prep, pose), size);
  const { doc } = prep;
  const { width, height } = size;
  // Composed with room all round, so a part out of the frame before the figure is planted or
  // slid back (a body lying down) is not lost.
  const pad = Math.ceil(Math.max(width, height) / 2);
  const ox = size.ox + pad;
  const oy = size.oy + pad;
  const world = worldOf(prep, pose);
  const frame = createPixels(width + 2 * pad, height + 2 * pad);
  const dropped: { layer: Pixels; drop: number; toward: -1 | 0 | 1 }[] = [];
  // The head to put back over the composition (`RigPose.faceOver`), once every layer is drawn.
  const faceLast: Pixels[] = [];
  const tucked = new Set(pose.tucked ?? []);
  // A tucked layer's parent posed alone: the silhouette the layer's top is kept within.
  const alone = new Map<string, Pixels>();
  const aloneOf = (name: string): Pixels => {
    const known = alone.get(name);
    if (known) return known;
    const out = createPixels(frame.width, frame.height);
    const index = doc.layers.findIndex((l) => l.name === name);
    const layer = doc.layers[index]!;
    const move = pose.layers[name];
    const shaped =
      move?.scaleX !== undefined || move?.scaleY !== undefined
        ? scaled(prep.packed[index]!, layer, move?.scaleX ?? 1, move?.scaleY ?? 1)
        : { src: prep.packed[index]!, x: layer.x, y: layer.y };
    placeTurned(out, shaped, layer.joint, world.get(name)!, { x: ox, y: oy });
    alone.set(name, out);
    return out;
  };
  const raised = new Set(pose.onTop ?? []);
  const order = doc.layers
    .map((_, index) => index)
    .sort(
      (a, b) => Number(raised.has(doc.layers[a]!.name)) - Number(raised.has(doc.layers[b]!.name)),
    );
  for (const index of order) {
    const layer = doc.layers[index]!;
    if (layer.width === 0) continue;
    const t = world.get(layer.name)!;
    const drop = pose.layers[layer.name]?.drop;
    const tuck =
      layer.parent && tucked.has(layer.name) && !pose.layers[layer.name]?.hem ? layer.parent : null;
    // A dropped layer is drawn alone, placed once the figure is planted (see `dropOnto`); a
    // tucked one is drawn alone and then copied in less what rises out of its parent.
    const target = drop === undefined && !tuck ? frame : createPixels(frame.width, frame.height);
    const toward = pose.layers[layer.name]?.dropToward ?? 0;
    if (drop !== undefined) dropped.push({ layer: target, drop, toward });
    // Pixels placed at (x, y) in the drawing, turned about the layer's joint and carried where
    // `rigid` takes that joint.
    const drawAbout = (src: Pixels, x: number, y: number, rigid: Rigid, into = target) =>
      placeTurned(into, { src, x, y }, layer.joint, rigid, { x: ox, y: oy });
    const move = pose.layers[layer.name];
    const own = pose.hidden ? without(prep.packed[index]!, pose.hidden) : prep.packed[index]!;
    // Only a layer that stays where it was drawn, relative to this one, still covers its pixels
    // (a raised arm no longer does): a sleeve swung a little, or a body fallen whole, does.
    const stays = (name: string) => Math.abs((world.get(name)?.a ?? t.a) - t.a) < RAISED_AWAY;
    const packed = move?.keepHidden ? withoutCovered(prep, index, own, stays) : own;
    const resized = move?.scaleX !== undefined || move?.scaleY !== undefined;
    const tipped =
      move?.pitch !== undefined || move?.turn !== undefined || move?.slant !== undefined;
    const isScaled = resized || tipped;
    const sized = resized
      ? scaled(packed, layer, move?.scaleX ?? 1, move?.scaleY ?? 1)
      : { src: packed, x: layer.x, y: layer.y };
    const turned = turnedAside(
      move?.pitch !== undefined ? pitched(sized, move.pitch, move.faceDown === true) : sized,
      move?.turn ?? 0,
    );
    const tippedOver = move?.slant ? leaned(turned, layer.joint.y, move.slant) : turned;
    // A banded head seen head-on tilts by leaning (see head-turn.ts): drawn unturned where the
    // tilt's joint goes.
    const leanTilt = move?.tiltAsLean === true && !move.hem && Math.abs(t.a) > 1e-6;
    // A profile head turns by whole-pixel shears (see rigid.ts), drawn where its joint goes.
    const wholeTurn = move?.turnWhole === true && !move.hem && !leanTilt && shearsTurn(t.a);
    const to = applyRigid(t, layer.joint);
    const rigid =
      leanTilt || wholeTurn ? { a: 0, x: to.x - layer.joint.x, y: to.y - layer.joint.y } : t;
    // A head tipped toward the viewer and also turned keeps its eyes whole through the turn:
    // they are taken from the tipped drawing, where the tip has carried them. (A lean moves
    // whole pixels: the eyes go with it.)
    const details =
      pose.keepDetails && !resized && !move?.hem && !leanTilt && Math.abs(t.a) > 1e-6
        ? detailsOf(layer, tippedOver.src)
        : null;
    const shaped = leanTilt
      ? leaned(tippedOver, layer.joint.y, t.a, move?.leanHangsFrom)
      : wholeTurn
        ? // Sheared, a 2-pixel eye could still be split by a step: it is put back whole too.
          shearTurned(
            details ? { ...tippedOver, src: details.plain } : tippedOver,
            layer.joint,
            t.a,
          )
        : details
          ? { ...tippedOver, src: details.plain }
          : tippedOver;
    if (move?.hem) {
      // Above the joint the layer turns as posed; below it, it hangs and swings.
      const cut = Math.max(0, Math.min(shaped.src.height, Math.ceil(layer.joint.y - shaped.y)));
      const upper = rowsOfPixels(shaped.src, 0, cut);
      const lower = rowsOfPixels(shaped.src, cut, shaped.src.height);
      const hung = hemmed({ src: lower, x: shaped.x, y: shaped.y + cut }, layer.joint.y, move.hem);
      if (hung.src.height > 0) drawAbout(hung.src, hung.x, hung.y, hangingOf(pose, world, layer));
      if (cut > 0) drawAbout(upper, shaped.x, shaped.y, t);
      continue;
    }
    if (layer.name === pose.faceOver && !isScaled && drop === undefined) {
      // The head turned once into a picture of its own, put into the frame here and its
      // uncovered pixels again once every later layer is drawn. Eyes kept whole through the
      // turn are stamped into that picture, so they come back over an arm with the face.
      const head = headCanvas(frame);
      // A later layer that `stays` still lies over the head as drawn. The covered pixels are marked on the layer as drawn, before a whole-pixel turn moves
      // them (the mark travels with each pixel).
      const plain = details ? details.plain : tippedOver.src;
      const marked = { ...tippedOver, src: markCovered(prep, index, plain, stays) };
      const placed = leanTilt
        ? leaned(marked, layer.joint.y, t.a, move?.leanHangsFrom)
        : wholeTurn
          ? shearTurned(marked, layer.joint, t.a)
          : marked;
      drawAbout(placed.src, placed.x, placed.y, rigid, head);
      if (details) stampDetails(head, { x: ox, y: oy }, details, (p) => applyRigid(t, p));
      drawHeadPlain(target, head);
      faceLast.push(head);
      continue;
    }
    drawAbout(shaped.src, shaped.x, shaped.y, rigid);
    if (details) stampDetails(target, { x: ox, y: oy }, details, (p) => applyRigid(t, p));
    if (tuck) tuckInto(frame, target, aloneOf(tuck), Math.round(applyRigid(t, layer.joint).y + oy));
  }
  for (const head of faceLast) layFaceOver(frame, head);
  if (pose.eyesShut) shutEyes(prep, frame, pose.eyesShut, world.get(pose.eyesShut)?.a ?? 0);
  if (pose.mouth && pose.mouth.open >= 1)
    openMouth(prep, frame, pose.mouth.layer, pose.mouth.open, pose.mouth.headOn ?? false);
  let shift = placement(prep, pose, frame, ox, oy, pad);
  if (dropped.length) {
    // Planted first without the slide back, the let-go layers are put on the ground; then the
    // whole (the body and what lies beside it) is slid back to where it stood.
    const planted = placement(prep, { ...pose, recenter: 0 }, frame, ox, oy, pad);
    // Room along the ground for what lies past the body's end, a few pixels kept clear.
    const room = width - 6;
    for (const { layer, drop, toward } of dropped) {
      dropOnto(frame, layer, { drop, toward, room }, prep.groundY + oy - planted.dy);
    }
    shift = placement(prep, pose, frame, ox, oy, pad);
  }
  return finish(prep, frame, { dx: shift.dx - pad, dy: shift.dy - pad }, width, height);
}

/** How far the composed frame moves: onto the ground, lifted, slid back toward its place. */
function placement(
  prep: Prepared,
  pose: RigPose,
  frame: Pixels,
  ox: number,
  oy: number,
  frameTop: number,
): { dx: number; dy: number } {
  const { width, height, data } = frame;
  let bottom = -1;
  let lowest = -1;
  let top = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (v === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      if (top < 0) top = y;
      lowest = y;
      if (
        pose.ground === "body" ||
        (pose.ground === "feet" && prep.feetParts.has((v >>> 16) & 0xfff))
      ) {
        bottom = Math.max(bottom, y);
      }
    }
  }
  const ground = prep.groundY + oy;
  let dy = pose.ground !== "none" && bottom >= 0 ? ground - bottom : 0;
  if (pose.clearance !== undefined && lowest >= 0) {
    const needed = pose.clearance - (ground - lowest);
    // A row is kept free above the head: the figure never touches the frame's top.
    const room = top - frameTop - 1;
    dy -= Math.max(needed, Math.min(Math.round(pose.lift ?? 0), room));
  } else dy -= Math.round(pose.lift ?? 0);
  let dx = 0;
  if (pose.recenter && right >= 0) {
    dx = Math.round((prep.centerX + ox - (left + right + 1) / 2) * pose.recenter);
  }
  return { dx, dy };
}

function finish(
  prep: Prepared,
  frame: Pixels,
  shift: { dx: number; dy: number },
  width: number,
  height: number,
): Frame {
  const { doc } = prep;
  const { data } = frame;
  const size = width * height;
  const ink = new Int16Array(size);
  ink.fill(-1);
  const part = new Uint16Array(size);
  const flags = new Uint8Array(size);
  for (let y = 0; y < frame.height; y++) {
    const ty = y + shift.dy;
    if (ty < 0 || ty >= height) continue;
    for (let x = 0; x < frame.width; x++) {
      const tx = x + shift.dx;
      if (tx < 0 || tx >= width) continue;
      const v = data[y * frame.width + x]!;
      if (v === 0) continue;
      const i = ty * width + tx;
      ink[i] = (v & 0xffff) - 1;
      part[i] = (v >>> 16) & 0xfff;
      flags[i] = v >>> 28;
    }
  }
  const parts: PartInfo[] = doc.parts.map((p) => ({ ...p }));
  const canvas: InkCanvas = { width, height, ink, part, flags, parts };
  const inks = Int16Array.from(ink);
  const rendered = finishInks(canvas, doc.finish, PINHOLE, prep.colors);
  const image = doc.mirrored ? flipImage(rendered.image) : rendered.image;
  return { canvas: { ...canvas, ink: inks }, image };
}
