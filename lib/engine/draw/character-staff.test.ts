/**
 * A staff held in profile: upright in either hand (facing W it is in the far hand, and must not
 * lean 45° through the body), and facing E it stands beside the face instead of over it.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest, drawLayered, type LayeredSprite } from ".";
import { readSpritePrompt } from "../prompt";

const WIZARD = "old wizard with a staff";

function doc(direction: "east" | "west", seed = 7): LayeredSprite {
  const reading = readSpritePrompt(WIZARD);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed,
  });
}

/** Screen pixels [x, y] of a layer. */
function layerPixels(d: LayeredSprite, name: string): [number, number][] {
  const layer = d.layers.find((l) => l.name === name);
  expect(layer, name).toBeDefined();
  const out: [number, number][] = [];
  for (let y = 0; y < layer!.height; y++) {
    for (let x = 0; x < layer!.width; x++) {
      if (layer!.ink[y * layer!.width + x]! < 0) continue;
      const cx = layer!.x + x;
      out.push([d.mirrored ? d.width - 1 - cx : cx, layer!.y + y]);
    }
  }
  return out;
}

/** How far the shaft moves sideways per pixel up: a least-squares fit of x against y. */
function lean(px: readonly [number, number][]): number {
  const n = px.length;
  const my = px.reduce((s, p) => s + p[1], 0) / n;
  const mx = px.reduce((s, p) => s + p[0], 0) / n;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of px) {
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  return -sxy / syy;
}

describe("a wizard's staff in profile", () => {
  for (const seed of [7, 3, 11]) {
    it(`stands upright facing W, the mirror of its pose facing E (seed ${seed})`, () => {
      const east = lean(layerPixels(doc("east", seed), "item"));
      const west = lean(layerPixels(doc("west", seed), "item"));
      // Upright: well under 45° (a lean of 1 pixel sideways per pixel up).
      expect(Math.abs(east), "east").toBeLessThan(0.35);
      expect(Math.abs(west), "west").toBeLessThan(0.35);
      // Facing E it leans (if at all) toward the right, facing W toward the left, as far.
      expect(Math.abs(east + west), `${east} vs ${west}`).toBeLessThan(0.12);
    });

    it(`never covers the face facing E (seed ${seed})`, () => {
      const d = doc("east", seed);
      const rest = composeAtRest(d);
      const item = d.layers.findIndex((l) => l.name === "item");
      const head = new Set(layerPixels(d, "head").map(([x, y]) => y * d.width + x));
      expect(head.size).toBeGreaterThan(20);
      const over = [...head].filter((p) => rest.top[p] === item);
      expect(over, "head pixels the staff is drawn over").toEqual([]);
    });
  }
});
