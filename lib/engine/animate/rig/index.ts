/**
 * Animation of a layered sprite by its rig: each frame poses the layers the drawer kept (turns
 * about their joints, children following parents), composes them back to front and finishes
 * them like a generation, so a frame is drawn, not cut: nothing is left behind where a part
 * was, and what a moved part uncovers is the part drawn behind it.
 *
 * Same guarantees as the cut-out path: frameCount frames of the framed size, left to right;
 * consecutive frames differ; the same document and options give the same pixels. Presets, and
 * custom sentences whose every gesture the rig poses: on a biped any it knows (see custom.ts);
 * on a creature or a chest one of its presets and the gestures it has parts for ("nods" with a
 * head or a blob's face, "shakes", "sways" with any body: see creature-gestures.ts).
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
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
import { arrowColors, drawArrow, looseFrame } from "./arrow";
import { type Biped, type BipedPreset, bipedPose, readBiped } from "./biped";
import { type Frame, MAX_PARTS, type Prepared, posed, prepare, type RigPose } from "./compose";
import { type CreaturePreset, creatureNudges, creaturePose, readCreature } from "./creatures";
import { creatureCanPose, creatureCustomPose } from "./creature-gestures";
import { castsSpell, customPose, ponders, spellStrength } from "./custom";
import { moodInks, moodMark, moodSide, sparkle, thoughtDots } from "./gesture-effects";
import { enclosedCount, fitPose, fits, neededMargins } from "./fit";
import { mannerOf } from "../../edit-grammar";
import { readGestures } from "./gestures";
import { rigCanPose } from "./needs";

export type { Frame, LayerMove, RigPose } from "./compose";
export { posed, prepare } from "./compose";
export { readBiped } from "./biped";
export { readCreature } from "./creatures";
export { creatureStill } from "./creature-still";
export {
  partsOf,
  partsOfPixels,
  refuseMotion,
  rigCanPose,
  type SpriteParts,
  UNKNOWN_PARTS,
} from "./needs";
export { readGestures } from "./gestures";
export {
  type MoodInks,
  moodInks,
  moodMark,
  moodSide,
  sparkle,
  thoughtDots,
} from "./gesture-effects";

/**
 * Whether `animateLayered` can pose this document for this preset. A custom motion is posed when
 * the rig has a part for each of its gestures; otherwise it is cut out of the pixels.
 */
