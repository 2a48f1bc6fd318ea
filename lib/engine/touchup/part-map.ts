/**
 * A per-pixel map of the parts the engine drew (the shield, the sword, the head, the cape...),
 * built from the sprite's layered document: each pixel belongs to the frontmost layer that
 * painted it, and outline pixels no layer painted belong to the part they border. Inside the
 * head the hat (its topmost material, when it stays above the face) and the beard (the lowest
 * stroke, below the eyes, in the hair's material) get names of their own, so "the beard" and
 * "the hat" of a wizard are different pixels.
 */
import { EMPTY, type LayeredSprite, OUTLINE_INK } from "../draw";

/** Shade levels per ramp in the engine's inks: ink = ramp × 5 + level. */
const LEVELS = 5;
const rampOf = (ink: number) => Math.floor(ink / LEVELS);

/** Names per pixel: `map[i]` is 0 for none, else `names[map[i] - 1]`. */
export interface PartMap {
  readonly width: number;
  readonly height: number;
  readonly names: readonly string[];
  readonly map: Uint16Array;
}

/** The word a layer goes by in a sentence. */
function layerWord(role: string, kind: string | undefined): string {
  switch (role) {
    case "item":
      return kind ?? "item";
    case "leg-upper":
    case "leg-lower":
      return "leg";
    case "hair-back":
      return "hair";
    case "segment":
      return "body";
    default:
      return role;
  }
}

export function partMapOf(doc: LayeredSprite): PartMap {
  const { width, height } = doc;
  const names: string[] = [];
  const idOf = (name: string) => {
    const k = names.indexOf(name);
    if (k >= 0) return k + 1;
    names.push(name);
    return names.length;
  };
  const map = new Uint16Array(width * height);
  const ramp = new Int32Array(width * height).fill(-1);
  const stroke = new Int32Array(width * height);
  for (const layer of [...doc.layers].sort((a, b) => a.z - b.z)) {
    const id = idOf(layerWord(layer.role, layer.kind));
    for (let y = 0; y < layer.height; y++) {
      for (let x = 0; x < layer.width; x++) {
        const j = y * layer.width + x;
        const ink = layer.ink[j]!;
        if (ink === EMPTY) continue;
        const cx = doc.mirrored ? width - 1 - (layer.x + x) : layer.x + x;
        const cy = layer.y + y;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
        const i = cy * width + cx;
        map[i] = id;
        ramp[i] = ink === OUTLINE_INK ? -1 : rampOf(ink);
        stroke[i] = layer.part[j]!;
      }
    }
  }
  nameHeadParts(width, height, map, ramp, stroke, names.indexOf("head") + 1, idOf);
  // Outline pixels the layers did not paint go with the part they border.
  const alpha = doc.sprite.image.data;
  const filled = new Uint16Array(map);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (map[i] || alpha[i * 4 + 3] === 0) continue;
      for (const [dx, dy] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = map[ny * width + nx]!;
        if (k) {
          filled[i] = k;
          break;
        }
      }
    }
  }
  return { width, height, names, map: filled };
}

function nameHeadParts(
  width: number,
  height: number,
  map: Uint16Array,
  ramp: Int32Array,
  stroke: Int32Array,
  head: number,
  idOf: (name: string) => number,
): void {
  if (head === 0) return;
  let top = height;
  let bottom = -1;
  let topRamp = -1;
  const strokes = new Map<number, { ramp: number; n: number; sumY: number }>();
  for (let i = 0; i < map.length; i++) {
    if (map[i] !== head || ramp[i]! < 0) continue;
    const y = Math.floor(i / width);
    if (y < top) {
      top = y;
      topRamp = ramp[i]!;
    }
    bottom = Math.max(bottom, y);
    const s = strokes.get(stroke[i]!) ?? { ramp: ramp[i]!, n: 0, sumY: 0 };
    s.n++;
    s.sumY += y;
    strokes.set(stroke[i]!, s);
  }
  if (bottom < 0) return;
  // The eye line: outline-dark pixels inside the head with the head on both sides. Above it
  // is the hat's place, below it the beard's; without eyes, the head's middle.
  const eyeRows: number[] = [];
  for (let i = 1; i < map.length - 1; i++) {
    if (map[i] !== head || ramp[i] !== -1) continue;
    if (map[i - 1] === head && map[i + 1] === head && ramp[i - 1]! >= 0 && ramp[i + 1]! >= 0)
      eyeRows.push(Math.floor(i / width));
  }
  eyeRows.sort((a, b) => a - b);
  const mid = eyeRows.length > 0 ? eyeRows[eyeRows.length >> 1]! : (top + bottom) / 2;
  // The beard: the lowest stroke, wholly in the lower half of the head.
  let beard: { id: number; ramp: number; meanY: number } | null = null;
  for (const [id, s] of strokes) {
    const meanY = s.sumY / s.n;
    if (s.n >= 4 && meanY > mid && (!beard || meanY > beard.meanY))
      beard = { id, ramp: s.ramp, meanY };
  }
  // Only a stroke in a material that also shows above it (the hair's) is a beard, not the chin.
  if (beard) {
    const material = beard.ramp;
    const above = [...strokes].some(
      ([id, s]) => id !== beard!.id && s.ramp === material && s.sumY / s.n < mid,
    );
    if (!above) beard = null;
  }
  // The hat: the topmost material, when none of it comes down past the head's middle.
  let hatRamp = topRamp;
  for (let i = 0; i < map.length && hatRamp >= 0; i++) {
    if (map[i] === head && ramp[i] === topRamp && Math.floor(i / width) > mid) hatRamp = -1;
  }
  if (beard && hatRamp === beard.ramp) hatRamp = -1;
  const hatId = hatRamp >= 0 ? idOf("hat") : 0;
  const beardId = beard ? idOf("beard") : 0;
  for (let i = 0; i < map.length; i++) {
    if (map[i] !== head) continue;
    if (hatId && ramp[i] === hatRamp) map[i] = hatId;
    else if (beard && stroke[i] === beard.id) map[i] = beardId;
  }
  void height;
}
