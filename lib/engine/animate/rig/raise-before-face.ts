/**
 * A raise or a cheer seen in profile ("raise the staff", "cheers with arms raised") on a figure
 * that fills its frame, at the figure's own size: the near arm comes up in front of the body,
 * the shoulder a little forward, and what the hand holds stands upright ahead of the face. A
 * long shaft is held lower down (it slides in the hand, up to a third of its length) so its top
 * stays inside the frame and its foot leaves the ground: a staff lifted before the face reads as
 * raised. The face and beard are drawn over the sleeve (`faceOver`); a candidate whose held
 * thing or hand the head hides (a staff behind the hat, the fist behind the beard) is not taken.
 * Nothing is drawn smaller: the head and feet stay where the drawing has them. A cheer raises the
 * free far hand as well, its fist in the open ahead of the staff (`farHandUp`).
 */
import type { RgbaImage } from "../../raster";
import type { RiggedDrawing } from "./cheer-still";
import { posed } from "./compose";
import { restReach } from "./custom-arms";
import { enclosedCount, fits, neededMargins } from "./fit";
import type { LayerMove, RigPose } from "./rig-pose";

/** Degrees from hanging straight down to where the raised arm points, highest tried first. */
const REACHES = [150, 140, 130, 120, 110, 100];
/** Leans forward from upright tried for a held thing that does not slide (a sword). */
const LEANS = [0, 15, 30];
/** Held things with a long shaft, which a hand may hold lower down. */
const SLIDING = new Set(["staff", "spear", "banner", "trident", "pitchfork", "halberd"]);
/** Pixels (at 64 px) the raising shoulder comes forward, so the hand clears the face. */
const FORWARD = 3;
/** The share of what the hand holds that must show: a staff behind the hat is not raised. */
const ITEM_SHARE = 0.85;
/**
 * The share of the sleeve and hand that must show: raised before the face, the upper arm passes
 * behind the beard, but the forearm and the fist on the shaft show ahead of it (raised higher,
 * the hand went behind the beard and the staff seemed to float).
 */
const SLEEVE_SHARE = 0.4;
/**
 * Degrees from hanging a cheer's free far arm is raised, highest tried first: up and forward,
 * the fist at the hat's brim ahead of what the near hand holds.
 */
const FAR_CHEER_RAISES = [165, 150];
/** Far enough to carry a layer out of any frame. */
const OFF = 100000;

/**
 * The profile raise, or null when the drawing is not in profile, holds nothing, or no raise
 * fits its frame with the hand and what it holds in view and no gap closed into a hole.
 */
export function raiseBeforeFace(drawing: RiggedDrawing, cheer = false): RgbaImage | null {
  const { doc, prep, biped: b } = drawing;
  const item = b.item;
  const arm = item?.parent ?? null;
  if (!b.profile || !item || !arm) return null;
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  const rest = doc.sprite.image;
  const need = neededMargins(rest);
  const holes = enclosedCount(rest);
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const sliding = SLIDING.has(item.kind ?? "");
  const reach = sliding ? Math.round(Math.max(item.width, item.height) / 3) : 0;
  const drawnReach = restReach(doc, b, arm);
  const forward = Math.round(b.unit * FORWARD);

  const poseOf = (raise: number, lean: number, slide: number): RigPose => {
    // In profile every arm is raised anticlockwise; the held thing turns back to upright (then
    // leans forward), and slides down along the world's vertical, which in the arm's own turned
    // frame is a slant.
    const turn = -Math.max(0, (raise * Math.PI) / 180 - drawnReach);
    const held: LayerMove = {
      angle: -turn + (lean * Math.PI) / 180,
      dx: Math.round(slide * Math.sin(turn)),
      dy: Math.round(slide * Math.cos(turn)),
    };
    return {
      layers: { [arm]: { angle: turn, dx: forward }, [item.name]: held },
      ground: "feet",
      ...(head ? { faceOver: head.name } : {}),
    };
  };
  const shownOf = (pose: RigPose, image: RgbaImage, layer: string): number =>
    shownMask(drawing, pose, image, layer).filter((on) => on).length;
  // As much of each as shows in the drawing posed as it stands.
  const still: RigPose = { layers: {}, ground: "feet" };
  const atRest = posed(prep, still, size).image;
  const itemAtRest = shownOf(still, atRest, item.name);
  const sleeveAtRest = shownOf(still, atRest, arm) - itemAtRest;

  const step = Math.max(1, Math.round(reach / 8));
  for (const raise of REACHES) {
    for (const lean of sliding ? [0] : LEANS) {
      for (let slide = 0; slide <= reach; slide += step) {
        const pose = poseOf(raise, lean, slide);
        const image = posed(prep, pose, size).image;
        if (!fits(image, need) || enclosedCount(image) > holes) continue;
        const itemNow = shownOf(pose, image, item.name);
        if (itemNow < ITEM_SHARE * itemAtRest) continue;
        if (shownOf(pose, image, arm) - itemNow < SLEEVE_SHARE * sleeveAtRest) continue;
        return (cheer && farHandUp(drawing, pose, image)) || image;
      }
    }
  }
  return null;
}

