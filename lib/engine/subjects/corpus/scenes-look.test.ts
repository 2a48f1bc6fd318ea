/**
 * Backgrounds and vehicles look like what they are, judged on rendered pixels: a sunset has a
 * sun far brighter than its sky low near the horizon; a sky with clouds is sky and clouds, not
 * a field; an airplane's wings span far more than its fuselage is thick; a pirate ship is a
 * deep hull with gunports along its side, not a dinghy under one sail; a spaceship is a hull
 * under a cockpit dome with glowing exhaust behind, no jet's tail fin; a ufo's beam is light with
 * no dark rim; a hot air balloon's stripes curve with its envelope.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, type RgbaImage } from "../../raster";
import { hueChroma, isOpaque, lightness, opaquePieces, renderPrompt } from "../../testing";

const N = 64;

function opaqueInColumn(img: RgbaImage, x: number): number {
  let n = 0;
  for (let y = 0; y < img.height; y++) if (isOpaque(img, x, y)) n++;
  return n;
}

/** The 8-connected regions where `member` holds, as sizes and bounds. */
function regions(img: RgbaImage, member: (x: number, y: number) => boolean) {
  const w = img.width;
  const { labels, sizes } = labelComponents(w, img.height, (i) => member(i % w, (i / w) | 0), 8);
  const box = sizes.map(() => ({ left: w, right: -1, top: img.height, bottom: -1, sy: 0 }));
  labels.forEach((label, i) => {
    if (!label) return;
    const b = box[label - 1]!;
    const x = i % w;
    const y = (i / w) | 0;
    b.left = Math.min(b.left, x);
    b.right = Math.max(b.right, x);
    b.top = Math.min(b.top, y);
    b.bottom = Math.max(b.bottom, y);
    b.sy += y;
  });
  return sizes.map((size, k) => ({ size, ...box[k]!, cy: box[k]!.sy / size }));
}

describe("backgrounds look like what they are", () => {
  it("a sunset has a big sun, far brighter than its sky, low near the horizon", () => {
    const img = renderPrompt("a sunset", "background", N);
    let top = 0;
    for (let i = 0; i < N * N; i++) top = Math.max(top, lightness(img, i % N, (i / N) | 0));
    const sun = regions(img, (x, y) => lightness(img, x, y) > top - 0.06).sort(
      (a, b) => b.size - a.size,
    )[0]!;
    expect(sun.right - sun.left + 1).toBeGreaterThanOrEqual(N * 0.2);
    expect(sun.cy).toBeGreaterThan(N * 0.35);
    expect(sun.cy).toBeLessThan(N * 0.75);
    // Far brighter than the sky at the top of the frame.
    expect(top - lightness(img, 2, 2)).toBeGreaterThan(0.3);
  });

  it("a blue sky with clouds is sky and clouds, not a field under a sky", () => {
    const img = renderPrompt("a blue sky with clouds", "background", N);
    const cloud = (x: number, y: number) => {
      const { C } = hueChroma(img, x, y);
      return lightness(img, x, y) > 0.82 && C < 0.05;
    };
    let skyOrCloud = 0;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) {
        const { h, C } = hueChroma(img, x, y);
        if (cloud(x, y) || (h > 190 && h < 290 && C > 0.02)) skyOrCloud++;
      }
    expect(skyOrCloud / (N * N)).toBeGreaterThan(0.85);
    expect(regions(img, cloud).filter((c) => c.size >= 12).length).toBeGreaterThanOrEqual(3);
  });
});

