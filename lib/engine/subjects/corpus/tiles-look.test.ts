/**
 * Terrain tiles look like their ground, judged on rendered pixels: a stone floor is a few big
 * flagstones with straight joints (not round cobbles), even in tone (no stripes when tiled); tilled farmland has seedlings along its
 * rows; a wheat field is rows of upright golden ears whose stalks stand in no regular grid (a
 * grid reads as wicker, bare stripes as wood grain); swamp water is
 * mostly murky water with solid patches of weed (not hatched ones); marble is pale stone with a
 * few soft veins (not contour lines, not dark cracks) under light seams, and no pale blobs; snow
 * is a cool white with no streaks across it; an asphalt road is one even grey with its line in
 * the middle; mud is darker than dirt and holds puddles.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, type RgbaImage } from "../../raster";
import { hueChroma, lightness, renderPrompt } from "../../testing";

const N = 64;
const tile = (prompt: string) => renderPrompt(prompt, "tile", N);

function each(img: RgbaImage, f: (x: number, y: number) => void) {
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) f(x, y);
}

function shareWhere(img: RgbaImage, test: (x: number, y: number) => boolean): number {
  let hits = 0;
  each(img, (x, y) => {
    if (test(x, y)) hits++;
  });
  return hits / (img.width * img.height);
}

function meanLightness(img: RgbaImage): number {
  let sum = 0;
  each(img, (x, y) => {
    sum += lightness(img, x, y);
  });
  return sum / (img.width * img.height);
}

/** The 4-connected regions of pixels where `member` holds: their sizes and widths. */
function regions(img: RgbaImage, member: (x: number, y: number) => boolean) {
  const w = img.width;
  const { labels, sizes } = labelComponents(w, img.height, (i) => member(i % w, (i / w) | 0), 4);
  const spans = sizes.map(() => ({ left: w, right: -1 }));
  labels.forEach((label, i) => {
    if (!label) return;
    const s = spans[label - 1]!;
    s.left = Math.min(s.left, i % w);
    s.right = Math.max(s.right, i % w);
  });
  return sizes.map((size, k) => ({ size, width: spans[k]!.right - spans[k]!.left + 1 }));
}

const isGreen = (img: RgbaImage, x: number, y: number) => {
  const { h, C } = hueChroma(img, x, y);
  return C > 0.06 && h > 110 && h < 165;
};

