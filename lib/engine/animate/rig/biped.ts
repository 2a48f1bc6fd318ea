/**
 * The biped rig's presets: each gives the pose of frame t of n, as turns of the layers about
 * their joints (hips, knees, shoulders, neck, grip) and moves of the whole figure. Angles are
 * clockwise on screen; the drawn canvas always faces east in profile (west is its mirror), so
 * in profile a forward swing of a leg or arm is a negative angle.
 *
 * Profile and front views share the timing; what differs is how a motion shows: in profile the
 * legs scissor and the arms swing about the shoulders; from the front a stepping leg lifts
 * (its shin rises over the thigh) and the arms swing out and in.
 */
import { attack, hurt } from "./biped-attack";
import { death } from "./biped-death";
import type { Biped } from "./biped-figure";
import {
  type Moves,
  add,
  bump,
  clamp01,
  deg,
  ease,
  legPose,
  longShaft,
  outward,
  shielded,
  splay,
  steady,
  swing,
} from "./biped-moves";
import { carriedForward, carryItem } from "./carry";
import type { LayerMove, RigPose } from "./rig-pose";

export type { Biped } from "./biped-figure";
export { readBiped } from "./biped-read";

type Preset = "Idle" | "Walk" | "Run" | "Jump" | "Attack" | "Hurt" | "Death";

function idle(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  const breath = (1 - Math.cos(2 * Math.PI * p)) / 2;
  add(moves, "torso", { dy: Math.round(breath * b.unit) });
  for (const arm of b.arms) {
    const dir = b.profile ? (arm === "arm.near" ? 1 : -1) : outward(arm);
    const turn = dir * deg(4) * Math.sin(2 * Math.PI * p);
    swing(moves, arm, turn);
    // What the hand holds keeps its drawn direction while the arm breathes: turned a few
    // degrees it is resampled anew each frame, and a thin bowstring or a shield's emblem
    // re-kinks from frame to frame (a shimmer in a still pose).
    steady(b, moves, arm, turn);
  }
  if (b.profile) add(moves, "cape", { angle: deg(3) * Math.sin(2 * Math.PI * p + 1) });
  return { layers: moves, ground: "feet" };
}

