import { describe, expect, it } from "vitest";
import { growCanvas, type RgbaImage } from "../raster";
import { applyPaletteExtras, paletteOf } from "../palette";
import { type AnimationPreset, animateSprite } from ".";
import { generated, handMadeFigure } from "../testing";

const knight = generated("a knight");
const figure = handMadeFigure();
const PRESETS: AnimationPreset[] = [
  "Idle",
  "Walk",
  "Run",
  "Jump",
  "Attack",
  "Hurt",
  "Death",
  "Custom",
];
const CUSTOM = "waves and nods";

function frames(strip: RgbaImage, count: number): RgbaImage[] {
  const width = strip.width / count;
  return Array.from({ length: count }, (_, i) => {
    const data = new Uint8ClampedArray(width * strip.height * 4);
    for (let y = 0; y < strip.height; y++) {
      const from = (y * strip.width + i * width) * 4;
      data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
    }
    return { width, height: strip.height, data };
  });
}

/** Inclusive box of opaque pixels in rows [fromRow, toRow]. */
function box(image: RgbaImage, fromRow = 0, toRow = image.height - 1) {
  let left = image.width;
  let right = -1;
  let top = image.height;
  let bottom = -1;
  for (let y = fromRow; y <= toRow; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, right, top, bottom };
}

const rgbKey = (d: Uint8ClampedArray, o: number) => (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;

function foreignColors(image: RgbaImage, source: RgbaImage): number {
  const palette = new Set<number>();
  for (let o = 0; o < source.data.length; o += 4)
    if (source.data[o + 3]) palette.add(rgbKey(source.data, o));
  let foreign = 0;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3] && !palette.has(rgbKey(image.data, o))) foreign++;
  }
  return foreign;
}

const sameBytes = (a: RgbaImage, b: RgbaImage) => a.data.every((v, i) => v === b.data[i]);

