/**
 * A biped's gestures of the arms and legs: a wave by the hand that holds nothing (never the
 * shield's), a spell cast with a thrust, a raise, a cheer with both arms up, a hand to the chin
 * while pondering, a kick.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { Biped } from "./biped";
import { type Gesture, readGestures } from "./gestures";
import type { RigPose } from "./rig-pose";
import {
  doingArm,
  emptyHand,
  limbOnSide,
  raiseArm,
  raiseSign,
  restReach,
  UPRIGHT_WAVE,
} from "./custom-arms";
import { add, type BipedGesture, type GestureFrame, type GestureManner } from "./custom-moves";
import { castArc, clamp01, deg, swing } from "./custom-timing";
import { hangAtHip, sheathedBy } from "./sheathe";

/**
 * The arm that waves: the one on the side the sentence names, else the hand that holds
 * nothing (in profile the near one, else a far one raised ahead of the body: see `farWave`),
 * else the weapon hand (never the shield's hand unless asked).
 */
export function wavingArm(doc: LayeredSprite, b: Biped, how: GestureManner): string | null {
  const sided = how.side ? limbOnSide(doc, b, how.side, "arm") : null;
  return sided ?? emptyHand(doc, b) ?? b.weaponArm;
}

/** What a custom motion's front wave sheathes to free its hand (see `sheathedBy`), if anything. */
export function waveSheathes(doc: LayeredSprite, b: Biped, sentence: string): SpriteLayer | null {
  const r = readGestures(sentence);
  if (!r.gestures.includes("wave")) return null;
  const how: GestureManner = {
    k: r.intensity,
    tempo: r.tempo,
    aloft: false,
    side: r.side?.side ?? null,
  };
  return sheathedBy(doc, b, wavingArm(doc, b, how));
}

/**
 * From the front an empty hand is raised this many degrees from hanging and swung side to side
 * by `FRONT_WAVE_REACH` either way: out and up, clear of the head. Swung to 156 degrees the arm
 * stood upright against the head and merged with a helmet's outline (or covered a quiver); down
 * to 100 it was nearly level and read as pointing.
 */
const FRONT_WAVE_RAISE = 125;
const FRONT_WAVE_REACH = 20;

function wavePose(f: GestureFrame): RigPose | undefined {
  const { doc, b, t, n, how, moves, up } = f;
  const { k, tempo } = f.how;
  const arm = wavingArm(doc, b, how);
  if (!arm) return undefined;
  const holding = b.item && b.item.parent === arm ? b.item : null;
  const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0 && l.parent === arm);
  const sway = swing(t, n, tempo) * up;
  if (b.profile) {
    profileWave(f, arm, holding, holding !== null || shield !== undefined, sway);
    return undefined;
  }
  // Both hands full (a sword and a shield): the sword is sheathed at the hip and the empty
  // hand waves as a free one does.
  const sheathed = sheathedBy(doc, b, arm);
  if ((holding !== null || shield !== undefined) && !sheathed) {
    fullFrontWave(f, arm, holding, sway);
    return undefined;
  }
  // From the front an empty hand is raised above the shoulder and swung side to side.
  raiseArm(b, moves, arm, deg(FRONT_WAVE_RAISE + (how.aloft ? 20 : 0)) * up, false);
  add(moves, arm, { angle: raiseSign(b, arm) * deg(FRONT_WAVE_REACH * Math.min(k, 1.2)) * sway });
  if (sheathed) hangAtHip(doc, moves, arm, sheathed);
  return undefined;
}

/**
 * From the front a hand that holds something (a knight with both hands full waves the weapon
 * hand) waves with it. A blade hung point down from a raised hand reads as brandished, and one
 * swung upright by the head crosses the face: the sword is lifted clear, high and out to the
 * side, leaning away from the head, and the arm sways about that height. (Let go of and left at
 * the hip, the sword floated there with no hand on it.) A staff or a spear stays upright and
 * sways like a flag; a shield arm (asked for by its side) lifts less high, so the shield stays
 * off the face.
 */
function fullFrontWave(
  f: GestureFrame,
  arm: string,
  holding: Biped["item"] | null,
  sway: number,
): void {
  const { b, how, moves, up } = f;
  const liftedBlade = holding !== null && !UPRIGHT_WAVE.has(holding.kind ?? "");
  const raise = liftedBlade ? 128 : 112;
  raiseArm(b, moves, arm, deg(raise + (how.aloft ? 20 : 0)) * up, holding !== null);
  const reach = liftedBlade ? 12 : 18;
  const side = raiseSign(b, arm) * deg(reach * Math.min(how.k, 1.2)) * sway;
  add(moves, arm, { angle: side });
  // The blade leans out from upright, away from the head, whatever the sway.
  if (liftedBlade && holding)
    add(moves, holding.name, { angle: -raiseSign(b, arm) * deg(20) * up - side });
}

