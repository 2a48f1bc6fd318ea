/**
 * Animating a layered sprite by its rig: the frames of a preset or a custom sentence, each posed,
 * composed, fitted to the frame, set apart from the one before and finished with its effects.
 */
import type { LayeredSprite } from "../../draw";
import {
  createImage,
  growCanvas,
  placeInStrip,
  type RgbaImage,
  toImage,
  toPixels,
} from "../../raster";
import { createRandom } from "../../random";
import { flash } from "../effects";
import { type AnimateOptions, type AnimationResult, playbackFps } from "../types";
import { validate } from "../validate";
import { arrowColors, drawArrow, looseFrame } from "./arrow";
import { type Biped, type BipedPreset, bipedPose, readBiped } from "./biped";
import { type Frame, posed, prepare } from "./compose";
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import { creatureCanPose, creatureCustomPose } from "./creature-gestures";
import { type CreaturePreset, creatureNudges, creaturePose, readCreature } from "./creatures";
import { castsSpell, customPose, ponders, spellStrength } from "./custom";
import { fitPose, fits, neededMargins } from "./fit";
import { nudges } from "./frame-nudges";
import {
  headIn,
  inkTop,
  ownParts,
  skullOf,
  spellSource,
  thinkerSource,
  topmost,
} from "./frame-sources";
import {
  moodInks,
  moodMark,
  moodSide,
  sparkle,
  sparklePixels,
  thoughtDots,
} from "./gesture-effects";
import { readGestures } from "./gestures";
import { UPRIGHT_WAVE } from "./custom-arms";
import { waveSheathes } from "./custom-arm-gestures";
import { withScabbard } from "./sheathe";
import { rigCanPose } from "./needs";
import { same } from "./same-image";
import { partsOnlyIn } from "./layer-parts";
import { wordsThatChangedNothing } from "./words-unchanged";

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
  // A front wave with both hands full sheathes the blade: drawn in a scabbard of the grip's
  // leather while it hangs at the hip (see sheathe.ts).
  const sheathed = biped && custom !== null ? waveSheathes(doc, biped, custom) : null;
  const drawn = sheathed ? withScabbard(prep, sheathed) : prep;
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
  // A creature's spell lights at its head: in front of the mouth, or over a blob's top.
  const creatureSpell =
    creature && custom !== null && castsSpell(custom) ? thinkerSource(prep) : null;
  const creatureGlow = creatureSpell ? CREATURE_SPELL : null;
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
      ? {
          parts: ownParts(biped.item),
          colors: arrowColors(doc, biped.item),
          drawingHand: drawingHandOf(prep, biped),
          face: profileFaceOf(prep, biped),
        }
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
    const frame = posed(drawn, pose, size);
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
    if (creatureSpell) {
      const head = headIn(frame.canvas, creatureSpell);
      const strength = spellStrength(t / n, readGestures(custom!).tempo);
      if (head && strength > 0) {
        image = toImage(toPixels(image));
        const facing = doc.mirrored ? -head.facing : head.facing;
        const [left, right] = doc.mirrored
          ? [width - 1 - head.right, width - 1 - head.left]
          : [head.left, head.right];
        const reach = Math.max(3, Math.round(doc.height / 16));
        const tip =
          facing === 0
            ? { x: Math.round((left + right) / 2), y: head.top - reach }
            : {
                x: facing > 0 ? right + reach : left - reach,
                y: Math.round((head.top + head.bottom) / 2) - 1,
              };
        // The orb, its rays and its sparks, with a pixel to spare, kept inside the frame: by a
        // snout at the frame's edge it lights over the head instead of past the edge.
        const room = 4 * Math.max(1, doc.height / 64) + 8;
        const inFrame = {
          x: Math.min(Math.max(tip.x, room), width - 1 - room),
          y: Math.min(Math.max(tip.y, room), height - 1 - room),
        };
        const clear = keepOrbOff(image, inFrame, { t, strength, size: doc.height }, room);
        sparkle(image, clear, creatureGlow!, t, strength, doc.height);
      }
    }
    if (thinking || (mood && feeling)) {
      const head = headIn(frame.canvas, (thinking ?? feeling)!);
      if (head) {
        if (image === frame.image) image = toImage(toPixels(image));
        const [left, right] = doc.mirrored
          ? [width - 1 - head.right, width - 1 - head.left]
          : [head.left, head.right];
        const box = { left, right, top: head.top, bottom: head.bottom };
        // A figure on two legs faces the way it was drawn in profile; a creature's head the
        // way it sits from its body (a spider's front, its fangs' end).
        const drawn = biped ? (biped.profile !== false ? 1 : 0) : head.facing;
        const facing = (doc.mirrored ? -drawn : drawn) as -1 | 0 | 1;
        if (thinking) {
          // Seen from the front the dots always rise to the right: a side chosen per frame
          // would jump as the head tips. In profile a staff held up before the face stands
          // where they would rise: they rise behind the head instead, clear of its orb.
          // A body that is its own head (a spider) has legs standing up over its front: the
          // dots rise from above them, not in among them.
          const ahead = facing === 0 ? 1 : facing;
          const side = biped?.profile && staffAhead(biped) ? -ahead : ahead;
          const top = thinking.face
            ? Math.min(box.top, inkTop(frame.canvas, head.left, head.right) - 1)
            : box.top;
          thoughtDots(image, { ...box, top }, thinking.color, t, n, doc.height, side as -1 | 1);
        }
        if (mood) {
          // The side is chosen on the first frame and kept, so the mark does not hop as the
          // body rocks. The mark goes by the skull, not by a long neck's whole extent.
          const skull = skullOf(frame.canvas, feeling!.parts, head);
          const [l, r] = doc.mirrored
            ? [width - 1 - skull.right, width - 1 - skull.left]
            : [skull.left, skull.right];
          const at = { left: l, right: r, top: skull.top, bottom: skull.bottom };
          moodPrefer ??= moodSide(at, width, facing);
          moodMark(image, at, mood, moodColors!, t, doc.height, moodPrefer, facing !== 0);
        }
      }
    }
    // What must fit the frame: the figure and what it holds, not a loosed arrow flying out.
    const figure = image;
    if (bow) {
      image = toImage(toPixels(image));
      const from = loosed && t > looseFrame(n) ? loosed : frame.canvas;
      drawArrow(image, from, bow.parts, bow.colors, {
        t,
        n,
        mirrored: doc.mirrored,
        profile: biped!.profile,
        height: biped!.height,
        ...(bow.drawingHand ? { drawingHand: bow.drawingHand } : {}),
        ...(bow.face ? { behind: bow.face } : {}),
      });
    }
    return { frame, image, figure, pose };
  };
  /** The pose at its full size, or made smaller until its frame fits (never clipped). */
  const fitted = (pose: RigPose, t: number) =>
    fitPose(
      pose,
      (p) => render(p, t),
      (r) => fits(r.figure, need),
    );

  const frames: RgbaImage[] = [];
  // Where the bow stood when the arrow was loosed: the arrow flies on from there.
  let loosed: Frame["canvas"] | null = null;
  for (let t = 0; t < n; t++) {
    let made = fitted(poseAt(t), t);
    const previous = frames[t - 1];
    for (let i = 0; previous && same(made.image, previous) && i < tweaks.length; i++) {
      const tweaked = render(tweaks[i]!(made.pose), t);
      if (fits(tweaked.figure, need)) made = tweaked;
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
    placeInStrip(strip, frame, t);
  });
  return {
    strip,
    frameWidth: width,
    frameHeight: height,
    frameCount: n,
    fps: playbackFps(options.preset, custom !== null ? readGestures(custom).tempo : undefined),
    unrecognized:
      custom !== null ? wordsThatChangedNothing(custom, poseAt, n, feeling !== null) : [],
    // What a custom sentence was read as, in the order named ("wave", "cast"), as the cut-out
    // path reports it: records name their motion by it.
    motions: custom !== null ? [...readGestures(custom).gestures] : [],
  };
}

