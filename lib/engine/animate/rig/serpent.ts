/** The serpent rig: a wave travelling along the segments on the ground, a strike of the raised neck. */
import type { RigPose } from "./compose";
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
 * segment next to it turns back by as much, so the body on the ground stays on the ground.
 */
export function serpent(c: Creature, preset: CreaturePreset, p: number): RigPose {
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

/**
 * Crawling, the body stays flat on the ground: a wave runs back from the neck to the tail as a
 * swell of the body (each segment drawn taller, then lower, a step later the further it is from
 * the head) with the segments bunching up and stretching out behind it; each segment keeps its
 * lowest row on the ground, so the swell shows only along the back.
 */
function crawl(c: Creature, segments: number, p: number, swell: number, cycles: number): Moves {
  const out: Moves = {};
  let aboveDx = 0;
  let aboveDy = 0;
  for (let i = segments - 1; i >= 0; i--) {
    const name = `segment.${i}`;
    const rows = c.rows.get(name);
    const beat = wave(p, cycles, -(segments - i) * 0.15);
    // Only ever thicker than at rest: a body drawn thinner pinches to a thread.
    const scaleY = 1 + (swell * (1 + beat)) / 2;
    // Scaled about its joint, the lowest row moves; the segment is moved back down by as much.
    const sinks = rows ? (rows.bottom + 1 - rows.joint) * (scaleY - 1) : 0;
    const dy = -Math.round(sinks);
    const dx = Math.round(c.unit * beat);
    // Chained, each segment moves with the one nearer the head: its own move is the difference.
    out[name] = { scaleY, dx: dx - aboveDx, dy: dy - aboveDy };
    aboveDx = dx;
    aboveDy = dy;
  }
  return out;
}

function serpentPose(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const segments = [...c.names].filter((n) => n.startsWith("segment.")).length;
  /**
   * A wave travelling from the head to the tail along the chain of segments, as a slithering
   * body pushes itself on: each segment's own direction on screen follows the wave, a step
   * later the further it is from the head, so the humps run back along the body. Segments
   * are chained (each turns with the one nearer the head), so each is turned by the change of
   * direction from its parent.
   */
  const slither = (amount: number, cycles: number): Moves => {
    const out: Moves = {};
    const heading = (i: number) =>
      i >= segments ? 0 : deg(amount) * wave(p, cycles, -(segments - i) * 0.25);
    for (let i = 0; i < segments; i++) {
      out[`segment.${i}`] = { angle: heading(i) - heading(i + 1) };
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
          ...crawl(c, segments, p, run ? 0.7 : 0.55, run ? 2 : 1),
          body: { angle: deg(run ? 5 : 3) * wave(p, run ? 2 : 1, 0.1) },
          head: { angle: deg(run ? -6 : -4) * wave(p, run ? 2 : 1, 0.1) },
        },
        ground: "body",
      };
    }
    case "Attack": {
      // Draws the neck back, then strikes forward and down, the whole body sliding on behind.
      const k = keyed(p, [
        [0, {}],
        [0.35, { neck: -14, head: -12, jaw: 0.5 }],
        [0.55, { neck: 22, head: 18, dx: 5, jaw: 1 }],
        [0.7, { neck: 18, head: 12, dx: 4, jaw: 0.4 }],
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
        // The jaws part as it draws back and gape at the strike.
        mouth: { layer: "head", open: Math.round(k("jaw") * Math.max(3, 2 * u)) },
      };
    }
    case "Jump": {
      // Coils (the neck drawn down and back over the body), springs up with the neck thrown
      // forward and the body straightened, lands with the neck down again and settles.
      const k = keyed(p, [
        [0, {}],
        [0.18, { neck: -18, head: 14 }],
        [0.35, { neck: 14, head: -10 }],
        [0.65, { neck: 8, head: -4 }],
        [0.84, { neck: -12, head: 10 }],
        [1, {}],
      ]);
      const air = p > 0.25 && p < 0.8 ? Math.sin((Math.PI * (p - 0.25)) / 0.55) : 0;
      const layers = {
        ...slither(air ? 6 : 10, 1),
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
      // The raised neck falls forward and the body lies flat along the ground, the head laid
      // down level at its end (turned with the neck it would point into the ground and hold
      // the body up off it).
      const fall = ease(p / 0.8);
      return {
        layers: {
          ...slither(8 * (1 - fall), 1),
          body: { angle: deg(90) * fall },
          head: { angle: -deg(72) * fall, dx: -Math.round(fall * u * 2) },
        },
        ground: "body",
        // Laid out long, it is slid back to where it lay so the head stays in the frame.
        recenter: fall,
      };
    }
  }
}
