/**
 * Custom motions on the biped rig: each gesture a sentence names ("waves hello", "casts a
 * spell", "swings the sword overhead", "bows") is a pose of the drawer's layers, and a sentence
 * naming several ("walks and waves") adds their turns layer by layer. A wave is made by the
 * hand that holds nothing (never the shield's); a spell raises the hands or the staff and
 * lights a few pixels of glow at its tip.
 */
import type { LayeredSprite } from "../../draw";
import type { RgbaImage } from "../../raster";
import { type Biped, type BipedPreset, bipedPose } from "./biped";
import type { LayerMove, RigPose } from "./compose";
import { type Gesture, readGestures } from "./gestures";

const deg = (d: number) => (d * Math.PI) / 180;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ease = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
/** Up over the first fifth, held, and back down over the last sixth: a loop that starts at rest. */
const held = (p: number) => ease(p / 0.2) * (1 - ease((p - 0.84) / 0.16));

/**
 * Beats of a repeated gesture (a nod, a hop, a hand waved side to side) per loop: two when the
 * strip has 8 frames or more, one below, so a beat always spans at least four frames. A beat
 * is sampled at its rest, half way, its peak and half way back; a rhythm of one beat per two
 * frames would land every even frame on the same pose, and a strip looked at frame by other
 * frame (or played at 4 frames) would show a still.
 */
export const beatsIn = (n: number) => (n >= 8 ? 2 : 1);
/** 0 at rest, 1 at the beat's peak, eased: rest on frame 0 and the peak half a beat later. */
export const beat = (t: number, n: number) =>
  (1 - Math.cos((2 * Math.PI * beatsIn(n) * t) / n)) / 2;
/** Side to side, -1 to 1: each beat passes through both sides and the middle. */
export const swing = (t: number, n: number) => Math.cos((2 * Math.PI * beatsIn(n) * t) / n);
/**
 * A tremble's offsets, one per frame: no two neighbours alike and no period of two frames, so
 * every other frame still differs (1, -1, 0, 1, -1, 1, 0, -1: even frames 1, 0, -1, 0).
 */
export const tremble = (t: number) => [1, -1, 0, 1, -1, 1, 0, -1][t % 8]!;

type Moves = Record<string, LayerMove>;

function add(moves: Moves, name: string | null, move: LayerMove): void {
  if (!name) return;
  const was = moves[name] ?? {};
  const scaleX = (was.scaleX ?? 1) * (move.scaleX ?? 1);
  const scaleY = (was.scaleY ?? 1) * (move.scaleY ?? 1);
  moves[name] = {
    angle: (was.angle ?? 0) + (move.angle ?? 0),
    dx: (was.dx ?? 0) + (move.dx ?? 0),
    dy: (was.dy ?? 0) + (move.dy ?? 0),
    // A squash joins a turn: scales multiply (a layer left unscaled stays so).
    ...(scaleX !== 1 ? { scaleX } : {}),
    ...(scaleY !== 1 ? { scaleY } : {}),
  };
}

