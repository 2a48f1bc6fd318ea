/**
 * A cape put on a generated sprite as a layer of its own, drawn the way its body wears one:
 * a biped's drawer draws its cape behind the body (hung from the shoulders, cut and shaded as
 * drawn), and this module only paints that layer in the cape's colour; a four-legged body has
 * no cape in its drawer, so the cape is drawn here on its layers: tied at the base of the neck,
 * lying along the back and hanging down the near flank to a pointed hem, lit along the spine,
 * with folds. Either way the picture is the layers composed at rest and finished by the
 * drawer's own passes (inner lines, outline, colours), so nothing the cape does not cover moves.
 */
import { type Oklch, oklabDistanceSquared, oklabToOklch, rgbToOklab } from "../color";
import {
  buildRamp,
  EMPTY,
  type LayeredSprite,
  LEVELS,
  refinished,
  type SpriteLayer,
} from "../draw";
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

const GOLD: Oklch = { L: 0.8, C: 0.15, h: 84 };

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

/** The name of the cape layer a four-legged body gets. */
export const DRAPED_CAPE = "cape";

/**
 * A four-legged body in profile with a cape in `base`'s colour: tied with a gold clasp at the
 * base of the neck (the head layer's joint), lying one pixel over the back's top edge back to
 * the rump and hanging down the near flank, deeper toward the tail, to a hem cut in points.
 * It is the front layer, a child of the body: it falls over the near shoulder and the tops of
 * the near legs, which come out from under it. Null for any other body, or one too small.
 */
export function drapeCape(doc: LayeredSprite, asked: Oklch): LayeredSprite | null {
  if (doc.rig !== "quadruped") return null;
  const { base, down: darker } = capeShadeApart(doc, asked);
  const body = doc.layers.find((l) => l.role === "body" && l.width > 0);
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  if (!body || !head || body.width < 8 || body.height < 5) return null;
  // The neck is at the head's end of the body; the cape runs from there to the far end.
  const headward = head.joint.x >= body.x + body.width / 2 ? 1 : -1;
  const neckX = Math.round(head.joint.x);
  const rumpX = headward > 0 ? body.x + 1 : body.x + body.width - 2;
  // Past the rump the cape flows on behind, lifting a little as it goes, as a cape in motion.
  const flow = Math.max(3, Math.round(body.height / 2));
  const endX = rumpX - headward * flow;
  const column = (u: number) => {
    let top = -1;
    let bottom = -1;
    for (let v = 0; v < body.height; v++) {
      if (body.ink[v * body.width + u] === EMPTY) continue;
      if (top < 0) top = v;
      bottom = v;
    }
    return top < 0 ? null : { top: body.y + top, bottom: body.y + bottom };
  };
  /** The body's column nearest canvas column `x`. */
  const inBody = (x: number) => Math.min(body.width - 1, Math.max(0, x - body.x));
  const { width, height } = doc;
  const ink = new Int16Array(width * height).fill(EMPTY);
  const ramp = doc.finish.ramps.length;
  const clasp = ramp + 1;
  const span = Math.max(1, Math.abs(neckX - rumpX));
  const point = Math.max(3, Math.round(body.height / 3));
  const neck = column(inBody(neckX));
  if (!neck) return null;
  const paint = (x: number, y0: number, y1: number, t: number, fold: boolean) => {
    if (x < 0 || x >= width) return;
    for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++) {
      // Lit along the spine, darker toward the hem; folds hang in shadow.
      const down = (y - y0) / Math.max(1, y1 - y0);
      let level = down < 0.25 ? 3 : down < 0.7 ? 2 : 1;
      if (fold && t > 0.2 && down > 0.3) level = Math.max(0, level - 1);
      ink[y * width + x] = ramp * LEVELS + Math.max(0, level - darker);
    }
  };
  for (let x = neckX; x !== endX - headward; x -= headward) {
    const past = headward > 0 ? x < rumpX : x > rumpX;
    const col = column(inBody(x));
    if (!col) continue;
    // 0 at the neck, 1 at the rump: tied close at the neck, falling deeper behind.
    const t = Math.min(1, Math.abs(neckX - x) / span);
    const beyond = past ? Math.abs(x - rumpX) : 0;
    const depth = col.bottom - col.top;
    const s = Math.min(1, t * 1.4);
    const hang = Math.round(depth * (0.1 + 0.55 * s * s * (3 - 2 * s)) - beyond / 2);
    // A hem cut in points: every `point` columns the edge dips lower.
    const phase = Math.abs(x - neckX) % point;
    const dip = t > 0.15 ? (phase === Math.floor(point / 2) ? 2 : phase === 0 ? 0 : 1) : 0;
    const y0 = col.top - 1 - Math.floor(beyond / 2);
    paint(x, y0, col.top + hang + dip, t, phase === 0);
  }
  // A collar up the back of the neck, and the gold clasp that ties it.
  const collar = Math.max(2, Math.round(body.height / 5));
  for (let k = 0; k < 2; k++) paint(neckX + headward * k, neck.top - collar, neck.top, 0, false);
  for (const y of [neck.top - collar + 1, neck.top - collar + 2]) {
    const x = neckX + headward;
    if (x >= 0 && x < width && y >= 0 && y < height) ink[y * width + x] = clasp * LEVELS + 3;
  }
  const layer = cropped(
    {
      name: DRAPED_CAPE,
      role: "cape",
      joint: { x: neckX, y: neck.top },
      parent: body.name,
      side: 0,
    },
    ink,
    width,
    height,
    doc.parts.length,
  );
  if (!layer) return null;
  const layers = [...doc.layers.filter((l) => l.name !== DRAPED_CAPE), layer].map((l, z) => ({
    ...l,
    z,
  }));
  const withPart = { ...doc, parts: [...doc.parts, { innerLine: true }] };
  return refinished(withPart, layers, [...doc.finish.ramps, buildRamp(base), buildRamp(GOLD)]);
}

function cropped(
  spec: Pick<SpriteLayer, "name" | "role" | "joint" | "parent" | "side">,
  ink: Int16Array,
  width: number,
  height: number,
  part: number,
): SpriteLayer | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i] === EMPTY) continue;
    const x = i % width;
    const y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (right < 0) return null;
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Int16Array(w * h).fill(EMPTY);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) out[y * w + x] = ink[(top + y) * width + left + x]!;
  return {
    ...spec,
    z: 0,
    x: left,
    y: top,
    width: w,
    height: h,
    ink: out,
    part: new Uint16Array(w * h).fill(part),
    flags: new Uint8Array(w * h),
  };
}
