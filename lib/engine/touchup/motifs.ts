/**
 * Add: a small motif drawn inside the region in the sprite's own colors. Bitmap motifs (gem,
 * heart, cross, rune, flower, eye) sit at the region's middle, or on the figure's part of it;
 * drawn motifs follow the surface: a stitched scar, a branching crack, a hole, spots, stripes,
 * a stitched patch, a row of buttons; stars scatter over the whole region.
 */
import type { Oklch } from "../color";
import type { Point } from "../raster";
import { type Random, randomInt } from "../random";
import { BITMAPS } from "./motif-art";
import type { Motif } from "./read-touchup-prompt";
import type { RegionCanvas } from "./region";
import { darkest, lightest, nearestColor, shadeOf, type SpritePalette } from "./sprite-palette";

/** Each motif's own color when the prompt names none. */
const DEFAULT_COLORS: Readonly<Record<Motif, Oklch>> = {
  scar: { L: 0.45, C: 0.12, h: 20 },
  gem: { L: 0.6, C: 0.2, h: 15 },
  stars: { L: 0.95, C: 0.06, h: 95 },
  spots: { L: 0.35, C: 0.05, h: 60 },
  stripes: { L: 0.35, C: 0.05, h: 60 },
  crack: { L: 0.15, C: 0.02, h: 270 },
  hole: { L: 0.1, C: 0.02, h: 270 },
  eye: { L: 0.1, C: 0.02, h: 270 },
  heart: { L: 0.6, C: 0.2, h: 25 },
  cross: { L: 0.8, C: 0.13, h: 85 },
  rune: { L: 0.75, C: 0.15, h: 200 },
  flower: { L: 0.7, C: 0.15, h: 350 },
  buttons: { L: 0.75, C: 0.12, h: 85 },
  patch: { L: 0.55, C: 0.08, h: 60 },
};

interface Inks {
  readonly line: number;
  readonly accent: number;
  readonly dark: number;
  readonly light: number;
  readonly darkest: number;
  readonly yellow: number;
}

function inks(palette: SpritePalette, motif: Motif, color: Oklch | null, ink: number | null): Inks {
  const notLine = (c: { family: number }) => c.family >= 0;
  const accent = (nearestColor(palette, color ?? DEFAULT_COLORS[motif], notLine) ??
    nearestColor(palette, DEFAULT_COLORS[motif]))!.v;
  const k = darkest(palette)!;
  return {
    line: ink ?? k,
    accent,
    dark: shadeOf(palette, accent, -1) ?? k,
    light: shadeOf(palette, accent, 1) ?? lightest(palette)!,
    darkest: k,
    yellow: nearestColor(palette, { L: 0.85, C: 0.15, h: 95 })!.v,
  };
}

/** Where the figure is inside the region: the centroid of its filled pixels, or null. */
function surfaceCenter(canvas: RegionCanvas): Point | null {
  const { region } = canvas;
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      if (canvas.get(x, y) === 0) continue;
      sx += x;
      sy += y;
      n++;
    }
  }
  return n === 0 ? null : { x: Math.round(sx / n), y: Math.round(sy / n) };
}

function drawBitmap(
  canvas: RegionCanvas,
  rows: readonly string[],
  at: Point,
  scale: number,
  c: Inks,
): void {
  const colors: Record<string, number> = {
    "#": c.line,
    A: c.accent,
    a: c.dark,
    L: c.light,
    K: c.darkest,
    Y: c.yellow,
  };
  const w = rows[0]!.length * scale;
  const h = rows.length * scale;
  const x0 = at.x - Math.floor(w / 2);
  const y0 = at.y - Math.floor(h / 2);
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < row.length; gx++) {
      const v = colors[row[gx]!];
      if (v === undefined) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++)
          canvas.set(x0 + gx * scale + dx, y0 + gy * scale + dy, v);
      }
    }
  });
}

/** Sets a pixel only on the figure (surface motifs never float in the air). */
function onSurface(canvas: RegionCanvas, x: number, y: number, v: number, free: boolean): void {
  if (free || canvas.get(x, y) !== 0) canvas.set(x, y, v);
}

