/**
 * The .aseprite writer, read back by a small parser written here from the file format's
 * description (header, frame, layer and cel chunks), not from the writer.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, layerPictures } from "@/lib/engine/draw";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { asepriteFile } from "./aseprite-file";

interface Parsed {
  width: number;
  height: number;
  depth: number;
  frames: number;
  layers: { name: string; flags: number; type: number; childLevel: number; opacity: number }[];
  cels: {
    layer: number;
    x: number;
    y: number;
    width: number;
    height: number;
    pixels: Uint8Array;
  }[];
}

function parseAseprite(bytes: Uint8Array): Parsed {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0, true)).toBe(bytes.length);
  expect(view.getUint16(4, true)).toBe(0xa5e0);
  const frames = view.getUint16(6, true);
  const out: Parsed = {
    width: view.getUint16(8, true),
    height: view.getUint16(10, true),
    depth: view.getUint16(12, true),
    frames,
    layers: [],
    cels: [],
  };
  let at = 128;
  for (let f = 0; f < frames; f++) {
    const frameSize = view.getUint32(at, true);
    expect(view.getUint16(at + 4, true)).toBe(0xf1fa);
    const chunks = view.getUint32(at + 12, true) || view.getUint16(at + 6, true);
    let c = at + 16;
    for (let n = 0; n < chunks; n++) {
      const size = view.getUint32(c, true);
      const type = view.getUint16(c + 4, true);
      const d = c + 6;
      if (type === 0x2004) {
        const nameLength = view.getUint16(d + 16, true);
        out.layers.push({
          flags: view.getUint16(d, true),
          type: view.getUint16(d + 2, true),
          childLevel: view.getUint16(d + 4, true),
          opacity: view.getUint8(d + 12),
          name: new TextDecoder().decode(bytes.subarray(d + 18, d + 18 + nameLength)),
        });
      } else if (type === 0x2005) {
        expect(view.getUint16(d + 7, true)).toBe(0); // raw cels
        const width = view.getUint16(d + 16, true);
        const height = view.getUint16(d + 18, true);
        out.cels.push({
          layer: view.getUint16(d, true),
          x: view.getInt16(d + 2, true),
          y: view.getInt16(d + 4, true),
          width,
          height,
          pixels: bytes.subarray(d + 20, d + 20 + width * height * 4),
        });
        expect(20 + width * height * 4).toBe(size - 6);
      }
      c += size;
    }
    expect(c - at).toBe(frameSize);
    at = c;
  }
  expect(at).toBe(bytes.length);
  return out;
}

/** The layers composed bottom to top, as Aseprite shows them (opaque pixels over). */
function flatten(file: Parsed): Uint8Array {
  const out = new Uint8Array(file.width * file.height * 4);
  const ordered = [...file.cels].sort((a, b) => a.layer - b.layer);
  for (const cel of ordered) {
    for (let v = 0; v < cel.height; v++)
      for (let u = 0; u < cel.width; u++) {
        const o = (v * cel.width + u) * 4;
        if (cel.pixels[o + 3] === 0) continue;
        out.set(cel.pixels.subarray(o, o + 4), ((cel.y + v) * file.width + cel.x + u) * 4);
      }
  }
  return out;
}

describe("the .aseprite file", () => {
  it("holds one named layer per part of a layered knight, back to front, composing to the sprite", () => {
    const reading = readSpritePrompt("a knight with a sword and shield", "character");
    const doc = drawLayered({
      reading,
      assetType: reading.assetType,
      width: 48,
      height: 48,
      direction: "west",
      camera: "none",
      seed: 5,
    });
    const { layers, finish } = layerPictures(doc);
    const bytes = asepriteFile({
      width: 48,
      height: 48,
      layers: [
        ...layers.map((l) => ({ name: l.layer.name, x: l.x, y: l.y, image: l.image })),
        { name: "outline", x: 0, y: 0, image: finish },
      ],
    });
    const file = parseAseprite(bytes);
    expect([file.width, file.height, file.depth, file.frames]).toEqual([48, 48, 32, 1]);
    expect(file.layers.map((l) => l.name)).toEqual([...doc.layers.map((l) => l.name), "outline"]);
    expect(file.layers.every((l) => l.type === 0 && l.childLevel === 0 && l.opacity === 255)).toBe(
      true,
    );
    expect(file.layers.every((l) => (l.flags & 1) === 1)).toBe(true);
    // The torso's cel is the torso's picture at its place.
    const torsoIndex = doc.layers.findIndex((l) => l.role === "torso");
    const torso = file.cels.find((c) => c.layer === torsoIndex)!;
    expect({ x: torso.x, y: torso.y }).toEqual({
      x: layers[torsoIndex]!.x,
      y: layers[torsoIndex]!.y,
    });
    expect([...torso.pixels]).toEqual([...layers[torsoIndex]!.image.data]);
    // Back to front, the layers are the sprite.
    expect([...flatten(file)]).toEqual([...doc.sprite.image.data]);
  });

  it("keeps a layer with no pixels as a layer without a cel, and refuses a canvas of no size", () => {
    const file = parseAseprite(
      asepriteFile({
        width: 2,
        height: 1,
        layers: [
          { name: "bone", x: 0, y: 0, image: { width: 0, height: 0, data: [] } },
          { name: "dot", x: 1, y: 0, image: { width: 1, height: 1, data: [9, 8, 7, 255] } },
        ],
      }),
    );
    expect(file.layers.map((l) => l.name)).toEqual(["bone", "dot"]);
    expect(file.cels).toHaveLength(1);
    expect(file.cels[0]!.layer).toBe(1);
    expect([...flatten(file)]).toEqual([0, 0, 0, 0, 9, 8, 7, 255]);
    expect(() => asepriteFile({ width: 0, height: 1, layers: [] })).toThrow(RangeError);
  });
});
