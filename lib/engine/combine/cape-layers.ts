/**
 * A cape put on a generated sprite as a layer of its own, drawn the way its body wears one:
 * a biped's drawer draws its cape behind the body (hung from the shoulders, cut and shaded as
 * drawn), and this module only paints that layer in the cape's colour (a four-legged body's
 * cape is drawn on its layers in `caparison.ts`). Either way the picture is the layers composed
 * at rest and finished by the drawer's own passes (inner lines, outline, colours), so nothing
 * the cape does not cover moves.
 */
import { type Oklch, oklabDistanceSquared, oklabToOklch, rgbToOklab } from "../color";
import { buildRamp, type LayeredSprite, LEVELS, refinished, type SpriteLayer } from "../draw";
import type { RgbaImage } from "../raster";

/** Item words that name a cape. */
export const CAPE_WORDS: readonly string[] = ["cape", "cloak", "mantle"];

/** Whether an item's name or the sentence naming it speaks of a cape. */
export function namesCape(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((w) => CAPE_WORDS.includes(w) || CAPE_WORDS.includes(w.replace(/s$/, "")));
}

/**
 * The colour an item sprite is mostly made of: its commonest colour among those neither dark
 * enough to be its outline nor near white, by the pixels it covers. Null for an empty sprite.
 */
export function mainColor(item: RgbaImage): Oklch | null {
  const counts = new Map<number, number>();
  const d = item.data;
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3]! < 128) continue;
    const key = (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: Oklch | null = null;
  let most = 0;
  for (const [key, n] of counts) {
    const c = oklabToOklch(rgbToOklab([(key >> 16) & 255, (key >> 8) & 255, key & 255]));
    if (c.L < 0.3 || c.L > 0.92) continue;
    if (n > most) {
      most = n;
      best = c;
    }
  }
  return best;
}

/**
 * `doc` with every layer of `role` painted in a ramp built around `base` (each pixel keeps its
 * shade), finished again. The ramp is added after the drawing's own, so no other part changes.
 */
export function paintRole(doc: LayeredSprite, role: string, asked: Oklch): LayeredSprite {
  const { base, down } = role === "cape" ? capeShadeApart(doc, asked) : { base: asked, down: 0 };
  const ramp = doc.finish.ramps.length;
  const layers = doc.layers.map((l) =>
    l.role !== role
      ? l
      : {
          ...l,
          ink: inRamp(l.ink, ramp, down),
        },
  );
  return refinished(doc, layers, [...doc.finish.ramps, buildRamp(base)], role);
}

/** A layer's inks moved into ramp `ramp`, each shade `down` levels darker (never below the darkest). */
function inRamp(ink: Int16Array, ramp: number, down: number): Int16Array {
  return ink.map((v) => (v < 0 ? v : ramp * LEVELS + Math.max(0, (v % LEVELS) - down)));
}

/**
 * `doc` with the layer of `role` taken from `from` (the same figure drawn again with that part,
 * which the drawer may have fitted to the frame a few pixels aside) and painted in a ramp
 * around `base`: moved by how far the two drawings' torsos stand apart, so it hangs where it
 * would on this figure, put in the same place among the layers (before the layer that follows
 * it there), with its parts' inner-line rules. The figure itself is not moved. Null when `from`
 * has no such layer.
 */
