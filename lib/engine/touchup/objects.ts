/**
 * The objects a touch-up region holds, and the one a sentence's object phrase names. Looked for
 * in this order: the engine's own part layers (when the sprite is still its drawing); colour
 * families ("the red" is the red ramp in the region); small islands of one colour on a larger
 * surface ("the dots"); the figure locator for body-part words on a figure with no layers;
 * position words ("the left eye", "the top"); and the region's main subject, the thing it
 * isolates: every one-colour patch of the sprite that lies (almost) wholly inside the region.
 * An unknown noun ("cap", "stem", "liquid") names that subject. Nothing is guessed: a phrase
 * that matches nothing, or a region whose subject is not one thing, is returned as missing.
 */
import { hexToRgb, isSkinLike, lchOf, type Oklch, rgbToHex, rgbToOklab } from "../color";
import { type EditColor, type EditObject, materialColor } from "../edit-grammar";
import { type FigureZone, locatePart, segmentFigure } from "../figure";
import { PART_WORDS } from "../prompt";
import { floodFill, labelComponents } from "../raster";
import type { ObjectContext } from "./object-context";
import { byRole, hasRole, onePart, thingByShape, WHOLE_NOUNS } from "./noun-roles";
import type { PartMap } from "./part-map";
import type { SpritePalette } from "./sprite-palette";

export interface Found {
  readonly mask: Uint8Array;
  /** How the artist would name it: `shield`, `dots`, `the red`, `it`. */
  readonly name: string;
  readonly pixels: number;
  /** Its most common colour, `#rrggbb`. */
  readonly color: string;
  /** That colour's plain name ("red", "beige"). */
  readonly colorWord: string;
  /** A part found as a whole (a layer, a located body part): a recolor maps all its colours. */
  readonly whole: boolean;
}

export type { ObjectContext } from "./object-context";

