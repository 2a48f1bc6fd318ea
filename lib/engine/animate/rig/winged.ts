/** The winged rig: flaps in every preset; birds hop, run in bounding hops, peck and die on their backs. */
import type { BendColumn } from "./bend";
import type { Prepared } from "./rig-pose";
import type { LayerMove, RigPose } from "./rig-pose";
import {
  clamp01,
  type Creature,
  type CreaturePreset,
  deg,
  frac,
  keyed,
  type Moves,
  wave,
  wings,
} from "./creature-kit";

/** The same move for each of a bird's legs (a hop or a tuck moves both feet together). */
function bothFeet(c: Creature, move: LayerMove): Moves {
  const out: Moves = {};
  for (const name of ["feet", "feet.far"]) if (c.names.has(name)) out[name] = move;
  return out;
}

/**
 * A bird's legs walking: each foot planted half the stride (sliding back under the body as the
 * bird goes on) and lifted the other half, swung forward with its toes raised clear of the
 * ground; the two feet half a stride apart, so one is always down.
 */
function steps(c: Creature, p: number, stretch = 1): Moves {
  const out: Moves = {};
  const reach = deg(26 * stretch);
  const lift = Math.max(3, Math.round(c.height * 0.12 * stretch));
  for (const [name, phase] of [
    ["feet", 0],
    ["feet.far", 0.5],
  ] as const) {
    if (!c.names.has(name)) continue;
    const q = frac(p + phase);
    const rise = c.legRise.get(name) ?? (() => 0);
    if (q < 0.5) {
      const angle = -reach + 4 * reach * q;
      out[name] = { angle, dy: Math.round(rise(angle)) };
    } else {
      const s = (q - 0.5) / 0.5;
      const angle = reach - 2 * reach * s;
      out[name] = {
        angle,
        // Lifted whole, not drawn shorter: a squashed foot's toes stacked into a tangle over
        // the planted one.
        dy: Math.round(rise(angle)) - Math.round(lift * Math.sin(Math.PI * s)),
      };
    }
  }
  return out;
}

/**
 * Wings spread either side (a bat from the front) beaten by `flap` degrees (+ raised, - swept
 * down; the right wing by `rightFlap`). The wing is sheared, not turned: each of its columns
 * rises (or sinks) by its distance from the shoulder times the stroke's slope, so the scalloped
 * trailing edge stays below the wing and the leading edge rises beside the head and ears, never
 * up behind them (a wing turned about its shoulder stood upright over the face, its scallops
 * turned inward). Seen toward either end of the stroke the wing is foreshortened, drawn
 * narrower about its shoulder.
 */
/** How much of a stroke's angle a spread wing's shear takes. */
const SHEAR = 0.55;

function spreadWings(c: Creature, prep: Prepared | undefined, flap: number, rightFlap = flap) {
  const moves: Moves = {};
  for (const [name, side, degrees] of [
    ["wing.left", -1, flap],
    ["wing.right", 1, rightFlap],
  ] as const) {
    const layer = prep?.byName.get(name);
    if (!layer || layer.width === 0) continue;
    // The shear's slope is gentler than the stroke's angle: a column lifted by its whole
    // distance times the tangent of a full stroke thinned the wing to a stick.
    const slope = Math.tan(deg(Math.max(-45, Math.min(45, degrees * SHEAR))));
    const bend: (BendColumn | null)[] = [];
    for (let x = layer.x; x < layer.x + layer.width; x++) {
      const out = Math.max(0, side * (x + 0.5 - layer.joint.x));
      const lift = Math.round(out * slope);
      const bottom = layer.y + layer.height - 1;
      bend[x] = { top: layer.y, bottom, toTop: layer.y - lift, toBottom: bottom - lift };
    }
    moves[name] = { bend, scaleX: Math.cos(deg(degrees)) ** 0.5 };
  }
  if (!prep) return wings(c, deg(flap));
  return moves;
}

/**
 * A flyer seen from the front with its wings spread either side (a bat): it goes about on the
 * wing, so walking and running are flying in place, full strokes with the body bobbing against
 * them (up on the downstroke). Its other presets are a bird's.
 */
