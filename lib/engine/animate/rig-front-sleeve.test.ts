/**
 * A robed walker seen from the front: its free sleeve swings close to the body instead of
 * flapping out like a wing. Judged on rendered frames; which pixels are the arm comes from the
 * layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** The box a part set covers in a posed frame's composition. */
function boxOf(frame: Frame, parts: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  let left = width;
  let right = -1;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  ink.forEach((v, i) => {
    if (v < 0 || !parts.has(part[i]!)) return;
    const x = i % width;
    const y = Math.floor(i / width);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  });
  return { left, right, top, bottom };
}

describe("seen from the front", () => {
  it("the robed wizard's free sleeve swings up and down close to the body, not out like a wing", () => {
    const d = doc("old wizard with a staff", "south");
    const staffArm = d.layers.find((l) => l.role === "item")!.parent!;
    const free = d.layers.find((l) => l.role === "arm" && l.name !== staffArm)!;
    const arm = layerOwnParts(d, free.name);
    const still = boxOf(posedFrames(d, "Idle")[0]!, arm);
    // Which side is out: the side of the still's arm away from the figure's middle.
    const out = (still.left + still.right) / 2 > d.width / 2 ? 1 : -1;
    const edge = (b: ReturnType<typeof boxOf>) => (out > 0 ? b.right : -b.left);
    for (const preset of ["Walk", "Run"] as const) {
      const frames = posedFrames(d, preset).map((f) => boxOf(f, arm));
      // How far past where the still holds it the sleeve's outer edge reaches: a sleeve that
      // swings forward and back moves a few pixels out at most (at 64 px, 5), where one flapped
      // out sideways like a bare arm reached 6 to 8.
      const outward = frames.map((b) => edge(b) - edge(still));
      expect(Math.max(...outward), `${preset} ${outward}`).toBeLessThanOrEqual(5);
      // It still swings: the hand's height changes through the stride.
      const bottoms = frames.map((b) => b.bottom);
      expect(Math.max(...bottoms) - Math.min(...bottoms), preset).toBeGreaterThanOrEqual(2);
    }
  });
});