/** Walk and run: one stride cycle; `run` 0 walks, 1 runs. */
function gait(b: Biped, p: number, run: 0 | 1, first: 1 | -1): RigPose {
  const moves: Moves = {};
  const phi = 2 * Math.PI * p;
  // Under a robe the steps stay under the hem; walking in profile the boots show ahead of it
  // and behind it (a run's bent knee would kick a boot out clear of the hem).
  // A robed run in profile strides as far as the walk, with the knees bent less, so one boot
  // shows ahead of the hem and the other behind it in turn (not one boot poking out in front).
  const reach = b.robed ? (b.profile ? 0.7 : 0.45) : 1;
  // A run opens the legs wider than a walk.
  const A = deg(run ? 42 : 31) * reach;
  const bend = deg(run ? (b.robed ? 50 : 95) : 45) * reach;
  const armSwing = deg(run ? 50 : 38);
  // A run pitches the body forward from the hips, clearly more than a walk; a robe, turned
  // whole from the waist, would tip like a plank, so a robed runner leans half as far and the
  // cloth below the waist swings and flares instead (see `robeHem`).
  // A bow carried upright in a profile run is held out ahead by the lean too: the leaning head
  // would otherwise come over its string, a pale line up through the face.
  const bowRun = run === 1 && b.profile && b.item?.kind === "bow";
  const lean = deg(run ? (b.robed ? 16 : 24) : 4);
  for (const index of [0, 1] as const) {
    // The near (or right) leg leads; the seed may swap which steps first.
    const ph = phi + (index === 1 ? 0 : Math.PI) + (first < 0 ? Math.PI : 0);
    const s = Math.sin(ph);
    const c = Math.cos(ph);
    const recovering = Math.max(0, c);
    // The recovering thigh comes forward early, so the lifted foot passes under the hip
    // instead of trailing behind it.
    const thigh = -A * s - deg(run ? 10 : 14) * recovering;
    const knee = bend * recovering ** (run ? 0.8 : 1.3) + (run ? deg(12) * Math.max(0, -c) : 0);
    // From the front a step shows as the foot rising over the other, no higher than a tunic
    // lets it show. A run's knee comes up no higher than a walk's: raised further, the boot
    // goes behind a tabard or a shield and one leg is left standing alone (a hop, not a run);
    // the run shows in its deeper bob, its flight and its arms.
    const rise = run && b.profile ? 0.42 : 0.3;
    let lift = Math.min(b.stepRoom, b.legLength * rise * reach * recovering ** 1.2);
    // Under a robe seen from the front a lifted boot would only vanish into the hem: the
    // walking boot comes forward instead, toward the viewer, so it shows lower, past the hem.
    if (b.robed && !b.profile) lift = -Math.round((run ? 3 : 2) * b.unit * Math.max(0, -s));
    legPose(b, moves, index, thigh, knee, lift);
    // In profile both legs swing about one hip (the far one half the gap forward, the near
    // one half back), so the two halves of the cycle open the same stride.
    if (b.profile) {
      const toward = (index === 0 ? 1 : -1) * Math.round(b.hipGap / 2);
      add(moves, `${b.legs[index]}.upper`, { dx: toward });
    }
    // Each arm swings against the leg on its side.
    const arm = b.profile
      ? index === 1
        ? "arm.near"
        : "arm.far"
      : index === 1
        ? "arm.right"
        : "arm.left";
    if (!b.arms.includes(arm)) continue;
    const damp = arm === b.weaponArm || shielded(b, arm) ? 0.55 : 1;
    // An item carried forward (see carryItem: a bow ahead of the legs, a staff clear of a
    // beard) swings only forward of where it is carried, so at the back of the swing it is
    // still clear; a staff comes forward by the body's lean too (the head leans out over the
    // hand more than the shoulder does).
    // A blade drawn raised is carried ahead on a profile run the same way: swung back, the
    // run's lean brings the head forward over it and the blade runs up across the face.
    const carried =
      arm === b.weaponArm &&
      (carriedForward(b) > 0 || b.carriesUpright || (run === 1 && bladeUp(b)));
    // A bow carried on a run is held low and steady ahead, swinging only a little (and pushed
    // forward, below): swung through a full arc, or raised, its string came up through the
    // leaning face.
    const reachOut = bowRun && arm === b.weaponArm ? -0.1 + (0.2 * (1 - s)) / 2 : (1 - s) / 2;
    const swung = carried
      ? -armSwing * damp * reachOut -
        (b.carriesUpright || bowRun ? lean : 0) -
        (run && bladeUp(b) ? lean + deg(20) : 0)
      : armSwing * s * damp;
    if (b.profile) swing(moves, arm, swung + (run ? deg(-12) : 0));
    else {
      // Seen from the front an arm swings the whole cycle against its leg: forward (toward
      // the viewer) it comes across toward the middle and its hand hangs lower, back it opens
      // out and rises, so the two hands trade heights as the feet trade places. An arm holding
      // something swings less, but visibly; what it holds keeps its direction (a shield does
      // not flap out like a door).
      const held = arm === b.weaponArm || shielded(b, arm) ? 0.75 : 1;
      // A robe's sleeve hangs close to the body: swung out as far as a bare arm, it flapped
      // out sideways like a wing and the walk read as swaying; it swings mostly up and down.
      const open = b.robed ? (run ? 12 : 7) : run ? 34 : 22;
      const turn = outward(arm) * deg(open) * s * held;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
      add(moves, arm, { dy: -Math.round(s * b.unit * (run ? 4 : 3)) });
    }
  }
  if (b.profile) add(moves, "torso", { angle: lean });
  else {
    // From the front the weight shifts over the standing foot (a robe sways wider, since
    // nothing else of the legs shows).
    const shift = Math.sin(phi + (first < 0 ? Math.PI : 0));
    add(moves, "torso", { dx: Math.round(shift * b.unit * (b.robed ? 2 : 1.2)) });
  }
  if (b.robed) {
    // A robe hides the legs: its hem swings with the steps and the body rolls over each foot.
    const roll = deg(run ? 5 : 4) * Math.sin(phi + (first < 0 ? Math.PI : 0));
    add(moves, "torso", { angle: b.profile ? roll * 0.6 : roll });
    add(moves, "head", { angle: -roll * 0.5 });
    if (b.profile) {
      const torso = lean + roll * 0.6;
      moves.torso = { ...moves.torso, hem: robeHem(b, phi + (first < 0 ? Math.PI : 0), run) };
      // The head stays upright over the leaning robe: a head turned a few degrees is resampled
      // into a blur (a hat brim in stairs, a face and beard mottled).
      if (run) add(moves, "head", { angle: -torso + roll * 0.5 });
    }
  }
  // The body is lowest as the feet take the weight, highest as the legs pass.
  const down = Math.abs(Math.cos(phi + (first < 0 ? Math.PI : 0)));
  // A run drops lower into each step than a walk (seen from the front, the bob is the motion).
  add(moves, "torso", { dy: Math.round((1 - down) * b.unit * (run && !b.profile ? 2 : 1)) });
  // (A robed runner's head was stood upright above.)
  // An archer's head stays upright over the run's lean (as drawn, never resampled), its face
  // back from the bow's string.
  add(moves, "head", {
    angle: bowRun ? -lean : b.profile && !(b.robed && run) ? -lean * 0.4 : 0,
  });
  if (b.profile) add(moves, "cape", { angle: deg(run ? 22 : 8) + deg(3) * Math.sin(2 * phi) });
  if (b.profile) add(moves, b.item?.name ?? null, { angle: -lean * 0.5 });
  if (bowRun) {
    // The bow arm reaches forward from the shoulder and the bow sits forward in the hand, so
    // its string runs ahead of the leaning face, not against it.
    add(moves, b.weaponArm, { dx: 2 * b.unit });
    add(moves, b.item?.name ?? null, { dy: 2 * b.unit });
  }
  // A run leaves the ground between steps: in profile both feet up while the legs are split;
  // from the front, where a split does not show, as the knee comes up (both legs straight
  // down in the air would read as a hop on the spot). Under a robe no knee shows: it leaves
  // the ground as the boots part, one forward of the hem.
  const split = b.profile || b.robed;
  const flight = run ? Math.max(0, (split ? -1 : 1) * Math.cos(2 * phi)) : 0;
  // A robed runner's legs hardly show, so its flight is higher: told from a walk by the bound.
  const flies = b.profile ? (b.robed ? 0.11 : 0.07) : 0.1;
  const lift = run ? Math.max(2, Math.round(b.height * flies)) * flight ** 0.6 : 0;
  return { layers: moves, ground: "feet", lift: Math.round(lift) };
}

