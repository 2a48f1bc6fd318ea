/**
 * A wolf's and a dragon's paw gestures judged on the compositions the rig renders, each part
 * found by the part ids of the layers the drawer produced: a wolf's waved forepaw is lifted
 * ahead of the chest with air between it and the jaw, and swings; a dragon's stubby one keeps
 * its upper end in the chest; a cheer (a dragon's beating its wings whole, its two forelegs
 * apart) lifts the head and tail and springs the front up off the
 * ground; a spell moves the head whole and lights its orb off the head.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { customCanvases, doc, framesOf, layerOwnParts, partBox } from "../testing";
import { animateLayered } from ".";

const BEASTS = [
  ["wolf", "grey wolf"],
  ["dragon", "red dragon"],
] as const;

/** The rows of `parts` in column `x` of a composed canvas, top to bottom. */
function rowsIn(c: InkCanvas, parts: ReadonlySet<number>, x: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < c.height; y++) {
    const i = y * c.width + x;
    if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) out.push(y);
  }
  return out;
}

/** The pixels of `parts` in a composed canvas, as "x,y" keys. */
function pixelsOf(c: InkCanvas, parts: ReadonlySet<number>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < c.ink.length; i++)
    if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) out.add(`${i % c.width},${(i / c.width) | 0}`);
  return out;
}

describe("a four-legged wave", () => {
  it("wolf: the slender forepaw ahead of the chest, air between paw and jaw, swinging, the head up", () => {
    const d = doc("grey wolf", "east");
    const leg = layerOwnParts(d, "leg.fore.near");
    const head = layerOwnParts(d, "head");
    const body = layerOwnParts(d, "body");
    const frames = customCanvases(d, "waves hello");
    const rest = partBox(frames[0]!, leg)!;
    const restHead = partBox(frames[0]!, head)!;
    const raised = frames.filter((f) => partBox(f, leg)!.bottom <= rest.bottom - 4);
    expect(raised.length).toBeGreaterThanOrEqual(3);
    for (const f of raised) {
      const front = partBox(f, body)!.right;
      const paw = partBox(f, leg)!;
      // Out ahead of the chest, where the outline sets it off the body.
      expect(paw.right).toBeGreaterThanOrEqual(front + 3);
      // Over the paw's end (the outer half of its reach past the chest), air between the jaw
      // and the paw: below the head's lowest own pixel its outline, an empty row, and the
      // paw's outline above its highest own pixel. Never a paw against the muzzle. (Nearer
      // the chest the leg comes out under the neck.)
      for (let x = Math.ceil((front + paw.right) / 2); x <= paw.right; x++) {
        const legRows = rowsIn(f, leg, x);
        const headRows = rowsIn(f, head, x);
        if (!legRows.length || !headRows.length) continue;
        expect(Math.max(...headRows)).toBeLessThan(Math.min(...legRows) - 3);
      }
      // The head is held up, out of the paw's way.
      expect(partBox(f, head)!.top).toBeLessThanOrEqual(restHead.top - 2);
    }
    // The paw waves: it is not in one place in every raised frame.
    const places = new Set(raised.map((f) => JSON.stringify(partBox(f, leg))));
    expect(places.size).toBeGreaterThanOrEqual(2);
  });

  it("dragon: the stubby forepaw is raised with its upper end kept in the chest, and swings", () => {
    const d = doc("red dragon", "east");
    const leg = layerOwnParts(d, "leg.fore.near");
    const frames = customCanvases(d, "waves hello");
    const rest = partBox(frames[0]!, leg)!;
    const raised = frames.filter((f) => partBox(f, leg)!.bottom <= rest.bottom - 4);
    expect(raised.length).toBeGreaterThanOrEqual(3);
    // Fewer of the leg's pixels show than at rest: its top stays tucked in the chest, so the
    // raised forearm reads bent. Freed, the whole thick leg showed, a plank pumped forward.
    for (const f of raised) expect(partBox(f, leg)!.count).toBeLessThan(rest.count);
    const places = new Set(raised.map((f) => JSON.stringify(partBox(f, leg))));
    expect(places.size).toBeGreaterThanOrEqual(2);
  });
});

