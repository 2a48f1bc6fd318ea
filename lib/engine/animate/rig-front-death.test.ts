/**
 * A death seen from the front, judged on its posed frames: the kneeling legs stay in sight, and
 * what the hand held stays whole, off the face, the whole way down. Which pixels belong to which
 * part comes from the layers the drawer kept (their part ids), never from the poses.
 */
import { describe, expect, it } from "vitest";
import type { LayeredSprite } from "../draw";
import { doc, layerOwnParts } from "../testing";
import { animateLayered } from ".";
import type { Frame } from "./rig";

const CAST = ["knight with sword and shield", "old wizard with a staff", "elf archer with a bow"];

function deathOf(d: LayeredSprite): Frame[] {
  const posed: Frame[] = [];
  animateLayered(d, {
    preset: "Death",
    frameCount: 8,
    seed: 3,
    framingMargin: 25,
    framingAnchor: "bottom",
    onFrame: (frame) => posed.push(frame),
  });
  return posed;
}

/** Pixel indices of a part set in a posed frame. */
function pixelsOf(frame: Frame, parts: Set<number>): number[] {
  const { ink, part } = frame.canvas;
  const out: number[] = [];
  for (let i = 0; i < ink.length; i++) if (ink[i]! >= 0 && parts.has(part[i]!)) out.push(i);
  return out;
}

function boxOf(frame: Frame, parts: Set<number>) {
  const w = frame.canvas.width;
  const at = pixelsOf(frame, parts);
  const xs = at.map((i) => i % w);
  const ys = at.map((i) => Math.floor(i / w));
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

const cases = CAST.map((prompt) => {
  const d = doc(prompt, "south");
  return { prompt, d, frames: deathOf(d) };
});

describe("a death seen from the front", () => {
  for (const { prompt, d, frames } of cases) {
    const item = layerOwnParts(d, "item");
    const head = layerOwnParts(d, "head");

    it(`${prompt}: what the hand held stays whole and never crosses the face`, () => {
      const drawn = pixelsOf(frames[0]!, item).length;
      const face = pixelsOf(frames[0]!, head).length;
      frames.forEach((f, t) => {
        expect(pixelsOf(f, item).length, `frame ${t}`).toBeGreaterThanOrEqual(drawn * 0.7);
        // Nothing is laid over the head: it shows nearly all of its pixels in every frame.
        expect(pixelsOf(f, head).length, `frame ${t}`).toBeGreaterThanOrEqual(face * 0.9);
      });
      // Lying, it is set against the ground, not laid along the body: much of it borders
      // empty pixels (laid along grey legs, a grey blade was lost among them).
      const last = frames[frames.length - 1]!;
      const { ink, width } = last.canvas;
      const held = pixelsOf(last, item);
      const edge = held.filter((i) =>
        [i - 1, i + 1, i - width, i + width].some((j) => ink[j]! < 0),
      );
      expect(edge.length).toBeGreaterThanOrEqual(held.length * 0.4);
    });
  }

  for (const { prompt, d, frames } of cases.filter((c) => !c.prompt.includes("wizard"))) {
    it(`${prompt}: the kneeling legs stay in sight, and lying they are two legs`, () => {
      const shins = ["leg.left.lower", "leg.right.lower"].map((n) => layerOwnParts(d, n));
      const drawn = shins.map((s) => pixelsOf(frames[0]!, s).length);
      // Every frame: each lower leg shows at least half of its drawn pixels (sunk into the
      // tunic, a kneeling leg vanished).
      frames.forEach((f, t) => {
        shins.forEach((s, k) => {
          expect(pixelsOf(f, s).length, `frame ${t} leg ${k}`).toBeGreaterThanOrEqual(
            drawn[k]! * 0.5,
          );
        });
      });
      // Lying, the two boots are not one stacked block: their boxes are set apart along the
      // body by at least a third of a boot's length.
      const last = frames[frames.length - 1]!;
      const [a, b] = shins.map((s) => boxOf(last, s));
      const apart = Math.abs((a!.left + a!.right) / 2 - (b!.left + b!.right) / 2);
      expect(apart).toBeGreaterThanOrEqual((a!.right - a!.left) / 3);
    });
  }
});
