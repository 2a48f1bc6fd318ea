/**
 * The presets of the rigs other than the biped: quadrupeds (a four-beat walk, a trot, a bite led
 * by the head), winged creatures (flaps), serpents (a wave travelling along the segments), the
 * spider (alternating leg groups), blobs (squash and stretch) and hinged props (bob, shake, a
 * lid that opens). Each gives the pose of frame t of n from the layers' names, which the drawers
 * declare; angles are clockwise on screen, and a profile is drawn facing east (west is its
 * mirror), so a forward swing of a leg is a negative angle.
 */
import type { RigKind } from "../../draw";
import type { LayerMove, Prepared, RigPose } from "./compose";

export type CreaturePreset = "Idle" | "Walk" | "Run" | "Jump" | "Attack" | "Hurt" | "Death";

type Moves = Record<string, LayerMove>;

const deg = (d: number) => (d * Math.PI) / 180;
const frac = (x: number) => x - Math.floor(x);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ease = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
const wave = (p: number, cycles = 1, phase = 0) => Math.sin(2 * Math.PI * (cycles * p + phase));

/**
 * Values keyed over the motion (p from 0 to 1), eased between keys; a value missing from a key
 * is 0 there.
 */
function keyed(p: number, keys: readonly (readonly [number, Record<string, number>])[]) {
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a] = keys[i]!;
  const [p1, b] = keys[i + 1]!;
  const s = ease((p - p0) / Math.max(1e-6, p1 - p0));
  const out: Record<string, number> = {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    out[k] = (a[k] ?? 0) + ((b[k] ?? 0) - (a[k] ?? 0)) * s;
  }
  return (k: string) => out[k] ?? 0;
}

/** What a creature's presets need from its layers. */
export interface Creature {
  readonly rig: RigKind;
  readonly names: ReadonlySet<string>;
  /** Height of the figure at rest and a unit of motion that reads at this size. */
  readonly height: number;
  readonly unit: number;
  /** Bottom middle of the figure at rest: the pivot of a tip or a fall. */
  readonly feet: { x: number; y: number };
  /** How far each leg's lowest pixel rises when the leg is turned by an angle about its joint. */
  readonly legRise: ReadonlyMap<string, (angle: number) => number>;
}

const QUADRUPED = [
  "body",
  "head",
  "leg.fore.near",
  "leg.hind.near",
  "leg.fore.far",
  "leg.hind.far",
];

/** The rig's reading of a document, or null when its layers are not the rig's. */
export function readCreature(prep: Prepared): Creature | null {
  const { doc } = prep;
  const names = new Set(doc.layers.map((l) => l.name));
  const needs: Partial<Record<RigKind, readonly string[]>> = {
    quadruped: QUADRUPED,
    winged: ["body"],
    serpent: ["body", "head", "segment.0"],
    insect: ["body", "leg.0.left", "leg.0.right"],
    blob: ["body", "face"],
    hinged: ["base", "lid"],
  };
  const need = needs[doc.rig];
  if (!need?.every((n) => names.has(n))) return null;
  if (doc.rig === "winged" && ![...names].some((n) => n.startsWith("wing."))) return null;
  let top = doc.height;
  let left = doc.width;
  let right = -1;
  for (const layer of doc.layers) {
    if (layer.width === 0) continue;
    top = Math.min(top, layer.y);
    left = Math.min(left, layer.x);
    right = Math.max(right, layer.x + layer.width - 1);
  }
  const height = Math.max(1, prep.groundY - top + 1);
  const legRise = new Map<string, (angle: number) => number>();
  for (const l of doc.layers) {
    if (l.role !== "leg") continue;
    const offsets: [number, number][] = [];
    l.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const x = l.x + (i % l.width) + 0.5 - l.joint.x;
      const y = l.y + Math.floor(i / l.width) + 0.5 - l.joint.y;
      offsets.push([x, y]);
    });
    const lowest = (angle: number) => {
      const s = Math.sin(angle);
      const c = Math.cos(angle);
      let best = Number.NEGATIVE_INFINITY;
      for (const [x, y] of offsets) best = Math.max(best, s * x + c * y);
      return best;
    };
    const rest = lowest(0);
    legRise.set(l.name, (angle) => rest - lowest(angle));
  }
  return {
    rig: doc.rig,
    names,
    legRise,
    height,
    unit: Math.max(1, Math.round(height / 24)),
    feet: { x: (left + right + 1) / 2, y: prep.groundY + 1 },
  };
}

