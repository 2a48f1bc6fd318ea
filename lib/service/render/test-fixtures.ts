import { createHash } from "node:crypto";
import type { RgbaImage } from "@/lib/engine";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { type RenderParams, type RenderTaskName, renderTaskTable } from "./tasks";

/** A generation's params: the engine's request for `prompt` read as `assetType`. */
export function generation(
  prompt: string,
  assetType: "character" | "weapon",
  size: number,
  seed: number,
): RenderParams<"generate"> {
  const reading = readSpritePrompt(prompt, assetType);
  return {
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction: "south",
    camera: "none",
    seed,
  };
}

export const copyImage = (image: RgbaImage): RgbaImage => ({
  width: image.width,
  height: image.height,
  data: new Uint8ClampedArray(image.data),
});

/** A square of `fill` on a flat magenta background (opaque corners: a background to key out). */
export function onMagenta(size: number, fill: [number, number, number]): RgbaImage {
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = Math.abs(x - size / 2) < size / 4 && Math.abs(y - size / 2) < size / 4;
      data.set(inside ? [...fill, 255] : [255, 0, 255, 255], (y * size + x) * 4);
    }
  }
  return { width: size, height: size, data };
}

/**
 * A result with every typed array replaced by its length and SHA-256, so two results compare
 * byte for byte with `toEqual` and a failure prints something readable.
 */
export function digest(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { bytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
  }
  if (Array.isArray(value)) return value.map(digest);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, digest(v)]));
  }
  return value;
}

/** One task call, its params made fresh each time (a pool call takes the caller's buffers). */
export interface TaskCase {
  label: string;
  name: RenderTaskName;
  run(
    call: <N extends RenderTaskName>(name: N, params: RenderParams<N>) => Promise<unknown>,
  ): Promise<unknown>;
}

export function taskCase<N extends RenderTaskName>(
  label: string,
  name: N,
  params: () => RenderParams<N>,
): TaskCase {
  return { label, name, run: (call) => call(name, params()) };
}

/** Sources drawn once in this process, copied into each case's params. */
export function sources() {
  const knight = renderTaskTable.generate(generation("a knight with a sword", "character", 64, 7));
  const sword = renderTaskTable.generate(generation("a steel sword", "weapon", 32, 3));
  return { knight: knight.image, knightAnchors: knight.anchors, sword: sword.image };
}
