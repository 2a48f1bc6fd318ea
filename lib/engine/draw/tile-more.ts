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
 * Marble slabs: pale polished stone with a few veins, slab seams half a slab in from the edges.
 * The veins are the crests of a sine wave laid along one diagonal and bent by layered noise (the
 * classic turbulence marble), so each wanders irregularly through the stone, swelling, thinning
 * and fading out in places, rather than running as an even line that reads as a crack. A vein
 * is a soft grey core inside a paler haze; whole periods along the diagonal and periodic noise
 * keep it wrapping. Iso-lines of noise read as a map's contour lines, and dark seams on a grid
 * as graph paper, so the seams are one tone below the stone.
 */
export function marble(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const sw = period(w, 32);
  const sh = period(h, 32);
  const n = Math.max(w, h);
  const veins = Math.max(1, Math.round(n / 32));
  const bend = periodicFbm(random, w, h, Math.max(2, Math.round(n / 16)), 3);
  const fade = periodicNoise(random, w, h, Math.max(2, Math.round(n / 20)));
  // Signed distance, in radians of the wave, from a pixel to the nearest crest.
  const offCrest = (x: number, y: number) => {
    const phase =
      2 * Math.PI * (veins * ((x + 0.5) / w + (y + 0.5) / h) + 1.1 * bend(wrap(x, w), wrap(y, h)));
    return wrap(phase - Math.PI / 2 + Math.PI, 2 * Math.PI) - Math.PI;
  };
  return (x, y) => {
    const d = offCrest(x, y);
    // The core runs where the crest passes between this pixel and its right or lower
    // neighbour: an unbroken line one pixel wide, without spurs.
    const crest =
      Math.abs(d) < 1 &&
      [offCrest(x + 1, y), offCrest(x, y + 1)].some(
        (e) => Math.abs(e) < 1 && Math.sign(e) !== Math.sign(d),
      );
    // Where the vein runs strong it swells to two pixels; where the stone fades it, only the
    // haze is left.
    const strength = fade(x, y);
    if ((crest && strength > 0.35) || (Math.abs(d) < 0.2 && strength > 0.5)) {
      return inkOf(r.second, 3);
    }
    const lx = Math.floor(wrap(x - Math.round(sw / 2), w) % sw);
    const ly = Math.floor(wrap(y - Math.round(sh / 2), h) % sh);
    if (lx === 0 || ly === 0) return inkOf(r.main, 2);
    if (lx === 1 || ly === 1) return inkOf(r.main, 4);
    if (crest || Math.abs(d) < 0.5) return inkOf(r.main, 3);
    return inkOf(r.main, 4);
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

/**
 * Mud: dark wet earth, lumps lit on top, and puddles of murky water with a glint along their
 * upper rim and a pale reflection in them. Without the water it is only darker dirt.
 */
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
    if (v < 0.4) {
      if (n(x, wrap(y - 1, h)) >= 0.4) return inkOf(r.main, 0);
      if (n(x, wrap(y - 2, h)) >= 0.4) return inkOf(r.second, 4);
      return inkOf(r.second, v < 0.26 && (x + y) % 5 === 0 ? 3 : 2);
    }
    return lumps.get(y * w + x) ?? inkOf(r.main, v < 0.5 ? 1 : 2);
  };
}

/**
 * Swamp water: dark murky water with pale ripple lines, a little duckweed and a few lily pads
 * with their notch; the water covers most of the tile (weed all over reads as camouflage).
 */
