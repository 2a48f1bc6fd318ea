/**
 * Sprite animation (POST /api/animations). Frames are made by moving the sprite's own
 * pixels: the sprite is cut into parts (the figure layer's segmentFigure), each preset poses the parts frame by frame
 * (motions/), and turns use RotSprite, so the character stays the same and, except for the Hurt
 * flash and the Attack swoosh, every pixel is a source color. The caller applies palette_extras
 * afterwards (the palette entry's applyPaletteExtras with the source's colors).
 *
 * Guarantees, for a sprite with at least one opaque pixel:
 * - the strip is frameCount frames of frameWidth × frameHeight, left to right; the frame is the
 *   source grown by framingMargin percent with the sprite placed by framingAnchor;
 * - consecutive frames differ (GIF encoders merge identical ones);
 * - Idle and Walk keep the lowest opaque row on the source's ground row and never slide the
 *   sprite: seen from the front the standing foot does not move, in profile the legs scissor
 *   about fixed hips;
 * - no frame holds an orphan pixel (an opaque pixel with no opaque neighbour) or a detached
 *   fragment smaller than 2% of the sprite (smaller than the source's own smallest piece), nor
 *   more 8-connected pieces than the source (a torn-off piece is moved back against the body),
 *   but for marks drawn clear of the body on purpose (a lunge's impact lines, one piece);
 * - the same source and options give the same pixels.
 */
import {
  createImage,
  growCanvas,
  type Pixels,
  placeInStrip,
  type RgbaImage,
  samePixels,
  toImage,
  toPixels,
} from "../raster";
import { blockWork } from "./in-blocks";
import { createRandom } from "../random";
import { readSide } from "../edit-grammar";
import { type MotionName, readMotionPrompt } from "./motion-prompt";
import { MOTIONS, type MotionContext, pixelUnit } from "./motions";
import { cutoutEffects, drawCutoutEffects, drawCutoutMood } from "./cutout-effects";
import { swooshColor } from "./effects";
import { dropOrphans, fragmentLimit, opaquePieces, reattach } from "./orphans";
import { mergePoses, nudgeBody, nudgePart, type Pose } from "./pose";
import { drawPoseMarks, renderPose, type Renderer } from "./render";
import { type FigureAnchors, segmentFigure } from "../figure";
import {
  type AnimateOptions,
  type AnimationPreset,
  type AnimationResult,
  playbackFps,
} from "./types";
import { validate } from "./validate";

export * from "./types";
export { cutoutCheerStill } from "./cutout-still";
export type { FigureAnchors } from "../figure";
export { FRAMING_ANCHORS, type FramingAnchor } from "../raster";
export { readMotionPrompt } from "./motion-prompt";
export {
  animateLayered,
  asksCheer,
  canAnimateLayered,
  cheerAloftLayered,
  type Frame,
  creatureStill,
  partsOf,
  partsOfPixels,
  poseLayered,
  posed,
  raiseAloftLayered,
  raiseInFrameLayered,
  prepare,
  readBiped,
  type RigPose,
  readGestures,
  refuseMotion,
  type SpriteParts,
  UNKNOWN_PARTS,
} from "./rig";

const PRESET_MOTION: Readonly<Record<Exclude<AnimationPreset, "Custom">, MotionName>> = {
  Idle: "idle",
  Walk: "walk",
  Run: "run",
  Jump: "jump",
  Attack: "attack",
  Hurt: "hurt",
  Death: "death",
};

function shiftAnchors(
  anchors: FigureAnchors | undefined,
  dx: number,
  dy: number,
): FigureAnchors | undefined {
  if (!anchors) return undefined;
  const move = (p: { x: number; y: number } | undefined) =>
    p ? { x: p.x + dx, y: p.y + dy } : undefined;
  const out: Record<string, unknown> = {};
  for (const key of ["head", "handLeft", "handRight", "grip"] as const) {
    const moved = move(anchors[key]);
    if (moved) out[key] = moved;
  }
  if (anchors.feet) out.feet = anchors.feet.map((p) => move(p)!);
  return out as FigureAnchors;
}

/**
 * Small extra moves that make a frame differ from the one before when the motion alone leaves it
 * unchanged (a 1-pixel breath cannot fill 16 distinct frames on its own). Tried in order.
 */
function nudges(kind: "humanoid" | "blob", unit: number): ((pose: Pose) => Pose)[] {
  if (kind === "blob") {
    return [
      (p) => nudgeBody(p, { squash: unit }),
      (p) => nudgeBody(p, { squash: -unit }),
      (p) => nudgeBody(p, { lean: unit }),
      (p) => nudgeBody(p, { dx: unit }),
    ];
  }
  // An arm a pixel lower reads as the swing settling; a head a pixel lower sinks into the collar
  // (a hat's brim onto the face), so the arms are tried first.
  return [
    (p) => nudgePart(p, "armLeft", { dy: unit }),
    (p) => nudgePart(p, "armRight", { dy: unit }),
    (p) => nudgePart(p, "head", { dy: unit }),
    (p) => nudgePart(p, "torso", { dy: unit }),
    (p) => nudgeBody(p, { lean: unit }),
  ];
}

