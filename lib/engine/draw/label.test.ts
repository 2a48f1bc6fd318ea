import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import { readLabel, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";
import { FONT_3X5, FONT_5X7, glyphOf, type PixelFont, textWidth } from "./pixel-font";

function ui(prompt: string, width: number, height: number, seed = 1): RgbaImage {
  const reading = readSpritePrompt(prompt, "ui");
  return drawSprite({
    reading,
    assetType: "ui",
    width,
    height,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

const colorAt = (image: RgbaImage, x: number, y: number): number => {
  const o = (y * image.width + x) * 4;
  const d = image.data;
  return d[o + 3] === 0 ? -1 : (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
};

/**
 * The color `text` is written in, in `font`, somewhere in the image: every ink pixel of every
 * glyph that one color, and every blank pixel of the glyph cells some other color. Null when
 * the text is not there.
 */
function textInk(image: RgbaImage, font: PixelFont, text: string): number | null {
  const w = textWidth(font, text);
  for (let y = 0; y + font.height <= image.height; y++) {
    for (let x = 0; x + w <= image.width; x++) {
      const first = glyphOf(font, text[0]!);
      // The first glyph's first ink pixel gives the text's color.
      const fy = first.findIndex((row) => row.includes("#"));
      const ink = colorAt(image, x + first[fy]!.indexOf("#"), y + fy);
      if (ink < 0) continue;
      let ok = true;
      [...text].forEach((char, n) => {
        glyphOf(font, char).forEach((row, dy) => {
          for (let dx = 0; dx < row.length && ok; dx++) {
            const c = colorAt(image, x + n * (font.width + font.gap) + dx, y + dy);
            if ((row[dx] === "#") !== (c === ink)) ok = false;
          }
        });
      });
      if (ok) return ink;
    }
  }
  return null;
}

const findText = (image: RgbaImage, font: PixelFont, text: string) =>
  textInk(image, font, text) !== null;

/** OKLab lightness of a packed 0xRRGGBB color. */
const lightness = (rgb: number) => rgbToOklab([(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]).L;

/** The color covering most of the image: a button's face. */
function commonest(image: RgbaImage): number {
  const counts = new Map<number, number>();
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const c = colorAt(image, x, y);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe("labels", () => {
  it("reads quoted and named labels", () => {
    expect(readLabel("a stone button labelled START")).toBe("START");
    expect(readLabel('a wooden panel with the text "game over"')).toBe("GAME OVER");
    expect(readLabel("a sign reading INN")).toBe("INN");
    expect(readLabel("a knight's shield")).toBeNull();
    expect(readLabel("a stone button")).toBeNull();
  });

  it("every glyph of both fonts has the font's size", () => {
    for (const font of [FONT_3X5, FONT_5X7]) {
      for (const [char, rows] of Object.entries(font.glyphs)) {
        expect(rows.length, char).toBe(font.height);
        for (const row of rows) expect(row.length, char).toBe(font.width);
      }
    }
  });

  it("a labelled button shows its letters in the 5×7 font when there is room", () => {
    for (const seed of [1, 2, 3]) {
      const image = ui("a stone button labelled START", 64, 24, seed);
      expect(findText(image, FONT_5X7, "START"), `seed ${seed}`).toBe(true);
    }
  });

  it.each([
    "a stone button labelled START",
    "a blue button labelled PLAY",
    'a red button "QUIT"',
    "a dark green button labelled GO",
  ])("a label on a mid or dark face stands well clear of it in lightness: %s", (prompt) => {
    for (const seed of [1, 2]) {
      const image = ui(prompt, 64, 64, seed);
      const label = readLabel(prompt)!;
      const ink = textInk(image, FONT_5X7, label);
      expect(ink, `seed ${seed}`).not.toBeNull();
      expect(lightness(ink!) - lightness(commonest(image)), `seed ${seed}`).toBeGreaterThanOrEqual(
        0.3,
      );
    }
  });

  it("a small labelled button falls back to the 3×5 font", () => {
    const image = ui("a stone button labelled START", 32, 16);
    expect(findText(image, FONT_3X5, "START")).toBe(true);
    expect(findText(image, FONT_5X7, "START")).toBe(false);
  });

  it("a quoted label on a panel is written", () => {
    const image = ui('a wooden panel "HP 10"', 64, 48);
    expect(findText(image, FONT_5X7, "HP 10")).toBe(true);
  });

  it("a button without a label has no text", () => {
    const image = ui("a stone button", 64, 24);
    expect(findText(image, FONT_5X7, "START")).toBe(false);
  });
});
