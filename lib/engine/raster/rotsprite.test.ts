import { describe, expect, it } from "vitest";
import { createPixels, type Pixels } from "./pixels";
import { drawTurned, scale2x, upscale8 } from "./rotsprite";

/** A 12 × 12 picture: a 2-color arrow pointing up on an empty ground. */
function arrow(): Pixels {
  const p = createPixels(12, 12);
  const dark = 0xff202020;
  const light = 0xff80c0f0;
  for (let y = 1; y < 11; y++) p.data[y * 12 + 5] = p.data[y * 12 + 6] = y < 3 ? dark : light;
  for (let x = 3; x < 9; x++) p.data[3 * 12 + x] = dark;
  return p;
}

const colors = (p: Pixels) => new Set([...p.data].filter((v) => v !== 0));

describe("RotSprite", () => {
  it("upscales 8x with Scale2x passes using only the source's colors", () => {
    const src = arrow();
    const up = upscale8(src);
    expect([up.width, up.height]).toEqual([96, 96]);
    expect(colors(up)).toEqual(colors(src));
    // Scale2x leaves a lone pixel a 2 × 2 block.
    const dot = createPixels(3, 3);
    dot.data[4] = 7;
    expect([...scale2x(dot).data].filter((v) => v === 7).length).toBe(4);
  });

  it("turns without new colors; 0 is an exact copy and a quarter turn keeps the pixel count", () => {
    const src = arrow();
    for (const degrees of [0, 15, 45, 90, 180, 270]) {
      const dest = createPixels(20, 20);
      drawTurned(dest, src, {
        x0: 4,
        y0: 4,
        pivot: { x: 10, y: 10 },
        angle: (degrees * Math.PI) / 180,
        dx: 0,
        dy: 0,
      });
      for (const c of colors(dest)) expect(colors(src).has(c)).toBe(true);
      if (degrees % 90 === 0) {
        expect([...dest.data].filter((v) => v !== 0).length, `${degrees}`).toBe(
          [...src.data].filter((v) => v !== 0).length,
        );
      }
      if (degrees === 0) {
        for (let y = 0; y < 12; y++) {
          for (let x = 0; x < 12; x++)
            expect(dest.data[(y + 4) * 20 + x + 4]).toBe(src.data[y * 12 + x]);
        }
      }
    }
  });
});
