/**
 * The still of a cheer ("cheers with arms raised") raises the arms beside the head, not level at
 * the shoulders (a T-pose), and carries a shield upright. Judged on the pixels, with the head and
 * the shield found from the drawer's own layers of the drawing at rest.
 */
import { describe, expect, it } from "vitest";
import { generateLayered } from "../generate";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import type { LayeredSprite } from "../draw";
import { poseLayered } from "./rig";

const SIZE = 64;

function drawn(prompt: string): LayeredSprite {
  return generateLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "south",
    camera: "none",
    seed: 7,
  });
}

const knight = drawn("a knight with a sword and shield");
const elf = drawn("an elf archer with a bow");
const cheered = new Map(
  [knight, elf].map((doc) => [doc, poseLayered(doc, "cheers with arms raised")] as const),
);

const opaque = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]! > 0;

/** The box of a layer's drawn pixels, in the frame. */
function boxOf(doc: LayeredSprite, role: string) {
  const layer = doc.layers.find((l) => l.role === role && l.width > 0)!;
  return {
    left: layer.x,
    top: layer.y,
    right: layer.x + layer.width - 1,
    bottom: layer.y + layer.height - 1,
  };
}

describe("a cheer's still", () => {
  for (const [name, doc] of [
    ["knight", knight],
    ["elf", elf],
  ] as const) {
    it(`raises both of the ${name}'s arms beside the head, not out at the shoulders`, () => {
      const still = cheered.get(doc)!;
      expect(still).not.toBeNull();
      if (!still) return;
      const rest = doc.sprite.image;
      const head = boxOf(doc, "head");
      // Pixels the pose added (empty at rest) on each side of the head, no lower than its
      // lowest row (a T-pose's arms stand out below the chin, at the shoulders).
      const beside = (side: "left" | "right") => {
        let n = 0;
        for (let y = 0; y <= head.bottom; y++) {
          for (let x = 0; x < SIZE; x++) {
            if (side === "left" ? x >= head.left : x <= head.right) continue;
            if (opaque(still, x, y) && !opaque(rest, x, y)) n++;
          }
        }
        return n;
      };
      expect(beside("left")).toBeGreaterThan(3);
      expect(beside("right")).toBeGreaterThan(3);
      // Sideways, the figure is hardly wider than at rest: the arms went up, not out.
      const width = (img: RgbaImage) => {
        const xs: number[] = [];
        for (let y = head.bottom + 1; y < SIZE; y++)
          for (let x = 0; x < SIZE; x++) if (opaque(img, x, y)) xs.push(x);
        return Math.max(...xs) - Math.min(...xs) + 1;
      };
      expect(width(still)).toBeLessThanOrEqual(width(rest) + 4);
    });
  }

  it("carries the knight's shield upright: its drawing whole, only moved", () => {
    const still = cheered.get(knight)!;
    const rest = knight.sprite.image;
    const box = boxOf(knight, "shield");
    const shieldLayer = knight.layers.find((l) => l.role === "shield")!;
    const cells: [number, number][] = [];
    for (let i = 0; i < shieldLayer.ink.length; i++) {
      if (shieldLayer.ink[i]! < 0) continue;
      cells.push([box.left + (i % shieldLayer.width), box.top + Math.floor(i / shieldLayer.width)]);
    }
    // Its inner pixels (the face of the shield, its cross), not the outline the frame redraws.
    const inner = cells.filter(([x, y]) =>
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].every(([dx, dy]) => cells.some(([cx, cy]) => cx === x + dx! && cy === y + dy!)),
    );
    const same = (dx: number, dy: number) =>
      inner.filter(([x, y]) => {
        const tx = x + dx;
        const ty = y + dy;
        if (tx < 0 || ty < 0 || tx >= SIZE || ty >= SIZE) return false;
        const a = (y * SIZE + x) * 4;
        const b = (ty * SIZE + tx) * 4;
        return [0, 1, 2, 3].every((c) => rest.data[a + c] === still.data[b + c]);
      }).length;
    let best = 0;
    for (let dy = -SIZE / 2; dy <= SIZE / 2; dy++)
      for (let dx = -SIZE / 2; dx <= SIZE / 2; dx++) best = Math.max(best, same(dx, dy));
    // It moved (raised with the arm) and most of its face is found, unturned, somewhere.
    expect(same(0, 0)).toBeLessThan(inner.length * 0.5);
    expect(best).toBeGreaterThan(inner.length * 0.8);
  });
});
