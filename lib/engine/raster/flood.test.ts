import { describe, expect, it } from "vitest";
import { borderIndices, floodFill, labelComponents, largestLabel } from "./flood";

/** Cells of rows of "." and "#", row-major, and a membership test for "#". */
function grid(rows: string[]) {
  const width = rows[0]!.length;
  const cells = rows.join("");
  return { width, height: rows.length, filled: (i: number) => cells[i] === "#" };
}

describe("floodFill", () => {
  it("reaches diagonal neighbours only with 8-connectivity", () => {
    const g = grid(["#..", ".#.", "..#"]);
    expect(floodFill(g.width, g.height, [0], g.filled, { connectivity: 4 })).toBe(1);
    expect(floodFill(g.width, g.height, [0], g.filled, { connectivity: 8 })).toBe(3);
  });

  it("never wraps from a row's end to the next row's start", () => {
    const g = grid(["..#", "#.."]);
    expect(floodFill(g.width, g.height, [2], g.filled, { connectivity: 4 })).toBe(1);
    expect(floodFill(g.width, g.height, [2], g.filled, { connectivity: 8 })).toBe(1);
  });

  it("visits each reached cell once, marks it seen, and skips refused or seen seeds", () => {
    const g = grid(["##.", "#..", "..#"]);
    const seen = new Uint8Array(9);
    const visited: number[] = [];
    const count = floodFill(g.width, g.height, [1, 4, 0], g.filled, {
      connectivity: 4,
      seen,
      visit: (i) => visited.push(i),
    });
    expect(count).toBe(3);
    expect([...visited].sort()).toEqual([0, 1, 3]);
    expect([...seen]).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0]);
    // A second fill sharing `seen` cannot enter what the first one took.
    expect(floodFill(g.width, g.height, [0, 8], g.filled, { connectivity: 8, seen })).toBe(1);
  });

  it("floods the background in from the border, leaving enclosed holes", () => {
    const g = grid(["......", ".####.", ".#..#.", ".####.", "......"]);
    const empty = (i: number) => !g.filled(i);
    const seen = new Uint8Array(g.width * g.height);
    floodFill(g.width, g.height, borderIndices(g.width, g.height), empty, {
      connectivity: 4,
      seen,
    });
    const reached = [...seen.keys()].filter((i) => seen[i] === 1).length;
    expect(reached).toBe(30 - 10 - 2);
    expect(seen[2 * 6 + 2]).toBe(0);
    expect(seen[2 * 6 + 3]).toBe(0);
  });
});

describe("labelComponents", () => {
  it("labels components in scan order with their sizes", () => {
    const g = grid(["##..#", "....#", "#....", "#..##"]);
    const { labels, sizes } = labelComponents(g.width, g.height, g.filled, 4);
    expect(sizes).toEqual([2, 2, 2, 2]);
    expect(labels[0]).toBe(1);
    expect(labels[4]).toBe(2);
    expect(labels[10]).toBe(3);
    expect(labels[19]).toBe(4);
    expect(labels[2]).toBe(0);
  });

  it("joins diagonal touches only with 8-connectivity", () => {
    const g = grid(["#...", ".#..", "...#"]);
    expect(labelComponents(g.width, g.height, g.filled, 4).sizes).toEqual([1, 1, 1]);
    expect(labelComponents(g.width, g.height, g.filled, 8).sizes).toEqual([2, 1]);
  });

  it("labels every member cell and sizes add up to the member count", () => {
    const g = grid(["#.#.#", ".###.", "#...#", "##.##"]);
    const { labels, sizes } = labelComponents(g.width, g.height, g.filled, 8);
    const members = [...labels.keys()].filter(g.filled);
    expect(members.every((i) => labels[i]! > 0)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(members.length);
  });

  it("picks the largest component, the first in scan order on a tie, and 0 when empty", () => {
    const g = grid(["#..##", "#....", "....."]);
    const tie = labelComponents(g.width, g.height, g.filled, 4);
    expect(largestLabel(tie)).toBe(1);
    const h = grid(["#..##", "....#"]);
    expect(largestLabel(labelComponents(h.width, h.height, h.filled, 4))).toBe(2);
    expect(largestLabel(labelComponents(3, 3, () => false, 8))).toBe(0);
  });
});
