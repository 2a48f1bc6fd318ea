import { deflateRawSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { drawLayered } from "@/lib/engine/draw";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { decodeLayered, encodeLayered } from "./codec";

function knight(direction: "east" | "west") {
  const reading = readSpritePrompt("a knight with a sword and shield", "character");
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 48,
    height: 48,
    direction,
    camera: "none",
    seed: 9,
  });
}

describe("stored layered documents", () => {
  for (const direction of ["east", "west"] as const) {
    it(`come back as drawn (${direction}), their flat sprite the pixels given back`, () => {
      const doc = knight(direction);
      const back = decodeLayered(encodeLayered(doc), doc.sprite.image);
      expect(back.layers.map((l) => [l.name, l.z, l.x, l.y, l.width, l.height])).toEqual(
        doc.layers.map((l) => [l.name, l.z, l.x, l.y, l.width, l.height]),
      );
      for (const [i, layer] of doc.layers.entries()) {
        expect(back.layers[i]!.ink).toEqual(layer.ink);
        expect(back.layers[i]!.part).toEqual(layer.part);
        expect(back.layers[i]!.flags).toEqual(layer.flags);
      }
      expect(back.finish).toEqual(doc.finish);
      expect(back.parts).toEqual(doc.parts);
      expect(back.mirrored).toBe(doc.mirrored);
      expect(back.recipe).toEqual(JSON.parse(JSON.stringify(doc.recipe)));
      expect(back.sprite.image).toBe(doc.sprite.image);
      expect(back.sprite.anchors).toEqual(doc.sprite.anchors);
    });
  }

  it("refuses bytes whose length does not match their header", () => {
    const doc = knight("east");
    const raw = inflateRawSync(encodeLayered(doc));
    const cut = deflateRawSync(raw.subarray(0, raw.length - 1));
    expect(() => decodeLayered(new Uint8Array(cut), doc.sprite.image)).toThrow(/damaged/);
  });
});
