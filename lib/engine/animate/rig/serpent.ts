/**
 * The serpent rig: the S-curve the body lies in travels back along it (a slither), the raised
 * neck strikes, coils and falls.
 */
import { serpentBellyLift } from "../../draw";
import type { BendColumn } from "./bend";
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import {
  clamp01,
  type Creature,
  type CreaturePreset,
  deg,
  ease,
  keyed,
  type Moves,
  wave,
} from "./creature-kit";

/**
 * The serpent's raised neck (the root, `body`) turns about where it leaves the ground; the
 * segment next to it turns back by as much about its own joint and is moved back to where it
 * was, so the body on the ground stays where it lies.
 */
export function serpent(c: Creature, prep: Prepared, preset: CreaturePreset, p: number): RigPose {
  const pose = serpentPose(c, lyingOf(prep), preset, p);
  const neck = pose.layers.body?.angle ?? 0;
  const segments = [...c.names].filter((n) => n.startsWith("segment.")).length;
  const next = `segment.${segments - 1}`;
  const n = prep.byName.get("body")?.joint;
  const j = prep.byName.get(next)?.joint;
  if (!neck || !n || !j) return pose;
  // Turned by the neck about n, then back about j, the segment would be moved by the two
  // joints' difference turned: it is moved back by as much (in the neck's own frame).
  const cos = Math.cos(-neck);
  const sin = Math.sin(-neck);
  const dx = n.x - j.x + cos * (j.x - n.x) - sin * (j.y - n.y);
  const dy = n.y - j.y + sin * (j.x - n.x) + cos * (j.y - n.y);
  const was = pose.layers[next] ?? {};
  return {
    ...pose,
    layers: {
      ...pose.layers,
      [next]: {
        ...was,
        angle: (was.angle ?? 0) - neck,
        dx: (was.dx ?? 0) + Math.round(dx),
        dy: (was.dy ?? 0) + Math.round(dy),
      },
    },
  };
}

/** The body on the ground as the drawer laid it: its columns, from the tail tip to the neck. */
interface Lying {
  readonly segments: readonly string[];
  readonly tailX: number;
  readonly neckX: number;
  /** Pixels the underside rises where the drawn arches are highest. */
  readonly arch: number;
  /** The ground row, and the underside's row in each column of the body on the ground. */
  readonly ground: number;
  readonly underside: ReadonlyMap<number, number>;
  /** The top row of each column of the body on the ground. */
  readonly topside: ReadonlyMap<number, number>;
  /**
   * How many rows tall each column is kept, wherever it moves: the body's height as it tapers
   * toward the tail, evened out (columns drawn a row taller or shorter than their neighbours
   * would stick out or dip in once moved apart from them).
   */
  readonly rows: readonly number[];
  /**
   * How many rows the raised neck, turned forward to lie down (LAID, its head then HEAD_LAID),
   * reaches below the ground the body lies on: it curves forward, so its tip and the head dig
   * in. The body lying dead sinks as much, so all of it lies on one ground.
   */
  readonly sag: number;
}

const lyings = new WeakMap<Prepared, Lying>();

/**
 * Where the tail tip and the neck are (the leftmost pixel of the segments, the raised neck's
 * joint), and how high the arches were drawn: the underside's rise above the ground, column by
 * column, fitted to the wave the drawer lies the body in.
 */
