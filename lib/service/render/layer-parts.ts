/**
 * What a generated sprite's own layers tell an edit about its parts, read from the layered
 * document its recipe draws (only while the stored pixels are still that drawing): which
 * parts it lacks, where the cape, held item and shield show, and the character drawn again
 * empty-handed for a combine that replaces what its hand holds.
 */
import { readPlacement } from "@/lib/engine/combine";
import { LEVELS, type SpriteLayer, withoutLayer } from "@/lib/engine/draw";
import { type GeneratedSprite, generateLayered, type LayeredSprite } from "@/lib/engine/generate";
import { BODY_PARTS, type BodyPart } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";

/**
 * Parts a layered drawing does not have, as a restyle names them: anything but the whole body
 * for a sprite that is not a biped (a wolf wears no armor), and the cape or held item a
 * character was drawn without.
 */
export function partsLacking(doc: LayeredSprite): BodyPart[] {
  if (doc.rig !== "biped") return BODY_PARTS.filter((p) => p !== "body");
  const has = (role: string) => doc.layers.some((l) => l.role === role && l.width > 0);
  const lacks: BodyPart[] = [];
  if (!has("cape")) lacks.push("cape");
  if (!has("item")) lacks.push("held");
  return lacks;
}

/**
 * Where the cape, the held item and the shield show in a layered drawing: the pixels whose front-most
 * layer is theirs (what other parts cover is left out, as it is not seen).
 */
export function partsShown(doc: LayeredSprite): Partial<Record<BodyPart | "shield", Uint8Array>> {
  const { width, height } = doc.sprite.image;
  const front = new Int16Array(width * height).fill(-1);
  const layers = [...doc.layers].sort((a, b) => a.z - b.z);
  layers.forEach((l, index) => {
    for (let y = 0; y < l.height; y++) {
      for (let x = 0; x < l.width; x++) {
        if (l.ink[y * l.width + x] === -1) continue;
        const cx = l.x + x;
        const cy = l.y + y;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
        front[cy * width + cx] = index;
      }
    }
  });
  const maskOf = (role: string) => {
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++) {
      const l = front[i]! >= 0 ? layers[front[i]!] : undefined;
      if (l?.role === role && doc.sprite.image.data[i * 4 + 3]! > 0) mask[i] = 1;
    }
    return mask;
  };
  return { cape: maskOf("cape"), held: maskOf("item"), shield: maskOf("shield") };
}

/**
 * A generated character without what its hand holds (its item layer taken away and the rest
 * composed whole as drawn, so the figure keeps its place and size), when the new item goes to
 * the hand that holds its item (the item layer sits at that hand's anchor); `prompt` then names that hand for the placement. A hand the layers show
 * empty gets the drawing as it is, with nothing erased. Null for another placement or the
 * shield's hand: the combine erases from the pixels as before.
 */
