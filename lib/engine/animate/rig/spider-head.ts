/**
 * A spider's gestures led by its head end, seen in profile, where the head (cephalothorax, eyes
 * and fangs) is a layer of its own turning at the waist (`SPIDER_HEAD`): a spider reads by its
 * front, so a nod, a look, a bow and a sad hang move the head end visibly while the abdomen
 * and the legs stay where they stand. (Moved as one piece with the abdomen, the front dipped a
 * pixel and a nod did not show at 1x; a bow sank the whole body and folded the legs under it
 * into a crouch.)
 *
 * - A nod: the head dips at the waist, the fangs coming down several pixels, and comes back up.
 * - Looking around: the head raises to peer ahead and up, then turns down to look at the ground
 *   before it, the fangs parting; the body stays on its planted legs.
 * - A bow: the abdomen tips forward about its rear a little (its rear end stays up) over planted
 *   legs that keep their spread, and the head goes down at the waist until the fangs are near
 *   the ground.
 * - Sad: the body sinks a little between its legs (each keeps its own bend, splayed only as
 *   much as keeps its foot down), the head hangs low, and the front pair is drawn in toward
 *   the face.
 * - A cheer: both front legs thrown up high over the head (the near one raised from the ground,
 *   the far one, already standing over the head, turned up straight), the head lifted.
 *
 * Each returns null for a spider without its own head layer (seen from behind) or head-on.
 */
import { SPIDER_HEAD } from "../../draw";
import type { Point } from "../../raster";
import { type Creature, deg, type Moves, overTheBack } from "./creature-kit";
import { fangsSpread } from "./insect";
import type { LayerMove, Prepared, RigPose } from "./rig-pose";
import { bodyAbout, carried, legsUnder, rotate, spiderProfile } from "./spider-gestures";

/** The profile's facing and the two layers the head gestures move, or null. */
function headed(c: Creature, prep: Prepared) {
  const dir = spiderProfile(c, prep);
  const body = prep.byName.get("body");
  const head = prep.byName.get(SPIDER_HEAD);
  if (dir === 0 || !body || !head || head.width === 0 || head.parent !== "body") return null;
  return { dir, body, head };
}

/**
 * The lowest row the head and its fangs reach when the body takes `move` and the head turns
 * `angle` at the waist (a child is turned about its joint, then carried by its parent).
 */
function headLowest(prep: Prepared, move: LayerMove, angle: number): number {
  const body = prep.byName.get("body")!;
  const head = prep.byName.get(SPIDER_HEAD)!;
  let low = Number.NEGATIVE_INFINITY;
  for (const layer of [head, prep.byName.get("fang.left"), prep.byName.get("fang.right")]) {
    if (!layer) continue;
    layer.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const p: Point = {
        x: layer.x + (i % layer.width) + 0.5 - head.joint.x,
        y: layer.y + Math.floor(i / layer.width) + 0.5 - head.joint.y,
      };
      const r = rotate(p, angle);
      const at = carried(body, move, { x: head.joint.x + r.x, y: head.joint.y + r.y });
      low = Math.max(low, at.y);
    });
  }
  return low;
}

/** The head's turn (clockwise) scaled back until nothing of it comes within `clear` rows of the ground. */
function headAboveGround(prep: Prepared, move: LayerMove, angle: number, clear: number): number {
  for (let k = 1; k > 0.05; k -= 0.1) {
    if (headLowest(prep, move, angle * k) <= prep.groundY - clear) return angle * k;
  }
  return 0;
}

/** A nod `dip` of the way down (0 to 1, a little more for an emphatic one). */
export function spiderNod(c: Creature, prep: Prepared, dip: number): Moves | null {
  const h = headed(c, prep);
  if (!h) return null;
  const still: LayerMove = {};
  const angle = headAboveGround(prep, still, h.dir * deg(30) * dip, 2);
  return { [SPIDER_HEAD]: { angle } };
}

/**
 * Looking around, `side` from -1 (looking down at the ground before it) to 1 (peering ahead
 * and up): the head turns at the waist, raised high or lowered with the fangs parting, and the
 * body leans a little with it over planted legs.
 */
