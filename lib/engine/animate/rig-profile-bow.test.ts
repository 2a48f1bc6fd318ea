/**
 * The old wizard's bow seen from the east, judged on the rendered compositions (which part shows
 * where), with the hat, the face and the staff taken from the layers the drawer produced: at the
 * bow's deepest frame the pointed hat is still one line per row and points forward; the staff's
 * foot stays where it stood on the ground; nothing is drawn over the face or the beard.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, SpriteLayer } from "../draw";
import { customCanvases as frames, doc, partIdsOf } from "../testing";

const wizard = doc("old wizard with a staff", "east");
const head = wizard.layers.find((l) => l.name === "head")!;
const staff = partIdsOf(wizard.layers.filter((l) => l.name === "item"));

/** The part of a layer on its topmost inked row (a pointed hat's cone). */
function topPart(l: SpriteLayer): number {
  const i = l.ink.findIndex((ink) => ink >= 0);
  return l.part[i]!;
}

/** The part of a layer with the widest single row (a hat's brim). */
function widestPart(l: SpriteLayer): number {
  let best = -1;
  let most = 0;
  for (let v = 0; v < l.height; v++) {
    const count = new Map<number, number>();
    for (let u = 0; u < l.width; u++) {
      const i = v * l.width + u;
      if (l.ink[i]! >= 0) count.set(l.part[i]!, (count.get(l.part[i]!) ?? 0) + 1);
    }
    for (const [part, n] of count)
      if (n > most) {
        most = n;
        best = part;
      }
  }
  return best;
}

const cone = topPart(head);
const brim = widestPart(head);
/** The face and beard: the head's parts other than the hat's cone and brim. */
const face = new Set([...partIdsOf([head])].filter((p) => p !== cone && p !== brim));

/** Pixels of the given parts in a frame: x, y. */
function cells(c: InkCanvas, parts: ReadonlySet<number>): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < c.ink.length; i++)
    if (c.ink[i]! >= 0 && parts.has(c.part[i]!))
      out.push({ x: i % c.width, y: Math.floor(i / c.width) });
  return out;
}

const meanX = (xs: { x: number }[]) => xs.reduce((s, p) => s + p.x, 0) / xs.length;

describe("the wizard bows in profile", () => {
  for (const sentence of ["bows", "bows slowly"]) {
    const made = frames(wizard, sentence);
    const headParts = partIdsOf([head]);
    // The deepest frame: where the head has gone farthest forward.
    const deepest = made.reduce((a, c) =>
      meanX(cells(c, headParts)) > meanX(cells(a, headParts)) ? c : a,
    );

    it(`"${sentence}": at the bottom the hat's cone is one run per row and its tip points forward, ahead of the brim's middle`, () => {
      expect(meanX(cells(deepest, headParts))).toBeGreaterThan(
        meanX(cells(made[0]!, headParts)) + 3,
      );
      const hat = cells(deepest, new Set([cone]));
      const rows = new Map<number, number[]>();
      for (const p of hat) rows.set(p.y, [...(rows.get(p.y) ?? []), p.x]);
      for (const xs of rows.values()) expect(Math.max(...xs) - Math.min(...xs) + 1).toBe(xs.length);
      // The tip points forward: ahead of the middle of the cone's widest row by a third of the
      // cone's height or more (turned, the cone came out pointing nearly straight up).
      const top = Math.min(...rows.keys());
      const tip = meanX(hat.filter((p) => p.y === top));
      const widest = [...rows.entries()].reduce((a, r) => (r[1].length > a[1].length ? r : a));
      const middle = (Math.min(...widest[1]) + Math.max(...widest[1])) / 2;
      const tall = Math.max(...rows.keys()) - top + 1;
      expect(tip - middle).toBeGreaterThanOrEqual(tall / 3);
      expect(tip).toBeGreaterThan(meanX(cells(deepest, new Set([brim]))));
    });

    it(`"${sentence}": goes down and comes back up, the head near where it stood by the last frame`, () => {
      const x = (c: InkCanvas) => meanX(cells(c, headParts));
      expect(Math.abs(x(made[made.length - 1]!) - x(made[0]!))).toBeLessThanOrEqual(2);
    });

    it(`"${sentence}": the staff's foot stays where it stood on the ground`, () => {
      const foot = (c: InkCanvas) => {
        const s = cells(c, staff);
        const y = Math.max(...s.map((p) => p.y));
        return { y, x: meanX(s.filter((p) => p.y === y)) };
      };
      const rest = foot(made[0]!);
      for (const c of made) {
        expect(foot(c).y).toBe(rest.y);
        expect(Math.abs(foot(c).x - rest.x)).toBeLessThanOrEqual(1);
      }
    });

    it(`"${sentence}": nothing covers the face and beard (as many of their pixels show as at rest)`, () => {
      const shown = made.map((c) => cells(c, face).length);
      for (const n of shown) expect(n).toBeGreaterThanOrEqual(shown[0]! * 0.97);
    });
  }
});
