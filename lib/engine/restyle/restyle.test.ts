import { describe, expect, it } from "vitest";
import { grownSide } from "../raster";
import { lchOf, rgbToOklab } from "../color";
import { applyPaletteExtras, paletteOf } from "../palette";
import { RESTYLE_PRESETS, restyleSprite } from ".";
import { readRestylePrompt } from "./read-restyle-prompt";
import { colorsOf, lightnessAt, opaqueAt, sameBytes, spearman, sprite } from "../testing";

const knight = sprite("knight with sword");
const wizard = sprite("wizard with staff");
const villager = sprite("villager");
const SOURCES = [
  ["knight", knight],
  ["wizard", wizard],
  ["villager", villager],
] as const;

/** Source outline pixels: opaque, dark, with an empty 4-neighbour. */
function outlinePixels(image: typeof knight.image): number[] {
  const { width, height } = image;
  const empty = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || !opaqueAt(image, y * width + x);
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!opaqueAt(image, i) || lightnessAt(image, i) >= 0.4) continue;
      if (empty(x - 1, y) || empty(x + 1, y) || empty(x, y - 1) || empty(x, y + 1)) out.push(i);
    }
  }
  return out;
}

describe("restyleSprite presets", () => {
  it("is deterministic", () => {
    for (const preset of RESTYLE_PRESETS) {
      const a = restyleSprite(knight.image, { preset, seed: 9, anchors: knight.anchors });
      const b = restyleSprite(knight.image, { preset, seed: 9, anchors: knight.anchors });
      expect(sameBytes(a.image, b.image), preset).toBe(true);
    }
  });

  it("returns the source size, or the grown size with a framing margin", () => {
    const plain = restyleSprite(wizard.image, { preset: "ice", seed: 1 });
    expect([plain.image.width, plain.image.height]).toEqual([64, 64]);
    for (const margin of [10, 25]) {
      const grown = restyleSprite(wizard.image, {
        preset: "ice",
        seed: 1,
        framingMargin: margin,
        framingAnchor: "bottom",
      });
      expect(grown.image.width).toBe(grownSide(64, margin));
      expect(grown.image.height).toBe(grownSide(64, margin));
    }
  });

  it("keeps the value structure: per-pixel lightness ranks correlate above 0.8", () => {
    for (const [name, source] of SOURCES) {
      for (const tier of ["normal", "pro"] as const) {
        for (const preset of RESTYLE_PRESETS) {
          const out = restyleSprite(source.image, {
            preset,
            tier,
            seed: 3,
            anchors: source.anchors,
          }).image;
          const a: number[] = [];
          const b: number[] = [];
          for (let i = 0; i < 64 * 64; i++) {
            if (!opaqueAt(source.image, i) || !opaqueAt(out, i)) continue;
            // Royal draws a crown over the head or hat: a new object, not a mapping of the
            // values under it, so its gold (new gold, where the source was not) is left out.
            if (preset === "royal" && goldAt(out, i) && !goldAt(source.image, i)) continue;
            a.push(lightnessAt(source.image, i));
            b.push(lightnessAt(out, i));
          }
          expect(spearman(a, b), `${name} ${tier} ${preset}`).toBeGreaterThan(0.8);
        }
      }
    }
  });

  it("keeps the outline dark", () => {
    for (const [name, source] of SOURCES) {
      const outline = outlinePixels(source.image);
      expect(outline.length).toBeGreaterThan(50);
      for (const preset of RESTYLE_PRESETS) {
        const out = restyleSprite(source.image, { preset, seed: 3, anchors: source.anchors }).image;
        const kept = outline.filter((i) => opaqueAt(out, i));
        const dark = kept.filter((i) => lightnessAt(out, i) < 0.4);
        expect(dark.length / kept.length, `${name} ${preset}`).toBeGreaterThan(0.9);
      }
    }
  });

  it("gives every preset its own look", () => {
    const looks = RESTYLE_PRESETS.map(
      (preset) => restyleSprite(knight.image, { preset, seed: 2 }).image,
    );
    for (let i = 0; i < looks.length; i++) {
      for (let j = i + 1; j < looks.length; j++) {
        expect(
          sameBytes(looks[i]!, looks[j]!),
          `${RESTYLE_PRESETS[i]} vs ${RESTYLE_PRESETS[j]}`,
        ).toBe(false);
      }
    }
  });

  it("adds few enough colors that the default 16 extras keep the result exactly", () => {
    const base = paletteOf(knight.image);
    for (const preset of RESTYLE_PRESETS) {
      for (const tier of ["normal", "pro"] as const) {
        const out = restyleSprite(knight.image, { preset, tier, seed: 4 }).image;
        expect(sameBytes(applyPaletteExtras(out, base, 16), out), `${preset} ${tier}`).toBe(true);
      }
    }
  });

  it("with palette extras 0 the service's lock snaps back to the source colors", () => {
    const base = paletteOf(villager.image);
    const out = applyPaletteExtras(
      restyleSprite(villager.image, { preset: "fire", seed: 1 }).image,
      base,
      0,
    );
    const allowed = new Set(base);
    for (const hex of paletteOf(out)) expect(allowed.has(hex)).toBe(true);
  });

  const hueAt = (image: typeof villager.image, i: number) => {
    const d = image.data;
    const lab = rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]);
    return ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  };

  it("the careful tier keeps skin hues where the preset allows", () => {
    const out = restyleSprite(villager.image, {
      preset: "fire",
      tier: "pro",
      seed: 1,
      anchors: villager.anchors,
    }).image;
    const face = villager.anchors.head!;
    const i = face.y * 64 + face.x;
    expect(Math.abs(hueAt(out, i) - hueAt(villager.image, i))).toBeLessThan(8);
  });

  it("ice freezes the skin too: the face turns a cold cyan-blue, as the clothes do", () => {
    const face = villager.anchors.head!;
    const i = face.y * 64 + face.x;
    // The drawn face is warm (a skin hue between red and yellow) before the look.
    expect(hueAt(villager.image, i)).toBeLessThan(110);
    for (const tier of ["normal", "pro"] as const) {
      const out = restyleSprite(villager.image, {
        preset: "ice",
        tier,
        seed: 1,
        anchors: villager.anchors,
      }).image;
      // Cyan to blue in OKLab hue: 190° to 270°.
      expect(hueAt(out, i), tier).toBeGreaterThan(190);
      expect(hueAt(out, i), tier).toBeLessThan(270);
    }
  });

  it("reports progress up to 1 and rejects a bad margin or a missing preset and prompt", () => {
    const seen: number[] = [];
    restyleSprite(knight.image, { preset: "gold", seed: 1, onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(() =>
      restyleSprite(knight.image, { preset: "gold", seed: 1, framingMargin: 26 }),
    ).toThrow(RangeError);
    expect(() => restyleSprite(knight.image, { seed: 1 })).toThrow(RangeError);
  });
});