const hex = (v: number) => rgbToHex([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);

/**
 * The basic colour word for a pixel value, by the family its hue falls in (a dark red cap's
 * shade is "red", never "brown"; a light green slime is "green", never "yellow"), lightness and
 * chroma only telling apart the words that share a hue (brown, tan and beige from orange, teal
 * from cyan, pink from red); near-neutrals by lightness alone.
 */
export function colorName(v: number, palette: SpritePalette): string {
  const lab = palette.lab(v);
  const C = Math.hypot(lab.a, lab.b);
  const L = lab.L;
  if (C < 0.03) return L < 0.3 ? "black" : L < 0.72 ? "grey" : L < 0.88 ? "light grey" : "white";
  // Near-black with a faint tint (an outline-coloured eye, a deep line) reads as black.
  if (L < 0.25 && C < 0.05) return "black";
  const h = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  if (h >= 320 || h < 40) {
    if (h >= 320 && h < 345 && L < 0.55) return "purple";
    if (h >= 330 || L > 0.8) return "pink";
    return C < 0.1 && L < 0.6 ? "brown" : "red";
  }
  if (h < 92) {
    if (L >= 0.8 && C < 0.09) return "beige";
    // Gold's shades (yellower than 75°) stay yellow however dark; wood is brown up to a
    // fairly light, fairly strong orange.
    if (h >= 75) return "yellow";
    if (C < 0.13 && L < 0.7) return "brown";
    if (C < 0.11) return "tan";
    return "orange";
  }
  if (h < 118) return "yellow";
  if (h < 175) return "green";
  if (h < 215) return L < 0.68 ? "teal" : "cyan";
  if (h < 290) return "blue";
  return "purple";
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** How far a material's lead colour is from the hue asked for; null when it is no match. */
function hueMiss(ctx: ObjectContext, family: number, want: Oklch): number | null {
  const members = ctx.materials.members.get(family);
  if (!members || members.length === 0) return null;
  const lead = members.reduce((a, b) => (b.n > a.n ? b : a));
  if (want.C >= 0.04) {
    const d = hueDistance(lead.lch.h, want.h);
    return lead.lch.C >= 0.03 && d <= 35 ? d : null;
  }
  return lead.lch.C < 0.06 && Math.abs(lead.lch.L - want.L) <= 0.22 ? 0 : null;
}

/**
 * True when a material looks like the colour asked for ("the red", "the white"). Of two
 * materials near the hue, only the nearer is the colour: "the gold" of a chest is its gold
 * trim, not its brown wood a little further round the hue circle.
 */
function familyMatches(ctx: ObjectContext, family: number, color: EditColor): boolean {
  const want: Oklch = lchOf(rgbToOklab(hexToRgb(color.hex)));
  const d = hueMiss(ctx, family, want);
  if (d === null) return false;
  let best = d;
  for (const f of ctx.materials.members.keys()) {
    const o = hueMiss(ctx, f, want);
    if (o !== null && o < best) best = o;
  }
  return d <= best + 12;
}

function count(mask: Uint8Array): number {
  let n = 0;
  for (const b of mask) n += b;
  return n;
}

/** The most common colour under a mask. */
function leadColor(ctx: ObjectContext, mask: Uint8Array, skipLines = true): number {
  const counts = new Map<number, number>();
  const { px } = ctx.canvas;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = ctx.canvas.before.data[i]!;
    if (v === 0 || (skipLines && ctx.materials.of(v) < 0)) continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best = 0;
  let bestN = -1;
  for (const [v, n] of counts) if (n > bestN || (n === bestN && v < best)) [best, bestN] = [v, n];
  if (bestN < 0 && skipLines) return leadColor(ctx, mask, false);
  void px;
  return best;
}

function found(ctx: ObjectContext, mask: Uint8Array, name: string, whole: boolean): Found | null {
  const pixels = count(mask);
  if (pixels === 0) return null;
  const lead = leadColor(ctx, mask);
  return { mask, name, pixels, color: hex(lead), colorWord: colorName(lead, ctx.palette), whole };
}

/** Visits every pixel of the region. */
function eachInRegion(ctx: ObjectContext, visit: (i: number, x: number, y: number) => void) {
  const { region, px } = ctx.canvas;
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++) visit(y * px.width + x, x, y);
}

const familyAt = (ctx: ObjectContext, i: number) => ctx.materials.of(ctx.canvas.before.data[i]!);

/** Pixels of the region in the given families. */
function familyMask(ctx: ObjectContext, keep: (family: number) => boolean): Uint8Array {
  const mask = new Uint8Array(ctx.canvas.px.data.length);
  eachInRegion(ctx, (i) => {
    const f = familyAt(ctx, i);
    if (f >= 0 && keep(f)) mask[i] = 1;
  });
  return mask;
}

/** Pixel count of each family in the region. */
function familyCounts(ctx: ObjectContext, within?: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  eachInRegion(ctx, (i) => {
    if (within && !within[i]) return;
    const f = familyAt(ctx, i);
    if (f >= 0) counts.set(f, (counts.get(f) ?? 0) + 1);
  });
  return counts;
}

/** The family with most pixels under `mask`. */
export function dominantFamily(ctx: ObjectContext, mask: Uint8Array): number | null {
  const counts = familyCounts(ctx, mask);
  let best: number | null = null;
  let bestN = 0;
  for (const [f, n] of counts) if (n > bestN) [best, bestN] = [f, n];
  return best;
}

/**
 * Small islands of one family lying on another ("the dots"): components of the family inside
 * the region, each at most a tenth of the region's opaque pixels, ringed mostly by one other
 * family. Null unless there are at least two.
 */
function islandsOf(ctx: ObjectContext, family: number): Uint8Array | null {
  const { px } = ctx.canvas;
  const { width, height } = px;
  // Islands are read on the whole sprite, then cut to the region: a dot the region's edge cuts
  // through is still a dot, and a patch running on outside the region is none.
  const inFamily = (i: number) => familyAt(ctx, i) === family;
  const comps = labelComponents(width, height, inFamily, 4);
  const touches = new Set<number>();
  eachInRegion(ctx, (i) => {
    if (comps.labels[i]) touches.add(comps.labels[i]!);
  });
  let opaque = 0;
  eachInRegion(ctx, (i) => {
    if (familyAt(ctx, i) !== -2) opaque++;
  });
  const limit = Math.max(6, Math.floor(opaque / 10));
  const ringOf = new Map<number, Map<number, number>>();
  for (let i = 0; i < comps.labels.length; i++) {
    const k = comps.labels[i]!;
    if (!k) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (comps.labels[j] === k) continue;
      const ring = ringOf.get(k) ?? new Map<number, number>();
      const f = familyAt(ctx, j);
      ring.set(f, (ring.get(f) ?? 0) + 1);
      ringOf.set(k, ring);
    }
  }
  const islands = new Set<number>();
  comps.sizes.forEach((size, idx) => {
    const k = idx + 1;
    if (size > limit || !touches.has(k)) return;
    const ring = ringOf.get(k);
    if (!ring) return;
    const total = [...ring.values()].reduce((a, b) => a + b, 0);
    // On a surface: no air around it, and most of the ring is one other family or its lines.
    if ((ring.get(-2) ?? 0) > 0) return;
    const surface = Math.max(0, ...[...ring].filter(([f]) => f >= 0).map(([, n]) => n));
    if (surface + (ring.get(-1) ?? 0) >= total * 0.9 && surface >= total * 0.6) islands.add(k);
  });
  if (islands.size < 2) return null;
  const mask = new Uint8Array(width * height);
  eachInRegion(ctx, (i) => {
    if (islands.has(comps.labels[i]!)) mask[i] = 1;
  });
  return mask;
}

/**
 * The region's main subject: every one-family patch of the sprite (4-connected) with at least
 * three quarters of its pixels inside the region, with the lines between them. Null when the
 * region isolates nothing (it lies inside a larger surface).
 */