/**
 * Which pixels of `image` `layer` (with what it carries) shows: those that change when the same
 * pose carries that layer out of the frame.
 */
function shownMask(
  drawing: RiggedDrawing,
  pose: RigPose,
  image: RgbaImage,
  layer: string,
): boolean[] {
  const { doc, prep } = drawing;
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const move = pose.layers[layer] ?? {};
  const away: RigPose = {
    ...pose,
    layers: { ...pose.layers, [layer]: { ...move, dx: (move.dx ?? 0) + OFF } },
  };
  const without = posed(prep, away, size).image;
  const out: boolean[] = new Array(image.width * image.height).fill(false);
  for (let i = 0; i < image.data.length; i += 4) {
    if (!image.data[i + 3]) continue;
    for (let c = 0; c < 4; c++) {
      if (image.data[i + c] !== without.data[i + c]) {
        out[i / 4] = true;
        break;
      }
    }
  }
  return out;
}

/**
 * A profile cheer's free far hand raised too, with the near hand's raise (`pose`, drawn as
 * `raised`): both hands go up (the near one alone, lifting the staff, was the raise's still and
 * did not read as a cheer). The far arm is drawn behind the body, the head and what the near
 * hand holds: raised where it hangs, it showed as a lump of sleeve behind the staff. So its
 * shoulder comes forward, a pixel at a time, until its fist stands in the open a pixel clear of
 * what the near hand holds, the sleeve running back behind it. Null when the figure has no free
 * far arm or no such raise fits the frame without closing a gap into a hole.
 */
function farHandUp(drawing: RiggedDrawing, pose: RigPose, raised: RgbaImage): RgbaImage | null {
  const { doc, prep, biped: b } = drawing;
  const far = b.freeArm;
  const item = b.item;
  const layer = far ? doc.layers.find((l) => l.name === far && l.width > 0) : undefined;
  if (!far || !layer || !item || far === item.parent) return null;
  const need = neededMargins(doc.sprite.image);
  const holes = enclosedCount(doc.sprite.image);
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const width = raised.width;
  const held = shownMask(drawing, pose, raised, item.name);
  const fist = Math.max(2, Math.round(b.unit * 3));
  for (const raise of FAR_CHEER_RAISES) {
    const turn = -(raise * Math.PI) / 180;
    for (let forward = 0; forward <= layer.height * 2; forward++) {
      const cheer: RigPose = {
        ...pose,
        layers: { ...pose.layers, [far]: { angle: turn, dx: forward } },
      };
      const image = posed(prep, cheer, size).image;
      const arm = shownMask(drawing, cheer, image, far);
      // The fist: the arm's top rows as shown; clear when every pixel of it stands right of
      // the held thing's pixels on those rows by a pixel or more.
      const top = arm.indexOf(true);
      if (top < 0) continue;
      const firstRow = Math.floor(top / width);
      let fistLeft = width;
      let heldRight = -1;
      for (let y = firstRow; y < Math.min(raised.height, firstRow + fist); y++) {
        for (let x = 0; x < width; x++) {
          if (arm[y * width + x]) fistLeft = Math.min(fistLeft, x);
          if (held[y * width + x]) heldRight = Math.max(heldRight, x);
        }
      }
      if (fistLeft <= heldRight + 1) continue;
      if (!fits(image, need) || enclosedCount(image) > holes) break;
      return image;
    }
  }
  return null;
}