export function swamp(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  const weed = periodicFbm(random, w, h, Math.max(2, Math.round(w / 8)), 2);
  const pads = periodicCells(random, w, h, Math.max(2, Math.min(120, Math.round((w * h) / 300))));
  const padR = Math.max(2, Math.min(4, w / 12));
  const ky = Math.max(1, Math.round(h / 8));
  return (x, y) => {
    const c = pads(x, y);
    if (c.d1 < padR && hash01(c.id, 5) < 0.3) {
      // A pad with its notch: a wedge cut toward the lower right.
      if (c.dx > 0 && c.dy > 0 && Math.abs(c.dx - c.dy) < 1) return inkOf(r.main, 1);
      // Green pads, lit on their upper left (the ramp's top step is a pale yellow: a lemon).
      return inkOf(r.accent, c.d1 > padR - 1 ? 1 : c.dx + c.dy < 0 ? 3 : 2);
    }
    // Duckweed: a few soft patches afloat, darker at their rims. Every other pixel left out of
    // a patch (a regular hatch) reads as a striped caterpillar.
    const g = weed(x, y);
    if (g > 0.77) return inkOf(r.accent, g > 0.81 ? 2 : 1);
    const v = n(x, y);
    // Ripples: short light crests on the water, bent by the noise.
    const ripple = Math.sin(2 * Math.PI * (((y + 0.5) / h) * ky) + v * 9);
    if (ripple > 0.94 && v > 0.4) return inkOf(r.main, 3);
    return inkOf(r.main, v < 0.45 ? 1 : 2);
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

/**
 * Asphalt: an even dark grey laid flat, salted with single specks of darker tar and paler stone
 * chips, and one dashed line of flat yellow paint along the exact middle. No broad blotches: at
 * tile scale they read as rubble and patched holes, not a smooth road.
 */
export function road(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const grit = Float32Array.from({ length: w * h }, () => random());
  const dash = period(w, 16);
  const thick = Math.max(1, Math.round(h / 32));
  // The line's rows are centred on the middle: h / 2 falls between its two halves.
  const top = Math.round(h / 2 - thick);
  return (x, y) => {
    if (y >= top && y < top + 2 * thick && wrap(x + Math.round(dash / 4), dash) < dash / 2) {
      return inkOf(r.accent, 3);
    }
    const g = grit[y * w + x]!;
    if (g < 0.1) return inkOf(r.main, 1);
    if (g > 0.95) return inkOf(r.main, 3);
    return inkOf(r.main, 2);
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

/**
 * Tilled farmland: parallel ridges of dark soil with furrows between them, each ridge lit along
 * its top and broken into clods, seedlings standing along the ridges. Bare stripes read as a
 * log wall.
 */
export function farmland(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const p = period(h, 8);
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  const clods = periodicNoise(random, w, h, Math.max(2, Math.round(w / 3)));
  const gap = period(w, 8);
  const seed = Math.floor(random() * 1e6);
  return (x, y) => {
    // Where in its ridge the row is; the tile's edge falls inside a ridge's flat body, where
    // the rows either side of it look alike (p need not be whole).
    const row = wrap(Math.floor((y + 0.5) / p + 0.75), Math.round(h / p));
    const ly = Math.floor(wrap((y + 0.5) / p + 0.75, 1) * p);
    // A seedling on the ridge top: two leaves over a stem, one ink so cleanup keeps it.
    const col = Math.floor(wrap(x + hash01(seed, row) * gap, w) / gap);
    const sx = Math.floor(wrap(x + hash01(seed, row) * gap, w) - col * gap);
    const sprout = hash01(seed, row * 53 + col) < 0.7;
    if (sprout && ((ly === 2 && (sx === 3 || sx === 5)) || ((ly === 3 || ly === 4) && sx === 4)))
      return inkOf(r.accent, 3);
    const v = n(x, y);
    if (ly < 1) return inkOf(r.main, 0);
    if (ly < 2 || ly >= p - 1) return inkOf(r.main, 1);
    if (ly < 4) return inkOf(r.main, clods(x, y) > 0.5 ? 4 : 3);
    return inkOf(r.main, clods(x, y) > 0.7 ? 3 : v > 0.6 ? 2 : 1);
  };
}

/**
 * Wheat: rows of upright plants, each a stalk under a golden ear of grains (three pixels wide,
 * pointed at the top, lit on its left, the grains a chevron of light and shade), over the
 * shadow between the rows. In each row the plants stand at uneven spacing and heights, so the
 * field never settles into a grid (a grid reads as wicker); stripes without ears read as wood.
 */
export function wheat(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const rows = Math.max(1, Math.round(h / 16));
  const p = h / rows;
  const ear = Math.max(4, Math.round(p * 0.5));
  // Per row: which column each plant stands in and how far down its ear starts.
  const plantAt: Int16Array[] = [];
  const dropOf: Uint8Array[] = [];
  for (let row = 0; row < rows; row++) {
    const at = new Int16Array(w).fill(-1);
    const drop = new Uint8Array(w);
    const n = Math.max(1, Math.round(w / 4.6));
    const shift = Math.floor(random() * w);
    for (let i = 0; i < n; i++) {
      const x = Math.floor((i * w) / n + random() * 0.5) + shift;
      for (let dx = 0; dx < 3; dx++) at[wrap(x + dx, w)] = dx;
      drop[wrap(x, w)] = Math.floor(random() * 3);
    }
    plantAt.push(at);
    dropOf.push(drop);
  }
  const straw = periodicNoise(random, w, h, Math.max(4, Math.round(w / 4)), 2);
  return (x, y) => {
    // The tile's edge falls in the shadow low in a row, where rows either side look alike.
    const yy = wrap(y + Math.round(p * 0.88), h);
    const row = Math.min(rows - 1, Math.floor(yy / p));
    const ly = yy - row * p;
    const lx = plantAt[row]![x]!;
    if (lx >= 0) {
      const top = 1 + dropOf[row]![wrap(x - lx, w)]!;
      const e = Math.floor(ly) - top;
      if (e >= 0 && e < ear) {
        // A pointed top: the first row of the ear is its middle grain alone.
        if (e === 0) return lx === 1 ? inkOf(r.accent, 3) : background(x, y, ly);
        // Grains in a braid: each row of the ear lights the side the row above shaded.
        if (lx === 0) return inkOf(r.accent, e % 2 ? 3 : 2);
        if (lx === 2) return inkOf(r.accent, 2);
        return inkOf(r.accent, e % 2 ? 2 : 3);
      }
      if (e >= ear && lx === 1) return inkOf(r.main, ly > p * 0.8 ? 2 : 3);
    }
    return background(x, y, ly);
  };

  /** Straw and shade between the plants: darker low in each row, where the rows overlap. */
  function background(x: number, y: number, ly: number): number {
    if (ly > p * 0.78) return inkOf(r.main, 0);
    return inkOf(r.main, straw(x, y) > 0.6 ? 2 : 1);
  }
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