export function isolated(ctx: ObjectContext): Uint8Array | null {
  const { px } = ctx.canvas;
  const { width, height } = px;
  // Patches of one material (4-connected): a flood stays in the family it started in.
  const labels = new Int32Array(width * height);
  const seen = new Uint8Array(width * height);
  const sizes: number[] = [];
  const inside: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    const family = familyAt(ctx, start);
    if (seen[start] || family < 0) continue;
    const k = sizes.length + 1;
    let inRegion = 0;
    const size = floodFill(width, height, [start], (i) => familyAt(ctx, i) === family, {
      connectivity: 4,
      seen,
      visit: (i) => {
        labels[i] = k;
        const x = i % width;
        if (ctx.canvas.inside(x, (i - x) / width)) inRegion++;
      },
    });
    sizes.push(size);
    inside.push(inRegion);
  }
  // A patch is the subject's when the region holds it; a patch of skin only when the region
  // also holds most of that skin: the hand on a sword's grip is the figure's, not the sword's.
  const total = new Map<number, number>();
  const within = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    const f = familyAt(ctx, i);
    if (f < 0) continue;
    total.set(f, (total.get(f) ?? 0) + 1);
    if (ctx.canvas.inside(i % width, Math.floor(i / width)))
      within.set(f, (within.get(f) ?? 0) + 1);
  }
  const familyOfLabel: number[] = [];
  for (let i = 0; i < labels.length; i++)
    if (labels[i] && familyOfLabel[labels[i]! - 1] === undefined)
      familyOfLabel[labels[i]! - 1] = familyAt(ctx, i);
  const skin = (f: number) => {
    const members = ctx.materials.members.get(f);
    if (!members) return false;
    return isSkinLike(members.reduce((a, b) => (b.n > a.n ? b : a)).lch);
  };
  const mostly = (k: number) => {
    const f = familyOfLabel[k - 1]!;
    return !skin(f) || (within.get(f) ?? 0) >= 0.4 * (total.get(f) ?? 1);
  };
  const inRegion = (k: number) => inside[k - 1]! >= 0.75 * sizes[k - 1]!;
  const strict = inside.some((_, k) => inRegion(k + 1) && mostly(k + 1));
  const held = (k: number) => inRegion(k) && (!strict || mostly(k));
  const mask = new Uint8Array(width * height);
  let n = 0;
  eachInRegion(ctx, (i) => {
    if (labels[i] && held(labels[i]!)) {
      mask[i] = 1;
      n++;
    }
  });
  if (n === 0) return null;
  // Lines inside the region that touch the subject are its own.
  eachInRegion(ctx, (i, x, y) => {
    if (familyAt(ctx, i) !== -1) return;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 1) {
        mask[i] = 2;
        break;
      }
    }
  });
  for (let i = 0; i < mask.length; i++) if (mask[i]) mask[i] = 1;
  return mask;
}

/**
 * The subject, or else the region's largest family: for "it" whatever its share, for a noun
 * only when it holds at least half of the region (else the noun is asked about).
 */
function subject(ctx: ObjectContext, loose = false): Found | null {
  const held = isolated(ctx);
  if (held) return found(ctx, held, "it", false);
  const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((a, [, n]) => a + n, 0);
  const top = counts[0];
  if (!top || (!loose && top[1] < total / 2)) return null;
  return found(
    ctx,
    familyMask(ctx, (f) => f === top[0]),
    "it",
    false,
  );
}

/** Words for the parts a layered document names, by the part they name. */
const PART_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  hat: ["hat", "helmet", "helm", "hood", "cap", "crown", "headband", "tiara"],
  beard: ["beard", "mustache", "moustache"],
  shield: ["shield", "buckler"],
  cape: ["cape", "cloak", "mantle", "capes", "cloaks"],
  head: ["head", "skull"],
  arm: ["arm", "arms", "sleeve", "sleeves"],
  leg: ["leg", "legs"],
  wings: ["wing", "wings"],
  tail: ["tail"],
};
/** Words for whatever the figure holds; a held thing's own name ("staff") picks only itself. */
const ITEM_WORDS = new Set(["weapon", "item", "blade", "held"]);
/** Held things named by kind: a sprite holding a sword has no staff to change or remove. */
const HELD_KINDS = new Set([
  "sword",
  "staff",
  "wand",
  "axe",
  "bow",
  "spear",
  "hammer",
  "mace",
  "dagger",
]);

/** The part-map names a noun picks, or null when the noun is not one of them. */
function partNames(parts: PartMap, noun: string): string[] | null {
  if (parts.names.includes(noun)) return [noun];
  const singular = noun.endsWith("s") ? noun.slice(0, -1) : noun;
  if (parts.names.includes(singular)) return [singular];
  for (const [name, words] of Object.entries(PART_SYNONYMS))
    if (words.includes(noun)) return [name];
  if (HELD_KINDS.has(singular)) return [];
  if (ITEM_WORDS.has(noun)) {
    const roles = new Set([...Object.keys(PART_SYNONYMS), "torso", "body", "hand", "eyes", "base"]);
    const items = parts.names.filter((n) => !roles.has(n) && n !== "lid" && n !== "segment");
    return items.length > 0 ? items : [];
  }
  return null;
}