describe("vehicles look like what they are", () => {
  it("an airplane's wings span at least three times its fuselage's height", () => {
    const img = renderPrompt("an airplane", "vehicle", N);
    const body = opaquePieces(img)[0]!;
    const width = body.right - body.left + 1;
    // The fuselage near the nose (the plane faces east), the wings across the middle.
    const fuselage = opaqueInColumn(img, body.left + Math.round(width * 0.82));
    let span = 0;
    for (let x = body.left + Math.round(width * 0.3); x < body.left + width * 0.7; x++)
      span = Math.max(span, opaqueInColumn(img, x));
    expect(span).toBeGreaterThanOrEqual(3 * fuselage);
  });

  it("a pirate ship is a deep hull with a row of gunports along its side", () => {
    const img = renderPrompt("a pirate ship", "vehicle", N);
    const body = opaquePieces(img)[0]!;
    const width = body.right - body.left + 1;
    const height = body.bottom - body.top + 1;
    // Hull rows: the rows the hull spans nearly end to end.
    const hullRows: number[] = [];
    for (let y = body.top; y <= body.bottom; y++) {
      let n = 0;
      for (let x = body.left; x <= body.right; x++) if (isOpaque(img, x, y)) n++;
      if (n >= width * 0.6) hullRows.push(y);
    }
    expect(hullRows.length).toBeGreaterThanOrEqual(height * 0.25);
    // Gunports: some hull row crosses at least three dark openings between its two ends.
    const openings = (y: number) => {
      let runs = 0;
      let inDark = false;
      for (let x = body.left; x <= body.right; x++) {
        const dark = isOpaque(img, x, y) && lightness(img, x, y) < 0.36;
        if (dark && !inDark) runs++;
        inDark = dark;
      }
      return runs - 2;
    };
    expect(Math.max(...hullRows.map(openings))).toBeGreaterThanOrEqual(3);
  });

  it("a spaceship's highest point is its cockpit dome in front, and its exhaust glows behind", () => {
    for (const seed of [7, 2]) {
      const img = renderPrompt("a spaceship", "vehicle", N, seed);
      const ship = opaquePieces(img)[0]!;
      const width = ship.right - ship.left + 1;
      const height = ship.bottom - ship.top + 1;
      const mid = ship.left + width / 2;
      // Nothing rises behind the hull as a jet's tail fin does: the rear half's top is well
      // below the whole's top, and the top rows are the glass of the dome, in the front half.
      let rearTop = img.height;
      for (let y = 0; y < img.height && rearTop === img.height; y++)
        for (let x = ship.left; x < mid; x++) if (isOpaque(img, x, y)) rearTop = y;
      expect(rearTop - ship.top, `seed ${seed}`).toBeGreaterThanOrEqual(height * 0.15);
      const glass = (x: number, y: number) => {
        const { h, C } = hueChroma(img, x, y);
        return C > 0.03 && h > 170 && h < 250 && lightness(img, x, y) > 0.6;
      };
      let glassTop = 0;
      for (let x = ship.left; x <= ship.right; x++)
        for (let y = ship.top + 1; y <= ship.top + 3; y++) if (glass(x, y)) glassTop++;
      expect(glassTop, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      // Exhaust: bright warm pixels, all in the rear third, none in front.
      let hot = 0;
      let hotFront = 0;
      for (let y = ship.top; y <= ship.bottom; y++)
        for (let x = ship.left; x <= ship.right; x++) {
          if (!isOpaque(img, x, y)) continue;
          const { h, C } = hueChroma(img, x, y);
          if (C > 0.1 && h > 30 && h < 90 && lightness(img, x, y) > 0.65) {
            hot++;
            if (x > ship.left + width / 3) hotFront++;
          }
        }
      expect(hot, `seed ${seed}`).toBeGreaterThanOrEqual(20);
      expect(hotFront, `seed ${seed}`).toBeLessThanOrEqual(hot * 0.1);
    }
  });

  it("a ufo's beam is light with no dark rim, not a solid lampshade", () => {
    const img = renderPrompt("a ufo", "vehicle", N);
    const ufo = opaquePieces(img)[0]!;
    const height = ufo.bottom - ufo.top + 1;
    // The beam's rows: its edges meet the ground directly in a light colour.
    let rows = 0;
    for (let y = ufo.bottom - Math.round(height * 0.2); y <= ufo.bottom; y++) {
      let left = 0;
      while (left < N && !isOpaque(img, left, y)) left++;
      let right = N - 1;
      while (right >= 0 && !isOpaque(img, right, y)) right--;
      if (left > right) continue;
      rows++;
      expect(lightness(img, left, y), `row ${y}`).toBeGreaterThan(0.7);
      expect(lightness(img, right, y), `row ${y}`).toBeGreaterThan(0.7);
    }
    expect(rows).toBeGreaterThanOrEqual(5);
  });

  it("a hot air balloon's stripes curve with its envelope, not a straight bar through it", () => {
    const img = renderPrompt("a hot air balloon", "vehicle", N);
    const stripe = (x: number, y: number) => {
      if (!isOpaque(img, x, y)) return false;
      const { h, C } = hueChroma(img, x, y);
      return C > 0.08 && h > 60 && h < 115;
    };
    const balloon = opaquePieces(img)[0]!;
    const centre = Math.round((balloon.left + balloon.right) / 2);
    // The middle stripe's width on each row: the run of stripe pixels through the centre.
    const width = (y: number) => {
      if (!stripe(centre, y)) return 0;
      let a = centre;
      let b = centre;
      while (stripe(a - 1, y)) a--;
      while (stripe(b + 1, y)) b++;
      return b - a + 1;
    };
    const rows = Array.from({ length: N }, (_, y) => width(y));
    const on = rows.map((w, y) => [w, y] as const).filter(([w]) => w > 0);
    const top = on[0]![1];
    const bottom = on[on.length - 1]![1];
    const widest = Math.max(...rows);
    // A gore swells across the envelope's middle and narrows toward crown and throat.
    expect(widest).toBeGreaterThanOrEqual(2 * rows[top]!);
    expect(widest).toBeGreaterThanOrEqual(2 * rows[bottom]!);
  });
});
