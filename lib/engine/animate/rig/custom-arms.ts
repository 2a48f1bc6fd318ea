/**
 * A biped's arms and legs in a custom gesture: which arm is free to wave, which limb is on the
 * side a sentence names, how an arm is raised keeping what it holds, and an overhead chop.
 */
import type { LayeredSprite } from "../../draw";
import type { Side } from "../../edit-grammar";
import type { Biped } from "./biped";
import { add, type Moves } from "./custom-moves";
import { deg, ease } from "./custom-timing";

/** +1 when turning this arm clockwise raises it (in profile: every arm is raised anticlockwise). */
export function raiseSign(b: Biped, arm: string): 1 | -1 {
  if (b.profile) return -1;
  return arm.endsWith("left") ? 1 : -1;
}

/** The arm whose hand holds nothing: neither the item nor the shield. */
export function emptyHand(doc: LayeredSprite, b: Biped): string | null {
  const holding = new Set(
    doc.layers
      .filter((l) => (l.role === "item" || l.role === "shield") && l.width > 0)
      .map((l) => l.parent),
  );
  const free = b.arms.filter((a) => !holding.has(a));
  // In profile the far arm is behind the body; the near one shows a wave better.
  return free.find((a) => a === "arm.near") ?? free[0] ?? null;
}

/**
 * The limb on the doer's own side ("with his left hand"): from the front the figure's right is
 * the viewer's left; from behind the two agree; in profile facing east the near side is its
 * right, and a west facing is that drawing mirrored. Null when the figure has no such layer.
 */
export function limbOnSide(
  doc: LayeredSprite,
  b: Biped,
  side: Side,
  kind: "arm" | "leg",
): string | null {
  let name: string;
  if (b.profile) name = `${kind}.${(side === "right") !== doc.mirrored ? "near" : "far"}`;
  else {
    const behind = doc.recipe.direction.includes("north");
    name = `${kind}.${(side === "left") !== behind ? "right" : "left"}`;
  }
  const list: readonly string[] = kind === "arm" ? b.arms : b.legs;
  return list.includes(name) ? name : null;
}

/** Held things waved upright like a flag; any other (a blade, an axe) is waved point down. */
export const UPRIGHT_WAVE = new Set([
  "staff",
  "spear",
  "banner",
  "wand",
  "trident",
  "pitchfork",
  "halberd",
  "bow",
]);

/** The arm that raises a held thing, or the figure's first arm. */
export function doingArm(b: Biped): string | null {
  return (
    b.weaponArm ??
    b.arms.find((a) => a.endsWith("near") || a.endsWith("right")) ??
    b.arms[0] ??
    null
  );
}

/**
 * In profile, how far forward of hanging straight down an arm is drawn at rest (radians, >= 0):
 * an arm holding something is drawn bent forward to its grip. A gesture that takes the hand to
 * a place (the chin, above the brim) raises the arm by what is left after this.
 */
export function restReach(doc: LayeredSprite, b: Biped, arm: string | null): number {
  const layer = doc.layers.find((l) => l.name === arm);
  const grip = b.item?.parent === arm ? b.item.joint : null;
  if (!layer || !grip) return 0;
  return Math.max(0, Math.atan2(grip.x - layer.joint.x, grip.y - layer.joint.y));
}

/** Raise `arm` by `amount` of `angle`, keeping what it holds pointing as it did. */
export function raiseArm(
  b: Biped,
  moves: Moves,
  arm: string | null,
  angle: number,
  keepItem: boolean,
) {
  if (!arm) return;
  const turn = raiseSign(b, arm) * angle;
  add(moves, arm, { angle: turn });
  if (keepItem && b.item && b.item.parent === arm) add(moves, b.item.name, { angle: -turn });
}

/**
 * An overhead chop with what the hand holds: the arm rises until the blade stands above the
 * head, the blade tips back for the wind-up, and arm and blade come down in front, the blade
 * ending point down and out, as a chop ends.
 */
export function overheadSwing(b: Biped, moves: Moves, p: number, k: number): void {
  const arm = b.weaponArm ?? b.arms[0] ?? null;
  if (!arm) return;
  // Keys: [progress, arm raise, blade turn from upright], in degrees of the raise's direction: a
  // raise turns a hanging arm outward, and the same turn tips an upright blade inward, so the
  // chop's blade, down and out, is a large negative turn.
  // From the front, in beats a sheet of every other frame shows apart: rest; the sword raised
  // high beside the head, upright and clear of the helmet (tipped across the crown from the
  // start, its hilt met the helmet's side and the two read as one lump); the wind-up, the blade
  // tipped back over the crown with its point well above the helmet (laid flat behind the
  // helmet instead, grey on grey, it was lost); the chop landed in front of the body, the arm
  // swung in across the belly, the blade point down before the legs (ended out to the side,
  // point down, it read as a sword let hang). Landed by the middle of the loop, the wind-up
  // fell between two shown frames and the last two shown were one pose.
  const over = b.profile ? 0 : 1;
  const keys: [number, number, number][] = over
    ? [
        [0, 0, 0],
        [0.2, 150, 0],
        [0.3, 155, 0],
        [0.42, 168, 55],
        [0.52, 170, 62],
        [0.66, -40, 160],
        [0.85, -40, 160],
        [1, 0, 0],
      ]
    : [
        [0, 0, 0],
        [0.3, 170, 0],
        [0.42, 175, 30],
        [0.56, 45, -150],
        [0.8, 45, -150],
        [1, 0, 0],
      ];
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a0, b0] = keys[i]!;
  const [p1, a1, b1] = keys[i + 1]!;
  const s = ease((p - p0) / (p1 - p0));
  const size = Math.min(1, 0.75 + 0.25 * k);
  const sign = raiseSign(b, arm);
  const raise = deg(a0 + (a1 - a0) * s) * size;
  const blade = deg(b0 + (b1 - b0) * s) * size;
  const shrug = over * Math.round(((b.height / 16) * Math.max(0, raise - deg(120))) / deg(55));
  add(moves, arm, { angle: sign * raise, dy: -shrug });
  if (b.item && b.item.parent === arm) add(moves, b.item.name, { angle: sign * (blade - raise) });
}