export function canAnimateLayered(
  doc: LayeredSprite,
  preset: AnimateOptions["preset"],
  prompt?: string,
): boolean {
  if (doc.rig === "rigid") return false;
  if (doc.parts.length >= MAX_PARTS) return false;
  if (preset === "Custom") {
    if (doc.rig !== "biped") {
      const creature = readCreature(prepare(doc));
      return creature !== null && creatureCanPose(creature, prompt ?? "");
    }
    return rigCanPose(prompt ?? "") && readBiped(prepare(doc)) !== null;
  }
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
  const custom = options.preset === "Custom" ? (options.customPrompt ?? "") : null;
  const prep: Prepared = prepare(doc);
  const biped = doc.rig === "biped" ? readBiped(prep) : null;
  const creature = biped ? null : readCreature(prep);
  if (!biped && !creature) throw new RangeError("this sprite has no rig to pose");
  if (custom !== null && biped && !rigCanPose(custom))
    throw new RangeError("the rig cannot pose this motion");
  // A creature poses the gestures it has parts for, on top of at most one of its presets.
  if (custom !== null && creature && !creatureCanPose(creature, custom)) {
    throw new RangeError("this creature has no part for a gesture of this motion");
  }
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
  const spell = biped && custom !== null && castsSpell(custom) ? spellSource(prep, biped) : null;
  // A thinker's dots rise beside the head (or a headless body's top).
  const thinking = custom !== null && ponders(custom) ? thinkerSource(prep) : null;
  // A mood the manner words name ("nods angrily") is marked by the head in every frame.
  const mood = custom !== null ? readGestures(custom).mood : null;
  const feeling = mood ? thinkerSource(prep) : null;
  const moodColors = mood ? moodInks(doc.sprite.image, mood) : null;
  let moodPrefer: 1 | -1 | undefined;
  // A bow's attack looses an arrow: the bow's parts say where it is nocked.
  const bow =
    biped?.item?.kind === "bow" && preset === "Attack" && custom === null
      ? { parts: ownParts(biped.item), colors: arrowColors(doc, biped.item) }
      : null;
  const tweaks = biped ? nudges(biped) : creatureNudges(creature!);
  const poseAt = (t: number, sentence = custom): RigPose => {
    if (!biped) {
      const pose =
        sentence !== null
          ? creatureCustomPose(creature!, prep, sentence, t, n)
          : creaturePose(creature!, prep, preset as CreaturePreset, t, n);
      // A creature's eyes are a few pixels: resampled as its head nods they would blink.
      return { ...pose, keepDetails: true };
    }
    return sentence !== null
      ? customPose(doc, biped, sentence, t, n, variant)
      : bipedPose(biped, preset, t, n, variant);
  };

  // Each side keeps a pixel of room (or the rest picture's own, when it touches the edge).
  const need = neededMargins(framed.image);
  const render = (pose: RigPose, t: number) => {
    const frame = posed(prep, pose, size);
    let image = frame.image;
    if (spell) {
      const tip = topmost(frame.canvas, spell.parts);
      const strength = spellStrength(t / n, readGestures(custom!).tempo);
      if (tip) {
        image = toImage(toPixels(image));
        const x = doc.mirrored ? width - 1 - tip.x : tip.x;
        sparkle(image, { x, y: tip.y }, spell.color, t, strength, doc.height);
      }
    }
    if (thinking) {
      const box = extent(frame.canvas, thinking.parts);
      if (box) {
        if (image === frame.image) image = toImage(toPixels(image));
        const [left, right] = doc.mirrored
          ? [width - 1 - box.right, width - 1 - box.left]
          : [box.left, box.right];
        // Seen from the front the dots always rise to the right: a side chosen per frame would
        // jump as the head tips.
        const facing = doc.mirrored && biped?.profile !== false ? -1 : 1;
        thoughtDots(image, { left, right, top: box.top }, thinking.color, t, n, doc.height, facing);
      }
    }
    if (mood && feeling) {
      const box = extent(frame.canvas, feeling.parts);
      if (box) {
        if (image === frame.image) image = toImage(toPixels(image));
        const [left, right] = doc.mirrored
          ? [width - 1 - box.right, width - 1 - box.left]
          : [box.left, box.right];
        // The side is chosen on the first frame and kept, so the mark does not hop as the
        // body rocks.
        moodPrefer ??= moodSide({ left, right }, width);
        moodMark(
          image,
          { left, right, top: box.top },
          mood,
          moodColors!,
          t,
          doc.height,
          moodPrefer,
        );
      }
    }
    if (bow) {
      if (image === frame.image) image = toImage(toPixels(image));
      const from = loosed && t > looseFrame(n) ? loosed : frame.canvas;
      drawArrow(image, from, bow.parts, bow.colors, {
        t,
        n,
        mirrored: doc.mirrored,
        profile: biped!.profile,
        height: biped!.height,
      });
    }
    return { frame, image, pose };
  };
  /** The pose at its full size, or made smaller until its frame fits (never clipped). */
  const fitted = (pose: RigPose, t: number) =>
    fitPose(
      pose,
      (p) => render(p, t),
      (r) => fits(r.image, need),
    );

  const frames: RgbaImage[] = [];
  // Where the bow stood when the arrow was loosed: the arrow flies on from there.
  let loosed: Frame["canvas"] | null = null;
  for (let t = 0; t < n; t++) {
    let made = fitted(poseAt(t), t);
    const previous = frames[t - 1];
    for (let i = 0; previous && same(made.image, previous) && i < tweaks.length; i++) {
      const tweaked = render(tweaks[i]!(made.pose), t);
      if (fits(tweaked.image, need)) made = tweaked;
    }
    if (t === looseFrame(n)) loosed = made.frame.canvas;
    options.onFrame?.(made.frame, t);
    let image = made.image;
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
    unrecognized:
      custom !== null ? wordsThatChangedNothing(custom, poseAt, n, feeling !== null) : [],
    // What a custom sentence was read as, in the order named ("wave", "cast"), as the cut-out
    // path reports it: records name their motion by it.
    motions: custom !== null ? [...readGestures(custom).gestures] : [],
  };
}

/**
 * The sentence's words that changed nothing: those no gesture took, and its manner words
 * ("slowly", "angrily") when every frame's pose is the same without them (a slow raise is a
 * different raise; "shakes gently" on a tremble already at its least is not), unless they name
 * the mood whose mark was drawn (`marked`).
 */
