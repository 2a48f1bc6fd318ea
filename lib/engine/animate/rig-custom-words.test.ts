/**
 * Custom motion sentences judged on rendered frames: an overhead swing, a spell's light in front
 * of the hands, a wolf's play bow and raised paw, a head turned to look back, and the manner
 * words ("slowly", "gently") reported as used only when they changed the frames. Which pixels
 * are the sword, the arm or the foreleg is read from the part ids of the layers the drawer
 * produced; where the shoulder, the head and the ground are, from those layers at rest.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite, SpriteLayer } from "../draw";
import { doc, framesOf, partBox } from "../testing";
import { animateLayered, partsOf, refuseMotion } from ".";

const N = 8;

function run(d: LayeredSprite, sentence: string, framingMargin = 0) {
  const canvases: InkCanvas[] = [];
  const result = animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: N,
    seed: 3,
    framingMargin,
    framingAnchor: "bottom",
    onFrame: (f) => canvases.push(f.canvas),
  });
  return { canvases, frames: framesOf(result.strip, N), result };
}

const layer = (d: LayeredSprite, test: (l: SpriteLayer) => boolean) => {
  const found = d.layers.find((l) => l.width > 0 && test(l));
  if (!found) throw new Error("no such layer");
  return found;
};

function partIds(l: SpriteLayer): Set<number> {
  const out = new Set<number>();
  l.ink.forEach((ink, i) => {
    if (ink >= 0) out.add(l.part[i]!);
  });
  return out;
}

const samePixels = (a: Uint8ClampedArray | Uint8Array, b: Uint8ClampedArray | Uint8Array) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

describe("swings the sword overhead", () => {
  it("raises the blade high over the head, then brings it down below the shoulder", () => {
    const d = doc("knight with sword and shield", "south");
    const sword = partIds(layer(d, (l) => l.role === "item"));
    const head = partIds(layer(d, (l) => l.role === "head"));
    const arm = partIds(layer(d, (l) => l.name === layer(d, (m) => m.role === "item").parent));
    // With room above, as the service frames an animation.
    const { canvases, result } = run(d, "swings the sword overhead", 20);
    const headTop = partBox(canvases[0]!, head)!.top;
    const shoulder = partBox(canvases[0]!, arm)!.top;
    const boxes = canvases.map((c) => partBox(c, sword)!);
    // Its tip stands well above the helmet: more than a third of the blade over it.
    const length = boxes[0]!.bottom - boxes[0]!.top;
    const high = boxes.findIndex((b) => b.top < headTop - length / 3);
    expect(high).toBeGreaterThanOrEqual(0);
    // After the blade stood over the head, it comes down: its lowest pixel under the shoulder,
    // lower than it hangs at rest.
    const later = boxes.slice(high + 1);
    expect(later.some((b) => b.bottom > shoulder && b.bottom > boxes[0]!.bottom)).toBe(true);
    expect(result.unrecognized).toEqual([]);
  });

  it("is not the Attack preset", () => {
    const d = doc("knight with sword and shield", "south");
    const overhead = run(d, "swings the sword overhead").result.strip.data;
    const attack = animateLayered(d, { preset: "Attack", frameCount: N, seed: 3 }).strip.data;
    expect(samePixels(overhead, attack)).toBe(false);
  });

  it("reports 'overhead' as changing nothing on a gesture that cannot go overhead", () => {
    const d = doc("knight with sword and shield", "south");
    expect(run(d, "nods overhead").result.unrecognized).toEqual(["overhead"]);
  });
});

describe("casts a spell", () => {
  it("lights an orb of new colours in front of the casting hand, not a few twinkles", () => {
    // In profile facing east, in front is to the right of the shoulder.
    const d = doc("old wizard with a staff", "east");
    const staffArm = layer(d, (l) => l.name === layer(d, (m) => m.role === "item").parent);
    const { frames } = run(d, "casts a spell");
    const colors = new Set<number>();
    const src = d.sprite.image.data;
    for (let o = 0; o < src.length; o += 4)
      colors.add((src[o]! << 16) | (src[o + 1]! << 8) | src[o + 2]!);
    const mid = frames[N / 2]!;
    // The frame is the sprite grown by no margin here: canvas and frame share coordinates.
    const lit = (x: number, y: number) => {
      if (x < 0 || y < 0 || x >= mid.width || y >= mid.height) return false;
      const o = (y * mid.width + x) * 4;
      const rgb = (mid.data[o]! << 16) | (mid.data[o + 1]! << 8) | mid.data[o + 2]!;
      return mid.data[o + 3]! > 0 && !colors.has(rgb);
    };
    let count = 0;
    let sumX = 0;
    let sumY = 0;
    let solid = false;
    for (let y = 0; y < mid.height; y++)
      for (let x = 0; x < mid.width; x++) {
        if (!lit(x, y)) continue;
        count++;
        sumX += x;
        sumY += y;
        // An orb, not a sprinkle: some lit pixel has all eight neighbours lit too.
        let around = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) if (lit(x + dx, y + dy)) around++;
        if (around === 9) solid = true;
      }
    expect(count).toBeGreaterThanOrEqual(12);
    expect(solid).toBe(true);
    expect(sumX / count).toBeGreaterThan(staffArm.joint.x);
    expect(sumY / count).toBeLessThan(staffArm.joint.y);
  });
});

describe("creatures make the limb gestures their bodies can", () => {
  const wolf = doc("grey wolf", "east");

  it("a wolf bows and waves a paw; a slime bows; neither is refused", () => {
    const parts = partsOf(wolf);
    expect(refuseMotion("bows", parts)).toBeNull();
    expect(refuseMotion("waves hello", parts)).toBeNull();
    expect(refuseMotion("bows", partsOf(doc("green slime", "east")))).toBeNull();
    // A chest has no body to bow with.
    expect(refuseMotion("bows", partsOf(doc("treasure chest", "south")))?.words).toEqual(["bows"]);
  });

  it("waving, the near forepaw leaves the ground and moves between frames; the hind feet stay", () => {
    const paw = partIds(layer(wolf, (l) => l.name === "leg.fore.near"));
    const hind = partIds(layer(wolf, (l) => l.name === "leg.hind.near"));
    const { canvases } = run(wolf, "waves hello");
    const rest = partBox(canvases[0]!, paw)!;
    const paws = canvases.map((c) => partBox(c, paw)!);
    // Raised: its lowest pixel well off the ground it stood on.
    expect(Math.min(...paws.map((b) => b.bottom))).toBeLessThan(rest.bottom - 3);
    // Waved: not one still pose while raised.
    const raised = paws.filter((b) => b.bottom < rest.bottom - 3);
    expect(new Set(raised.map((b) => `${b.top},${b.left},${b.right}`)).size).toBeGreaterThan(1);
    for (const c of canvases)
      expect(partBox(c, hind)!.bottom).toBe(partBox(canvases[0]!, hind)!.bottom);
  });

  it("a play bow: the chest goes down and the rump stays up", () => {
    const body = layer(wolf, (l) => l.name === "body");
    const head = partIds(layer(wolf, (l) => l.name === "head"));
    const { canvases } = run(wolf, "bows");
    const deep = canvases[N / 2]!;
    // The head drops lower than at rest.
    expect(partBox(deep, head)!.bottom).toBeGreaterThan(partBox(canvases[0]!, head)!.bottom + 1);
    // The body's front half sits lower than its back half.
    const ids = partIds(body);
    const mid = body.x + body.width / 2;
    const rowOf = (front: boolean) => {
      let sum = 0;
      let count = 0;
      for (let i = 0; i < deep.ink.length; i++) {
        if (deep.ink[i]! < 0 || !ids.has(deep.part[i]!)) continue;
        const x = i % deep.width;
        if (x >= mid !== front) continue;
        sum += Math.floor(i / deep.width);
        count++;
      }
      return sum / count;
    };
    expect(rowOf(true)).toBeGreaterThan(rowOf(false) + 1);
  });

  it("looks around: the wolf's head turns back over its body in some frames", () => {
    const head = partIds(layer(wolf, (l) => l.name === "head"));
    const { canvases } = run(wolf, "looks around");
    const rest = partBox(canvases[0]!, head)!;
    // Facing east, a head looking back reaches further west than at rest.
    expect(canvases.some((c) => partBox(c, head)!.left < rest.left - 3)).toBe(true);
  });
});

describe("manner words count only when they change the frames", () => {
  const knight = doc("knight with sword and shield", "south");
  for (const [sentence, plain] of [
    ["waves slowly", "waves"],
    ["nods angrily", "nods"],
    ["raises the sword quickly", "raises the sword"],
    ["shakes gently", "shakes"],
  ] as const) {
    it(`"${sentence}"`, () => {
      const made = run(knight, sentence).result;
      const base = run(knight, plain).result;
      const same = samePixels(made.strip.data, base.strip.data);
      const word = sentence.split(" ").at(-1)!;
      expect(made.unrecognized.includes(word)).toBe(same);
    });
  }
  it("a slow wave is not the plain wave, and 'slowly' is used", () => {
    const made = run(knight, "waves slowly").result;
    expect(samePixels(made.strip.data, run(knight, "waves").result.strip.data)).toBe(false);
    expect(made.unrecognized).toEqual([]);
  });
});
