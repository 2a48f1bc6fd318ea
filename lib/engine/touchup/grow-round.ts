/**
 * A small round thing grown: an apple of two by two pixels or a cap's dot redrawn as a larger
 * disc in its own shades (lit from the top left, its darkest shade along the bottom right, a
 * one-pixel glint when it is big enough), rather than its pixels blown up into a cross or a
 * block. Grown discs keep a pixel of what they lie on between them, so neighbours never merge.
 */
import { floodFill } from "../raster";
import type { RegionCanvas } from "./region";

/** Pieces this many pixels across or fewer are redrawn as discs when they grow. */
export const ROUND_UP_TO = 5;

/** Luma of a packed pixel (red in the low byte), 0-255. */
const lum = (v: number) => 0.3 * (v & 255) + 0.59 * ((v >>> 8) & 255) + 0.11 * ((v >>> 16) & 255);
/** Darker than this is line work (outlines, eyes drawn in line colour). */
export const LINE_LUM = 60;

/**
 * The piece's own colours, darkest first, with its most common one, and the share of its
 * pixels in its darkest colour (how much of it lies in shadow).
 */
function shadesOf(canvas: RegionCanvas, piece: Uint8Array) {
  const counts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < piece.length; i++)
    if (piece[i]) {
      counts.set(canvas.before.data[i]!, (counts.get(canvas.before.data[i]!) ?? 0) + 1);
      total++;
    }
  const byLight = [...counts.keys()].sort((a, b) => lum(a) - lum(b));
  let body = byLight[0]!;
  for (const [v, n] of counts) if (n > (counts.get(body) ?? 0)) body = v;
  const dark = byLight[0]!;
  const shadow = dark === body ? 0 : (counts.get(dark) ?? 0) / total;
  return { dark, body, light: byLight[byLight.length - 1]!, shadow };
}

/**
 * Which of a disc's cells take its darkest shade: the ones furthest to the bottom right, as
 * many as keep the share of shadow the piece was drawn with (a stone drawn with three of its
 * seven pixels dark stays that dark grown), taken in whole mirror pairs so the shadow is
 * symmetric about the light's diagonal; never fewer than a thin rim along the bottom right.
 */
function shadowCells(cells: readonly [number, number, boolean][], share: number): Set<number> {
  const n = cells.length;
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const ranked = cells
    .map(([x, y, rim], k) => ({
      k,
      rim,
      along: x - cx + (y - cy),
      off: Math.abs(x - cx - (y - cy)),
    }))
    .sort((a, b) => b.along - a.along || b.off - a.off);
  const rim = new Set(ranked.filter((c) => c.rim).map((c) => c.k));
  const want = share * n;
  const out = new Set<number>();
  let best = new Set<number>();
  for (let i = 0; i < ranked.length; ) {
    // A mirror pair (or a cell on the diagonal) joins whole.
    const { along, off } = ranked[i]!;
    while (i < ranked.length && ranked[i]!.along === along && ranked[i]!.off === off)
      out.add(ranked[i++]!.k);
    if (Math.abs(out.size - want) <= Math.abs(best.size - want)) best = new Set(out);
    if (out.size >= want) break;
  }
  return best.size > rim.size ? best : rim;
}

/** How much bigger the sentence asks: "a bit", "slightly" (bit); plain "bigger"; "much" (much). */
export type SizeDegree = "bit" | "plain" | "much";

/**
 * How many pixels across a grown round piece `side` pixels across is drawn: a two-pixel apple
 * becomes three across for "a bit bigger", four for "bigger", five for "much bigger"; larger
 * pieces gain a pixel (two for "much"), as a pixel artist redraws them.
 */
export function discSize(side: number, degree: SizeDegree = "plain"): number {
  const gain = side <= 2 ? { bit: 1, plain: 2, much: 3 } : { bit: 1, plain: 1, much: 2 };
  return side + gain[degree];
}

/** The degree a sentence asks a size change by, from its words. */
export function sizeDegree(sentence: string): SizeDegree {
  const s = sentence.toLowerCase();
  if (/\b(a (little )?bit|slightly|a little|a tad|somewhat|a touch)\b/.test(s)) return "bit";
  if (/\b(much|a lot|way|lots|far|really|huge|very)\b/.test(s)) return "much";
  return "plain";
}

/** Whether the piece is drawn in line colour (an eye), which grows as drawn, not as a disc. */
export function inLineColour(canvas: RegionCanvas, piece: Uint8Array): boolean {
  return lum(shadesOf(canvas, piece).body) < LINE_LUM;
}

