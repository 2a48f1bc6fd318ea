/**
 * Four-legged animals built for their species, judged on rendered pixels: a turtle's shell sits
 * low on short legs (long ones stand it up like a table); a giraffe's legs end in dark hooves and
 * are thinner at the foot than at the body (straight bars read as planks).
 */
import { describe, expect, it } from "vitest";
import { isOpaque, lightness, opaquePieces, renderPrompt, rowRuns } from "../../testing";

const N = 64;

describe("four-legged animals are built for their species", () => {
  it("a turtle's shell sits low: the legs below it are a short band", () => {
    const img = renderPrompt("a turtle", "creature", N);
    const body = opaquePieces(img)[0]!;
    // Rows up from the bottom where the legs stand apart (two or more runs).
    let legRows = 0;
    for (let y = body.bottom; y > body.top && rowRuns(img, y).length >= 2; y--) legRows++;
    expect(legRows).toBeLessThanOrEqual((body.bottom - body.top + 1) * 0.18);
  });

  it("a giraffe's legs taper to dark hooves", () => {
    const img = renderPrompt("a giraffe", "creature", N);
    const body = opaquePieces(img)[0]!;
    const height = body.bottom - body.top + 1;
    const runsAt = (t: number) => rowRuns(img, body.top + Math.round(height * t));
    const mean = (runs: [number, number][]) =>
      runs.reduce((a, [l, r]) => a + (r - l + 1), 0) / Math.max(1, runs.length);
    // The legs stand apart (fore and hind pairs at least), each wider at the body than at the hoof.
    expect(runsAt(0.75).length).toBeGreaterThanOrEqual(2);
    expect(mean(runsAt(0.66))).toBeGreaterThan(mean(runsAt(0.93)));
    // The last row is hoof: dark.
    let dark = 0;
    let all = 0;
    for (let x = 0; x < N; x++)
      if (isOpaque(img, x, body.bottom - 1)) {
        all++;
        if (lightness(img, x, body.bottom - 1) < 0.45) dark++;
      }
    expect(dark / all).toBeGreaterThan(0.6);
  });
});
