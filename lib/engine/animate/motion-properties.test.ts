import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { generated } from "../testing";
import { type AnimationPreset, animateSprite } from ".";

function frames(strip: RgbaImage, count: number): RgbaImage[] {
  const width = strip.width / count;
  return Array.from({ length: count }, (_, i) => {
    const data = new Uint8ClampedArray(width * strip.height * 4);
    for (let y = 0; y < strip.height; y++) {
      const from = (y * strip.width + i * width) * 4;
      data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
    }
    return { width, height: strip.height, data };
  });
}

const opaque = (image: RgbaImage, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < image.width && y < image.height
    ? image.data[(y * image.width + x) * 4 + 3] !== 0
    : false;

/** Opaque pixels none of whose eight neighbours is opaque. */
function orphans(image: RgbaImage): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!opaque(image, x, y)) continue;
      let alone = true;
      for (let dy = -1; dy <= 1 && alone; dy++)
        for (let dx = -1; dx <= 1 && alone; dx++)
          if ((dx || dy) && opaque(image, x + dx, y + dy)) alone = false;
      if (alone) out.push({ x, y });
    }
  }
  return out;
}

function opaqueCount(image: RgbaImage): number {
  let n = 0;
  for (let o = 3; o < image.data.length; o += 4) if (image.data[o]) n++;
  return n;
}

/** Sizes of the 8-connected pieces of opaque pixels, largest first. */
function pieceSizes(image: RgbaImage): number[] {
  const seen = new Uint8Array(image.width * image.height);
  const sizes: number[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (seen[y * image.width + x] || !opaque(image, x, y)) continue;
      let size = 0;
      const stack = [[x, y] as const];
      seen[y * image.width + x] = 1;
      while (stack.length > 0) {
        const [px, py] = stack.pop()!;
        size++;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [px + dx, py + dy];
            if (!opaque(image, nx, ny) || seen[ny * image.width + nx]) continue;
            seen[ny * image.width + nx] = 1;
            stack.push([nx, ny]);
          }
        }
      }
      sizes.push(size);
    }
  }
  return sizes.sort((a, b) => b - a);
}

/** Lowest opaque row among columns [x0, x1], or -1. */
function lowestRow(image: RgbaImage, x0: number, x1: number): number {
  for (let y = image.height - 1; y >= 0; y--)
    for (let x = x0; x <= x1; x++) if (opaque(image, x, y)) return y;
  return -1;
}

function topRow(image: RgbaImage): number {
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) if (opaque(image, x, y)) return y;
  return -1;
}

/** Separate runs of opaque pixels along row y. */
function runsOnRow(image: RgbaImage, y: number): number {
  let runs = 0;
  for (let x = 0; x < image.width; x++) if (opaque(image, x, y) && !opaque(image, x - 1, y)) runs++;
  return runs;
}