/** Hue in degrees (0-360) and saturation (0-1) of a packed pixel. */
function hueSat(v: number): [number, number] {
  const r = (v & 255) / 255;
  const g = ((v >>> 8) & 255) / 255;
  const b = ((v >>> 16) & 255) / 255;
  const hi = Math.max(r, g, b);
  const lo = Math.min(r, g, b);
  const d = hi - lo;
  if (d === 0) return [0, 0];
  const h = hi === r ? ((g - b) / d + 6) % 6 : hi === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, hi === 0 ? 0 : d / hi];
}

/** Whether two colours are shades of one material (the canopy's light and dark greens). */
function sameMaterial(a: number, b: number): boolean {
  const [ha, sa] = hueSat(a);
  const [hb, sb] = hueSat(b);
  if (sa < 0.15 || sb < 0.15) return sa < 0.15 && sb < 0.15;
  const dh = Math.abs(ha - hb);
  return Math.min(dh, 360 - dh) <= 35;
}

/**
 * The surface the piece lies on, as a mask: the pixels reached from the piece's sides through
 * shades of the colours touching it (the whole canopy, its light and dark greens alike), inside
 * the region, never line work or air. A grown disc may cover only these and the piece itself.
 */
function surfaceUnder(canvas: RegionCanvas, piece: Uint8Array): Uint8Array {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const own = new Set<number>();
  for (let i = 0; i < piece.length; i++) if (piece[i]) own.add(data[i]!);
  const touching = new Set<number>();
  const STEPS = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || piece[ny * width + nx]) continue;
      const v = data[ny * width + nx]!;
      if (v !== 0 && lum(v) >= LINE_LUM && !own.has(v)) touching.add(v);
    }
  }
  const admits = (v: number) =>
    v !== 0 &&
    lum(v) >= LINE_LUM &&
    (touching.has(v) || own.has(v) || [...touching].some((t) => sameMaterial(t, v)));
  const surface = new Uint8Array(piece.length);
  const seeds: number[] = [];
  for (let i = 0; i < piece.length; i++) if (piece[i]) seeds.push(i);
  // The piece itself, and what is reached from it through admitted pixels inside the region.
  floodFill(
    width,
    height,
    seeds,
    (j) => {
      if (piece[j]) return true;
      const x = j % width;
      return canvas.inside(x, (j - x) / width) && admits(data[j]!);
    },
    { connectivity: 4, seen: surface },
  );
  return surface;
}

/** The pixels of a disc `size` across whose box starts at (x0, y0), with whether each is rim. */
function discCells(x0: number, y0: number, size: number): [number, number, boolean][] {
  const r = size / 2;
  const cells: [number, number, boolean][] = [];
  for (let y = y0; y < y0 + size; y++)
    for (let x = x0; x < x0 + size; x++) {
      // Distance from the disc's centre, measured to the pixel's centre.
      const dx = x + 0.5 - (x0 + r);
      const dy = y + 0.5 - (y0 + r);
      if (dx * dx + dy * dy > r * r + 0.25) continue;
      cells.push([x, y, dx + dy > r * 0.55]);
    }
  return cells;
}

/** `v` mixed toward white (t > 0) or black (t < 0) by |t|, alpha kept. */
function shadeOf(v: number, t: number): number {
  const mix = (c: number) => Math.round(t > 0 ? c + (255 - c) * t : c * (1 + t));
  return (
    (((v >>> 24) << 24) |
      (mix((v >>> 16) & 255) << 16) |
      (mix((v >>> 8) & 255) << 8) |
      mix(v & 255)) >>>
    0
  );
}

/**
 * Paints the piece as a whole disc about `size` pixels across near (cx, cy): the largest disc
 * from `size` down to `least` that fits whole on the surface the piece lies on, inside the
 * region and a pixel clear of `taken` (another grown disc), moved up to two pixels off its
 * centre when that lets it stay whole, always over every pixel the piece had. A disc is never cut into a lump: only when no whole disc
 * fits is the one at the centre drawn clipped. Shaded lit from the top left, its darkest shade
 * along the bottom right, a glint up and to the left on discs of 4 and more (a lighter shade of
 * its body when the piece has no lighter one). Returns the pixels it painted.
 */
