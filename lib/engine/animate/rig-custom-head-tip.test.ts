/**
 * A head seen head-on that bows, nods or looks about turns within its outline: the face slides
 * under the crown (down for a bow, aside for a look) while the head keeps its size, and a front
 * ponder's empty hand shows at the chin. Judged on composed frames; which pixels are the head,
 * its eyes or the arm comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import {
  drawLayered,
  FLAG_DETAIL,
  type InkCanvas,
  type LayeredSprite,
  type SpriteLayer,
} from "../draw";
import { readSpritePrompt } from "../prompt";
import { animateLayered } from ".";

function doc(prompt: string): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "south",
    camera: "none",
    seed: 7,
  });
}

function canvases(d: LayeredSprite, sentence: string, n = 8): InkCanvas[] {
  const out: InkCanvas[] = [];
  animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: n,
    seed: 3,
    onFrame: (f) => out.push(f.canvas),
  });
  return out;
}

/** The part ids only `layer` draws. */
function ownParts(d: LayeredSprite, layer: SpriteLayer): Set<number> {
  const own = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) own.add(layer.part[i]!);
  });
  for (const other of d.layers)
    if (other !== layer)
      other.ink.forEach((ink, i) => {
        if (ink >= 0) own.delete(other.part[i]!);
      });
  return own;
}

/** The head's box in a frame and the middle of its eyes (detail pixels of the head's parts). */
function headIn(c: InkCanvas, head: ReadonlySet<number>) {
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let eyes = 0;
  let eyeX = 0;
  let eyeY = 0;
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++) {
      const i = y * c.width + x;
      if (c.ink[i]! < 0 || !head.has(c.part[i]!)) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
      if (c.flags[i]! & FLAG_DETAIL) {
        eyes++;
        eyeX += x;
        eyeY += y;
      }
    }
  return {
    height: bottom - top + 1,
    middleX: (left + right) / 2,
    /** Where the eyes sit down the head: 0 at its top row, 1 at its bottom row. */
    eyesDown: eyes ? (eyeY / eyes - top) / Math.max(1, bottom - top) : Number.NaN,
    eyesAside: eyes ? eyeX / eyes - (left + right) / 2 : Number.NaN,
    eyes,
  };
}

const FRONT = ["knight with a sword and shield", "elf archer with a bow"];

describe("a front bow tips the head toward the viewer", () => {
  for (const prompt of FRONT) {
    it(`${prompt}: the eyes sink down the head, which keeps its height`, () => {
      const d = doc(prompt);
      const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
      const frames = canvases(d, "bows").map((c) => headIn(c, head));
      const rest = frames[0]!;
      // The deepest frame of the bow: where the eyes are furthest down the head.
      const deepest = frames.reduce((a, b) => (b.eyesDown > a.eyesDown ? b : a));
      expect(rest.eyes).toBeGreaterThan(0);
      expect(deepest.eyes).toBeGreaterThan(0);
      expect(deepest.eyesDown - rest.eyesDown).toBeGreaterThan(0.15);
      // Not squashed: a head made shorter keeps its face looking out and reads as a squat.
      expect(deepest.height).toBeGreaterThanOrEqual(rest.height - 1);
    });
  }
});

describe("a front look about turns the face within the head", () => {
  it("the knight: the eyes go to each side of the head's middle, the head stays put", () => {
    const d = doc(FRONT[0]!);
    const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
    const frames = canvases(d, "looks around").map((c) => headIn(c, head));
    const rest = frames[0]!;
    const aside = frames.map((f) => f.eyesAside - rest.eyesAside);
    expect(Math.max(...aside)).toBeGreaterThan(1.5);
    expect(Math.min(...aside)).toBeLessThan(-1.5);
    for (const f of frames) expect(Math.abs(f.middleX - rest.middleX)).toBeLessThanOrEqual(1.5);
  });
});

describe("a front ponder shows the empty hand at the chin", () => {
  it("the elf: half way through, the empty arm shows in front of the face", () => {
    const d = doc(FRONT[1]!);
    const held = new Set(
      d.layers.filter((l) => l.role === "item" || l.role === "shield").map((l) => l.parent),
    );
    const arm = d.layers.find((l) => l.role === "arm" && l.width > 0 && !held.has(l.name))!;
    const armParts = ownParts(d, arm);
    const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
    const c = canvases(d, "ponders")[4]!;
    // Each row's span of the head's pixels: an arm pixel inside it, with the head on both
    // sides, is drawn in front of the face.
    const left = new Array<number>(c.height).fill(c.width);
    const right = new Array<number>(c.height).fill(-1);
    c.ink.forEach((ink, i) => {
      if (ink < 0 || !head.has(c.part[i]!)) return;
      const y = Math.floor(i / c.width);
      left[y] = Math.min(left[y]!, i % c.width);
      right[y] = Math.max(right[y]!, i % c.width);
    });
    let onFace = 0;
    c.ink.forEach((ink, i) => {
      if (ink < 0 || !armParts.has(c.part[i]!)) return;
      const x = i % c.width;
      const y = Math.floor(i / c.width);
      if (x > left[y]! && x < right[y]!) onFace++;
    });
    // Drawn behind the head, the hand at the chin was hidden by the face and the hair.
    expect(onFace).toBeGreaterThan(0);
  });
});
