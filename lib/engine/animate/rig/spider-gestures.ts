/**
 * A spider's custom gestures seen in profile, where its body is its own head (the fangs' end is
 * the front): the body moves over legs that stay planted, each near leg reaching forward (the
 * front pairs) or back (the hind pairs) until its foot is back on the ground, so a pose reads by
 * the body's place and tilt and the legs' spread instead of the whole sprite tipping or sliding.
 *
 * - A bow: the body turns about its rear end, its front (head and fangs) brought down near the
 *   ground and the abdomen tilted up behind; the near legs behind the front pair fold back under it.
 * - Sad: the body sinks low and level between legs splayed wide, the front hanging a little.
 * - Looking around: the body turns about its rear end over legs that stay where they stand, its
 *   front (head, eyes, fangs) lifted high to peer ahead and a little as it turns toward the
 *   viewer, the fangs parting.
 *
 * A spider seen head-on or from behind has no profile front: these return null and the gesture
 * is posed as before.
 */
import type { SpriteLayer } from "../../draw";
import type { Point } from "../../raster";
import { type Creature, deg, type Moves, overTheBack } from "./creature-kit";
import { fangsSpread } from "./insect";
import type { LayerMove, Prepared, RigPose } from "./rig-pose";

/** Which way a spider drawn in profile faces (1: its fangs to the right), or 0 head-on. */
export function spiderProfile(c: Creature, prep: Prepared): -1 | 0 | 1 {
  const body = prep.byName.get("body");
  const fang = prep.byName.get("fang.left") ?? prep.byName.get("fang.right");
  if (c.rig !== "insect" || !body || !fang || body.width === 0) return 0;
  const off = fang.joint.x - body.joint.x;
  return Math.abs(off) < body.width * 0.2 ? 0 : off > 0 ? 1 : -1;
}

export const rotate = (p: Point, a: number): Point => ({
  x: Math.cos(a) * p.x - Math.sin(a) * p.y,
  y: Math.sin(a) * p.x + Math.cos(a) * p.y,
});

/** The body's own move (about its joint) that turns it by `angle` about `pivot` and then moves it. */
export function bodyAbout(
  body: SpriteLayer,
  angle: number,
  pivot: Point,
  dx = 0,
  dy = 0,
): LayerMove {
  const r = rotate({ x: pivot.x - body.joint.x, y: pivot.y - body.joint.y }, angle);
  return {
    angle,
    dx: pivot.x - body.joint.x - r.x + dx,
    dy: pivot.y - body.joint.y - r.y + dy,
  };
}

/** Where the body's move takes a point of the drawing. */
export function carried(body: SpriteLayer, move: LayerMove, p: Point): Point {
  const r = rotate({ x: p.x - body.joint.x, y: p.y - body.joint.y }, move.angle ?? 0);
  return { x: body.joint.x + r.x + (move.dx ?? 0), y: body.joint.y + r.y + (move.dy ?? 0) };
}

/** The lowest row the body's (and its fangs') pixels reach once moved. */
function lowestRow(prep: Prepared, move: LayerMove): number {
  const body = prep.byName.get("body")!;
  let low = Number.NEGATIVE_INFINITY;
  for (const layer of [body, prep.byName.get("fang.left"), prep.byName.get("fang.right")]) {
    if (!layer) continue;
    layer.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const x = layer.x + (i % layer.width) + 0.5;
      const y = layer.y + Math.floor(i / layer.width) + 0.5;
      low = Math.max(low, carried(body, move, { x, y }).y);
    });
  }
  return low;
}

/**
 * The legs' moves for the body moved by `move`. A near leg (one standing on the ground) rides
 * with the body and turns out, forward for the front two pairs and back for the hind two, until
 * its foot has risen toward its root by as much as the root came down: the foot stays on the
 * ground; with `fold`, the second pair turns back too, tucked in under the lowered front (a
 * bow: stretched out both ways its legs splayed as a sigh's do; the front pair, reaching far
 * ahead, would first swing its foot down below the ground). A leg standing up over the back
 * rides with the body, turned back by `upright` of the body's turn. With `planted`, every leg's root stays where it was drawn instead (the body
 * moves over it) and the leg keeps its drawn slant; with `rideBack` as well, the legs over the
 * back ride with the body (left planted as it tipped, a gap opened between them and the back).
 */