/**
 * A leg's swing over a stride: on the ground for `duty` of it (moving back), then lifted forward.
 * A straight leg turned about its hip would lift its foot; it slides down out of the body by as
 * much, so a planted foot stays on the ground.
 */
function stride(
  q: number,
  duty: number,
  reach: number,
  lift: number,
  rise: (angle: number) => number,
): LayerMove {
  const reaching = (angle: number) => Math.round(rise(angle));
  if (q < duty) {
    const angle = -reach + (2 * reach * q) / duty;
    return { angle, dy: reaching(angle) };
  }
  const s = (q - duty) / (1 - duty);
  const angle = reach - 2 * reach * s;
  return { angle, dy: reaching(angle) - Math.round(lift * Math.sin(Math.PI * s)) };
}

function wings(c: Creature, flap: number): Moves {
  const out: Moves = {};
  for (const name of c.names) {
    if (!name.startsWith("wing.")) continue;
    // Spread sideways (a bat from the front) the two wings turn opposite ways.
    out[name] = { angle: name === "wing.right" ? -flap : flap };
  }
  return out;
}

function quadruped(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const legs = ["leg.fore.near", "leg.hind.near", "leg.fore.far", "leg.hind.far"] as const;
  const fore = (name: string) => name.includes("fore");
  const flap = (amount: number, cycles: number) => wings(c, deg(amount) * wave(p, cycles));
  switch (preset) {
    case "Idle": {
      const breath = Math.round(u * 0.5 * (1 - Math.cos(2 * Math.PI * p)));
      const layers: Moves = {
        body: { dy: breath },
        head: { angle: deg(3) * wave(p), dy: 0 },
        tail: { angle: deg(18) * wave(p) },
        ...flap(15, 1),
      };
      for (const leg of legs) layers[leg] = { dy: -breath };
      return { layers, ground: "feet" };
    }
    case "Walk":
    case "Run": {
      const run = preset === "Run";
      // Walk: four beats, one foot at a time (hind far, fore far, hind near, fore near), three
      // on the ground. Run: a trot, the diagonal pairs together, both pairs off the ground as
      // they change over.
      const phase: Record<(typeof legs)[number], number> = run
        ? { "leg.fore.near": 0, "leg.hind.far": 0, "leg.fore.far": 0.5, "leg.hind.near": 0.5 }
        : { "leg.hind.far": 0, "leg.fore.far": 0.25, "leg.hind.near": 0.5, "leg.fore.near": 0.75 };
      const layers: Moves = {
        head: { angle: deg(run ? 5 : 3) * wave(p, 2) },
        tail: { angle: deg(run ? 14 : 8) * wave(p, run ? 2 : 1) },
        ...flap(run ? 35 : 22, run ? 2 : 1),
      };
      const lift = Math.max(1, Math.round(c.height * (run ? 0.12 : 0.08)));
      for (const leg of legs) {
        const rise = c.legRise.get(leg) ?? (() => 0);
        layers[leg] = stride(
          frac(p + phase[leg]),
          run ? 0.5 : 0.75,
          deg(run ? 30 : 20),
          lift,
          rise,
        );
      }
      const flight = run ? Math.max(0, Math.cos(4 * Math.PI * p)) : 0;
      return { layers, ground: "feet", lift: Math.round(flight * u * 2) };
    }
    case "Attack": {
      // Gather back, then the head leads a lunge: a bite at the end of a short pounce.
      const k = keyed(p, [
        [0, {}],
        [0.35, { dx: -2, crouch: 1, head: -18, fore: 10, hind: -10 }],
        [0.55, { dx: 6, lift: 2, head: 28, fore: -40, hind: 35 }],
        [0.7, { dx: 6, head: 32, fore: -20, hind: 15 }],
        [1, {}],
      ]);
      const layers: Moves = {
        body: { dy: Math.round(k("crouch") * u) },
        head: { angle: deg(k("head")) },
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
        ...flap(30, 2),
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
      const k = keyed(p, [
        [0, {}],
        [0.25, { head: -12, fore: 12, hind: -12, sink: 1 }],
        [0.6, { head: 20, fore: -50, hind: 50, sink: 2 }],
        [1, { head: 30, fore: -75, hind: 75, sink: 2 }],
      ]);
      const layers: Moves = {
        head: { angle: deg(k("head")) },
        tail: { angle: deg(20) * clamp01(p * 2) },
        ...wings(c, deg(-k("head"))),
      };
      for (const leg of legs) layers[leg] = { angle: deg(fore(leg) ? k("fore") : k("hind")) };
      return { layers, ground: p > 0.3 ? "body" : "feet" };
    }
  }
}

function winged(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const flapping = (amount: number, cycles: number, rest = 0) =>
    wings(c, deg(rest + amount * wave(p, cycles)));
  switch (preset) {
    case "Idle":
      return {
        layers: { ...flapping(15, 1, 10), head: { angle: deg(4) * wave(p, 1, 0.25) } },
        ground: "feet",
      };
    case "Walk":
      // Hops from foot to foot with the wings half open.
      return {
        layers: { ...flapping(20, 2, 15), head: { angle: deg(5) * wave(p, 2) } },
        ground: "feet",
        lift: Math.round(Math.abs(wave(p, 2)) * u * 2),
      };
    case "Run":
      // Flies: full wingbeats, off the ground.
      return {
        layers: { ...flapping(40, 2, 10), feet: { angle: deg(30) } },
        ground: "none",
        clearance: Math.ceil(c.height / 6),
        lift: c.height * 0.2 + Math.round(wave(p, 2, 0.25) * u * 2),
      };
    case "Attack": {
      const k = keyed(p, [
        [0, {}],
        [0.35, { wing: 40, head: -15, dx: -1 }],
        [0.6, { wing: -20, head: 30, dx: 3 }],
        [1, {}],
      ]);
      return {
        layers: { ...wings(c, deg(k("wing"))), head: { angle: deg(k("head")) } },
        ground: "feet",
        root: { angle: deg(k("head") * 0.2), pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Jump": {
      const air = p > 0.25 && p < 0.8;
      return {
        layers: { ...flapping(35, 2, 10) },
        ground: air ? "none" : "feet",
        ...(air ? { clearance: Math.ceil(c.height / 5), lift: c.height * 0.35 } : {}),
      };
    }
    case "Hurt": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { tip: -12, dx: -2, wing: 30 }],
        [1, {}],
      ]);
      return {
        layers: wings(c, deg(k("wing"))),
        ground: "feet",
        root: { angle: deg(k("tip")), pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Death": {
      // Tips back over its tail and lies on its back, feet up, wings limp.
      const fall = ease(p / 0.8);
      return {
        layers: { ...wings(c, deg(-25 * fall)), head: { angle: deg(-20 * fall) } },
        ground: "body",
        root: { angle: -deg(160) * fall, pivot: { x: c.feet.x, y: c.feet.y - c.height / 2 } },
        recenter: 1,
      };
    }
  }
}

/**
 * The serpent's raised neck (the root, `body`) turns about where it leaves the ground; the
 * segment next to it turns back by as much, so the body on the ground stays on the ground.
 */
function serpent(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const pose = serpentPose(c, preset, p);
  const neck = pose.layers.body?.angle ?? 0;
  const segments = [...c.names].filter((n) => n.startsWith("segment.")).length;
  const next = `segment.${segments - 1}`;
  if (!neck || !c.names.has(next)) return pose;
  const was = pose.layers[next] ?? {};
  return {
    ...pose,
    layers: { ...pose.layers, [next]: { ...was, angle: (was.angle ?? 0) - neck } },
  };
}

function serpentPose(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const segments = [...c.names].filter((n) => n.startsWith("segment.")).length;
  /** A wave travelling from the head to the tail along the chain of segments. */
  const slither = (amount: number, cycles: number): Moves => {
    const out: Moves = {};
    for (let i = 0; i < segments; i++) {
      out[`segment.${i}`] = { angle: deg(amount) * wave(p, cycles, (segments - i) * 0.22) };
    }
    return out;
  };
  switch (preset) {
    case "Idle":
      return {
        layers: { ...slither(5, 1), head: { angle: deg(6) * wave(p) } },
        ground: "body",
      };
    case "Walk":
    case "Run": {
      const run = preset === "Run";
      return {
        layers: {
          ...slither(run ? 26 : 18, run ? 2 : 1),
          body: { angle: deg(run ? 5 : 3) * wave(p, run ? 2 : 1, 0.1) },
          head: { angle: deg(run ? -6 : -4) * wave(p, run ? 2 : 1, 0.1) },
        },
        ground: "body",
      };
    }
    case "Attack": {
      // Draws the neck back, then strikes forward and down.
      const k = keyed(p, [
        [0, {}],
        [0.35, { neck: -14, head: -12 }],
        [0.55, { neck: 22, head: 18, dx: 2 }],
        [0.7, { neck: 18, head: 12, dx: 2 }],
        [1, {}],
      ]);
      return {
        layers: {
          ...slither(4, 1),
          body: { angle: deg(k("neck")) },
          head: { angle: deg(k("head")) },
        },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Jump": {
      const air = p > 0.25 && p < 0.8;
      return {
        layers: slither(air ? 14 : 8, 1),
        ground: air ? "none" : "body",
        ...(air ? { clearance: Math.ceil(c.height / 5), lift: c.height * 0.35 } : {}),
      };
    }
    case "Hurt": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { neck: -15, dx: -2 }],
        [1, {}],
      ]);
      return {
        layers: { ...slither(10 * clamp01(1 - p), 2), body: { angle: deg(k("neck")) } },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Death": {
      // The raised neck falls forward and the body lies flat along the ground.
      const fall = ease(p / 0.8);
      return {
        layers: {
          ...slither(8 * (1 - fall), 1),
          body: { angle: deg(70) * fall },
          head: { angle: deg(20) * fall },
        },
        ground: "body",
      };
    }
  }
}

