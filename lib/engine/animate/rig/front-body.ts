/**
 * A biped seen from the front bending its upper body: a bow and a sad slump. Both drop the
 * shoulders and round them in (the chest foreshortened from its top, the hips and legs where
 * they stood: a dropped hip reads as a squat), and lower the head in front of the chest; they
 * differ in how far the head tips and what the hands do.
 */
import type { LayeredSprite } from "../../draw";
import type { Biped } from "./biped";
import { raiseSign } from "./custom-arms";
import { add, type GestureFrame } from "./custom-moves";
import { bowArc, deg } from "./custom-timing";

/** Whether a hand holds an item or a shield. */
export function holds(doc: LayeredSprite, arm: string): boolean {
  return doc.layers.some(
    (l) => (l.role === "item" || l.role === "shield") && l.width > 0 && l.parent === arm,
  );
}

/**
 * The torso shortened by `rows` from its top (its bottom, the hips, kept where it stood), and
 * the arms hung from the lowered shoulders, each brought `inward` pixels toward the body's
 * middle (shoulders rounded forward, seen from the front). Returns how far the shoulders came
 * down: what hangs from them (the head) comes down as far.
 */
function dropShoulders(f: GestureFrame, rows: number, inward: number): number {
  const { doc, b, moves } = f;
  const torso = doc.layers.find((l) => l.name === "torso");
  let shoulders = 0;
  if (torso && rows > 0) {
    const s = 1 - rows / Math.max(1, torso.height);
    moves.torso = { ...(moves.torso ?? {}), scaleY: s };
    // The torso is scaled about its joint; it is moved so its bottom stays put, and what hangs
    // from its top comes down with that top.
    const hips = Math.round((1 - s) * (torso.y + torso.height - torso.joint.y));
    add(moves, "torso", { dy: hips });
    shoulders = rows - hips;
  }
  for (const arm of b.arms) add(moves, arm, { dy: shoulders, dx: inward * towardMiddle(b, arm) });
  return shoulders;
}

/** +1 or -1: the screen direction from an arm toward the body's middle. */
const towardMiddle = (b: Biped, arm: string) => raiseSign(b, arm);

/**
 * Turns an arm holding something in toward the body by `angle` radians (its hand comes in
 * front), and turns what it holds back the other way, so a blade stays upright and a shield
 * square to the viewer (turned with the arm, its emblem was resampled askew). Brought in 14
 * degrees, a shield covered the whole chest.
 */
function swingHoldingArmIn(f: GestureFrame, arm: string, angle: number): void {
  const { doc, b, moves } = f;
  const held = doc.layers.filter(
    (l) => (l.role === "item" || l.role === "shield") && l.width > 0 && l.parent === arm,
  );
  // A long thing (a bow, a staff) reaching below the hips stays as drawn: brought in, its foot
  // crossed the legs.
  const torso = doc.layers.find((l) => l.name === "torso");
  const hips = torso ? torso.y + torso.height : Number.POSITIVE_INFINITY;
  if (held.some((l) => l.y + l.height > hips)) return;
  const turn = towardMiddle(b, arm) * -angle;
  add(moves, arm, { angle: turn });
  for (const l of held) add(moves, l.name, { angle: -turn });
}

/**
 * A bow from the front: the shoulders drop and round in, the head dips in front of the chest
 * and tips toward the viewer so the top of the helmet or the hair shows, and the arms swing in
 * before the body (an empty hand to rest on the belly, a full one brought in with what it holds
 * upright). The bow goes down, holds a moment and comes back up (`bowArc`); its tip is held to
 * what keeps the eyes in sight under the crown at the bottom, so the face is lowered, not gone
 * (tipped 36 degrees and held through the loop, the helmet covered the face to a sliver and the
 * bow read as a slump).
 */
export function frontBow(f: GestureFrame): void {
  const { doc, b, moves, reach, p } = f;
  const { k, tempo } = f.how;
  const depth = bowArc(p, tempo);
  const torso = doc.layers.find((l) => l.name === "torso");
  const rows = torso ? Math.round(torso.height * 0.12 * depth * Math.min(k, 1.2)) : 0;
  const shoulders = dropShoulders(f, rows, depth > 0.5 ? 1 : 0);
  add(moves, "head", {
    dy: shoulders + Math.round(depth * reach * 0.6 * k),
    pitch: deg(26 * Math.min(k, 1.2)) * depth,
    faceDown: true,
  });
  for (const arm of b.arms) {
    if (holds(doc, arm)) swingHoldingArmIn(f, arm, deg(8) * depth);
    else {
      // An empty hand comes across to rest on the belly, as a courtly bow does.
      add(moves, arm, { angle: raiseSign(b, arm) * -deg(60) * depth });
      moves[arm] = { ...moves[arm], scaleY: 1 - 0.3 * depth };
    }
  }
}

/**
 * Sorrow from the front: the shoulders slump and round in, the head hangs a little lower in
 * front of the chest and tips aside, and the empty arms hang in; the face stays in view (its
 * tip held to the brow, as a nod's is), since a sad face is read by its eyes. `hang` is how far
 * into the slump the frame is (0 to 1).
 */
export function frontSad(f: GestureFrame, hang: number): void {
  const { doc, b, moves, reach } = f;
  const { k } = f.how;
  const torso = doc.layers.find((l) => l.name === "torso");
  const rows = torso ? Math.round(torso.height * 0.1 * hang) : 0;
  const shoulders = dropShoulders(f, rows, hang > 0.5 ? 1 : 0);
  add(moves, "head", {
    dy: shoulders + Math.round(hang * reach * 0.4 * k),
    angle: deg(5 * k) * hang,
    pitch: deg(14 * Math.min(k, 1.2)) * hang,
  });
  for (const arm of b.arms)
    add(moves, arm, {
      dy: Math.round(hang * reach * 0.4),
      angle: holds(doc, arm) ? 0 : raiseSign(b, arm) * -deg(6) * hang,
    });
}