function lyingOf(prep: Prepared): Lying {
  const known = lyings.get(prep);
  if (known) return known;
  const layers = prep.doc.layers.filter((l) => l.name.startsWith("segment."));
  const neck = prep.byName.get("body");
  let tailX = prep.doc.width;
  const lowest = new Map<number, number>();
  const highest = new Map<number, number>();
  for (const l of layers) {
    l.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const x = l.x + (i % l.width);
      const y = l.y + Math.floor(i / l.width);
      tailX = Math.min(tailX, x);
      lowest.set(x, Math.max(lowest.get(x) ?? -1, y));
      highest.set(x, Math.min(highest.get(x) ?? prep.doc.height, y));
    });
  }
  const neckX = neck ? neck.joint.x : tailX + 1;
  let ground = -1;
  for (const y of lowest.values()) ground = Math.max(ground, y);
  let sum = 0;
  let norm = 0;
  for (const [x, y] of lowest) {
    const lift = serpentBellyLift((x + 0.5 - tailX) / Math.max(1, neckX - tailX), 0);
    sum += (ground - y) * lift;
    norm += lift * lift;
  }
  // The height of the columns between the tail tip and the neck, as a straight taper.
  const along = (x: number) => (x + 0.5 - tailX) / Math.max(1, neckX - tailX);
  const middle = [...lowest.keys()].filter((x) => along(x) > 0.08 && along(x) < 0.92);
  const tall = (x: number) => lowest.get(x)! - highest.get(x)! + 1;
  const mx = middle.reduce((a, x) => a + x, 0) / Math.max(1, middle.length);
  const mt = middle.reduce((a, x) => a + tall(x), 0) / Math.max(1, middle.length);
  let sxy = 0;
  let sxx = 0;
  for (const x of middle) {
    sxy += (x - mx) * (tall(x) - mt);
    sxx += (x - mx) * (x - mx);
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const rows: number[] = [];
  for (const x of lowest.keys()) {
    const even = Math.max(1, Math.round(mt + slope * (x - mx)));
    // The tail tip tapers to its point as drawn; the body where the neck rises is left as drawn.
    if (along(x) >= 0.92) rows[x] = tall(x);
    else rows[x] = along(x) <= 0.08 ? Math.min(even, tall(x)) : even;
  }
  const lying = {
    segments: layers.map((l) => l.name),
    tailX,
    neckX,
    arch: norm > 0 ? sum / norm : 0,
    ground,
    underside: lowest,
    topside: highest,
    rows,
    sag: sagOf(prep, ground),
  };
  lyings.set(prep, lying);
  return lying;
}

/**
 * The turn of the fallen neck, short of a right angle (the neck curves forward: turned further,
 * its tip would point down into the ground), and the head's, nearly level.
 */
const LAID = deg(80);
const HEAD_LAID = deg(8);

/** See `Lying.sag`. */
function sagOf(prep: Prepared, ground: number): number {
  const neck = prep.byName.get("body");
  const head = prep.byName.get("head");
  if (!neck || !head) return 0;
  const lowest = (angle: number) => {
    let bottom = Number.NEGATIVE_INFINITY;
    const turn = (p: { x: number; y: number }, about: { x: number; y: number }, a: number) => ({
      x: about.x + (p.x - about.x) * Math.cos(a) - (p.y - about.y) * Math.sin(a),
      y: about.y + (p.x - about.x) * Math.sin(a) + (p.y - about.y) * Math.cos(a),
    });
    const headJoint = turn(head.joint, neck.joint, angle);
    for (const [layer, place] of [
      [neck, (q: { x: number; y: number }) => turn(q, neck.joint, angle)],
      [head, (q: { x: number; y: number }) => turn(q, head.joint, HEAD_LAID)],
    ] as const) {
      layer.ink.forEach((ink, i) => {
        if (ink < 0) return;
        const q = place({
          x: layer.x + (i % layer.width) + 0.5,
          y: layer.y + Math.floor(i / layer.width) + 0.5,
        });
        const y = layer === head ? q.y - head.joint.y + headJoint.y : q.y;
        bottom = Math.max(bottom, y);
      });
    }
    return bottom;
  };
  return Math.max(0, Math.round(lowest(LAID) - 0.5 - ground));
}

/**
 * The body's S-curve moved on by `phase` radians (the arches travel back toward the tail as
 * the phase grows) and its arches made `gain` times as high: each column of the segments on the
 * ground moved so its underside lies where the moved wave puts it (and `sink` rows lower). Measured from the underside
 * as drawn (not from the wave the drawer aimed at), the moved edge keeps one clean step a column.
 */
function slither(lying: Lying, phase: number, gain = 1, sink = 0): Moves {
  const bend: (BendColumn | null)[] = [];
  const span = Math.max(1, lying.neckX - lying.tailX);
  for (const [x, bottom] of lying.underside) {
    const s = clamp01((x + 0.5 - lying.tailX) / span);
    const arched = Math.round(gain * lying.arch * serpentBellyLift(s, phase));
    // Sunk lower, all but the stretch that rises to the neck, which stays where it leaves the
    // ground.
    const sunk = Math.round(sink * Math.min(1, (1 - s) / 0.15));
    const toBottom = lying.ground - arched + sunk;
    const rows = lying.rows[x] ?? 1;
    bend[x] = { top: lying.topside.get(x)!, bottom, toTop: toBottom - rows + 1, toBottom };
  }
  for (let x = 0; x < bend.length; x++) bend[x] ??= null;
  const out: Moves = {};
  for (const name of lying.segments) out[name] = { bend };
  return out;
}

