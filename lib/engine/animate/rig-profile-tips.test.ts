/**
 * The profile wizard's head and body gestures drawn by whole pixels, judged on the rendered
 * compositions with the parts taken from the layers the drawer produced: a nod tips the head as
 * one piece (no pixel of it doubled, none left behind as a fleck, the staff's orb in sight), an
 * angry nod and a sad hang take the head down further than the nod, a bow folds the chest by
 * whole rows (the belt stays one band), a raise lifts the staff before the face with the arm in
 * sight, and a jump draws the boots up under the hem instead of swinging them out as a blob.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite, SpriteLayer } from "../draw";
import { createPixels } from "../raster";
import { customCanvases, doc, layerOwnParts, partBox } from "../testing";
import { shearTurned } from "./rig/rigid";

const wizard = doc("old wizard with a staff", "east");
const layer = (d: LayeredSprite, name: string): SpriteLayer =>
  d.layers.find((l) => l.name === name && l.width > 0)!;
const head = layerOwnParts(wizard, "head");
const torso = layerOwnParts(wizard, "torso");
const arm = layerOwnParts(wizard, "arm.near");
const staff = layerOwnParts(wizard, "item");
const boots = new Set([
  ...layerOwnParts(wizard, "leg.far.lower"),
  ...layerOwnParts(wizard, "leg.near.lower"),
]);

/** The parts of a layer found on its topmost row (a staff's orb). */
function topParts(l: SpriteLayer): Set<number> {
  const out = new Set<number>();
  for (let u = 0; u < l.width; u++) if (l.ink[u]! >= 0) out.add(l.part[u]!);
  return out;
}
const orb = topParts(layer(wizard, "item"));
/** The head's detail pixels (its eye), kept whole through a turn. */
const eyePixels = layer(wizard, "head").flags.filter((f) => f !== 0).length;

/** How many pixels of each ink the parts show in a composition. */
function inkCounts(c: InkCanvas, parts: ReadonlySet<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    out.set(c.ink[i]!, (out.get(c.ink[i]!) ?? 0) + 1);
  }
  return out;
}

/** How many pixels of each ink a layer has, drawn whole. */
function layerInks(l: SpriteLayer): Map<number, number> {
  const out = new Map<number, number>();
  for (const ink of l.ink) if (ink >= 0) out.set(ink, (out.get(ink) ?? 0) + 1);
  return out;
}

/** The 8-connected pieces the parts' pixels make in a composition. */
function pieces(c: InkCanvas, parts: ReadonlySet<number>): number {
  const seen = new Uint8Array(c.ink.length);
  const on = (i: number) => c.ink[i]! >= 0 && parts.has(c.part[i]!);
  let n = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || !on(i)) continue;
    n++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % c.width;
      const y = Math.floor(j / c.width);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const X = x + dx;
          const Y = y + dy;
          if (X < 0 || Y < 0 || X >= c.width || Y >= c.height) continue;
          const k = Y * c.width + X;
          if (!seen[k] && on(k)) {
            seen[k] = 1;
            stack.push(k);
          }
        }
      }
    }
  }
  return n;
}

describe("a turn by whole pixels", () => {
  it("keeps every pixel of the wizard's head, none doubled or lost, at a nod's angles", () => {
    const l = layer(wizard, "head");
    const src = createPixels(l.width, l.height);
    l.ink.forEach((ink, i) => {
      if (ink >= 0) src.data[i] = ink + 1;
    });
    const count = (data: ArrayLike<number>) => {
      const out = new Map<number, number>();
      for (let i = 0; i < data.length; i++) {
        const v = data[i]!;
        if (v) out.set(v, (out.get(v) ?? 0) + 1);
      }
      return out;
    };
    for (const degrees of [5, 10, 14, 20, -12]) {
      const turned = shearTurned({ src, x: l.x, y: l.y }, l.joint, (degrees * Math.PI) / 180);
      expect(count(turned.src.data)).toEqual(count(src.data));
    }
  });
});

