/**
 * A bow cut from the pixels of a few-pixel import (the hand-drawn mage), judged on the rendered
 * frames by its own colours: the upper body tips toward the viewer (the hat comes down well
 * past where a nod takes it and the face hides wholly under the brim), the hat and robe keep a
 * closed outline as they are foreshortened (and a shape with no row to spare is outlined again
 * where a lost row opened it), the feet stand, and a slow bow plays slower.
 */
import { describe, expect, it } from "vitest";
import { createPixels, type RgbaImage } from "../raster";
import { drawnMage, framesOf, MAGE_COLORS } from "../testing";
import { animateSprite } from ".";
import { shortenedPixels } from "./shorten-part";

function made(sentence: string) {
  const r = animateSprite(drawnMage(), {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return { fps: r.fps, frames: framesOf(r.strip, 8) };
}

const colourAt = (img: RgbaImage, x: number, y: number) => {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return "-";
  const o = (y * img.width + x) * 4;
  return img.data[o + 3] === 0 ? "-" : `${img.data[o]},${img.data[o + 1]},${img.data[o + 2]}`;
};

function rowsOf(img: RgbaImage) {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (colourAt(img, x, y) !== "-") {
        if (top < 0) top = y;
        bottom = y;
      }
  return { top, bottom };
}

const count = (img: RgbaImage, colour: string) => {
  let n = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (colourAt(img, x, y) === colour) n++;
  return n;
};

describe("a few-pixel import bows by tipping its upper body toward the viewer", () => {
  const bow = made("bows");
  const nod = made("nods");
  const rest = bow.frames[0]!;
  const block = 3;

  it("the hat comes down two rows past the nod's deepest dip, and the feet stand", () => {
    const bowTop = Math.max(...bow.frames.map((f) => rowsOf(f).top));
    const nodTop = Math.max(...nod.frames.map((f) => rowsOf(f).top));
    expect(bowTop - nodTop).toBeGreaterThanOrEqual(2 * block);
    for (const f of bow.frames) expect(rowsOf(f).bottom).toBe(rowsOf(rest).bottom);
  });

  it("the face hides wholly under the brim at the bottom of the bow, never in a nod", () => {
    const skin = MAGE_COLORS.s!.join(",");
    // What skin is left is the hands: at most a third of the face and hands at rest.
    const fewest = (frames: RgbaImage[]) => Math.min(...frames.map((f) => count(f, skin)));
    expect(fewest(bow.frames)).toBeLessThanOrEqual(count(rest, skin) / 3);
    expect(fewest(nod.frames)).toBeGreaterThan(count(rest, skin) / 3);
  });

  it("the hat and the robe keep a closed outline: no red pixel touches the air", () => {
    const red = MAGE_COLORS.r!.join(",");
    for (const f of bow.frames)
      for (let y = 0; y < f.height; y++)
        for (let x = 0; x < f.width; x++) {
          if (colourAt(f, x, y) !== red) continue;
          const air = [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ].some(([dx, dy]) => colourAt(f, x + dx!, y + dy!) === "-");
          expect(air, `red pixel open to the air at ${x},${y}`).toBe(false);
        }
  });

  it("'bows slowly' plays slower than 'bows'", () => {
    expect(made("bows slowly").fps).toBeLessThan(bow.fps);
  });
});

describe("a part foreshortened by whole rows keeps its outline", () => {
  it("a row's fill opened to the air by the loss takes the outline colour", () => {
    // A small cone: k the outline, r the fill; no row of its upper half goes without opening
    // fill to the air above it.
    const grid = ["..k..", ".krk.", "krrrk", "krrrk", "kkkkk"];
    const pixels = createPixels(5, grid.length);
    grid.forEach((row, y) => {
      [...row].forEach((ch, x) => {
        pixels.data[y * 5 + x] = ch === "k" ? 1 : ch === "r" ? 2 : 0;
      });
    });
    const out = shortenedPixels(pixels, 1, 1);
    expect(out.height).toBe(grid.length - 1);
    // Its bottom row is the part's own bottom row, as drawn.
    expect([...out.data.subarray((out.height - 1) * 5)]).toEqual([1, 1, 1, 1, 1]);
    for (let y = 0; y < out.height; y++)
      for (let x = 0; x < 5; x++) {
        if (out.data[y * 5 + x] !== 2) continue;
        const open = [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ].some(([dx, dy]) => {
          const nx = x + dx!;
          const ny = y + dy!;
          return nx < 0 || ny < 0 || nx >= 5 || ny >= out.height || out.data[ny * 5 + nx] === 0;
        });
        expect(open, `fill open to the air at ${x},${y}`).toBe(false);
      }
  });
});