/**
 * The manner words ("slowly", "gently") when they changed no pose: the poses made at the plain
 * intensity are the same as those made (a mood's words always change the frames: its mark).
 */
function idleManner(
  reading: {
    readonly motions: readonly MotionName[];
    readonly manner: readonly string[];
    readonly mood: unknown;
  },
  ctx: MotionContext,
  poses: readonly Pose[],
): readonly string[] {
  // A mood's words are drawn as its mark by the head, whatever the poses.
  if (reading.mood) return [];
  if (reading.manner.length === 0 || ctx.intensity === 1) return reading.manner;
  const plain: MotionContext = { ...ctx, intensity: 1 };
  const same = poses.every(
    (pose, t) =>
      JSON.stringify(pose) ===
      JSON.stringify(reading.motions.map((name) => MOTIONS[name](plain, t)).reduce(mergePoses)),
  );
  return same ? reading.manner : [];
}

/**
 * A side the sentence names ("with his left hand"): cut from the pixels, which arm is the
 * figure's left is not known, so the side changed nothing and its words are returned.
 */
function sideWords(options: AnimateOptions): readonly string[] {
  return readSide(options.customPrompt?.toLowerCase().match(/[a-z][a-z']*/g) ?? [])?.words ?? [];
}

export function animateSprite(source: RgbaImage, options: AnimateOptions): AnimationResult {
  validate(source, options);
  const n = options.frameCount;
  const framed = growCanvas(source, options.framingMargin ?? 0, options.framingAnchor ?? "center");
  // An import drawn in k × k blocks is posed one pixel a block and painted back in blocks.
  const work = blockWork(
    segmentFigure(framed.image, shiftAnchors(options.anchors, framed.offsetX, framed.offsetY)),
  );
  const { figure } = work;
  const reading = options.preset === "Custom" ? readMotionPrompt(options.customPrompt ?? "") : null;
  const motions = reading
    ? reading.motions
    : [PRESET_MOTION[options.preset as Exclude<AnimationPreset, "Custom">]];
  const unit = pixelUnit(figure);
  const ctx: MotionContext = {
    figure,
    frameCount: n,
    unit,
    intensity: reading?.intensity ?? 1,
    variant: createRandom(options.seed)() < 0.5 ? 1 : -1,
    glances: options.threeQuarter !== undefined,
  };
  const renderer: Renderer = {
    figure,
    swooshColor: swooshColor(figure.source),
    grown: new Map(),
    ...(options.threeQuarter ? { threeQuarter: options.threeQuarter } : {}),
  };
  const tweaks = nudges(figure.kind, unit);
  const limit = fragmentLimit(figure.source);
  const sourcePieces = opaquePieces(figure.source).length;
  // A frame shows no more pieces than the sprite: what tore off is put back against the body.
  const clean = (frame: Pixels) => reattach(dropOrphans(frame, limit), sourcePieces);

  const frames: Pixels[] = [];
  const poses: Pose[] = [];
  for (let t = 0; t < n; t++) {
    const pose = motions.map((name) => MOTIONS[name](ctx, t)).reduce(mergePoses);
    poses.push(pose);
    let frame = clean(renderPose(renderer, pose));
    const previous = frames[t - 1];
    for (let i = 0; previous && samePixels(frame, previous) && i < tweaks.length; i++) {
      frame = clean(renderPose(renderer, tweaks[i]!(pose)));
    }
    frames.push(drawPoseMarks(renderer, pose, frame));
    options.onProgress?.((t + 1) / n);
  }

  const { width, height } = framed.image;
  const strip = createImage(width * n, height);
  // A spell's glow and a thinker's dots, drawn over the finished frames as the rig draws them.
  // A body without arms cheers with a hop and the twinkles of joy above it: the hop alone was
  // the same picture as a jump.
  const cheering = figure.kind === "blob" && motions.includes("raise");
  const mood = reading?.mood ?? (cheering ? "joy" : null);
  const fx = cutoutEffects(motions, framed.image, mood, work.grid.size);
  frames.forEach((frame, t) => {
    const posed = toImage(frame);
    if (fx) drawCutoutEffects(fx, figure, poses[t]!, posed, t, n);
    const image = work.grid.size === 1 ? posed : toImage(work.toCanvas(toPixels(posed)));
    if (fx) drawCutoutMood(fx, figure, poses[t]!, image, t, n, work.grid);
    placeInStrip(strip, image, t);
  });
  return {
    strip,
    frameWidth: width,
    frameHeight: height,
    frameCount: n,
    fps: playbackFps(options.preset, reading?.tempo),
    unrecognized: reading
      ? [...reading.unrecognized, ...idleManner(reading, ctx, poses), ...sideWords(options)]
      : [],
    motions: reading?.motions ?? [],
  };
}
