/** The spider rig: two alternating groups of legs, a rear to strike, legs curled in death. */
import { SPIDER_HEAD } from "../../draw";
import type { RigPose } from "./rig-pose";
import {
  type Creature,
  type CreaturePreset,
  deg,
  ease,
  keyed,
  type Moves,
  wave,
} from "./creature-kit";

/**
 * The pair that rears and strikes: leg 0, the front pair of a turned spider and, from the
 * front, the pair whose knees stand highest (raised, they show above the body).
 */
const FRONT = 0;

/**
 * A spider's body `dip` units down between legs that splay to keep their feet where they stand,
 * as the drawing's own view allows (see `spiderCrouch` in spider-gestures.ts), or null where
 * the legs' sideways turn does it (seen head-on).
 */
export type Crouch = (dip: number) => Moves | null;

export function insect(
  c: Creature,
  preset: CreaturePreset,
  p: number,
  crouch: Crouch = () => null,
): RigPose {
  const u = c.unit;
  const legs = [...c.names].filter((n) => n.startsWith("leg."));
  const sideOf = (name: string) => (name.endsWith(".left") ? 1 : -1);
  const indexOf = (name: string) => Number(name.split(".")[1]);
  /**
   * Two alternating groups of four legs (the front and third legs of one side with the second
   * and hind legs of the other), each lifted in its half of the cycle while the other stands.
   * Seen from the front a lifted leg rises whole (its root stays hidden in the body) and the
   * legs that reach down and out also turn their tips up and out; the legs that reach up and
   * back only rise, as turning them would lay them along the body. The body bobs over the
   * standing legs, whose feet stay where they stood (a sideways sway would part the roots of
   * the standing legs from the body).
   */
  const gait = (rise: number, amount: number, cycles: number, bobbing = 0.5): Moves => {
    const bob = Math.round(u * bobbing * (1 - Math.abs(wave(p, cycles * 2, 0.25))));
    const out: Moves = { body: { dy: bob } };
    for (const leg of legs) {
      const group = (indexOf(leg) + (sideOf(leg) > 0 ? 0 : 1)) % 2;
      const up = Math.max(0, wave(p, cycles, group * 0.5 + 0.0625));
      const reachesDown = indexOf(leg) <= 1;
      out[leg] = {
        angle: reachesDown ? sideOf(leg) * deg(amount) * up : 0,
        // The legs reaching out sideways rise less, their tips turned up instead: risen whole
        // they would pass behind the widest part of the body.
        dy: -bob - Math.round(rise * up * (reachesDown ? 0.5 : 1)),
      };
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
        layers: {
          ...gait(0, 4, 1),
          body: { dy: Math.round((1 - Math.cos(2 * Math.PI * p)) * 0.5) },
        },
        ground: "feet",
      };
    case "Walk":
    case "Run": {
      const run = preset === "Run";
      // Running, it scuttles: the legs thrown higher and wider, the body dropping low between
      // strides and bounced up off the ground as each group pushes.
      return {
        layers: gait(
          Math.max(2, Math.round(c.height * (run ? 0.09 : 0.07))),
          run ? 12 : 10,
          run ? 2 : 1,
          run ? 1.2 : 0.5,
        ),
        ground: "feet",
        lift: run ? Math.round(Math.abs(wave(p, 2)) * u * 3) : 0,
      };
    }
    case "Attack": {
      // Rears up on the back legs (turned down, they lift the body) with the front pair raised
      // high over the head, then stabs down with them as the body drops onto the prey.
      const k = keyed(p, [
        [0, {}],
        [0.3, { front: 40, second: 14, rest: -14 }],
        [0.45, { front: 55, second: 20, rest: -18 }],
        [0.6, { front: -30, second: -10, rest: 4 }],
        [0.75, { front: -24, second: -6, rest: 2 }],
        [1, {}],
      ]);
      // At the strike the body lunges at the viewer: drawn larger and lower, fangs first.
      const lunge = keyed(p, [
        [0, {}],
        [0.45, { at: -0.3 }],
        [0.6, { at: 1 }],
        [0.75, { at: 0.8 }],
        [1, {}],
      ])("at");
      const grow = 1 + 0.14 * Math.max(0, lunge);
      const drop = Math.round(lunge * u * 3);
      // The fangs spread as it rears and snap shut as it strikes.
      const layers: Moves = {
        body: { dy: drop, scaleX: grow, scaleY: grow },
        // A head drawn as its own layer grows with the abdomen (a child is not scaled with it).
        ...(c.names.has(SPIDER_HEAD) ? { [SPIDER_HEAD]: { scaleX: grow, scaleY: grow } } : {}),
        // Shut is as drawn: turned further in, the two fangs crossed into one pale lump.
        ...fangsSpread(c, Math.max(0, k("front") / 55)),
      };
      for (const leg of legs) {
        const i = indexOf(leg);
        const a = i === FRONT ? k("front") : i === FRONT + 1 ? k("second") : k("rest");
        // The legs stay where they stand while the body comes down between them.
        layers[leg] = { angle: sideOf(leg) * deg(a), dy: -drop };
      }
      return { layers, ground: "feet" };
    }
    case "Jump": {
      // Gathers (the body dipped between splayed legs), springs up with the legs hanging, comes
      // down, and lands the same way it gathered: the body dips between legs splayed out under
      // it, so the loop goes from the air through a landing to the ground, not straight from
      // mid-air back to standing.
      const k = keyed(p, [
        [0, {}],
        [0.125, { crouch: -15, dip: 1 }],
        [0.22, { crouch: 20, air: 1, arc: 0.5 }],
        [0.44, { crouch: 25, air: 1, arc: 1 }],
        [0.66, { crouch: 15, air: 1, arc: 0.5 }],
        [0.75, { crouch: -20, dip: 1.2 }],
        [0.875, { crouch: -8, dip: 0.5 }],
        [1, {}],
      ]);
      const air = k("air") > 0.5;
      // In profile the near legs of both ends splay apart, front pairs forward and hind pairs
      // back (turned all one way by `all`, they leaned the body instead of bracing it).
      const crouched = air || k("dip") < 0.05 ? null : crouch(k("dip"));
      const layers = crouched ?? all(k("crouch"));
      // Grounded, the body comes down between the legs, whose feet stay where they stand.
      const drop = air || crouched ? 0 : Math.round(k("dip") * u * 2);
      if (drop > 0) {
        layers.body = { dy: drop };
        for (const leg of legs) layers[leg] = { ...layers[leg], dy: -drop };
      }
      return {
        layers,
        ground: air ? "none" : "feet",
        ...(air
          ? { clearance: Math.ceil(c.height / 5), lift: c.height * 0.35 * Math.max(0.6, k("arc")) }
          : {}),
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
    case "Death": {
      // Struck, the legs splay and twitch; then it tumbles over onto its back (a half turn
      // through its side) and its legs curl in toward its belly, up in the air, as a dead
      // spider's do. (Legs drawn in against an upright body were tried: short and level, they
      // read as whiskers, and the spider as standing, not dead.)
      const splay = p < 0.3 ? Math.sin((Math.PI * p) / 0.3) : 0;
      const roll = ease((p - 0.25) / 0.5);
      const curl = ease((p - 0.45) / 0.45);
      const layers = all(-25 * splay - 40 * curl);
      for (const leg of legs) {
        const twitch = p < 0.3 ? deg(6) * wave(p, 3, indexOf(leg) * 0.25) : 0;
        const was = layers[leg]!;
        layers[leg] = {
          angle: (was.angle ?? 0) + sideOf(leg) * twitch,
          scaleX: 1 - 0.25 * curl,
          scaleY: 1 - 0.25 * curl,
        };
      }
      return {
        layers,
        ground: p > 0.2 ? "body" : "feet",
        root: { angle: deg(180) * roll, pivot: { x: c.feet.x, y: c.feet.y - c.height / 2 } },
        lift: Math.round(Math.sin(Math.PI * roll) * u * 3),
        recenter: 1,
      };
    }
  }
}

/**
 * A spider's fangs turned apart (`open` 1: wide, 45°) or, below 0, crossed shut, each about its
 * root: the viewer's left one turns out to the left, the right one to the right (in profile, the
 * lower one down and the upper one up).
 */
export function fangsSpread(c: Creature, open: number): Moves {
  const out: Moves = {};
  for (const [name, side] of [
    ["fang.left", -1],
    ["fang.right", 1],
  ] as const)
    if (c.names.has(name)) out[name] = { angle: -side * deg(45) * open };
  return out;
}
