/**
 * A combine's item kept as a layer of the sprite it was put into: the pixels the combine
 * changed become one `item` layer, a child of the arm whose hand holds it (turning about the
 * grip), in front of the parts it is drawn over, so every later pose (a walk's arm swing, a
 * raise) carries the item with the hand and the layers at rest are still the combined picture.
 */
import { flipImage, type RgbaImage } from "../raster";
import { carryEdit, composeAtRest } from "./carry-edit";
import { finishInks } from "./finish-inks";
import type { SpriteLayer } from "./layer-types";
import type { LayeredSprite } from "./types";

/** The name of the layer a combine's item is kept in. */
export const COMBINED_ITEM = "item.combined";

/**
 * Share of the figure a combine may change and still be an item added: a result whose
 * figure was shrunk to fit (every pixel moved) has no layers to keep.
 */
const MAX_CHANGED = 0.45;

/**
 * `doc` (whose flat picture is `before`) with what changed in `after` kept as the held item
 * `kind` in the hand nearest to it. Null when nothing or too much changed, or the sprite has no
 * arm to hold it.
 */
export function insertItemLayer(
  doc: LayeredSprite,
  before: RgbaImage,
  after: RgbaImage,
  kind: string | undefined,
): LayeredSprite | null {
  const { width, height } = doc;
  if (before.width !== width || before.height !== height) return null;
  if (after.width !== width || after.height !== height) return null;
  const changed: number[] = [];
  let figure = 0;
  for (let i = 0; i < width * height; i++) {
    const o = i * 4;
    const a = before.data[o + 3]! > 0;
    const b = after.data[o + 3]! > 0;
    if (a) figure++;
    if (!b) continue;
    if (!a || [0, 1, 2].some((k) => before.data[o + k] !== after.data[o + k])) changed.push(i);
  }
  if (changed.length === 0 || changed.length > figure * MAX_CHANGED) return null;
  // Drawn-canvas coordinates of a flat-picture pixel (a west facing is drawn as east, flipped).
  const drawnAt = (i: number) => {
    const x = i % width;
    return { x: doc.mirrored ? width - 1 - x : x, y: (i - x) / width };
  };
  const arms = doc.layers.filter((l) => l.role === "arm" && l.width > 0);
  if (arms.length === 0) return null;
  const gap = (l: SpriteLayer, p: { x: number; y: number }) =>
    Math.max(0, l.x - p.x, p.x - (l.x + l.width - 1)) +
    Math.max(0, l.y - p.y, p.y - (l.y + l.height - 1));
  let arm = arms[0]!;
  let grip = drawnAt(changed[0]!);
  let best = Number.POSITIVE_INFINITY;
  for (const l of arms) {
    for (const i of changed) {
      const p = drawnAt(i);
      const d = gap(l, p);
      // Nearer the hand (the arm's lower end) breaks ties between pixels touching the arm.
      const score = d * 1000 + Math.abs(p.y - (l.y + l.height - 1));
      if (score < best) {
        best = score;
        arm = l;
        grip = p;
      }
    }
  }
  const part = doc.parts.length;
  const layer: SpriteLayer = {
    name: COMBINED_ITEM,
    role: "item",
    joint: grip,
    parent: arm.name,
    side: arm.side,
    ...(kind ? { kind } : {}),
    z: doc.layers.length,
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    ink: new Int16Array(0),
    part: new Uint16Array(0),
    flags: new Uint8Array(0),
  };
  const withLayer: LayeredSprite = {
    ...doc,
    layers: [...doc.layers.filter((l) => l.name !== COMBINED_ITEM), layer],
    parts: [...doc.parts, { innerLine: true }],
  };
  const inItem = new Set(changed);
  return carryEdit(withLayer, before, after, (i) =>
    inItem.has(i) ? { layer: COMBINED_ITEM, part } : null,
  );
}

/**
 * `doc` without its layers of `role` (a shield a combine puts something else in place of),
 * the flat picture drawn again from the rest of its layers: each layer is drawn whole, so the
 * arm and body the taken layer covered show as drawn, with no fragment of it left.
 */
export function withoutLayer(doc: LayeredSprite, role: SpriteLayer["role"]): LayeredSprite {
  const kept = { ...doc, layers: doc.layers.filter((l) => l.role !== role) };
  const image = finishInks(composeAtRest(kept), doc.finish).image;
  return { ...kept, sprite: { ...doc.sprite, image: doc.mirrored ? flipImage(image) : image } };
}