describe("restyleSprite prompts and modes", () => {
  it("reads a custom ramp and reports words it does not know", () => {
    const out = restyleSprite(villager.image, { customPrompt: "make it flurbish teal", seed: 1 });
    expect(out.unrecognized).toContain("flurbish");
    expect(sameBytes(out.image, villager.image)).toBe(false);
    const teal = restyleSprite(villager.image, { customPrompt: "teal", seed: 1 }).image;
    const red = restyleSprite(villager.image, { customPrompt: "crimson", seed: 1 }).image;
    expect(sameBytes(teal, red)).toBe(false);
  });

  it("pose mode moves the figure's own pixels: same size, no new colors", () => {
    const source = colorsOf(villager.image);
    for (const prompt of [
      "arms raised",
      "arms out",
      "crouching",
      "lean left",
      "jumping",
      "wave with the left hand",
      "turn around",
    ]) {
      const out = restyleSprite(villager.image, {
        customPrompt: prompt,
        mode: "pose",
        seed: 1,
        anchors: villager.anchors,
      });
      expect([out.image.width, out.image.height]).toEqual([64, 64]);
      expect(sameBytes(out.image, villager.image), prompt).toBe(false);
      for (const c of colorsOf(out.image)) expect(source.has(c), prompt).toBe(true);
    }
  });

  it("crouching keeps the feet on the ground", () => {
    const bottom = (image: typeof villager.image) => {
      for (let y = image.height - 1; y >= 0; y--) {
        for (let x = 0; x < image.width; x++) if (opaqueAt(image, y * image.width + x)) return y;
      }
      return -1;
    };
    const out = restyleSprite(villager.image, {
      customPrompt: "crouch",
      mode: "pose",
      seed: 1,
    }).image;
    expect(bottom(out)).toBe(bottom(villager.image));
  });

  it("item mode swaps in the named item, deterministically", () => {
    const a = restyleSprite(villager.image, {
      customPrompt: "give him an axe",
      mode: "item",
      seed: 5,
      anchors: villager.anchors,
    });
    const b = restyleSprite(villager.image, {
      customPrompt: "give him an axe",
      mode: "item",
      seed: 5,
      anchors: villager.anchors,
    });
    expect(sameBytes(a.image, b.image)).toBe(true);
    expect(sameBytes(a.image, villager.image)).toBe(false);
    const hand = villager.anchors.handRight!;
    let changedNearHand = 0;
    for (let y = hand.y - 12; y <= hand.y + 12; y++) {
      for (let x = hand.x - 12; x <= hand.x + 12; x++) {
        const o = (y * 64 + x) * 4;
        if (x < 0 || y < 0 || x >= 64 || y >= 64) continue;
        if ([0, 1, 2, 3].some((k) => a.image.data[o + k] !== villager.image.data[o + k]))
          changedNearHand++;
      }
    }
    expect(changedNearHand).toBeGreaterThan(10);
  });

  it("custom mode does what the prompt names", () => {
    const pose = restyleSprite(villager.image, {
      customPrompt: "arms raised",
      mode: "custom",
      seed: 1,
    }).image;
    for (const c of colorsOf(pose)) expect(colorsOf(villager.image).has(c)).toBe(true);
    const both = restyleSprite(villager.image, {
      customPrompt: "blue fire with arms raised",
      mode: "custom",
      seed: 1,
    }).image;
    expect(sameBytes(both, pose)).toBe(false);
  });
});

