/**
 * The royal look on a sprite without layers (an import, an edited picture): only its cloth
 * changes. The cloth is the biggest family of strong colors (one hue within 35 degrees, chroma
 * 0.06 and up, neither line-dark nor skin-like); each of its colors keeps its own lightness on
 * a purple ramp whose hue leans cooler in the shadows and warmer in the lights, and a gold hem
 * runs along its lower edges; a stopper or cap on top turns gold. Skin, lines, metal greys and the
 * other colors stay as drawn. A crown makes it royal rather than merely purple: around a pointed
 * hat above its brim, else on the picture's very top (a bottle's stopper).
 */
import { isSkinLike, type LabOf, lchOf, type Oklch, oklchToRgb } from "../color";
import { type Pixels, rowExtent } from "../raster";
import { crownOnHat, crownOnTop } from "./hat-crown";

const pack = (c: Oklch) => {
  const [r, g, b] = oklchToRgb(c);
  return (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
};

const hueGap = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** Recolors `px` in place; false when it holds no cloth to dress. */
export function royalPixels(px: Pixels, lab: LabOf): boolean {
  const counts = new Map<number, number>();
  for (const v of px.data) if (v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  const strong = [...counts.entries()]
    .map(([v, n]) => ({ v, n, c: lchOf(lab(v)) }))
    .filter(({ c }) => c.C >= 0.06 && c.L >= 0.3 && !isSkinLike(c));
  if (strong.length === 0) return false;
  // The family with the most pixels: every strong color within 35 degrees of a seed color.
  let best: typeof strong = [];
  let bestCount = 0;
  for (const seed of strong) {
    const family = strong.filter((s) => hueGap(s.c.h, seed.c.h) <= 35);
    const count = family.reduce((sum, s) => sum + s.n, 0);
    if (count > bestCount) {
      best = family;
      bestCount = count;
    }
  }
  const to = new Map<number, number>();
  for (const { v, c } of best) {
    const L = Math.min(0.78, Math.max(0.28, c.L * 0.92));
    to.set(v, pack({ L, C: 0.15, h: 305 + (L - 0.45) * 40 }));
  }
  const gold = pack({ L: 0.8, C: 0.15, h: 84 });
  const shine = pack({ L: 0.9, C: 0.1, h: 92 });
  const { width, height, data } = px;
  const before = Uint32Array.from(data);
  for (let i = 0; i < data.length; i++) {
    const next = to.get(before[i]!);
    if (next !== undefined) data[i] = next;
  }
  // A hem: cloth pixels over something that is not cloth, on a run at least three wide.
  for (let y = 0; y < height - 1; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      const i = y * width + x;
      const hem = x < width && to.has(before[i]!) && !to.has(before[i + width]!);
      if (hem) {
        run++;
        continue;
      }
      if (run >= 3) for (let k = x - run; k < x; k++) data[y * width + k] = k % 3 ? gold : shine;
      run = 0;
    }
  }
  goldCap(px, before, to, lab, gold, shine);
  pixelCrown(px, before, lab);
  return true;
}

/**
 * What tops the picture and is not its cloth (a bottle's stopper, a cap) is made gold: the
 * royal look crowns what has a top as it crowns a head. Only the top fifth of the figure is
 * looked at, and only coloured pixels there that are neither line-dark, greys, skin nor cloth,
 * so a hat of the cloth keeps its hue and its band takes the hem.
 */
function goldCap(
  px: Pixels,
  before: Uint32Array,
  cloth: ReadonlyMap<number, number>,
  lab: LabOf,
  gold: number,
  shine: number,
): void {
  const { width, data } = px;
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === 0) continue;
    const y = Math.floor(i / width);
    if (top < 0) top = y;
    bottom = y;
  }
  if (top < 0) return;
  const end = top + Math.max(1, Math.round((bottom - top + 1) / 5));
  const dark = pack({ L: 0.62, C: 0.13, h: 70 });
  for (let i = top * width; i < end * width; i++) {
    const v = before[i]!;
    if (v === 0 || cloth.has(v)) continue;
    const c = lchOf(lab(v));
    if (c.L < 0.3 || c.C < 0.03 || isSkinLike(c)) continue;
    data[i] = c.L < 0.5 ? dark : c.L < 0.75 ? gold : shine;
  }
}

/**
 * A gold crown in the picture's own pixel language: gold shades by the stroke's level, and an
 * outline (the picture's darkest color) on every empty pixel beside it, so its points stand
 * out against the air as the drawn outline does. Nothing when no seat has room for it.
 */
function pixelCrown(px: Pixels, before: Uint32Array, lab: LabOf): void {
  const { width, height, data } = px;
  let top = -1;
  let bottom = -1;
  let outline = 0;
  let darkest = 1;
  for (let i = 0; i < before.length; i++) {
    const v = before[i]!;
    if (v === 0) continue;
    const y = Math.floor(i / width);
    if (top < 0) top = y;
    bottom = y;
    const L = lchOf(lab(v)).L;
    if (L < darkest) {
      darkest = L;
      outline = v;
    }
  }
  if (top < 0) return;
  const drawn: Pixels = { width, height, data: before };
  const span = (y: number) => (y < 0 || y >= height ? null : rowExtent(drawn, y));
  const strokes = crownOnHat(span, top, bottom) ?? crownOnTop(span, top, bottom);
  if (!strokes) return;
  const shades = [0.56, 0.66, 0.8, 0.8, 0.92].map((L, level) =>
    pack({ L, C: level === 4 ? 0.1 : 0.15, h: level < 2 ? 70 : 86 }),
  );
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  const crown = new Set<number>();
  for (const { x, y, level } of strokes) {
    if (!inside(x, y)) continue;
    data[y * width + x] = shades[level]!;
    crown.add(y * width + x);
  }
  for (const i of crown) {
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const j = (y + dy) * width + x + dx;
      if (!inside(x + dx, y + dy) || data[j] !== 0 || crown.has(j)) continue;
      // Beside a point, only its outer side is outlined: the gap between two points, or between a
      // point and the hat, stays air, or the points merge into one block.
      if (dx !== 0 && inside(x + 2 * dx, y) && data[j + dx] !== 0) continue;
      data[j] = outline;
    }
  }
}
