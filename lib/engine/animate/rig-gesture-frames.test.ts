/**
 * Custom gestures judged on rendered frames, at 4 and 8 frames and on every other frame (what a
 * contact sheet shows): which pixels are the head, the waving arm or the shield is read from
 * the part ids of the layers the drawer produced, never from the poses.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, type InkCanvas, type LayeredSprite, type SpriteLayer } from "../draw";
import { type Direction, readSpritePrompt } from "../prompt";
import { animateLayered, partsOf, refuseMotion } from ".";

function doc(prompt: string, direction: Direction): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed: 7,
  });
}

/** Each frame's composition (inks and part ids) and finished picture. */
function run(d: LayeredSprite, sentence: string, n: number) {
  const canvases: InkCanvas[] = [];
  const { strip, frameWidth: w } = animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: n,
    seed: 3,
    onFrame: (f) => canvases.push(f.canvas),
  });
  const alpha = (t: number, x: number, y: number) =>
    strip.data[(y * strip.width + t * w + x) * 4 + 3]!;
  return { canvases, alpha, width: w, height: strip.height };
}

const layer = (d: LayeredSprite, test: (l: SpriteLayer) => boolean) => {
  const found = d.layers.find((l) => l.width > 0 && test(l));
  if (!found) throw new Error("no such layer");
  return found;
};

/** The part ids a layer's own pixels carry (a hand drawn into the arm layer included). */
function partsOfLayers(...layers: SpriteLayer[]): Set<number> {
  const out = new Set<number>();
  for (const l of layers)
    l.ink.forEach((ink, i) => {
      if (ink >= 0) out.add(l.part[i]!);
    });
  return out;
}

/** Where a set of parts shows in a composition: its pixel count, mean row, top pixel. */
function where(c: InkCanvas, parts: ReadonlySet<number>) {
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  let top = { x: -1, y: Number.POSITIVE_INFINITY };
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++) {
      const i = y * c.width + x;
      if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
      count++;
      sumX += x;
      sumY += y;
      if (y < top.y) top = { x, y };
    }
  return {
    count,
    meanX: count ? sumX / count : Number.NaN,
    meanY: count ? sumY / count : Number.NaN,
    top,
  };
}

/** The lowest opaque row of a composition: where the feet stand. */
function lowest(c: InkCanvas): number {
  for (let y = c.height - 1; y >= 0; y--)
    for (let x = 0; x < c.width; x++) if (c.ink[y * c.width + x]! >= 0) return y;
  return -1;
}

const EVERY_OTHER = [0, 2, 4, 6];

describe("a nod moves the head, on every frame count and every other frame", () => {
  for (const [prompt, facing] of [
    ["knight with sword and shield", "south"],
    ["old wizard with a staff", "east"],
    ["elf archer with a bow", "south"],
  ] as const) {
    it(`${prompt} (${facing})`, () => {
      const d = doc(prompt, facing);
      const head = partsOfLayers(layer(d, (l) => l.role === "head"));
      for (const n of [4, 8]) {
        const r = run(d, "nods", n);
        const ys = r.canvases.map((c) => where(c, head).meanY);
        // The head dips by more than a one-pixel nudge, and comes back.
        expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThanOrEqual(1.5);
        // The feet stay on their row.
        expect(new Set(r.canvases.map(lowest)).size).toBe(1);
        if (n === 8) {
          const sampled = EVERY_OTHER.map((t) => ys[t]!);
          expect(Math.max(...sampled) - Math.min(...sampled)).toBeGreaterThanOrEqual(1.5);
        }
      }
    });
  }
});

describe("a nervous shake differs on every other frame", () => {
  it("the knight's body is in more than one place among frames 0, 2, 4 and 6", () => {
    const d = doc("knight with sword and shield", "south");
    const torso = partsOfLayers(layer(d, (l) => l.role === "torso"));
    const r = run(d, "shakes nervously", 8);
    const left = (c: InkCanvas) => {
      for (let x = 0; x < c.width; x++)
        for (let y = 0; y < c.height; y++) {
          const i = y * c.width + x;
          if (c.ink[i]! >= 0 && torso.has(c.part[i]!)) return x;
        }
      return -1;
    };
    expect(new Set(EVERY_OTHER.map((t) => left(r.canvases[t]!))).size).toBeGreaterThanOrEqual(2);
  });
});

