/** One still of a layered biped posed by a sentence, fitted to its frame. */
import type { LayeredSprite } from "../../draw";
import type { RgbaImage } from "../../raster";
import { readBiped } from "./biped";
import { posed, prepare } from "./compose";
import type { RigPose } from "./rig-pose";
import { cheerAloft, cheerStill, raiseInFrame, type RiggedDrawing } from "./cheer-still";
import { customPose } from "./custom";
import { raiseBeforeFace } from "./raise-before-face";
import { enclosedCount, fitPose, fits, neededMargins } from "./fit";
import { waveSheathes } from "./custom-arm-gestures";
import { withScabbard } from "./sheathe";
import { readGestures } from "./gestures";
import { same } from "./same-image";

/**
 * One still of a layered character posed by a sentence ("raise the sword", "cheers", "bows"),
 * at the height of the gesture, on the drawn canvas: the arm turns with what it holds. Null
 * when the sentence names no gesture a still can show, or the sprite has no biped rig.
 * `preview`, the same recipe drawn small, lets a big drawing's cheer be chosen cheaply.
 */
export function poseLayered(
  doc: LayeredSprite,
  sentence: string,
  preview?: LayeredSprite,
): RgbaImage | null {
  const still = readGestures(sentence).gestures.filter((g) => STILL_GESTURES.has(g));
  if (still.length === 0 || doc.rig !== "biped") return null;
  const prep = prepare(doc);
  const biped = readBiped(prep);
  if (!biped) return null;
  // A cheer ("cheers", "cheers with arms raised": the raise is the cheer's own) is its own
  // still: arms up in a V, what the hands hold giving way.
  if (still.includes("cheer") && still.every((g) => g === "cheer" || g === "raise")) {
    const small = preview ? rigged(preview) : null;
    const cheer = cheerStill({ doc, prep, biped }, small ?? undefined);
    if (cheer) return same(cheer, doc.sprite.image) ? null : cheer;
  }
  // Half way through a gesture's loop it is fully made (raised, bowed, kicked).
  const pose = customPose(doc, biped, still.join(" and "), 1, 2, 1);
  // Fitted, never clipped: a staff raised past the top of the frame is raised only as far as
  // the frame has room (the frame keeps the margins the sprite keeps at rest).
  const need = neededMargins(doc.sprite.image);
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  // A wave with both hands full sheathes the blade, drawn in its scabbard (see sheathe.ts).
  const sheathed = waveSheathes(doc, biped, still.join(" and "));
  const drawn = sheathed ? withScabbard(prep, sheathed) : prep;
  const render = (p: RigPose) => posed(drawn, p, size).image;
  // Nor does a raised arm and what it holds close a gap against the body into a hole, unless
  // every raise would (then the frame alone decides).
  const holes = enclosedCount(doc.sprite.image);
  const framed = (image: RgbaImage) => fits(image, need);
  const whole = (image: RgbaImage) => framed(image) && enclosedCount(image) <= holes;
  const rest = doc.sprite.image;
  for (const ok of [whole, framed]) {
    const made = fitted(doc, pose, render, ok);
    if (!same(made, rest) || ok === framed) return made;
  }
  return null;
}

/** Whether the sentence asks for a cheer alone ("cheers", "cheers with arms raised"). */
export function asksCheer(sentence: string): boolean {
  const still = readGestures(sentence).gestures.filter((g) => STILL_GESTURES.has(g));
  return still.includes("cheer") && still.every((g) => g === "cheer" || g === "raise");
}

/**
 * A layered biped's cheer with what it holds aloft (pointing up or leaning out from upright,
 * the face clear), or null when its frame has no room for that (the caller then poses it as
 * drawn, `poseLayered`). `preview`, the same recipe drawn small.
 */
export function cheerAloftLayered(doc: LayeredSprite, preview?: LayeredSprite): RgbaImage | null {
  const drawing = rigged(doc);
  if (!drawing) return null;
  const small = preview ? rigged(preview) : null;
  return cheerAloft(drawing, small ?? undefined);
}

/**
 * A raise, or a cheer in profile ("raise the staff", "cheers with arms raised"), made in full:
 * the arm as high as the gesture takes it and what it holds pointing up, beside the head (in
 * profile: before the face, `raiseBeforeFace`) and clear of it, standing on the ground (a
 * cheer's hop left out of a still). A long shaft may be held lower down (up to a third of its
 * length); nothing is made smaller. Null when the frame has no room for that (from the front
 * the caller then lowers the arm, `raiseInFrameLayered`), when the pose closes a gap into a
 * hole, or when the sentence asks for more than a raise or a cheer.
 */
