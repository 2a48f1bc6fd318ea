/**
 * The surface a named material gives the parts painted in it, drawn over the drawer's shading
 * once the drawing is done: wood grain lines along each part with a knot, stone speckle and a
 * crack, ice's white streak and pale translucent rim, crystal facets with a bright glint, gold's
 * shine, bone's knobbed ends. It touches only the ramps a drawer recorded as dressed (a material
 * the prompt named in place of the subject's own), so a wooden barrel keeps its own planks.
 *
 * Each part is read on its own long axis (the principal axis of its pixels), so grain runs along
 * a bow's limb and down a golem's arm alike. Marks keep to the part's own ramp (only the level
 * changes) and are kept by the speck cleanup as details.
 */
import type { Material } from "../prompt";
import { pixelSpread } from "../raster";
import {
  EMPTY,
  FLAG_DETAIL,
  FLAG_LIGHT,
  type InkCanvas,
  inkOf,
  levelOf,
  OUTLINE_INK,
  rampOf,
} from "./canvas";
import { LIGHT } from "./shading";

/** One part's pixels in a dressed ramp, measured along and across its long axis. */
interface Piece {
  readonly material: Material;
  readonly ramp: number;
  readonly part: number;
  readonly pixels: number[];
  /** Along and across the axis, per pixel (across < 0 is the side toward the light). */
  readonly along: number[];
  readonly across: number[];
  readonly min: number;
  readonly max: number;
  /** Half the part's width. */
  readonly half: number;
  readonly cx: number;
  readonly cy: number;
  readonly cos: number;
  readonly sin: number;
}

/** A fixed pseudo-random value in [0, 1) for a pixel: the same marks for the same picture. */
function cellHash(x: number, y: number): number {
  let h = Math.imul(x * 374761393 + y * 668265263, 1274126177) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 13), 1103515245);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function pieces(canvas: InkCanvas, dressed: ReadonlyMap<number, Material>): Piece[] {
  const groups = new Map<number, { material: Material; ramp: number; pixels: number[] }>();
  for (let i = 0; i < canvas.ink.length; i++) {
    const ink = canvas.ink[i]!;
    if (ink === EMPTY || ink === OUTLINE_INK || canvas.flags[i]! & FLAG_LIGHT) continue;
    const material = dressed.get(rampOf(ink));
    if (!material) continue;
    const key = canvas.part[i]! * 4096 + rampOf(ink);
    const group = groups.get(key) ?? { material, ramp: rampOf(ink), pixels: [] };
    group.pixels.push(i);
    groups.set(key, group);
  }
  const out: Piece[] = [];
  for (const [key, { material, ramp, pixels }] of groups) {
    if (pixels.length < 4) continue;
    const { mean, angle } = pixelSpread(pixels, canvas.width);
    const cx = mean.x;
    const cy = mean.y;
    let cos = Math.cos(angle);
    let sin = Math.sin(angle);
    // Across points away from the light, so its negative side is the lit one.
    if (-sin * LIGHT.x + cos * LIGHT.y > 0) {
      cos = -cos;
      sin = -sin;
    }
    const along: number[] = [];
    const across: number[] = [];
    let min = Infinity;
    let max = -Infinity;
    let half = 0;
    for (const i of pixels) {
      const dx = (i % canvas.width) + 0.5 - (cx + 0.5);
      const dy = Math.floor(i / canvas.width) + 0.5 - (cy + 0.5);
      const a = dx * cos + dy * sin;
      const c = -dx * sin + dy * cos;
      along.push(a);
      across.push(c);
      min = Math.min(min, a);
      max = Math.max(max, a);
      half = Math.max(half, Math.abs(c));
    }
    out.push({
      material,
      ramp,
      part: Math.floor(key / 4096),
      pixels,
      along,
      across,
      min,
      max,
      half,
      cx,
      cy,
      cos,
      sin,
    });
  }
  return out;
}

