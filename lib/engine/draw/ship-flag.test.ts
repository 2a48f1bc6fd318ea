import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";
import { JOLLY_ROGER } from "./ship-flag";
import { PIRATE_SAILS } from "./vehicle-craft";

function ship(prompt: string, seed: number, size = 64) {
  return drawSprite({
    reading: readSpritePrompt(prompt, "vehicle"),
    assetType: "vehicle",
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
}

const lightness = (image: RgbaImage, x: number, y: number): number => {
  const o = (y * image.width + x) * 4;
  if (image.data[o + 3] === 0) return -1;
  return (image.data[o]! + image.data[o + 1]! + image.data[o + 2]!) / 3;
};

/** True when the bitmap appears somewhere: its `#` pixels light, its `.` pixels dark and opaque. */
function showsEmblem(image: RgbaImage, rows: readonly string[]): boolean {
  for (let y = 0; y + rows.length <= image.height; y++) {
    for (let x = 0; x + rows[0]!.length <= image.width; x++) {
      const match = rows.every((row, dy) =>
        [...row].every((c, dx) => {
          const l = lightness(image, x + dx, y + dy);
          return c === "#" ? l > 180 : l >= 0 && l < 90;
        }),
      );
      if (match) return true;
    }
  }
  return false;
}

/** Opaque pixels light and near-neutral: the canvas of ordinary sails. */
function paleCount(image: RgbaImage): number {
  let n = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (
      image.data[i + 3]! > 0 &&
      Math.min(r, g, b) > 150 &&
      Math.max(r, g, b) - Math.min(r, g, b) < 40
    )
      n++;
  }
  return n;
}

describe("pirate ship", () => {
  it("'pirate ship' is read as a ship, and a pirate with a ship is still a pirate", () => {
    const reading = readSpritePrompt("a pirate ship");
    expect([reading.assetType, reading.subject, reading.unrecognized]).toEqual([
      "vehicle",
      "ship",
      [],
    ]);
    expect(readSpritePrompt("a pirate with a ship").subject).toBe("pirate");
    expect(ship("a pirate ship", 1).plan).toBe("pirate ship");
    expect(ship("a ship", 1).plan).toBe("ship");
  });

  it("flies the skull and bones: 5×5 at 64 px, 3×3 at 32 px; a plain ship does not", () => {
    for (let seed = 1; seed <= 4; seed++) {
      expect(showsEmblem(ship("a pirate ship", seed).image, JOLLY_ROGER.large), `${seed}`).toBe(
        true,
      );
      expect(showsEmblem(ship("a pirate ship", seed, 32).image, JOLLY_ROGER.small), `${seed}`).toBe(
        true,
      );
      expect(showsEmblem(ship("a ship", seed).image, JOLLY_ROGER.large)).toBe(false);
      expect(showsEmblem(ship("a ship", seed, 32).image, JOLLY_ROGER.small)).toBe(false);
    }
  });

  it("sails are dark, black or dark red by the seed, where a plain ship's are pale canvas", () => {
    const sails = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const pirate = ship("a pirate ship", seed);
      sails.add(pirate.variants?.sails ?? "");
      expect(paleCount(pirate.image), `${seed}`).toBeLessThan(
        paleCount(ship("a ship", seed).image) / 5,
      );
    }
    expect([...sails].sort()).toEqual([...PIRATE_SAILS].sort());
  });

  it("sails take a colour named for them; the hull keeps its own wood", () => {
    /** Opaque pixels clearly red (sails) and brown-orange wood (hull), counted. */
    const tally = (image: RgbaImage) => {
      let [red, wood] = [0, 0];
      for (let i = 0; i < image.data.length; i += 4) {
        const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
        if (image.data[i + 3] === 0) continue;
        if (r > 150 && r - g > 70 && r - b > 70) red++;
        else if (r > g && g > b && r - b > 40 && r < 190) wood++;
      }
      return { red, wood };
    };
    const plain = tally(ship("a ship", 1).image);
    const redSails = tally(ship("a ship with red sails", 1).image);
    expect(redSails.red).toBeGreaterThan(plain.red + 100);
    expect(redSails.wood).toBeGreaterThan(plain.wood * 0.7);
    const black = ship("a pirate ship with black sails", 2);
    expect(black.variants?.sails).toBeUndefined();
    expect(paleCount(black.image)).toBeLessThan(paleCount(ship("a ship", 2).image) / 5);
  });
});