export function raiseAloftLayered(doc: LayeredSprite, sentence: string): RgbaImage | null {
  const gestures = readGestures(sentence).gestures;
  if (gestures.length === 0 || !gestures.every((g) => g === "raise" || g === "cheer")) return null;
  const drawing = rigged(doc);
  if (!drawing) return null;
  const { prep, biped } = drawing;
  // In profile the arm comes up before the face with what it holds upright ahead of it, the
  // figure at its own size (raised straight up, the staff went behind the hat and the hand to
  // the back of the head). From the front a cheer's V is chosen among many holds instead
  // (`cheerAloftLayered`).
  if (biped.profile) {
    const image = raiseBeforeFace(drawing, gestures.includes("cheer"));
    return image && !same(image, doc.sprite.image) ? image : null;
  }
  if (gestures.includes("cheer")) return null;
  const pose: RigPose = { ...customPose(doc, biped, gestures.join(" and "), 1, 2, 1), lift: 0 };
  const need = neededMargins(doc.sprite.image);
  const holes = enclosedCount(doc.sprite.image);
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const ok = (image: RgbaImage) => fits(image, need) && enclosedCount(image) <= holes;
  const held = biped.item && SLIDING.has(biped.item.kind ?? "") ? biped.item : null;
  const reach = held ? Math.round(Math.max(held.width, held.height) / 3) : 0;
  const step = Math.max(1, Math.round(reach / SLIDE_STEPS));
  for (let slide = 0; slide <= reach; slide += step) {
    const move = held ? (pose.layers[held.name] ?? {}) : null;
    const slid: RigPose =
      held && move
        ? { ...pose, layers: { ...pose.layers, [held.name]: { ...move, dy: slide } } }
        : pose;
    const image = posed(prep, slid, size).image;
    if (ok(image)) return same(image, doc.sprite.image) ? null : image;
    if (!held) break;
  }
  return null;
}

/**
 * A raise seen from the front ("raise the sword") at the figure's own size in a frame with no
 * room above its head: the held thing upright and the arm as high as the frame allows (see
 * `raiseInFrame`). A cheer's V needs the arms up, so a cheer is drawn shorter instead (the
 * service's `cheerWithRoom`). Null when the sentence asks for more than a raise, or that cannot
 * be drawn (in profile, holding nothing, or no raise fits): the caller then poses the figure as
 * drawn.
 */
export function raiseInFrameLayered(doc: LayeredSprite, sentence: string): RgbaImage | null {
  const gestures = readGestures(sentence).gestures;
  if (gestures.length === 0 || !gestures.every((g) => g === "raise")) return null;
  const drawing = rigged(doc);
  if (!drawing) return null;
  const image = raiseInFrame(drawing);
  return image && !same(image, doc.sprite.image) ? image : null;
}

function rigged(doc: LayeredSprite): RiggedDrawing | null {
  if (doc.rig !== "biped") return null;
  const prep = prepare(doc);
  const biped = readBiped(prep);
  return biped ? { doc, prep, biped } : null;
}

/**
 * The pose as large as `ok` allows: first a long-shafted held item slides in the hand (a staff
 * raised overhead is held lower down its shaft, by up to a third of its length) so the arm
 * stays as high as asked; then the item leans at the grip; else the whole pose is made smaller.
 */
function fitted(
  doc: LayeredSprite,
  pose: RigPose,
  render: (pose: RigPose) => RgbaImage,
  ok: (image: RgbaImage) => boolean,
): RgbaImage {
  const full = render(pose);
  if (ok(full)) return full;
  const held = doc.layers.find((l) => l.role === "item" && l.width > 0);
  const item = held && SLIDING.has(held.kind ?? "") ? held : undefined;
  if (item) {
    const reach = Math.round(Math.max(item.width, item.height) / 3);
    // In steps of a sixth of the reach: a pixel at a time is a hundred renders at 256 px.
    const step = Math.max(1, Math.round(reach / SLIDE_STEPS));
    for (let slide = step; slide <= reach; slide += step) {
      for (const sign of [1, -1]) {
        const move = pose.layers[item.name] ?? {};
        const slid: RigPose = {
          ...pose,
          layers: { ...pose.layers, [item.name]: { ...move, dy: (move.dy ?? 0) + sign * slide } },
        };
        const image = render(slid);
        if (ok(image)) return image;
      }
    }
  }
  if (held) {
    // Then the held item leans at the grip, 10 degrees more each try, while the arm stays up (a
    // sword raised in a tight frame tips forward rather than the arm coming down).
    const move = pose.layers[held.name] ?? {};
    // A long shaft leant far reads as pointing, not raising: it leans at most 40 degrees.
    const steps = item ? 4 : 8;
    for (let step = 1; step <= steps; step++) {
      for (const sign of [1, -1]) {
        const leant: RigPose = {
          ...pose,
          layers: {
            ...pose.layers,
            [held.name]: { ...move, angle: (move.angle ?? 0) + (sign * step * Math.PI) / 18 },
          },
        };
        const image = render(leant);
        if (ok(image)) return image;
      }
    }
  }
  return fitPose(pose, render, ok);
}

/** How many slides along a shaft are tried each way before the held item leans. */
const SLIDE_STEPS = 6;

/** Held things with a long shaft, which a hand may hold anywhere along it. */
const SLIDING = new Set(["staff", "spear", "banner", "trident", "pitchfork", "halberd"]);

const STILL_GESTURES = new Set(["raise", "cheer", "wave", "cast", "bow", "kick", "sad"]);
