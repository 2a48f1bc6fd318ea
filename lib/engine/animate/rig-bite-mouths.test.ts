/**
 * A four-legged beast's open jaws where they can be seen: head-on they open under the nose, so
 * the face keeps its nose above a dark gape with fangs in it; on a black cat in profile, whose
 * fur is as dark as a mouth, they part to show what is behind the head. Which pixels are the head comes from the part ids of
 * the layers the drawer produced, its darkest and lightest inks from the drawer's ramps.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, placeOf, posedFrames } from "../testing";

describe("a wolf's bite seen head-on", () => {
  const d = doc("grey wolf", "south");
  const head = d.layers.find((l) => l.name === "head")!;
  const parts = layerOwnParts(d, "head");
  const luma = (ink: number) => {
    const c = d.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    return c ? c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11 : Number.NaN;
  };
  const inks = [...new Set(head.ink.filter((ink) => ink >= 0 && !Number.isNaN(luma(ink))))];
  const darkest = inks.reduce((a, b) => (luma(b) < luma(a) ? b : a));
  const lightest = inks.reduce((a, b) => (luma(b) > luma(a) ? b : a));
  const frames = posedFrames(d, "Attack");

  /** Down the head's middle column from its middle row: the runs of its darkest ink. */
  const darkRuns = (t: number) => {
    const { width, ink, part } = frames[t]!.canvas;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < ink.length; i++) {
      if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
      xs.push(i % width);
      ys.push(Math.floor(i / width));
    }
    const x = Math.round((Math.min(...xs) + Math.max(...xs)) / 2);
    const from = Math.round((Math.min(...ys) + Math.max(...ys)) / 2);
    let runs = 0;
    let inRun = false;
    for (let y = from; y <= Math.max(...ys); y++) {
      const dark = ink[y * width + x] === darkest && parts.has(part[y * width + x]!);
      if (dark && !inRun) runs++;
      inRun = dark;
    }
    return runs;
  };
  /** Pixels of the head's lightest ink with its darkest on both sides: teeth in a dark mouth. */
  const teeth = (t: number) => {
    const { ink, part } = frames[t]!.canvas;
    const dark = (i: number) => ink[i] === darkest && parts.has(part[i]!);
    let n = 0;
    for (let i = 1; i < ink.length - 1; i++) {
      if (ink[i] === lightest && parts.has(part[i]!) && dark(i - 1) && dark(i + 1)) n++;
    }
    return n;
  };

  it("keeps its nose above the open jaws: two dark shapes down the middle of the face", () => {
    const runs = frames.map((_, t) => darkRuns(t));
    expect(runs[0], "at rest the nose alone").toBe(1);
    expect(Math.max(...runs), `runs per frame ${runs}`).toBeGreaterThanOrEqual(2);
  });

  it("bares fangs in the gape: light teeth with the dark mouth either side of them", () => {
    const seen = frames.map((_, t) => teeth(t));
    expect(seen[0], "none at rest").toBe(0);
    expect(Math.max(...seen), `teeth per frame ${seen}`).toBeGreaterThanOrEqual(2);
  });
});

describe("a black cat's bite in profile", () => {
  const d = doc("black cat", "east");
  const head = layerOwnParts(d, "head");
  const frames = posedFrames(d, "Attack");

  /**
   * Columns of the head's front half with an empty pixel between two of the head's pixels:
   * the jaws parted with nothing between them, which shows on a head as dark as a mouth.
   */
  const parted = (t: number) => {
    const { width, height, ink, part } = frames[t]!.canvas;
    const own = (x: number, y: number) =>
      ink[y * width + x]! >= 0 && head.has(part[y * width + x]!);
    let left = width;
    let right = -1;
    for (let i = 0; i < ink.length; i++)
      if (ink[i]! >= 0 && head.has(part[i]!)) {
        left = Math.min(left, i % width);
        right = Math.max(right, i % width);
      }
    let columns = 0;
    for (let x = Math.round((left + right) / 2); x <= right; x++) {
      let seenHead = false;
      let gap = false;
      for (let y = 0; y < height; y++) {
        if (own(x, y)) {
          if (gap) {
            columns++;
            break;
          }
          seenHead = true;
        } else if (seenHead && ink[y * width + x]! < 0) gap = true;
      }
    }
    return columns;
  };

  it("parts its jaws so the open mouth shows in the silhouette", () => {
    const seen = frames.map((_, t) => parted(t));
    expect(seen[0], "closed at rest").toBe(0);
    expect(Math.max(...seen), `parted columns per frame ${seen}`).toBeGreaterThanOrEqual(3);
  });
});

describe("a wolf's lunge seen from behind", () => {
  it("keeps its rump low over its hind legs: never rises above where it stood", () => {
    const d = doc("grey wolf", "north");
    const body = layerOwnParts(d, "body");
    const frames = posedFrames(d, "Attack");
    const tops = frames.map((f) => placeOf(f, body).top);
    // A body lifted on stretched hind legs reads as standing up, not lunging.
    expect(Math.min(...tops), `body top per frame ${tops}`).toBeGreaterThanOrEqual(tops[0]!);
  });
});
