/**
 * A still of a cheer ("cheers with arms raised") on a layered biped, standing on its ground in
 * its own frame. A generated figure fills its frame nearly top to bottom, so there is no room to
 * raise a hand far above the head; making the whole pose smaller to fit (what a motion does)
 * left the arms level at the shoulders, a T-pose. Here the arms go up in a V, hands beside the
 * head, as high as the frame allows, and only what a hand holds gives way: a blade or staff
 * tips out to the side (or forward, in profile) until it is inside the frame, a shield stays
 * upright as it is carried (turned with the arm, its cross became a skewed arrow).
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Biped } from "./biped";
import { type LayerMove, posed, type Prepared, type RigPose } from "./compose";
import { raiseSign } from "./custom-arms";
import { enclosedCount, fits, neededMargins } from "./fit";

const deg = (d: number) => (d * Math.PI) / 180;

/**
 * How the holding arm may go: its raise from the shoulder (0 hangs, 180 points straight up) and
 * the lean of what it holds, outward from upright (forward in profile; negative: inward). Tried
 * cheapest first: each degree the arm is lower than 145 costs 1, each degree of lean 0.7, so a
 * blade tips out a little before the arm comes down, and far before it points at the ground.
 * Straight up (165) costs 20 from the front, where the head hides the arm, and nothing in
 * profile, where the arm rises in front of the face.
 */
function holdsFor(profile: boolean): (readonly [number, number])[] {
  const cost = ([raise, lean]: readonly [number, number]) =>
    Math.max(0, 145 - raise) +
    (raise > 145 && !profile ? 20 : 0) +
    0.7 * Math.abs(lean) +
    (lean < 0 ? 20 : 0);
  return [165, 145, 130, 115, 100]
    .flatMap((raise) => [0, 30, 60, 90, 120, -30].map((lean) => [raise, lean] as const))
    .sort((x, y) => cost(x) - cost(y));
}
/** Held things with a long shaft, which a hand may hold lower down (a third of it at most). */
const SLIDING = new Set(["staff", "spear", "banner", "trident", "pitchfork", "halberd"]);
/** Raises of the other arms (a free hand, a shield's), best first. */
const OTHER_RAISES = [150, 135, 120];
/**
 * A candidate hiding more than this share of the face (the head layer's pixels as drawn) is
 * taken only when none hides less. In profile a raised near arm crosses the face anyway.
 */
const FACE_SHARE = 0.12;
const PROFILE_FACE_SHARE = 0.5;

interface Candidate {
  readonly image: RgbaImage;
  /** The head's pixels it hides. */
  readonly hidden: number;
  /** Whether it closes a gap against the body into a hole. */
  readonly holed: boolean;
}

/**
 * The cheer's still, or null when the figure has no arms to raise. `doc` is the drawing at
 * rest, `prep` and `b` its rig.
 */
export function cheerStill(doc: LayeredSprite, prep: Prepared, b: Biped): RgbaImage | null {
  if (b.arms.length === 0) return null;
  const rest = doc.sprite.image;
  const need = neededMargins(rest);
  const holes = enclosedCount(rest);
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0);
  const torso = doc.layers.find((l) => l.role === "torso" && l.width > 0);
  const middle = torso ? torso.x + torso.width / 2 : doc.width / 2;
  const faceArea = head ? head.ink.filter((v) => v >= 0).length : 0;
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const holding = b.item?.parent ?? null;

  const poseOf = (
    holdingRaise: number,
    lean: number,
    slide: number,
    otherRaise: number,
  ): RigPose => {
    const layers: Record<string, LayerMove> = {};
    for (const arm of b.arms) {
      const turn = raiseSign(b, arm) * deg(arm === holding ? holdingRaise : otherRaise);
      layers[arm] = { angle: turn };
      const layer = doc.layers.find((l) => l.name === arm);
      // Outward is away from the body's middle; in profile it is forward, the way it faces.
      const outward = b.profile || !layer ? 1 : layer.joint.x < middle ? -1 : 1;
      if (b.item && b.item.parent === arm) {
        layers[b.item.name] = { angle: -turn + outward * deg(lean), dy: slide };
      }
      if (shield && shield.parent === arm) layers[shield.name] = { angle: -turn };
    }
    return { layers, ground: "feet" };
  };
  const make = (
    holdingRaise: number,
    lean: number,
    slide: number,
    otherRaise: number,
  ): Candidate | null => {
    const image = posed(prep, poseOf(holdingRaise, lean, slide, otherRaise), size).image;
    if (!fits(image, need)) return null;
    const hidden = head ? hiddenOf(head, rest, image) : 0;
    return { image, hidden, holed: enclosedCount(image) > holes };
  };
  const share = b.profile ? PROFILE_FACE_SHARE : FACE_SHARE;
  const clear = (c: Candidate) => !c.holed && c.hidden <= faceArea * share;
  const worse = (c: Candidate, than: Candidate | null) =>
    than !== null &&
    (c.holed ? 1 : 0) * 1000 + c.hidden >= (than.holed ? 1 : 0) * 1000 + than.hidden;
  // The other arms as high as they go with the holding arm at rest; then the holding arm as
  // high as it can, what it holds leaning out as little as the frame allows; the first that
  // leaves the face clear is the still, else the one hiding the least of it, lowering the
  // other arms if that hides less.
  const others = OTHER_RAISES.filter((other) => make(0, 0, 0, other) !== null);
  const other = others[0] ?? OTHER_RAISES[OTHER_RAISES.length - 1]!;
  if (!holding || !b.item) return make(0, 0, 0, other)?.image ?? null;
  const reach = Math.round(Math.max(b.item.width, b.item.height) / 3);
  const slides = SLIDING.has(b.item.kind ?? "") ? [0, reach, -reach] : [0];
  let best: Candidate | null = null;
  let bestHold: [number, number, number] | null = null;
  for (const [raise, lean] of holdsFor(b.profile)) {
    for (const slide of slides) {
      const c = make(raise, lean, slide, other);
      if (!c) continue;
      if (clear(c)) return c.image;
      if (!worse(c, best)) {
        best = c;
        bestHold = [raise, lean, slide];
      }
    }
  }
  if (!best || !bestHold) return null;
  for (const lower of others.slice(1)) {
    const c = make(bestHold[0], bestHold[1], bestHold[2], lower);
    if (c && !worse(c, best)) best = c;
  }
  return best.image;
}

/** How many of the head's drawn pixels the pose changed (an arm or what it holds in front). */
function hiddenOf(head: SpriteLayer, rest: RgbaImage, image: RgbaImage): number {
  let n = 0;
  for (let i = 0; i < head.ink.length; i++) {
    if (head.ink[i]! < 0) continue;
    const x = head.x + (i % head.width);
    const y = head.y + Math.floor(i / head.width);
    if (x < 0 || y < 0 || x >= rest.width || y >= rest.height) continue;
    const o = (y * rest.width + x) * 4;
    if (!rest.data[o + 3]) continue;
    for (let c = 0; c < 4; c++) {
      if (rest.data[o + c] !== image.data[o + c]) {
        n++;
        break;
      }
    }
  }
  return n;
}
