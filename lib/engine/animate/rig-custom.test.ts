/**
 * Custom motions on the biped rig, judged on rendered frames; what a part is and where it sits
 * at rest comes from the layers the drawer kept, never from the poses.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, type LayeredSprite, type SpriteLayer } from "../draw";
import { type Direction, readSpritePrompt } from "../prompt";
import { createImage, type RgbaImage } from "../raster";
import { animateLayered, partsOf, refuseMotion } from ".";

function doc(prompt: string, direction: Direction): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed: 7,
  });
}

const N = 8;
function frames(d: LayeredSprite, preset: "Idle" | "Custom", customPrompt?: string): RgbaImage[] {
  const { strip, frameWidth: w } = animateLayered(d, {
    preset,
    customPrompt,
    frameCount: N,
    seed: 3,
  });
  return Array.from({ length: N }, (_, t) => {
    const out = createImage(w, strip.height);
    for (let y = 0; y < strip.height; y++) {
      const from = (y * strip.width + t * w) * 4;
      out.data.set(strip.data.subarray(from, from + w * 4), y * w * 4);
    }
    return out;
  });
}

const key = (d: Uint8ClampedArray, o: number) =>
  d[o + 3] === 0 ? "-" : `${d[o]},${d[o + 1]},${d[o + 2]}`;

/** Pixels that differ between two frames inside a layer's rest box (mirrored when drawn so). */
function changedIn(a: RgbaImage, b: RgbaImage, layer: SpriteLayer, d: LayeredSprite): number {
  let n = 0;
  for (let y = layer.y; y < layer.y + layer.height; y++) {
    for (let lx = layer.x; lx < layer.x + layer.width; lx++) {
      const x = d.mirrored ? d.width - 1 - lx : lx;
      const o = (y * a.width + x) * 4;
      if (key(a.data, o) !== key(b.data, o)) n++;
    }
  }
  return n;
}

const layer = (d: LayeredSprite, test: (l: SpriteLayer) => boolean) => {
  const found = d.layers.find((l) => l.width > 0 && test(l));
  if (!found) throw new Error("no such layer");
  return found;
};

describe("custom motions on the biped rig", () => {
  it("casts a spell: differs from Idle, and lights pixels of a new color near the raised tip", () => {
    for (const [prompt, facing] of [
      ["old wizard with a staff", "east"],
      ["elf archer with a bow", "south"],
    ] as const) {
      const d = doc(prompt, facing);
      const cast = frames(d, "Custom", "casts a spell");
      const idle = frames(d, "Idle");
      const colors = new Set<string>();
      const src = d.sprite.image.data;
      for (let o = 0; o < src.length; o += 4) colors.add(key(src, o));
      const mid = cast[N / 2]!;
      expect(key(mid.data, 0) === "-" && mid.data.some((v, i) => v !== idle[N / 2]!.data[i])).toBe(
        true,
      );
      // The glow: pixels in no color of the drawn sprite, all above the hips (the raised hand
      // or what it holds).
      const hips = layer(d, (l) => l.role === "torso").joint.y;
      const idleColors = new Set<string>();
      for (const f of idle)
        for (let o = 0; o < f.data.length; o += 4) idleColors.add(key(f.data, o));
      let glow = 0;
      for (let o = 0; o < mid.data.length; o += 4) {
        if (colors.has(key(mid.data, o))) continue;
        glow++;
        expect(Math.floor(o / 4 / mid.width)).toBeLessThan(hips);
      }
      expect(glow).toBeGreaterThanOrEqual(3);
    }
  });

  it("waves hello with the hand that holds nothing; the held item's arm stays", () => {
    for (const [prompt, facing] of [
      ["old wizard with a staff", "south"],
      ["elf archer with a bow", "south"],
    ] as const) {
      const d = doc(prompt, facing);
      const wave = frames(d, "Custom", "waves hello");
      const item = layer(d, (l) => l.role === "item");
      const free = layer(d, (l) => l.role === "arm" && l.name !== item.parent);
      const holding = layer(d, (l) => l.name === item.parent);
      const mid = wave[N / 2]!;
      expect(changedIn(wave[0]!, mid, free, d)).toBeGreaterThan(10);
      expect(changedIn(wave[0]!, mid, item, d)).toBeLessThan(changedIn(wave[0]!, mid, free, d) / 3);
      expect(changedIn(wave[0]!, mid, holding, d)).toBeLessThan(
        changedIn(wave[0]!, mid, free, d) / 3,
      );
    }
  });

  it("never waves the knight's shield: the sword hand waves, and the shield stays", () => {
    // From the front both hands show: the sword in one, the shield on the other.
    const d = doc("knight with sword and shield", "south");
    const parts = partsOf(d);
    expect(parts).toEqual({ body: "biped", held: "sword", shield: true });
    expect(refuseMotion("waves hello", parts)).toBeNull();
    const shield = layer(d, (l) => l.role === "shield");
    const wave = frames(d, "Custom", "waves hello");
    for (const f of wave) expect(changedIn(wave[0]!, f, shield, d)).toBeLessThanOrEqual(2);
  });

  it("swings the sword overhead: the weapon rises above the head and comes down", () => {
    const d = doc("knight with sword and shield", "east");
    const head = layer(d, (l) => l.role === "head");
    const item = layer(d, (l) => l.role === "item");
    const swing = frames(d, "Custom", "swings the sword overhead");
    // Some frame has ink above the head's top at rest, where the sword was not.
    const above = swing.some((f) => {
      for (let y = 0; y < head.y - 1; y++)
        for (let x = 0; x < f.width; x++) if (f.data[(y * f.width + x) * 4 + 3]! > 0) return true;
      return false;
    });
    expect(item.y).toBeGreaterThanOrEqual(head.y - 1);
    expect(above).toBe(true);
  });
});

describe("refusing custom motions that would change nothing", () => {
  const slime = partsOf(doc("green slime", "east"));
  const wolf = partsOf(doc("grey wolf", "east"));
  it("reads what the drawer drew", () => {
    expect(slime.body).toBe("other");
    expect(wolf.body).toBe("other");
    expect(slime.held).toBeNull();
  });
  it("refuses a sword swing on a slime and a wolf, naming the words", () => {
    for (const parts of [slime, wolf]) {
      const r = refuseMotion("swings the sword overhead", parts);
      expect(r?.words).toEqual(["swings", "sword"]);
    }
  });
  it("refuses words that name no motion, and limb gestures without limbs", () => {
    expect(refuseMotion("juggles the meaning of life", slime)?.words).toEqual([
      "juggles",
      "meaning",
      "life",
    ]);
    expect(refuseMotion("waves hello", slime)?.words).toEqual(["waves", "hello"]);
    // A wolf waves a forepaw, also while it walks on the other three.
    expect(refuseMotion("waves hello", wolf)).toBeNull();
    expect(refuseMotion("walks and waves", wolf)).toBeNull();
    // A slime casts without hands: it stretches tall and the light comes over its top.
    expect(refuseMotion("casts a spell", slime)).toBeNull();
    expect(refuseMotion("kicks", slime)?.words).toEqual(["kicks"]);
    expect(refuseMotion("jumps", slime)).toBeNull();
    const wizard = partsOf(doc("old wizard with a staff", "east"));
    expect(refuseMotion("casts a spell", wizard)).toBeNull();
    expect(refuseMotion("waves hello", wizard)).toBeNull();
    expect(refuseMotion("swings the sword", wizard)?.words).toEqual(["sword"]);
  });
});