describe("readRestylePrompt", () => {
  it("finds presets, poses and items", () => {
    expect(readRestylePrompt("a burning knight").preset).toBe("fire");
    expect(readRestylePrompt("frozen solid").preset).toBe("ice");
    expect(readRestylePrompt("dark red armor").preset).toBeNull();
    // A color bound to a part recolors that part, not the whole sprite.
    expect(readRestylePrompt("dark red armor").look).toBeNull();
    expect(readRestylePrompt("dark red armor").parts).toMatchObject([
      { part: "torso", partWord: "armor", color: { words: ["dark", "red"] } },
    ]);
    expect(readRestylePrompt("dark red").look).not.toBeNull();
    expect(readRestylePrompt("armor gold").preset).toBeNull();
    expect(readRestylePrompt("kneeling").poses).toEqual([{ kind: "crouch", depth: 0.4 }]);
    expect(readRestylePrompt("raise the left arm").poses).toEqual([
      { kind: "raise", side: "left" },
    ]);
    expect(readRestylePrompt("replace the sword with an axe").newItem?.subject).toBe("axe");
    expect(readRestylePrompt("an axe instead of the sword").newItem?.subject).toBe("axe");
  });
});

/** A saturated warm yellow: the gold a royal look paints. */
function goldAt(image: { data: Uint8ClampedArray }, i: number): boolean {
  const d = image.data;
  const c = lchOf(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]));
  return c.C >= 0.08 && c.L >= 0.5 && c.h >= 60 && c.h <= 105;
}
