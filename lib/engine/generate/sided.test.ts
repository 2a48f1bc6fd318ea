import { describe, expect, it } from "vitest";
import { flipImage, type RgbaImage } from "../raster";
import { type Direction, readSpritePrompt } from "../prompt";
import { generateSided, generateSprite, type SpriteRequest } from ".";

function request(prompt: string, direction: Direction): SpriteRequest {
  const reading = readSpritePrompt(prompt);
  return {
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed: 11,
  };
}

const same = (a: RgbaImage, b: RgbaImage) =>
  a.width === b.width && a.height === b.height && Buffer.from(a.data).equals(Buffer.from(b.data));

const TWINS = [
  ["east", "west"],
  ["south-east", "south-west"],
  ["north-east", "north-west"],
] as const;

// A rotation draws a symmetric design's E-side facing once and mirrors it for the W side, so
// `symmetric` must only be claimed when the W-side drawing really is the exact mirror.
describe("generateSided", () => {
  it("calls a design symmetric only when each W-side facing is its E-side twin flipped", () => {
    const verdicts = new Map<string, boolean>();
    for (const prompt of [
      "knight with sword and shield",
      "wizard with a staff",
      "villager",
      "grey wolf",
      "red dragon",
      "wooden treasure chest",
      "wooden barrel",
      "wooden cart",
    ]) {
      for (const [east, west] of TWINS) {
        const sided = generateSided(request(prompt, east));
        // The picture itself is generateSprite's.
        expect(same(sided.sprite.image, generateSprite(request(prompt, east)).image)).toBe(true);
        const mirror = same(
          generateSprite(request(prompt, west)).image,
          flipImage(sided.sprite.image),
        );
        if (sided.symmetric) expect(mirror, `${prompt} ${west}`).toBe(true);
        verdicts.set(prompt, sided.symmetric);
      }
    }
    // A knight swaps hands on the W side; a wolf and a chest are mirrors.
    expect(verdicts.get("knight with sword and shield")).toBe(false);
    expect(verdicts.get("grey wolf")).toBe(true);
    expect(verdicts.get("wooden treasure chest")).toBe(true);
  });
});
