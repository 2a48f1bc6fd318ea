/**
 * A four-legged beast's legs in profile, judged on the drawn pixels: which pixels are which leg
 * comes from the layers the drawer kept (the leg above the knee, the shin below it).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import { drawLayered, type LayeredSprite } from ".";

function profile(prompt: string): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "east",
    camera: "none",
    seed: 7,
  });
}

/** The canvas pixels a layer paints that no layer in front of it covers, as [x, y]. */
function visible(d: LayeredSprite, name: string): [number, number][] {
  const index = d.layers.findIndex((l) => l.name === name && l.width > 0);
  if (index < 0) throw new Error(`no layer ${name}`);
  const covered = new Set<number>();
  for (const l of d.layers.slice(index + 1)) {
    l.ink.forEach((ink, i) => {
      if (ink >= 0) covered.add((l.y + Math.floor(i / l.width)) * d.width + l.x + (i % l.width));
    });
  }
  const l = d.layers[index]!;
  const out: [number, number][] = [];
  l.ink.forEach((ink, i) => {
    const x = l.x + (i % l.width);
    const y = l.y + Math.floor(i / l.width);
    if (ink >= 0 && !covered.has(y * d.width + x)) out.push([x, y]);
  });
  return out;
}

/** Every pixel a layer paints, covered or not, by row: [left, right] of each row. */
function rows(d: LayeredSprite, name: string): Map<number, [number, number]> {
  const l = d.layers.find((x) => x.name === name && x.width > 0);
  if (!l) throw new Error(`no layer ${name}`);
  const out = new Map<number, [number, number]>();
  l.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = l.x + (i % l.width);
    const y = l.y + Math.floor(i / l.width);
    const [a, b] = out.get(y) ?? [x, x];
    out.set(y, [Math.min(a, x), Math.max(b, x)]);
  });
  return out;
}

/** The lightest tone among these pixels (a leg's lit fill, past its outline and shade). */
function lightest(d: LayeredSprite, px: readonly [number, number][]): number {
  const { data, width } = d.sprite.image;
  let most = 0;
  for (const [x, y] of px) {
    const i = (y * width + x) * 4;
    most = Math.max(most, data[i]! * 0.3 + data[i + 1]! * 0.59 + data[i + 2]! * 0.11);
  }
  return most;
}

describe("a beast's legs in profile", () => {
  let wolf: LayeredSprite;
  beforeAll(() => {
    wolf = profile("grey wolf");
  });

  it("draws the far pair a shade darker than the near pair", () => {
    for (const end of ["fore", "hind"]) {
      const near = lightest(wolf, visible(wolf, `leg.${end}.near`));
      const far = lightest(wolf, visible(wolf, `leg.${end}.far`));
      expect(near - far, end).toBeGreaterThanOrEqual(12);
    }
  });

  it("a hind leg is a wide thigh, a hock behind the paw, a slim shin and a forward paw", () => {
    const thigh = rows(wolf, "leg.hind.near");
    const shin = rows(wolf, "shin.hind.near");
    const width = ([a, b]: [number, number]) => b - a + 1;
    const shinRows = [...shin.keys()].sort((a, b) => a - b);
    const paw = shin.get(shinRows[shinRows.length - 1]!)!;
    const hock = shin.get(shinRows[0]!)!;
    // The narrowest row of the shin above the paw (the paw's own rows are its bottom two).
    const slimmest = Math.min(...shinRows.slice(0, -2).map((y) => width(shin.get(y)!)));
    expect(Math.max(...[...thigh.values()].map(width))).toBeGreaterThanOrEqual(2 * slimmest);
    // The hock stands behind the paw (the beast faces right), the paw reaching forward of it.
    expect((paw[0] + paw[1]) / 2 - (hock[0] + hock[1]) / 2).toBeGreaterThanOrEqual(1);
    expect(width(paw)).toBeGreaterThan(slimmest);
  });
});