function wordsThatChangedNothing(
  sentence: string,
  poseAt: (t: number, sentence: string) => RigPose,
  n: number,
  marked: boolean,
): string[] {
  const reading = readGestures(sentence);
  const out = [...reading.unrecognized];
  // A side ("with his left hand") counts when the frames differ without it: a gesture that
  // takes no side (a nod) or a side already doing it (the free hand) changed nothing.
  if (reading.side) {
    const sideWords = new Set(reading.side.words);
    const words = sentence.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
    const unsided = words.filter((w) => !sideWords.has(w)).join(" ");
    const changed = Array.from({ length: n }, (_, t) => t).some(
      (t) => JSON.stringify(poseAt(t, sentence)) !== JSON.stringify(poseAt(t, unsided)),
    );
    if (!changed) out.push(...reading.side.words);
  }
  // Words naming the mood whose mark was drawn changed the frames; the rest are weighed by pose.
  const weighed = reading.manner.filter(
    (w) => !(marked && reading.mood && mannerOf(w)?.mood === reading.mood),
  );
  if (weighed.length === 0) return out;
  const manner = new Set(reading.manner);
  const plain = (sentence.toLowerCase().match(/[a-z][a-z']*/g) ?? [])
    .filter((w) => !manner.has(w))
    .join(" ");
  for (let t = 0; t < n; t++) {
    if (JSON.stringify(poseAt(t, sentence)) !== JSON.stringify(poseAt(t, plain))) return out;
  }
  return [...out, ...weighed];
}

/** The parts of what casts: the held item, else the raising hand's arm; and the glow's color. */
function spellSource(prep: Prepared, b: Biped) {
  const layer =
    b.item ??
    (b.weaponArm ? prep.byName.get(b.weaponArm) : undefined) ??
    prep.byName.get(b.arms[0] ?? "");
  if (!layer) return null;
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  return { parts, color: glowColor(prep.doc.sprite.image) };
}

/** The parts of what thinks (the head, else the body: a slime thinks with all of itself) and the dots' color. */
function thinkerSource(prep: Prepared) {
  const layer = ["head", "body", "torso"]
    .map((name) => prep.byName.get(name))
    .find((l) => l !== undefined && l.width > 0);
  if (!layer) return null;
  return { parts: ownParts(layer), color: darkestColor(prep.doc.sprite.image) };
}

/** The sprite's darkest opaque color: its outline ink. */
export function darkestColor(image: RgbaImage): [number, number, number] {
  let best: [number, number, number] = [26, 28, 44];
  let low = Number.POSITIVE_INFINITY;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const sum = image.data[o]! + image.data[o + 1]! + image.data[o + 2]!;
    if (sum < low) {
      low = sum;
      best = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
    }
  }
  return best;
}

/** The part ids a layer's pixels carry. */
function ownParts(layer: SpriteLayer): Set<number> {
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  return parts;
}

/** The box of any of `parts` in a posed frame's inks (the outline around it included). */
function extent(canvas: Frame["canvas"], parts: ReadonlySet<number>) {
  let left = canvas.width;
  let right = -1;
  let top = canvas.height;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      if (canvas.ink[i]! < 0 || !parts.has(canvas.part[i]!)) continue;
      left = Math.min(left, x - 1);
      right = Math.max(right, x + 1);
      top = Math.min(top, y - 1);
    }
  }
  return right < 0 ? null : { left, right, top };
}

/** The topmost pixel of any of `parts` in a posed frame's inks (ties: the leftmost). */
function topmost(canvas: Frame["canvas"], parts: ReadonlySet<number>) {
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      if (canvas.ink[i]! >= 0 && parts.has(canvas.part[i]!)) return { x, y };
    }
  }
  return null;
}

/** A light tint of the sprite's most colorful pixel: the spell glows in the figure's accent. */
export function glowColor(image: RgbaImage): [number, number, number] {
  let best: [number, number, number] = [150, 230, 255];
  let chroma = 40;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const r = image.data[o]!;
    const g = image.data[o + 1]!;
    const b = image.data[o + 2]!;
    const c = Math.max(r, g, b) - Math.min(r, g, b);
    if (c > chroma) {
      chroma = c;
      best = [r, g, b];
    }
  }
  // Lightened a third of the way to white: light enough to glow, colored enough to show on a
  // pale sprite (a lighter tint of a knight's red read as grey on the steel).
  return best.map((v) => Math.round(v + (255 - v) * 0.35)) as [number, number, number];
}

/**
 * One still of a layered character posed by a sentence ("raise the sword", "cheers", "bows"),
 * at the height of the gesture, on the drawn canvas: the arm turns with what it holds. Null
 * when the sentence names no gesture a still can show, or the sprite has no biped rig.
 */
export function poseLayered(doc: LayeredSprite, sentence: string): RgbaImage | null {
  const still = readGestures(sentence).gestures.filter((g) => STILL_GESTURES.has(g));
  if (still.length === 0 || doc.rig !== "biped") return null;
  const prep = prepare(doc);
  const biped = readBiped(prep);
  if (!biped) return null;
  // Half way through a gesture's loop it is fully made (raised, bowed, kicked).
  const pose = customPose(doc, biped, still.join(" and "), 1, 2, 1);
  // Fitted, never clipped: a staff raised past the top of the frame is raised only as far as
  // the frame has room (the frame keeps the margins the sprite keeps at rest).
  const need = neededMargins(doc.sprite.image);
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const render = (p: RigPose) => posed(prep, p, size).image;
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
    for (let slide = 1; slide <= reach; slide++) {
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

/** Held things with a long shaft, which a hand may hold anywhere along it. */
const SLIDING = new Set(["staff", "spear", "banner", "trident", "halberd"]);

const STILL_GESTURES = new Set(["raise", "cheer", "wave", "cast", "bow", "kick", "sad"]);

function same(a: RgbaImage, b: RgbaImage): boolean {
  return samePixels(toPixels(a), toPixels(b));
}

/** The hit's white flash: every pixel `amount` of the way to white (intended extra colors). */
function flashed(image: RgbaImage, amount: number): RgbaImage {
  const pixels = toPixels(image);
  flash(pixels, amount);
  return toImage(pixels);
}
