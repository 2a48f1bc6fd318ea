/**
 * Effects of the light presets: fire (flame tongues and embers above the silhouette), ice (frost
 * on top edges, small icicles under bottom edges), gold (specular glints), holy (a pale glow
 * outline and a halo over the head), royal (gold trim along hems and part boundaries).
 */
import { boundsOf, type Pixels, type Point, SIDE_STEPS } from "../raster";
import { randomInt } from "../random";
import {
  dark,
  type EffectKit,
  edge,
  filled,
  get,
  pixelsWhere,
  put,
  putEmpty,
  rampColor,
  spreadPick,
} from "./effect-kit";

/**
 * Flames along the top edge: a tongue on about half of the top pixels, 2 to 4 steps tall,
 * dark at the root and the accent's brightest at the tip, so the fire reads at 1×; embers
 * float above.
 */
export function fire(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const base = rampColor(kit.main, 0.55);
  const body = rampColor(kit.main, 0.78);
  const tip = rampColor(kit.accent, 1);
  const tops = pixelsWhere(before, (x, y) => !filled(before, x, y - 1));
  // Every flame and ember keeps a row of air above it: one that reaches the canvas edge reads
  // as cut off, so a tongue near the top is drawn shorter and an ember lower.
  for (const p of tops) {
    if (random() >= 0.5) continue;
    const h = Math.min(randomInt(random, 2, 4) * step, p.y - 1);
    for (let i = 1; i <= h; i++) {
      putEmpty(out, p.x, p.y - i, i === h ? tip : i * 2 <= h ? base : body);
    }
  }
  const embers = Math.max(2, Math.round(tops.length / 10));
  for (const p of spreadPick(kit, tops, embers, 3)) {
    const lift = Math.min(randomInt(random, 5, 8) * step, p.y - 1);
    if (lift >= 3 * step) putEmpty(out, p.x, p.y - lift, random() < 0.5 ? tip : body);
  }
}

/**
 * Frost: a near-white rim just inside the outline along the top and the left (where the light
 * falls), a few ice crystals stuck on the outline of the upper body, glassy streaks across wide
 * areas, and short icicles under bottom edges clear of the ground.
 */
export function ice(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const frost = towardWhite(rampColor(kit.accent, 1), 0.6);
  const icicle = rampColor(kit.accent, 0.55);
  // A picture this small is an import read one pixel a block (or a tiny sprite): every pixel
  // is an art pixel, so the frost is drawn as whole pixels inside the outline.
  if (Math.min(before.width, before.height) < SMALL_PICTURE) {
    frostSmall(kit, frost);
    return;
  }
  const bounds = boundsOf(before);
  if (!bounds) return;
  for (let y = 1; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      if (!filled(before, x, y) || edge(before, x, y)) continue;
      // Just inside the silhouette's line (the pixel above or to the left has empty space
      // beyond it): the line is found by shape, not by lightness.
      const top = filled(before, x, y - 1) && !filled(before, x, y - 2);
      const left = filled(before, x - 1, y) && !filled(before, x - 2, y);
      if (top || left) put(out, x, y, frost);
    }
  }
  // Crystals sit on the outline of the upper body, just outside it, so the line stays whole.
  const upper = bounds.top + (bounds.bottom - bounds.top) * 0.7;
  const outline = pixelsWhere(before, (x, y) => y <= upper && edge(before, x, y));
  const crystals = Math.min(4, 2 + Math.floor(outline.length / 80));
  const shine = towardWhite(frost, 0.7);
  for (const p of spreadPick(kit, outline, crystals, 12 * step)) {
    const out = outward(before, p);
    if (out) crystal(kit, out.x, out.y, step, shine, icicle);
  }
  // Glassy streaks: short near-white diagonals across wide flat areas, the shine of clear ice.
  const wide = pixelsWhere(before, (x, y) => y <= upper && solidAround(kit, x, y, 3 * step));
  const streaks = Math.min(3, Math.floor(wide.length / 150));
  for (const p of spreadPick(kit, wide, streaks, 14 * step)) {
    for (let i = -step; i <= step; i++) put(out, p.x + i, p.y - i, shine);
  }
  const ground = bounds.bottom - 2 * step;
  const bottoms = pixelsWhere(before, (x, y) => y < ground && !filled(before, x, y + 1));
  for (const p of bottoms) {
    if (random() >= 0.2) continue;
    const h = randomInt(random, 1, 2) * step;
    for (let i = 1; i <= h; i++) putEmpty(out, p.x, p.y + i, i === h ? frost : icicle);
  }
}

/** The empty pixel beside an outline pixel, looking up first, then to the sides. */
function outward(px: Pixels, p: Point): Point | null {
  for (const [dx, dy] of [
    [0, -1],
    [-1, 0],
    [1, 0],
  ] as const) {
    if (!filled(px, p.x + dx, p.y + dy)) return { x: p.x + dx, y: p.y + dy };
  }
  return null;
}

/** Filled and light (no line) everywhere within `r` pixels, square. */
function solidAround(kit: EffectKit, x: number, y: number, r: number): boolean {
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const v = get(kit.before, x + dx, y + dy);
      if (v === 0 || dark(kit, v)) return false;
    }
  }
  return true;
}

/** An ice crystal: a white core with short arms, drawn in empty space only. */
function crystal(kit: EffectKit, x: number, y: number, arm: number, core: number, ray: number) {
  putEmpty(kit.out, x, y, core);
  for (let i = 1; i <= arm; i++) {
    for (const [dx, dy] of SIDE_STEPS) {
      putEmpty(kit.out, x + dx * i, y + dy * i, ray);
    }
  }
}

