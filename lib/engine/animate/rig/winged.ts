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

/**
 * A flyer seen from the front with its wings spread either side (a bat): it goes about on the
 * wing, so walking and running are flying in place, full strokes with the body bobbing against
 * them (up on the downstroke). Its other presets are a bird's.
 */
function spreadFlyer(c: Creature, preset: CreaturePreset, p: number): RigPose | null {
  const u = c.unit;
  const stroke = (amount: number, cycles: number) => {
    const beat = wave(p, cycles);
    return {
      layers: { ...wings(c, deg(amount * beat)), body: { dy: Math.round(u * beat) } },
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
    default:
      return null;
  }
}

export function winged(c: Creature, preset: CreaturePreset, p: number): RigPose {
  if (c.names.has("wing.left") && c.names.has("wing.right")) {
    const flying = spreadFlyer(c, preset, p);
    if (flying) return flying;
  }
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
