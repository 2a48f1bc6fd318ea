/**
 * Named parts as the object finder reads them: the engine's part layers a noun picks ("cape",
 * "staff"), the figure locator's zone for a body-part word, and on an artist's own drawing the
 * material at the place a part sits ("the hair" on top, "the boots" at the bottom).
 */
import { isSkinLike } from "../color";
import { type FigureZone, locatePart } from "../figure";
import { PART_WORDS } from "../prompt";
import { floodFill, labelComponents } from "../raster";
import { dominantFamily, eachInRegion, familyAt, familyCounts, islandsOf } from "./object-masks";
import type { ObjectContext } from "./object-context";
import type { PartMap } from "./part-map";

/** Words for the parts a layered document names, by the part they name. */
export const PART_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
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
export function partNames(parts: PartMap, noun: string): string[] | null {
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

export function partMask(ctx: ObjectContext, parts: PartMap, names: readonly string[]): Uint8Array {
  const ids = new Set(names.map((n) => parts.names.indexOf(n) + 1).filter((k) => k > 0));
  const mask = new Uint8Array(ctx.canvas.px.data.length);
  eachInRegion(ctx, (i) => {
    if (ids.has(parts.map[i]!) && ctx.canvas.before.data[i] !== 0) mask[i] = 1;
  });
  return mask;
}

/** The figure locator's zone for a body-part word, when it has one. */
export function zoneOf(noun: string): FigureZone | null {
  if (GARMENT_WORDS.has(noun)) return "garment";
  return PART_WORDS.get(noun) ?? null;
}

/**
 * Words for a garment worn from the shoulders to the hem: taken whole (torso and skirt), never
 * the torso alone or the cape zone.
 */
export const GARMENT_WORDS: ReadonlySet<string> = new Set(["dress", "robe", "robes", "skirt"]);

/**
 * The located part cut to the region: `null` when the figure has no such part at all (not a
 * figure, or a part it lacks), an empty mask when it has one outside the region.
 */
export function located(ctx: ObjectContext, zone: FigureZone): Uint8Array | null {
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
export function grown(ctx: ObjectContext, mask: Uint8Array): Uint8Array {
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

export type Place = "top" | "bottom" | "skin";

export const HEADWEAR: ReadonlySet<string> = new Set([
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
export const PLACE_OF: Readonly<Record<string, Place>> = Object.fromEntries([
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
export function materialAt(
  ctx: ObjectContext,
  subjectMask: Uint8Array,
  place: Place,
): Uint8Array | null {
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

/**
 * True when the located part crowns the figure, as a hat does: over most of it, nothing but the
 * part itself and line work lies above it in its column.
 */
export function crowns(ctx: ObjectContext, zone: FigureZone): boolean {
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