/** Writes a mark, in the flat canvas and in the layer that holds the same pixel of the part. */
function mark(canvas: InkCanvas, i: number, ink: number, part: number): void {
  const before = canvas.ink[i]!;
  const beforePart = canvas.part[i]!;
  canvas.ink[i] = ink;
  canvas.part[i] = part;
  canvas.flags[i] = (canvas.flags[i]! | FLAG_DETAIL) & ~FLAG_LIGHT;
  for (const layer of canvas.recorder?.buffers ?? []) {
    const owns =
      before === EMPTY
        ? layer.part.includes(part)
        : layer.ink[i] === before && layer.part[i] === beforePart;
    if (!owns) continue;
    layer.ink[i] = ink;
    layer.part[i] = part;
    layer.flags[i] = canvas.flags[i]!;
    if (before === EMPTY) {
      const x = i % canvas.width;
      const y = Math.floor(i / canvas.width);
      const box = layer.box;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
    }
    break;
  }
}

/**
 * Marks one piece; `main` is true for the largest piece in its material (the blade, the shaft),
 * the one a shape-changing mark (bone's knobs) is drawn on.
 */
type Texture = (
  canvas: InkCanvas,
  piece: Piece,
  relevel: (k: number, level: number) => void,
  main: boolean,
) => void;

/** Grain lines along the part, a wobble apart, and a dark knot on a part wide enough to hold one. */
const wood: Texture = (canvas, p, relevel) => {
  const wide = p.half >= 1.8;
  p.pixels.forEach((i, k) => {
    const a = p.along[k]!;
    const c = p.across[k]!;
    const level = levelOf(canvas.ink[i]!);
    if (wide) {
      const wobble = 0.7 * Math.sin(a * 0.45 + p.part);
      const line = Math.round(c + wobble);
      if (((line % 3) + 3) % 3 === 0 && Math.abs(c) < p.half - 0.6)
        relevel(k, Math.max(1, level - 1));
    } else if (Math.abs(c) < 0.6 && Math.floor((a - p.min) / 3) % 2 === 0) {
      relevel(k, Math.max(1, level - 1));
    }
  });
  if (!wide || p.max - p.min < 8) return;
  const ka = p.min + (p.max - p.min) * 0.62;
  const kc = p.half * 0.35;
  p.pixels.forEach((_, k) => {
    const d = Math.hypot(p.along[k]! - ka, p.across[k]! - kc);
    if (d < 0.75) relevel(k, 0);
    else if (d < 1.6) relevel(k, 1);
  });
};

/** Grey speckle, and a short zigzag crack in from the shadowed edge of a large part. */
const stone: Texture = (canvas, p, relevel) => {
  p.pixels.forEach((i, k) => {
    const h = cellHash(i % canvas.width, Math.floor(i / canvas.width));
    const level = levelOf(canvas.ink[i]!);
    if (h < 0.16) relevel(k, Math.max(1, level - 1));
    else if (h > 0.93) relevel(k, Math.min(3, level + 1));
  });
  if (p.pixels.length < 40 || p.half < 2.5) return;
  const start = p.min + (p.max - p.min) * 0.4;
  p.pixels.forEach((_, k) => {
    const c = p.across[k]!;
    if (c < 0) return;
    const bend = c < p.half * 0.5 ? 0 : 1;
    if (Math.abs(p.along[k]! - (start + bend)) < 0.5 && c > p.half * 0.15) relevel(k, 0);
  });
};

/** A white streak on the lit side and a lighter rim where the part meets the air. */
const ice: Texture = (canvas, p, relevel) => {
  const own = new Set(p.pixels);
  const w = canvas.width;
  p.pixels.forEach((i, k) => {
    const a = p.along[k]!;
    const c = p.across[k]!;
    const level = levelOf(canvas.ink[i]!);
    const inner = (p.max - p.min) * 0.15;
    const streak =
      c < -p.half * 0.2 && c > -p.half * 0.75 && a > p.min + inner && a < p.max - inner;
    if (streak && Math.floor((a - p.min) / 4) % 3 !== 2) {
      relevel(k, 4);
      return;
    }
    const edge = !own.has(i + 1) || !own.has(i - 1) || !own.has(i + w) || !own.has(i - w);
    if (edge && c > 0) relevel(k, Math.min(3, level + 1));
  });
};