/** Below this many pixels a side, a picture's frost is drawn in its art pixels (frostSmall). */
const SMALL_PICTURE = 32;

/**
 * Frost on a small picture (an import read one pixel a block): a pale ice rim inside the
 * silhouette's outline along the top and the left (where the light falls), near-white where
 * the two meet, and one glint of ice crystal (a near-white pixel) on the body, clear of the
 * rim (two in a body this small read as white blotches). Nothing is drawn outside the outline: an icicle a block long under it read as a stray cell,
 * not as ice.
 */
function frostSmall(kit: EffectKit, frost: number): void {
  const { before, out } = kit;
  const shine = towardWhite(frost, 0.6);
  const isLine = (x: number, y: number) => !filled(before, x, y) || dark(kit, get(before, x, y));
  // The silhouette's own line: empty, or a line pixel with empty space beside it. Inner lines
  // (a face's, a belt's) get no rim, so the rim follows the figure and does not blotch it.
  const outer = (x: number, y: number) =>
    !filled(before, x, y) ||
    (isLine(x, y) &&
      (!filled(before, x - 1, y) ||
        !filled(before, x + 1, y) ||
        !filled(before, x, y - 1) ||
        !filled(before, x, y + 1)));
  const inside: Point[] = [];
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      if (isLine(x, y)) continue;
      const top = outer(x, y - 1);
      const left = outer(x - 1, y);
      if (top && left) put(out, x, y, shine);
      else if (top || left) put(out, x, y, frost);
      else if (!isLine(x + 1, y) && !isLine(x - 1, y)) inside.push({ x, y });
    }
  }
  for (const p of spreadPick(kit, inside, 1, 3)) put(out, p.x, p.y, shine);
}

/** A packed color moved `share` of the way to white. */
function towardWhite(v: number, share: number): number {
  const mix = (c: number) => Math.round(c + (255 - c) * share);
  const r = mix(v & 255);
  const g = mix((v >>> 8) & 255);
  const b = mix((v >>> 16) & 255);
  return (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
}

/** A four-armed sparkle: the center brightest, arms one step dimmer. */
function glint(kit: EffectKit, x: number, y: number, arm: number, core: number, ray: number): void {
  put(kit.out, x, y, core);
  for (let i = 1; i <= arm; i++) {
    put(kit.out, x + i, y, ray);
    put(kit.out, x - i, y, ray);
    put(kit.out, x, y + i, ray);
    put(kit.out, x, y - i, ray);
  }
}

export function gold(kit: EffectKit): void {
  const { before, step } = kit;
  const bounds = boundsOf(before);
  if (!bounds) return;
  const cut = bounds.top + (bounds.bottom - bounds.top) * 0.65;
  const bright = pixelsWhere(
    before,
    (x, y) => y <= cut && !edge(before, x, y) && kit.lab(get(before, x, y)).L >= 0.72,
  );
  const area = pixelsWhere(before, () => true).length;
  const count = Math.min(5, 2 + Math.floor(area / 900));
  const core = rampColor(kit.accent, 1);
  const ray = rampColor(kit.accent, 0.8);
  for (const p of spreadPick(kit, bright, count, 6 * step)) glint(kit, p.x, p.y, step, core, ray);
}

export function holy(kit: EffectKit): void {
  const { before, out, step } = kit;
  const glow = rampColor(kit.main, 0.9);
  const halo = rampColor(kit.accent, 0.5);
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      if (filled(before, x, y)) continue;
      if (
        filled(before, x - 1, y) ||
        filled(before, x + 1, y) ||
        filled(before, x, y - 1) ||
        filled(before, x, y + 1)
      ) {
        put(out, x, y, glow);
      }
    }
  }
  const bounds = boundsOf(before);
  if (!bounds) return;
  const head = kit.head ?? { x: Math.round((bounds.left + bounds.right) / 2), y: bounds.top };
  // Halo width follows the head: the run of the head's row around the head's column.
  let left = head.x;
  let right = head.x;
  while (filled(before, left - 1, head.y)) left--;
  while (filled(before, right + 1, head.y)) right++;
  let top = head.y;
  while (top > 0 && filled(before, head.x, top - 1)) top--;
  const rx = Math.max(2, Math.round((right - left + 1) * 0.45));
  const ry = Math.max(1, Math.round(rx / 3));
  const cy = Math.max(ry, top - 1 - ry - step);
  for (let dx = -rx; dx <= rx; dx++) {
    const dy = Math.round(ry * Math.sqrt(Math.max(0, 1 - (dx / rx) ** 2)));
    putEmpty(out, head.x + dx, cy - dy, halo);
    putEmpty(out, head.x + dx, cy + dy, halo);
  }
  for (let dy = -ry; dy <= ry; dy++) {
    const dx = Math.round(rx * Math.sqrt(Math.max(0, 1 - (dy / ry) ** 2)));
    putEmpty(out, head.x - dx, cy + dy, halo);
    putEmpty(out, head.x + dx, cy + dy, halo);
  }
}

export function royal(kit: EffectKit): void {
  const { before, out } = kit;
  const trim = rampColor(kit.accent, 0.55);
  const shine = rampColor(kit.accent, 0.85);
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      const v = get(before, x, y);
      if (v === 0 || edge(before, x, y) || dark(kit, v)) continue;
      const below = get(before, x, y + 1);
      // A hem: a one-pixel dark line (the outline or an inner line) runs under this pixel.
      const under = get(before, x, y + 2);
      const hem = dark(kit, below) && (under === 0 || !dark(kit, under));
      if (hem) put(out, x, y, x % 3 === 0 ? shine : trim);
    }
  }
}