function insect(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const legs = [...c.names].filter((n) => n.startsWith("leg."));
  const sideOf = (name: string) => (name.endsWith(".left") ? 1 : -1);
  const indexOf = (name: string) => Number(name.split(".")[1]);
  /** Two alternating groups of legs, each lifted (turned up at the body) in its half. */
  const gait = (amount: number, cycles: number): Moves => {
    const out: Moves = {};
    for (const leg of legs) {
      const group = (indexOf(leg) + (sideOf(leg) > 0 ? 0 : 1)) % 2;
      const up = Math.max(0, wave(p, cycles, group * 0.5));
      out[leg] = { angle: sideOf(leg) * deg(amount) * up };
    }
    return out;
  };
  const all = (angle: number, front?: number): Moves => {
    const out: Moves = {};
    for (const leg of legs) {
      const a = indexOf(leg) === 0 && front !== undefined ? front : angle;
      out[leg] = { angle: sideOf(leg) * deg(a) };
    }
    return out;
  };
  switch (preset) {
    case "Idle":
      return {
        layers: { ...gait(4, 1), body: { dy: Math.round((1 - Math.cos(2 * Math.PI * p)) * 0.5) } },
        ground: "feet",
      };
    case "Walk":
    case "Run": {
      const run = preset === "Run";
      return {
        layers: gait(run ? 32 : 24, run ? 2 : 1),
        ground: "feet",
        lift: run ? Math.round(Math.abs(wave(p, 2)) * u) : 0,
      };
    }
    case "Attack": {
      // Rears up with the front legs raised, then strikes down.
      const k = keyed(p, [
        [0, {}],
        [0.4, { rear: -4, front: 80, rest: 8 }],
        [0.6, { rear: 1, front: -10, rest: -5 }],
        [1, {}],
      ]);
      return {
        layers: { ...all(k("rest"), k("front")), body: { dy: Math.round(k("rear") * u) } },
        ground: "feet",
      };
    }
    case "Jump": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { crouch: -15 }],
        [0.45, { crouch: 25, air: 1 }],
        [0.7, { crouch: 20, air: 1 }],
        [0.85, { crouch: -15 }],
        [1, {}],
      ]);
      const air = k("air") > 0.5;
      return {
        layers: all(k("crouch")),
        ground: air ? "none" : "feet",
        ...(air ? { clearance: Math.ceil(c.height / 5), lift: c.height * 0.35 } : {}),
      };
    }
    case "Hurt": {
      const shake = Math.round(wave(p, 3) * u * (1 - p) * 2);
      return {
        layers: all(12 * (1 - p)),
        ground: "feet",
        root: { angle: 0, pivot: c.feet, dx: shake },
      };
    }
    case "Death":
      // The legs curl in over the body and it settles.
      return { layers: all(70 * ease(p / 0.8)), ground: "body" };
  }
}