/**
 * A wave in profile. The face is the front of the head: a hand raised above the shoulder there
 * passes in front of it, and what it holds with it. A full hand is held out ahead at chest
 * height, what it holds tipped forward ahead of the face and wagging like a flag; an empty hand
 * comes up in front of the face.
 */
function profileWave(
  f: GestureFrame,
  arm: string,
  holding: Biped["item"] | null,
  full: boolean,
  sway: number,
): void {
  const { b, how, moves, up } = f;
  if (arm === "arm.far" && !full) {
    farWave(f, arm);
    return;
  }
  const raise = full ? 65 : 125;
  raiseArm(b, moves, arm, deg(raise + (how.aloft ? 20 : 0)) * up, holding !== null);
  const reach = full ? 10 : 28;
  add(moves, arm, { angle: raiseSign(b, arm) * deg(reach * Math.min(f.how.k, 1.2)) * sway });
  if (full && holding) add(moves, holding.name, { angle: deg(22) * up + deg(14) * sway });
}

/**
 * Degrees from hanging a free far arm is raised in profile: forward and up, the hand well above
 * the shoulder ahead of the face, rocking up and down by `FAR_WAVE_REACH` (rocked down to 115 to
 * 130 degrees, nearly level, the arm read as pointing; past about 165 the hand goes behind a
 * hat's brim).
 */
const FAR_WAVE_RAISE = 150;
const FAR_WAVE_REACH = 12;

/**
 * In profile a far arm is drawn behind the body, the head and what the near hand holds before
 * them (a staff, a beard): raised from where it hangs, its hand stays behind them, or shows only
 * behind the head, waving away from where the figure faces (read as a hat brim or a stub). So
 * the far shoulder comes forward until the sleeve clears the front of everything drawn over it
 * at the shoulder's row, and the arm rises from there ahead of the face: the hand and forearm
 * show in the open, what the near hand holds stays still in it, and a walk's swing of the near
 * arm goes on.
 */
function farWave(f: GestureFrame, arm: string): void {
  const { doc, t, n, how, moves, up } = f;
  const layer = doc.layers.find((l) => l.name === arm);
  if (!layer) return;
  const ahead = Math.max(0, frontOver(doc, layer) + 2 - layer.joint.x);
  const rock = FAR_WAVE_REACH * Math.min(how.k, 1.2) * swing(t, n, how.tempo);
  add(moves, arm, {
    angle: -deg(FAR_WAVE_RAISE + (how.aloft ? 10 : 0) + rock) * up,
    dx: Math.round(ahead * up),
  });
}

/**
 * The furthest column (toward the facing, +x in the drawing) inked by the layers drawn over
 * `layer`, on the row of its joint; -1 when none is.
 */
function frontOver(doc: LayeredSprite, layer: SpriteLayer): number {
  const row = Math.round(layer.joint.y);
  let front = -1;
  for (const over of doc.layers.slice(doc.layers.indexOf(layer) + 1)) {
    if (over.width === 0 || row < over.y || row >= over.y + over.height) continue;
    for (let x = over.width - 1; x >= 0; x--) {
      if (over.ink[(row - over.y) * over.width + x]! < 0) continue;
      front = Math.max(front, over.x + x);
      break;
    }
  }
  return front;
}

function castPose(f: GestureFrame): RigPose | undefined {
  const { doc, b, p, moves, up } = f;
  const { k, tempo } = f.how;
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
  const shielded = doc.layers.some((l) => l.role === "shield" && l.width > 0 && l.parent === other);
  if (other && other !== b.weaponArm && !shielded)
    raiseArm(b, moves, other, deg(80) * thrust, false);
  add(moves, "head", { angle: b.profile ? -deg(6) * up : 0 });
  if (!b.profile) return undefined;
  // The body leans into the thrust.
  add(moves, "torso", { angle: -deg(5) * Math.max(0, thrust - 1) * 6 });
  // In profile the raised sleeve passes behind the face and beard, which are drawn over it
  // whole: drawn over them, the sleeve crossed the face and cut the beard's end off below it
  // as a pale smear on the chest; what the sleeve hid of the beard while it hangs near where
  // it was drawn stays hidden (`keepHidden`). The head looks up by whole pixels, its hat's
  // tip kept one line (RotSprite smeared it).
  add(moves, "head", { turnWhole: true, keepHidden: true });
  return { layers: moves, ground: "feet", faceOver: "head" };
}

