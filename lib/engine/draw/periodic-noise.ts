/**
 * Noise that tiles: value noise on a lattice whose size divides the image, interpolated with
 * wrap-around, and Worley (cellular) distances measured on a torus. Anything built from these
 * continues across the left/right and top/bottom edges, which is what makes a tile seamless.
 */
import type { Random } from "../random";

/**
 * Value noise in [0, 1] with period (width, height): `cells` lattice cells across and, unless
 * given, as many down as keep the cells square (`cellsDown` stretches it: wood grain).
 */
export function periodicNoise(
  random: Random,
  width: number,
  height: number,
  cells: number,
  cellsDown?: number,
): (x: number, y: number) => number {
  const cx = Math.max(1, Math.round(cells));
  const cy = Math.max(1, Math.round(cellsDown ?? (cells * height) / width));
  const grid = new Float32Array(cx * cy);
  for (let i = 0; i < grid.length; i++) grid[i] = random();
  const at = (i: number, j: number) => grid[(((j % cy) + cy) % cy) * cx + (((i % cx) + cx) % cx)]!;
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const fx = ((x + 0.5) / width) * cx;
    const fy = ((y + 0.5) / height) * cy;
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    const u = smooth(fx - i);
    const v = smooth(fy - j);
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * u;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * u;
    return top + (bottom - top) * v;
  };
}

/** Sum of octaves of periodic noise, normalized to [0, 1]. */
export function periodicFbm(
  random: Random,
  width: number,
  height: number,
  cells: number,
  octaves: number,
): (x: number, y: number) => number {
  const layers = Array.from({ length: octaves }, (_, k) =>
    periodicNoise(random, width, height, cells * 2 ** k),
  );
  let total = 0;
  for (let k = 0; k < octaves; k++) total += 0.5 ** k;
  return (x, y) => {
    let sum = 0;
    for (let k = 0; k < octaves; k++) sum += layers[k]!(x, y) * 0.5 ** k;
    return sum / total;
  };
}

export interface Cell {
  /** Index of the nearest site. */
  readonly id: number;
  /** Distance to the nearest and second-nearest sites, in pixels. */
  readonly d1: number;
  readonly d2: number;
  /** Offset from the nearest site to the pixel (wrapped), in pixels. */
  readonly dx: number;
  readonly dy: number;
}

/**
 * Worley cells on a torus: about `count` sites by dart throwing with a minimum spacing (blue
 * noise). Not a jittered grid: a grid leaves its lines in the statistics (cell borders bunch up
 * along them) and one of those lines would be the tile's edge.
 */
export function periodicCells(
  random: Random,
  width: number,
  height: number,
  count: number,
): (x: number, y: number) => Cell {
  const spacing = 0.75 * Math.sqrt((width * height) / Math.max(1, count));
  const sites: { x: number; y: number }[] = [];
  const torus = (ax: number, ay: number, bx: number, by: number) => {
    let dx = ax - bx;
    let dy = ay - by;
    dx -= Math.round(dx / width) * width;
    dy -= Math.round(dy / height) * height;
    return Math.hypot(dx, dy);
  };
  for (let tries = 0; tries < count * 40 && sites.length < count; tries++) {
    const x = random() * width;
    const y = random() * height;
    if (sites.every((s) => torus(x, y, s.x, s.y) >= spacing)) sites.push({ x, y });
  }
  // Buckets on the torus, about one site each: the two nearest sites of any pixel lie within
  // two buckets of it (the sites are blue noise), so each bucket keeps the sites of its 5x5
  // neighbourhood, already moved to their copy nearest the bucket, and a pixel scans only those.
  const bx = Math.max(1, Math.floor(width / spacing));
  const by = Math.max(1, Math.floor(height / spacing));
  const near: Float64Array[] = [];
  const small = bx < 5 || by < 5;
  for (let j = 0; j < by; j++) {
    for (let i = 0; i < bx; i++) {
      const cx = ((i + 0.5) * width) / bx;
      const cy = ((j + 0.5) * height) / by;
      const list: number[] = [];
      sites.forEach((s, k) => {
        let dx = s.x - cx;
        let dy = s.y - cy;
        dx -= Math.round(dx / width) * width;
        dy -= Math.round(dy / height) * height;
        if (small) {
          // On a tiny torus every copy of every site may be nearest somewhere.
          for (const ox of [-width, 0, width])
            for (const oy of [-height, 0, height]) list.push(s.x + ox, s.y + oy, k);
          return;
        }
        const inReach = Math.abs(dx) <= (2.5 * width) / bx && Math.abs(dy) <= (2.5 * height) / by;
        if (inReach) list.push(cx + dx, cy + dy, k);
      });
      near.push(Float64Array.from(list));
    }
  }
  return (x, y) => {
    let d1 = Infinity;
    let d2 = Infinity;
    let id = 0;
    let ex = 0;
    let ey = 0;
    const px = (((x % width) + width) % width) + 0.5;
    const py = (((y % height) + height) % height) + 0.5;
    const bi = Math.min(bx - 1, Math.floor((px / width) * bx));
    const bj = Math.min(by - 1, Math.floor((py / height) * by));
    const list = near[bj * bx + bi]!;
    for (let n = 0; n < list.length; n += 3) {
      const dx = px - list[n]!;
      const dy = py - list[n + 1]!;
      const d = dx * dx + dy * dy;
      if (d < d1) {
        d2 = d1;
        d1 = d;
        id = list[n + 2]!;
        ex = dx;
        ey = dy;
      } else if (d < d2) {
        d2 = d;
      }
    }
    return { id, d1: Math.sqrt(d1), d2: Math.sqrt(d2), dx: ex, dy: ey };
  };
}
