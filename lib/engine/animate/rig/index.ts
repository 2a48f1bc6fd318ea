/**
 * Animation of a layered sprite by its rig: each frame poses the layers the drawer kept (turns
 * about their joints, children following parents), composes them back to front and finishes
 * them like a generation, so a frame is drawn, not cut: nothing is left behind where a part
 * was, and what a moved part uncovers is the part drawn behind it.
 *
 * Same guarantees as the cut-out path: frameCount frames of the framed size, left to right;
 * consecutive frames differ; the same document and options give the same pixels. Presets only
 * (a Custom motion goes through the cut-out path), and only the biped rig for now.
 */
import type { LayeredSprite } from "../../draw";
import {
  createImage,
  growCanvas,
  type RgbaImage,
  samePixels,
  toImage,
  toPixels,
} from "../../raster";
import { createRandom } from "../../random";
import { flash } from "../effects";
import { type AnimateOptions, type AnimationResult, DEFAULT_FPS } from "../types";
import { validate } from "../validate";
import { type Biped, type BipedPreset, bipedPose, readBiped } from "./biped";
import { type Frame, MAX_PARTS, type Prepared, posed, prepare, type RigPose } from "./compose";
import { type CreaturePreset, creatureNudges, creaturePose, readCreature } from "./creatures";

export type { Frame, LayerMove, RigPose } from "./compose";
export { posed, prepare } from "./compose";
export { readBiped } from "./biped";
export { readCreature } from "./creatures";

/** Whether `animateLayered` can pose this document for this preset. */
export function canAnimateLayered(doc: LayeredSprite, preset: AnimateOptions["preset"]): boolean {
  if (preset === "Custom" || doc.rig === "rigid") return false;
  if (doc.parts.length >= MAX_PARTS) return false;
  if (doc.rig === "biped") return readBiped(prepare(doc)) !== null;
  return readCreature(prepare(doc)) !== null;
}

/**
 * Small extra moves that make a frame differ from the one before when the motion alone leaves
 * it unchanged (a one-pixel breath cannot fill 16 distinct frames). Tried in order.
 */
function nudges(b: Biped): ((pose: RigPose) => RigPose)[] {
  const moved = (pose: RigPose, name: string | null, move: { angle?: number; dy?: number }) => {
    if (!name) return pose;
    const was = pose.layers[name] ?? {};
    return {
      ...pose,
      layers: {
        ...pose.layers,
        [name]: {
          ...was,
          angle: (was.angle ?? 0) + (move.angle ?? 0),
          dy: (was.dy ?? 0) + (move.dy ?? 0),
        },
      },
    };
  };
  const arm = b.freeArm ?? b.arms[0] ?? null;
  return [
    (pose) => moved(pose, "head", { dy: 1 }),
    (pose) => moved(pose, arm, { angle: 0.08 }),
    (pose) => moved(pose, arm, { angle: -0.08 }),
    (pose) => moved(pose, "torso", { dy: 1 }),
    (pose) => moved(pose, b.item?.name ?? null, { angle: 0.1 }),
  ];
}

/**
 * Animates a layered sprite by its rig. `onFrame` sees each posed frame's composition (inks and
 * part ids, before the flash of a hit and the mirror of a west facing): which part shows where.
 */
export function animateLayered(
  doc: LayeredSprite,
  options: AnimateOptions & { readonly onFrame?: (frame: Frame, t: number) => void },
): AnimationResult {
  validate(doc.sprite.image, options);
  if (options.preset === "Custom") throw new RangeError("the rig animates presets only");
  const prep: Prepared = prepare(doc);
  const biped = doc.rig === "biped" ? readBiped(prep) : null;
  const creature = biped ? null : readCreature(prep);
  if (!biped && !creature) throw new RangeError("this sprite has no rig to pose");
  const n = options.frameCount;
  // Where the (finished, possibly mirrored) sprite lands in the frame: as the cut-out path
  // places it; the drawn canvas sits where its mirror image lands.
  const framed = growCanvas(
    doc.sprite.image,
    options.framingMargin ?? 0,
    options.framingAnchor ?? "center",
  );
  const { width, height } = framed.image;
  const offsetX = framed.offsetX;
  const offsetY = framed.offsetY;
  const ox = doc.mirrored ? width - offsetX - doc.width : offsetX;
  const size = { width, height, ox, oy: offsetY };
  const variant: 1 | -1 = createRandom(options.seed)() < 0.5 ? 1 : -1;
  const preset = options.preset as BipedPreset;
  const tweaks = biped ? nudges(biped) : creatureNudges(creature!);
  const poseAt = (t: number): RigPose =>
    biped
      ? bipedPose(biped, preset, t, n, variant)
      : creaturePose(creature!, prep, preset as CreaturePreset, t, n);

  const frames: RgbaImage[] = [];
  for (let t = 0; t < n; t++) {
    const pose = poseAt(t);
    let frame = posed(prep, pose, size);
    const previous = frames[t - 1];
    for (let i = 0; previous && same(frame.image, previous) && i < tweaks.length; i++) {
      frame = posed(prep, tweaks[i]!(pose), size);
    }
    options.onFrame?.(frame, t);
    let image = frame.image;
    // The hit flashes white as it lands, and flickers once more on longer strips.
    if (preset === "Hurt" && t === 0) image = flashed(image, 0.6);
    if (preset === "Hurt" && t === 2 && n >= 8) image = flashed(image, 0.3);
    frames.push(image);
    options.onProgress?.((t + 1) / n);
  }

  const strip = createImage(width * n, height);
  frames.forEach((frame, t) => {
    for (let y = 0; y < height; y++) {
      strip.data.set(
        frame.data.subarray(y * width * 4, (y + 1) * width * 4),
        (y * width * n + t * width) * 4,
      );
    }
  });
  return {
    strip,
    frameWidth: width,
    frameHeight: height,
    frameCount: n,
    fps: DEFAULT_FPS[options.preset],
    unrecognized: [],
    motions: [],
  };
}

function same(a: RgbaImage, b: RgbaImage): boolean {
  return samePixels(toPixels(a), toPixels(b));
}

/** The hit's white flash: every pixel `amount` of the way to white (intended extra colors). */
function flashed(image: RgbaImage, amount: number): RgbaImage {
  const pixels = toPixels(image);
  flash(pixels, amount);
  return toImage(pixels);
}
