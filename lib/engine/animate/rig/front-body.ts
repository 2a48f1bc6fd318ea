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
function holds(doc: LayeredSprite, arm: string): boolean {
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
function dropShoulders(
  f: GestureFrame,
  rows: number,
  inward: number | ((arm: string) => number),
): number {
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
  for (const arm of b.arms) {
    const px = typeof inward === "number" ? inward : inward(arm);
    add(moves, arm, { dy: shoulders, ...(px ? { dx: px * towardMiddle(b, arm) } : {}) });
  }
  return shoulders;
}

/** +1 or -1: the screen direction from an arm toward the body's middle. */
const towardMiddle = (b: Biped, arm: string) => raiseSign(b, arm);

/**
 * Brings an arm holding something `px` whole pixels further in toward the body's middle, with
 * what it holds: slid, not turned, so a blade, its hilt and a shield keep every pixel as drawn
 * (turned 8 degrees with the arm and back, the hand smeared into a grey ring and the shield's
 * edge stepped over the tabard).
 */
function bringHoldingArmIn(f: GestureFrame, arm: string, px: number): void {
  const { doc, b, moves } = f;
  const held = doc.layers.filter(
    (l) => (l.role === "item" || l.role === "shield") && l.width > 0 && l.parent === arm,
  );
  // A long thing (a bow, a staff) reaching below the hips stays as drawn: brought in, its foot
  // crossed the legs.
  const torso = doc.layers.find((l) => l.name === "torso");
  const hips = torso ? torso.y + torso.height : Number.POSITIVE_INFINITY;
  if (px === 0 || held.some((l) => l.y + l.height > hips)) return;
  add(moves, arm, { dx: px * towardMiddle(b, arm) });
}

/**
 * A bow from the front: the shoulders drop and round in, the head dips in front of the chest
 * and tips toward the viewer so the top of the helmet or the hair shows, and the arms swing in
 * before the body (an empty hand to rest on the belly, a full one brought in with what it holds
 * upright). The bow goes down quickly, holds the low pose for most of the loop and comes back
 * up (`bowArc`). At the bottom the head tips 33 degrees and sinks most of a reach, so the
 * helmet's dome or the hair covers the face: tipped 26 degrees and straight back up, the eyes
 * stayed in sight and the bow read as a nod.
 */
export function frontBow(f: GestureFrame): void {
  const { doc, b, moves, reach, p } = f;
  const { k, tempo } = f.how;
  const depth = bowArc(p, tempo);
  const torso = doc.layers.find((l) => l.name === "torso");
  const rows = torso ? Math.round(torso.height * 0.15 * depth * Math.min(k, 1.2)) : 0;
  // A shield is wide and already reaches over the chest's edge: brought in with the rounded
  // shoulders, it stepped over the tabard's outline and hid the shoulder pad behind it.
  const shielded = (arm: string) =>
    doc.layers.some((l) => l.role === "shield" && l.width > 0 && l.parent === arm);
  const shoulders = dropShoulders(f, rows, (arm) => (depth > 0.5 && !shielded(arm) ? 1 : 0));
  add(moves, "head", {
    dy: shoulders + Math.round(depth * reach * 0.8 * k),
    pitch: deg(33 * Math.min(k, 1.2)) * depth,
    faceDown: true,
  });
  for (const arm of b.arms) {
    if (holds(doc, arm)) {
      // A blade comes in before the body with its hand; a shield stays clear of the tabard.
      bringHoldingArmIn(f, arm, shielded(arm) ? 0 : Math.round(depth));
    } else {
      // An empty hand comes across to rest on the belly, as a courtly bow does.
      add(moves, arm, { angle: raiseSign(b, arm) * -deg(60) * depth });
      moves[arm] = { ...moves[arm], scaleY: 1 - 0.3 * depth };
    }
  }
}

/**
 * Sorrow from the front: the chest sinks from the shoulders (the hips stay: a dropped hip reads
 * as a squat), the head hangs forward progressively until the brim or the hair comes over the
 * eyes at the lowest point, and tips aside a little; the arms hang lower. Held to the brow as a
 * nod's tip is, the head only sank a pixel or two with the face unchanged and read as a shrug:
 * a hung head is read by its crown coming forward. `hang` is how far into the slump the frame
 * is (0 to 1).
 */
export function frontSad(f: GestureFrame, hang: number): void {
  const { doc, b, moves, reach } = f;
  const { k } = f.how;
  const torso = doc.layers.find((l) => l.name === "torso");
  const slump = torso ? Math.round(torso.height * 0.08 * hang) : 0;
  // The arms come down with the shoulders and hang a little lower still.
  const shoulders = dropShoulders(f, slump, 0);
  // The head tips aside only a little: turned further, or squashed, a helmet's rim breaks into
  // steps and the eyes are lost; the forward hang and the slump carry the sorrow.
  add(moves, "head", {
    dy: shoulders + Math.round(hang * reach * 0.5 * k),
    angle: deg(5 * k) * hang,
    pitch: deg(30 * Math.min(k, 1.2)) * hang,
    faceDown: true,
  });
  for (const arm of b.arms)
    add(moves, arm, {
      dy: Math.round(hang * reach * 0.4),
      angle: holds(doc, arm) ? 0 : raiseSign(b, arm) * -deg(6) * hang,
    });
}
