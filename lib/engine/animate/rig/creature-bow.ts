/**
 * A four-legged body's play bow, seen in profile: the chest goes down between forelegs stretched
 * forward along the ground while the hind legs stand where they stood, straight, so the rump
 * stays up and the back slopes down to the shoulders; the head stays up, looking ahead, and the
 * tail rises. The body turns about its hips (not about its middle, which tipped the whole figure
 * as one stiff piece and lifted the hind feet off the ground), and the forelegs reach forward
 * exactly as far as the shoulders dropped, so all four feet stay on the ground.
 */
import type { Prepared } from "./rig-pose";
import { type Creature, deg, type Moves } from "./creature-kit";

type Point = { readonly x: number; readonly y: number };

const rotate = (p: Point, a: number): Point => ({
  x: Math.cos(a) * p.x - Math.sin(a) * p.y,
  y: Math.sin(a) * p.x + Math.cos(a) * p.y,
});

const HIND = ["leg.hind.near", "leg.hind.far"];
const FORE = ["leg.fore.near", "leg.fore.far"];

/**
 * The layers' moves for a play bow `bow` deep (0 standing, 1 a full bow, a little more for a
 * strong one), the tail swung by `tailSwing` (-1 to 1) as it is carried up; null when the body is
 * not a profile four-legged one with its hips and shoulders drawn as layers.
 */
export function playBow(c: Creature, prep: Prepared, bow: number, tailSwing: number): Moves | null {
  const body = prep.byName.get("body");
  const head = prep.byName.get("head");
  const hind = HIND.map((n) => prep.byName.get(n)).filter((l) => l && l.parent === "body");
  const fore = FORE.map((n) => prep.byName.get(n)).filter((l) => l && l.parent === "body");
  if (!body || hind.length === 0 || fore.length === 0) return null;
  // Which way the body faces in the drawing: the head's side of the body (the shoulders' side
  // when it has no head).
  const front = head?.joint.x ?? fore[0]!.joint.x;
  const dir = front >= body.joint.x ? 1 : -1;
  // The hips: where the body turns, kept in place.
  const hip: Point = {
    x: hind.reduce((s, l) => s + l!.joint.x, 0) / hind.length,
    y: hind.reduce((s, l) => s + l!.joint.y, 0) / hind.length,
  };
  // Clockwise on screen brings a right-facing body's front down.
  const a = dir * deg(16) * bow;
  const layers: Moves = {};
  // Turned about its joint by a, then moved so the hips land back where they were.
  const fromHip = { x: body.joint.x - hip.x, y: body.joint.y - hip.y };
  const turned = rotate(fromHip, a);
  layers.body = { angle: a, dx: turned.x - fromHip.x, dy: turned.y - fromHip.y };
  // The body's move, applied to a point of the drawing, and its inverse.
  const carried = (p: Point): Point => {
    const r = rotate({ x: p.x - hip.x, y: p.y - hip.y }, a);
    return { x: r.x + hip.x, y: r.y + hip.y };
  };
  const back = (p: Point): Point => {
    const r = rotate({ x: p.x - hip.x, y: p.y - hip.y }, -a);
    return { x: r.x + hip.x, y: r.y + hip.y };
  };
  // A hind leg stands as it stood: turned back by as much as the body turned, its top kept where
  // it was.
  for (const leg of hind) {
    const at = back(leg!.joint);
    layers[leg!.name] = { angle: -a, dx: at.x - leg!.joint.x, dy: at.y - leg!.joint.y };
  }
  // A foreleg's top goes down with the shoulders; the leg reaches forward, its lower part further
  // (the forearm along the ground), until its lowest pixel has risen toward its top by as much
  // as the top came down: the paw stays on the ground.
  for (const leg of fore) {
    const drop = carried(leg!.joint).y - leg!.joint.y;
    const rise = c.legRise.get(leg!.name);
    const shin = `shin.${leg!.name.slice("leg.".length)}`;
    const kneed = prep.byName.get(shin)?.parent === leg!.name;
    let reach = 0;
    if (rise) {
      let best = Number.POSITIVE_INFINITY;
      for (let s = 0; s <= 80; s++) {
        const angle = -dir * deg(s);
        const miss = Math.abs(rise(angle, kneed ? angle * 0.6 : 0) - drop);
        if (miss < best - 0.05) {
          best = miss;
          reach = s;
        }
      }
    }
    const angle = -dir * deg(reach);
    layers[leg!.name] = { angle: angle - a };
    if (kneed) layers[shin] = { angle: angle * 0.6 };
  }
  // The head keeps looking ahead: it turns back up by most of the body's turn.
  if (head?.parent === "body") layers.head = { angle: -a * 0.6 };
  const tail = prep.byName.get("tail");
  if (tail?.parent === "body")
    layers.tail = { angle: dir * deg(30) * bow * (0.7 + 0.3 * tailSwing) };
  // Wings on the back stay folded upright instead of leaning forward with the back.
  for (const wing of c.names) {
    if (wing.startsWith("wing.") && prep.byName.get(wing)?.parent === "body")
      layers[wing] = { angle: -a * 0.5 };
  }
  return layers;
}