function partMask(ctx: ObjectContext, parts: PartMap, names: readonly string[]): Uint8Array {
  const ids = new Set(names.map((n) => parts.names.indexOf(n) + 1).filter((k) => k > 0));
  const mask = new Uint8Array(ctx.canvas.px.data.length);
  eachInRegion(ctx, (i) => {
    if (ids.has(parts.map[i]!) && ctx.canvas.before.data[i] !== 0) mask[i] = 1;
  });
  return mask;
}

/** The figure locator's zone for a body-part word, when it has one. */
function zoneOf(noun: string): FigureZone | null {
  if (GARMENT_WORDS.has(noun)) return "garment";
  return PART_WORDS.get(noun) ?? null;
}

/** A garment worn from the shoulders to the hem is taken whole, torso and skirt. */
const GARMENT_WORDS: ReadonlySet<string> = new Set(["dress", "robe", "robes", "skirt"]);

/**
 * The located part cut to the region: `null` when the figure has no such part at all (not a
 * figure, or a part it lacks), an empty mask when it has one outside the region.
 */
function located(ctx: ObjectContext, zone: FigureZone): Uint8Array | null {
  const loc = locatePart(ctx.source, zone, ctx.palette.lab, ctx.anchors);
  if (!loc) return null;
  const mask = new Uint8Array(loc.mask.length);
  eachInRegion(ctx, (i) => {
    if (loc.mask[i] && ctx.canvas.before.data[i] !== 0) mask[i] = 1;
  });
  return mask;
}

/**
 * A located part as its material: the located pixels' main material, grown through every
 * touching pixel of that material in the region (the locator reads zones, and an artist's hair
 * runs past the zone's edge), and nothing of another material (the skin beside the hair).
 */
function grown(ctx: ObjectContext, mask: Uint8Array): Uint8Array {
  const family = dominantFamily(ctx, mask);
  if (family === null) return mask;
  const { width, height } = ctx.canvas.px;
  const out = new Uint8Array(mask.length);
  const seeds: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i] && familyAt(ctx, i) === family) seeds.push(i);
  // The family's pixels reached from the mask without leaving the region.
  const reach = (i: number) => {
    if (familyAt(ctx, i) !== family) return false;
    const x = i % width;
    return mask[i] !== 0 || ctx.canvas.inside(x, (i - x) / width);
  };
  floodFill(width, height, seeds, reach, { connectivity: 4, seen: out });
  return out;
}

type Place = "top" | "bottom" | "skin";

const HEADWEAR: ReadonlySet<string> = new Set([
  "hat",
  "helmet",
  "helm",
  "hood",
  "crown",
  "tiara",
  "headband",
  "bandana",
]);

/** Where on a subject a part sits, for parts that sit somewhere. */
const PLACE_OF: Readonly<Record<string, Place>> = Object.fromEntries([
  ...[
    "hair",
    "hairs",
    "mane",
    "bangs",
    "hat",
    "helmet",
    "helm",
    "hood",
    "cap",
    "crown",
    "tiara",
    "headband",
    "bandana",
  ].map((w) => [w, "top" as Place]),
  ...["boots", "boot", "shoes", "shoe", "feet", "foot", "sandals"].map((w) => [
    w,
    "bottom" as Place,
  ]),
  ...["face", "skin", "cheeks"].map((w) => [w, "skin" as Place]),
]);

/**
 * The subject's material at a place: the highest (lowest) of its materials that covers at least
 * a seventh of it (islands such as dots are too small to be the part), or its skin.
 */
function materialAt(ctx: ObjectContext, subjectMask: Uint8Array, place: Place): Uint8Array | null {
  const { width, height } = ctx.canvas.px;
  const counts = familyCounts(ctx, subjectMask);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  // Pieces: one material, 8-connected, inside the subject; dots on a surface are never parts.
  const usable = new Set<number>();
  const dots = new Uint8Array(subjectMask.length);
  for (const [f, n] of counts) {
    if (n < 4) continue;
    usable.add(f);
    const islands = islandsOf(ctx, f);
    if (islands) for (let i = 0; i < dots.length; i++) if (islands[i]) dots[i] = 1;
  }
  // Pieces of each material on its own: brown hair and brown boots are two pieces.
  const labels = new Int32Array(subjectMask.length);
  let next = 0;
  const key = new Map<string, { f: number; n: number; sumY: number; label: number }>();
  for (const f of usable) {
    const comps = labelComponents(
      width,
      height,
      (i) => subjectMask[i] === 1 && dots[i] === 0 && familyAt(ctx, i) === f,
      8,
    );
    for (let i = 0; i < labels.length; i++) {
      const k = comps.labels[i]!;
      if (!k) continue;
      labels[i] = next + k;
      const id = `${next + k}:${f}`;
      const p = key.get(id) ?? { f, n: 0, sumY: 0, label: next + k };
      p.n++;
      p.sumY += Math.floor(i / width);
      key.set(id, p);
    }
    next += comps.sizes.length;
  }
  const pieces = { labels };
  let best: { f: number; meanY: number; label: number } | null = null;
  let bestScore = -Infinity;
  for (const p of key.values()) {
    if (p.n * 25 < total || p.n < 4) continue;
    const meanY = p.sumY / p.n;
    const lead = ctx.materials.members.get(p.f)!.reduce((a, b) => (b.n > a.n ? b : a));
    const score =
      place === "top" ? -meanY : place === "bottom" ? meanY : isSkinLike(lead.lch) ? p.n : -1;
    if (score > bestScore && (place !== "skin" || score >= 0)) {
      best = { f: p.f, meanY, label: p.label };
      bestScore = score;
    }
  }
  if (!best) return null;
  // That piece, and the other pieces of its material level with it (the other boot).
  const level = new Set<string>();
  for (const [id, p] of key)
    if (p.f === best.f && Math.abs(p.sumY / p.n - best.meanY) <= 3) level.add(id);
  const out = new Uint8Array(subjectMask.length);
  for (let i = 0; i < out.length; i++) {
    const k = pieces.labels[i]!;
    if (k && level.has(`${k}:${familyAt(ctx, i)}`)) out[i] = 1;
  }
  return out;
}