/**
 * A creature's spell glows a strong magic blue whatever its colours: a tint of a grey wolf's or
 * a black crow's own ink was near white and lost on a light ground, a red dragon's lost on it.
 */
const CREATURE_SPELL: [number, number, number] = [72, 150, 255];

/** The hit's white flash: every pixel `amount` of the way to white (intended extra colors). */
function flashed(image: RgbaImage, amount: number): RgbaImage {
  const pixels = toPixels(image);
  flash(pixels, amount);
  return toImage(pixels);
}

/**
 * In profile, the parts only the head draws: the drawn string and the nocked arrow pass behind
 * them (drawn to the cheek, not across the eye).
 */
function profileFaceOf(prep: Prepared, biped: Biped): Set<number> | undefined {
  if (!biped.profile) return undefined;
  const head = prep.doc.layers.find((l) => l.role === "head" && l.width > 0);
  return head ? partsOnlyIn(prep, head) : undefined;
}

/** Seen from the front, the parts of the arm that draws a bow's string (the empty one). */
function drawingHandOf(prep: Prepared, biped: Biped): Set<number> | undefined {
  if (biped.profile) return undefined;
  const arm = biped.arms.find((a) => a !== biped.weaponArm);
  const layer = arm ? prep.byName.get(arm) : undefined;
  return layer && layer.width > 0 ? ownParts(layer) : undefined;
}

/** Whether the figure holds a long upright thing (a staff, a spear) in its hand. */
function staffAhead(b: Biped): boolean {
  return b.item !== null && UPRIGHT_WAVE.has(b.item.kind ?? "") && b.item.kind !== "bow";
}

/**
 * A creature's spell orb kept off the figure: moved up from where it lights ahead of the mouth
 * until none of the pixels it paints on frame `t` (disc, rays and sparks: see `sparklePixels`)
 * lies on or beside an opaque pixel of `image`, no higher than `top`. By a snout near the
 * frame's edge, held in the frame, the orb lit over the muzzle and hid it; above and ahead of
 * the raised head it stays clear of the face.
 */
function keepOrbOff(
  image: RgbaImage,
  at: { x: number; y: number },
  light: { readonly t: number; readonly strength: number; readonly size: number },
  top: number,
): { x: number; y: number } {
  const solid = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < image.width &&
    y < image.height &&
    image.data[(y * image.width + x) * 4 + 3]! > 0;
  const near = (x: number, y: number) =>
    solid(x, y) || solid(x - 1, y) || solid(x + 1, y) || solid(x, y - 1) || solid(x, y + 1);
  const covers = (y: number) =>
    sparklePixels({ x: at.x, y }, light.t, light.strength, light.size, image).some((p) =>
      near(p.x, p.y),
    );
  let y = at.y;
  while (y > top && covers(y)) y--;
  return { x: at.x, y };
}
