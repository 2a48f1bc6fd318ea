import { describe, expect, it } from "vitest";
import { rgbToHex } from "../color";
import { flipImage, opaqueBounds, type RgbaImage } from "../raster";
import { type AssetType, type Camera, type Direction, readSpritePrompt } from "../prompt";
import { type GeneratedSprite, generateSprite, type SpriteRequest } from ".";

function request(
  prompt: string,
  options: Partial<Omit<SpriteRequest, "reading">> & { type?: AssetType } = {},
): SpriteRequest {
  const reading = readSpritePrompt(prompt, options.type);
  return {
    reading,
    assetType: options.assetType ?? reading.assetType,
    width: options.width ?? 64,
    height: options.height ?? 64,
    direction: options.direction ?? ("none" as Direction),
    camera: options.camera ?? ("none" as Camera),
    seed: options.seed ?? 7,
    ...(options.palette ? { palette: options.palette } : {}),
    ...(options.reference ? { reference: options.reference } : {}),
  };
}

const ONE_PER_TYPE: readonly string[] = [
  "knight with sword and shield",
  "green slime",
  "wooden barrel",
  "steel sword",
  "red health potion",
  "wooden cart",
  "grass tile",
  "forest background",
  "wooden ui panel",
  "fire effect",
];

function opaqueColors(image: RgbaImage): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i + 3] === 0) continue;
    out.add(rgbToHex([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]));
  }
  return out;
}

