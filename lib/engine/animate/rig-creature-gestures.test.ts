/**
 * Custom gestures on creatures, posed by their own rigs and judged on rendered frames: which
 * pixels are the wolf's head or the slime's face comes from the part ids of the layers the
 * drawer produced.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, type InkCanvas, type LayeredSprite, type SpriteLayer } from "../draw";
import { readSpritePrompt } from "../prompt";
import { animateLayered, canAnimateLayered, partsOf, refuseMotion } from ".";

function doc(prompt: string): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "east",
    camera: "none",
    seed: 7,
  });
}

function canvases(d: LayeredSprite, sentence: string, n: number): InkCanvas[] {
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

function partsOfLayer(d: LayeredSprite, name: string): Set<number> {
  const l = d.layers.find((x: SpriteLayer) => x.name === name && x.width > 0);
  if (!l) throw new Error(`no layer ${name}`);
  const out = new Set<number>();
  l.ink.forEach((ink, i) => {
    if (ink >= 0) out.add(l.part[i]!);
  });
  return out;
}

/** Mean row and mean column of a set of parts in a composition. */
function centre(c: InkCanvas, parts: ReadonlySet<number>) {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    n++;
    sx += i % c.width;
    sy += Math.floor(i / c.width);
  }
  return { x: sx / n, y: sy / n };
}

function lowest(c: InkCanvas): number {
  for (let y = c.height - 1; y >= 0; y--)
    for (let x = 0; x < c.width; x++) if (c.ink[y * c.width + x]! >= 0) return y;
  return -1;
}

const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
const EVERY_OTHER = [0, 2, 4, 6];

describe("creatures make the gestures they have parts for", () => {
  const wolf = doc("grey wolf");
  const slime = doc("green slime");

  it("are posed by their rigs, not refused", () => {
    for (const d of [wolf, slime]) {
      for (const s of ["nods", "shakes nervously", "looks sad", "ponders the meaning of life"]) {
        expect(refuseMotion(s, partsOf(d))).toBeNull();
        expect(canAnimateLayered(d, "Custom", s)).toBe(true);
      }
    }
  });

  it("a wolf nods: its head dips on every other frame while its feet stay", () => {
    const head = partsOfLayer(wolf, "head");
    for (const n of [4, 8]) {
      const c = canvases(wolf, "nods", n);
      const ys = c.map((f) => centre(f, head).y);
      expect(range(ys)).toBeGreaterThanOrEqual(1.5);
      expect(new Set(c.map(lowest)).size).toBe(1);
      if (n === 8) expect(range(EVERY_OTHER.map((t) => ys[t]!))).toBeGreaterThanOrEqual(1.5);
    }
  });

  it("a slime nods: its face dips while it sits on the ground", () => {
    const face = partsOfLayer(slime, "face");
    const c = canvases(slime, "nods", 8);
    expect(range(EVERY_OTHER.map((t) => centre(c[t]!, face).y))).toBeGreaterThanOrEqual(1);
    expect(new Set(c.map(lowest)).size).toBe(1);
  });

  it("shakes nervously: the body is in more than one place among frames 0, 2, 4 and 6", () => {
    for (const d of [wolf, slime]) {
      const body = partsOfLayer(d, "body");
      const c = canvases(d, "shakes nervously", 8);
      expect(range(EVERY_OTHER.map((t) => centre(c[t]!, body).x))).toBeGreaterThanOrEqual(1);
    }
  });

  it("looks sad: the wolf's head hangs and its tail drops; the slime's face sinks", () => {
    const w = canvases(wolf, "looks sad", 8);
    const head = partsOfLayer(wolf, "head");
    const tail = partsOfLayer(wolf, "tail");
    expect(centre(w[4]!, head).y).toBeGreaterThan(centre(w[0]!, head).y + 1);
    expect(centre(w[4]!, tail).y).toBeGreaterThan(centre(w[0]!, tail).y + 1);
    const s = canvases(slime, "looks sad", 8);
    const face = partsOfLayer(slime, "face");
    expect(centre(s[4]!, face).y).toBeGreaterThan(centre(s[0]!, face).y);
  });

  it("cheers without arms: a happy hop that leaves the ground, not a refusal", () => {
    for (const d of [wolf, slime]) {
      expect(refuseMotion("cheers", partsOf(d))).toBeNull();
      const c = canvases(d, "cheers", 8);
      // The figure's lowest row rises above its rest row at the top of a hop.
      expect(Math.min(...c.map(lowest))).toBeLessThan(lowest(c[0]!) - 1);
    }
  });

  it("a chest has no head to nod with: its rig does not claim the sentence", () => {
    const chest = doc("wooden treasure chest");
    expect(canAnimateLayered(chest, "Custom", "nods")).toBe(false);
    expect(canAnimateLayered(chest, "Custom", "shakes")).toBe(chest.rig !== "rigid");
  });
});
