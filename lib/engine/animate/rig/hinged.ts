/** The hinged rig (a chest): bob, shake, and a lid that opens on its hinge. */
import type { RigPose } from "./compose";
import { type Creature, type CreaturePreset, deg, ease, keyed, wave } from "./creature-kit";

export function hinged(c: Creature, preset: CreaturePreset, p: number): RigPose {
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
      // Snaps open wide (as far as the lid opens: further it would swing out past its own
      // hinge) and lunges shut, like a mimic.
      const k = keyed(p, [
        [0, {}],
        [0.35, { lid: 40, dx: -1 }],
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
      // Shakes, then the lid falls open for good, no further than it opens in the idle loop
      // and the attack (past that it would swing out beside its own hinge).
      const shake = p < 0.4 ? Math.round(wave(p, 4) * u) : 0;
      return {
        layers: { lid: { angle: -deg(40) * ease((p - 0.3) / 0.5) } },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: shake },
      };
    }
  }
}
