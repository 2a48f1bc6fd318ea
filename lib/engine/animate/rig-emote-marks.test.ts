/**
 * What a custom motion draws over a creature's frames, judged on the rendered strip against
 * where the drawer's layers put the head: a spell cast without hands lights at the head's
 * front, an anger vein is red and sits over the head, a drop of sweat is pale blue and never
 * beyond the snout's tip, a spider's marks go to its fanged front, not its abdomen.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { doc } from "../testing";
import { animateLayered, partsOf, refuseMotion } from ".";

const N = 8;
const wolf = doc("grey wolf", "east");
const spider = doc("giant spider", "east");

function run(d: LayeredSprite, sentence: string) {
  const canvases: InkCanvas[] = [];
  const result = animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: N,
    seed: 3,
    framingMargin: 20,
    framingAnchor: "bottom",
    onFrame: (f) => canvases.push(f.canvas),
  });
  return { canvases, result };
}

/** The box of the named layers' pixels in a composition. */
function boxOf(c: InkCanvas, d: LayeredSprite, names: readonly string[]) {
  const parts = new Set<number>();
  for (const l of d.layers)
    if (names.includes(l.name))
      l.ink.forEach((ink, i) => {
        if (ink >= 0) parts.add(l.part[i]!);
      });
  let [left, right, top, bottom] = [c.width, -1, c.height, -1];
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    [left, right, top, bottom] = [
      Math.min(left, x),
      Math.max(right, x),
      Math.min(top, y),
      Math.max(bottom, y),
    ];
  }
  return { left, right, top, bottom };
}

/** Frame t's opaque pixels with no drawn part within 1 px: what was drawn beside the figure. */
function loose(r: ReturnType<typeof run>, t: number) {
  const { strip, frameWidth: w } = r.result;
  const c = r.canvases[t]!;
  const inked = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < c.width && y < c.height && c.ink[y * c.width + x]! >= 0;
  const out: { x: number; y: number; rgb: [number, number, number] }[] = [];
  for (let y = 0; y < strip.height; y++)
    for (let x = 0; x < w; x++) {
      const o = (y * strip.width + t * w + x) * 4;
      if (strip.data[o + 3]! === 0) continue;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++)
        for (let dx = -1; dx <= 1; dx++) if (inked(x + dx, y + dy)) near = true;
      if (!near) out.push({ x, y, rgb: [strip.data[o]!, strip.data[o + 1]!, strip.data[o + 2]!] });
    }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("a spell cast by a body without hands", () => {
  for (const [who, d, front] of [
    ["wolf", wolf, ["head"]],
    ["spider", spider, ["fang.left", "fang.right"]],
  ] as const) {
    it(`a ${who} casts: made, and its light shines ahead of its head's front`, () => {
      expect(refuseMotion("casts a spell", partsOf(d))).toBeNull();
      const r = run(d, "casts a spell");
      const t = N / 2;
      const light = loose(r, t);
      expect(light.length).toBeGreaterThanOrEqual(5);
      const head = boxOf(r.canvases[t]!, d, front);
      // Facing east: the light is in front of the head, not over the back or the tail.
      expect(mean(light.map((p) => p.x))).toBeGreaterThan(head.left);
    });
  }
});

describe("mood marks by a creature's head", () => {
  it("a wolf's anger vein is red and sits over its head", () => {
    const r = run(wolf, "nods angrily");
    const vein = loose(r, 0);
    const head = boxOf(r.canvases[0]!, wolf, ["head"]);
    const red = vein.filter(({ rgb: [R, G, B] }) => R > G + 100 && R > B + 100);
    expect(red.length).toBeGreaterThanOrEqual(8);
    expect(mean(red.map((p) => p.y))).toBeLessThan(head.top + 2);
    const x = mean(red.map((p) => p.x));
    expect(x).toBeGreaterThanOrEqual(head.left - 4);
    expect(x).toBeLessThanOrEqual(head.right + 4);
  });

  it("a wolf's drop of sweat is pale blue and never beyond the snout's tip", () => {
    const r = run(wolf, "shakes nervously");
    for (const t of [0, 2, 4, 6]) {
      const drop = loose(r, t).filter(({ rgb: [R, , B] }) => B > R + 60);
      expect(drop.length).toBeGreaterThanOrEqual(3);
      const head = boxOf(r.canvases[t]!, wolf, ["head"]);
      expect(Math.max(...drop.map((p) => p.x))).toBeLessThan(head.right);
    }
  });

  it("a spider's anger vein goes to its fanged front, not its abdomen", () => {
    const r = run(spider, "nods angrily");
    const body = boxOf(r.canvases[0]!, spider, ["body"]);
    const vein = loose(r, 0).filter(({ rgb: [R, G, B] }) => R > G + 100 && R > B + 100);
    expect(vein.length).toBeGreaterThanOrEqual(8);
    expect(mean(vein.map((p) => p.x))).toBeGreaterThan((body.left + body.right) / 2);
  });
});