/** The largest 8-connected piece of a mask. */
function largestPiece(mask: Uint8Array, width: number, height: number): Uint8Array {
  const comps = labelComponents(width, height, (i) => mask[i] === 1, 8);
  let best = 0;
  comps.sizes.forEach((s, k) => {
    if (best === 0 || s > comps.sizes[best - 1]!) best = k + 1;
  });
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (comps.labels[i] === best) out[i] = 1;
  return out;
}

/** The piece of a mask a position word picks: the extreme piece, or else that half. */
function atPosition(mask: Uint8Array, width: number, height: number, pos: string): Uint8Array {
  const comps = labelComponents(width, height, (i) => mask[i] === 1, 8);
  const key = (x: number, y: number) =>
    pos === "left" ? -x : pos === "right" ? x : pos === "top" ? -y : pos === "bottom" ? y : 0;
  const big = comps.sizes.filter((s) => s >= 2).length;
  if (big >= 2 && pos !== "middle") {
    const score = comps.sizes.map(() => ({ sum: 0, n: 0 }));
    for (let i = 0; i < mask.length; i++) {
      const k = comps.labels[i]!;
      if (!k) continue;
      score[k - 1]!.sum += key(i % width, Math.floor(i / width));
      score[k - 1]!.n++;
    }
    let best = 0;
    score.forEach((s, k) => {
      if (comps.sizes[k]! < 2) return;
      if (best === 0 || s.sum / s.n > score[best - 1]!.sum / score[best - 1]!.n) best = k + 1;
    });
    const out = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) if (comps.labels[i] === best) out[i] = 1;
    return out;
  }
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const keep =
      pos === "left"
        ? x <= cx
        : pos === "right"
          ? x >= cx
          : pos === "top"
            ? y <= cy
            : pos === "bottom"
              ? y >= cy
              : Math.abs(x - cx) <= (x1 - x0) / 4 && Math.abs(y - cy) <= (y1 - y0) / 4;
    if (keep) out[i] = 1;
  }
  return out;
}

/** What the region holds, for chips and refusals: named parts, or colours and dots. */
export function listObjects(ctx: ObjectContext): Found[] {
  const out: Found[] = [];
  if (ctx.parts) {
    for (const name of ctx.parts.names) {
      const f = found(ctx, partMask(ctx, ctx.parts, [name]), name, true);
      if (f && f.pixels >= 3) out.push(f);
    }
  }
  if (out.length > 0) return out.sort((a, b) => b.pixels - a.pixels);
  const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((a, [, n]) => a + n, 0);
  const taken = new Set<string>();
  for (const [family, n] of counts) {
    if (n < Math.max(3, total * 0.02)) continue;
    const islands = islandsOf(ctx, family);
    const mask = familyMask(ctx, (f) => f === family);
    const lead = leadColor(ctx, mask);
    const word = colorName(lead, ctx.palette);
    if (islands && count(islands) >= n * 0.6) {
      out.push(found(ctx, islands, taken.has("dots") ? `${word} dots` : "dots", false)!);
      taken.add("dots");
      continue;
    }
    const name = taken.has(word)
      ? `the ${ctx.palette.lab(lead).L > 0.6 ? "light" : "dark"} ${word}`
      : `the ${word}`;
    taken.add(word);
    out.push(found(ctx, mask, name, false)!);
  }
  return out;
}

export type Resolution =
  | { readonly kind: "found"; readonly object: Found; readonly trim: boolean }
  | { readonly kind: "missing"; readonly words: string };

/** Words naming an object phrase, for a refusal ("the white dots"). */
export function phrase(obj: EditObject): string {
  return [obj.position, obj.color?.words, obj.noun ?? (obj.pronoun ? "it" : null)]
    .filter(Boolean)
    .join(" ");
}

