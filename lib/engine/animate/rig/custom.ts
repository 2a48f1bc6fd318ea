/**
 * Custom motions on the biped rig: each gesture a sentence names ("waves hello", "casts a
 * spell", "swings the sword overhead", "bows") is a pose of the drawer's layers, and a sentence
 * naming several ("walks and waves") adds their turns layer by layer. A wave is made by the
 * hand that holds nothing (never the shield's); a spell raises the hands or the staff and
 * lights a few pixels of glow at its tip.
 */
import type { LayeredSprite } from "../../draw";
import { type Biped, type BipedPreset, bipedPose } from "./biped";
import type { LayerMove, RigPose } from "./compose";
import type { Side, Tempo } from "../../edit-grammar";
import { type Gesture, readGestures } from "./gestures";

const deg = (d: number) => (d * Math.PI) / 180;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ease = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
/**
 * Up over the first fifth, held, and back down over the last sixth: a loop that starts at rest.
 * Slowly, the rise takes two fifths and the fall a quarter; quickly, it snaps up in a tenth.
 */
export const held = (p: number, tempo: Tempo = "even") => {
  const rise = tempo === "slow" ? 0.4 : tempo === "quick" ? 0.1 : 0.2;
  const fall = tempo === "slow" ? 0.25 : 0.16;
  return ease(p / rise) * (1 - ease((p - (1 - fall)) / fall));
};

/**
 * Beats of a repeated gesture (a nod, a hop, a hand waved side to side) per loop: two when the
 * strip has 8 frames or more, one below, so a beat always spans at least four frames. A beat
 * is sampled at its rest, half way, its peak and half way back; a rhythm of one beat per two
 * frames would land every even frame on the same pose, and a strip looked at frame by other
 * frame (or played at 4 frames) would show a still.
 */
export const beatsIn = (n: number, tempo: Tempo = "even") => (n >= 8 && tempo !== "slow" ? 2 : 1);
/**
 * 0 at rest, 1 at the beat's peak, eased: rest on frame 0 and the peak half a beat later. A slow
 * beat spans the whole loop; a quick one snaps to its peak and lingers there.
 */
export const beat = (t: number, n: number, tempo: Tempo = "even") => {
  const b = (1 - Math.cos((2 * Math.PI * beatsIn(n, tempo) * t) / n)) / 2;
  return tempo === "quick" ? Math.sqrt(b) : b;
};
/** Side to side, -1 to 1: each beat passes through both sides and the middle. */
export const swing = (t: number, n: number, tempo: Tempo = "even") =>
  Math.cos((2 * Math.PI * beatsIn(n, tempo) * t) / n);
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

/**
 * The limb on the doer's own side ("with his left hand"): from the front the figure's right is
 * the viewer's left; from behind the two agree; in profile facing east the near side is its
 * right, and a west facing is that drawing mirrored. Null when the figure has no such layer.
 */
export function limbOnSide(
  doc: LayeredSprite,
  b: Biped,
  side: Side,
  kind: "arm" | "leg",
): string | null {
  let name: string;
  if (b.profile) name = `${kind}.${(side === "right") !== doc.mirrored ? "near" : "far"}`;
  else {
    const behind = doc.recipe.direction.includes("north");
    name = `${kind}.${(side === "left") !== behind ? "right" : "left"}`;
  }
  const list: readonly string[] = kind === "arm" ? b.arms : b.legs;
  return list.includes(name) ? name : null;
}

/** Held things waved upright like a flag; any other (a blade, an axe) is waved point down. */
const UPRIGHT_WAVE = new Set(["staff", "spear", "banner", "wand", "trident", "halberd", "bow"]);

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

/**
 * A spell's arm over the loop, as a share of the full raise: drawn back a little (below 0),
 * raised, thrust past the raise when the spell is loosed (up to 1.2), held out, and home.
 */
export function castArc(p: number, tempo: Tempo = "even"): number {
  const at = tempo === "slow" ? 0.6 : tempo === "quick" ? 0.4 : 0.5;
  const keys: [number, number][] = [
    [0, 0],
    [at * 0.3, -0.15],
    [at * 0.75, 1],
    [at, 1.2],
    [at + 0.15, 1],
    [0.84, 0.95],
    [1, 0],
  ];
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a] = keys[i]!;
  const [p1, b] = keys[i + 1]!;
  return a + (b - a) * ease((p - p0) / (p1 - p0));
}

