/**
 * An import drawn at 3 px an art pixel keeps its blocks when its other facings are invented: a
 * profile's squeezed body and sword, a back's moved hand are whole 3 × 3 blocks on the grid the
 * fixture was painted on (known from how `paintGrid` lays it out, not from the turning code).
 */
import { describe, expect, it } from "vitest";
import {
  brokenBlocks,
  DRAWN_HERO,
  DRAWN_MAGE,
  type DrawnGrid,
  framesOf,
  paintedOrigin,
  paintGrid,
} from "../testing";
import { rotateFacings } from ".";

const FIXTURES: readonly [string, DrawnGrid][] = [
  ["hero with a sword", DRAWN_HERO],
  ["mage", DRAWN_MAGE],
];

describe("invented facings of an import drawn in blocks", () => {
  for (const [name, grid] of FIXTURES) {
    it(`${name}: every facing is whole 3 px blocks`, () => {
      const result = rotateFacings(paintGrid(grid, 64, 3), { seed: 7 });
      const origin = paintedOrigin(grid, 64, 3);
      framesOf(result.strip, 8).forEach((facing, i) => {
        expect(brokenBlocks(facing, origin, 3), result.directions[i]).toBe(0);
      });
    });
  }
});
