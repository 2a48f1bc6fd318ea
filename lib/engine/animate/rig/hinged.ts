/**
 * The hinged rig (a chest): bob, shake, a lid that opens on its hinge, and a rigid object's
 * death: it shakes, cracks and is crushed, the lid knocked askew off the broken base.
 */
import type { Prepared, RigPose } from "./compose";
import {
  type Creature,
  type CreaturePreset,
  clamp01,
  deg,
  ease,
  keyed,
  type Moves,
  wave,
} from "./creature-kit";

/**
 * The base squashed about its joint (the middle of its bottom row) to `sy` of its height and
 * `sx` of its width, the lid riding down on its top; `lid` adds the lid's own move.
 */
function squashed(
  prep: Prepared | undefined,
  sx: number,
  sy: number,
  lid: { angle?: number; dx?: number; dy?: number } = {},
): Moves {
  const base = prep?.byName.get("base");
  const tall = base ? base.joint.y - base.y : 0;
  return {
    base: { scaleX: sx, scaleY: sy },
    lid: {
      angle: lid.angle ?? 0,
      dx: lid.dx ?? 0,
      dy: Math.round(tall * (1 - sy)) + (lid.dy ?? 0),
    },
  };
}

export function hinged(c: Creature, preset: CreaturePreset, p: number, prep?: Prepared): RigPose {
  const u = c.unit;
  switch (preset) {
    case "Idle":
      // The lid opens (the chest's loop: a treasure chest shows what it holds) and closes.
      return { layers: { lid: { angle: -deg(40) * Math.sin(Math.PI * p) } }, ground: "body" };
    case "Walk":
    case "Run": {
      // Hops along: squashed as it lands, stretched as it springs, the lid clapping in the air.
      // It is not rocked: a chest turned a few degrees pixel by pixel steps its straight bands
      // and edges into jagged stairs.
      const run = preset === "Run";
      const h = Math.abs(wave(p, run ? 2 : 1, 0));
      const land = 1 - h;
      const sy = 1 - (run ? 0.12 : 0.08) * land + 0.05 * h;
      const sx = 1 + (run ? 0.08 : 0.05) * land - 0.03 * h;
      return {
        layers: squashed(prep, sx, sy, { angle: -deg(run ? 14 : 8) * h }),
        ground: "body",
        lift: Math.round(h * u * (run ? 3 : 2)),
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
      // Gathers (squashed, the lid clamped shut), springs up stretched with the lid clapping
      // open, lands squashed and settles.
      const k = keyed(p, [
        [0, { sx: 1, sy: 1 }],
        [0.16, { sx: 1.12, sy: 0.8 }],
        [0.3, { sx: 0.94, sy: 1.08, lid: 12 }],
        [0.52, { sx: 1, sy: 1, lid: 28 }],
        [0.72, { sx: 0.96, sy: 1.05, lid: 6 }],
        [0.84, { sx: 1.14, sy: 0.78 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      const moves = squashed(prep, k("sx"), k("sy"), { angle: -deg(k("lid")) });
      if (air === 0) return { layers: moves, ground: "body" };
      return {
        layers: moves,
        ground: "none",
        clearance: Math.ceil((c.height / 5) * air),
        lift: c.height * 0.45 * air,
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
      // A rigid thing is destroyed, not felled: it shakes harder and harder with the lid
      // rattling, cracks (the lid is wrenched open and skewed off its hinge), then the base is crushed
      // to half its height and splays, the lid lying askew across the wreck, one end on the
      // ground. The lid always touches the base, so no piece is left floating.
      const shaking = p < 0.4 ? Math.sin((Math.PI * p) / 0.4) : 0;
      const shake = Math.round(wave(p, 5) * u * (0.5 + shaking));
      const crack = ease((p - 0.3) / 0.2);
      const crush = ease((p - 0.45) / 0.4);
      const lid = prep?.byName.get("lid");
      const lidWide = lid?.width ?? c.height;
      const rattle = p < 0.35 ? deg(7) * Math.abs(wave(p, 5)) : 0;
      const moves = squashed(prep, 1 + 0.14 * crush, 1 - 0.5 * crush, {
        angle: -rattle - deg(12) * crack * (1 - crush) + deg(16) * crush,
        dx: Math.round(lidWide * (0.06 * crack + 0.16 * crush)),
      });
      return {
        layers: moves,
        ground: "body",
        root: {
          angle: deg(4) * wave(p, 5) * shaking * clamp01(1 - crush),
          pivot: c.feet,
          dx: p < 0.45 ? shake : 0,
        },
      };
    }
  }
}