export function emptyHanded(
  doc: LayeredSprite,
  options: { readonly prompt: string; readonly itemName?: string },
): {
  image: RgbaImage;
  anchors: GeneratedSprite["anchors"];
  prompt: string;
  /** Set when the item goes to another hand than the one named (a profile's near hand). */
  side?: "left" | "right";
  /**
   * Where the item went in the figure's own words (`right hand`), when that is not how the
   * placement words read it (a profile's near hand).
   */
  label?: string;
  /** The layered drawing whose flat picture is `image`. */
  doc: LayeredSprite;
} | null {
  const placement = readPlacement(options.prompt, options.itemName);
  if (placement.kind !== "hand") return null;
  const item = doc.layers.find((l) => l.role === "item" && l.width > 0);
  const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0);
  const near = 2;
  const at = (layer: SpriteLayer | undefined, side: "left" | "right") => {
    const hand = side === "left" ? doc.sprite.anchors.handLeft : doc.sprite.anchors.handRight;
    return (
      layer !== undefined &&
      hand !== undefined &&
      hand.x >= layer.x - near &&
      hand.x < layer.x + layer.width + near &&
      hand.y >= layer.y - near &&
      hand.y < layer.y + layer.height + near
    );
  };
  const holds = (side: "left" | "right") => at(item, side);
  const other = placement.side === "left" ? "right" : "left";
  const named = /\b(left|right)\b/i.test(options.prompt);
  const front = nearHand(doc);
  if (front) return inNearHand(doc, options.prompt, front, holds(front), at(shield, front));
  // A combine adds the item it names and takes away only what it must: with no hand named, a
  // held item ("the bow") stays in its hand when the other hand is free (an archer keeps her
  // bow and takes the axe in her free hand). A hand the words name takes the item, giving up
  // what it held ("an axe in her right hand": the bow gives way), as it does when both hands
  // are full (a knight's sword and shield).
  const itemWord = item?.kind;
  const namesHeld =
    itemWord !== undefined &&
    new RegExp(`\\b${itemWord}s?\\b`, "i").test(options.prompt.replace(options.itemName ?? "", ""));
  const free = (s: "left" | "right") => !at(item, s) && !at(shield, s);
  if (!named && holds(placement.side) && !namesHeld && free(other)) {
    return {
      image: doc.sprite.image,
      anchors: doc.sprite.anchors,
      prompt: `${options.prompt} ${other}`,
      doc,
    };
  }
  // "In the hand" with no side named, when the words name the held item ("instead of the
  // staff"), means the hand that holds it (a profile wizard's staff hand); a named hand is kept
  // as asked.
  const side = holds(placement.side)
    ? placement.side
    : !named && namesHeld && placement.size === "hand" && holds(other)
      ? other
      : null;
  if (!side) {
    // A hand the layers show empty has nothing to erase: the drawing stays as it is (erasing
    // from the pixels there would cut into the robe or the body behind it). A shield's hand
    // gives up its shield layer: the arm it covered is drawn whole, no fragment of it stays.
    const from = at(shield, placement.side) ? withoutLayer(doc, "shield") : doc;
    return {
      image: from.sprite.image,
      anchors: from.sprite.anchors,
      prompt: options.prompt,
      doc: from,
    };
  }
  // The hand gives up its item layer: the rest is composed whole as drawn, so the figure keeps
  // its place and size (drawn again empty-handed, the drawer would fit it to the frame anew).
  const bare = withoutLayer(doc, "item");
  const prompt = side === placement.side ? options.prompt : `${options.prompt} ${side}`;
  return { image: bare.sprite.image, anchors: bare.sprite.anchors, prompt, doc: bare };
}

/**
 * The hand a figure seen from the side shows in front of its body (the one on its near arm),
 * or null for a figure facing the viewer or away.
 */
function nearHand(doc: LayeredSprite): "left" | "right" | null {
  const arm = doc.layers.find((l) => l.role === "arm" && l.name.includes("near") && l.width > 0);
  if (!arm) return null;
  const { width } = doc;
  const inArm = (p: { x: number; y: number } | undefined) => {
    if (!p) return Number.POSITIVE_INFINITY;
    const x = doc.mirrored ? width - 1 - p.x : p.x;
    return (
      Math.max(0, arm.x - x, x - (arm.x + arm.width - 1)) +
      Math.max(0, arm.y - p.y, p.y - (arm.y + arm.height - 1))
    );
  };
  const { handLeft, handRight } = doc.sprite.anchors;
  return inArm(handLeft) <= inArm(handRight) ? "left" : "right";
}

/**
 * A figure in profile holds a combined item in its near hand, in front of its body (the far
 * hand is behind the body, where an item would read as stuck to its back): whatever the near
 * hand held gives way (its layer is taken away), and a side word naming the far
 * hand is not acted on (`side` says so).
 */
function inNearHand(
  doc: LayeredSprite,
  prompt: string,
  near: "left" | "right",
  holding: boolean,
  shielded: boolean,
): ReturnType<typeof emptyHanded> {
  const from = shielded ? withoutLayer(doc, "shield") : doc;
  const asked = /\b(left|right)\b/i.exec(prompt)?.[1]?.toLowerCase();
  const moved = asked ? prompt.replace(/\b(left|right)\b/gi, near) : `${prompt} ${near}`;
  // The drawer names a profile's hands by screen side (the near hand is its "left" facing
  // east); the figure's own near hand is its right facing east (its right side faces the
  // viewer) and its left facing west (drawn mirrored). Words and labels use the figure's own.
  const own: "left" | "right" = doc.mirrored ? "left" : "right";
  const side = asked && asked !== own ? own : undefined;
  const made = { prompt: moved, label: `${own} hand`, ...(side ? { side } : {}) };
  if (!holding)
    return { image: from.sprite.image, anchors: from.sprite.anchors, doc: from, ...made };
  const bare = withoutLayer(from, "item");
  return { image: bare.sprite.image, anchors: bare.sprite.anchors, doc: bare, ...made };
}