/** Finds the object a phrase names inside the region (see the module comment for the order). */
export function resolveObject(
  ctx: ObjectContext,
  obj: EditObject | null,
  /** A recolor's object: one material, so a located part is grown to the whole of it. */
  oneMaterial = false,
): Resolution {
  const { width, height } = ctx.canvas.px;
  const missing = (): Resolution => ({ kind: "missing", words: obj ? phrase(obj) : "it" });
  const done = (f: Found | null, trim = false): Resolution => {
    if (!f) return missing();
    if (obj?.position && obj.noun !== null && f.pixels > 0) {
      const cut = found(ctx, atPosition(f.mask, width, height, obj.position), f.name, f.whole);
      return cut ? { kind: "found", object: cut, trim } : missing();
    }
    return { kind: "found", object: f, trim };
  };
  if (!obj || (obj.pronoun && !obj.noun && !obj.color && !obj.shape && !obj.position)) {
    const it = subject(ctx, true);
    return done(it && !ctx.parts && onePart(ctx, it.mask) ? { ...it, whole: true } : it);
  }
  const noun = obj.noun;
  // A noun with a usual shape ("the cork", "the door"), or naming the whole thing ("the
  // potion", "the ball" beside a block), read from the region's parts (see noun-roles).
  const usual = (): Resolution | null => {
    if (!noun) return null;
    const s = subject(ctx, true);
    if (!s) return null;
    // A figure drawn whole is read by the figure's own words (steps 4 and 5): it has no liquid,
    // roof or petals to find, whatever its parts look like.
    if (mostOfSprite(ctx, s.mask) && segmentFigure(ctx.source, ctx.anchors).kind === "humanoid")
      return null;
    const thing = thingByShape(ctx, noun, s.mask);
    if (thing) {
      const cut = Uint8Array.from(thing, (v, i) => v & s.mask[i]!);
      return done(found(ctx, cut, noun, false));
    }
    const word = hasRole(noun)
      ? noun
      : noun.endsWith("s") && hasRole(noun.slice(0, -1))
        ? noun.slice(0, -1)
        : null;
    if (word) {
      const mask = byRole(ctx, word, s.mask);
      if (mask) return done(found(ctx, mask, noun, true));
      return null;
    }
    if (WHOLE_NOUNS.has(noun)) return done({ ...s, name: noun });
    // A material named as a thing ("the wood", "the gold") is the material that looks like it.
    const look = materialColor(noun);
    if (look) {
      const mask = familyMask(ctx, (f) => familyMatches(ctx, f, look));
      for (let i = 0; i < mask.length; i++) if (!s.mask[i]) mask[i] = 0;
      if (count(mask) > 0) return done(found(ctx, mask, noun, false));
    }
    return null;
  };
  // 1. The engine's part layers.
  if (noun && ctx.parts) {
    const names = partNames(ctx.parts, noun);
    if (names) {
      const mask = partMask(ctx, ctx.parts, names);
      if (obj.color) {
        const tinted = new Uint8Array(mask.length);
        for (let i = 0; i < mask.length; i++) {
          const f = familyAt(ctx, i);
          if (mask[i] && f >= 0 && familyMatches(ctx, f, obj.color)) tinted[i] = 1;
        }
        return done(found(ctx, count(tinted) > 0 ? tinted : mask, noun, true));
      }
      return done(found(ctx, mask, noun, true));
    }
  }
  // 2. Shape words: islands, the rim, the highlights.
  if (obj.shape === "dots" || obj.shape === "stripes") {
    const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
    for (const [family] of counts) {
      if (obj.color && !familyMatches(ctx, family, obj.color)) continue;
      const islands = islandsOf(ctx, family);
      if (islands) return done(found(ctx, islands, noun ?? "dots", false));
    }
    // Stripes that run across the subject (a chest's bands) are no islands.
    const s = obj.shape === "stripes" && !ctx.parts ? subject(ctx, true) : null;
    const across = s ? byRole(ctx, "bands", s.mask) : null;
    if (across && obj.color) {
      const color = obj.color;
      for (let i = 0; i < across.length; i++) {
        const f = familyAt(ctx, i);
        if (across[i] && (f < 0 || !familyMatches(ctx, f, color))) across[i] = 0;
      }
    }
    if (across && count(across) > 0) return done(found(ctx, across, noun ?? "stripes", true));
    return missing();
  }
  if (obj.shape === "rim") {
    // "the gold trim": the gold; "the rim": the material ringing the subject.
    if (obj.color) {
      const color = obj.color;
      const mask = familyMask(ctx, (f) => familyMatches(ctx, f, color));
      return done(found(ctx, mask, noun ?? "rim", true));
    }
    const s = subject(ctx, true);
    // "The trim" of a chest is the bands across it; a rim rings the subject.
    const across = s && !ctx.parts ? byRole(ctx, "bands", s.mask) : null;
    if (across && noun === "trim") return done(found(ctx, across, noun, true));
    const rim = s ? rimOf(ctx, s.mask) : null;
    if (rim) return done(found(ctx, rim, noun ?? "rim", true));
    return across ? done(found(ctx, across, noun ?? "trim", true)) : missing();
  }
  if (obj.shape === "highlights") {
    // The shine the artist drew: small parts much lighter than what they lie on.
    const whole = !ctx.parts ? subject(ctx, true) : null;
    const shine = whole ? byRole(ctx, "shine", whole.mask) : null;
    if (shine) return done(found(ctx, shine, noun ?? "shine", true));
    const s = subject(ctx);
    const family = s ? dominantFamily(ctx, s.mask) : null;
    if (family === null || !s) return missing();
    const top = ctx.materials.members.get(family)!.at(-1)!.v;
    const mask = new Uint8Array(s.mask.length);
    for (let i = 0; i < mask.length; i++)
      if (s.mask[i] && ctx.canvas.before.data[i] === top) mask[i] = 1;
    return done(found(ctx, mask, "highlights", false));
  }
  // 3. A colour: the ramp of that colour in the region; with a noun, its largest piece.
  if (obj.color) {
    const color = obj.color;
    let mask = familyMask(ctx, (f) => familyMatches(ctx, f, color));
    if (count(mask) === 0) return missing();
    // "The grey rocks": the rocks, those of them in grey.
    const whole = noun && !ctx.parts && hasRole(noun) ? subject(ctx, true) : null;
    const role = whole && noun ? byRole(ctx, noun, whole.mask) : null;
    if (role) {
      const both = Uint8Array.from(role, (v, i) => v & mask[i]!);
      if (count(both) > 0) return done(found(ctx, both, noun!, true));
    }
    if (noun) mask = largestPiece(mask, width, height);
    return done(found(ctx, mask, noun ?? `the ${color.words}`, false));
  }
  // 4. On an artist's own drawing (no layers, no anchors), a part with a place of its own ("the
  // hair" on top, "the boots" at the bottom, "the face" in skin) is that material of the
  // region's subject; without a subject, the figure locator reads the silhouette.
  const prior = noun && !ctx.parts && !ctx.anchors ? PLACE_OF[noun] : undefined;
  // A figure's top is its hair unless it wears something: "the hat" of a figure is the
  // locator's to find (or to refuse), never its hair.
  const worn = noun !== null && HEADWEAR.has(noun);
  if (noun && prior && !(worn && segmentFigure(ctx.source).kind === "humanoid")) {
    const s = subject(ctx);
    const pick = s ? materialAt(ctx, s.mask, prior) : null;
    if (pick) return done(found(ctx, pick, noun, true));
  }
  // 5. A body part on a figure with no layers: the figure locator.
  const zone = noun ? zoneOf(noun) : null;
  if (noun && zone) {
    const mask = located(ctx, zone);
    if (mask) {
      const n = count(mask);
      if (n === 0) return missing();
      // Read from the silhouette alone, a "hat" that does not crown the figure (the locator's
      // guess on a bare head reaching down to the chin) is no hat: asked about, not removed.
      if (worn && !ctx.anchors && !crowns(ctx, zone)) return missing();
      // The locator reads the whole figure; a region drawn around one thing is the artist's
      // word for what that thing is. When most of the located part lies off that thing, the
      // locator misread an artist's own drawing: take the thing.
      const held = isolated(ctx);
      let overlap = 0;
      if (held) for (let i = 0; i < mask.length; i++) overlap += mask[i]! & held[i]!;
      // Without the generator's anchors the locator guesses zones from the silhouette.
      const part = oneMaterial && !ctx.anchors ? grown(ctx, mask) : mask;
      // A thing much smaller than the located part (a belt across the tunic the region cuts
      // into) is a detail on it, not what the region was drawn around.
      if (!held || overlap * 2 >= n || !oneThing(ctx, held) || count(held) * 2 < n)
        return done(found(ctx, part, noun, true));
    } else {
      // A figure without the part ("the cape" of a villager who wears none) is asked about,
      // not given something else; on a thing that is no figure the word names the one thing
      // the region isolates, if it isolates one.
      if (segmentFigure(ctx.source, ctx.anchors).kind === "humanoid") return missing();
      const byUsual = !ctx.parts ? usual() : null;
      if (byUsual) return byUsual;
      // A thing with a name of its own ("the sword") is never the whole of another sprite.
      const s = subject(ctx);
      return s && oneThing(ctx, s.mask) && !mostOfSprite(ctx, s.mask)
        ? done({ ...s, name: noun })
        : missing();
    }
  }
  // 6. A position alone: that part of the subject; "the center" of a ring is what it rings.
  if (!noun && obj.position) {
    const s = subject(ctx);
    if (!s) return missing();
    if (obj.position === "middle" && !ctx.parts) {
      const centre = byRole(ctx, "center", s.mask);
      if (centre)
        return { kind: "found", object: found(ctx, centre, "center", true)!, trim: false };
    }
    return done(found(ctx, atPosition(s.mask, width, height, obj.position), obj.position, false));
  }
  // 7. "it", or a noun the sprite does not name: the region's subject, when the region
  // isolates one thing. A region around several things is asked about, never guessed at.
  const byUsual = !ctx.parts ? usual() : null;
  if (byUsual) return byUsual;
  const s = subject(ctx);
  if (noun && s && !oneThing(ctx, s.mask)) return missing();
  // A noun of its own ("the lock") over the whole of a sprite that is not one is asked about:
  // the whole chest is no lock.
  if (noun && s && !ctx.parts && mostOfSprite(ctx, s.mask)) return missing();
  // The one thing the region isolates, named: all of it is the thing (a lock of light and dark
  // steel, a hilt of gold and leather), so a recolor maps every colour it has.
  return done(s ? { ...s, name: noun ?? "it", whole: noun !== null } : null);
}

