/**
 * Terrain textures for tiles: each is a function from pixel to ink built only from periodic
 * pieces (periodic noise, toroidal cells, features placed modulo the size, rows and columns that
 * divide it), so every texture continues across its own edges. Structural lines (mortar, board
 * seams, plate seams) are placed off the edges by half a period, so the wrap seam never falls on
 * one and reads no rougher than the interior.
 */
import { hashString, type Random } from "../random";
import { inkOf } from "./canvas";
import { periodicCells, periodicFbm, periodicNoise } from "./periodic-noise";

export type TileInk = (x: number, y: number) => number;

export interface TerrainRamps {
  readonly main: number;
  readonly second: number;
  readonly accent: number;
}

const band3 = (n: number, lo = 0.4, hi = 0.62) => (n < lo ? 1 : n < hi ? 2 : 3);
const wrap = (v: number, n: number) => ((v % n) + n) % n;

/** A deterministic per-integer hash in [0, 1). */
function hash01(seed: number, k: number): number {
  return hashString(`${seed}:${k}`) / 4294967296;
}

/** Scattered small features (tufts, pebbles, sparkles), each a few pixels, wrapped at the edges. */
function scatter(
  random: Random,
  w: number,
  h: number,
  density: number,
): { x: number; y: number; k: number }[] {
  const count = Math.max(1, Math.round(w * h * density));
  return Array.from({ length: count }, () => ({
    x: Math.floor(random() * w),
    y: Math.floor(random() * h),
    k: random(),
  }));
}

function stamp(map: Map<number, number>, w: number, h: number, x: number, y: number, ink: number) {
  map.set(wrap(y, h) * w + wrap(x, w), ink);
}

export function grass(
  random: Random,
  w: number,
  h: number,
  r: TerrainRamps,
  flowers: boolean,
): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  const marks = new Map<number, number>();
  // Tufts: little "v" strokes, dark or light, three pixels joined on the diagonal.
  for (const t of scatter(random, w, h, 1 / 28)) {
    const ink = inkOf(r.main, t.k < 0.6 ? 1 : 3);
    stamp(marks, w, h, t.x, t.y, ink);
    stamp(marks, w, h, t.x + 1, t.y + 1, ink);
    stamp(marks, w, h, t.x + 2, t.y, ink);
  }
  if (flowers && w >= 24) {
    for (const f of scatter(random, w, h, 1 / 300)) {
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const)
        stamp(marks, w, h, f.x + dx, f.y + dy, inkOf(r.accent, dx + dy === 0 ? 4 : 3));
    }
  }
  return (x, y) => marks.get(y * w + x) ?? inkOf(r.main, band3(n(x, y), 0.24, 0.76));
}

export function dirt(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 10)), 2);
  const marks = new Map<number, number>();
  for (const p of scatter(random, w, h, 1 / 70)) {
    stamp(marks, w, h, p.x, p.y, inkOf(r.second, 3));
    stamp(marks, w, h, p.x + 1, p.y, inkOf(r.second, 3));
    stamp(marks, w, h, p.x, p.y + 1, inkOf(r.second, 1));
    stamp(marks, w, h, p.x + 1, p.y + 1, inkOf(r.second, 1));
  }
  return (x, y) => marks.get(y * w + x) ?? inkOf(r.main, band3(n(x, y), 0.42, 0.6));
}

/** Rounded stones with lit top-left rims, shaded bottom-right rims and mortar between. */
export function cobblestone(
  random: Random,
  w: number,
  h: number,
  r: TerrainRamps,
  size = 14,
): TileInk {
  const cells = periodicCells(random, w, h, Math.max(2, Math.round((w * h) / (size * size))));
  const tone = periodicNoise(random, w, h, Math.max(2, Math.round(w / 16)));
  return (x, y) => {
    const c = cells(x, y);
    const edge = (c.d2 - c.d1) / 2;
    if (edge < 0.75) return inkOf(r.second, 1);
    const lit = c.dx + c.dy < 0;
    if (edge < 1.9) return inkOf(r.main, lit ? 3 : 1);
    const shade = hash01(c.id, 7) < 0.3 ? 1 : 0;
    return inkOf(r.main, tone(x, y) > 0.7 ? 3 : 2 - (shade && !lit ? 1 : 0));
  };
}