describe("a four-legged cheer", () => {
  for (const [who, prompt] of BEASTS) {
    it(`${who}: head and tail held high, the front springing up off the ground`, () => {
      const d = doc(prompt, "east");
      const fore = new Set([
        ...layerOwnParts(d, "leg.fore.near"),
        ...layerOwnParts(d, "leg.fore.far"),
      ]);
      const hind = new Set([
        ...layerOwnParts(d, "leg.hind.near"),
        ...layerOwnParts(d, "leg.hind.far"),
      ]);
      const head = layerOwnParts(d, "head");
      const tail = layerOwnParts(d, "tail");
      const body = layerOwnParts(d, "body");
      const frames = customCanvases(d, "cheers");
      const above = (f: InkCanvas, parts: ReadonlySet<number>) =>
        partBox(f, body)!.top - partBox(f, parts)!.top;
      const [rest] = frames as [InkCanvas];
      const ground = partBox(rest, fore)!.bottom;
      // The forepaws leave the ground, higher than the hind paws: the front springs up.
      expect(
        frames.some((f) => {
          const paws = partBox(f, fore)!.bottom;
          return paws <= ground - 4 && paws <= partBox(f, hind)!.bottom - 3;
        }),
      ).toBe(true);
      // Head and tail stand higher over the back than at rest.
      expect(Math.max(...frames.map((f) => above(f, head)))).toBeGreaterThanOrEqual(
        above(rest, head) + 3,
      );
      expect(Math.max(...frames.map((f) => above(f, tail)))).toBeGreaterThanOrEqual(
        above(rest, tail) + 3,
      );
    });
  }
});

describe("a dragon's cheer", () => {
  it("beats its wings standing whole and keeps its two forelegs apart", () => {
    const d = doc("red dragon", "east");
    const wing = layerOwnParts(d, "wing.near");
    const body = layerOwnParts(d, "body");
    const near = layerOwnParts(d, "leg.fore.near");
    const far = layerOwnParts(d, "leg.fore.far");
    const frames = customCanvases(d, "cheers");
    const over = (f: InkCanvas) => partBox(f, body)!.top - partBox(f, wing)!.top;
    const tall = (f: InkCanvas) => partBox(f, wing)!.bottom - partBox(f, wing)!.top;
    const [rest] = frames as [InkCanvas];
    for (const f of frames) {
      // The near wing stands as tall and as high over the back as at rest: never turned back
      // about its root and crumpled against the back.
      expect(tall(f)).toBeGreaterThanOrEqual(tall(rest) - 1);
      expect(over(f)).toBeGreaterThanOrEqual(over(rest) - 1);
      // Folded as it leaps, the near forepaw is not laid over the far one: their feet apart.
      const [a, b] = [partBox(f, near)!, partBox(f, far)!];
      if (a.bottom < partBox(rest, near)!.bottom - 3)
        expect(Math.abs(a.bottom - b.bottom) + Math.abs(a.right - b.right)).toBeGreaterThanOrEqual(
          4,
        );
    }
    // The wings beat: lifted higher over the back in some frames.
    expect(Math.max(...frames.map(over))).toBeGreaterThanOrEqual(over(rest) + 2);
  });
});

describe("a four-legged spell", () => {
  for (const [who, prompt] of BEASTS) {
    it(`${who}: the head is moved whole and the orb lights off it`, () => {
      const d = doc(prompt, "east");
      const head = layerOwnParts(d, "head");
      const canvases: InkCanvas[] = [];
      const r = animateLayered(d, {
        preset: "Custom",
        customPrompt: "casts a spell",
        frameCount: 8,
        seed: 3,
        framingMargin: 20,
        framingAnchor: "bottom",
        onFrame: (f) => canvases.push(f.canvas),
      });
      const frames = framesOf(r.strip, 8);
      const rest = pixelsOf(canvases[0]!, head);
      const restBox = partBox(canvases[0]!, head)!;
      const own = new Set<number>();
      const src = d.sprite.image.data;
      for (let i = 0; i < src.length; i += 4)
        if (src[i + 3]! > 0) own.add((src[i]! << 16) | (src[i + 1]! << 8) | src[i + 2]!);
      let lit = 0;
      canvases.forEach((c, t) => {
        // The head's pixels are the resting head's, moved: the same shape, not turned.
        const box = partBox(c, head)!;
        const moved = new Set(
          [...rest].map((k) => {
            const [x, y] = k.split(",").map(Number) as [number, number];
            return `${x + box.left - restBox.left},${y + box.top - restBox.top}`;
          }),
        );
        const now = pixelsOf(c, head);
        expect(now.size).toBe(moved.size);
        for (const k of now) expect(moved.has(k)).toBe(true);
        // The orb (colours the sprite does not have) covers no head pixel, nor touches one.
        const img = frames[t]!;
        for (let i = 0; i < img.width * img.height; i++) {
          const o = i * 4;
          if (img.data[o + 3] === 0) continue;
          const rgb = (img.data[o]! << 16) | (img.data[o + 1]! << 8) | img.data[o + 2]!;
          if (own.has(rgb)) continue;
          lit++;
          const x = i % img.width;
          const y = (i / img.width) | 0;
          for (let dx = -1; dx <= 1; dx++)
            for (let dy = -1; dy <= 1; dy++) expect(now.has(`${x + dx},${y + dy}`)).toBe(false);
        }
      });
      expect(lit).toBeGreaterThan(0);
    });
  }
});
