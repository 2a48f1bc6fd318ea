/**
 * The hinged rig (a chest): bob, shake, a lid that opens on its hinge, and a rigid object's
 * death: it shakes and the lid bursts off, landing flat on the ground before the open base.
 */
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import { type Creature, type CreaturePreset, deg, keyed, type Moves, wave } from "./creature-kit";

/**
 * The lid opened by `open` (0 shut, 1 as far as it goes, about 60°), seen from the front: it is
 * hinged at the back, so its lower edge rises off the base (showing the inside) and its front
 * face is foreshortened as it tilts back, scaled about the hinge line; it never turns in the
 * picture. The lock on its front rises with it, unscaled.
 */
function lidOpen(prep: Prepared | undefined, open: number): { dy: number; scaleY: number } {
  const lid = prep?.byName.get("lid");
  const tall = lid?.height ?? 8;
  const a = Math.max(0, open);
  return { dy: -Math.round(tall * 0.8 * Math.sin(a)), scaleY: Math.cos(a * 0.9) };
}

/** How much of its height a lid lying on the ground shows, seen from the front. */
const FLAT = 0.45;

/** How much of its height the inside shows once the lid is gone (its back wall's rim). */
const OPEN_INSIDE = 0.4;

/** An opening as an angle: `open` of the way to fully open. */
const opening = (open: number) => open * deg(60);

/**
 * The base squashed about its joint (the middle of its bottom row) to `sy` of its height and
 * `sx` of its width, the lid (and the inside behind it) riding down on its top; `lid` adds the
 * lid's own move: opened by `open` (0 to 1), or turned and moved (knocked off its hinge).
 */
function squashed(
  prep: Prepared | undefined,
  sx: number,
  sy: number,
  lid: { open?: number; angle?: number; dx?: number; dy?: number } = {},
): Moves {
  const base = prep?.byName.get("base");
  const tall = base ? base.joint.y - base.y : 0;
  const ride = Math.round(tall * (1 - sy));
  const opened = lidOpen(prep, opening(lid.open ?? 0));
  // The lid (and the inside behind it) is widened with the base, so the squashed chest keeps
  // one outline down its sides, not a ledge where the wider base sticks out under the lid.
  return {
    base: { scaleX: sx, scaleY: sy },
    inside: { dy: ride, scaleX: sx },
    lid: {
      angle: lid.angle ?? 0,
      dx: lid.dx ?? 0,
      dy: ride + opened.dy + (lid.dy ?? 0),
      scaleX: sx,
      ...(lid.open ? { scaleY: opened.scaleY } : {}),
    },
  };
}

/** Only the lid opened by `open` (0 to 1). */
const lidOnly = (prep: Prepared | undefined, open: number): Moves =>
  open > 0 ? { lid: lidOpen(prep, opening(open)) } : {};

export function hinged(c: Creature, preset: CreaturePreset, p: number, prep?: Prepared): RigPose {
  const u = c.unit;
  switch (preset) {
    case "Idle":
      // The lid opens (the chest's loop: a treasure chest shows what it holds) and closes.
      return { layers: lidOnly(prep, 0.85 * Math.sin(Math.PI * p)), ground: "body" };
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
        layers: squashed(prep, sx, sy, { open: (run ? 0.35 : 0.2) * h }),
        ground: "body",
        lift: Math.round(h * u * (run ? 3 : 2)),
      };
    }
    case "Attack": {
      // Snaps open wide and lunges shut, like a mimic.
      const k = keyed(p, [
        [0, {}],
        [0.35, { lid: 1, dx: -1 }],
        [0.55, { lid: 0.1, dx: 3 }],
        [1, {}],
      ]);
      return {
        layers: lidOnly(prep, k("lid")),
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
        [0.3, { sx: 0.94, sy: 1.08, lid: 0.3 }],
        [0.52, { sx: 1, sy: 1, lid: 0.7 }],
        [0.72, { sx: 0.96, sy: 1.05, lid: 0.15 }],
        [0.84, { sx: 1.14, sy: 0.78 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      const moves = squashed(prep, k("sx"), k("sy"), { open: k("lid") });
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
        layers: lidOnly(prep, 0.25 * (1 - p) * Math.abs(wave(p, 3))),
        ground: "body",
        // Shaken side to side, not tipped: a box turned a few degrees pixel by pixel steps its
        // straight edges into jagged stairs.
        root: { angle: 0, pivot: c.feet, dx: shake },
      };
    }
    case "Death": {
      // A rigid thing is broken, not bent: every part moves whole. It shakes harder and harder
      // with the lid rattling on its hinge, then the lid bursts off upward, tips over as it
      // falls (seen more and more from above: its face foreshortened, rows dropped whole, so
      // its straps stay straight) and lands flat on the ground in front of the base, a little
      // to one side, the base left standing open (showing what it held). Nothing is turned:
      // a box turned a few degrees, pixel by pixel, shears its straight bands into stairs.
      const lid = prep?.byName.get("lid");
      const base = prep?.byName.get("base");
      const lidTall = lid?.height ?? 8;
      const hingeY = lid?.joint.y ?? c.feet.y;
      const ground = base ? base.y + base.height : c.feet.y;
      // Lying in front of the base, the lid's near edge is a little lower than the base's.
      const landY = ground + Math.max(1, Math.round(u * 2)) - hingeY;
      const shaking = p < 0.4 ? p / 0.4 : 0;
      const shake = Math.round(wave(p, 5) * u * (0.5 + 1.5 * shaking));
      const rattle = p < 0.36 ? Math.round(u * 2 * shaking * Math.abs(wave(p, 5))) : 0;
      // The lid falls in one frame from the top of its flight to the ground: any frame
      // between showed it sliding down across the front of the box. Once it is off, the
      // inside is seen for what it is, the back wall's top edge just above the open box and
      // the gold below it (`open`), not the dome the lid used to cover, left dark in the air.
      const k = keyed(p, [
        [0, { flat: 1 }],
        [0.36, { flat: 1 }],
        [0.5, { up: 1, side: 0.3, flat: 1 }],
        [0.6, { up: 1, side: 0.5, flat: 0.8 }],
        [0.7, { land: 1, side: 1, flat: FLAT, open: 0.7 }],
        [1, { land: 1, side: 1, flat: FLAT, open: 1 }],
      ]);
      const flat = k("flat");
      // Burst up no higher than the lock, hanging from the lid's edge, still reaches the
      // inside: the flying lid stays joined to the chest in the picture, not a torn-off piece.
      const dy = -rattle - k("up") * lidTall * 1.2 + k("land") * landY;
      // Lying, the lock rides on the lid's face, moved up to its middle as the face is seen
      // flat (it is a fitting, never squashed); in the air it hangs from the edge as drawn.
      const lockRise = Math.round(((1 - FLAT) * lidTall * k("land")) / 2);
      return {
        layers: {
          lid: {
            dx: Math.round(k("side") * u * 5),
            dy: Math.round(dy),
            ...(flat < 1 ? { scaleY: flat } : {}),
          },
          lock: { dy: -lockRise },
          ...(k("open") > 0 ? { inside: { scaleY: 1 - (1 - OPEN_INSIDE) * k("open") } } : {}),
        },
        ground: "body",
        root: { angle: 0, pivot: c.feet, dx: p < 0.4 ? shake : 0 },
      };
    }
  }
}
