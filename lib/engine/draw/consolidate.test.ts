import { describe, expect, it } from "vitest";
import { consolidate } from "./consolidate";

describe("consolidate", () => {
  it("merges the closest colors until within the budget, keeping protected ones", () => {
    const colors = [
      { rgb: [20, 20, 30] as const, pixels: 50, protected: true },
      { rgb: [22, 21, 30] as const, pixels: 500 },
      { rgb: [200, 40, 40] as const, pixels: 100 },
      { rgb: [205, 42, 40] as const, pixels: 10 },
      { rgb: [40, 200, 40] as const, pixels: 80 },
    ];
    const target = consolidate(colors, 3);
    // The near-black merges into the protected outline, not the other way round.
    expect(target[1]).toBe(0);
    expect(target[0]).toBe(0);
    // The smaller red takes the bigger red's value.
    expect(target[3]).toBe(2);
    expect(new Set(target).size).toBe(3);
  });

  it("leaves distinct colors alone when within the budget", () => {
    const colors = [
      { rgb: [0, 0, 0] as const, pixels: 1 },
      { rgb: [255, 255, 255] as const, pixels: 1 },
    ];
    expect(consolidate(colors, 8)).toEqual([0, 1]);
  });
});
