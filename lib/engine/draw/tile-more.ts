/**
 * More terrain textures for tiles (carpet, marble, gravel, mud, swamp water, mossy stone,
 * asphalt road, roof tiles, tilled farmland, wheat, hedge, sandstone), built like the first ones
 * only from periodic pieces (periodic noise and cells, rows and columns that divide the size,
 * features stamped modulo the size), so each continues across its own edges.
 */
import { hashString, type Random } from "../random";
import { inkOf } from "./canvas";
import { periodicCells, periodicFbm, periodicNoise } from "./periodic-noise";
import { brick, cobblestone, type TerrainRamps, type TileInk } from "./tile-terrains";

const wrap = (v: number, n: number) => ((v % n) + n) % n;
const hash01 = (seed: number, k: number) => hashString(`${seed}:${k}`) / 4294967296;
/** A period near `size` that divides `n` exactly. */
const period = (n: number, size: number) => n / Math.max(1, Math.round(n / size));

/** Small marks at seeded places, wrapped at the edges, by pixel index. */
function marks(
  random: Random,
  w: number,
  h: number,
  density: number,
  shape: readonly (readonly [number, number, number])[],
  ink: (k: number, level: number) => number,
): Map<number, number> {
  const out = new Map<number, number>();
  const count = Math.max(1, Math.round(w * h * density));
  for (let i = 0; i < count; i++) {
    const x = Math.floor(random() * w);
    const y = Math.floor(random() * h);
    const k = random();
    for (const [dx, dy, level] of shape)
      out.set(wrap(y + dy, h) * w + wrap(x + dx, w), ink(k, level));
  }
  return out;
}

/** A woven carpet: a repeating diamond motif in the accent over a soft pile. */
export function carpet(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const px = period(w, 16);
  const py = period(h, 16);
  const pile = periodicFbm(random, w, h, Math.max(2, Math.round(w / 8)), 2);
  return (x, y) => {
    const u = Math.abs(wrap(x + 0.5, px) - px / 2) / (px / 2);
    const v = Math.abs(wrap(y + 0.5, py) - py / 2) / (py / 2);
    const d = u + v;
    if (d < 0.25) return inkOf(r.accent, 4);
    if (Math.abs(d - 0.7) < 0.1) return inkOf(r.accent, 3);
    if (Math.abs(d - 0.7) < 0.22) return inkOf(r.main, 1);
    return inkOf(r.main, pile(x, y) > 0.6 ? 3 : 2);
  };
}

/**
 * Marble slabs: pale stone crossed by thin grey veins, slab seams half a slab in from the
 * edges. A vein is where a smooth periodic field crosses a whole number, so each is an unbroken
 * line one pixel wide that wanders across the slab (noise thresholds gave speckles).
 */
export function marble(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 24)), 2);
  const m = periodicFbm(random, w, h, Math.max(2, Math.round(w / 20)), 2);
  const sw = period(w, 32);
  const sh = period(h, 32);
  // One dark vein where the field crosses its middle, fainter ones where a second field does.
  // Each field's side is measured once a pixel: a pixel asks its neighbours' too.
  const vein = new Uint8Array(w * h);
  const faint = new Uint8Array(w * h);
  const light = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const mv = m(x, y);
      vein[y * w + x] = n(x, y) < 0.5 ? 1 : 0;
      faint[y * w + x] = mv < 0.42 ? 1 : 0;
      light[y * w + x] = mv > 0.6 ? 1 : 0;
    }
  const crosses = (side: Uint8Array, x: number, y: number) => {
    const here = side[y * w + x];
    return here !== side[y * w + ((x + 1) % w)] || here !== side[((y + 1) % h) * w + x];
  };
  return (x, y) => {
    const lx = Math.floor(wrap(x - Math.round(sw / 2), w) % sw);
    const ly = Math.floor(wrap(y - Math.round(sh / 2), h) % sh);
    if (lx === 0 || ly === 0) return inkOf(r.second, 1);
    if (crosses(vein, x, y)) return inkOf(r.second, 2);
    if (crosses(faint, x, y)) return inkOf(r.main, 2);
    return inkOf(r.main, light[y * w + x] ? 4 : 3);
  };
}

