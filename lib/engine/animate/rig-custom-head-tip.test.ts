/**
 * A head seen head-on that bows or nods tips within its outline: the face slides under the crown
 * while the head keeps its size, a helmet's hair stays under it and its face in view; a front
 * look about keeps both eyes whole. Judged on composed frames; which pixels are the head, its
 * parts or its eyes comes from the part ids of the layers the drawer produced.
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
      // At least a row further down the head (a helmet that sits on the eyes lets the head tip
      // only a little: further, the face shrank to a sliver).
      expect((deepest.eyesDown - rest.eyesDown) * (rest.height - 1)).toBeGreaterThanOrEqual(1);
      // Not squashed: a head made shorter keeps its face looking out and reads as a squat.
      expect(deepest.height).toBeGreaterThanOrEqual(rest.height - 1);
    });
  }
});

describe("a front slow bow comes back up within the loop", () => {
  for (const prompt of FRONT) {
    // Seen every other frame (0, 2, 4, 6), a slow bow shows the way down, the bottom and the
    // way up, and its last frame is near rest: gone down and held to the loop's end, the loop
    // snapped upright.
    it(`${prompt}: down, held, rising by frame 6, near rest at frame 7`, () => {
      const d = doc(prompt);
      const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
      const frames = canvases(d, "bows slowly", 8);
      const drops = frames.map((c) => headTop(c, head) - headTop(frames[0]!, head));
      const deepest = Math.max(...drops);
      expect(deepest).toBeGreaterThanOrEqual(4);
      expect(drops[4]!).toBeGreaterThanOrEqual(deepest - 1);
      expect(drops[6]!).toBeLessThanOrEqual(drops[4]! - 2);
      expect(drops[6]!).toBeGreaterThanOrEqual(1);
      expect(drops[7]!).toBeLessThanOrEqual(1);
    });
  }
});

describe("a front look about keeps both eyes whole", () => {
  for (const prompt of FRONT) {
    it(`${prompt}: every frame shows as many eye pixels as the head at rest`, () => {
      const d = doc(prompt);
      const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
      const frames = canvases(d, "looks around").map((c) => headIn(c, head));
      // Turned within its outline, the hair or a helmet's side came over an eye.
      for (const f of frames) expect(f.eyes).toBe(frames[0]!.eyes);
    });
  }
});

describe("a front look about under a fringe turns the face", () => {
  it("the elf: the eyes go to each side of the head by 2 px or more", () => {
    const d = doc(FRONT[1]!);
    const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
    const aside = canvases(d, "looks around").map((c) => headIn(c, head).eyesAside);
    // Slid whole with the head, the face kept its place on it and the look did not read at 1x.
    expect(Math.max(...aside) - aside[0]!).toBeGreaterThanOrEqual(2);
    expect(aside[0]! - Math.min(...aside)).toBeGreaterThanOrEqual(2);
  });
});

/** The parts of the head's own pixels that show at the top of a column of the head. */
function crownParts(c: InkCanvas, head: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (let x = 0; x < c.width; x++)
    for (let y = 0; y < c.height; y++) {
      const i = y * c.width + x;
      if (c.ink[i]! < 0 || !head.has(c.part[i]!)) continue;
      out.add(c.part[i]!);
      break;
    }
  return out;
}

/** The number of rows showing the part the eyes are drawn on (the skin below them). */
function faceRows(c: InkCanvas, head: ReadonlySet<number>): number {
  const skin = new Map<number, number>();
  for (let i = 0; i < c.ink.length - c.width; i++) {
    const below = i + c.width;
    if (!(c.flags[i]! & FLAG_DETAIL) || c.flags[below]! & FLAG_DETAIL) continue;
    if (c.ink[below]! >= 0 && head.has(c.part[below]!))
      skin.set(c.part[below]!, (skin.get(c.part[below]!) ?? 0) + 1);
  }
  const face = [...skin].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rows = new Set<number>();
  c.ink.forEach((ink, i) => {
    if (ink >= 0 && c.part[i] === face && !(c.flags[i]! & FLAG_DETAIL))
      rows.add(Math.floor(i / c.width));
  });
  return rows.size;
}

/** The top row of the head's own pixels in a frame. */
function headTop(c: InkCanvas, head: ReadonlySet<number>): number {
  for (let i = 0; i < c.ink.length; i++)
    if (c.ink[i]! >= 0 && head.has(c.part[i]!)) return Math.floor(i / c.width);
  return -1;
}

describe("a helmeted head tips within its helmet", () => {
  const d = doc(FRONT[0]!);
  const head = ownParts(d, d.layers.find((l) => l.role === "head")!);
  for (const sentence of ["nods", "bows", "looks sad"]) {
    it(`the knight ${sentence}: the hair stays under the helmet`, () => {
      const frames = canvases(d, sentence, 6);
      // What tops the head's columns at rest (the helmet's dome and brim) still does: hair
      // that showed only under the brim never comes up beside the helmet.
      const crown = crownParts(frames[0]!, head);
      for (const c of frames) for (const part of crownParts(c, head)) expect(crown).toContain(part);
    });
  }

  it("the knight nods: the eyes and the face stay in view", () => {
    const frames = canvases(d, "nods", 6);
    const rest = frames[0]!;
    for (const c of frames) {
      expect(headIn(c, head).eyes).toBe(headIn(rest, head).eyes);
      // A nod only dips the eyes under the brim: tipped too far, the face shrank to a sliver.
      expect(faceRows(c, head)).toBeGreaterThanOrEqual(Math.ceil(faceRows(rest, head) * 0.6));
    }
  });

  // A bow goes deep and holds: the top of the helmet comes forward over the face, the head
  // sinks well below where it stood and stays down for several frames, then comes back up. A
  // shallow dip that kept the eyes in sight, down and straight back up, read as a nod.
  it("the knight bows: the helmet comes over the face, holds low, and rises", () => {
    const frames = canvases(d, "bows", 8);
    const rest = frames[0]!;
    const restRows = faceRows(rest, head);
    const rows = frames.map((c) => faceRows(c, head));
    expect(Math.min(...rows)).toBeLessThanOrEqual(Math.floor(restRows * 0.5));
    for (const c of frames)
      expect(headIn(c, head).height).toBeGreaterThanOrEqual(headIn(rest, head).height - 1);
    const drops = frames.map((c) => headTop(c, head) - headTop(rest, head));
    const deepest = Math.max(...drops);
    expect(deepest).toBeGreaterThanOrEqual(5);
    // Held at the bottom: three frames or more within a pixel of the deepest.
    expect(drops.filter((dy) => dy >= deepest - 1).length).toBeGreaterThanOrEqual(3);
    expect(drops[7]!).toBeLessThanOrEqual(1);
  });

  // A hung head comes forward over the face until the brim is over the eyes at the lowest
  // point (held to the brow as a nod's tip is, the head only sank a pixel or two with the face
  // unchanged and read as a shrug), and the helmet keeps its size.
  it("the knight looks sad: the face turns down under the helmet, which keeps its size", () => {
    const frames = canvases(d, "looks sad", 6);
    const rest = frames[0]!;
    const least = Math.min(...frames.map((c) => faceRows(c, head)));
    expect(least).toBeLessThanOrEqual(Math.floor((faceRows(rest, head) * 2) / 3));
    for (const c of frames)
      expect(headIn(c, head).height).toBeGreaterThanOrEqual(headIn(rest, head).height - 1);
  });
});
