/**
 * The profile wizard's pointed hat stays whole as his head tips (a nod, an angry nod, a sad
 * hang), judged on the rendered compositions with the hat's parts taken from the head layer the
 * drawer produced: each row of the cone is one unbroken run (a tip split into a fork shows as
 * two), the brim keeps to as many rows as it was drawn in (a jagged stair takes more), and the
 * staff's orb stays in sight.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, SpriteLayer } from "../draw";
import { customCanvases, doc, partBox } from "../testing";

const wizard = doc("old wizard with a staff", "east");
const headLayer = wizard.layers.find((l) => l.name === "head" && l.width > 0)!;
const item = wizard.layers.find((l) => l.name === "item" && l.width > 0)!;

/** The part of a layer's topmost pixel (the hat's cone), and of its widest row (the brim). */
function topAndWidest(l: SpriteLayer): { cone: number; brim: number; brimRows: number } {
  const first = l.ink.findIndex((ink) => ink >= 0);
  let widest = 0;
  let widestRow = 0;
  for (let v = 0; v < l.height; v++) {
    let n = 0;
    for (let u = 0; u < l.width; u++) if (l.ink[v * l.width + u]! >= 0) n++;
    if (n > widest) [widest, widestRow] = [n, v];
  }
  const brim = l.part[widestRow * l.width]!;
  const rows = new Set<number>();
  l.part.forEach((p, i) => {
    if (p === brim && l.ink[i]! >= 0) rows.add(Math.floor(i / l.width));
  });
  return { cone: l.part[first]!, brim, brimRows: rows.size };
}
const { cone, brim, brimRows } = topAndWidest(headLayer);
const orb = new Set<number>();
for (let u = 0; u < item.width; u++) if (item.ink[u]! >= 0) orb.add(item.part[u]!);

/** The most runs of the part's pixels on any one row of a composition. */
function mostRuns(c: InkCanvas, part: number): number {
  let most = 0;
  for (let y = 0; y < c.height; y++) {
    let runs = 0;
    let was = false;
    for (let x = 0; x < c.width; x++) {
      const on = c.ink[y * c.width + x]! >= 0 && c.part[y * c.width + x] === part;
      if (on && !was) runs++;
      was = on;
    }
    most = Math.max(most, runs);
  }
  return most;
}

describe("the profile wizard's hat stays whole as his head tips", () => {
  for (const sentence of ["nods", "nods angrily", "looks sad"]) {
    it(`"${sentence}": the cone one run a row, the brim in its rows, the orb in sight`, () => {
      const made = customCanvases(wizard, sentence);
      const rest = made[0]!;
      expect(mostRuns(rest, cone)).toBe(1);
      const headTop = partBox(rest, new Set([cone]))!.top;
      let moved = 0;
      for (const c of made) {
        expect(mostRuns(c, cone)).toBe(1);
        const b = partBox(c, new Set([brim]))!;
        expect(b.bottom - b.top + 1).toBeLessThanOrEqual(brimRows);
        // (Turned with the arm in a slump, the orb is resampled a few pixels smaller.)
        expect(partBox(c, orb)!.count).toBeGreaterThanOrEqual(0.8 * partBox(rest, orb)!.count);
        moved = Math.max(moved, partBox(c, new Set([cone]))!.top - headTop);
      }
      // The head still goes down: the gesture shows.
      expect(moved).toBeGreaterThanOrEqual(2);
    });
  }
});

/** The 8-connected pieces the parts' pixels make in a composition. */
function pieces(c: InkCanvas, parts: ReadonlySet<number>): number {
  const on = (i: number) => c.ink[i]! >= 0 && parts.has(c.part[i]!);
  const seen = new Uint8Array(c.ink.length);
  let n = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || !on(i)) continue;
    n++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      const [x, y] = [j % c.width, Math.floor(j / c.width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [X, Y] = [x + dx, y + dy];
          const k = Y * c.width + X;
          if (X < 0 || Y < 0 || X >= c.width || Y >= c.height || seen[k] || !on(k)) continue;
          seen[k] = 1;
          stack.push(k);
        }
    }
  }
  return n;
}

describe("the profile wizard casts a spell behind his face and beard", () => {
  it("the raised sleeve never cuts the head: face, beard and hat show in one piece, nearly whole", () => {
    const own = new Set<number>();
    headLayer.part.forEach((p, i) => {
      if (headLayer.ink[i]! >= 0) own.add(p);
    });
    for (const l of wizard.layers)
      if (l !== headLayer)
        l.part.forEach((p, i) => {
          if (l.ink[i]! >= 0) own.delete(p);
        });
    const made = customCanvases(wizard, "casts a spell");
    const atRest = partBox(made[0]!, own)!.count;
    for (const c of made) {
      // Drawn over the head, the sleeve crossed the face and left the beard's end below it.
      expect(pieces(c, own)).toBe(1);
      expect(partBox(c, own)!.count).toBeGreaterThanOrEqual(0.9 * atRest);
    }
  });
});
