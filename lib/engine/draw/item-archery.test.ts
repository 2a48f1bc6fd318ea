import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";
import { TARGET_MOUNTS } from "./item-archery";

function item(prompt: string, seed = 1, size = 64) {
  return drawSprite({
    reading: readSpritePrompt(prompt, "item"),
    assetType: "item",
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
}

type Kind = "red" | "gold" | "pale" | "gray" | "clear" | "other";

/** A coarse colour class of one pixel: enough to tell rings, heads and feathers apart. */
function kindAt(image: RgbaImage, x: number, y: number): Kind {
  const o = (y * image.width + x) * 4;
  const [r, g, b, a] = [0, 1, 2, 3].map((i) => image.data[o + i]!) as [
    number,
    number,
    number,
    number,
  ];
  if (a === 0) return "clear";
  if (r > 150 && r - g > 80 && r - b > 80) return "red";
  if (r > 180 && g > 140 && r - b > 70) return "gold";
  if (r > 190 && g > 185 && b > 170) return "pale";
  if (Math.max(r, g, b) - Math.min(r, g, b) < 24 && r > 90) return "gray";
  return "other";
}

/** Runs of opaque pixels along a straight line of `steps` samples from a to b. */
function opaqueRuns(image: RgbaImage, a: [number, number], b: [number, number], steps = 80) {
  let runs = 0;
  let inside = false;
  for (let i = 0; i <= steps; i++) {
    const x = Math.round(a[0] + ((b[0] - a[0]) * i) / steps);
    const y = Math.round(a[1] + ((b[1] - a[1]) * i) / steps);
    const opaque = image.data[(y * image.width + x) * 4 + 3]! > 0;
    if (opaque && !inside) runs++;
    inside = opaque;
  }
  return runs;
}

/** Centroid of the pixels of one colour class. */
function centroid(image: RgbaImage, kind: Kind): { x: number; y: number; n: number } {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (kindAt(image, x, y) === kind) [sx, sy, n] = [sx + x, sy + y, n + 1];
  return { x: sx / Math.max(1, n), y: sy / Math.max(1, n), n };
}

describe("archery items", () => {
  it("the archer's gear is understood: quiver, arrows and target are subjects, not unknown", () => {
    const reading = readSpritePrompt("archer with quiver, arrows and a target");
    expect(reading.unrecognized).toEqual([]);
    expect(reading.details).toEqual(expect.arrayContaining(["quiver", "arrow", "target"]));
    expect(readSpritePrompt("an archery target").subject).toBe("target");
    expect(readSpritePrompt("a lightning bolt").subject).toBe("lightning");
  });

  it("a target's face reads as rings: outward from the centre, gold then alternating colours", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { image, variants } = item("archery target", seed);
      expect(TARGET_MOUNTS).toContain(variants?.mount);
      // The red rings are symmetric about the face's centre; walk right along its row.
      const red = centroid(image, "red");
      expect(red.n).toBeGreaterThan(0);
      const [cx, cy] = [Math.round(red.x), Math.round(red.y)];
      const classes: Kind[] = [];
      for (let x = cx; x < image.width; x++) {
        const k = kindAt(image, x, cy);
        if (k === "clear") break;
        if ((k === "red" || k === "pale" || k === "gold") && classes.at(-1) !== k) classes.push(k);
      }
      expect(classes.slice(0, 5), `seed ${seed}`).toEqual(["gold", "red", "pale", "red", "pale"]);
    }
  });

  it("a target on a stand stands on legs: opaque pixels reach the bottom at separate feet", () => {
    const seed = [1, 2, 3, 4, 5, 6].find((s) => item("target", s).variants?.mount === "stand");
    expect(seed).toBeDefined();
    const { image } = item("target", seed!);
    const bottom = image.height - 1 - 4;
    expect(opaqueRuns(image, [0, bottom], [image.width - 1, bottom], 200)).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("an arrow has its metal head at the top right and its red fletching at the bottom left", () => {
    const { image } = item("an arrow");
    const head = centroid(image, "gray");
    const feathers = centroid(image, "red");
    expect(head.n).toBeGreaterThan(3);
    expect(feathers.n).toBeGreaterThan(3);
    expect(head.x).toBeGreaterThan(feathers.x + 20);
    expect(head.y).toBeLessThan(feathers.y - 20);
  });

  it("'arrows' draws a bundle: a line across the shafts crosses three of them, one for 'arrow'", () => {
    // The line runs across the diagonal shafts between the tie and the heads.
    const across = (img: RgbaImage) => opaqueRuns(img, [28, 18], [46, 36]);
    expect(across(item("arrows").image)).toBe(3);
    expect(across(item("an arrow").image)).toBe(1);
  });

  it("a quiver shows its arrows' pale fletching above the leather tube, and no red tips", () => {
    // Red tips on a brown tube read as a torch's flame.
    for (const seed of [1, 2]) {
      const { image } = item("quiver", seed);
      const feathers = centroid(image, "pale");
      const body = centroid(image, "other");
      expect(feathers.n).toBeGreaterThan(6);
      expect(feathers.y).toBeLessThan(body.y - 10);
      expect(centroid(image, "red").n).toBe(0);
    }
  });
});