describe("the profile wizard nods with his head in one piece", () => {
  it('"nods": the head shows in one piece, no pixel of it doubled, the orb in sight', () => {
    const made = customCanvases(wizard, "nods");
    const drawn = layerInks(layer(wizard, "head"));
    const rest = made[0]!;
    const orbAtRest = partBox(rest, orb)!.count;
    let tipped = 0;
    for (const c of made) {
      // Resampled, a turned head repeats some of its pixels and drops others: shown whole or
      // covered, no ink of it shows more often than the layer has it (but for the eye's
      // place, filled from beside it when the eye is lifted out and put back whole).
      for (const [ink, n] of inkCounts(c, head)) {
        expect(n).toBeLessThanOrEqual(drawn.get(ink)! + eyePixels);
      }
      // No fleck of the beard left below the sleeve.
      expect(pieces(c, head)).toBe(1);
      // The hat may touch the orb's edge; tipped 18 degrees it hid a third of it.
      expect(partBox(c, orb)!.count).toBeGreaterThanOrEqual(0.8 * orbAtRest);
      tipped = Math.max(tipped, partBox(c, head)!.right - partBox(rest, head)!.right);
    }
    // The head goes forward at the bottom of the gesture: the tip reads at 1x.
    expect(tipped).toBeGreaterThanOrEqual(2);
  });
});

describe("the profile wizard's angry nod and sad hang go deeper than the nod", () => {
  /** How far the top of the head (the hat's tip) is below where it stood, frame by frame. */
  const sinks = (sentence: string) => {
    const made = customCanvases(wizard, sentence);
    const rest = partBox(made[0]!, head)!.top;
    return made.map((c) => partBox(c, head)!.top - rest);
  };
  const nodDepth = Math.max(...sinks("nods"));

  it('"nods angrily" jabs the head further down than "nods" (the mark alone did not read as anger)', () => {
    expect(Math.max(...sinks("nods angrily"))).toBeGreaterThan(nodDepth);
  });

  it('"looks sad" hangs the head lower than a nod, still down half way through the loop', () => {
    const sad = sinks("looks sad");
    expect(sad[Math.floor(sad.length / 2)]!).toBeGreaterThan(nodDepth);
  });
});

describe("the profile wizard bows by folding at the belt", () => {
  it("the belt stays one straight band of the rows it was drawn in", () => {
    // The belt: the torso's parts drawn only in the two rows just above its joint (the waist).
    const t = layer(wizard, "torso");
    const waist = Math.round(t.joint.y) - t.y;
    const rows = new Map<number, Set<number>>();
    t.part.forEach((p, i) => {
      if (t.ink[i]! < 0) return;
      const set = rows.get(p) ?? new Set<number>();
      set.add(Math.floor(i / t.width));
      rows.set(p, set);
    });
    const belt = new Set(
      [...rows].filter(([, r]) => [...r].every((v) => v >= waist - 2 && v < waist)).map(([p]) => p),
    );
    expect(belt.size).toBeGreaterThan(0);
    const made = customCanvases(wizard, "bows");
    const band = partBox(made[4]!, belt)!;
    expect(band.bottom - band.top + 1).toBeLessThanOrEqual(2);
    // The chest went forward over it all the same.
    expect(partBox(made[4]!, head)!.left).toBeGreaterThan(partBox(made[0]!, head)!.left + 6);
  });
});

describe("the profile wizard raises the staff before his face", () => {
  it("the staff stands ahead of the face, above the hat, off the ground, the arm in sight", () => {
    const made = customCanvases(wizard, "raises the staff");
    const rest = made[0]!;
    const armAtRest = partBox(rest, arm)!.count;
    const staffAtRest = partBox(rest, staff)!;
    for (const t of [2, 4, 6]) {
      const c = made[t]!;
      const h = partBox(c, head)!;
      const s = partBox(c, staff)!;
      expect(s.left).toBeGreaterThan((h.left + h.right) / 2);
      expect(s.top).toBeLessThan(h.top);
      expect(s.bottom).toBeLessThan(staffAtRest.bottom);
      // Held in the hand: the staff and the arm make one piece (the fist over the shaft).
      expect(pieces(c, new Set([...staff, ...arm]))).toBe(1);
      expect(partBox(c, arm)!.count).toBeGreaterThanOrEqual(0.4 * armAtRest);
    }
  });
});

describe("the robed profile jump draws the boots up under the hem", () => {
  it("in the air no boot shows higher above the hem than its own height", () => {
    const made = customCanvases(wizard, "jumps");
    const bootHeight = layer(wizard, "leg.near.lower").height;
    const ground = partBox(made[0]!, boots)!.bottom;
    let airborne = 0;
    for (const c of made) {
      const b = partBox(c, boots);
      if (!b || b.bottom >= ground - 2) continue;
      airborne++;
      expect(b.top).toBeGreaterThanOrEqual(partBox(c, torso)!.bottom - bootHeight);
    }
    expect(airborne).toBeGreaterThan(0);
  });
});