/** +1 when turning this arm clockwise raises it (in profile: every arm is raised anticlockwise). */
function raiseSign(b: Biped, arm: string): 1 | -1 {
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

/** The arm that raises a held thing, or the figure's first arm. */
function doingArm(b: Biped): string | null {
  return (
    b.weaponArm ??
    b.arms.find((a) => a.endsWith("near") || a.endsWith("right")) ??
    b.arms[0] ??
    null
  );
}

/** Raise `arm` by `amount` of `angle`, keeping what it holds pointing as it did. */
function raiseArm(b: Biped, moves: Moves, arm: string | null, angle: number, keepItem: boolean) {
  if (!arm) return;
  const turn = raiseSign(b, arm) * angle;
  add(moves, arm, { angle: turn });
  if (keepItem && b.item && b.item.parent === arm) add(moves, b.item.name, { angle: -turn });
}

function gesturePose(
  doc: LayeredSprite,
  b: Biped,
  g: Gesture,
  t: number,
  n: number,
  variant: 1 | -1,
  k: number,
): RigPose {
  const p = t / n;
  const moves: Moves = {};
  const up = held(p);
  const loop = Math.sin(2 * Math.PI * p);
  const presets: Partial<Record<Gesture, BipedPreset>> = {
    idle: "Idle",
    walk: "Walk",
    run: "Run",
    jump: "Jump",
    attack: "Attack",
    hurt: "Hurt",
    death: "Death",
  };
  const preset = presets[g];
  if (preset) return bipedPose(b, preset, t, n, variant);
  switch (g) {
    case "wave": {
      // The hand that holds nothing waves; a figure with both hands full (a knight's sword and
      // shield) waves the weapon hand, the weapon kept upright like a salute, never the shield.
      // In profile a free far arm waves behind the head and body, out of sight: the near hand
      // waves instead, what it holds kept upright.
      const empty = emptyHand(doc, b);
      const free = b.profile && empty === "arm.far" && b.weaponArm ? null : empty;
      const arm = free ?? b.weaponArm;
      // In profile the hand comes up in front of the face, where the head does not hide it.
      // From the front it swings between out to the side and up by the head, never straight
      // up, where the head hides it.
      raiseArm(b, moves, arm, deg(b.profile ? 125 : 128) * up, free === null);
      if (arm) {
        const side = raiseSign(b, arm) * deg(28 * Math.min(k, 1.2)) * swing(t, n) * up;
        // What the hand holds sways with it, so a raised staff waves like a flag and is not
        // the still of "raises the staff".
        add(moves, arm, { angle: side });
      }
      break;
    }
    case "cast": {
      const arm = doingArm(b);
      // The hand comes up and forward; a long staff tips toward the foe so its head stays in
      // the frame.
      raiseArm(b, moves, arm, deg(b.profile ? 70 : 95) * up, true);
      if (b.profile && b.item?.parent === arm) add(moves, b.item.name, { angle: deg(25) * up });
      // The other hand rises too, unless it bears the shield (a raised shield is no spell).
      const other = b.arms.find((a) => a !== arm) ?? null;
      const shielded = doc.layers.some(
        (l) => l.role === "shield" && l.width > 0 && l.parent === other,
      );
      if (other && other !== b.weaponArm && !shielded)
        raiseArm(b, moves, other, deg(80) * up, false);
      add(moves, "head", { angle: b.profile ? -deg(6) * up : 0 });
      break;
    }
    case "raise": {
      const arm = doingArm(b);
      raiseArm(b, moves, arm, deg(165) * up, true);
      break;
    }
    case "cheer": {
      // A shield arm comes up only to the side: raised overhead the shield covers the face.
      const shieldArm = doc.layers.find((l) => l.role === "shield" && l.width > 0)?.parent;
      for (const arm of b.arms)
        raiseArm(b, moves, arm, deg(arm === shieldArm && !b.profile ? 95 : 150) * up, true);
      // A held staff or blade tips forward and swings with the hops, so it leaves room above
      // for them (upright it touches the frame's top, the hop is fitted away, and the cheer is
      // the still of "raises the staff").
      if (b.profile && b.item) add(moves, b.item.name, { angle: deg(35 + 15 * beat(t, n)) * up });
      const hop = beat(t, n) * up;
      return {
        layers: moves,
        ground: "feet",
        lift: Math.round(hop * Math.max(2, b.height * 0.08)),
      };
    }
    case "nod": {
      const nod = beat(t, n);
      // In profile the head tips forward and dips with it, so the face goes down, not only round.
      if (b.profile)
        add(moves, "head", { angle: deg(16 * k) * nod, dy: Math.round(nod * b.unit * 2 * k) });
      else add(moves, "head", { dy: Math.round(nod * b.unit * 3 * k) });
      break;
    }
    case "bow": {
      if (b.profile) {
        add(moves, "torso", { angle: deg(38 * k) * up });
        add(moves, "head", { angle: deg(10) * up });
        for (const arm of b.arms) add(moves, arm, { angle: -deg(30) * up });
      } else {
        // From the front a bow leans the chest toward the viewer: the torso shortens about the
        // waist and the head and arms come down with its top, the head dipping further.
        const torso = doc.layers.find((l) => l.name === "torso");
        const shrink = torso ? Math.round(torso.height * 0.2 * up * k) : 0;
        add(moves, "torso", { dy: Math.round(up * b.unit) });
        if (torso && shrink > 0) {
          const was = moves.torso ?? {};
          moves.torso = { ...was, scaleY: 1 - shrink / Math.max(1, torso.height) };
        }
        add(moves, "head", { dy: shrink + Math.round(up * b.unit * 3 * k) });
        for (const arm of b.arms) add(moves, arm, { dy: shrink });
      }
      break;
    }
    case "kick": {
      // Under a robe only the boot shows: it pokes out from the hem rather than swinging
      // clear of it (a boot in the air beside a robe reads as a torn-off piece).
      const kick = Math.sin(Math.PI * clamp01((p - 0.15) / 0.6)) * (b.robed ? 0.3 : 1);
      const leg = b.legs[1];
      if (b.profile) {
        add(moves, `${leg}.upper`, { angle: -deg(75 * k) * kick });
        add(moves, `${leg}.lower`, { angle: deg(30) * (1 - kick) * kick });
        add(moves, "torso", { angle: -deg(8) * kick });
      } else {
        add(moves, `${leg}.upper`, { angle: -deg(40 * k) * kick });
        add(moves, `${leg}.lower`, { angle: -deg(20) * kick });
      }
      break;
    }
    case "tilt":
      add(moves, "head", { angle: deg(12 * k) * loop });
      break;
    case "sway":
      add(moves, "torso", { angle: deg(6 * k) * loop });
      break;
    case "bounce": {
      const hop = Math.abs(loop);
      return {
        layers: moves,
        ground: "feet",
        lift: Math.round(hop * Math.max(2, b.height * 0.1 * k)),
      };
    }
    case "float": {
      const rise = (1 - Math.cos(2 * Math.PI * p)) / 2;
      return {
        layers: moves,
        ground: "feet",
        lift: Math.round(2 + rise * Math.max(2, b.height * 0.08 * k)),
      };
    }
    case "shake":
      return {
        layers: moves,
        ground: "feet",
        root: {
          angle: 0,
          pivot: b.feet,
          // Two pixels either way at 64 px: one reads as a wobble of the outline, not a tremble.
          dx: tremble(t) * Math.max(2, b.unit * Math.round(2 * k)),
        },
      };
    case "ponder": {
      // A hand comes up to the chin: in profile the arm swings forward and up in front of the
      // face; from the front it folds across the chest. The head tips aside and back, thinking.
      const arm = emptyHand(doc, b) ?? b.weaponArm;
      if (b.profile) raiseArm(b, moves, arm, deg(105) * up, true);
      else if (arm) {
        add(moves, arm, { angle: -raiseSign(b, arm) * deg(35) * up });
      }
      const tip = deg(8 + 4 * k) * up * (b.profile ? -1 : 1);
      add(moves, "head", { angle: tip * (0.6 + 0.4 * beat(t, n)) });
      break;
    }
    case "sad": {
      // The head hangs, the shoulders drop and the arms hang in; the chest rises and falls in a
      // slow sigh.
      const sigh = 0.65 + 0.35 * beat(t, n);
      const hang = up * sigh;
      if (b.profile) {
        add(moves, "head", { angle: deg(20 * k) * hang, dy: Math.round(hang * b.unit * 2 * k) });
        add(moves, "torso", { angle: deg(6 * k) * hang });
        for (const arm of b.arms) add(moves, arm, { angle: deg(8) * hang });
      } else {
        add(moves, "head", { dy: Math.round(hang * b.unit * 3 * k) });
        for (const arm of b.arms) add(moves, arm, { dy: Math.round(hang * b.unit * 2) });
        add(moves, "torso", { dy: Math.round(hang * b.unit) });
      }
      break;
    }
    default:
      break;
  }
  return { layers: moves, ground: "feet" };
}

/** Several poses as one: turns and moves add per layer; the highest lift and any flight win. */
export function mergePoses(a: RigPose, b: RigPose): RigPose {
  const layers: Moves = { ...(a.layers as Moves) };
  for (const [name, move] of Object.entries(b.layers)) add(layers, name, move);
  const ground =
    a.ground === "none" || b.ground === "none"
      ? "none"
      : a.ground === "body" || b.ground === "body"
        ? "body"
        : "feet";
  return {
    layers,
    ground,
    lift: Math.max(a.lift ?? 0, b.lift ?? 0),
    clearance: a.clearance ?? b.clearance,
    root: a.root ?? b.root,
    recenter: a.recenter ?? b.recenter,
  };
}

export function customPose(
  doc: LayeredSprite,
  b: Biped,
  prompt: string,
  t: number,
  n: number,
  variant: 1 | -1,
): RigPose {
  const r = readGestures(prompt);
  const k = r.intensity;
  // A cheer already raises both arms: "cheers with arms raised" is one gesture said twice, and
  // adding the raise's turn to the cheer's would carry the weapon arm past the top and down
  // across the chest.
  const gestures = r.gestures.includes("cheer")
    ? r.gestures.filter((g) => g !== "raise")
    : r.gestures;
  return gestures.map((g) => gesturePose(doc, b, g, t, n, variant, k)).reduce(mergePoses);
}

export function castsSpell(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("cast");
}

export function ponders(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("ponder");
}

/**
 * A thinker's trail of dots: up to three dots rising from above the head's outer corner (`box`,
 * its extent in the finished frame), or beside it when the frame has no room above, one more
 * every few frames, so the thought builds over the loop. Above the head they rise on the side
 * it faces (`facing`: +1 right, -1 left, 0 seen from the front: the roomier side). Dots are 2 px square on a sprite 48 px or taller, else 1 px, and kept
 * clear of the head; what falls outside the frame is skipped.
 */
export function thoughtDots(
  image: RgbaImage,
  box: { left: number; right: number; top: number },
  color: readonly [number, number, number],
  t: number,
  n: number,
  size: number,
  facing: -1 | 0 | 1 = 0,
): void {
  const dot = size >= 48 ? 2 : 1;
  const count = Math.min(3, 1 + Math.floor((3 * t) / Math.max(1, n)));
  const step = dot + 2;
  // With room above the head the dots rise from its outer corner (a creature's head, a
  // figure in a roomy frame); against the frame's top they rise beside it, where there is room.
  const above = box.top >= 3 * step + 1;
  const roomier = image.width - 1 - box.right >= box.left ? 1 : -1;
  // Beside the head the dots need three steps of room on their side.
  const fitsBeside = (s: number) =>
    s > 0 ? box.right + 3 + 3 * step <= image.width : box.left - 2 - 3 * step >= 0;
  const side = facing === 0 || (!above && !fitsBeside(facing)) ? roomier : facing;
  const x0 = above
    ? side > 0
      ? Math.min(box.right - dot, image.width - 1 - dot - 2 * step)
      : Math.max(box.left, 2 * step)
    : side > 0
      ? box.right + 3
      : box.left - 2 - dot;
  const y0 = above ? box.top - step : Math.max(box.top + step, 2 * step + 1);
  for (let i = 0; i < count; i++) {
    const cx = x0 + side * i * step;
    const cy = y0 - i * step;
    for (let dy = 0; dy < dot; dy++)
      for (let dx = 0; dx < dot; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const o = (y * image.width + x) * 4;
        image.data[o] = color[0];
        image.data[o + 1] = color[1];
        image.data[o + 2] = color[2];
        image.data[o + 3] = 255;
      }
  }
}

/**
 * The spell's glow: a few light pixels twinkling about the tip of what the casting hand holds
 * (or the hand), in a light tint of the figure's most colorful ink. `tip` is where in the
 * finished frame the tip is; pixels outside the frame are skipped.
 */
export function sparkle(
  image: RgbaImage,
  tip: { x: number; y: number },
  color: readonly [number, number, number],
  t: number,
  strength: number,
): void {
  if (strength <= 0) return;
  const rings = [
    [0, -2],
    [-2, 0],
    [2, 0],
    [0, 2],
    [-2, -2],
    [2, -2],
    [-3, 1],
    [3, 1],
    [0, -4],
    [-1, -3],
    [1, -3],
  ] as const;
  const count = Math.max(3, Math.round(rings.length * strength * 0.7));
  const core = color.map((v) => Math.round(v + (255 - v) * 0.75)) as [number, number, number];
  const put = (x: number, y: number, c: readonly [number, number, number] = color) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
    const o = (y * image.width + x) * 4;
    image.data[o] = c[0];
    image.data[o + 1] = c[1];
    image.data[o + 2] = c[2];
    image.data[o + 3] = 255;
  };
  // A tip at the frame's top edge glows just under it, so the spell is not cut off.
  const cy = Math.max(tip.y - 1, 5);
  for (let i = 0; i < count; i++) {
    const [dx, dy] = rings[(i * 3 + t) % rings.length]!;
    put(tip.x + dx, cy + dy);
  }
  // A four-pointed star at the tip, a pale core in its accent: it reads as light at 1×, where
  // single twinkles vanish. Its points reach further on every other frame.
  const reach = strength >= 0.9 && t % 2 === 1 ? 2 : 1;
  for (let r = 1; r <= reach; r++) {
    put(tip.x - r, cy);
    put(tip.x + r, cy);
    put(tip.x, cy - r);
    put(tip.x, cy + r);
  }
  put(tip.x, cy, core);
}