/**
 * A stone floor: flagstones laid on a square grid, not in courses. Each grid square is one slab,
 * or split in two, the halves turning by turns as in a basket weave, so joints meet in T's and
 * never run as the staggered courses of a wall. Each slab is bevelled (lit along its top and left, shaded along
 * its bottom and right) and flecked with small grains; a few slabs are a shade darker or carry a
 * hairline crack. No broad blotches: at tile scale they repeat as a glyph.
 */
export function stone(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const gw = w / Math.max(1, Math.round(w / 32));
  const gh = h / Math.max(1, Math.round(h / 32));
  const seed = Math.floor(random() * 1e6);
  const grain = periodicNoise(random, w, h, Math.max(2, Math.round(w / 2)));
  // The grid sits a quarter square in from the edges, so the wrap seam falls inside slabs.
  const ox = Math.round(gw / 4);
  const oy = Math.round(gh / 4);
  const columns = Math.round(w / gw);
  return (x0, y0) => {
    const x = wrap(x0 - ox, w);
    const y = wrap(y0 - oy, h);
    const gx = Math.floor(x / gw);
    const gy = Math.floor(y / gh);
    const square = gy * columns + gx;
    const split = hash01(seed, square * 13);
    const lx0 = x - Math.round(gx * gw);
    const ly0 = y - Math.round(gy * gh);
    const sw = Math.round((gx + 1) * gw) - Math.round(gx * gw);
    const sh = Math.round((gy + 1) * gh) - Math.round(gy * gh);
    // Halved side by side and one above the other by turns, as paving is laid in a basket weave
    // (halves all one way read as a wall's courses again), one square in four left whole. Small
    // slabs everywhere read as bathroom tiles, not flagstones.
    const whole = split < 0.25;
    const across = !whole && (gx + gy) % 2 === 0;
    const down = !whole && !across;
    const hx = Math.round(sw / 2);
    const hy = Math.round(sh / 2);
    const right = across && sw >= 8 && lx0 >= hx;
    const lower = down && sh >= 8 && ly0 >= hy;
    const lx = right ? lx0 - hx : lx0;
    const ly = lower ? ly0 - hy : ly0;
    const slabW = across && sw >= 8 ? (right ? sw - hx : hx) : sw;
    const slabH = down && sh >= 8 ? (lower ? sh - hy : hy) : sh;
    if (lx === 0 || ly === 0) return inkOf(r.main, 0);
    if (slabW < 4 || slabH < 4) return inkOf(r.main, 2);
    if (ly === 1 || lx === 1) return inkOf(r.main, 3);
    if (ly === slabH - 1 || lx === slabW - 1) return inkOf(r.main, 1);
    const slab = square * 4 + (right ? 1 : 0) + (lower ? 2 : 0);
    const tone = hash01(seed, slab * 7 + 1);
    // A hairline crack from one corner region across part of the slab, on one slab in five.
    if (tone > 0.8 && slabW >= 10 && slabH >= 10) {
      const t = (lx - 2) / (slabW - 4);
      const crackY = Math.round(2 + t * (slabH - 5) * 0.7);
      if (t >= 0 && t < 0.6 && ly === crackY) return inkOf(r.main, 1);
    }
    // Grains: small flecks where fine noise peaks; a darker slab has more dark ones.
    const g = grain(x0, y0);
    if (g > 0.86) return inkOf(r.main, 3);
    if (g < (tone < 0.3 ? 0.22 : 0.12)) return inkOf(r.main, 1);
    return inkOf(r.main, 2);
  };
}

/** Brick courses; courses and head joints sit off the tile edge by a quarter or half period. */
export function brick(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const rows = Math.max(2, Math.round(h / 8));
  const perRow = Math.max(1, Math.round(w / 16));
  const rowTop = (k: number) => Math.round(((k + 0.5) * h) / rows);
  const variation = periodicNoise(random, w, h, perRow * 2, rows);
  return (x, y) => {
    // Course index: mortar rows sit at rowTop(k); the course below it is k.
    let k = rows - 1;
    for (let i = 0; i < rows; i++) if (y >= rowTop(i)) k = i;
    const top = rowTop(k);
    const bottom = k + 1 < rows ? rowTop(k + 1) : rowTop(0) + h;
    const yy = y >= top ? y : y + h;
    if (yy === top) return inkOf(r.second, 2);
    const shift = k % 2 === 0 ? 0.25 : 0.75;
    const bw = w / perRow;
    const local = wrap(x - shift * bw, w);
    const jx = local % bw;
    if (Math.floor(jx) === 0 && bw >= 3) return inkOf(r.second, 2);
    if (yy === top + 1) return inkOf(r.main, 3);
    if (yy === bottom - 1) return inkOf(r.main, 1);
    return inkOf(r.main, variation(x, y) > 0.62 ? 3 : 2);
  };
}