/**
 * True when the located part crowns the figure, as a hat does: over most of it, nothing but the
 * part itself and line work lies above it in its column.
 */
function crowns(ctx: ObjectContext, zone: FigureZone): boolean {
  const loc = locatePart(ctx.source, zone, ctx.palette.lab, ctx.anchors);
  if (!loc) return false;
  const { width } = ctx.canvas.px;
  let on = 0;
  let n = 0;
  loc.mask.forEach((v, i) => {
    if (!v || familyAt(ctx, i) < 0) return;
    n++;
    for (let j = i - width; j >= 0; j -= width) if (!loc.mask[j] && familyAt(ctx, j) >= 0) return;
    on++;
  });
  return n > 0 && on * 2 >= n;
}

/** True when a mask holds most (three fifths) of the sprite's coloured pixels. */
function mostOfSprite(ctx: ObjectContext, mask: Uint8Array): boolean {
  let sprite = 0;
  let held = 0;
  for (let i = 0; i < mask.length; i++) {
    if (familyAt(ctx, i) < 0) continue;
    sprite++;
    held += mask[i]!;
  }
  return held > sprite * 0.6;
}

/**
 * The subject's rim: the material that is almost all edge (every pixel of a ring touches what
 * lies outside the subject), the largest such. Null when no material is.
 */