export function paintDisc(
  canvas: RegionCanvas,
  piece: Uint8Array,
  cx: number,
  cy: number,
  size: number,
  taken: Uint8Array,
  least = size,
  family: Uint8Array = piece,
): number {
  const { width, height } = canvas.px;
  // Shades come from all the pieces alike (every apple's dark red), so a flat one matches.
  const shades = shadesOf(canvas, family);
  const { body, light } = shades;
  // A piece of one flat colour still gets a shaded rim, so it reads as round.
  const dark = shades.dark !== body ? shades.dark : shadeOf(body, -0.3);
  const surface = surfaceUnder(canvas, piece);
  const near = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && taken[ny * width + nx]) return true;
      }
    return false;
  };
  // The disc stays over where the piece was: within the piece's box widened by half the growth.
  let [bx0, by0, bx1, by1] = [width, height, -1, -1];
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    [bx0, by0, bx1, by1] = [Math.min(bx0, x), Math.min(by0, y), Math.max(bx1, x), Math.max(by1, y)];
  }
  const pieceCells: number[] = [];
  for (let i = 0; i < piece.length; i++) if (piece[i]) pieceCells.push(i);
  // One pixel more than half the growth, so a disc kept off the outline can step aside.
  const reach = Math.ceil((size - Math.max(bx1 - bx0, by1 - by0) - 1) / 2) + 1;
  // The disc keeps a pixel of the surface between it and the surface's edge (the canopy's
  // outline, the trunk below it) unless the piece already touched that edge; the canvas's
  // edge is no edge of the surface.
  const edgeOk = (x: number, y: number) =>
    piece[y * width + x] === 1 ||
    [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ].every(([dx, dy]) => {
      const nx = x + dx!;
      const ny = y + dy!;
      const j = ny * width + nx;
      // Past the canvas's edge the surface runs on (a tile's ground continues beyond it).
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) return true;
      return surface[j] === 1 || piece[j] === 1;
    });
  const free = (x: number, y: number) =>
    canvas.inside(x, y) &&
    edgeOk(x, y) &&
    x >= bx0 - reach &&
    x <= bx1 + reach &&
    y >= by0 - reach &&
    y <= by1 + reach &&
    surface[y * width + x] === 1 &&
    !near(x, y);
  const offsets: [number, number][] = [];
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) offsets.push([dx, dy]);
  offsets.sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
  let cells: [number, number, boolean][] | null = null;
  let drawn = size;
  // The largest disc that fits whole: over every pixel the piece had (it grows where it is)
  // when one of that size does, else moved a pixel or two off it, before a smaller one.
  for (let s = size; s >= Math.min(least, size) && !cells; s--)
    for (const covering of [true, false]) {
      if (cells) break;
      const x0 = Math.round(cx - s / 2);
      const y0 = Math.round(cy - s / 2);
      for (const [ox, oy] of offsets) {
        const c = discCells(x0 + ox, y0 + oy, s);
        const over = new Set(c.map(([x, y]) => y * width + x));
        if (!c.every(([x, y]) => free(x, y))) continue;
        if (covering && !pieceCells.every((i) => over.has(i))) continue;
        cells = c;
        drawn = s;
        break;
      }
    }
  if (!cells)
    cells = discCells(Math.round(cx - size / 2), Math.round(cy - size / 2), size).filter(
      ([x, y]) => free(x, y) || piece[y * width + x] === 1,
    );
  const mine: number[] = [];
  // A coloured round thing (an apple) is shaded a third round its lower right at least, so its
  // cut corners read as the curve of a ball rather than the arms of a cross.
  const hued = hueSat(body)[1] >= 0.15 && lum(body) <= 200;
  const shadow = shadowCells(
    cells,
    hued && drawn >= 4 ? Math.max(1 / 3, shades.shadow) : shades.shadow,
  );
  cells.forEach(([x, y], k) => {
    canvas.set(x, y, shadow.has(k) ? dark : body);
    mine.push(y * width + x);
  });
  // A glint up and to the left of the centre, on discs of 4 and more: the piece's own lightest
  // shade, or a lighter shade of a coloured body (an apple shines; a grey stone is matte).
  const glint =
    light !== body ? light : lum(body) > 200 || hueSat(body)[1] < 0.15 ? body : shadeOf(body, 0.45);
  if (drawn >= 4 && glint !== body && mine.length > 0) {
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const gx = Math.min(...xs) + 1;
    const gy = Math.min(...ys) + 1;
    if (mine.includes(gy * width + gx)) canvas.set(gx, gy, glint);
  }
  for (const i of mine) taken[i] = 1;
  return mine.length;
}
