/**
 * A bat seen from the front keeps its head in front of its wings whatever the stroke: its ears
 * and brow never border a wing (with no inner line between parts of one colour, a wing behind
 * the ears swallowed them), and it dies lying spread on the ground with its face in sight.
 * Which pixels are a wing or the body comes from the drawer's layers, the ears' rows from the
 * bat drawn at rest (the rows where the body's pixels are two runs, one per ear).
 */
import { describe, expect, it } from "vitest";
import type { AnimationPreset } from "../animate";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

const bat = doc("bat", "south");
const body = layerOwnParts(bat, "body");
const wing = new Set([...layerOwnParts(bat, "wing.left"), ...layerOwnParts(bat, "wing.right")]);
const PRESETS: readonly AnimationPreset[] = ["Walk", "Run", "Jump", "Attack"];
const frames = new Map(PRESETS.map((p) => [p, posedFrames(bat, p)] as const));

/** The body's pixels by row in a composition. */
function bodyRows(frame: Frame): Map<number, number[]> {
  const { width, ink, part } = frame.canvas;
  const rows = new Map<number, number[]>();
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !body.has(part[i]!)) continue;
    const y = Math.floor(i / width);
    rows.set(y, [...(rows.get(y) ?? []), i % width]);
  }
  return rows;
}

/** How many rows from the body's top are ears: the rows whose body pixels form two runs. */
function earRows(frame: Frame): number {
  const rows = [...bodyRows(frame).entries()].sort((a, b) => a[0] - b[0]);
  let n = 0;
  for (const [, xs] of rows) {
    const gaps = xs.filter((x, k) => k > 0 && x !== xs[k - 1]! + 1).length;
    if (gaps === 0) break;
    n++;
  }
  return n;
}

const ears = earRows(frames.get("Walk")![0]!);

/** Pixels of the ears and brow (the body's top rows) with a wing pixel beside them. */
function headTouchingWing(frame: Frame): number {
  const { width, height, ink, part } = frame.canvas;
  const rows = bodyRows(frame);
  const top = Math.min(...rows.keys());
  let touching = 0;
  for (let y = top; y < top + ears + 2; y++) {
    for (const x of rows.get(y) ?? []) {
      const beside = [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ].some(([nx, ny]) => {
        if (nx! < 0 || ny! < 0 || nx! >= width || ny! >= height) return false;
        const j = ny! * width + nx!;
        return ink[j]! >= 0 && wing.has(part[j]!);
      });
      if (beside) touching++;
    }
  }
  return touching;
}

describe("a bat's head stays in front of its wings", () => {
  it("is drawn with two ears standing above its head", () => {
    expect(ears).toBeGreaterThanOrEqual(3);
  });

  for (const preset of PRESETS) {
    it(`keeps its ears and brow clear of the wings in every ${preset} frame`, () => {
      const touching = frames.get(preset)!.map(headTouchingWing);
      expect(touching).toEqual(touching.map(() => 0));
    });
  }
});