/** Gravel: many small stones, each its own tone, lit at the top left, dark gaps between. */
export function gravel(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const cells = periodicCells(random, w, h, Math.max(4, Math.min(200, Math.round((w * h) / 18))));
  return (x, y) => {
    const c = cells(x, y);
    if (c.d2 - c.d1 < 0.8) return inkOf(r.second, 0);
    const tone = hash01(c.id, 3);
    const lit = c.dx + c.dy < -0.6;
    const base = tone < 0.35 ? 1 : tone < 0.8 ? 2 : 3;
    return inkOf(tone < 0.5 ? r.main : r.second, Math.min(4, base + (lit ? 1 : 0)));
  };
}

/** Mud: dark wet earth with shining puddles and lumps. */
export function mud(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 3);
  const lumps = marks(
    random,
    w,
    h,
    1 / 90,
    [
      [0, 0, 3],
      [1, 0, 3],
      [0, 1, 1],
      [1, 1, 1],
    ],
    (_k, l) => inkOf(r.main, l),
  );
  return (x, y) => {
    const v = n(x, y);
    if (v < 0.34) {
      // A puddle: darker water, a glint along its upper edge.
      return inkOf(r.second, n(x, y - 1) >= 0.34 ? 4 : 1);
    }
    return lumps.get(y * w + x) ?? inkOf(r.main, v < 0.5 ? 1 : 2);
  };
}

/**
 * Swamp water: dark murky water with pale ripple lines on it, a scatter of duckweed and a few
 * lily pads with their notch; the water, not the weed, covers most of the tile.
 */
export function swamp(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  const weed = periodicFbm(random, w, h, Math.max(2, Math.round(w / 8)), 2);
  const pads = periodicCells(random, w, h, Math.max(2, Math.min(120, Math.round((w * h) / 300))));
  const padR = Math.max(2, Math.min(4, w / 12));
  const ky = Math.max(1, Math.round(h / 8));
  return (x, y) => {
    const c = pads(x, y);
    if (c.d1 < padR && hash01(c.id, 5) < 0.4) {
      // A pad with its notch: a wedge cut toward the lower right.
      if (c.dx > 0 && c.dy > 0 && Math.abs(c.dx - c.dy) < 1) return inkOf(r.main, 1);
      return inkOf(r.accent, c.d1 > padR - 1 ? 2 : c.dx + c.dy < 0 ? 4 : 3);
    }
    const g = weed(x, y);
    if (g > 0.72) return inkOf(r.accent, g > 0.76 ? 3 : 2);
    const v = n(x, y);
    // Ripples: short light crests on the water, bent by the noise.
    const ripple = Math.sin(2 * Math.PI * (((y + 0.5) / h) * ky) + v * 9);
    if (ripple > 0.96 && v > 0.4) return inkOf(r.main, 3);
    return inkOf(r.main, v < 0.45 ? 0 : 1);
  };
}

/** Mossy stone: cobbles under patches of green moss. */
export function moss(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const stones = cobblestone(
    random,
    w,
    h,
    { ...r, main: r.second },
    Math.max(6, Math.min(16, w / 4)),
  );
  const cover = periodicFbm(random, w, h, Math.max(2, Math.round(w / 12)), 3);
  const fine = periodicNoise(random, w, h, Math.max(4, Math.round(w / 3)));
  return (x, y) => {
    const m = cover(x, y);
    if (m > 0.5) return inkOf(r.main, m > 0.62 ? (fine(x, y) > 0.55 ? 4 : 3) : 2);
    return stones(x, y);
  };
}

/** Asphalt: fine dark grit with a dashed yellow line along the middle. */
export function road(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const grit = periodicNoise(random, w, h, Math.max(4, Math.round(w / 2)));
  const patch = periodicFbm(random, w, h, Math.max(2, Math.round(w / 16)), 2);
  const dash = period(w, 16);
  const thick = Math.max(1, Math.round(h / 32));
  const mid = Math.floor(h / 2);
  return (x, y) => {
    if (y >= mid - thick && y < mid + thick && wrap(x + Math.round(dash / 4), dash) < dash / 2) {
      return inkOf(r.accent, y === mid - thick ? 4 : 3);
    }
    const g = grit(x, y);
    if (g > 0.82) return inkOf(r.main, 3);
    if (g < 0.14) return inkOf(r.main, 0);
    return inkOf(r.main, patch(x, y) > 0.6 ? 2 : 1);
  };
}

