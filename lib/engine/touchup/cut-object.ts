/**
 * Whether a recoloured object runs on past the region's edge, and how to carry the change onto
 * the rest of it when the artist asks for the whole object. By default a touch-up never writes
 * outside its region, so a hasty drag that cuts the cap would leave the rest of the cap in its
 * old colour: the reading says so (and how many pixels stay), and the free preview offers the
 * whole object's box. With "extend to the whole object" the pixels past the edge take exactly
 * the colours their shades took inside the region, so no seam can cross the object.
 */
import { floodFill } from "../raster";
import type { Region, RegionCanvas } from "./region";

/**
 * The pixels outside the region that continue what changed inside it: reached from a changed
 * pixel through 4-neighbours, each outside pixel in one of the colours that changed inside
 * (the object's own shades, not its outline or what lies beside it). `colours`, when given,
 * narrows the colours followed (a removal follows its materials, not the outline it took).
 */
export function pastRegion(
  canvas: RegionCanvas,
  edited: Uint32Array,
  follows: (colour: number) => boolean = () => true,
): number[] {
  const { region: r, before, px } = canvas;
  const { width, height } = px;
  const changedColours = new Set<number>();
  const seeds: number[] = [];
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * width + x;
      if (edited[i] === before.data[i]) continue;
      if (before.data[i] !== 0 && follows(before.data[i]!)) changedColours.add(before.data[i]!);
      seeds.push(i);
    }
  }
  const past: number[] = [];
  floodFill(
    width,
    height,
    seeds,
    (i) => {
      const x = i % width;
      if (canvas.inside(x, (i - x) / width)) return edited[i] !== before.data[i];
      const v = before.data[i]!;
      return v !== 0 && changedColours.has(v);
    },
    {
      connectivity: 4,
      visit: (i) => {
        const x = i % width;
        if (!canvas.inside(x, (i - x) / width)) past.push(i);
      },
    },
  );
  return past;
}

/**
 * Pixels of the object found again in `box` (its mask `object`) that kept their colour though
 * that colour changed elsewhere inside the region: a cap's red shade cut off from the rest by
 * its white dots, a strip of wood the latch parts from the lid. The change is carried onto them
 * too, so the extended object holds no pixel of its old ramp.
 */
export function missedInObject(
  canvas: RegionCanvas,
  edited: Uint32Array,
  object: Uint8Array,
  box: Region,
): number[] {
  const { region: r, before, px } = canvas;
  const changedColours = new Set<number>();
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * px.width + x;
      if (edited[i] !== before.data[i]) changedColours.add(before.data[i]!);
    }
  }
  const missed: number[] = [];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = y * px.width + x;
      const v = before.data[i]!;
      if (object[i] && v !== 0 && edited[i] === v && changedColours.has(v)) missed.push(i);
    }
  }
  return missed;
}

/** How many pixels of the recoloured object lie past the region's edge (see `pastRegion`). */
export function runsPastRegion(canvas: RegionCanvas, edited: Uint32Array): number {
  return pastRegion(canvas, edited).length;
}

/** The box holding the region and every pixel of `past`. */
export function grownRegion(region: Region, past: readonly number[], width: number): Region {
  let x0 = region.x;
  let y0 = region.y;
  let x1 = region.x + region.width - 1;
  let y1 = region.y + region.height - 1;
  for (const i of past) {
    const x = i % width;
    const y = (i - x) / width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/**
 * Carries a colour change made inside the region onto `past`: each pixel there takes the colour
 * its own colour became inside (the most common one, should a shade have gone two ways), so the
 * object reads as one recolour with no seam at the region's edge. Writes into `edited` only.
 */
export function carryPastRegion(
  canvas: RegionCanvas,
  edited: Uint32Array,
  past: readonly number[],
): void {
  const { region: r, before, px } = canvas;
  const votes = new Map<number, Map<number, number>>();
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * px.width + x;
      const from = before.data[i]!;
      const to = edited[i]!;
      if (from === to) continue;
      const tally = votes.get(from) ?? new Map<number, number>();
      tally.set(to, (tally.get(to) ?? 0) + 1);
      votes.set(from, tally);
    }
  }
  const becomes = new Map<number, number>();
  for (const [from, tally] of votes)
    becomes.set(from, [...tally].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]);
  for (const i of past) {
    const to = becomes.get(before.data[i]!);
    if (to !== undefined) edited[i] = to;
  }
}