export function water(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 14)), 2);
  const ky = Math.max(1, Math.round(h / 12));
  return (x, y) => {
    const v = n(x, y);
    const phase = 2 * Math.PI * (((y + 0.5) / h) * ky + (x + 0.5) / w) + v * 5;
    const s = Math.sin(phase);
    if (s > 0.93) return inkOf(r.main, 4);
    if (s > 0.7) return inkOf(r.main, 3);
    return inkOf(r.main, v < 0.42 ? 1 : 2);
  };
}

export function sand(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const n = periodicFbm(random, w, h, Math.max(2, Math.round(w / 12)), 2);
  const ky = Math.max(1, Math.round(h / 10));
  return (x, y) => {
    const phase = 2 * Math.PI * (((y + 0.5) / h) * ky + (x + 0.5) / w) + n(x, y) * 4;
    const s = Math.sin(phase);
    if (s > 0.88) return inkOf(r.main, 1);
    if (s < -0.7) return inkOf(r.main, 3);
    return inkOf(r.main, 2);
  };
}

export function lava(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const cells = periodicCells(random, w, h, Math.max(2, Math.round((w * h) / 200)));
  return (x, y) => {
    const c = cells(x, y);
    const edge = (c.d2 - c.d1) / 2;
    if (edge < 0.8) return inkOf(r.accent, 4);
    if (edge < 1.8) return inkOf(r.accent, 2);
    return inkOf(r.main, c.dx + c.dy < -2 ? 2 : 1);
  };
}

/**
 * Snow: a white field heaped into soft drifts lit from the upper left. Each drift is a low
 * mound, wider than deep (wind lays snow in banks); its top is as white as the field, and its
 * lower rim turns from the light in a pale-blue crescent that deepens to a cooler blue at the
 * foot. So shade is short soft crescents under banks, not pools that read as puddles nor bands
 * that read as ripples on water. Glints sparkle on the field: a white point with pale-blue arms.
 * Mounds and glints are placed modulo the size, so the tile wraps.
 */
export function snow(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const unit = Math.min(w, h) / 64;
  // A drift's shaded rim is a near-horizontal line; one lying across the top and bottom edges
  // would make the wrap seam rougher than any row inside, so a drift whose lower half would
  // cross them moves up clear of them.
  const mounds = scatter(random, w, h, 1 / 340).map((m) => {
    const b = unit * (3.5 + 2.5 * random());
    const reach = Math.ceil(b) + 1;
    return { x: m.x, y: m.y + reach >= h ? h - 1 - reach : m.y, a: unit * (7 + 7 * m.k), b };
  });
  const glints = new Map<number, number>();
  if (w >= 24) {
    for (const p of scatter(random, w, h, 1 / 260)) {
      stamp(glints, w, h, p.x, p.y, inkOf(r.main, 4));
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const)
        stamp(glints, w, h, p.x + dx, p.y + dy, inkOf(r.main, 3));
    }
  }
  const near = (d: number, n: number) => d - n * Math.round(d / n);
  // The drifts that can cover each row (a drift shades only below its centre), in drawing
  // order: a pixel looks at a handful, not at every drift of a big tile.
  const byRow = Array.from({ length: h }, () => [] as (typeof mounds)[number][]);
  for (const m of mounds) {
    for (let k = 0; k <= Math.ceil(m.b) + 1; k++) byRow[wrap(m.y + k, h)]!.push(m);
  }
  return (x, y) => {
    // The drift in front (lowest centre) that covers the pixel decides its tone.
    let tone = -1;
    let front = -Infinity;
    for (const m of byRow[y]!) {
      const dx = near(x + 0.5 - m.x, w);
      const dy = near(y + 0.5 - m.y, h);
      const e = (dx / m.a) ** 2 + (dy / m.b) ** 2;
      if (e >= 1 || dy < 0 || m.y + dy <= front) continue;
      front = m.y + dy;
      const turned = dy / m.b - (dx / m.a) * 0.35;
      tone = e > 0.5 && turned > 0.35 ? 2 : e > 0.3 && turned > 0.1 ? 3 : 4;
    }
    if (tone >= 0 && tone < 4) return inkOf(r.main, tone);
    return glints.get(y * w + x) ?? inkOf(r.main, 4);
  };
}

