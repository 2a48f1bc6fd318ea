import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import { drawSprite } from ".";

function character(prompt: string, seed: number) {
  return drawSprite({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: 64,
    height: 64,
    direction: "south",
    camera: "none",
    seed,
  });
}

/**
 * What the carrying hand holds up (the character's right hand, on screen left facing the
 * viewer): how far above the head its column stays unbroken, as a share of the figure's height,
 * and the widest run of pixels above the head on the far side of that column (the cloth).
 */
function heldUp(prompt: string, seed: number) {
  const { image, anchors } = character(prompt, seed);
  const head = anchors.head!;
  const hand = anchors.handRight!;
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < image.width && y < image.height
      ? image.data[(y * image.width + x) * 4 + 3]! > 0
      : false;
  let top = image.height;
  let bottom = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (opaque(x, y)) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
  const height = bottom - top + 1;
  let reach = hand.y;
  while (reach > 0 && [-1, 0, 1].some((dx) => opaque(hand.x + dx, reach - 1))) reach--;
  let cloth = 0;
  for (let y = top; y < head.y; y++) {
    let run = 0;
    for (let x = hand.x - 2; x >= 0; x--) {
      run = opaque(x, y) ? run + 1 : 0;
      cloth = Math.max(cloth, run);
    }
  }
  return { above: (head.y - reach) / height, cloth };
}

describe("a character holding a banner", () => {
  it.each(["a knight with a banner", "a villager with a banner", "a soldier with a flag"])(
    "%s: a pole held up well above the head, its cloth flying beside it",
    (prompt) => {
      for (let seed = 1; seed <= 4; seed++) {
        const { above, cloth } = heldUp(prompt, seed);
        expect(above, `seed ${seed}`).toBeGreaterThanOrEqual(0.25);
        expect(cloth, `seed ${seed}`).toBeGreaterThanOrEqual(6);
      }
    },
  );

  it("without a banner, nothing of the kind", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { above, cloth } = heldUp("a knight", seed);
      expect(above, `seed ${seed}`).toBeLessThan(0.1);
      expect(cloth, `seed ${seed}`).toBeLessThan(3);
    }
  });
});