function raisePose(f: GestureFrame): RigPose | undefined {
  const { b, moves, up } = f;
  // In profile the near hand lifts what it holds before the face, as a cheer's fist goes up
  // but held there: turned 180 degrees from hanging on top of the bend the drawing gives a
  // staff arm, the arm went up and back, hidden behind the head, and the staff stood behind
  // the hat on the far side.
  if (b.profile) return profileLift(f, PROFILE_RAISE_REACH);
  const arm = doingArm(b);
  // From the front what the hand holds leans a little out, away from the head, so a
  // crossguard stays off the helmet and the eyes.
  raiseArm(b, moves, arm, deg(165) * up, true);
  if (!b.profile && arm && b.item?.parent === arm)
    add(moves, b.item.name, { angle: -raiseSign(b, arm) * deg(15) * up });
  return undefined;
}

/**
 * A cheer in profile: the near fist thrust up before the face with the shoulder brought
 * forward, a staff or a blade upright above the hat, pumped up and down with the hops (swung
 * back behind the head it read as a wind-up; thrust up across the face, the sleeve hid the
 * eye). The sleeve passes behind the face and beard, which stay whole. The far arm, hidden
 * behind the body and the head whatever it does, hangs. Reach: degrees from hanging straight
 * down to where the cheering arm points.
 */
const PROFILE_CHEER_REACH = 140;
/** Pixels (at 64 px) the cheering shoulder comes forward, so the fist clears the face. */
const PROFILE_CHEER_FORWARD = 4;
const PROFILE_CHEER_PUMP = 25;

/**
 * Degrees from hanging straight down to where a profile raise holds the near arm: lower than a
 * cheer's, so the forearm shows ahead of the beard (at 140 it went behind the beard to the fist)
 * while the staff's foot still leaves the ground and its head stands above the hat.
 */
const PROFILE_RAISE_REACH = 115;

function profileCheer(f: GestureFrame): RigPose {
  return profileLift(f, PROFILE_CHEER_REACH - PROFILE_CHEER_PUMP * (1 - f.pulse));
}

/**
 * The near arm raised to `reach` degrees from hanging, before the face with the shoulder
 * forward, what it holds kept upright; the face and beard drawn over the sleeve.
 */
function profileLift(f: GestureFrame, reach: number): RigPose {
  const { doc, b, moves, up } = f;
  const arm = doingArm(b);
  // Raised from where it is drawn to the reach, so every drawing's fist ends as high.
  const rest = restReach(doc, b, arm);
  const raise = Math.max(0, deg(reach) - rest);
  raiseArm(b, moves, arm, raise * up, true);
  add(moves, arm, { dx: Math.round(b.unit * PROFILE_CHEER_FORWARD * up) });
  return { layers: moves, ground: "feet", faceOver: "head" };
}

function cheerPose(f: GestureFrame): RigPose | undefined {
  const { doc, b, moves, up, pulse } = f;
  const { k } = f.how;
  const hop = pulse * up;
  const lift = Math.round(hop * Math.max(2, b.height * 0.08 * k));
  if (b.profile) return { ...profileCheer(f), lift };
  // Both hands go up above the head and pump with the hops. A shield arm only lifts out to its
  // side (raised, the shield covered half the face), and what a raised hand holds leans out,
  // away from the head, so its hilt or string stays clear of the face.
  const shieldArm = doc.layers.find((l) => l.role === "shield" && l.width > 0)?.parent;
  for (const arm of b.arms) {
    if (arm === shieldArm) {
      const turn = raiseSign(b, arm) * deg(45 + 15 * pulse) * up;
      add(moves, arm, { angle: turn });
      // The shield is carried upright, its emblem square to the viewer.
      for (const shield of b.shieldLayers.get(arm) ?? []) add(moves, shield, { angle: -turn });
      continue;
    }
    const [high, pump] = b.item?.parent === arm ? [142, 12] : [155, 15];
    raiseArm(b, moves, arm, deg(high - pump * (1 - pulse)) * up, true);
    if (b.item && b.item.parent === arm)
      add(moves, b.item.name, { angle: -raiseSign(b, arm) * deg(25) * up });
  }
  return { layers: moves, ground: "feet", lift };
}