/** Width of the opaque pixels in the two rows above and at row y. */
function stanceWidth(image: RgbaImage, y: number): number {
  let left = image.width;
  let right = -1;
  for (let row = y - 1; row <= y; row++) {
    for (let x = 0; x < image.width; x++) {
      if (!opaque(image, x, row)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return right - left + 1;
}

const SOURCES = [
  ["knight", generated("a knight")],
  ["knight with sword", generated("knight with sword and shield")],
  ["wizard", generated("wizard with staff")],
  ["slime", generated("green slime")],
] as const;

const PRESETS: AnimationPreset[] = ["Idle", "Walk", "Run", "Jump", "Attack", "Hurt", "Death"];

describe("motion properties", () => {
  it("no frame of any motion has an orphan pixel", () => {
    for (const [name, sprite] of SOURCES) {
      for (const preset of [...PRESETS, "Custom"] as const) {
        for (const frameCount of [6, 8]) {
          const result = animateSprite(sprite.image, {
            preset,
            frameCount,
            seed: 3,
            anchors: sprite.anchors,
            customPrompt: "swings a sword then jumps and waves",
          });
          frames(result.strip, frameCount).forEach((frame, t) => {
            expect(orphans(frame), `${name} ${preset} ${frameCount} frame ${t}`).toEqual([]);
          });
        }
      }
    }
  });

  it("no frame has a small detached fragment (a cape tip left behind a stepping leg)", () => {
    const sources = [
      ["knight east", generated("knight with sword and shield", 64, "east")],
      ["ninja east", generated("red ninja", 64, "east")],
      ["archer", generated("elf archer")],
      ["knight", generated("a knight")],
    ] as const;
    for (const [name, sprite] of sources) {
      // Pieces are counted with 8-connectivity; the figure is the largest.
      const total = opaqueCount(sprite.image);
      for (const preset of [...PRESETS, "Custom"] as const) {
        const result = animateSprite(sprite.image, {
          preset,
          frameCount: 8,
          seed: 3,
          anchors: sprite.anchors,
          customPrompt: "swings a sword then jumps and waves",
        });
        frames(result.strip, 8).forEach((frame, t) => {
          const small = pieceSizes(frame)
            .slice(1)
            .filter((size) => size < total * 0.02);
          expect(small, `${name} ${preset} frame ${t}`).toEqual([]);
        });
      }
    }
  });

  it("a walk cycle's feet take turns touching the ground and the head bobs", () => {
    for (const preset of ["Walk", "Run"] as const) {
      const sprite = generated("a knight");
      const frameCount = 8;
      const result = animateSprite(sprite.image, {
        preset,
        frameCount,
        seed: 1,
        anchors: sprite.anchors,
      });
      const feet = sprite.anchors.feet ?? [];
      expect(feet.length).toBe(2);
      const [a, b] = [...feet].sort((p, q) => p.x - q.x) as [
        { x: number; y: number },
        { x: number; y: number },
      ];
      const mid = Math.round((a.x + b.x) / 2);
      const all = frames(result.strip, frameCount);
      const ground = Math.max(...all.map((f) => lowestRow(f, 0, f.width - 1)));
      const contact = all.map((f) => ({
        left: lowestRow(f, 0, mid - 1) === ground,
        right: lowestRow(f, mid, f.width - 1) === ground,
      }));
      // Some frame stands on the left foot alone, another on the right foot alone.
      expect(
        contact.some((c) => c.left && !c.right),
        preset,
      ).toBe(true);
      expect(
        contact.some((c) => c.right && !c.left),
        preset,
      ).toBe(true);
      // Every frame has a foot on the ground: walking never floats.
      expect(
        contact.every((c) => c.left || c.right),
        preset,
      ).toBe(true);
      const tops = all.map(topRow);
      expect(Math.max(...tops) - Math.min(...tops), preset).toBeGreaterThanOrEqual(1);
    }
  });

  it("seen from the side, a stride has contact poses (both feet down, head low) and passing poses (head high)", () => {
    const walkers = [
      ["knight east", generated("a knight", 64, "east")],
      ["ninja west", generated("red ninja", 64, "west")],
      ["archer east", generated("elf archer", 64, "east")],
    ] as const;
    for (const [name, sprite] of walkers) {
      for (const preset of ["Walk", "Run"] as const) {
        for (const seed of [1, 2]) {
          const frameCount = 8;
          const all = frames(
            animateSprite(sprite.image, { preset, frameCount, seed, anchors: sprite.anchors })
              .strip,
            frameCount,
          );
          const ground = Math.max(...all.map((f) => lowestRow(f, 0, f.width - 1)));
          const label = `${name} ${preset} seed ${seed}`;
          // Every frame stands on the ground line: a walk never floats or sinks.
          for (const f of all) expect(lowestRow(f, 0, f.width - 1), label).toBe(ground);
          // Contact: both feet on the ground, apart; once with each leg leading, in each half.
          const contact = all.map((f) => runsOnRow(f, ground) >= 2);
          expect(contact.slice(0, frameCount / 2).some(Boolean), label).toBe(true);
          expect(contact.slice(frameCount / 2).some(Boolean), label).toBe(true);
          // Passing: the narrowest stance (legs together) carries the head highest, above
          // every contact pose.
          const widths = all.map((f) => stanceWidth(f, ground));
          const passing = widths.indexOf(Math.min(...widths));
          const tops = all.map(topRow);
          contact.forEach((down, t) => {
            if (down) expect(tops[t]!, `${label} frame ${t}`).toBeGreaterThan(tops[passing]!);
          });
        }
      }
    }
  });
});
