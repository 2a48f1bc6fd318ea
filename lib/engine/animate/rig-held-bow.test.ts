/**
 * A bow held in profile moves as one piece with its hand: judged on the rendered frames, with
 * which pixels are the bow's taken from the drawer's item layer (its own part ids) and the
 * colors the bow shows at rest.
 */
import { describe, expect, it } from "vitest";
import { doc } from "../testing";
import type { LayeredSprite } from "../draw";
import { type AnimationPreset, animateLayered } from ".";
import type { Frame } from "./rig";

const FRAMES = 8;

/** The part ids only the item layer draws, and how many pixels it has. */
function itemParts(d: LayeredSprite): { parts: Set<number>; count: number } {
  const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
  const parts = new Set<number>();
  let count = 0;
  item.ink.forEach((ink, i) => {
    if (ink < 0) return;
    parts.add(item.part[i]!);
    count++;
  });
  for (const other of d.layers) {
    if (other === item) continue;
    other.ink.forEach((ink, i) => {
      if (ink >= 0) parts.delete(other.part[i]!);
    });
  }
  return { parts, count };
}

function posedFrames(d: LayeredSprite, preset: AnimationPreset): Frame[] {
  const frames: Frame[] = [];
  animateLayered(d, {
    preset,
    frameCount: FRAMES,
    seed: 7,
    framingMargin: 25,
    framingAnchor: "bottom",
    onFrame: (frame) => frames.push(frame),
  });
  return frames;
}

const colorAt = (frame: Frame, i: number) => {
  const d = frame.image.data;
  return d[i * 4 + 3] ? (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]! : -1;
};

/** Pixels of the frame showing the bow: composed from its parts and still in its colors. */
function bowPixels(frame: Frame, parts: Set<number>, colors: Set<number>): boolean[] {
  const { ink, part } = frame.canvas;
  return Array.from(
    { length: ink.length },
    (_, i) => ink[i]! >= 0 && parts.has(part[i]!) && colors.has(colorAt(frame, i)),
  );
}

/** Sizes of the 8-connected pieces of the marked pixels. */
function pieceSizes(marked: boolean[], width: number): number[] {
  const seen = new Uint8Array(marked.length);
  const sizes: number[] = [];
  const height = marked.length / width;
  for (let i = 0; i < marked.length; i++) {
    if (seen[i] || !marked[i]) continue;
    let size = 0;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      size++;
      const x = j % width;
      const y = (j - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const k = ny * width + nx;
          if (seen[k] || !marked[k]) continue;
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}

describe("a bow held in profile", () => {
  const d = doc("elf archer with a bow", "east");
  const { parts, count } = itemParts(d);
  // The bow's colors: what its parts show in the rest pose, finished like every frame.
  const rest = posedFrames(d, "Idle")[0]!;
  const colors = new Set<number>();
  rest.canvas.ink.forEach((ink, i) => {
    if (ink >= 0 && parts.has(rest.canvas.part[i]!)) colors.add(colorAt(rest, i));
  });

  it("is drawn as a bow", () => {
    expect(d.layers.find((l) => l.role === "item")?.kind).toBe("bow");
    expect(parts.size).toBeGreaterThan(0);
    expect(pieceSizes(bowPixels(rest, parts, colors), rest.canvas.width)).toHaveLength(1);
  });

  for (const preset of ["Walk", "Run", "Jump", "Death"] as const) {
    it(`stays one piece, no larger than drawn, in every ${preset} frame`, () => {
      const sizes = posedFrames(d, preset).map((frame) =>
        pieceSizes(bowPixels(frame, parts, colors), frame.canvas.width),
      );
      for (const pieces of sizes) {
        expect(pieces).toHaveLength(1);
        expect(pieces[0]!).toBeLessThanOrEqual(count);
        // Most of it shows: the hand covers its grip, not the bow.
        expect(pieces[0]!).toBeGreaterThan(count * 0.6);
      }
    });
  }
});