describe("terrain tiles look like their ground", () => {
  it("a stone floor is a few big flagstones with straight joints", () => {
    const img = tile("stone floor");
    const darkest = Math.min(
      ...Array.from({ length: N * N }, (_, i) => lightness(img, i % N, (i / N) | 0)),
    );
    const joint = (x: number, y: number) => lightness(img, x, y) < darkest + 0.02;
    const slabs = regions(img, (x, y) => !joint(x, y)).filter((r) => r.size >= 20);
    expect(slabs.length).toBeGreaterThanOrEqual(3);
    // Courses cut by the tile's edge count twice; round cobbles make twenty and more.
    expect(slabs.length).toBeLessThanOrEqual(18);
    // Most joint pixels lie on straight horizontal or vertical runs at least 6 long.
    let joints = 0;
    let straight = 0;
    each(img, (x, y) => {
      if (!joint(x, y)) return;
      joints++;
      const run = (dx: number, dy: number) => {
        let n = 1;
        for (let k = 1; k < 6 && joint((x + dx * k + N) % N, (y + dy * k + N) % N); k++) n++;
        for (let k = 1; k < 6 && joint((x - dx * k + N) % N, (y - dy * k + N) % N); k++) n++;
        return n;
      };
      if (run(1, 0) >= 6 || run(0, 1) >= 6) straight++;
    });
    expect(straight / joints).toBeGreaterThan(0.6);
  });

  it("a stone floor is one even tone across the tile, with no darker band of slabs", () => {
    // Tiled, a darker band repeats as stripes every tile.
    const img = tile("stone floor");
    const band = (k: number) => {
      let sum = 0;
      for (let y = k * 16; y < k * 16 + 16; y++)
        for (let x = 0; x < N; x++) sum += lightness(img, x, y);
      return sum / (16 * N);
    };
    const bands = [0, 1, 2, 3].map(band);
    expect(Math.max(...bands) - Math.min(...bands)).toBeLessThan(0.04);
  });

  it("tilled farmland has seedlings along its rows", () => {
    const img = tile("tilled farmland");
    const green = shareWhere(img, (x, y) => isGreen(img, x, y));
    expect(green).toBeGreaterThan(0.01);
    expect(green).toBeLessThan(0.2);
  });

  it("a wheat field's stalks stand in no regular grid", () => {
    const img = tile("wheat field");
    const profile = Array.from({ length: N }, (_, x) => {
      let s = 0;
      for (let y = 0; y < N; y++) s += lightness(img, x, y);
      return s / N;
    });
    const mean = profile.reduce((a, b) => a + b, 0) / N;
    const dev = profile.map((v) => v - mean);
    const norm = dev.reduce((a, d) => a + d * d, 0);
    const correlation = (lag: number) =>
      dev.reduce((a, d, x) => a + d * dev[(x + lag) % N]!, 0) / norm;
    for (let lag = 2; lag <= 8; lag++) expect(correlation(lag), `lag ${lag}`).toBeLessThan(0.6);
  });

  it("a wheat field is rows of upright golden ears over the shade between the rows", () => {
    for (const seed of [7, 2]) {
      const img = renderPrompt("wheat field", "tile", N, seed);
      const gold = (x: number, y: number) => {
        const { h, C } = hueChroma(img, x, y);
        return C > 0.1 && h > 60 && h < 100 && lightness(img, x, y) > 0.7;
      };
      // The ears are a good part of the field.
      expect(shareWhere(img, gold), `seed ${seed}`).toBeGreaterThan(0.2);
      // Rows: going down the tile, bands rich in ears alternate with bands nearly bare of them
      // (the shadow between rows), at least three of each.
      const share = Array.from({ length: N }, (_, y) => {
        let n = 0;
        for (let x = 0; x < N; x++) if (gold(x, y)) n++;
        return n / N;
      });
      let bands = 0;
      let gaps = 0;
      let state: "ears" | "gap" | null = null;
      for (const v of [...share, ...share]) {
        const next: "ears" | "gap" | null = v > 0.3 ? "ears" : v < 0.08 ? "gap" : state;
        if (next !== state && next === "ears") bands++;
        if (next !== state && next === "gap") gaps++;
        state = next;
      }
      // Counted over the tile laid twice, so a band cut by the edge counts once per copy.
      expect(bands / 2, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      expect(gaps / 2, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      // Upright: runs of ear pixels down a column are longer than along a row.
      const runs = (vertical: boolean) => {
        let total = 0;
        let count = 0;
        for (let a = 0; a < N; a++) {
          let run = 0;
          for (let b = 0; b <= N; b++) {
            const on = b < N && (vertical ? gold(a, b) : gold(b, a));
            if (on) run++;
            else if (run > 0) {
              total += run;
              count++;
              run = 0;
            }
          }
        }
        return total / Math.max(1, count);
      };
      expect(runs(true), `seed ${seed}`).toBeGreaterThan(1.5 * runs(false));
    }
  });

  it("swamp water is mostly murky water, not weed", () => {
    const img = tile("swamp water");
    const water = shareWhere(img, (x, y) => {
      const { h, C } = hueChroma(img, x, y);
      return C < 0.04 || (h >= 165 && h < 260);
    });
    expect(water).toBeGreaterThan(0.5);
  });

  it("marble is pale stone crossed by veins, without pale blobs", () => {
    const img = tile("marble floor");
    expect(shareWhere(img, (x, y) => lightness(img, x, y) > 0.8)).toBeGreaterThan(0.6);
    // The ground is the commonest tone; a blob is an island lighter than it.
    const counts = new Map<number, number>();
    each(img, (x, y) => {
      const l = Math.round(lightness(img, x, y) * 1000);
      counts.set(l, (counts.get(l) ?? 0) + 1);
    });
    const ground = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] / 1000;
    const blobs = regions(img, (x, y) => lightness(img, x, y) > ground + 0.01);
    blobs.push({ size: 0, width: 0 });
    expect(Math.max(...blobs.map((b) => b.size))).toBeLessThanOrEqual(12);
  });

  it("marble's veins are a few wandering lines under light seams, not contours on graph paper", () => {
    const img = tile("marble floor");
    const counts = new Map<number, number>();
    each(img, (x, y) => {
      const l = Math.round(lightness(img, x, y) * 1000);
      counts.set(l, (counts.get(l) ?? 0) + 1);
    });
    const ground = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] / 1000;
    // A row crosses few marks (seams and veins); nested contour lines cross it again and again.
    let marks = 0;
    for (let y = 0; y < N; y++) {
      let on = false;
      for (let x = 0; x < N; x++) {
        const dark = lightness(img, x, y) < ground - 0.08;
        if (dark && !on) marks++;
        on = dark;
      }
    }
    expect(marks / N).toBeLessThan(5.5);
    // The darkest tone is a vein's, not the seams': no row or column is all of it.
    let darkest = 1;
    each(img, (x, y) => {
      darkest = Math.min(darkest, lightness(img, x, y));
    });
    const isDarkest = (x: number, y: number) => lightness(img, x, y) < darkest + 0.01;
    for (let k = 0; k < N; k++) {
      let row = 0;
      let column = 0;
      for (let j = 0; j < N; j++) {
        if (isDarkest(j, k)) row++;
        if (isDarkest(k, j)) column++;
      }
      expect(Math.max(row, column)).toBeLessThan(N / 2);
    }
  });

  it("marble's veins are soft grey in a paler haze, not dark hairline cracks", () => {
    const img = tile("marble floor");
    let darkest = 1;
    each(img, (x, y) => {
      darkest = Math.min(darkest, lightness(img, x, y));
    });
    // A crack is near-black grey on white; a vein stays a mid grey.
    expect(darkest).toBeGreaterThan(0.64);
    // Most of a vein's core lies beside its haze: a tone between the core and the stone.
    const core = (x: number, y: number) => lightness(img, x, y) < darkest + 0.02;
    let cores = 0;
    let hazy = 0;
    each(img, (x, y) => {
      if (!core(x, y)) return;
      cores++;
      const beside = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => {
        const l = lightness(img, (x + dx! + N) % N, (y + dy! + N) % N);
        return l > darkest + 0.15 && l < 0.93;
      });
      if (beside) hazy++;
    });
    expect(cores).toBeGreaterThan(0);
    expect(hazy / cores).toBeGreaterThan(0.5);
  });

  it("snow is mostly white, its shadows soft patches, not streaks across the tile", () => {
    const img = tile("snow");
    const pale = (x: number, y: number) => lightness(img, x, y) > 0.85;
    expect(shareWhere(img, pale)).toBeGreaterThan(0.7);
    const shadows = regions(img, (x, y) => !pale(x, y));
    expect(Math.max(...shadows.map((s) => s.width))).toBeLessThan(N / 2);
  });

  it("snow's shade is thin crescents under drifts, not round pools that read as puddles", () => {
    const img = tile("snow");
    const shade = regions(img, (x, y) => lightness(img, x, y) <= 0.85).filter((s) => s.size >= 6);
    expect(shade.length).toBeGreaterThan(0);
    // Mean thickness: a crescent a few pixels deep along its length; a pool is as deep as wide.
    for (const s of shade) expect(s.size / s.width).toBeLessThanOrEqual(5);
  });

  it("snow is a cool white, its field and shade leaning blue and never to cream", () => {
    const img = tile("snow");
    const warm = shareWhere(img, (x, y) => {
      const { h, C } = hueChroma(img, x, y);
      return C > 0.01 && (h < 180 || h > 290);
    });
    expect(warm).toBe(0);
    // Shade is a visible blue, not a grey smudge.
    const shade = shareWhere(img, (x, y) => {
      const { h, C } = hueChroma(img, x, y);
      return lightness(img, x, y) < 0.88 && C > 0.025 && h > 200 && h < 270;
    });
    expect(shade).toBeGreaterThan(0.03);
  });

  it("an asphalt road is one even grey with its painted line along the exact middle", () => {
    const img = tile("asphalt road");
    const paint = (x: number, y: number) => {
      const { h, C } = hueChroma(img, x, y);
      return C > 0.08 && h > 50 && h < 110;
    };
    let rows = 0;
    let sum = 0;
    for (let y = 0; y < N; y++) {
      let any = false;
      for (let x = 0; x < N; x++) any ||= paint(x, y);
      if (any) {
        rows++;
        sum += y;
      }
    }
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(4);
    expect(Math.abs(sum / rows - (N - 1) / 2)).toBeLessThanOrEqual(0.5);
    // The road surface is one tone with specks, not two-tone blotches that read as rubble.
    const counts = new Map<string, number>();
    let surface = 0;
    each(img, (x, y) => {
      if (paint(x, y)) return;
      surface++;
      const o = (y * N + x) * 4;
      const key = `${img.data[o]},${img.data[o + 1]},${img.data[o + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    expect(Math.max(...counts.values()) / surface).toBeGreaterThan(0.75);
  });

  it("swamp weed lies in solid patches, not hatched with water like a striped caterpillar", () => {
    const img = tile("swamp water");
    const green = (x: number, y: number) => {
      const { h, C } = hueChroma(img, (x + N) % N, (y + N) % N);
      return C > 0.07 && h > 90 && h < 160;
    };
    // A hatch leaves single pixels of water held between green on three or four sides.
    let holes = 0;
    each(img, (x, y) => {
      if (green(x, y)) return;
      const around = [green(x + 1, y), green(x - 1, y), green(x, y + 1), green(x, y - 1)];
      if (around.filter(Boolean).length >= 3) holes++;
    });
    expect(holes).toBeLessThanOrEqual(8);
  });

  it("mud is darker than dirt and holds puddles", () => {
    const mud = tile("mud");
    expect(meanLightness(mud)).toBeLessThan(meanLightness(tile("dirt")) - 0.06);
    const puddle = shareWhere(mud, (x, y) => {
      const { h, C } = hueChroma(mud, x, y);
      return C < 0.03 || h > 150;
    });
    expect(puddle).toBeGreaterThan(0.08);
  });
});
