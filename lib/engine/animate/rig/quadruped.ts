/** The quadruped rig in profile: a four-beat walk, a gallop, a pounce led by the head, a fall on its side. */
import type { LayerMove, RigPose } from "./rig-pose";
import {
  type Creature,
  type CreaturePreset,
  deg,
  frac,
  keyed,
  legSwing,
  type Moves,
  shinOf,
  wave,
  wings,
} from "./creature-kit";
import { quadrupedFacing } from "./quadruped-facing";
import { gallop } from "./quadruped-gallop";

/**
 * A leg's swing over a stride: on the ground for `duty` of it (moving back), then lifted forward.
 * A straight leg turned about its hip would lift its foot; it slides down out of the body by as
 * much, so a planted foot stays on the ground. Lifted, the leg bends at the knee (the part below
 * it folds back by up to `bend`), so the paw clears the ground tucked under it rather than the
 * leg swinging out stiff; a leg drawn without a knee folds by being drawn shorter instead.
 * `sink` is how far the body dropped: a planted leg takes it back.
 */
function stride(
  q: number,
  duty: number,
  reach: number,
  lift: number,
  bend: number,
  sink: number,
  rise: (angle: number, bend?: number) => number,
  kneed: boolean,
): { leg: LayerMove; shin: LayerMove } {
  const reaching = (angle: number) => Math.round(rise(angle));
  if (q < duty) {
    const angle = -reach + (2 * reach * q) / duty;
    return { leg: { angle, dy: reaching(angle) - sink }, shin: {} };
  }
  const s = (q - duty) / (1 - duty);
  const angle = reach - 2 * reach * s;
  const up = Math.sin(Math.PI * s);
  if (!kneed) {
    return {
      leg: { angle, dy: reaching(angle) - sink - Math.round(lift * up), scaleY: 1 - 0.25 * up },
      shin: {},
    };
  }
  // A paw that points forward swings its toe down as the shin folds back: the leg is raised by
  // as much, so the folded foot is never lower than the straight one would be.
  const fold = bend * up;
  const toeDown = Math.max(0, rise(angle) - rise(angle, fold));
  return {
    leg: { angle, dy: reaching(angle) - Math.round(toeDown) - sink - Math.round(lift * up) },
    shin: { angle: fold },
  };
}

/** The legs seen in profile, each hung from the body at its hip. */
const PROFILE_LEGS = ["leg.fore.near", "leg.hind.near", "leg.fore.far", "leg.hind.far"] as const;

export function quadruped(c: Creature, preset: CreaturePreset, p: number): RigPose {
  // Seen head-on or from behind the legs are named by the viewer's side: a rig of their own.
  if (!c.names.has("leg.fore.near")) return quadrupedFacing(c, preset, p);
  // However a leg swings, its top stays inside the body. A winged beast's near wing stands
  // over its shoulders, drawn after the head: swung forward (a flap, a fall) it would cover the
  // head and horns, so the head is drawn over it (at rest nothing of the two overlaps).
  const winged = [...c.names].some((n) => n.startsWith("wing."));
  return { ...profile(c, preset, p), tucked: PROFILE_LEGS, ...(winged ? { onTop: ["head"] } : {}) };
}