/**
 * How bright the spell is at p: it gathers while the arm rises, bursts past full as it is
 * loosed (1.5: a larger orb with long rays), and lingers at half as the arm comes home.
 */
export function spellStrength(p: number, tempo: Tempo = "even"): number {
  const at = tempo === "slow" ? 0.6 : tempo === "quick" ? 0.4 : 0.5;
  if (p < at - 0.02) return Math.min(1, p / (at * 0.9));
  if (p < at + 0.12) return 1.5;
  return p > 0.84 ? 0.4 : 0.7;
}

/**
 * How a sentence says its gestures go: amplitude, tempo, whether a swing goes overhead, and the
 * side of the limb that does it.
 */
export interface GestureManner {
  readonly k: number;
  readonly tempo: Tempo;
  readonly aloft: boolean;
  readonly side: Side | null;
}

/**
 * An overhead chop with what the hand holds: the arm rises until the blade stands above the
 * head, the blade tips back for the wind-up, and arm and blade come down in front, the blade
 * ending point down and out, as a chop ends.
 */
function overheadSwing(b: Biped, moves: Moves, p: number, k: number): void {
  const arm = b.weaponArm ?? b.arms[0] ?? null;
  if (!arm) return;
  // Keys: [progress, arm raise, blade turn from upright], in degrees of the raise's direction: a
  // raise turns a hanging arm outward, and the same turn tips an upright blade inward, so the
  // chop's blade, down and out, is a large negative turn.
  const keys: [number, number, number][] = [
    [0, 0, 0],
    [0.3, 170, 0],
    [0.42, 175, 30],
    [0.56, 45, -150],
    [0.8, 45, -150],
    [1, 0, 0],
  ];
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a0, b0] = keys[i]!;
  const [p1, a1, b1] = keys[i + 1]!;
  const s = ease((p - p0) / (p1 - p0));
  const size = Math.min(1, 0.75 + 0.25 * k);
  const sign = raiseSign(b, arm);
  const raise = deg(a0 + (a1 - a0) * s) * size;
  const blade = deg(b0 + (b1 - b0) * s) * size;
  add(moves, arm, { angle: sign * raise });
  if (b.item && b.item.parent === arm) add(moves, b.item.name, { angle: sign * (blade - raise) });
}