/** In profile, a short item (not a bow, not a long shaft) drawn pointing up from the hand. */
function bladeUp(b: Biped): boolean {
  if (!b.profile || !b.item || b.item.kind === "bow" || longShaft(b)) return false;
  return b.itemRest < -deg(30) && b.itemRest > -deg(150);
}

/**
 * A robe's hem in a profile stride: it hangs from the waist however far the body leans (the
 * rows below the waist do not take the torso's turn), trails behind a runner, and flares toward
 * each boot as the legs part (ahead of the front boot, behind the back one), closing again as
 * they pass: cloth moved by the legs, not a plank.
 */
function robeHem(b: Biped, phase: number, run: 0 | 1): LayerMove["hem"] {
  const split = Math.abs(Math.sin(phase));
  const trail = run ? b.unit * 2 : 0;
  const flare = b.unit * (run ? 4 : 2) * split;
  return { sweep: -trail, front: Math.round(flare), back: Math.round(flare * 0.75) };
}

/** How deep a jump crouches at `p`: gathering before take-off and landing after it. */
const jumpCrouch = (p: number) => Math.max(bump(p, 0.1, 0.12), bump(p, 0.86, 0.12)) ** 0.8;

function jump(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  const crouch = jumpCrouch(p);
  const s = clamp01((p - 0.2) / 0.56);
  const air = p > 0.2 && p < 0.76 ? 4 * s * (1 - s) : 0;
  const tuck = p > 0.2 && p < 0.76 ? Math.sin(Math.PI * s) : 0;
  if (b.profile) {
    for (const index of [0, 1] as const) {
      const lead = index === 1 ? 1 : 0.7;
      if (b.robed) {
        // Under a robe only the boots show: they stay level, drawn up in the air until their
        // tops go under the hem. Turned about the hips and knees the robe hides, a boot swung
        // out behind it as a loose brown blob.
        add(moves, `${b.legs[index]}.lower`, { dy: -Math.round(tuck * lead * b.unit * 3) });
        continue;
      }
      legPose(
        b,
        moves,
        index,
        -deg(40) * crouch - deg(70) * tuck * lead,
        deg(80) * crouch + deg(140) * tuck,
        0,
      );
    }
    const lean = deg(18) * crouch + deg(6) * tuck;
    add(moves, "torso", { angle: lean });
    add(moves, "head", { angle: -deg(10) * crouch });
    for (const arm of b.arms) {
      const d = arm === b.weaponArm || shielded(b, arm) ? 0.3 : 1;
      // An item carried forward to stay clear of what covers it does not drop back in the
      // crouch, and comes forward as the body leans over it.
      const clear = arm === b.weaponArm && b.carriesUpright;
      // A blade carried upright is held out ahead of the face as the body crouches over it:
      // by the side, the lean brought the face down onto it and it rode up over the chin.
      const guard = arm === b.weaponArm && bladeUp(b);
      const back = clear ? -lean : guard ? -lean - deg(50) * crouch : deg(45) * crouch * d;
      const turn = back - deg(150) * ease(air * 1.6) * (1 - crouch) * d;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
    }
  } else {
    // In the air the legs hang a little apart, knees bent out, their whole length in sight:
    // seen from the front, legs drawn up under the body went behind the tunic (a knight's
    // legs below his armour are a few pixels) and the figure floated with no legs at all.
    splay(b, moves, Math.max(crouch, 0.45 * tuck));
    add(moves, "torso", { dy: Math.round(crouch * b.unit * 2) });
    for (const arm of b.arms) {
      // An arm with a weapon or a shield rises less: what it holds stays by the body.
      const d = shielded(b, arm) ? 0.12 : arm === b.weaponArm ? 0.3 : 1;
      const turn = outward(arm) * (deg(130) * ease(air * 1.6) - deg(20) * crouch) * d;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
    }
  }
  // The cape streams up behind in the air. From the front its hem rides up behind the legs
  // while its collar stays on the shoulders: moved up whole, a cape wider than the body stood
  // around the helmet like a hood.
  if (b.profile) add(moves, "cape", { angle: deg(60) * air });
  else if (b.cape > 0)
    add(moves, "cape", { scaleY: Math.max(0.35, 1 - (b.legLength * 0.5 * tuck) / b.cape) });
  if (air === 0) return { layers: moves, ground: "feet" };
  // In the air the hips rise and the tucked feet come up under them: the feet are not put back
  // on the ground, so the tuck shows as height.
  // Rises as far as the frame allows, and at the top at least a fifth of the height clear of
  // the ground (a robe hides the tuck, so a robed figure needs the whole of it as height).
  return {
    layers: moves,
    ground: "none",
    lift: Math.round(b.height * 0.3 * air),
    clearance: Math.ceil((b.height / 5 + 1) * air),
  };
}

