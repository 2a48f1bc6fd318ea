/** The blob rig: squash and stretch of the body, the face riding on it. */
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import {
  clamp01,
  type Creature,
  type CreaturePreset,
  ease,
  keyed,
  type Moves,
  wave,
} from "./creature-kit";

export function blob(c: Creature, preset: CreaturePreset, p: number, prep: Prepared): RigPose {
  const u = c.unit;
  const face = prep.byName.get("face");
  const body = prep.byName.get("body")!;
  // The face rides on the body: where its middle goes when the body is scaled about its joint.
  const faceY = face?.height ? face.y + face.height / 2 : body.joint.y;
  // A mouth drawn as a layer of its own (hanging from the face) rides to where its own middle
  // goes, moved from where the face took it: carried only with the face's middle, it stuck out
  // below a body squashed flat.
  const mouth = prep.byName.get("mouth");
  const mouthY = mouth?.height ? mouth.y + mouth.height / 2 : faceY;
  const squash = (sx: number, sy: number, dx = 0): Moves => {
    const faceDy = Math.round((faceY - body.joint.y) * (sy - 1));
    return {
      body: { scaleX: sx, scaleY: sy, dx },
      face: { dy: faceDy },
      ...(mouth ? { mouth: { dy: Math.round((mouthY - body.joint.y) * (sy - 1)) - faceDy } } : {}),
    };
  };
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
      // Gathers squashed, springs up stretched, and slams down on the prey in front of it:
      // drawn larger as it comes at the viewer, splatting wide, then pulls itself together.
      const k = keyed(p, [
        [0, { sx: 1, sy: 1 }],
        [0.25, { sx: 1.2, sy: 0.8 }],
        [0.42, { sx: 0.85, sy: 1.2, air: 1 }],
        [0.6, { sx: 1.45, sy: 0.95 }],
        [0.75, { sx: 1.35, sy: 0.9 }],
        [1, { sx: 1, sy: 1 }],
      ]);
      return {
        layers: squash(k("sx"), k("sy")),
        ground: "body",
        lift: Math.round(k("air") * u * 6),
      };
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
