/**
 * Edits written into a layered sprite: what the layers show at rest after the edit is the
 * edited picture, and each changed pixel lives in the part that showed there. Expected values
 * come from the generator's own layers and the edited picture, not from carryEdit.
 */
import { describe, expect, it } from "vitest";
import { doc, request } from "../testing";
import {
  type LayeredSprite,
  carryEdit,
  composeAtRest,
  drawLayered,
  finishInks,
  layerPictures,
} from ".";
import { flipImage, type RgbaImage } from "../raster";

const KNIGHT = "knight with sword and shield";

/** The layers composed at rest and finished as a generation is: the picture they stand for. */
function atRest(d: LayeredSprite): RgbaImage {
  const canvas = composeAtRest(d);
  const image = finishInks(canvas, d.finish).image;
  return d.mirrored ? flipImage(image) : image;
}

function withPixel(img: RgbaImage, x: number, y: number, rgba: readonly number[]): RgbaImage {
  const data = Uint8ClampedArray.from(img.data);
  data.set(rgba, (y * img.width + x) * 4);
  return { width: img.width, height: img.height, data };
}

/** A pixel the named layer shows at rest, with its 8 neighbours shown by that layer too. */
function interiorOf(d: LayeredSprite, name: string): { x: number; y: number } {
  const rest = composeAtRest(d);
  const index = d.layers.findIndex((l) => l.name === name);
  const w = d.width;
  for (let y = 1; y < d.height - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      let all = true;
      for (let dy = -1; dy <= 1 && all; dy++)
        for (let dx = -1; dx <= 1 && all; dx++)
          if (rest.top[(y + dy) * w + x + dx] !== index) all = false;
      if (all) return { x: d.mirrored ? w - 1 - x : x, y };
    }
  }
  throw new Error(`no interior pixel of ${name}`);
}

const MAGENTA = [255, 0, 255, 255];

describe("carryEdit", () => {
  for (const direction of ["south", "east", "west"] as const) {
    it(`puts a new color on the torso of a knight facing ${direction}, and the layers at rest are the edited picture`, () => {
      const d = doc(KNIGHT, direction);
      expect(atRest(d).data).toEqual(d.sprite.image.data);
      const p = interiorOf(d, "torso");
      const edited = withPixel(d.sprite.image, p.x, p.y, MAGENTA);
      const carried = carryEdit(d, d.sprite.image, edited)!;
      expect(atRest(carried).data).toEqual(edited.data);
      // The magenta pixel is in the torso layer and nowhere else.
      const holders = carried.layers.filter((l) =>
        [...l.ink].some((ink) => {
          const ramp = carried.finish.ramps[Math.floor(ink / 5)];
          return ink >= 0 && ramp?.[ink % 5]?.join() === "255,0,255";
        }),
      );
      expect(holders.map((l) => l.name)).toEqual(["torso"]);
      expect(carried.layers.map((l) => l.name)).toEqual(d.layers.map((l) => l.name));
    });
  }

  it("recolors a pixel with a color the sprite already shows, without adding a color", () => {
    const d = doc(KNIGHT, "south");
    const p = interiorOf(d, "torso");
    const img = d.sprite.image;
    // The outline color, painted inside the torso.
    const o = 0;
    let outline: number[] = [];
    for (let i = o; i < img.data.length; i += 4) {
      if (img.data[i + 3] === 255) {
        outline = [...img.data.subarray(i, i + 4)];
        break;
      }
    }
    const edited = withPixel(img, p.x, p.y, outline);
    const carried = carryEdit(d, img, edited)!;
    expect(carried.finish.ramps.length).toBe(d.finish.ramps.length);
    expect(atRest(carried).data).toEqual(edited.data);
  });

  it("clears an erased pixel from every layer, and puts a pixel outside the figure in a paint layer", () => {
    const d = drawLayered(request(KNIGHT, "south"));
    const p = interiorOf(d, "torso");
    let edited = withPixel(d.sprite.image, p.x, p.y, [0, 0, 0, 0]);
    edited = withPixel(edited, 1, 1, MAGENTA);
    const carried = carryEdit(d, d.sprite.image, edited)!;
    const rest = composeAtRest(carried);
    expect(rest.ink[p.y * d.width + p.x]).toBe(-1);
    const paint = carried.layers.at(-1)!;
    expect(paint.name).toBe("paint");
    expect(paint.role).toBe("paint");
    expect({ x: paint.x, y: paint.y, width: paint.width, height: paint.height }).toEqual({
      x: 1,
      y: 1,
      width: 1,
      height: 1,
    });
    const shown = atRest(carried);
    expect([...shown.data.subarray((1 * d.width + 1) * 4, (1 * d.width + 1) * 4 + 4)]).toEqual(
      MAGENTA,
    );
  });

  it("refuses a picture of another size", () => {
    const d = doc(KNIGHT, "south");
    const other = { width: 10, height: 10, data: new Uint8ClampedArray(400) };
    expect(carryEdit(d, d.sprite.image, other)).toBeNull();
  });
});

describe("layerPictures", () => {
  for (const direction of ["south", "west"] as const) {
    it(`composes back to the flat sprite with its finish on top (facing ${direction})`, () => {
      const base = doc(KNIGHT, direction);
      const p = interiorOf(base, "torso");
      const d = carryEdit(
        base,
        base.sprite.image,
        withPixel(base.sprite.image, p.x, p.y, MAGENTA),
      )!;
      const { layers, finish } = layerPictures(d);
      const out = new Uint8ClampedArray(d.width * d.height * 4);
      for (const { x, y, image } of [...layers, { x: 0, y: 0, image: finish }]) {
        for (let v = 0; v < image.height; v++)
          for (let u = 0; u < image.width; u++) {
            const o = (v * image.width + u) * 4;
            if (image.data[o + 3] === 0) continue;
            out.set(image.data.subarray(o, o + 4), ((y + v) * d.width + x + u) * 4);
          }
      }
      expect(out).toEqual(d.sprite.image.data);
      const torso = layers.find((l) => l.layer.name === "torso")!;
      const at = ((p.y - torso.y) * torso.image.width + (p.x - torso.x)) * 4;
      expect([...torso.image.data.subarray(at, at + 4)]).toEqual(MAGENTA);
    });
  }
});