/** The pose of frame t of n for a preset; `variant` (from the seed) picks the leading side. */
export function bipedPose(
  b: Biped,
  preset: Preset,
  t: number,
  n: number,
  variant: 1 | -1,
): RigPose {
  const pose = carryShield(b, presetPose(b, preset, t, n, variant), preset);
  // In profile an arm or what it holds passes behind the face, never across it. (An Idle's
  // breathing arms never reach the face; there the head is left as drawn, so a bow's tip
  // beside the chin does not blink under it.)
  return b.profile && preset !== "Idle" ? { ...pose, faceOver: "head" } : pose;
}

/** How much of a pose's swing the shield arm of a profile follows. */
const SHIELD_ARM_FOLLOWS = 0.3;

/**
 * In profile a shield is carried ahead of the chest and moves whole with its hand, one steady
 * shape: its arm follows a third of the swing the pose gives it, and the shield itself is never
 * turned against the whole figure (the turns of its arm and torso are taken back). Swung with
 * the arm, it showed as a disc, then a kite, then a sliver behind the chest, and dropped out
 * of the walk. In a jump the arm rises as the pose asks, so the shield stays above the knees
 * tucked up before the chest (held low, they hid it); dying, the arm is brought down along
 * the body by the death itself.
 */
function carryShield(b: Biped, pose: RigPose, preset: Preset): RigPose {
  if (!b.profile || b.shields.length === 0) return pose;
  const layers = { ...pose.layers };
  for (const arm of b.shields) {
    const move = layers[arm];
    if (move?.angle && preset !== "Death" && preset !== "Jump") {
      layers[arm] = { ...move, angle: move.angle * SHIELD_ARM_FOLLOWS };
    }
    let above = 0;
    for (let at: string | null = arm; at; at = b.parents.get(at) ?? null) {
      above += layers[at]?.angle ?? 0;
    }
    for (const name of b.shieldLayers.get(arm) ?? []) {
      layers[name] = { ...layers[name], angle: -above };
    }
  }
  return { ...pose, layers };
}

function presetPose(b: Biped, preset: Preset, t: number, n: number, variant: 1 | -1): RigPose {
  const p = t / n;
  switch (preset) {
    case "Idle":
      return idle(b, p);
    case "Walk":
      return carryItem(b, gait(b, p, 0, variant), b.parents);
    case "Run":
      return carryItem(b, gait(b, p, 1, variant), b.parents);
    case "Jump":
      return carryItem(b, jump(b, p), b.parents);
    case "Attack":
      return attack(b, p);
    case "Hurt":
      return carryItem(b, hurt(b, p, variant), b.parents);
    case "Death":
      return death(b, t / Math.max(1, n - 1), variant);
  }
}

export type { Preset as BipedPreset };
