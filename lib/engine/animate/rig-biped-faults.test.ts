/**
 * Faults a pixel artist sees in the biped presets, checked on the rendered compositions: which
 * pixels are which part comes from the layers the drawer kept (their part ids).
 */
import { describe, expect, it } from "vitest";
import { doc, framesOf, posedFrames } from "../testing";
import type { LayeredSprite } from "../draw";
import { animateLayered, type Frame } from "./rig";

/** The part ids of one layer's own pixels. */
function partsOf(d: LayeredSprite, name: string): Set<number> {
  const layer = d.layers.find((l) => l.name === name)!;
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  return parts;
}

/** Where a part set shows in a composition: pixel count, extreme columns and rows. */
function boxOf(frame: Frame, parts: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  let count = 0;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    count++;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { count, left, right, top, bottom };
}

describe("a front run under a tabard and beside a shield", () => {
  const d = doc("knight with sword and shield", "south");
  const legs = ["leg.left.lower", "leg.right.lower"].map((n) => partsOf(d, n));
  const frames = posedFrames(d, "Run");

  it("never shows one leg alone: both boots show in every frame", () => {
    frames.forEach((frame, t) => {
      for (const leg of legs) expect(boxOf(frame, leg).count, `frame ${t}`).toBeGreaterThan(24);
    });
  });

  it("shows two leg columns apart, one foot clear of the ground, the other planted", () => {
    const striding = frames.filter((frame) => {
      const [a, b] = legs.map((leg) => boxOf(frame, leg));
      const apart = a!.right < b!.left || b!.right < a!.left;
      return apart && Math.abs(a!.bottom - b!.bottom) >= 4;
    });
    expect(striding.length).toBeGreaterThanOrEqual(2);
  });
});

describe("a front death lies with the face clear", () => {
  for (const [prompt, covers] of [
    ["knight with sword and shield", ["item", "shield"]],
    ["old wizard with a staff", ["item"]],
  ] as const) {
    const d = doc(prompt, "south");
    const head = partsOf(d, "head");
    const held = new Set(covers.flatMap((name) => [...partsOf(d, name)]));

    it(`keeps what the hands held off the head as it lies (${prompt})`, () => {
      const rest = boxOf(posedFrames(d, "Idle")[0]!, head).count;
      const frames = posedFrames(d, "Death");
      // The last three frames: going over and lying.
      for (const frame of frames.slice(-3)) {
        const face = boxOf(frame, head);
        expect(face.count).toBeGreaterThan(rest * 0.8);
        const { width, ink, part } = frame.canvas;
        let over = 0;
        for (let y = face.top; y <= face.bottom; y++) {
          for (let x = face.left; x <= face.right; x++) {
            const i = y * width + x;
            if (ink[i]! >= 0 && held.has(part[i]!)) over++;
          }
        }
        expect(over).toBeLessThan(rest * 0.05);
      }
    });
  }
});

/** A part set's pixels in a composition, as "x,y" keys relative to their box's corner. */
function maskOf(
  frame: Frame,
  parts: ReadonlySet<number>,
  turn: (x: number, y: number) => [number, number],
) {
  const { width, ink, part } = frame.canvas;
  const points: [number, number][] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && parts.has(part[i]!)) points.push(turn(i % width, Math.floor(i / width)));
  }
  const left = Math.min(...points.map((p) => p[0]));
  const top = Math.min(...points.map((p) => p[1]));
  return new Set(points.map(([x, y]) => `${x - left},${y - top}`));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let both = 0;
  for (const key of a) if (b.has(key)) both++;
  return both / (a.size + b.size - both);
}

describe("a profile death", () => {
  for (const prompt of ["old wizard with a staff", "knight with sword and shield"]) {
    const d = doc(prompt, "east");
    const head = partsOf(d, "head");

    it(`lies with the head a clean quarter turn of the standing head, the face clear (${prompt})`, () => {
      const standing = maskOf(posedFrames(d, "Idle")[0]!, head, (x, y) => [x, y]);
      const frames = posedFrames(d, "Death");
      const lying = frames[frames.length - 1]!;
      // Turned back a quarter either way: a head left a few degrees off the quarter turn is
      // resampled into a different, blurred shape.
      const best = Math.max(
        overlap(
          standing,
          maskOf(lying, head, (x, y) => [-y, x]),
        ),
        overlap(
          standing,
          maskOf(lying, head, (x, y) => [y, -x]),
        ),
      );
      expect(best).toBeGreaterThan(0.85);
      // Nothing the hand held lies over the head: it shows as much as it does standing.
      expect(boxOf(lying, head).count).toBeGreaterThan(standing.size * 0.9);
    });
  }
});

describe("a bow's attack", () => {
  for (const direction of ["east", "south"] as const) {
    it(`looses an arrow seen clear of the bow, flying on (${direction})`, () => {
      const d = doc("elf archer with a bow", direction);
      const bow = partsOf(d, "item");
      const posed: Frame[] = [];
      const result = animateLayered(d, {
        preset: "Attack",
        frameCount: 8,
        seed: 3,
        framingMargin: 25,
        framingAnchor: "bottom",
        onFrame: (frame) => posed.push(frame),
      });
      const frames = framesOf(result.strip, 8);
      // A frame after the loose whose row through the bow's middle shows, ahead of the bow's
      // front edge, air and then a run of opaque pixels: the arrow in flight, apart from it.
      const clear = frames.some((image, t) => {
        if (t < 4) return false;
        const box = boxOf(posed[t]!, bow);
        const { width } = posed[t]!.canvas;
        const body = boxOf(posed[t]!, partsOf(d, "torso"));
        const way = (box.left + box.right) / 2 >= (body.left + body.right) / 2 ? 1 : -1;
        for (let y = box.top; y <= box.bottom; y++) {
          // Past the bow's own outline.
          let x = way > 0 ? box.right + 2 : box.left - 2;
          const opaque = (at: number) => image.data[(y * width + at) * 4 + 3]! > 0;
          let air = 0;
          while (x > 0 && x < width - 1 && !opaque(x)) {
            air++;
            x += way;
          }
          let run = 0;
          while (x > 0 && x < width - 1 && opaque(x)) {
            run++;
            x += way;
          }
          if (air >= 2 && run >= 5) return true;
        }
        return false;
      });
      expect(clear).toBe(true);
    });
  }
});