/** Flat facets in bands across the part, lit on the light's side, and a glint near the top. */
const crystal: Texture = (_canvas, p, relevel) => {
  const segment = Math.max(3, (p.max - p.min) / 3);
  let glint = -1;
  let best = Infinity;
  p.pixels.forEach((_, k) => {
    const a = p.along[k]!;
    const c = p.across[k]!;
    const facet = Math.floor((a - p.min + Math.abs(c) * 0.9) / segment) % 2;
    relevel(k, c < 0 ? (facet ? 3 : 2) : facet ? 2 : 1);
    const target = Math.hypot(a - (p.min + (p.max - p.min) * 0.25), c + p.half * 0.45);
    if (target < best) {
      best = target;
      glint = k;
    }
  });
  if (glint < 0) return;
  relevel(glint, 4);
  if (p.half < 2.5) return;
  const [ga, gc] = [p.along[glint]!, p.across[glint]!];
  p.pixels.forEach((_, k) => {
    const da = Math.abs(p.along[k]! - ga);
    const dc = Math.abs(p.across[k]! - gc);
    if ((da < 0.5 && dc < 1.6) || (dc < 0.5 && da < 1.6)) relevel(k, 4);
  });
};

/** A bright shine along the lit side and a dark reflected band on the far side. */
const gold: Texture = (_canvas, p, relevel) => {
  const inner = (p.max - p.min) * 0.12;
  p.pixels.forEach((_, k) => {
    const a = p.along[k]!;
    const c = p.across[k]!;
    if (a < p.min + inner || a > p.max - inner) return;
    if (p.half < 1.6) {
      if (c < -0.2 && Math.floor((a - p.min) / 3) % 2 === 0) relevel(k, 4);
    } else if (c < -p.half * 0.25 && c > -p.half * 0.65) relevel(k, 4);
    else if (c > p.half * 0.4 && c < p.half * 0.75) relevel(k, 1);
  });
};

/** Knobbed ends: each end of a long part swells into two rounded knuckles. */
const bone: Texture = (canvas, p, relevel, main) => {
  p.pixels.forEach((i, k) => {
    if (cellHash(i % canvas.width, Math.floor(i / canvas.width)) < 0.06) relevel(k, 1);
  });
  if (!main || p.max - p.min < p.half * 3 || p.max - p.min < 8) return;
  const r = Math.max(1.2, p.half * 0.8);
  const w = canvas.width;
  for (const end of [p.min + r * 0.8, p.max - r * 0.8]) {
    for (const side of [-1, 1]) {
      const a0 = end;
      const c0 = side * p.half * 0.85;
      const x0 = p.cx + a0 * p.cos - c0 * p.sin;
      const y0 = p.cy + a0 * p.sin + c0 * p.cos;
      for (let y = Math.floor(y0 - r); y <= Math.ceil(y0 + r); y++) {
        for (let x = Math.floor(x0 - r); x <= Math.ceil(x0 + r); x++) {
          if (x < 0 || y < 0 || x >= w || y >= canvas.height) continue;
          const d = Math.hypot(x + 0.5 - (x0 + 0.5), y + 0.5 - (y0 + 0.5));
          if (d > r) continue;
          const i = y * w + x;
          if (canvas.ink[i] !== EMPTY && canvas.part[i] !== p.part) continue;
          const lit = (x - x0) * LIGHT.x + (y - y0) * LIGHT.y > 0;
          mark(canvas, i, inkOf(p.ramp, lit ? 3 : 2), p.part);
        }
      }
    }
  }
};

const TEXTURES: Partial<Record<Material, Texture>> = { wood, stone, ice, crystal, gold, bone };

/** Gives every dressed ramp's parts their material's surface (see the file's header). */
export function textureDressed(canvas: InkCanvas, dressed: ReadonlyMap<number, Material>): void {
  if (dressed.size === 0) return;
  const all = pieces(canvas, dressed);
  const largest = new Map<Material, Piece>();
  for (const piece of all) {
    const seen = largest.get(piece.material);
    if (!seen || piece.pixels.length > seen.pixels.length) largest.set(piece.material, piece);
  }
  for (const piece of all) {
    const texture = TEXTURES[piece.material];
    if (!texture) continue;
    const relevel = (k: number, level: number) => {
      const i = piece.pixels[k]!;
      mark(canvas, i, inkOf(piece.ramp, level), piece.part);
    };
    texture(canvas, piece, relevel, largest.get(piece.material) === piece);
  }
}