/** Roof tiles: rows of overlapping rounded shingles, each row offset by half a shingle. */
export function roof(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const rh = period(h, 8);
  const sw = period(w, 8);
  const tone = periodicNoise(random, w, h, Math.max(2, Math.round(w / 8)));
  return (x, y) => {
    // Rows and shingle joints sit off the edges, so the wrap seam falls inside a shingle.
    const yy = wrap(y + Math.round(rh / 2), h);
    const row = Math.floor(yy / rh);
    const ly = yy - row * rh;
    const lx = wrap(x + Math.round(sw / 4) + (row % 2 ? sw / 2 : 0), w) % sw;
    // The shingle's rounded lower edge: the row below overlaps where it curves up.
    const across = (lx + 0.5) / sw - 0.5;
    const curve = rh - 1 - Math.round(across * across * rh * 1.6);
    if (ly >= curve) return inkOf(r.main, 0);
    if (ly === curve - 1) return inkOf(r.main, 1);
    if (Math.floor(lx) === 0) return inkOf(r.main, 1);
    if (ly === 0) return inkOf(r.main, 3);
    return inkOf(r.main, tone(x, y) > 0.62 ? 3 : 2);
  };
}

/** Tilled farmland: parallel furrows of dark soil, each ridge lit along its top. */
export function farmland(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const p = period(h, 6);
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  return (x, y) => {
    // Where in its furrow the row is, the furrows centred off the edges (p need not be whole).
    const ly = Math.floor(wrap((y + 0.5) / p + 0.5, 1) * p);
    const v = n(x, y);
    if (ly < 1) return inkOf(r.main, 0);
    if (ly < 2) return inkOf(r.main, 1);
    if (ly >= p - 1) return inkOf(r.main, 1);
    if (ly < 3) return inkOf(r.main, v > 0.45 ? 4 : 3);
    return inkOf(r.main, v > 0.6 ? 3 : 2);
  };
}

/**
 * Wheat: upright stalks in columns, each carrying a golden ear of grains (two pixels wide, a
 * chevron of light and shade) at its own height, over the darker straw of the field.
 */
export function wheat(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const cw = period(w, 4);
  const eh = period(h, 12);
  const straw = periodicNoise(random, w, h, Math.max(4, Math.round(w / 2)), 2);
  const seed = Math.floor(random() * 1e6);
  const ear = Math.max(3, Math.round(eh * 0.45));
  return (x, y) => {
    const col = Math.floor(x / cw);
    const lx = x - Math.floor(col * cw);
    const ly = Math.floor(wrap(y + hash01(seed, col) * eh, eh));
    if (lx < 2 && ly < ear) {
      if (ly === 0) return inkOf(r.accent, 3);
      return inkOf(r.accent, (ly + lx) % 2 === 0 ? 4 : 2);
    }
    if (lx === 0) return inkOf(r.main, 3);
    if (lx === 1) return inkOf(r.main, 1);
    const s = straw(x, y);
    return inkOf(r.main, s < 0.4 ? 0 : 1);
  };
}

/** A hedge: clumps of leaves lit from the top left, deep shade between them. */
export function hedge(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const clumps = periodicCells(random, w, h, Math.max(4, Math.min(220, Math.round((w * h) / 40))));
  const leaf = periodicNoise(random, w, h, Math.max(4, Math.round(w / 2)));
  return (x, y) => {
    const c = clumps(x, y);
    if (c.d2 - c.d1 < 1) return inkOf(r.main, 0);
    const lit = c.dx + c.dy < -1;
    const l = leaf(x, y);
    if (lit) return inkOf(r.main, l > 0.55 ? 4 : 3);
    return inkOf(r.main, l > 0.6 ? 2 : 1);
  };
}

/** Sandstone blocks: sandy bricks with fine layered strata. */
export function sandstone(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const blocks = brick(random, w, h, r);
  const strata = periodicNoise(random, w, h, 2, Math.max(4, Math.round(h / 2)));
  const mainFill = new Set([inkOf(r.main, 2), inkOf(r.main, 3)]);
  return (x, y) => {
    const ink = blocks(x, y);
    if (!mainFill.has(ink)) return ink;
    const s = strata(x, y);
    return inkOf(r.main, s > 0.7 ? 3 : s < 0.25 ? 1 : 2);
  };
}

/** These terrains by name. */
export const MORE_TERRAINS = {
  carpet,
  marble,
  gravel,
  mud,
  swamp,
  moss,
  road,
  roof,
  farmland,
  wheat,
  hedge,
  sandstone,
} as const;