function serpentPose(c: Creature, lying: Lying, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const turn = 2 * Math.PI;
  switch (preset) {
    case "Idle":
      // The arches sway a little back and forth under the raised head.
      return {
        layers: { ...slither(lying, 0.7 * wave(p)), head: { angle: deg(6) * wave(p) } },
        ground: "body",
      };
    case "Walk":
    case "Run": {
      // Slithering, the arches run back from the neck to the tail, once a loop (twice and
      // higher running), the neck swaying with the push and the head held level.
      const run = preset === "Run";
      const cycles = run ? 2 : 1;
      return {
        layers: {
          ...slither(lying, turn * cycles * p, run ? 1.3 : 1),
          body: { angle: deg(run ? 8 : 4) * wave(p, cycles, 0.1) },
          head: { angle: deg(run ? -8 : -4) * wave(p, cycles, 0.1) },
        },
        ground: "body",
      };
    }
    case "Attack": {
      // Draws the neck back into an S, then lunges: the neck thrown forward, the head carried
      // out level in front (its snout leading, the tongue still on it), the whole body sliding
      // on behind. A snake lies with its snout near the frame's edge, so a lunge pushed far
      // forward is made smaller to fit and reads as a short slide: the reach comes from the
      // draw-back instead (the whole body pulled back and bunched), and the strike goes from
      // there to just past where it lay. The head is held level against the neck's lean, so the
      // strike goes forward, not down; the jaws stay shut (a gape a few pixels tall on a head this small broke the
      // snout into a dark square and cut the tongue into loose dots).
      const k = keyed(p, [
        [0, {}],
        [0.35, { neck: -24, head: 8, dx: -5, coil: 0.5 }],
        [0.55, { neck: 40, head: -36, dx: 3, coil: -0.4, push: 1 }],
        [0.72, { neck: 30, head: -26, dx: 2, coil: -0.3, push: 1 }],
        [1, {}],
      ]);
      return {
        layers: {
          // Bunched up as it draws back, stretched out behind the strike.
          ...slither(lying, k("push") * Math.PI * 0.5, 1 + k("coil")),
          body: { angle: deg(k("neck")) },
          head: { angle: deg(k("head")) },
        },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Jump": {
      // Coils (the neck drawn down and back, the arches bunched high), springs up with the
      // neck thrown forward and the body stretched out (the arches low), the wave running on
      // in the air; lands with the neck down again and settles.
      const k = keyed(p, [
        [0, {}],
        [0.18, { neck: -18, head: 14, coil: 0.5 }],
        [0.35, { neck: 14, head: -10, coil: -0.2 }],
        [0.65, { neck: 8, head: -4, coil: -0.1 }],
        [0.84, { neck: -12, head: 10, coil: 0.3 }],
        [1, {}],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      const layers = {
        ...slither(lying, turn * p, 1 + k("coil")),
        body: { angle: deg(k("neck")) },
        head: { angle: deg(k("head")) },
      };
      if (air === 0) return { layers, ground: "body" };
      return {
        layers,
        ground: "none",
        clearance: Math.ceil((c.height / 5) * air),
        lift: c.height * 0.4 * air,
      };
    }
    case "Hurt": {
      // The neck jerks back and the body writhes, the arches thrashing and settling.
      const k = keyed(p, [
        [0, {}],
        [0.2, { neck: -15, dx: -2 }],
        [1, {}],
      ]);
      const writhe = clamp01(1 - p);
      return {
        layers: {
          ...slither(lying, 1.6 * writhe * wave(p, 2), 1 + 0.4 * writhe),
          body: { angle: deg(k("neck")) },
        },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Death": {
      // The raised neck falls forward and lies along the ground, the body's arches sinking into
      // a low wave and down to where the fallen neck lies, the head laid down nearly level at
      // its end (turned with the neck it would point into the ground and hold the body up).
      const fall = ease(p / 0.8);
      return {
        layers: {
          ...slither(lying, 0.8 * fall, 1 - 0.5 * fall, lying.sag * fall),
          body: { angle: LAID * fall },
          head: { angle: (HEAD_LAID - LAID) * fall, dx: -Math.round(fall * u * 2) },
        },
        ground: "body",
        // Laid out long, it is slid back to where it lay so the head stays in the frame.
        recenter: fall,
      };
    }
  }
}