export function legsUnder(
  c: Creature,
  prep: Prepared,
  move: LayerMove,
  dir: 1 | -1,
  how: {
    readonly upright?: number;
    readonly planted?: boolean;
    readonly fold?: boolean;
    /** With `planted`, the legs over the back still ride with the body (a deep tip). */
    readonly rideBack?: boolean;
  } = {},
): Moves {
  const body = prep.byName.get("body")!;
  const a = move.angle ?? 0;
  const out: Moves = {};
  for (const name of c.names) {
    const leg = prep.byName.get(name);
    if (!name.startsWith("leg.") || !leg || leg.parent !== "body") continue;
    if (how.planted && !(how.rideBack && overTheBack(c, name))) {
      // The root put back where it was, in the body's turned frame.
      const to = carried(body, move, leg.joint);
      const back = rotate({ x: leg.joint.x - to.x, y: leg.joint.y - to.y }, -a);
      out[name] = { angle: -a, dx: back.x, dy: back.y };
      continue;
    }
    if (overTheBack(c, name)) {
      out[name] = { angle: -a * (how.upright ?? 0.5) };
      continue;
    }
    const drop = carried(body, move, leg.joint).y - leg.joint.y;
    const rise = c.legRise.get(name);
    const index = Number(name.split(".")[1]);
    const out_ = index === 0 || (index === 1 && !how.fold) ? -dir : dir;
    let best = 0;
    if (rise && drop > 0.5) {
      let miss = Number.POSITIVE_INFINITY;
      for (let s = 0; s <= 85; s++) {
        const m = Math.abs(rise(out_ * deg(s)) - drop);
        if (m < miss - 0.05) {
          miss = m;
          best = s;
        }
      }
    }
    out[name] = { angle: out_ * deg(best) - a };
  }
  return out;
}

/** The body's move scaled down until no pixel of it comes within `clear` rows of the ground. */
function aboveGround(prep: Prepared, make: (k: number) => LayerMove, clear: number): LayerMove {
  for (let k = 1; k > 0.05; k -= 0.1) {
    const move = make(k);
    if (lowestRow(prep, move) <= prep.groundY - clear) return move;
  }
  return make(0);
}

/**
 * A bow `depth` deep (0 standing, 1 a full bow): the front down near the ground, rear up, the
 * near legs behind the front pair folded back under it.
 */
export function spiderBow(c: Creature, prep: Prepared, depth: number): Moves | null {
  const dir = spiderProfile(c, prep);
  const body = prep.byName.get("body");
  if (dir === 0 || !body) return null;
  // The rear end of the abdomen, at the body's middle height: it stays where it is.
  const rear = { x: dir > 0 ? body.x : body.x + body.width, y: body.joint.y };
  const move = aboveGround(prep, (k) => bodyAbout(body, dir * deg(24) * depth * k, rear), 2);
  return { body: move, ...legsUnder(c, prep, move, dir, { upright: 0.6, fold: true }) };
}

/**
 * Sad, `hang` of the way (0 to 1), `sway` (-1 to 1) through a slow rock: huddled, every leg
 * drawn in (shorter, folded toward the body) so the whole spider sinks as its feet come in, the
 * front hanging (head and eyes low) and rocking slowly fore and aft. (Sunk level between splayed
 * legs, it read as the start of a bow; legs turned in under the body crossed in an X.)
 */
export function spiderSad(c: Creature, prep: Prepared, hang: number, sway: number): Moves | null {
  const dir = spiderProfile(c, prep);
  const body = prep.byName.get("body");
  if (dir === 0 || !body) return null;
  const move = bodyAbout(body, dir * deg(10 + 4 * sway) * hang, body.joint);
  const a = move.angle ?? 0;
  const drawnIn = 1 - 0.28 * hang;
  const out: Moves = { body: move };
  for (const name of c.names) {
    const leg = prep.byName.get(name);
    if (!name.startsWith("leg.") || !leg || leg.parent !== "body") continue;
    out[name] = { angle: -a, scaleX: drawnIn, scaleY: drawnIn };
  }
  return out;
}

/**
 * Waving while it walks: every near leg steps as the Walk (`base`) has it, the near front leg
 * too, and the far front leg, which already stands up ahead over the head, waves up there,
 * `lift` of the way up (0 to 1) and `side` (-1 to 1) through its to and fro. (The near front leg
 * raised instead took a stepping leg from the ground side, and the far one, folded back out of
 * its way, bunched the legs over the back into an upright bundle.) Null head-on or without a
 * far front leg over the back.
 */
export function spiderWaveWalking(
  c: Creature,
  prep: Prepared,
  base: RigPose,
  near: string,
  lift: number,
  side: number,
): RigPose | null {
  const dir = spiderProfile(c, prep);
  const far = near.endsWith(".left")
    ? near.replace(/left$/, "right")
    : near.replace(/right$/, "left");
  if (dir === 0 || !c.names.has(far) || !overTheBack(c, far)) return null;
  const was = base.layers[far] ?? {};
  const wave: LayerMove = {
    ...was,
    angle: (was.angle ?? 0) - dir * (deg(4) * lift + deg(32) * side),
    dy: (was.dy ?? 0) - Math.round(lift * c.unit * 3),
    scaleY: 1 + 0.35 * lift,
  };
  const tucked = base.tucked?.filter((name) => name !== far);
  return { ...base, layers: { ...base.layers, [far]: wave }, ...(tucked ? { tucked } : {}) };
}

/**
 * Crouched `dip` units (a jump's gathering and its landing): the body comes straight down,
 * level, between the near legs, which splay out (the front pairs forward, the hind pairs back)
 * until their feet are back on the ground; it stops short of the ground.
 */