export function withLayerFrom(
  doc: LayeredSprite,
  from: LayeredSprite,
  role: string,
  asked: Oklch,
): LayeredSprite | null {
  const { base, down } = role === "cape" ? capeShadeApart(doc, asked) : { base: asked, down: 0 };
  const at = from.layers.findIndex((l) => l.role === role && l.width > 0);
  const layer = from.layers[at];
  if (!layer) return null;
  const torso = (d: LayeredSprite) =>
    d.layers.find((l) => l.role === "torso") ?? d.layers.find((l) => l.role === "body");
  const a = torso(doc);
  const b = torso(from);
  const dx = a && b ? Math.round(a.joint.x - b.joint.x) : 0;
  const dy = a && b ? Math.round(a.joint.y - b.joint.y) : 0;
  // Part ids are the drawing's own: the layer's are added to this document's table.
  const ids = new Map<number, number>();
  const parts = [...doc.parts];
  const part = layer.part.map((id) => {
    let mine = ids.get(id);
    if (mine === undefined) {
      mine = parts.length;
      parts.push(from.parts[id] ?? { innerLine: true });
      ids.set(id, mine);
    }
    return mine;
  });
  const ramp = doc.finish.ramps.length;
  const moved: SpriteLayer = {
    ...layer,
    x: layer.x + dx,
    y: layer.y + dy,
    joint: { x: layer.joint.x + dx, y: layer.joint.y + dy },
    ink: inRamp(layer.ink, ramp, down),
    part,
  };
  const next = from.layers[at + 1]?.name;
  const kept = doc.layers.filter((l) => l.role !== role);
  const before = next ? kept.findIndex((l) => l.name === next) : -1;
  const index = before < 0 ? kept.length : before;
  const layers = [...kept.slice(0, index), moved, ...kept.slice(index)].map((l, z) => ({
    ...l,
    z,
  }));
  // Every pixel another layer shows keeps the drawing's colour: finished again with the cape's
  // ramp more, the colour budget would merge a robe's darkest shade into the cape's outline.
  return refinished({ ...doc, parts }, layers, [...doc.finish.ramps, buildRamp(base)], role);
}

/**
 * OKLab distance under which a cape's cloth and the clothes (or coat) it hangs against read as
 * one cloth at 1×: a blue cape on a blue robe looked like a wider robe.
 */
const SAME_CLOTH = 0.12;

/**
 * How a cape asked in `asked` is drawn on `doc`: in a ramp around `base`, each shade taken
 * `down` levels darker than drawn. As asked (`down` 0) unless its cloth reads as the same as
 * the torso (or a four-legged body) it hangs against; then as a cape in shadow behind the
 * body: the ramp as dark as it goes with its shades whole, and every shade one level darker
 * (the same step a cape item takes on the pixel path, `capeApartFrom`), so it shows apart from
 * the clothes in the colour asked. Behind clothes already dark, the ramp is lighter instead.
 * The clothes' colour is their layer's commonest ink.
 */
export function capeShadeApart(doc: LayeredSprite, asked: Oklch): { base: Oklch; down: number } {
  const as = { base: asked, down: 0 };
  const worn =
    doc.layers.find((l) => l.role === "torso" && l.width > 0) ??
    doc.layers.find((l) => l.role === "body" && l.width > 0);
  if (!worn) return as;
  const counts = new Map<number, number>();
  for (const v of worn.ink) if (v >= 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  let commonest = -1;
  let most = 0;
  for (const [v, n] of counts) if (n > most) [commonest, most] = [v, n];
  const rgb = doc.finish.ramps[Math.floor(commonest / LEVELS)]?.[commonest % LEVELS];
  if (!rgb) return as;
  const cloth = rgbToOklab(rgb);
  // The cape's own cloth: its ramp's base and the shades beside it, where light falls on it.
  const near = (base: Oklch, down: number) =>
    buildRamp(base)
      .slice(1 + down, 4 + down)
      .some((c) => oklabDistanceSquared(rgbToOklab(c), cloth) < SAME_CLOTH ** 2);
  if (!near(asked, 0)) return as;
  // Lighter and purer than the clothes: a darker cape of the same hue behind a mid-blue robe
  // read as the robe's own shadow (a navy cape on a blue robe), a bright one reads as cloth.
  const clothC = oklabToOklch(cloth).C;
  return {
    base: {
      L: Math.min(0.82, Math.max(asked.L, cloth.L) + 0.2),
      C: Math.max(asked.C, clothC + 0.06),
      h: asked.h,
    },
    down: 0,
  };
}