describe("generateSprite", () => {
  it("covers every asset type", () => {
    const types = new Set(ONE_PER_TYPE.map((p) => readSpritePrompt(p).assetType));
    expect(types.size).toBe(10);
  });

  it.each(ONE_PER_TYPE)("is deterministic: %s", (prompt) => {
    const a = generateSprite(request(prompt));
    const b = generateSprite(request(prompt));
    expect(Buffer.from(a.image.data).equals(Buffer.from(b.image.data))).toBe(true);
    expect(a.palette).toEqual(b.palette);
    expect(a.anchors).toEqual(b.anchors);
  });

  it("varies with the seed", () => {
    for (const prompt of ["rock", "grass tile", "forest background", "sparkles"]) {
      const a = generateSprite(request(prompt, { seed: 1 }));
      const b = generateSprite(request(prompt, { seed: 2 }));
      expect(Buffer.from(a.image.data).equals(Buffer.from(b.image.data)), prompt).toBe(false);
    }
  });

  it.each(ONE_PER_TYPE)("has binary alpha and reports exactly the colors it uses: %s", (prompt) => {
    for (const size of [32, 100]) {
      const sprite = generateSprite(request(prompt, { width: size, height: size }));
      for (let i = 3; i < sprite.image.data.length; i += 4) {
        const a = sprite.image.data[i]!;
        if (a !== 0 && a !== 255) throw new Error(`alpha ${a} at ${(i - 3) / 4}`);
      }
      expect(new Set(sprite.palette)).toEqual(opaqueColors(sprite.image));
      expect(sprite.image.width).toBe(size);
      expect(sprite.image.height).toBe(size);
    }
  });

  it.each(ONE_PER_TYPE)("draws only palette colors under a palette lock: %s", (prompt) => {
    const palette = [
      "#1a1c2c",
      "#5d275d",
      "#b13e53",
      "#ef7d57",
      "#ffcd75",
      "#a7f070",
      "#38b764",
      "#257179",
      "#29366f",
      "#3b5dc9",
      "#41a6f6",
      "#73eff7",
      "#f4f4f4",
      "#94b0c2",
      "#566c86",
      "#333c57",
    ];
    const sprite = generateSprite(request(prompt, { palette }));
    for (const color of opaqueColors(sprite.image)) expect(palette).toContain(color);
    for (const color of sprite.palette) expect(palette).toContain(color);
  });

  it("draws in a reference's palette and honours its outline style", () => {
    const palette = ["#000000", "#ffffff", "#ff0000", "#00ff00", "#0000ff", "#888888"];
    const dark = generateSprite(
      request("green slime", { reference: { palette, outline: "dark" } }),
    );
    const none = generateSprite(
      request("green slime", { reference: { palette, outline: "none" } }),
    );
    for (const color of opaqueColors(dark.image)) expect(palette).toContain(color);
    const count = (s: GeneratedSprite) =>
      s.image.data.filter((_, i) => i % 4 === 3 && s.image.data[i] === 255).length;
    // Without an outline the silhouette is one pixel thinner all round.
    expect(count(none)).toBeLessThan(count(dark));
  });

  // A character with nothing in its hands is symmetric; a knight's sword and shield are not
  // (below: they stay in their hands on the W side, so it is not the E side flipped).
  it.each([
    ["villager", "character"],
    ["grey wolf", "creature"],
    ["steel sword", "weapon"],
    ["car", "vehicle"],
    ["fireball", "effect"],
    ["treasure chest", "prop"],
  ])("draws west facings as exact mirrors of east ones: %s", (prompt) => {
    for (const [west, east] of [
      ["west", "east"],
      ["south-west", "south-east"],
      ["north-west", "north-east"],
    ] as const) {
      const w = generateSprite(request(prompt, { direction: west }));
      const e = generateSprite(request(prompt, { direction: east }));
      expect(Buffer.from(w.image.data).equals(Buffer.from(flipImage(e.image).data))).toBe(true);
    }
  });

  it("draws a knight's W side with the sword still in the right hand and the shield in the left", () => {
    for (const [west, east] of [
      ["west", "east"],
      ["south-west", "south-east"],
      ["north-west", "north-east"],
    ] as const) {
      const w = generateSprite(request("knight with sword and shield", { direction: west }));
      const e = generateSprite(request("knight with sword and shield", { direction: east }));
      // Same height (the figure is measured alike), different pictures: the items changed
      // sides with the body instead of flipping with it.
      const [wb, eb] = [opaqueBounds(w.image)!, opaqueBounds(e.image)!];
      expect([wb.top, wb.bottom]).toEqual([eb.top, eb.bottom]);
      expect(Buffer.from(w.image.data).equals(Buffer.from(flipImage(e.image).data)), west).toBe(
        false,
      );
    }
  });

  it("mirrors anchors with the image, swapping the character's hands", () => {
    const w = generateSprite(request("knight with sword and shield", { direction: "west" }));
    const e = generateSprite(request("knight with sword and shield", { direction: "east" }));
    expect(w.anchors.handRight).toEqual({
      x: 63 - e.anchors.handLeft!.x,
      y: e.anchors.handLeft!.y,
    });
    expect(w.anchors.head).toEqual({ x: 63 - e.anchors.head!.x, y: e.anchors.head!.y });
  });

  it("draws a different picture for each facing and camera", () => {
    const key = (s: GeneratedSprite) => Buffer.from(s.image.data).toString("base64");
    const facings = ["south", "south-east", "east", "north-east", "north"] as const;
    const character = new Set(
      facings.map((d) => key(generateSprite(request("knight", { direction: d })))),
    );
    expect(character.size).toBe(5);
    const creature = new Set(
      ["south", "east", "north"].map((d) =>
        key(generateSprite(request("wolf", { direction: d as Direction }))),
      ),
    );
    expect(creature.size).toBe(3);
    const crate = new Set(
      ["none", "isometric"].map((c) =>
        key(generateSprite(request("crate", { camera: c as Camera }))),
      ),
    );
    expect(crate.size).toBe(2);
    const car = new Set(
      ["side", "top_down", "isometric"].map((c) =>
        key(generateSprite(request("car", { camera: c as Camera }))),
      ),
    );
    expect(car.size).toBe(3);
  });

  it("records anchors for characters: head above hands above feet, inside the frame", () => {
    for (const direction of ["south", "east", "north"] as const) {
      const { anchors } = generateSprite(
        request("knight with sword and shield", { direction, width: 96, height: 96 }),
      );
      const { head, handLeft, handRight, feet } = anchors;
      expect(head && handLeft && handRight && feet).toBeTruthy();
      expect(feet).toHaveLength(2);
      for (const p of [head!, handLeft!, handRight!, ...feet!]) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThan(96);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThan(96);
      }
      expect(head!.y).toBeLessThan(handLeft!.y);
      expect(handLeft!.y).toBeLessThan(feet![0]!.y);
      if (direction === "south") expect(handRight!.x).toBeLessThan(handLeft!.x);
      if (direction === "north") expect(handRight!.x).toBeGreaterThan(handLeft!.x);
    }
  });

  it("scales the sprite with the canvas instead of drawing it small", () => {
    for (const prompt of ["knight", "green slime", "steel sword", "gold coin", "car"]) {
      const small = generateSprite(request(prompt, { width: 32, height: 32 }));
      const big = generateSprite(request(prompt, { width: 256, height: 256 }));
      const extent = (image: RgbaImage) => {
        let min = image.height;
        let max = -1;
        for (let y = 0; y < image.height; y++) {
          for (let x = 0; x < image.width; x++) {
            if (image.data[(y * image.width + x) * 4 + 3]) {
              min = Math.min(min, y);
              max = Math.max(max, y);
            }
          }
        }
        return (max - min + 1) / image.height;
      };
      expect(Math.abs(extent(big.image) - extent(small.image)), prompt).toBeLessThan(0.2);
    }
  });

  it("builds isometric art from 2:1 lines", () => {
    const sprite = generateSprite(
      request("grass tile", { camera: "isometric", width: 66, height: 66 }),
    );
    const { width, height, data } = sprite.image;
    const left: number[] = [];
    for (let y = 0; y < height; y++) {
      let x = 0;
      while (x < width && data[(y * width + x) * 4 + 3] === 0) x++;
      if (x < width) left.push(x);
    }
    // The upper-left edge of the block: each row down starts two pixels further left.
    const steps = left.slice(1, 12).map((x, i) => left[i]! - x);
    expect(steps.every((s) => s === 2)).toBe(true);
  });

  it("reports 9-slice insets whose edges and center are uniform", () => {
    for (const prompt of ["wooden ui panel", "blue button", "inventory slot"]) {
      const sprite = generateSprite(request(prompt, { type: "ui", width: 80, height: 48 }));
      const s = sprite.nineSlice!;
      expect(s.left + s.right).toBeLessThan(80);
      expect(s.top + s.bottom).toBeLessThan(48);
      const row = (y: number) =>
        Buffer.from(sprite.image.data.subarray(y * 80 * 4, (y + 1) * 80 * 4));
      // Between the top and bottom insets every row is the same: the middle can stretch.
      const mid = Math.floor((s.top + 48 - s.bottom) / 2);
      for (let y = s.top; y < 48 - s.bottom; y++) {
        expect(row(y).equals(row(mid)), `${prompt} row ${y}`).toBe(true);
      }
      // Columns between the side insets repeat too.
      const col = (x: number) =>
        Array.from({ length: 48 }, (_, y) =>
          sprite.image.data.slice((y * 80 + x) * 4, (y * 80 + x) * 4 + 4).join(","),
        );
      for (let x = s.left; x < 80 - s.right; x++) expect(col(x)).toEqual(col(s.left));
    }
  });

  it("validates sizes, seed and palette", () => {
    expect(() => generateSprite(request("knight", { width: 16, height: 64 }))).toThrow(RangeError);
    expect(() => generateSprite(request("knight", { width: 401, height: 64 }))).toThrow(RangeError);
    expect(() => generateSprite(request("knight", { width: 64.5, height: 64 }))).toThrow(
      RangeError,
    );
    expect(generateSprite(request("grass tile", { width: 8, height: 8 })).image.width).toBe(8);
    expect(() => generateSprite(request("grass tile", { width: 7, height: 8 }))).toThrow(
      RangeError,
    );
    expect(() => generateSprite(request("knight", { palette: ["red"] }))).toThrow(RangeError);
    expect(() => generateSprite(request("knight", { palette: [] }))).toThrow(RangeError);
    expect(() => generateSprite(request("knight", { seed: 0.5 }))).toThrow(RangeError);
  });

  it("draws a subject of a neighbouring type with its own generator", () => {
    const asItem = generateSprite(request("steel sword", { type: "item" }));
    const asWeapon = generateSprite(request("steel sword", { type: "weapon" }));
    expect(Buffer.from(asItem.image.data).equals(Buffer.from(asWeapon.image.data))).toBe(true);
    expect(asItem.anchors.tip).toBeDefined();
    // A subject no generator of the asked type can draw falls back to that type's own choice.
    const tile = generateSprite(request("knight", { type: "tile" }));
    expect(tile.image.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
  });
});