describe("animateSprite", () => {
  const sources = [
    ["generated knight", knight.image, knight.anchors],
    ["hand-made figure", figure, undefined],
  ] as const;

  it("is deterministic", () => {
    for (const preset of PRESETS) {
      const options = {
        preset,
        frameCount: 8,
        seed: 3,
        anchors: knight.anchors,
        customPrompt: CUSTOM,
      };
      const a = animateSprite(knight.image, options);
      const b = animateSprite(knight.image, options);
      expect(sameBytes(a.strip, b.strip), preset).toBe(true);
    }
  });

  it("lays frames out left to right at the (grown) frame size, with the preset's fps", () => {
    for (const frameCount of [4, 10, 16]) {
      const result = animateSprite(knight.image, { preset: "Walk", frameCount, seed: 1 });
      expect(result.frameCount).toBe(frameCount);
      expect([result.frameWidth, result.frameHeight]).toEqual([64, 64]);
      expect(result.strip.width).toBe(result.frameWidth * frameCount);
      expect(result.strip.height).toBe(result.frameHeight);
    }
    // The playback rate each preset is documented to play at, written out here so the
    // animation's own table is what is checked, not what the check is made from.
    const documented: Record<AnimationPreset, number> = {
      Idle: 6,
      Walk: 10,
      Run: 12,
      Jump: 10,
      Attack: 12,
      Hurt: 10,
      Death: 8,
      Custom: 10,
    };
    for (const preset of PRESETS) {
      const result = animateSprite(figure, {
        preset,
        frameCount: 4,
        seed: 1,
        customPrompt: CUSTOM,
      });
      expect(result.fps, preset).toBe(documented[preset]);
    }
  });

  it("grows the canvas by the framing margin and places the sprite by the anchor", () => {
    const grown = animateSprite(knight.image, {
      preset: "Idle",
      frameCount: 4,
      seed: 1,
      framingMargin: 25,
    });
    expect([grown.frameWidth, grown.frameHeight]).toEqual([80, 80]);
    expect(
      animateSprite(figure, { preset: "Idle", frameCount: 4, seed: 1, framingMargin: 10 })
        .frameWidth,
    ).toBe(44);
    const cases = [
      ["top-left", 0, 0],
      ["center", 8, 8],
      ["bottom-right", 16, 16],
      ["top", 8, 0],
      ["right", 16, 8],
    ] as const;
    for (const [anchor, dx, dy] of cases) {
      const framed = growCanvas(knight.image, 25, anchor);
      expect([framed.offsetX, framed.offsetY], anchor).toEqual([dx, dy]);
      // Idle's first frame is the rest pose: exactly the source, placed by the anchor.
      const result = animateSprite(knight.image, {
        preset: "Idle",
        frameCount: 4,
        seed: 1,
        framingMargin: 25,
        framingAnchor: anchor,
      });
      expect(sameBytes(frames(result.strip, 4)[0]!, framed.image), anchor).toBe(true);
    }
  });

  it("never repeats a frame in a row (GIF encoders would merge them)", () => {
    for (const [name, source, anchors] of sources) {
      for (const preset of PRESETS) {
        for (const frameCount of [4, 8, 16]) {
          const result = animateSprite(source, {
            preset,
            frameCount,
            seed: 2,
            anchors,
            customPrompt: CUSTOM,
          });
          const list = frames(result.strip, frameCount);
          for (let t = 1; t < frameCount; t++) {
            expect(
              sameBytes(list[t]!, list[t - 1]!),
              `${name} ${preset} ${frameCount} frame ${t}`,
            ).toBe(false);
          }
        }
      }
    }
  });

  it("keeps the feet planted in Idle and Walk", () => {
    for (const [name, source, anchors] of sources) {
      const rest = box(source);
      const footRows = Math.max(3, Math.round((rest.bottom - rest.top) * 0.07));
      const feet = box(source, rest.bottom - footRows + 1, rest.bottom);
      for (const preset of ["Idle", "Walk"] as const) {
        for (const frameCount of [4, 8, 16]) {
          const result = animateSprite(source, { preset, frameCount, seed: 2, anchors });
          frames(result.strip, frameCount).forEach((frame, t) => {
            const label = `${name} ${preset} ${frameCount} frame ${t}`;
            expect(box(frame).bottom, label).toBe(rest.bottom);
            const moved = box(frame, rest.bottom - footRows + 1, rest.bottom);
            expect(Math.abs(moved.left - feet.left), label).toBeLessThanOrEqual(2);
            expect(Math.abs(moved.right - feet.right), label).toBeLessThanOrEqual(2);
            expect(
              Math.abs((moved.left + moved.right - feet.left - feet.right) / 2),
              label,
            ).toBeLessThanOrEqual(1);
          });
        }
      }
    }
  });

  it("uses only the source's colors, except Hurt's flash and Attack's swoosh", () => {
    for (const [name, source, anchors] of sources) {
      for (const preset of ["Idle", "Walk", "Jump", "Run", "Death"] as const) {
        for (const frameCount of [6, 16]) {
          const result = animateSprite(source, { preset, frameCount, seed: 4, anchors });
          expect(foreignColors(result.strip, source), `${name} ${preset} ${frameCount}`).toBe(0);
        }
      }
      const custom = animateSprite(source, {
        preset: "Custom",
        frameCount: 8,
        seed: 4,
        anchors,
        customPrompt: "nod and sway",
      });
      expect(foreignColors(custom.strip, source), `${name} Custom`).toBe(0);
      // The flash is a new color on purpose; palette_extras 0 folds it back into the source's.
      const hurt = animateSprite(source, { preset: "Hurt", frameCount: 8, seed: 4, anchors });
      expect(foreignColors(hurt.strip, source)).toBeGreaterThan(0);
      const locked = applyPaletteExtras(hurt.strip, paletteOf(source), 0);
      expect(foreignColors(locked, source)).toBe(0);
    }
  });

  it("keeps alpha binary where the source's is", () => {
    for (const preset of PRESETS) {
      const result = animateSprite(knight.image, {
        preset,
        frameCount: 8,
        seed: 5,
        customPrompt: CUSTOM,
      });
      for (let o = 3; o < result.strip.data.length; o += 4) {
        const a = result.strip.data[o]!;
        if (a !== 0 && a !== 255) throw new Error(`${preset}: alpha ${a}`);
      }
    }
  });

  it("reads a custom prompt into motions and reports the words it did not understand", () => {
    const result = animateSprite(knight.image, {
      preset: "Custom",
      frameCount: 8,
      seed: 1,
      customPrompt: "Waving happily, then nodding and a flurble",
    });
    expect(result.motions).toEqual(["wave", "nod"]);
    // "happily" is a manner word (quick): cut from the pixels, a quick wave is a larger one.
    expect(result.unrecognized).toEqual(["flurble"]);
    expect(
      animateSprite(knight.image, { preset: "Walk", frameCount: 4, seed: 1 }).unrecognized,
    ).toEqual([]);
  });

  it("reports progress up to 1", () => {
    const seen: number[] = [];
    animateSprite(figure, {
      preset: "Run",
      frameCount: 6,
      seed: 1,
      onProgress: (f) => seen.push(f),
    });
    expect(seen.length).toBe(6);
    expect(seen.every((f, i) => i === 0 || f > seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it("refuses bad frame counts, margins and a Custom preset without a prompt", () => {
    for (const frameCount of [2, 5, 18, 7.5]) {
      expect(() => animateSprite(figure, { preset: "Idle", frameCount, seed: 1 })).toThrow(
        RangeError,
      );
    }
    expect(() =>
      animateSprite(figure, { preset: "Idle", frameCount: 4, seed: 1, framingMargin: 26 }),
    ).toThrow(RangeError);
    expect(() => animateSprite(figure, { preset: "Custom", frameCount: 4, seed: 1 })).toThrow(
      RangeError,
    );
  });

  it("animates a sprite that is not a figure (a slime) as one squashing body", () => {
    const slime = generated("green slime");
    for (const preset of PRESETS) {
      const result = animateSprite(slime.image, {
        preset,
        frameCount: 8,
        seed: 1,
        anchors: slime.anchors,
        customPrompt: "bounce",
      });
      const list = frames(result.strip, 8);
      for (let t = 1; t < 8; t++)
        expect(sameBytes(list[t]!, list[t - 1]!), `${preset} ${t}`).toBe(false);
    }
  });
});