export function addMotif(
  canvas: RegionCanvas,
  palette: SpritePalette,
  motif: Motif,
  color: Oklch | null,
  ink: number | null,
  random: Random,
): void {
  const { region } = canvas;
  const c = inks(palette, motif, color, ink);
  const side = Math.min(region.width, region.height);
  const scale = Math.max(1, Math.floor(side / 14));
  const middle = {
    x: region.x + Math.floor(region.width / 2),
    y: region.y + Math.floor(region.height / 2),
  };
  const surface = surfaceCenter(canvas);
  const free = surface === null;
  const at = surface ?? middle;
  const bitmap = BITMAPS[motif];
  if (bitmap) {
    drawBitmap(canvas, bitmap, motif === "eye" || motif === "gem" ? at : middle, scale, c);
    return;
  }
  const local = (x: number, y: number) => {
    const v = canvas.get(x, y);
    const entry = palette.byValue.get(v);
    if (color) return c.accent;
    return entry && entry.family >= 0 ? (shadeOf(palette, v, -1) ?? c.dark) : null;
  };
  switch (motif) {
    case "scar": {
      const len = Math.min(40, Math.max(3, Math.round(side * 0.6)));
      const x0 = at.x - Math.floor(len / 2);
      const y0 = at.y - Math.floor((len * 0.6) / 2);
      for (let i = 0; i < len; i++) {
        const x = x0 + i;
        const y = y0 + Math.round(i * 0.6);
        onSurface(canvas, x, y, c.accent, free);
        if (i % 3 === 1) {
          onSurface(canvas, x + 1, y - 1, c.line, free);
          onSurface(canvas, x - 1, y + 1, c.line, free);
        }
      }
      return;
    }
    case "crack": {
      let x = at.x;
      const top = Math.max(region.y, at.y - Math.floor(region.height * 0.35));
      const bottom = Math.min(
        region.y + region.height - 1,
        at.y + Math.floor(region.height * 0.35),
      );
      for (let y = top; y <= bottom; y++) {
        onSurface(canvas, x, y, c.line, free);
        if (random() < 0.15) onSurface(canvas, x + (random() < 0.5 ? -1 : 1), y, c.line, free);
        x += randomInt(random, -1, 1);
      }
      return;
    }
    case "hole": {
      const rx = Math.max(1, Math.round(region.width * 0.2));
      const ry = Math.max(1, Math.round(region.height * 0.2));
      for (let y = -ry; y <= ry; y++) {
        for (let x = -rx; x <= rx; x++) {
          const d = (x / rx) ** 2 + (y / ry) ** 2;
          if (d <= 1)
            onSurface(canvas, at.x + x, at.y + y, d > 0.55 && y < 0 ? c.line : c.darkest, free);
        }
      }
      return;
    }
    case "spots":
    case "stripes": {
      const vertical = region.height < region.width * 0.6;
      let drew = false;
      for (let y = region.y; y < region.y + region.height; y++) {
        for (let x = region.x; x < region.x + region.width; x++) {
          const pick =
            motif === "stripes"
              ? Math.floor(((vertical ? x - region.x : y - region.y) - 1) / scale) % 3 === 0
              : random() < 0.09 && (x + y) % 2 === 0;
          if (!pick) continue;
          const v = local(x, y);
          if (v === null || v === canvas.get(x, y)) continue;
          canvas.set(x, y, v);
          drew = true;
        }
      }
      if (!drew) onSurface(canvas, at.x, at.y, c.accent, true);
      return;
    }
    case "stars": {
      const count = Math.min(14, Math.max(2, Math.round((region.width * region.height) / 80)));
      const star = color ? c.accent : lightest(palette)!;
      const glow = shadeOf(palette, star, -1) ?? star;
      for (let i = 0; i < count; i++) {
        const x = randomInt(random, region.x, region.x + region.width - 1);
        const y = randomInt(random, region.y, region.y + region.height - 1);
        canvas.set(x, y, star);
        if (random() < 0.35 || i === 0) {
          for (let k = 1; k <= scale; k++) {
            canvas.set(x + k, y, glow);
            canvas.set(x - k, y, glow);
            canvas.set(x, y + k, glow);
            canvas.set(x, y - k, glow);
          }
        }
      }
      return;
    }
    case "patch": {
      const w = Math.max(3, Math.round(region.width * 0.5));
      const h = Math.max(3, Math.round(region.height * 0.4));
      const x0 = at.x - Math.floor(w / 2);
      const y0 = at.y - Math.floor(h / 2);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const border = x === 0 || y === 0 || x === w - 1 || y === h - 1;
          onSurface(
            canvas,
            x0 + x,
            y0 + y,
            border ? ((x + y) % 2 === 0 ? c.line : c.dark) : c.accent,
            free,
          );
        }
      }
      return;
    }
    case "buttons": {
      const size = scale * 2;
      const gap = size + scale;
      const count = Math.min(5, Math.max(1, Math.floor(region.height / gap)));
      const top = at.y - Math.floor((count * gap - scale) / 2);
      for (let i = 0; i < count; i++) {
        for (let dy = 0; dy < size; dy++) {
          for (let dx = 0; dx < size; dx++) {
            const v = dx < scale && dy < scale ? c.light : c.accent;
            onSurface(canvas, at.x - scale + dx, top + i * gap + dy, v, free);
          }
        }
      }
      return;
    }
    default:
      drawBitmap(canvas, BITMAPS.gem!, at, scale, c);
  }
}