export function ice(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const cells = periodicCells(random, w, h, Math.max(2, Math.round((w * h) / 400)));
  const n = periodicNoise(random, w, h, Math.max(2, Math.round(w / 16)));
  return (x, y) => {
    const c = cells(x, y);
    if (c.d2 - c.d1 < 0.9) return inkOf(r.main, 4);
    const streak = Math.sin(2 * Math.PI * 2 * ((x + 0.5) / w + (y + 0.5) / h));
    if (streak > 0.94) return inkOf(r.main, 4);
    return inkOf(r.main, n(x, y) < 0.45 ? 2 : 3);
  };
}

/** Floorboards: horizontal boards with seams half a board off the edge, grain and butt joints. */
export function planks(random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const boards = Math.max(2, Math.round(h / 8));
  const seam = (k: number) => Math.round(((k + 0.5) * h) / boards);
  const grain = periodicNoise(
    random,
    w,
    h,
    Math.max(1, Math.round(w / 24)),
    Math.max(2, boards * 3),
  );
  const joints = Array.from({ length: boards }, (_, k) =>
    Math.floor((0.2 + hash01(k, 11) * 0.6) * w),
  );
  return (x, y) => {
    let k = boards - 1;
    for (let i = 0; i < boards; i++) if (y >= seam(i)) k = i;
    if (y === seam(k)) return inkOf(r.main, 0);
    if (w >= 16 && x === joints[k]) return inkOf(r.main, 1);
    const g = grain(x, y);
    return inkOf(r.main, g < 0.33 ? 1 : g > 0.7 ? 3 : 2);
  };
}

/**
 * Steel floor plate: panels with seams half a panel off the edges and 2x2 rivets in their
 * corners, covered in a diamond tread (short raised bars, alternately leaning each way, lit on
 * top with a shadow pixel under), and a broad diagonal sheen across it. Plain brushed streaks
 * read as wood grain.
 */
export function metal(_random: Random, w: number, h: number, r: TerrainRamps): TileInk {
  const panels = Math.max(1, Math.round(w / 32));
  const pw = w / panels;
  const ph = h / Math.max(1, Math.round(h / 32));
  // Tread cells divide the tile, so the pattern continues across its edges.
  const cellsX = Math.max(2, Math.round(w / 8));
  const cellsY = Math.max(2, Math.round(h / 8));
  const cw = w / cellsX;
  const ch = h / cellsY;
  return (x, y) => {
    // Seams half a panel in from the edges.
    const lx = wrap(x - Math.round(pw / 2), w) % pw;
    const ly = wrap(y - Math.round(ph / 2), h) % ph;
    if (Math.floor(lx) === 0 || Math.floor(ly) === 0) return inkOf(r.main, 0);
    if (Math.floor(lx) === 1 || Math.floor(ly) === 1) return inkOf(r.main, 3);
    if (Math.ceil(lx) >= Math.floor(pw) || Math.ceil(ly) >= Math.floor(ph)) return inkOf(r.main, 1);
    // Rivets are 2x2, never a lone pixel.
    const near = (v: number, p: number) =>
      v === 3 || v === 4 || v === Math.floor(p) - 5 || v === Math.floor(p) - 4;
    const rivet = pw >= 16 && ph >= 16 && near(Math.floor(lx), pw) && near(Math.floor(ly), ph);
    if (rivet) return inkOf(r.main, 4);
    // The sheen: a diagonal band a third of the tile wide, wrapping (on a square tile only,
    // where the diagonal meets itself across both edges).
    const sheen = w === h && wrap(x + y, w) < w / 3;
    const base = sheen ? 3 : 2;
    // The tread: in each cell a 3-pixel bar leaning one way, the next cell the other way.
    const cx = Math.floor(x / cw);
    const cy = Math.floor(y / ch);
    const ux = Math.floor(x - cx * cw - cw / 2 + 1.5);
    const uy = Math.floor(y - cy * ch - ch / 2 + 1.5);
    const lean = (cx + cy) % 2 === 0 ? 1 : -1;
    const onBar = (u: number, v: number) =>
      u >= 0 && u <= 2 && v >= 0 && v <= 2 && (lean > 0 ? u + v === 2 : u === v);
    if (cw >= 5 && ch >= 5) {
      if (onBar(ux, uy)) return inkOf(r.main, base === 3 ? 4 : 3);
      if (onBar(ux, uy - 1)) return inkOf(r.main, 1);
    }
    return inkOf(r.main, base);
  };
}
