/**
 * Props look like what they are, judged on rendered pixels: a haystack's top is ragged with
 * straw (a smooth dome is a loaf); a totem pole is heads stacked one on another (its outline
 * swells at each); a statue is a figure standing on its legs (a solid robe is a chess pawn); a
 * banner hangs from a crossbar centred on its pole; a wizard tower is tall and narrow under a
 * pointed roof, with lit windows; a pine's canopy sits on its trunk; a wall torch has its mount; a
 * chest full of coins shows them heaped over its rim; a basket is a woven bowl, not a bucket; a vase is tall,
 * slender and glazed beside a squat clay pot.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../raster";
import {
  hueChroma,
  isOpaque,
  lightness,
  opaquePieces,
  renderPrompt,
  rowRuns,
  topPeaks,
} from "../../testing";

const N = 64;
const prop = (prompt: string) => renderPrompt(prompt, "prop", N);

function rowWidth(img: RgbaImage, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++) if (isOpaque(img, x, y)) n++;
  return n;
}

/** Local maxima of the outline's width going down, each at least `by` px wider than the dips. */
function bulges(img: RgbaImage, top: number, bottom: number, by: number): number {
  const widths = Array.from({ length: bottom - top + 1 }, (_, i) => rowWidth(img, top + i));
  let count = 0;
  // Above the top there is nothing: the first rise starts from zero width.
  let low = 0;
  let rising = true;
  let peak = 0;
  for (const w of widths) {
    if (rising) {
      if (w > peak) peak = w;
      else if (peak - w >= by) {
        if (peak - low >= by) count++;
        rising = false;
        low = w;
      }
    } else if (w < low) low = w;
    else if (w - low >= by) {
      rising = true;
      peak = w;
    }
  }
  return count;
}

const isRed = (img: RgbaImage, x: number, y: number) => {
  const { h, C } = hueChroma(img, x, y);
  return C > 0.08 && (h < 45 || h > 345);
};

