import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { RgbaImage } from "@/lib/engine";
import type { LayeredSprite, SpriteLayer } from "@/lib/engine/draw";

/**
 * A layered document as stored bytes: deflate of a little-endian u32 header length, the header
 * (JSON: sizes, rig, mirror, anchors, parts, finish, recipe, the flat sprite's facts, and each
 * layer's spec and crop), then each layer's pixels in z order (inks as i16, part ids as u16,
 * flags as u8, row by row over its crop). The flat image is not repeated: it is the sprite's PNG,
 * given back to `decodeLayered`.
 */
export const LAYERS_FORMAT = 1;

type Header = Omit<LayeredSprite, "layers" | "sprite"> & {
  readonly sprite: Omit<LayeredSprite["sprite"], "image">;
  readonly layers: readonly Omit<SpriteLayer, "ink" | "part" | "flags">[];
};

export function encodeLayered(doc: LayeredSprite): Uint8Array {
  const { image: _image, ...sprite } = doc.sprite;
  const header: Header = {
    ...doc,
    sprite,
    layers: doc.layers.map(({ ink: _i, part: _p, flags: _f, ...spec }) => spec),
  };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const pixels = doc.layers.reduce((n, l) => n + l.ink.length * 5, 0);
  const out = Buffer.alloc(4 + json.length + pixels);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  let at = 4 + json.length;
  for (const layer of doc.layers) {
    for (const v of layer.ink) at = out.writeInt16LE(v, at);
    for (const v of layer.part) at = out.writeUInt16LE(v, at);
    out.set(layer.flags, at);
    at += layer.flags.length;
  }
  return new Uint8Array(deflateRawSync(out));
}

/** The stored document again, with `image` (the sprite's own pixels) as its flat sprite. */
export function decodeLayered(bytes: Uint8Array, image: RgbaImage): LayeredSprite {
  const raw = inflateRawSync(bytes);
  const length = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + length).toString("utf8")) as Header;
  let at = 4 + length;
  const layers = header.layers.map((spec): SpriteLayer => {
    const size = spec.width * spec.height;
    const ink = new Int16Array(size);
    const part = new Uint16Array(size);
    for (let i = 0; i < size; i++, at += 2) ink[i] = raw.readInt16LE(at);
    for (let i = 0; i < size; i++, at += 2) part[i] = raw.readUInt16LE(at);
    const flags = Uint8Array.from(raw.subarray(at, at + size));
    at += size;
    return { ...spec, ink, part, flags };
  });
  if (at !== raw.length) throw new Error("stored layers are damaged: their length is wrong");
  return { ...header, layers, sprite: { ...header.sprite, image } };
}