export function spiderCrouch(c: Creature, prep: Prepared, dip: number): Moves | null {
  const dir = spiderProfile(c, prep);
  const body = prep.byName.get("body");
  if (dir === 0 || !body) return null;
  const move = aboveGround(
    prep,
    (k) => bodyAbout(body, 0, body.joint, 0, dip * c.unit * 2.5 * k),
    2,
  );
  return { body: move, ...legsUnder(c, prep, move, dir, { upright: 1 }) };
}

/**
 * Looking around, `side` from -1 (turned toward the viewer) to 1 (peering ahead): the body
 * turns about the abdomen's rear end over legs planted where they stand, its front lifted (high
 * to peer ahead, a little as it turns), and its fangs part as the face turns toward the viewer.
 */
export function spiderLook(c: Creature, prep: Prepared, side: number): Moves | null {
  const dir = spiderProfile(c, prep);
  const body = prep.byName.get("body");
  if (dir === 0 || !body) return null;
  // The rear end of the abdomen stays where it is: moved sideways as a whole, the one-piece
  // body (head and abdomen drawn as one layer) read as a slide, not as a look.
  const rear = { x: dir > 0 ? body.x : body.x + body.width, y: body.joint.y };
  const move = bodyAbout(body, -dir * deg(side > 0 ? 12 : 6) * Math.abs(side), rear);
  return {
    body: move,
    ...legsUnder(c, prep, move, dir, { planted: true }),
    ...fangsSpread(c, 0.6 * Math.max(0, -side)),
  };
}

/**
 * A wave, `lift` of the way up (0 to 1) and `side` (-1 to 1) through its to and fro: the near
 * front leg swings up about its root, lifted behind the fangs, until it stands out straight
 * ahead and up over the head, drawn long so its tip reaches past the legs over the back, and
 * swings to and fro up there. The leg never passes in front of the fangs (turned upside down
 * instead, its knee crossed them), and the legs left under the front stand as drawn. The body
 * rears a little on its hind legs.
 */
export function spiderWave(
  c: Creature,
  prep: Prepared,
  limb: string,
  lift: number,
  side: number,
): Pick<RigPose, "layers" | "root" | "onTop"> | null {
  const dir = spiderProfile(c, prep);
  if (dir === 0 || lift <= 0.05) return null;
  const u = c.unit;
  const layers: Moves = {
    [limb]: {
      scaleY: 1.4,
      angle: -dir * (deg(95) * lift + deg(12) * side),
      dy: -Math.round(lift * u * 2),
    },
  };
  // The far front leg, standing up ahead over the head where the raised leg waves, folds back
  // among the legs over the back, so the wave stands alone ahead of them. (Brought down in front
  // instead, it crossed the fangs or bent into a zig-zag under the head.)
  const partner = limb.endsWith(".left")
    ? limb.replace(/left$/, "right")
    : limb.replace(/right$/, "left");
  if (c.names.has(partner) && overTheBack(c, partner))
    layers[partner] = { angle: -dir * deg(45) * lift };
  return { layers, root: { angle: -dir * deg(12) * lift, pivot: c.feet } };
}

/**
 * A kick from the near hind leg: `wind` of the way into the wind-up (0 to 1), then `strike` of
 * the way out (0 to 1, a little more for a strong one). Winding up, the leg is drawn in under
 * the abdomen, cocked, and the rear sinks; striking, it is thrown far out behind and up, long
 * and straight (its knee flattened out), clear of the abdomen's outline, while the body leans
 * forward onto its front legs and moves ahead over them. Null head-on.
 */
export function spiderKick(
  c: Creature,
  prep: Prepared,
  leg: string,
  wind: number,
  strike: number,
): Pick<RigPose, "layers" | "root"> | null {
  const dir = spiderProfile(c, prep);
  if (dir === 0) return null;
  const u = c.unit;
  // The hind leg, not one ahead: a second leg swung forward came out through the fangs and
  // read as a strike. Swung back only as far as it stands, a hind leg hidden behind the
  // abdomen showed as a stub behind it, a tail or spinneret.
  const hind = leg.replace(/^leg\.\d\./, "leg.3.");
  const kicking = c.names.has(hind) && !overTheBack(c, hind) ? hind : leg;
  const layers: Moves = {
    [kicking]: {
      angle: dir * (deg(34) * strike - deg(18) * wind),
      scaleX: 1 + 1.0 * strike - 0.3 * wind,
      scaleY: 1 - 0.45 * strike + 0.1 * wind,
      dx: -dir * Math.round(strike * u),
      dy: -Math.round(strike * u),
    },
  };
  // The lean is a few degrees and the body moves ahead instead: tipped further, the abdomen's
  // rear rose over the kicking leg and hid it again.
  return {
    layers,
    root: {
      angle: dir * (deg(5) * strike - deg(7) * wind),
      pivot: c.feet,
      dx: dir * Math.round((2 * strike - wind) * u),
    },
  };
}