function rimOf(ctx: ObjectContext, mask: Uint8Array): Uint8Array | null {
  const { width, height } = ctx.canvas.px;
  const edge = new Map<number, number>();
  const all = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    const f = familyAt(ctx, i);
    if (!mask[i] || f < 0) continue;
    all.set(f, (all.get(f) ?? 0) + 1);
    const x = i % width;
    const y = Math.floor(i / width);
    const out = [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ].some(([nx, ny]) => {
      if (nx! < 0 || ny! < 0 || nx! >= width || ny! >= height) return true;
      const j = ny! * width + nx!;
      return !mask[j] || familyAt(ctx, j) === -1;
    });
    if (out) edge.set(f, (edge.get(f) ?? 0) + 1);
  }
  let best: number | null = null;
  const ringing = (f: number) => (edge.get(f) ?? 0) >= all.get(f)! * 0.7 && all.get(f)! >= 4;
  for (const [f, n] of all) {
    if (!ringing(f)) continue;
    if (best === null || n > all.get(best)!) best = f;
  }
  if (best === null) return null;
  // A rim drawn in a light and a dark shade (steel lit on the left, shaded on the right) is
  // two materials a ramp step apart: both ring the subject, both are the rim.
  const lead = (f: number) => {
    const m = ctx.materials.members.get(f)!;
    return m.reduce((a, b) => (b.n > a.n ? b : a)).lch;
  };
  const b = lead(best);
  const kin = (f: number) => {
    const c = lead(f);
    if (Math.abs(c.L - b.L) > 0.3) return false;
    if (c.C < 0.05 && b.C < 0.05) return true;
    return c.C >= 0.04 && b.C >= 0.04 && hueDistance(c.h, b.h) <= 25;
  };
  const rim = new Set([...all.keys()].filter((f) => f === best || (ringing(f) && kin(f))));
  return Uint8Array.from(mask, (m, i) => (m && rim.has(familyAt(ctx, i)) ? 1 : 0));
}

/**
 * True when a subject is one thing: a single material covers it, but for islands on it (dots)
 * and slivers (under a tenth of it); or it is one connected piece that is not most of the
 * sprite (a sword of blade and hilt, cut out by the region from the figure holding it).
 */
function oneThing(ctx: ObjectContext, mask: Uint8Array): boolean {
  const counts = familyCounts(ctx, mask);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (ctx.parts) {
    // The engine drew it: several of its parts are several things, whatever their colours.
    const byPart = new Map<number, number>();
    for (let i = 0; i < mask.length; i++)
      if (mask[i]) byPart.set(ctx.parts.map[i]!, (byPart.get(ctx.parts.map[i]!) ?? 0) + 1);
    if ([...byPart.values()].filter((n) => n * 10 >= total).length > 1) return false;
  }
  const { width, height } = ctx.canvas.px;
  let sprite = 0;
  for (let i = 0; i < mask.length; i++) if (familyAt(ctx, i) >= 0) sprite++;
  if (
    total <= sprite * 0.6 &&
    labelComponents(width, height, (i) => mask[i] === 1, 8).sizes.length === 1
  )
    return true;
  let big = 0;
  for (const [f, n] of counts) {
    if (n * 10 < total) continue;
    const islands = islandsOf(ctx, f);
    if (islands && count(islands) * 5 >= n * 3) continue;
    big++;
  }
  return big <= 1;
}