function spreadFlyer(
  c: Creature,
  preset: CreaturePreset,
  p: number,
  prep: Prepared | undefined,
): RigPose | null {
  const u = c.unit;
  const stroke = (amount: number, cycles: number) => {
    const beat = wave(p, cycles);
    return {
      layers: { ...spreadWings(c, prep, amount * beat), body: { dy: Math.round(u * beat) } },
      // The body rises as the wings beat down (a negative flap is a downstroke).
      lift: Math.round(u * (cycles > 1 ? 3 : 2) * (1 - beat)),
    };
  };
  switch (preset) {
    case "Walk": {
      const s = stroke(40, 2);
      return { layers: s.layers, ground: "feet", lift: s.lift };
    }
    case "Run": {
      const s = stroke(55, 2);
      return { layers: s.layers, ground: "feet", lift: s.lift + Math.round(c.height * 0.08) };
    }
    case "Jump": {
      // Level, never tipped: wings raised to gather, a full downbeat that throws it up, two
      // quick beats at the top, and it drops back with the wings held up to brake.
      const k = keyed(p, [
        [0, {}],
        [0.15, { wing: 45, sink: 1 }],
        [0.3, { wing: -40, air: 0.7 }],
        [0.45, { wing: 40, air: 1 }],
        [0.6, { wing: -35, air: 1 }],
        [0.8, { wing: 35, air: 0.4 }],
        [1, {}],
      ]);
      return {
        layers: { ...spreadWings(c, prep, k("wing")), body: { dy: Math.round(k("sink") * u) } },
        ground: "feet",
        lift: Math.round(k("air") * c.height * 0.4),
      };
    }
    case "Attack": {
      // Rears back with the wings raised high, then dives at the viewer, fangs first: the
      // body drawn larger and lower, the wings swept back up behind it; it beats back to rest.
      const k = keyed(p, [
        [0, {}],
        [0.3, { wing: 55, air: 0.5, near: -0.3 }],
        [0.55, { wing: -30, near: 1 }],
        [0.7, { wing: -20, near: 0.8 }],
        [1, {}],
      ]);
      const grow = 1 + 0.2 * Math.max(0, k("near"));
      return {
        layers: {
          ...spreadWings(c, prep, k("wing")),
          body: { dy: Math.round(k("near") * u * 2), scaleX: grow, scaleY: grow },
        },
        ground: "feet",
        lift: Math.round(k("air") * c.height * 0.25),
      };
    }
    case "Death": {
      // Struck in the air it flings its wings up, then falls with them folding limp above it,
      // hits the ground and keels over onto its side: one wing lies open along the ground, the
      // other folds over the body, which lies with its head to one side. (Lying spread flat
      // with the face in sight was tried and read as still flying.)
      const k = keyed(p, [
        [0, {}],
        [0.15, { left: 45, right: 45, air: 1, tip: -8 }],
        [0.45, { left: 60, right: 60, air: 0.4, tip: 25 }],
        [0.65, { left: -20, right: -60, tip: 65 }],
        [1, { left: -75, right: -125, tip: 85 }],
      ]);
      // A wing's raise (negative lowers it) as an angle of its own layer.
      const wing = (name: string, flap: number) =>
        c.names.has(name) ? { [name]: { angle: name === "wing.right" ? -flap : flap } } : {};
      return {
        layers: {
          ...wing("wing.left", deg(k("left"))),
          ...wing("wing.right", deg(k("right"))),
          body: { angle: deg(k("tip")) },
        },
        ground: "body",
        // It hovered over the ground; dead, it falls all the way to the bottom of its picture
        // (the ground it flew over) and lies there.
        lift:
          Math.round(k("air") * c.height * 0.3) -
          Math.round(clamp01((p - 0.3) / 0.5) * (prep ? prep.doc.height - 1 - prep.groundY : 0)),
        recenter: clamp01((p - 0.45) / 0.4),
      };
    }
    default:
      return null;
  }
}

/**
 * A peck's head is level or turned down by PECK degrees, nothing between: a beak turned by a
 * few degrees, or by many angles on the way down, splits at its tip into a fork.
 */
const PECK_SNAP = 16;
const PECK = 35;