/** Degrees forward of hanging down a pondering hand reaches in profile: the chin. */
const PONDER_REACH = 108;

function ponderPose(f: GestureFrame): RigPose | undefined {
  const { doc, b, moves, up, pulse } = f;
  const { k } = f.how;
  // A hand comes up to the chin: in profile the arm swings forward and up in front of the
  // face; from the front it folds across the chest, what it holds kept upright beside the
  // head rather than laid across the face. The head tips aside and back, thinking.
  // From the front a figure with both hands full keeps them as they hold (the head's tip and
  // the thought dots carry the thinking): the sword hand brought up jammed the hilt under the
  // chin and hid the blade, and the shield hand's shield covered the face. In profile a free
  // far hand would rise behind the head, unseen: the near hand comes to the chin instead, what
  // it holds kept upright.
  const empty = emptyHand(doc, b);
  const arm = b.profile
    ? ((empty === "arm.far" && b.weaponArm ? b.weaponArm : empty) ?? b.weaponArm)
    : empty;
  if (b.profile)
    raiseArm(b, moves, arm, Math.max(0, deg(PONDER_REACH) - restReach(doc, b, arm)) * up, true);
  else if (arm) {
    // From the front the hand comes up toward the viewer: the arm turns up and in toward the
    // chin and is foreshortened to about half its length, so the hand lands under the chin
    // rather than across the face. What hangs from the hand (a grip, a sword) is drawn in by
    // the same share, and a held blade hangs point down along the chest, lowered, clear of
    // the face.
    const turn = -raiseSign(b, arm) * deg(120) * up;
    const short = 1 - 0.48 * up;
    add(moves, arm, { angle: turn });
    moves[arm] = { ...moves[arm], scaleY: short };
    const layer = doc.layers.find((l) => l.name === arm);
    for (const child of doc.layers) {
      if (child.parent !== arm || child.width === 0 || !layer) continue;
      const along = (1 - short) * (child.joint.y - layer.joint.y);
      add(moves, child.name, { dy: -Math.round(along) });
      if (b.item && child.name === b.item.name)
        add(moves, child.name, { angle: deg(180) * up - turn });
    }
  }
  // From the front a small tip: turned further a helmet's rim breaks into steps. With no hand
  // at the chin the head tips a little further, as the one sign of thought besides the dots.
  const front = arm ? 6 + 2 * k : 8 + 2 * k;
  const tip = (b.profile ? -deg(10 + 5 * k) : deg(front)) * up;
  add(moves, "head", { angle: tip * (0.6 + 0.4 * pulse) });
  return undefined;
}

function kickPose(f: GestureFrame): RigPose | undefined {
  const { doc, b, p, how, moves } = f;
  const { k, tempo } = f.how;
  // Under a robe only the boot shows. In profile the robe parts for the kick: its hem swings
  // forward and flares after the boot, so the boot kicks out from under the cloth, clear and
  // high enough to read at 1x, and never hangs in the air apart from it. From the front the
  // boot only pokes out from the hem (a boot in the air beside a robe reads as torn off).
  const span = tempo === "quick" ? 0.4 : tempo === "slow" ? 0.75 : 0.6;
  const robeShare = b.robed ? (b.profile ? 0.95 : 0.3) : 1;
  const kick = Math.sin(Math.PI * clamp01((p - 0.15) / span)) * robeShare;
  const leg = (how.side ? limbOnSide(doc, b, how.side, "leg") : null) ?? b.legs[1];
  if (b.profile) {
    add(moves, `${leg}.upper`, { angle: -deg(75 * k) * kick });
    add(moves, `${leg}.lower`, { angle: deg(30) * (1 - kick) * kick });
    add(moves, "torso", { angle: -deg(8) * kick });
    if (b.robed) {
      const flare = Math.round(b.unit * 7 * kick);
      moves.torso = {
        ...moves.torso,
        hem: { sweep: Math.round(flare * 0.7), front: flare, back: 0, lift: flare },
      };
    }
  } else {
    add(moves, `${leg}.upper`, { angle: -deg(40 * k) * kick });
    add(moves, `${leg}.lower`, { angle: -deg(20) * kick });
  }
  return undefined;
}

export const ARM_GESTURES: Partial<Record<Gesture, BipedGesture>> = {
  wave: wavePose,
  cast: castPose,
  raise: raisePose,
  cheer: cheerPose,
  ponder: ponderPose,
  kick: kickPose,
};
