/**
 * What a figure holds, judged on posed frames: a front death's kneeling legs stay in sight and
 * what the hand held stays whole, off the face, the whole way down; a robed profile death keeps
 * its staff in sight; a profile archer's arrow is nocked below the face. Which pixels belong to which
 * part comes from the layers the drawer kept (their part ids), never from the poses.
 */
import { describe, expect, it } from "vitest";
import type { LayeredSprite } from "../draw";
import { doc, framesOf, layerOwnParts } from "../testing";
import { animateLayered } from ".";
import type { Frame } from "./rig";
import { arrowColors } from "./rig/arrow";

const KNIGHT = "knight with sword and shield";
const CAST = [KNIGHT, "old wizard with a staff", "elf archer with a bow"];

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

describe("a robed death in profile", () => {
  const d = doc("old wizard with a staff", "east");
  const frames = deathOf(d);
  const staff = layerOwnParts(d, "item");

  it("keeps the staff in sight the whole way down (not a stub behind the beard)", () => {
    const drawn = d.layers.find((l) => l.name === "item")!.ink.filter((ink) => ink >= 0).length;
    // Every frame shows at least half of the staff's drawn pixels (it used to shrink to a stub
    // and vanish behind the body as it fell).
    frames.forEach((f, t) => {
      expect(pixelsOf(f, staff).length, `frame ${t}`).toBeGreaterThanOrEqual(drawn / 2);
    });
  });
});

describe("a profile archer at full draw", () => {
  const d = doc("elf archer with a bow", "east");
  const item = d.layers.find((l) => l.name === "item")!;
  const head = layerOwnParts(d, "head");
  const posed: Frame[] = [];
  const result = animateLayered(d, {
    preset: "Attack",
    frameCount: 8,
    seed: 3,
    framingMargin: 25,
    framingAnchor: "bottom",
    onFrame: (frame) => posed.push(frame),
  });
  const images = framesOf(result.strip, 8);

  it("nocks the arrow below the face: no shaft pixel over the head", () => {
    const { shaft } = arrowColors(d, item);
    const over = (t: number) => {
      const { ink, part } = posed[t]!.canvas;
      const img = images[t]!;
      let n = 0;
      for (let i = 0; i < ink.length; i++) {
        if (ink[i]! < 0 || !head.has(part[i]!)) continue;
        const o = i * 4;
        if (
          img.data[o] === shaft[0] &&
          img.data[o + 1] === shaft[1] &&
          img.data[o + 2] === shaft[2]
        )
          n++;
      }
      return n;
    };
    // The frames drawn back (before the loose), against the still's own count.
    for (const t of [2, 3]) expect(over(t), `frame ${t}`).toBeLessThanOrEqual(over(0));
  });
});
