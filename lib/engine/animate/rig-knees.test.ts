/**
 * A beast's legs bend at the knee as they step: seen in profile, a leg lifted in a stride is no
 * longer one straight post. Which pixels are a leg comes from the drawer's layers (each leg's
 * own part ids, the knee the joint of the layer below it); the poses are never consulted.
 */
import { describe, expect, it } from "vitest";
import type { LayeredSprite } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

const LEGS = ["leg.fore.near", "leg.hind.near", "leg.fore.far", "leg.hind.far"] as const;

/** A part set's pixels in a posed frame. */
function pixelsOf(frame: Frame, parts: Set<number>): { x: number; y: number }[] {
  const { width, ink, part } = frame.canvas;
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && parts.has(part[i]!)) out.push({ x: i % width, y: Math.floor(i / width) });
  }
  return out;
}

/**
 * A leg's widest row in the lower half of what shows of it. A straight leg, swung as far as a stride swings it (under 40°), is about
 * as wide in every row as its paw is at rest; the part below a bent knee folds back across the
 * leg and lies nearly level, a row far wider.
 */
function widestRow(px: { x: number; y: number }[]): number {
  const rows = new Map<number, { left: number; right: number }>();
  for (const { x, y } of px) {
    const row = rows.get(y) ?? { left: x, right: x };
    rows.set(y, { left: Math.min(row.left, x), right: Math.max(row.right, x) });
  }
  // The lower half of what shows: where a leg meets the belly it can be wide at any pose.
  const top = Math.min(...rows.keys());
  const bottom = Math.max(...rows.keys());
  return Math.max(
    ...[...rows.entries()]
      .filter(([y]) => y >= (top + bottom) / 2)
      .map(([, r]) => r.right - r.left + 1),
  );
}

function kneeOf(d: LayeredSprite, leg: string) {
  return d.layers.find((l) => l.parent === leg && l.role === "leg");
}

describe("a beast's knees", () => {
  for (const prompt of ["grey wolf", "red dragon"]) {
    it(`are drawn as a layer below each leg's knee: ${prompt}`, () => {
      const d = doc(prompt, "east");
      for (const leg of LEGS) {
        const upper = d.layers.find((l) => l.name === leg)!;
        const lower = kneeOf(d, leg);
        expect(lower, leg).toBeDefined();
        // The knee sits between the hip and the foot, and the lower layer hangs from it.
        expect(lower!.joint.y).toBeGreaterThan(upper.joint.y);
        expect(lower!.y + lower!.height).toBeGreaterThan(upper.y + upper.height - 1);
      }
    });

    // A 64 px dragon's legs are as thick as its shin is long: a fold is seen, not measured.
    for (const preset of prompt === "grey wolf" ? (["Walk", "Run"] as const) : []) {
      it(`fold each leg back at the knee as it swings forward in a ${preset}: ${prompt}`, () => {
        const d = doc(prompt, "east");
        const frames = posedFrames(d, preset);
        const rest = posedFrames(d, "Idle")[0]!;
        for (const leg of LEGS) {
          const parts = layerOwnParts(d, leg);
          expect(parts.size, leg).toBeGreaterThan(0);
          const atRest = widestRow(pixelsOf(rest, parts));
          const widths = frames.map((f) => widestRow(pixelsOf(f, parts)));
          // Some frame folds the leg at the knee: a row at least 2 px wider than any at rest.
          expect({ leg, widths, bent: Math.max(...widths) >= atRest + 2 }).toEqual({
            leg,
            widths,
            bent: true,
          });
        }
      });
    }
  }
});