function gesturePose(
  doc: LayeredSprite,
  b: Biped,
  g: Gesture,
  t: number,
  n: number,
  variant: 1 | -1,
  how: GestureManner,
): RigPose {
  const { k, tempo } = how;
  const p = t / n;
  const moves: Moves = {};
  const up = held(p, tempo);
  const pulse = beat(t, n, tempo);
  const loop = Math.sin(2 * Math.PI * p);
  // Moves of a head or a body that read at 1×: about a fifteenth of the figure's height.
  const reach = Math.max(3, Math.round(b.height / 15));
  if (g === "attack" && how.aloft) {
    overheadSwing(b, moves, p, k);
    return { layers: moves, ground: "feet" };
  }
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
      // The hand that holds nothing waves, or the hand on the side the sentence names. In
      // profile a free far arm waves behind the head and body, out of sight: the near hand
      // waves instead. A figure with both hands full (a knight's sword and shield) waves the
      // weapon hand, never the shield unless asked.
      const sided = how.side ? limbOnSide(doc, b, how.side, "arm") : null;
      const empty = emptyHand(doc, b);
      const free = b.profile && empty === "arm.far" && b.weaponArm ? null : empty;
      const arm = sided ?? free ?? b.weaponArm;
      const holding = b.item && b.item.parent === arm ? b.item : null;
      const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0 && l.parent === arm);
      // A blade waved upright reads as brandished: it is lowered, point down and out, so the
      // raised hand greets. A staff or a spear stays upright and sways like a flag.
      const lowered = holding !== null && !UPRIGHT_WAVE.has(holding.kind ?? "");
      // In profile the hand comes up in front of the face, where the head does not hide it.
      // From the front it swings between out to the side and up by the head, never across the
      // head; a hand holding something swings lower, so what it holds stays clear of the face.
      const full = holding !== null || shield !== undefined;
      const raise = b.profile ? (full ? 95 : 125) : full ? 112 : 128;
      raiseArm(b, moves, arm, deg(raise + (how.aloft ? 20 : 0)) * up, holding !== null);
      if (arm) {
        const reach = full ? 18 : 28;
        const side = raiseSign(b, arm) * deg(reach * Math.min(k, 1.2)) * swing(t, n, tempo) * up;
        add(moves, arm, { angle: side });
        // Point down and out, away from the body: hung from the raised hand, not along the arm.
        if (lowered && holding)
          add(moves, holding.name, { angle: -raiseSign(b, arm) * deg(140) * up });
      }
      break;
    }
    case "cast": {
      // A cast has a shape in time: the hands draw back, rise, thrust forward as the spell is
      // loosed half way through, hold it out, and come home (the light swells to the thrust
      // and bursts there: see `spellStrength`).
      const arm = doingArm(b);
      const thrust = castArc(p, tempo);
      // The hand comes up and forward; a long staff tips toward the foe so its head stays in
      // the frame.
      raiseArm(b, moves, arm, deg(b.profile ? 70 : 95) * thrust * Math.min(1.2, k), true);
      if (b.profile && b.item?.parent === arm) add(moves, b.item.name, { angle: deg(25) * up });
      // The other hand rises too, unless it bears the shield (a raised shield is no spell).
      const other = b.arms.find((a) => a !== arm) ?? null;
      const shielded = doc.layers.some(
        (l) => l.role === "shield" && l.width > 0 && l.parent === other,
      );
      if (other && other !== b.weaponArm && !shielded)
        raiseArm(b, moves, other, deg(80) * thrust, false);
      add(moves, "head", { angle: b.profile ? -deg(6) * up : 0 });
      // The body leans into the thrust.
      if (b.profile) add(moves, "torso", { angle: -deg(5) * Math.max(0, thrust - 1) * 6 });
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
      if (b.profile && b.item) add(moves, b.item.name, { angle: deg(35 + 15 * pulse) * up });
      const hop = pulse * up;
      return {
        layers: moves,
        ground: "feet",
        lift: Math.round(hop * Math.max(2, b.height * 0.08 * k)),
      };
    }
    case "nod": {
      // In profile the head tips forward and dips with it, so the face goes down, not only
      // round. From the front the head drops and foreshortens as its face tips down.
      if (b.profile)
        add(moves, "head", { angle: deg(18 * k) * pulse, dy: Math.round(pulse * reach * 0.7 * k) });
      else {
        add(moves, "head", { dy: Math.round(pulse * reach * k) });
        moves.head = { ...moves.head, scaleY: 1 - 0.1 * pulse * Math.min(k, 1.2) };
      }
      break;
    }
    case "bow": {
      if (b.profile) {
        // Under a robe the body is one piece down to the hem: turned far about the hips the
        // hem swings back and the figure reads as falling, so a robed bow bends less at the
        // waist and more at the neck.
        const waist = b.robed ? 16 : 38;
        add(moves, "torso", { angle: deg(waist * k) * up });
        add(moves, "head", {
          angle: deg(b.robed ? 28 : 10) * up,
          dy: b.robed ? Math.round(up * reach * 0.5) : 0,
        });
        for (const arm of b.arms) add(moves, arm, { angle: -deg(30) * up });
      } else {
        // From the front a bow leans the chest toward the viewer: the torso shortens about the
        // waist and the head and arms come down with its top, the head dipping further and
        // foreshortened.
        const torso = doc.layers.find((l) => l.name === "torso");
        const shrink = torso ? Math.round(torso.height * 0.28 * up * k) : 0;
        add(moves, "torso", { dy: Math.round(up * b.unit) });
        if (torso && shrink > 0) {
          const was = moves.torso ?? {};
          moves.torso = { ...was, scaleY: 1 - shrink / Math.max(1, torso.height) };
        }
        add(moves, "head", { dy: shrink + Math.round(up * reach * k) });
        moves.head = { ...moves.head, scaleY: 1 - 0.15 * up };
        for (const arm of b.arms) add(moves, arm, { dy: shrink });
      }
      break;
    }
    case "kick": {
      // Under a robe only the boot shows: it pokes out from the hem rather than swinging
      // clear of it (a boot in the air beside a robe reads as a torn-off piece).
      const span = tempo === "quick" ? 0.4 : tempo === "slow" ? 0.75 : 0.6;
      const kick = Math.sin(Math.PI * clamp01((p - 0.15) / span)) * (b.robed ? 0.3 : 1);
      const leg = (how.side ? limbOnSide(doc, b, how.side, "leg") : null) ?? b.legs[1];
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
      add(moves, "head", { angle: deg(12 * k) * swing(t, n, tempo) });
      break;
    case "sway":
      add(moves, "torso", { angle: deg(6 * k) * (tempo === "even" ? loop : swing(t, n, tempo)) });
      break;
    case "look": {
      // The head turns one way and the other: in profile it looks back over the shoulder (the
      // head drawn mirrored about the neck) and forward again; from the front the face slides
      // to each side and the head tips after it.
      // A side-to-side on a cosine, eased in from rest: every other frame shows the other side
      // (a sine is back in the middle on every even frame of a two-beat loop).
      const side = -swing(t, n, tempo) * up;
      if (b.profile) {
        if (side < -0.3) moves.head = { scaleX: -1 };
        add(moves, "head", { angle: -deg(6 * k) * Math.abs(side) });
      } else {
        add(moves, "head", {
          dx: Math.round(side * Math.max(2, reach * 0.6) * k),
          angle: deg(8 * k) * side,
        });
      }
      break;
    }
    case "bounce": {
      const hop = tempo === "even" ? Math.abs(loop) : pulse;
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
          // A slow shake holds each offset for two frames.
          dx:
            tremble(tempo === "slow" ? Math.floor(t / 2) * 3 : t) *
            Math.max(2, b.unit * Math.round(2 * k)),
        },
        // A quick (nervous) shake shivers up and down as well (a root move down would be
        // planted away: the feet stand on the ground).
        ...(tempo === "quick" ? { lift: Math.abs(tremble(t + 3)) } : {}),
      };
    case "ponder": {
      // A hand comes up to the chin: in profile the arm swings forward and up in front of the
      // face; from the front it folds across the chest, what it holds kept upright beside the
      // head rather than laid across the face. The head tips aside and back, thinking.
      const arm = emptyHand(doc, b) ?? b.weaponArm;
      if (b.profile) raiseArm(b, moves, arm, deg(105) * up, true);
      else if (arm) {
        const turn = -raiseSign(b, arm) * deg(35) * up;
        add(moves, arm, { angle: turn });
        // The blade leans out over the shoulder, clear of the face.
        const lean = raiseSign(b, arm) * deg(40) * up;
        if (b.item && b.item.parent === arm) add(moves, b.item.name, { angle: lean - turn });
      }
      const tip = deg(10 + 5 * k) * up * (b.profile ? -1 : 1);
      add(moves, "head", { angle: tip * (0.6 + 0.4 * pulse) });
      break;
    }
    case "sad": {
      // The head hangs, the shoulders drop and the arms hang in; the chest rises and falls in a
      // slow sigh. From the front the hung head also tips aside, which reads as sorrow where a
      // drop alone reads as a duck.
      const sigh = 0.65 + 0.35 * beat(t, n, tempo === "quick" ? "even" : "slow");
      const hang = up * sigh;
      if (b.profile) {
        add(moves, "head", { angle: deg(20 * k) * hang, dy: Math.round(hang * reach * 0.6 * k) });
        add(moves, "torso", { angle: deg(6 * k) * hang });
        for (const arm of b.arms) add(moves, arm, { angle: deg(8) * hang });
      } else {
        add(moves, "head", { dy: Math.round(hang * reach * k), angle: deg(10 * k) * hang });
        moves.head = { ...moves.head, scaleY: 1 - 0.08 * hang };
        for (const arm of b.arms) add(moves, arm, { dy: Math.round(hang * reach * 0.6) });
        add(moves, "torso", { dy: Math.round(hang * b.unit * 2) });
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
  const how: GestureManner = {
    k: r.intensity,
    tempo: r.tempo,
    aloft: r.aloft !== null,
    side: r.side?.side ?? null,
  };
  // A cheer already raises both arms: "cheers with arms raised" is one gesture said twice, and
  // adding the raise's turn to the cheer's would carry the weapon arm past the top and down
  // across the chest.
  const gestures = r.gestures.includes("cheer")
    ? r.gestures.filter((g) => g !== "raise")
    : r.gestures;
  return gestures.map((g) => gesturePose(doc, b, g, t, n, variant, how)).reduce(mergePoses);
}

export function castsSpell(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("cast");
}

export function ponders(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("ponder");
}