function profile(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const legs = PROFILE_LEGS;
  const fore = (name: string) => name.includes("fore");
  // A four-legged body's wings stand over its shoulders: swung forward of where they were
  // drawn they reach over the neck, and the head and the wing run together. They beat and stir
  // backward from there, `cycles` times over the motion.
  const sweep = (amount: number, cycles = 1) =>
    wings(c, -deg(amount) * 0.5 * (1 - Math.cos(2 * Math.PI * cycles * p)));
  switch (preset) {
    case "Idle": {
      const breath = Math.round(u * 0.5 * (1 - Math.cos(2 * Math.PI * p)));
      const layers: Moves = {
        body: { dy: breath },
        head: { angle: deg(3) * wave(p), dy: 0 },
        tail: { angle: deg(18) * wave(p) },
        ...sweep(15),
      };
      for (const leg of legs) layers[leg] = { dy: -breath };
      return { layers, ground: "feet" };
    }
    case "Run":
      return gallop(c, p);
    case "Walk": {
      // Four beats, one foot at a time (hind far, fore far, hind near, fore near), three on the
      // ground.
      const phase: Record<(typeof legs)[number], number> = {
        "leg.hind.far": 0,
        "leg.fore.far": 0.25,
        "leg.hind.near": 0.5,
        "leg.fore.near": 0.75,
      };
      // The spine bobs twice a stride, lowest as a foot takes the weight; the head nods with the
      // fore feet and the tail follows the body a little late.
      const sink = Math.round(u * (1 - Math.abs(wave(p, 2, 0.25))));
      const layers: Moves = {
        body: { dy: sink },
        head: { angle: deg(5) * wave(p, 2, 0.05) },
        tail: { angle: deg(10) * wave(p, 1, -0.15) },
        // Walking, the wings stay folded and only stir: flapped wide, the far wing swings out
        // from behind the near one as a dark shape on the back.
        ...sweep(12),
      };
      const lift = Math.max(2, Math.round(c.height * 0.04));
      // Stubby legs take shorter steps and fold less, so a lifted thigh stays inside the body.
      const swing = Math.max(0.7, legSwing(c));
      for (const leg of legs) {
        const rise = c.legRise.get(leg) ?? (() => 0);
        const kneed = c.names.has(shinOf(leg));
        const step = stride(
          frac(p + phase[leg]),
          0.75,
          deg(24) * swing,
          lift,
          deg(fore(leg) ? 65 : 55) * swing,
          sink,
          rise,
          kneed,
        );
        layers[leg] = step.leg;
        if (kneed) layers[shinOf(leg)] = step.shin;
      }
      return { layers, ground: "feet" };
    }
    case "Attack": {
      // Gather back, then the head leads a lunge: a bite at the end of a short pounce.
      const k = keyed(p, [
        [0, {}],
        [0.35, { dx: -2, crouch: 1, head: -18, fore: 10, hind: -10, jaw: 0.6 }],
        [0.55, { dx: 6, lift: 2, head: 24, reach: 4, fore: -40, hind: 35, jaw: 1 }],
        [0.7, { dx: 6, head: 26, reach: 2, fore: -20, hind: 15, jaw: 0.3 }],
        [1, {}],
      ]);
      const layers: Moves = {
        body: { dy: Math.round(k("crouch") * u) },
        // The neck stretches: the head snaps out ahead of the body.
        head: { angle: deg(k("head")), dx: Math.round(k("reach") * u) },
        tail: { angle: deg(k("head") * 0.5) },
        ...wings(c, deg(k("head"))),
      };
      for (const leg of legs) {
        layers[leg] = {
          angle: deg(fore(leg) ? k("fore") : k("hind")),
          dy: -Math.round(k("crouch") * u),
        };
      }
      return {
        layers,
        ground: "feet",
        lift: Math.round(k("lift") * u),
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
        // The jaws part as the head gathers and gape at the bite: a few pixels at the tip.
        mouth: { layer: "head", open: Math.round(k("jaw") * Math.max(4, 3 * u)) },
      };
    }
    case "Jump": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { crouch: 2, head: 10 }],
        [0.4, { air: 1, fore: -40, hind: 40, head: -12 }],
        [0.6, { air: 1, fore: -25, hind: 25, head: -5 }],
        [0.8, { crouch: 2, head: 8 }],
        [1, {}],
      ]);
      const layers: Moves = {
        body: { dy: Math.round(k("crouch") * u) },
        head: { angle: deg(k("head")) },
        tail: { angle: deg(k("fore") * 0.6) },
        ...sweep(35, 2),
      };
      for (const leg of legs) {
        layers[leg] = {
          angle: deg(fore(leg) ? k("fore") : k("hind")),
          dy: -Math.round(k("crouch") * u),
        };
      }
      const air = k("air") > 0.5;
      return air
        ? { layers, ground: "none", clearance: Math.ceil(c.height / 5), lift: c.height * 0.4 }
        : { layers, ground: "feet" };
    }
    case "Hurt": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { tip: -12, dx: -3, head: -20 }],
        [0.6, { tip: -3, dx: -1, head: -5 }],
        [1, {}],
      ]);
      return {
        layers: { head: { angle: deg(k("head")) }, tail: { angle: deg(-k("head")) } },
        ground: "feet",
        root: { angle: deg(k("tip")), pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Death": {
      // Staggers, the legs give, and it falls on its side: lying along the ground with its
      // legs stretched out stiff and its head laid down.
      // The knees buckle first (the shins fold under), the head is thrown up, and last it
      // drops to the ground with the tail laid limp along it.
      const k = keyed(p, [
        [0, {}],
        [0.2, { head: -12, fore: 10, hind: -10, knee: 90, tail: 10 }],
        [0.45, { head: -18, hold: 1, fore: -40, hind: 40, knee: 60, tail: -5 }],
        [0.7, { head: -22, hold: 2, fore: -70, hind: 70, knee: 25, tail: -25 }],
        [1, { head: 35, fore: -75, hind: 75, knee: 15, tail: -50 }],
      ]);
      // Stubby hind legs kicked straight back would pile onto the tail's root, and a thick tail
      // swung down as far as a slender one goes into the ground: both go less far.
      const stubby = legSwing(c);
      const layers: Moves = {
        // The head is held up on the neck as the body goes down, and laid down last.
        head: { angle: deg(k("head")), dy: -Math.round(k("hold") * u) },
        tail: { angle: deg(k("tail") * stubby) },
        // Struck, the wings are flung back (never forward over the neck), then fold down.
        ...wings(c, -deg(Math.abs(k("head")))),
      };
      for (const leg of legs) {
        const hind = k("hind") * Math.max(0.6, stubby);
        layers[leg] = { angle: deg(fore(leg) ? k("fore") : hind) };
        if (c.names.has(shinOf(leg))) layers[shinOf(leg)] = { angle: deg(k("knee")) };
      }
      return { layers, ground: p > 0.15 ? "body" : "feet" };
    }
  }
}