function blob(c: Creature, preset: CreaturePreset, p: number, prep: Prepared): RigPose {
  const u = c.unit;
  const face = prep.byName.get("face");
  const body = prep.byName.get("body")!;
  // The face rides on the body: where its middle goes when the body is scaled about its joint.
  const faceY = face?.height ? face.y + face.height / 2 : body.joint.y;
  const squash = (sx: number, sy: number, dx = 0): Moves => ({
    body: { scaleX: sx, scaleY: sy, dx },
    face: { dy: Math.round((faceY - body.joint.y) * (sy - 1)) },
  });
  switch (preset) {
    case "Idle": {
      const s = 0.05 * wave(p);
      return { layers: squash(1 + s, 1 - s), ground: "body" };
    }
    case "Walk":
    case "Run": {
      // Hops: squash on the ground, stretch up and off it.
      const run = preset === "Run";
      const h = wave(p, run ? 2 : 1);
      const up = Math.max(0, h);
      const s = run ? 0.2 : 0.12;
      return {
        layers: squash(1 - s * h, 1 + s * h),
        ground: "body",
        lift: Math.round(up * u * (run ? 4 : 2)),
      };
    }
    case "Jump": {
      // Anticipation squash, stretch at take-off, round at the top, stretch falling, landing
      // squash.
      const k = keyed(p, [
        [0, { sx: 1, sy: 1 }],
        [0.2, { sx: 1.25, sy: 0.72 }],
        [0.35, { sx: 0.82, sy: 1.25, air: 1 }],
        [0.5, { sx: 0.95, sy: 1.08, air: 1 }],
        [0.68, { sx: 0.85, sy: 1.2, air: 1 }],
        [0.82, { sx: 1.3, sy: 0.7 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      const air = k("air") > 0.5;
      const height = Math.sin(Math.PI * clamp01((p - 0.25) / 0.55));
      return {
        layers: squash(k("sx"), k("sy")),
        ground: air ? "none" : "body",
        ...(air
          ? { clearance: Math.ceil(c.height / 5) * height, lift: c.height * 0.6 * height }
          : {}),
      };
    }
    case "Attack": {
      const k = keyed(p, [
        [0, { sx: 1, sy: 1 }],
        [0.35, { sx: 0.85, sy: 1.15, dx: -2 }],
        [0.55, { sx: 1.3, sy: 0.8, dx: 4 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      return { layers: squash(k("sx"), k("sy"), Math.round(k("dx") * u)), ground: "body" };
    }
    case "Hurt": {
      const k = keyed(p, [
        [0, { sx: 1, sy: 1 }],
        [0.2, { sx: 1.2, sy: 0.8 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      const shake = Math.round(wave(p, 3) * u * (1 - p) * 2);
      return { layers: squash(k("sx"), k("sy"), shake), ground: "body" };
    }
    case "Death": {
      // Melts into a puddle.
      const m = ease(p / 0.85);
      return { layers: squash(1 + 0.45 * m, 1 - 0.6 * m), ground: "body" };
    }
  }
}

function hinged(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  switch (preset) {
    case "Idle":
      // The lid opens (the chest's loop: a treasure chest shows what it holds) and closes.
      return { layers: { lid: { angle: -deg(40) * Math.sin(Math.PI * p) } }, ground: "body" };
    case "Walk":
    case "Run": {
      // Hops along, the lid clapping as it lands.
      const run = preset === "Run";
      const h = Math.abs(wave(p, run ? 2 : 1, 0));
      return {
        layers: { lid: { angle: -deg(run ? 14 : 8) * h } },
        ground: "body",
        lift: Math.round(h * u * (run ? 3 : 2)),
        root: { angle: deg(run ? 4 : 3) * wave(p, run ? 2 : 1, 0.25), pivot: c.feet },
      };
    }
    case "Attack": {
      // Snaps open wide and lunges shut, like a mimic.
      const k = keyed(p, [
        [0, {}],
        [0.35, { lid: 55, dx: -1 }],
        [0.55, { lid: 5, dx: 3 }],
        [1, {}],
      ]);
      return {
        layers: { lid: { angle: -deg(k("lid")) } },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Jump": {
      const air = p > 0.25 && p < 0.8;
      return {
        layers: { lid: { angle: -deg(air ? 25 : 0) } },
        ground: air ? "none" : "body",
        ...(air ? { clearance: Math.ceil(c.height / 5), lift: c.height * 0.4 } : {}),
      };
    }
    case "Hurt": {
      const shake = Math.round(wave(p, 3) * u * (1 - p) * 2);
      return {
        layers: { lid: { angle: -deg(10) * (1 - p) } },
        ground: "body",
        root: { angle: deg(5) * wave(p, 3) * (1 - p), pivot: c.feet, dx: shake },
      };
    }
    case "Death": {
      // Shakes, then the lid falls open for good.
      const shake = p < 0.4 ? Math.round(wave(p, 4) * u) : 0;
      return {
        layers: { lid: { angle: -deg(70) * ease((p - 0.3) / 0.5) } },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: shake },
      };
    }
  }
}

export function creaturePose(
  c: Creature,
  prep: Prepared,
  preset: CreaturePreset,
  t: number,
  n: number,
): RigPose {
  const p = preset === "Death" ? t / Math.max(1, n - 1) : t / n;
  switch (c.rig) {
    case "quadruped":
      return quadruped(c, preset, p);
    case "winged":
      return winged(c, preset, p);
    case "serpent":
      return serpent(c, preset, p);
    case "insect":
      return insect(c, preset, p);
    case "blob":
      return blob(c, preset, p, prep);
    default:
      return hinged(c, preset, p);
  }
}

/** Small moves that make a frame differ from the one before when the motion alone does not. */
export function creatureNudges(c: Creature): ((pose: RigPose) => RigPose)[] {
  const names = ["head", "tail", "face", "lid", "segment.0", "wing.near", "leg.0.left", "body"];
  return names
    .filter((n) => c.names.has(n))
    .map((name) => (pose: RigPose) => {
      const was = pose.layers[name] ?? {};
      return {
        ...pose,
        layers: {
          ...pose.layers,
          [name]: { ...was, dy: (was.dy ?? 0) + (name === "lid" ? -1 : 1) },
        },
      };
    });
}