export function winged(c: Creature, preset: CreaturePreset, p: number, prep?: Prepared): RigPose {
  if (c.names.has("wing.left") && c.names.has("wing.right")) {
    const flying = spreadFlyer(c, preset, p, prep);
    if (flying) return flying;
  }
  const u = c.unit;
  const flapping = (amount: number, cycles: number, rest = 0) =>
    wings(c, deg(rest + amount * wave(p, cycles)));
  switch (preset) {
    case "Idle":
      return {
        // The head bobs a pixel, never tipped: a beak turned a few degrees pixel by pixel
        // splits at its tip into a fork.
        layers: {
          ...flapping(15, 1, 10),
          head: { dy: Math.round(0.5 + 0.5 * wave(p, 1, 0.25)) },
        },
        ground: "feet",
      };
    case "Walk":
      // Steps one foot after the other, the head thrust forward as a foot lands and drawn
      // back while the other swings, the body bobbing once a step, the wings folded.
      return {
        layers: {
          ...flapping(6, 2, 4),
          ...steps(c, p),
          // Thrust forward and drawn back level, as a walking bird's head goes (and a beak
          // tipped a few degrees splits at its tip).
          head: { dx: Math.round(u * 1.5 * wave(p, 2, 0.1)) },
          ...(c.names.has("tail") ? { tail: { angle: deg(6) * wave(p, 2, 0.35) } } : {}),
        },
        ground: "feet",
      };
    case "Run": {
      // Runs on its feet, two strides a cycle: longer, quicker steps than a walk, leaning
      // forward with the wings held a little open for balance, the body bobbing each step.
      const bob = Math.abs(wave(p, 4));
      return {
        layers: {
          ...wings(c, deg(18 + 8 * bob)),
          ...steps(c, frac(2 * p), 1.5),
          head: { angle: deg(6) + deg(4) * wave(p, 4, 0.1) },
          ...(c.names.has("tail") ? { tail: { angle: -deg(6) * bob } } : {}),
        },
        ground: "feet",
        lift: Math.round(u * bob),
        root: { angle: deg(10), pivot: c.feet },
      };
    }
    case "Attack": {
      // Draws its head back level with the wings raised, then pecks: the head swung down
      // at once, far enough that the beak reads as pointing down. The head is either level or
      // turned well down, never a few degrees (a beak turned a little splits at its tip), and
      // the body is not tipped with it for the same reason.
      const k = keyed(p, [
        [0, {}],
        [0.35, { wing: 40, back: 1 }],
        [0.6, { wing: -20, head: 32, dx: 3 }],
        [1, {}],
      ]);
      const peck = k("head") >= PECK_SNAP ? deg(PECK) : 0;
      return {
        layers: {
          ...wings(c, deg(k("wing"))),
          head: { angle: peck, dx: -Math.round(k("back") * u * 2), dy: -Math.round(k("back") * u) },
        },
        ground: "feet",
        root: { angle: 0, pivot: c.feet, dx: Math.round(k("dx") * u) },
      };
    }
    case "Jump": {
      // Crouches, wings raised to beat; springs off with a full downbeat, feet tucked under;
      // lands with the wings up to brake, and settles.
      const k = keyed(p, [
        [0, {}],
        [0.18, { wing: -25, sink: 1, feet: -10 }],
        [0.3, { wing: 45, feet: 35 }],
        [0.45, { wing: -30, feet: 40 }],
        [0.6, { wing: 40, feet: 40 }],
        [0.76, { wing: 35, feet: 10 }],
        [0.88, { wing: 15, sink: 1 }],
        [1, {}],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      // Crouched (before the spring and as it lands) the body and head sink a pixel or two over
      // the legs; it is never tipped, and the head never turned a few degrees (its beak
      // would split at the tip).
      const sink = Math.round(k("sink") * u * 2);
      const layers = {
        ...wings(c, deg(k("wing"))),
        body: { dy: sink },
        ...bothFeet(c, { angle: deg(k("feet")), dy: -sink }),
      };
      const root = { angle: 0, pivot: c.feet };
      if (air === 0) return { layers, ground: "feet", root };
      return {
        layers,
        root,
        ground: "none",
        clearance: Math.ceil((c.height / 4) * air),
        lift: c.height * 0.45 * air,
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
      // Struck, it throws its wing up; then it folds, one part after another: the legs give
      // (folding back under it) and the body drops onto its breast, the wing falls open and
      // lies limp along the ground, the tail sags, and last the head drops, beak to the ground.
      const k = keyed(p, [
        [0, {}],
        [0.15, { wing: 35, head: -18, tip: -6 }],
        [0.45, { wing: -10, head: -6, give: 0.8, tip: 6 }],
        [0.7, { wing: -30, head: 20, give: 1, tip: 12 }],
        [1, { wing: -38, head: 60, give: 1, tip: 16 }],
      ]);
      const give = k("give");
      return {
        layers: {
          ...wings(c, deg(k("wing"))),
          ...bothFeet(c, { angle: deg(80) * give, scaleY: 1 - 0.4 * give }),
          head: { angle: deg(k("head")) },
          ...(c.names.has("tail") ? { tail: { angle: -deg(25) * give } } : {}),
          body: { angle: deg(k("tip")) },
        },
        ground: p > 0.3 ? "body" : "feet",
      };
    }
  }
}
