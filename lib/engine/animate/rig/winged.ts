/** The winged rig: flaps in every preset; birds hop, run in bounding hops, peck and die on their backs. */
import type { RigPose } from "./compose";
import {
  type Creature,
  type CreaturePreset,
  deg,
  ease,
  frac,
  keyed,
  wave,
  wings,
} from "./creature-kit";

export function winged(c: Creature, preset: CreaturePreset, p: number): RigPose {
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
    case "Run": {
      // Runs in bounding hops, two a cycle: each lands on its feet (the contact frame, body
      // dipped forward and wings raised), springs off with a downbeat, and sails with the feet
      // swept back under the tail before the next landing.
      const hop = Math.sin(Math.PI * frac(2 * p));
      const contact = 1 - hop;
      return {
        layers: {
          ...wings(c, deg(35 * contact - 20 * hop + 10)),
          head: { angle: deg(8) * contact - deg(4) * hop },
          feet: { angle: deg(35) * hop },
          ...(c.names.has("tail") ? { tail: { angle: deg(12) * contact - deg(6) * hop } } : {}),
        },
        ground: "feet",
        lift: Math.round(c.height * 0.2 * hop),
        root: { angle: deg(6 + 6 * contact), pivot: c.feet },
      };
    }
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
      // Crouches, wings raised to beat; springs off with a full downbeat, feet tucked under;
      // lands with the wings up to brake, and settles.
      const k = keyed(p, [
        [0, {}],
        [0.18, { wing: -25, tip: 10, head: 10, feet: -10 }],
        [0.3, { wing: 45, tip: -6, head: -6, feet: 35 }],
        [0.45, { wing: -30, feet: 40 }],
        [0.6, { wing: 40, feet: 40 }],
        [0.76, { wing: -35, tip: -4, feet: 10 }],
        [0.88, { wing: -20, tip: 6, head: 6 }],
        [1, {}],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      const layers = {
        ...wings(c, deg(k("wing"))),
        head: { angle: deg(k("head")) },
        feet: { angle: deg(k("feet")) },
      };
      const root = { angle: deg(k("tip")), pivot: c.feet };
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
