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

type Moves = Record<string, LayerMove>;

function add(moves: Moves, name: string | null, move: LayerMove): void {
  if (!name) return;
  const was = moves[name] ?? {};
  moves[name] = {
    angle: (was.angle ?? 0) + (move.angle ?? 0),
    dx: (was.dx ?? 0) + (move.dx ?? 0),
    dy: (was.dy ?? 0) + (move.dy ?? 0),
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
      const arm = emptyHand(doc, b);
      // In profile the hand comes up in front of the face, where the head does not hide it.
      raiseArm(b, moves, arm, deg(b.profile ? 125 : 150) * up, false);
      if (arm) add(moves, arm, { angle: deg(24 * k) * Math.sin(4 * Math.PI * p) * up });
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
      for (const arm of b.arms) raiseArm(b, moves, arm, deg(150) * up, true);
      const hop = Math.max(0, Math.sin(4 * Math.PI * p)) * up;
      return {
        layers: moves,
        ground: "feet",
        lift: Math.round(hop * Math.max(2, b.height * 0.08)),
      };
    }
    case "nod": {
      const nod = Math.max(0, Math.sin(4 * Math.PI * p));
      if (b.profile) add(moves, "head", { angle: deg(16 * k) * nod });
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
          dx: (t % 2 === 0 ? 1 : -1) * Math.max(2, b.unit * Math.round(2 * k)),
        },
      };
    default:
      break;
  }
  return { layers: moves, ground: "feet" };
}

/** Several poses as one: turns and moves add per layer; the highest lift and any flight win. */
function merge(a: RigPose, b: RigPose): RigPose {
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
  return gestures.map((g) => gesturePose(doc, b, g, t, n, variant, k)).reduce(merge);
}

export function castsSpell(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("cast");
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
  const put = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
    const o = (y * image.width + x) * 4;
    image.data[o] = color[0];
    image.data[o + 1] = color[1];
    image.data[o + 2] = color[2];
    image.data[o + 3] = 255;
  };
  // A tip at the frame's top edge glows just under it, so the spell is not cut off.
  const cy = Math.max(tip.y - 1, 5);
  put(tip.x, cy);
  for (let i = 0; i < count; i++) {
    const [dx, dy] = rings[(i * 3 + t) % rings.length]!;
    put(tip.x + dx, cy + dy);
  }
}
