/**
 * A cheer holds what the hand holds aloft: judged on the rendered still, with the parts taken
 * from the drawer's own layers at rest (the held item's colours, the head's box), never from
 * the pose code.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const PROMPT = "a knight with a sword and shield";
const recipe = {
  prompt: PROMPT,
  assetType: "character",
  width: SIZE,
  height: SIZE,
  facing: "south",
  camera: "none",
  seed: 7,
} as const;
const doc = generateLayered({
  reading: readSpritePrompt(PROMPT, "character"),
  assetType: "character",
  width: SIZE,
  height: SIZE,
  direction: "south",
  camera: "none",
  seed: 7,
});
const source = doc.sprite.image;
const made = task.restyleRedraw({
  source,
  redraw: recipe,
  traits: [],
  held: null,
  pose: "cheers with arms raised",
  partColors: null,
});

const key = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;

/** Colours the sword shows at rest that nothing else in the drawing shows. */
function swordOnlyColours(): Set<number> {
  const rest = composeAtRest(doc);
  const item = doc.layers.findIndex((l) => l.role === "item");
  const inItem = new Set<number>();
  const elsewhere = new Set<number>();
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!source.data[i * 4 + 3]) continue;
    (rest.top[i] === item ? inItem : elsewhere).add(key(source, i));
  }
  return new Set([...inItem].filter((c) => !elsewhere.has(c)));
}

describe("a knight cheering", () => {
  it("holds his sword up: the hilt is raised and the blade rises from it", () => {
    const image = made.image!;
    expect(image).not.toBeNull();
    // The hilt: the colours only the sword shows (its gold guard and grip).
    const only = swordOnlyColours();
    const hilt: [number, number][] = [];
    for (let i = 0; i < SIZE * SIZE; i++)
      if (image.data[i * 4 + 3] && only.has(key(image, i))) hilt.push([i % SIZE, (i / SIZE) | 0]);
    expect(hilt.length).toBeGreaterThan(0);
    const hiltTop = Math.min(...hilt.map(([, y]) => y));
    const hiltX = Math.round(hilt.reduce((s, [x]) => s + x, 0) / hilt.length);
    // Raised: the hilt is above the head's middle as drawn at rest.
    const head = doc.layers.find((l) => l.role === "head")!;
    expect(hiltTop).toBeLessThan(head.y + head.height / 2);
    // Pointing up, not level: seen from the front the sword hand is on the viewer's left, and
    // left of the hilt the blade rises a third of the sword's length above it (the sword's
    // length: its layer's height at rest, where it stands nearly upright). Held level at eye
    // height, nothing there rises above the hilt.
    const blade = doc.layers.find((l) => l.role === "item")!.height;
    let top = hiltTop;
    for (let y = hiltTop - 1; y >= 0; y--)
      for (let x = Math.max(0, hiltX - blade); x <= hiltX - 2; x++)
        if (image.data[(y * SIZE + x) * 4 + 3]) top = y;
    expect(hiltTop - top).toBeGreaterThanOrEqual(blade / 3);
  });

  it("keeps his feet on the ground his drawing stands on", () => {
    const bottom = (img: RgbaImage) => {
      for (let y = SIZE - 1; y >= 0; y--)
        for (let x = 0; x < SIZE; x++) if (img.data[(y * SIZE + x) * 4 + 3]) return y;
      return -1;
    };
    expect(bottom(made.image!)).toBe(bottom(source));
  });
});