describe("a wave raises a hand above the shoulder and moves it side to side", () => {
  for (const [prompt, facing] of [
    ["knight with sword and shield", "south"],
    ["elf archer with a bow", "south"],
    ["old wizard with a staff", "south"],
  ] as const) {
    it(`${prompt} (${facing})`, () => {
      const d = doc(prompt, facing);
      // The waving arm: the one holding nothing, or (both hands full) the weapon's, never the
      // shield's.
      const item = d.layers.find((l) => l.role === "item" && l.width > 0);
      const shield = d.layers.find((l) => l.role === "shield" && l.width > 0);
      const arms = d.layers.filter((l) => l.role === "arm" && l.width > 0);
      const free =
        arms.find((a) => a.name !== item?.parent && a.name !== shield?.parent) ??
        arms.find((a) => a.name === item?.parent)!;
      const hands = d.layers.filter((l) => l.role === "hand" && l.parent === free.name);
      const arm = partsOfLayers(free, ...hands);
      const shoulder = free.joint.y;
      const r = run(d, "waves hello", 8);
      const seen = r.canvases.map((c) => where(c, arm));
      expect(seen.some((p) => p.top.y < shoulder - 2)).toBe(true);
      // The raised arm is somewhere else on every other frame once it is up.
      const raised = EVERY_OTHER.filter((t) => seen[t]!.top.y < shoulder);
      expect(raised.length).toBeGreaterThanOrEqual(2);
      const xs = raised.map((t) => seen[t]!.meanX);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(1);
      if (shield) {
        const s = partsOfLayers(shield);
        for (const c of r.canvases) expect(where(c, s).top.y).toBeGreaterThanOrEqual(shoulder - 2);
      }
    });
  }

  it("is not refused for a knight whose hands are both full", () => {
    const parts = partsOf(doc("knight with sword and shield", "south"));
    expect(parts).toEqual({ body: "biped", held: "sword", shield: true });
    expect(refuseMotion("waves hello", parts)).toBeNull();
    expect(refuseMotion("walks and waves", parts)).toBeNull();
  });
});

describe("pondering and sorrow are drawn, not refused", () => {
  const wizard = doc("old wizard with a staff", "east");
  const knight = doc("knight with sword and shield", "south");

  it("reads the sentences as gestures", () => {
    for (const d of [wizard, knight]) {
      expect(refuseMotion("ponders the meaning of life", partsOf(d))).toBeNull();
      expect(refuseMotion("looks sad", partsOf(d))).toBeNull();
    }
  });

  it("ponders: thought dots build up beside the head, apart from every posed part", () => {
    for (const d of [wizard, knight]) {
      const r = run(d, "ponders the meaning of life", 8);
      // Opaque pixels of the finished frame with no posed ink within 2 px: not the outline.
      const loose = (t: number) => {
        const c = r.canvases[t]!;
        let count = 0;
        for (let y = 0; y < r.height; y++)
          for (let x = 0; x < r.width; x++) {
            if (r.alpha(t, x, y) === 0) continue;
            let near = false;
            for (let v = -2; v <= 2 && !near; v++)
              for (let u = -2; u <= 2 && !near; u++) {
                const xx = x + u;
                const yy = y + v;
                if (xx < 0 || yy < 0 || xx >= c.width || yy >= c.height) continue;
                if (c.ink[yy * c.width + xx]! >= 0) near = true;
              }
            if (!near) count++;
          }
        return count;
      };
      expect(loose(7)).toBeGreaterThanOrEqual(3);
      expect(loose(7)).toBeGreaterThan(loose(0));
    }
  });

  it("looks sad: the head hangs lower than at rest while the feet stay", () => {
    for (const d of [wizard, knight]) {
      const head = partsOfLayers(layer(d, (l) => l.role === "head"));
      const r = run(d, "looks sad", 8);
      const rest = where(r.canvases[0]!, head).meanY;
      expect(where(r.canvases[4]!, head).meanY).toBeGreaterThan(rest + 1);
      expect(new Set(r.canvases.map(lowest)).size).toBe(1);
    }
  });
});
