/**
 * A blade put away so its hand is free: seen from the front, a figure whose hands are both full
 * (a sword and a shield) waves with its sword hand empty, the sword sheathed at its hip on the
 * same side, hilt up at the belt and blade angled down and out, in a scabbard of the grip's
 * leather. Waved with the sword in hand, the sword held high read as brandished or a salute;
 * with the sword left where it hung and the hand gone, it floated by the leg with nothing
 * holding it.
 */
import type { Rgb } from "../../color";
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { Biped } from "./biped";
import { UPRIGHT_WAVE } from "./custom-arms";
import type { Moves } from "./custom-moves";
import type { Prepared } from "./rig-pose";
import { about, composeRigid, type Rigid } from "./rigid";

/** Degrees a sheathed blade hangs out from straight down, its point away from the body. */
const HANG_OUT = 20;

/** The held thing a front wave by `arm` sheathes, or null (an upright staff waves as a flag). */
export function sheathedBy(doc: LayeredSprite, b: Biped, arm: string | null): SpriteLayer | null {
  const item = b.item;
  if (b.profile || !arm || !item || item.parent !== arm) return null;
  if (UPRIGHT_WAVE.has(item.kind ?? "")) return null;
  // Only a figure whose other hand is full too: a free hand waves instead.
  const busy = new Set(
    doc.layers
      .filter((l) => (l.role === "item" || l.role === "shield") && l.width > 0)
      .map((l) => l.parent),
  );
  return b.arms.every((a) => busy.has(a)) ? item : null;
}

/** The item's pixel farthest from its grip (the joint): the point of the blade. */
function pointOf(item: SpriteLayer): { x: number; y: number } {
  let best = { x: item.joint.x, y: item.joint.y - 1 };
  let far = -1;
  item.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = item.x + (i % item.width) + 0.5;
    const y = item.y + Math.floor(i / item.width) + 0.5;
    const d = Math.hypot(x - item.joint.x, y - item.joint.y);
    if (d > far) [far, best] = [d, { x, y }];
  });
  return best;
}

/**
 * Moves the held item (a child of `arm`) so that, whatever `moves` does to the arm, the item
 * hangs at the hip on the arm's side: its grip at the side of the torso just above the hips,
 * its point down and out. The arm's parent (the torso) carries it, so it bobs with a walk and
 * rises with a jump.
 */
export function hangAtHip(doc: LayeredSprite, moves: Moves, arm: string, item: SpriteLayer): void {
  const armLayer = doc.layers.find((l) => l.name === arm);
  const torso = doc.layers.find((l) => l.name === "torso");
  if (!armLayer || !torso) return;
  const side = item.joint.x < torso.joint.x ? -1 : 1;
  const point = pointOf(item);
  // Clockwise from straight up, as the screen turns (y down).
  const held = Math.atan2(point.x - item.joint.x, -(point.y - item.joint.y));
  const hang = Math.PI - side * ((HANG_OUT * Math.PI) / 180);
  let turn = hang - held;
  while (turn > Math.PI) turn -= 2 * Math.PI;
  while (turn < -Math.PI) turn += 2 * Math.PI;
  const hip = {
    x: side < 0 ? torso.x + 2 : torso.x + torso.width - 3,
    y: Math.round(torso.joint.y - 1),
  };
  // Where the item should be, relative to the torso, and the arm's own move undone from it.
  const want = about(item.joint, turn, hip.x - item.joint.x, hip.y - item.joint.y);
  const a = moves[arm] ?? {};
  const armMove = about(armLayer.joint, a.angle ?? 0, a.dx ?? 0, a.dy ?? 0);
  const own = composeRigid(inverse(armMove), want);
  const base = about(item.joint, own.a);
  moves[item.name] = { angle: own.a, dx: own.x - base.x, dy: own.y - base.y };
}

function inverse(t: Rigid): Rigid {
  const c = Math.cos(-t.a);
  const s = Math.sin(-t.a);
  return { a: -t.a, x: -(c * t.x - s * t.y), y: -(s * t.x + c * t.y) };
}

/**
 * The posing data with the item's blade (every part of it but the one its grip is drawn in
 * and those touching the grip: the hilt) drawn in the grip's inks, darkest to lightest as the
 * blade's were: a scabbard of the grip's leather. Returns `prep` itself when the item has no
 * grip ink to borrow.
 */
export function withScabbard(prep: Prepared, item: SpriteLayer): Prepared {
  const index = prep.doc.layers.findIndex((l) => l.name === item.name);
  if (index < 0) return prep;
  const { width } = item;
  const gx = Math.round(item.joint.x - item.x);
  const gy = Math.round(item.joint.y - item.y);
  const partAt = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < item.height && item.ink[y * width + x]! >= 0
      ? item.part[y * width + x]!
      : -1;
  const grip = partAt(gx, gy);
  if (grip < 0) return prep;
  // The blade: the part of the point, farthest from the grip.
  const point = pointOf(item);
  const blade = partAt(Math.floor(point.x - item.x), Math.floor(point.y - item.y));
  if (blade < 0 || blade === grip) return prep;
  const luma = (ink: number) => {
    const c: Rgb = prep.colors.get(ink) ?? [0, 0, 0];
    return c[0] * 0.3 + c[1] * 0.59 + c[2] * 0.11;
  };
  const inksOf = (part: number) => {
    const set = new Set<number>();
    item.ink.forEach((ink, i) => {
      if (ink >= 0 && item.part[i] === part) set.add(ink);
    });
    return [...set].sort((p, q) => luma(p) - luma(q));
  };
  const leather = inksOf(grip);
  const steel = inksOf(blade);
  if (leather.length === 0) return prep;
  const swap = new Map<number, number>();
  steel.forEach((ink, i) => {
    const at = steel.length === 1 ? 0 : i / (steel.length - 1);
    swap.set(ink, leather[Math.round(at * (leather.length - 1))]!);
  });
  const src = prep.packed[index]!;
  const out = { ...src, data: src.data.slice() };
  for (let i = 0; i < out.data.length; i++) {
    const v = out.data[i]!;
    if (!v || ((v >>> 16) & 0xfff) !== blade) continue;
    const ink = (v & 0xffff) - 1;
    const to = swap.get(ink);
    if (to !== undefined) out.data[i] = ((v & ~0xffff) | (to + 1)) >>> 0;
  }
  const packed = prep.packed.slice();
  packed[index] = out;
  return { ...prep, packed };
}
