/**
 * A biped's bow seen from the front: the upper body bends toward the viewer. Foreshortened, the
 * chest comes down from the shoulders and shortens (the hips and legs stay where they stood,
 * straight: a dropped hip reads as a squat), the shoulders drop and spread a little, the head
 * sinks in front of the chest with its crown turned to the viewer and its face to the ground,
 * and the arms come down with the shoulders. A nod moves the head alone; a bow moves the whole
 * chest, so the two stay apart.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import { holds, raiseSign } from "./custom-arms";
import { add, type GestureFrame } from "./custom-moves";
import { deg } from "./custom-timing";

/** Share of the torso's height the chest loses, foreshortened, at the bottom of a full bow. */
export const FRONT_BOW_SHORTEN = 0.3;

/**
 * Layers hung from the top of the torso other than the head and the arms (a cape's collar, a
 * quiver's strap): they come down with the shoulders instead of standing up behind them.
 */
function hungFromShoulders(doc: LayeredSprite, torso: SpriteLayer, arms: readonly string[]) {
  const chest = torso.y + torso.height / 2;
  return doc.layers.filter(
    (l) =>
      l.parent === torso.name &&
      l.role !== "head" &&
      !arms.includes(l.name) &&
      l.width > 0 &&
      l.joint.y < chest,
  );
}

export function frontBow(f: GestureFrame): void {
  const { doc, b, moves, up, reach } = f;
  const k = Math.min(f.how.k, 1.2);
  const torso = doc.layers.find((l) => l.name === "torso" && l.width > 0);
  const shrink = torso ? Math.round(torso.height * FRONT_BOW_SHORTEN * up * k) : 0;
  // The torso is scaled about its joint; it is moved so its bottom (the hips) stays put, and
  // what hangs from its top (the head, the arms, a cape) comes down with that top.
  let shoulders = 0;
  if (torso && shrink > 0) {
    const s = 1 - shrink / Math.max(1, torso.height);
    moves.torso = { ...(moves.torso ?? {}), scaleY: s };
    const hips = Math.round((1 - s) * (torso.y + torso.height - torso.joint.y));
    shoulders = shrink - hips;
    add(moves, "torso", { dy: hips });
    for (const l of hungFromShoulders(doc, torso, b.arms)) add(moves, l.name, { dy: shoulders });
  }
  // The head sinks below the line of the shoulders, in front of the chest, its crown toward
  // the viewer (shoulders and head coming down together, the face still out, read as a duck).
  add(moves, "head", {
    dy: shoulders + Math.round(up * reach * 0.8 * k),
    pitch: deg(36 * k) * up,
    faceDown: true,
  });
  // Bent forward, the shoulders round out toward the viewer: a pixel wider on each side.
  const spread = Math.round(up * Math.max(1, b.unit));
  for (const arm of b.arms) {
    // An empty hand comes across to rest on the belly, as a courtly bow does (arms hanging
    // at the sides read as a duck). A hand that holds something keeps it as it was drawn,
    // coming down with the shoulders: a blade turned point down crossed the legs, and turned
    // down and out it passed level out to the side half way, which reads as a swing.
    // (Turning a front arm by raiseSign lifts its hand out to its own side: the arm on the
    // screen's left is raised clockwise.)
    const full = holds(doc, arm);
    const turn = full ? 0 : raiseSign(b, arm) * -deg(60) * up;
    add(moves, arm, { dy: shoulders, dx: -raiseSign(b, arm) * spread, angle: turn });
    // What the hand holds comes down only as far as the ground leaves room, the hand sliding
    // down its grip: a long bow hanging to the feet, pushed below them, made the whole pose
    // smaller to fit the frame (and the face came back out from under the hair).
    const over = shoulders - roomBelow(doc, arm);
    if (full && over > 0) for (const l of heldBy(doc, arm)) add(moves, l.name, { dy: -over });
    if (!full) moves[arm] = { ...moves[arm], scaleY: 1 - 0.3 * up };
  }
}

/** The items and shields an arm's hand holds. */
function heldBy(doc: LayeredSprite, arm: string): SpriteLayer[] {
  return doc.layers.filter(
    (l) => (l.role === "item" || l.role === "shield") && l.width > 0 && l.parent === arm,
  );
}

/** Rows between the lowest pixel of what an arm holds and the lowest of the legs (the ground). */
function roomBelow(doc: LayeredSprite, arm: string): number {
  const bottom = (l: SpriteLayer) => l.y + l.height - 1;
  const held = heldBy(doc, arm);
  const legs = doc.layers.filter((l) => l.name.startsWith("leg.") && l.width > 0);
  if (!held.length || !legs.length) return 0;
  return Math.max(0, Math.max(...legs.map(bottom)) - Math.max(...held.map(bottom)));
}
