import { describe, expect, it } from "vitest";
import { segmentFigure } from "../figure";
import { generated } from "../testing";
import { MOTIONS } from "./motions";

const FRAMES = 8;

function poses(prompt: string, direction: "none" | "east" | "west", motion: "walk" | "run") {
  const sprite = generated(prompt, 64, direction);
  const figure = segmentFigure(sprite.image, sprite.anchors);
  return [1, -1].flatMap((variant) =>
    Array.from({ length: FRAMES }, (_, t) =>
      MOTIONS[motion](
        { figure, frameCount: FRAMES, unit: 1, intensity: 1, variant: variant as 1 | -1 },
        t,
      ),
    ),
  );
}

describe("gait", () => {
  it.each([
    ["knight with sword and shield", "east"],
    ["red ninja", "west"],
  ] as const)("in profile each arm swings against the leg on its side: %s", (prompt, direction) => {
    for (const motion of ["walk", "run"] as const) {
      let turned = 0;
      for (const pose of poses(prompt, direction, motion)) {
        const p = pose.parts ?? {};
        for (const [arm, leg] of [
          ["armLeft", "legLeft"],
          ["armRight", "legRight"],
        ] as const) {
          const a = p[arm]?.angle ?? 0;
          const l = p[leg]?.angle ?? 0;
          if (Math.abs(l) < 1e-6) continue;
          turned++;
          expect(Math.sign(a), `${motion} ${arm}`).toBe(-Math.sign(l));
        }
      }
      expect(turned, motion).toBeGreaterThan(0);
    }
  });

  it("from the front, the arm on the lifted leg's side swings up and the other down", () => {
    for (const motion of ["walk", "run"] as const) {
      let lifted = 0;
      for (const pose of poses("a knight", "none", motion)) {
        const p = pose.parts ?? {};
        const liftLeft = -(p.legLeft?.dy ?? 0);
        const liftRight = -(p.legRight?.dy ?? 0);
        if (liftLeft === liftRight) continue;
        lifted++;
        const up = liftLeft > liftRight ? "armLeft" : "armRight";
        const down = up === "armLeft" ? "armRight" : "armLeft";
        // Rows grow downward: the raised arm has the smaller dy.
        expect(p[up]?.dy ?? 0, motion).toBeLessThan(p[down]?.dy ?? 0);
      }
      expect(lifted, motion).toBeGreaterThan(0);
    }
  });
});