describe("props look like what they are", () => {
  it("a haystack's top is ragged with straw", () => {
    const img = prop("a haystack");
    expect(topPeaks(img, opaquePieces(img)[0]!, 1)).toBeGreaterThanOrEqual(5);
  });

  it("a totem pole is heads stacked one on another", () => {
    const img = prop("a totem pole");
    const body = opaquePieces(img)[0]!;
    expect(bulges(img, body.top, body.bottom, 2)).toBeGreaterThanOrEqual(3);
  });

  it("a stone statue is a figure standing on two legs above its pedestal", () => {
    const img = prop("a stone statue");
    const body = opaquePieces(img)[0]!;
    const height = body.bottom - body.top + 1;
    let legs = false;
    for (let y = body.top + Math.round(height * 0.5); y < body.top + height * 0.72; y++)
      if (rowRuns(img, y).length >= 2) legs = true;
    expect(legs).toBe(true);
  });

  it("a banner hangs from a crossbar, centred on its pole", () => {
    const img = prop("a banner");
    let left = N;
    let right = -1;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++)
        if (isOpaque(img, x, y) && isRed(img, x, y)) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
    // The pole: the column most often opaque in the bottom quarter, below the cloth.
    const counts = Array.from({ length: N }, (_, x) => {
      let n = 0;
      for (let y = Math.round(N * 0.8); y < N; y++) if (isOpaque(img, x, y)) n++;
      return n;
    });
    const pole = counts.indexOf(Math.max(...counts));
    const third = (right - left) / 3;
    expect(pole).toBeGreaterThan(left + third);
    expect(pole).toBeLessThan(right - third);
  });

  it("a wizard tower is tall and narrow under a pointed roof, with lit windows", () => {
    const img = prop("a wizard tower");
    const body = opaquePieces(img)[0]!;
    const height = body.bottom - body.top + 1;
    // The roof: from the top down to the widest row of the upper half (its eaves).
    let eaves = body.top;
    for (let y = body.top; y < body.top + height / 2 + 4; y++)
      if (rowWidth(img, y) > rowWidth(img, eaves)) eaves = y;
    expect(eaves - body.top).toBeGreaterThanOrEqual(height * 0.3);
    // A tower, not a hut: the whole stands at least twice as tall as it is wide, and the
    // walls under the eaves at least twice as tall as they are wide (a hut's are squat).
    expect(height).toBeGreaterThanOrEqual(2 * (body.right - body.left + 1));
    const walls = rowWidth(img, Math.round((eaves + body.bottom) / 2));
    expect(body.bottom - eaves).toBeGreaterThanOrEqual(2 * walls);
    let lit = 0;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) {
        if (!isOpaque(img, x, y)) continue;
        const { h, C } = hueChroma(img, x, y);
        if (C > 0.08 && h > 75 && h < 115) lit++;
      }
    expect(lit).toBeGreaterThanOrEqual(6);
  });

  it("a sack of flour shows white flour at its mouth and a dark stencil on its front", () => {
    const img = prop("a sack of flour");
    const sack = opaquePieces(img)[0]!;
    const height = sack.bottom - sack.top + 1;
    const width = sack.right - sack.left + 1;
    let flour = 0;
    for (let y = sack.top; y < sack.top + height * 0.2; y++)
      for (let x = sack.left; x <= sack.right; x++)
        if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9 && hueChroma(img, x, y).C < 0.04)
          flour++;
    expect(flour).toBeGreaterThanOrEqual(6);
    // The stencil: dark marks inside the middle of the front, away from the outline.
    let marks = 0;
    for (let y = Math.round(sack.top + height * 0.4); y < sack.top + height * 0.85; y++)
      for (let x = Math.round(sack.left + width / 3); x < sack.left + (2 * width) / 3; x++)
        if (isOpaque(img, x, y) && lightness(img, x, y) < 0.5) marks++;
    expect(marks).toBeGreaterThanOrEqual(8);
  });

  it("a bucket holds blue water at its rim, not red", () => {
    const img = prop("a bucket");
    let blue = 0;
    let red = 0;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) {
        if (!isOpaque(img, x, y)) continue;
        const { h, C } = hueChroma(img, x, y);
        if (C > 0.06 && h > 200 && h < 270) blue++;
        if (C > 0.1 && (h < 40 || h > 340)) red++;
      }
    expect(blue).toBeGreaterThanOrEqual(12);
    expect(red).toBe(0);
  });

  it("a basket is a wide woven bowl under its rim, not a tapered tub", () => {
    const img = prop("a basket");
    const body = opaquePieces(img)[0]!;
    // The rim is the widest row; the bowl hangs below it.
    let rim = body.top;
    for (let y = body.top; y <= body.bottom; y++)
      if (rowWidth(img, y) > rowWidth(img, rim)) rim = y;
    const bowl = body.bottom - rim;
    // Woven: rows of the bowl crossed by four or more separate dark strokes.
    let wovenRows = 0;
    for (let y = rim + 2; y < body.bottom - 1; y++) {
      const xs = Array.from({ length: N }, (_, x) => x).filter((x) => isOpaque(img, x, y));
      const inner = xs.slice(2, -2);
      const mean = inner.reduce((a, x) => a + lightness(img, x, y), 0) / Math.max(1, inner.length);
      let strokes = 0;
      let inStroke = false;
      for (const x of inner) {
        const dark = lightness(img, x, y) < mean - 0.07;
        if (dark && !inStroke) strokes++;
        inStroke = dark;
      }
      if (strokes >= 4) wovenRows++;
    }
    expect(wovenRows).toBeGreaterThanOrEqual(3);
    // Rounded: near its foot the bowl is much narrower than at its rim (a tub's sides are straight).
    expect(rowWidth(img, rim + Math.round(bowl * 0.9))).toBeLessThan(rowWidth(img, rim) * 0.62);
  });

  it("a vase is tall and slender under a narrow neck, glazed unlike the squat clay pot", () => {
    const shape = (prompt: string) => {
      const img = prop(prompt);
      const body = opaquePieces(img)[0]!;
      const height = body.bottom - body.top + 1;
      let widest = 0;
      for (let y = body.top; y <= body.bottom; y++) widest = Math.max(widest, rowWidth(img, y));
      let neck = N;
      for (let y = body.top + Math.round(height * 0.12); y < body.top + height * 0.35; y++)
        neck = Math.min(neck, rowWidth(img, y));
      // The commonest strongly coloured hue: the glaze's or the clay's.
      const hues = new Map<number, number>();
      for (let y = body.top; y <= body.bottom; y++)
        for (let x = 0; x < N; x++) {
          if (!isOpaque(img, x, y)) continue;
          const { h, C } = hueChroma(img, x, y);
          if (C > 0.06) hues.set(Math.round(h / 30), (hues.get(Math.round(h / 30)) ?? 0) + 1);
        }
      const hue = [...hues.entries()].sort((a, b) => b[1] - a[1])[0]![0] * 30;
      return { tall: height / widest, neck: neck / widest, hue };
    };
    const vase = shape("a vase");
    const pot = shape("a clay pot");
    expect(vase.tall).toBeGreaterThanOrEqual(1.5);
    expect(pot.tall).toBeLessThan(1.4);
    expect(vase.neck).toBeLessThan(0.4);
    const apart = Math.abs(vase.hue - pot.hue);
    expect(Math.min(apart, 360 - apart)).toBeGreaterThan(60);
  });

  it("a magic portal's vortex winds: a row through its eye crosses the swirl again and again", () => {
    const img = prop("a magic portal");
    const body = opaquePieces(img)[0]!;
    const y = Math.round(body.top + (body.bottom - body.top) * 0.5);
    // Swirl pixels: light cyan against the purple field.
    let crossings = 0;
    let on = false;
    for (let x = body.left; x <= body.right; x++) {
      const { h, C } = hueChroma(img, x, y);
      const swirl = isOpaque(img, x, y) && C > 0.06 && h > 170 && h < 230;
      if (swirl && !on) crossings++;
      on = swirl;
    }
    expect(crossings).toBeGreaterThanOrEqual(4);
  });

  it("a pine tree's canopy sits on its trunk, with no gap between", () => {
    expect(opaquePieces(prop("a pine tree")).length).toBe(1);
  });

  it("a wall torch stands on a mount wider than its handle", () => {
    const img = prop("a wall torch");
    const body = opaquePieces(img)[0]!;
    const height = body.bottom - body.top + 1;
    const widest = (from: number, to: number) => {
      let w = 0;
      for (let y = body.top + Math.round(height * from); y < body.top + height * to; y++)
        w = Math.max(w, rowWidth(img, y));
      return w;
    };
    // The handle just under the flame's wrap, against the plate across the foot.
    expect(widest(0.8, 1)).toBeGreaterThanOrEqual(
      2 * rowWidth(img, body.top + Math.round(height * 0.6)),
    );
  });

  it("a treasure chest full of coins shows gold heaped where its lid would be", () => {
    const img = prop("a treasure chest full of coins");
    const body = opaquePieces(img)[0]!;
    const height = body.bottom - body.top + 1;
    let opaque = 0;
    let gold = 0;
    for (let y = body.top; y < body.top + height / 3; y++)
      for (let x = 0; x < N; x++) {
        if (!isOpaque(img, x, y)) continue;
        opaque++;
        const { h, C } = hueChroma(img, x, y);
        if (C > 0.08 && h > 60 && h < 110) gold++;
      }
    expect(gold / opaque).toBeGreaterThan(0.4);
  });
});