export function spiderLookAround(c: Creature, prep: Prepared, side: number): Moves | null {
  const h = headed(c, prep);
  if (!h) return null;
  const { dir, body } = h;
  const rear = { x: dir > 0 ? body.x : body.x + body.width, y: body.joint.y };
  const move = bodyAbout(body, -dir * deg(6) * side, rear);
  const turn = side > 0 ? -dir * deg(28) * side : dir * deg(24) * -side;
  const angle = headAboveGround(prep, move, turn, 2);
  return {
    body: move,
    ...legsUnder(c, prep, move, dir, { planted: true }),
    [SPIDER_HEAD]: { angle },
    ...fangsSpread(c, 0.7 * Math.max(0, -side)),
  };
}

/**
 * A bow `depth` deep (0 standing, 1 a full bow): the abdomen tips forward about its rear end,
 * which stays up, over legs planted with their spread, and the head goes down at the waist
 * until the fangs are near the ground.
 */
export function spiderHeadBow(c: Creature, prep: Prepared, depth: number): Moves | null {
  const h = headed(c, prep);
  if (!h) return null;
  const { dir, body } = h;
  const rear = { x: dir > 0 ? body.x : body.x + body.width, y: body.joint.y };
  const move = bodyAbout(body, dir * deg(18) * depth, rear);
  const angle = headAboveGround(prep, move, dir * deg(45) * depth, 2);
  return {
    body: move,
    ...legsUnder(c, prep, move, dir, { planted: true, rideBack: true, upright: 0.3 }),
    [SPIDER_HEAD]: { angle },
  };
}

/**
 * Sad, `hang` of the way (0 to 1) and `sway` (-1 to 1) through a slow rock: the body sinks a
 * unit or two between its legs, which splay just enough to keep their feet down, the head hangs
 * low at the waist and rocks, and the front pair is drawn in toward the face.
 */
export function spiderHeadSad(
  c: Creature,
  prep: Prepared,
  hang: number,
  sway: number,
): Moves | null {
  const h = headed(c, prep);
  if (!h) return null;
  const { dir, body } = h;
  const move = bodyAbout(body, 0, body.joint, 0, Math.round(hang * c.unit * 1.5));
  const legs = legsUnder(c, prep, move, dir, { upright: 1 });
  const angle = headAboveGround(prep, move, dir * deg(34 + 6 * sway) * hang, 2);
  const out: Moves = { body: move, ...legs, [SPIDER_HEAD]: { angle } };
  for (const name of ["leg.0.left", "leg.0.right"]) {
    if (!c.names.has(name) || overTheBack(c, name)) continue;
    // Drawn in: shorter and turned back under the face, the foot lifted off the ground.
    const was = legs[name] ?? {};
    out[name] = {
      ...was,
      angle: (was.angle ?? 0) + dir * deg(22) * hang,
      scaleX: 1 - 0.2 * hang,
      scaleY: 1 - 0.2 * hang,
    };
  }
  return out;
}

/**
 * A cheer, `up` of the way (0 to 1), `side` (-1 to 1) shaking the raised legs: the near front
 * leg (`limb`) thrown up high from the ground and the far front leg, standing over the head,
 * turned up straight beside it, both shaking; the head lifts.
 */
export function spiderCheer(
  c: Creature,
  prep: Prepared,
  limb: string,
  up: number,
  side: number,
): Pick<RigPose, "layers" | "root"> | null {
  const h = headed(c, prep);
  if (!h || up <= 0.05) return null;
  const { dir } = h;
  const u = c.unit;
  const out: Moves = {
    [limb]: {
      scaleY: 1.4,
      angle: -dir * (deg(112) * up + deg(10) * side),
      dy: -Math.round(up * u * 2),
    },
    [SPIDER_HEAD]: { angle: -dir * deg(14) * up },
  };
  const partner = limb.endsWith(".left")
    ? limb.replace(/left$/, "right")
    : limb.replace(/right$/, "left");
  if (c.names.has(partner) && overTheBack(c, partner))
    out[partner] = { angle: dir * (deg(12) * up + deg(10) * side), dy: -Math.round(up * u) };
  // Reared on its hind feet, the raised front legs stand clear above the legs over the back.
  const hind = { x: dir > 0 ? h.body.x : h.body.x + h.body.width, y: c.feet.y };
  return { layers: out, root: { angle: -dir * deg(10) * up, pivot: hind } };
}
