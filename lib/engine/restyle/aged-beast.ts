/**
 * "Older" on a generated beast, drawn into its head's own layer: the muzzle, the brow over the
 * eye and the chin go grey-white (a grizzled face, as old dogs and wolves show), each pixel
 * keeping its shade in a pale ramp of the coat's own hue. The eye, the nose, the ears and
 * everything of another colour keep theirs. The head hanging a little lower is the caller's
 * pose (the rig moves the head layer whole). A beast whose head shows no eye has no face to
 * age: null.
 */
import { type Oklch, oklabToOklch, rgbToOklab } from "../color";
import {
  buildRamp,
  EMPTY,
  eyesOfLayer,
  FLAG_DETAIL,
  type LayeredSprite,
  LEVELS,
  OUTLINE_INK,
  type SpriteLayer,
} from "../draw";
import { commonestRamp, snoutward } from "./layer-inks";

/** How much lighter than the coat a grizzled muzzle is (OKLab L), and its lightness floor. */
const FROST_LIFT = 0.2;
const FROST_FLOOR = 0.86;
/** A ramp darker than the coat's by more than this (OKLab L) is the nose or a mark: kept. */
const DARKER_THAN_COAT = 0.12;

/** The document with the head's muzzle, brow and chin greyed, or null (no head with an eye). */
export function agedBeast(doc: LayeredSprite): LayeredSprite | null {
  if (doc.rig === "biped") return null;
  const at = doc.layers.findIndex((l) => l.role === "head" && l.width > 0);
  const head = doc.layers[at];
  if (!head) return null;
  const eye = eyesOfLayer(head)[0];
  if (!eye) return null;
  const mid = (r: number) => oklabToOklch(rgbToOklab(doc.finish.ramps[r]![2]!));
  const coat = commonestRamp(head);
  if (coat < 0) return null;
  const coatColor = mid(coat);
  const frost: Oklch = {
    L: Math.max(FROST_FLOOR, coatColor.L + FROST_LIFT),
    C: Math.min(0.025, coatColor.C * 0.4),
    h: coatColor.h,
  };
  const ramp = doc.finish.ramps.length;
  const forward = snoutward(doc, head);
  const { width, height } = head;
  const ink = Int16Array.from(head.ink);
  const fur = (i: number) => {
    const v = head.ink[i]!;
    if (v === EMPTY || v === OUTLINE_INK || (head.flags[i]! & FLAG_DETAIL) !== 0) return false;
    return mid(Math.floor(v / LEVELS)).L > coatColor.L - DARKER_THAN_COAT;
  };
  /** Columns from the eye toward the snout's tip, where the muzzle is. */
  const ahead = (u: number) => (u - (forward > 0 ? eye.x1 : eye.x0)) * forward > 0;
  let count = 0;
  const grey = (i: number) => {
    if (!fur(i)) return;
    // Lifted a shade: grey-white, not a paler coat.
    ink[i] = ramp * LEVELS + Math.min(LEVELS - 1, (head.ink[i]! % LEVELS) + 1);
    count++;
  };
  /** The first column of the muzzle: greyed on every other row, grizzled into the coat. */
  const edge = (forward > 0 ? eye.x1 : eye.x0) + forward;
  for (let u = 0; u < width; u++) {
    let bottom = -1;
    for (let v = height - 1; v >= 0 && bottom < 0; v--) {
      if (head.ink[v * width + u] !== EMPTY) bottom = v;
    }
    if (bottom < 0) continue;
    // The muzzle: every pixel ahead of the eye, below its top row.
    if (ahead(u)) {
      for (let v = eye.y0; v <= bottom; v++) if (u !== edge || v % 2 === 0) grey(v * width + u);
    }
    // The chin: the two lowest rows under the eye and just behind it.
    else if ((u - (forward > 0 ? eye.x0 - 2 : eye.x1 + 2)) * forward >= 0) {
      for (let v = Math.max(eye.y1 + 1, bottom - 1); v <= bottom; v++) grey(v * width + u);
    }
  }
  // The brow: the row over the eye, a pixel past it each side.
  for (let u = eye.x0 - 1; u <= eye.x1 + 1; u++) {
    const v = eye.y0 - 1;
    if (u >= 0 && u < width && v >= 0) grey(v * width + u);
  }
  if (count === 0) return null;
  const layers = doc.layers.map((l, k) => (k === at ? ({ ...l, ink } as SpriteLayer) : l));
  return {
    ...doc,
    layers,
    finish: { ...doc.finish, ramps: [...doc.finish.ramps, buildRamp(frost)] },
  };
}