const skinCache = new WeakMap<LayeredSprite, Uint8Array | null>();

/**
 * Where a generated character's skin shows (1 on its pixels), whatever its tone (a dark or
 * green skin no color test knows as skin). The skin's ramp is the one that changes when the
 * drawer paints the same character (same seed) with its skin bound to another color; the
 * pixels are those whose front-most layer ink at rest is of that ramp. Null for a sprite that
 * is not a biped or shows no skin.
 */
export function skinShown(doc: LayeredSprite): Uint8Array | null {
  if (skinCache.has(doc)) return skinCache.get(doc)!;
  const found = doc.rig === "biped" ? skinOf(doc) : null;
  skinCache.set(doc, found);
  return found;
}

function skinOf(doc: LayeredSprite): Uint8Array | null {
  const { reading } = doc.recipe;
  const ramps = doc.finish.ramps;
  let skinRamps: number[] = [];
  for (const color of ["blue", "red"]) {
    const asked = reading.partColorsAsked
      ? `${reading.partColorsAsked}, ${color} skin`
      : `${color} skin`;
    let again: LayeredSprite;
    try {
      again = generateLayered({ ...doc.recipe, reading: { ...reading, partColorsAsked: asked } });
    } catch {
      return null;
    }
    // Ramps are shared by color, so the skin's is the ramp the other drawing no longer has.
    const key = (ramp: readonly (readonly number[])[]) => ramp.map((c) => c.join(",")).join(";");
    const kept = new Set(again.finish.ramps.map(key));
    skinRamps = [];
    // Ramps an edit added (its own colors) are no part the drawer painted.
    const drawnRamps = doc.finish.exactRamps ?? ramps.length;
    ramps.forEach((ramp, r) => {
      if (r < drawnRamps && !kept.has(key(ramp))) skinRamps.push(r);
    });
    if (skinRamps.length > 0) break;
  }
  if (skinRamps.length === 0) return null;
  const { width, height } = doc.sprite.image;
  const front = new Int16Array(width * height).fill(-1);
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let y = 0; y < l.height; y++) {
      for (let x = 0; x < l.width; x++) {
        const ink = l.ink[y * l.width + x]!;
        if (ink === -1) continue;
        const cx = doc.mirrored ? width - 1 - (l.x + x) : l.x + x;
        const cy = l.y + y;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
        front[cy * width + cx] = ink;
      }
    }
  }
  const mask = new Uint8Array(width * height);
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    const ink = front[i]!;
    if (ink < 0 || doc.sprite.image.data[i * 4 + 3] === 0) continue;
    if (!skinRamps.includes(Math.floor(ink / LEVELS))) continue;
    mask[i] = 1;
    n++;
  }
  // The finishing shades some pixels no layer inks (a line along the face drawn in the skin's
  // own dark): a pixel in a skin color beside the skin is skin too.
  const data = doc.sprite.image.data;
  const colorKey = (o: number) => (data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!;
  const skinColors = new Set(
    skinRamps.flatMap((r) => ramps[r]!.map((c) => (c[0]! << 16) | (c[1]! << 8) | c[2]!)),
  );
  const near = mask.slice();
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] || data[i * 4 + 3] === 0 || !skinColors.has(colorKey(i * 4))) continue;
    const x = i % width;
    const beside =
      (x > 0 && mask[i - 1]) ||
      (x < width - 1 && mask[i + 1]) ||
      (i >= width && mask[i - width]) ||
      (i + width < mask.length && mask[i + width]);
    if (beside) {
      near[i] = 1;
      n++;
    }
  }
  return n > 0 ? near : null;
}
