/**
 * A button looks pressable, judged on rendered pixels: a light cap standing on a dark base (a
 * flange round its top and sides, a thick side along its bottom), its top edge lit; a wooden
 * one shows grain across its face; it carries words only when the prompt gives them (no "OK"
 * nobody asked for). A panel is the opposite: a light frame round a dark middle.
 */
import { describe, expect, it } from "vitest";
import { isOpaque, lightness, renderPrompt } from "../testing";
import type { RgbaImage } from "../raster";

const N = 64;
const SEEDS = [1, 2, 3];
const buttons = SEEDS.map((seed) => renderPrompt("a wooden button", "ui", N, seed));
const panel = renderPrompt("a wooden panel", "ui", N, 1);
const plain = renderPrompt("a button", "ui", N, 1);

/** The most common lightness (to 2 decimals) down column x between rows y0 and y1. */
function commonLightness(img: RgbaImage, x: number, y0: number, y1: number): number {
  const counts = new Map<number, number>();
  for (let y = y0; y <= y1; y++) {
    const l = Math.round(lightness(img, x, y) * 100) / 100;
    counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Rows down column x between y0 and y1 darker than `than` by more than 0.03. */
const darkerRows = (img: RgbaImage, x: number, y0: number, y1: number, than: number) =>
  Array.from({ length: y1 - y0 + 1 }, (_, i) => lightness(img, x, y0 + i)).filter(
    (l) => l < than - 0.03,
  ).length;

describe("a wooden button", () => {
  it("is a light cap on a dark base: its face is lighter than the edge beside it", () => {
    buttons.forEach((img, i) => {
      const face = commonLightness(img, N >> 2, 10, N - 14);
      // Just inside the outline at a third of the way down: the base's flange.
      expect(lightness(img, 2, Math.round(N / 3)), `seed ${SEEDS[i]}`).toBeLessThan(face - 0.1);
    });
  });

  it("is raised: its top edge is lit, and a dark side runs along its bottom", () => {
    buttons.forEach((img, i) => {
      const x = N >> 2;
      const face = commonLightness(img, x, 10, N - 14);
      const top = Math.max(...[1, 2, 3, 4, 5, 6].map((y) => lightness(img, x, y)));
      expect(top, `seed ${SEEDS[i]}`).toBeGreaterThan(face + 0.05);
      const side = [N - 6, N - 5, N - 4, N - 3].map((y) => lightness(img, x, y));
      expect(Math.max(...side), `seed ${SEEDS[i]}`).toBeLessThan(face - 0.15);
    });
  });

  it("shows wood grain across its face; a plain button's face is flat", () => {
    const grain = (img: RgbaImage) => {
      const x = N >> 2;
      return darkerRows(img, x, 10, N - 14, commonLightness(img, x, 10, N - 14));
    };
    for (const img of buttons) expect(grain(img)).toBeGreaterThanOrEqual(3);
    expect(grain(plain)).toBe(0);
  });

  it("is not the panel: a panel's middle is darker than its frame, the button's face lighter", () => {
    const frame = lightness(panel, 3, N >> 1);
    expect(lightness(panel, N >> 1, N >> 1)).toBeLessThan(frame - 0.1);
    const img = buttons[0]!;
    expect(commonLightness(img, N >> 1, 10, N - 14)).toBeGreaterThan(lightness(img, 2, N >> 1));
  });

  it("with no words asked for, writes none: no light letters on its face", () => {
    buttons.forEach((img, i) => {
      let light = 0;
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++) if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9) light++;
      expect(light, `seed ${SEEDS[i]}`).toBe(0);
    });
  });

  it("writes the words the prompt gives it", () => {
    const img = renderPrompt('a wooden button that says "GO"', "ui", N, 1);
    let light = 0;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9) light++;
    expect(light).toBeGreaterThanOrEqual(10);
  });
});
