/**
 * Faces and outlines of an import's invented facings, judged on the rendered strip against how
 * the fixtures were drawn (the grids of `drawn-imports`, painted 2 px an art pixel): the hero and
 * the mage are outlined all round, so every facing's silhouette edge is outline; and their eyes
 * (outline-coloured pixels with face above and below, as drawn across the face) show which way
 * each facing looks: in profile one eye, hair or hat behind it and face before it; the SW
 * diagonal looks further left than the SE one. The hero's two boots show in every facing.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import {
  DRAWN_HERO,
  DRAWN_MAGE,
  type DrawnGrid,
  framesOf,
  IMPORT_SCALE as S,
  IMPORT_SIZE,
  letterAt,
  paintGrid,
} from "../testing";
import { rotateFacings } from ".";

const FACINGS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;
type Facing = (typeof FACINGS)[number];

function turned(grid: DrawnGrid): Record<Facing, RgbaImage> {
  const { strip } = rotateFacings(paintGrid(grid, IMPORT_SIZE, S), { seed: 7 });
  const frames = framesOf(strip, 8);
  return Object.fromEntries(FACINGS.map((f, i) => [f, frames[i]!])) as Record<Facing, RgbaImage>;
}

const HERO = turned(DRAWN_HERO);
const MAGE = turned(DRAWN_MAGE);

/** The legend letter at (x, y), "." when clear or off the frame. */
const at = (grid: DrawnGrid, f: RgbaImage, x: number, y: number) =>
  x < 0 || y < 0 || x >= f.width || y >= f.height ? "." : letterAt(grid, f, x, y) || ".";

/**
 * Eye pixels: the outline's colour with skin a drawn pixel to one side and face (opaque, not
 * outline) a drawn pixel above and below.
 */
function eyes(grid: DrawnGrid, f: RgbaImage): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < f.height; y++)
    for (let x = 0; x < f.width; x++) {
      if (at(grid, f, x, y) !== "k") continue;
      const [up, down] = [at(grid, f, x, y - S), at(grid, f, x, y + S)];
      const skinBeside = at(grid, f, x - S, y) === "s" || at(grid, f, x + S, y) === "s";
      if (skinBeside && up !== "." && up !== "k" && down !== "." && down !== "k") out.push([x, y]);
    }
  return out;
}

describe("an import's invented facings", () => {
  it.each([
    ["hero", DRAWN_HERO, HERO],
    ["mage", DRAWN_MAGE, MAGE],
  ] as const)("%s: the silhouette's edge is outline in every facing", (_, grid, frames) => {
    for (const facing of FACINGS) {
      const f = frames[facing];
      const bare: string[] = [];
      for (let y = 0; y < f.height; y++)
        for (let x = 0; x < f.width; x++) {
          const here = at(grid, f, x, y);
          if (here === "." || here === "k") continue;
          const edge = [at(grid, f, x - 1, y), at(grid, f, x + 1, y), at(grid, f, x, y - 1)];
          if ([...edge, at(grid, f, x, y + 1)].includes(".")) bare.push(`${x},${y}:${here}`);
        }
      expect(bare, facing).toEqual([]);
    }
  });

  it.each([
    ["hero", "h", DRAWN_HERO, HERO],
    ["mage", "r", DRAWN_MAGE, MAGE],
  ] as const)(
    "%s in profile: one eye, with %s behind it and skin before it",
    (_, back, grid, frames) => {
      for (const [facing, ahead] of [
        ["e", S],
        ["w", -S],
      ] as const) {
        const f = frames[facing];
        const found = eyes(grid, f);
        // One drawn pixel: S × S screen pixels.
        expect(found.length, facing).toBe(S * S);
        for (const [x, y] of found) {
          expect(at(grid, f, x + ahead, y), `${facing} before the eye`).toBe("s");
          expect(at(grid, f, x - ahead, y), `${facing} behind the eye`).toBe(back);
        }
      }
    },
  );

  it("hero: both boots (the only pixels of the boot colour) show in every facing", () => {
    for (const facing of FACINGS) {
      const f = HERO[facing];
      let columns = "";
      for (let x = 0; x < f.width; x++) {
        let boot = false;
        for (let y = 0; y < f.height && !boot; y++) boot = at(DRAWN_HERO, f, x, y) === "l";
        columns += boot ? "l" : ".";
      }
      expect(columns.split(/\.+/).filter(Boolean).length, facing).toBe(2);
    }
  });

  it("mage: the SW diagonal's eyes sit further left on the face than the SE one's", () => {
    const offset = (facing: Facing) => {
      const f = MAGE[facing];
      const found = eyes(DRAWN_MAGE, f);
      expect(found.length, facing).toBeGreaterThan(0);
      const y = found[0]![1];
      // The middle of the head's run of opaque pixels on the eyes' row.
      let [left, right] = [found[0]![0], found[0]![0]];
      while (at(DRAWN_MAGE, f, left - 1, y) !== ".") left--;
      while (at(DRAWN_MAGE, f, right + 1, y) !== ".") right++;
      const row = found.filter((e) => e[1] === y).map((e) => e[0]);
      return row.reduce((a, b) => a + b, 0) / row.length - (left + right) / 2;
    };
    expect(offset("sw")).toBeLessThan(offset("se"));
  });
});
