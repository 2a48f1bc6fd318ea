/**
 * Custom gestures cut from the pixels of a sprite the engine did not draw (an import): a spell
 * lights a glow, a thinker's dots appear, a nervous shake moves on every other frame, and none
 * is refused for want of the drawer's layers. Judged on the rendered frames.
 */
import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../raster";
import { showsFace } from "../rotate";
import { DRAWN_POTION, DRAWN_SLIME, drawnMage, framesOf, MAGE_COLORS, paintGrid } from "../testing";
import { animateSprite, partsOfPixels, readGestures, readMotionPrompt, refuseMotion } from ".";

/** A little red mage drawn by hand, one character per pixel, scaled ×3 into a 64 px canvas. */
function frames(source: RgbaImage, sentence: string, n = 8): RgbaImage[] {
  const { strip } = animateSprite(source, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: n,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return framesOf(strip, n);
}

const key = (d: Uint8ClampedArray, o: number) =>
  d[o + 3] === 0 ? "-" : `${d[o]},${d[o + 1]},${d[o + 2]}`;
const same = (a: RgbaImage, b: RgbaImage) => a.data.every((v, i) => v === b.data[i]);

describe("custom gestures cut from an import's pixels", () => {
  const source = drawnMage();
  const parts = partsOfPixels(source);

  it("are not refused for want of layers", () => {
    for (const s of ["casts a spell", "ponders the meaning of life", "looks sad", "nods"]) {
      expect(refuseMotion(s, parts)).toBeNull();
    }
  });

  it("bows: the face comes down by three pixels and stays down half the loop, the feet stand", () => {
    expect(refuseMotion("bows", parts)).toBeNull();
    const f = frames(source, "bows");
    const skin = MAGE_COLORS.s!.join(",");
    const faceTop = (img: RgbaImage) => {
      for (let o = 0; o < img.data.length; o += 4)
        if (key(img.data, o) === skin) return Math.floor(o / 4 / img.width);
      return -1;
    };
    const lowest = (img: RgbaImage) => {
      let y = -1;
      for (let o = 0; o < img.data.length; o += 4)
        if (img.data[o + 3]! > 0) y = Math.floor(o / 4 / img.width);
      return y;
    };
    const rest = faceTop(f[0]!);
    // A nod dips and comes back within a beat; a bow stays down.
    expect(f.filter((img) => faceTop(img) >= rest + 3).length).toBeGreaterThanOrEqual(4);
    for (const img of f) expect(lowest(img)).toBe(lowest(f[0]!));
  });

  it("a potion cut from its pixels is refused a bow: it has no waist or head to bow with", () => {
    const refusal = refuseMotion("bows", partsOfPixels(paintGrid(DRAWN_POTION), showsFace));
    expect(refusal?.words).toEqual(["bows"]);
  });

  it("bites: refused with what is true of a drawn mage, which has a face and so a mouth", () => {
    const refusal = refuseMotion("bites", parts);
    expect(refusal?.words).toEqual(["bites"]);
    expect(refusal?.message).toContain("no bite for this sprite");
    expect(refusal?.message).not.toMatch(/needs a head|has none/);
  });

  it("looks around: the face slides to one side and the other, unlike Idle and a nod", () => {
    expect(refuseMotion("looks around", parts)).toBeNull();
    const f = frames(source, "looks around");
    // Where the skin shows, as drawn: the face's middle column in each frame.
    const skin = MAGE_COLORS.s!.join(",");
    const faceX = (img: RgbaImage) => {
      let n = 0;
      let sx = 0;
      for (let o = 0; o < img.data.length; o += 4)
        if (key(img.data, o) === skin) {
          n++;
          sx += (o / 4) % img.width;
        }
      return sx / n;
    };
    const rest = faceX(f[0]!);
    const xs = f.map(faceX);
    expect(Math.max(...xs)).toBeGreaterThan(rest + 1);
    expect(Math.min(...xs)).toBeLessThan(rest - 1);
    const idle = animateSprite(source, {
      preset: "Idle",
      frameCount: 8,
      seed: 7,
      framingMargin: 20,
      framingAnchor: "bottom",
    });
    const looked = animateSprite(source, {
      preset: "Custom",
      customPrompt: "looks around",
      frameCount: 8,
      seed: 7,
      framingMargin: 20,
      framingAnchor: "bottom",
    });
    const nodded = animateSprite(source, {
      preset: "Custom",
      customPrompt: "nods",
      frameCount: 8,
      seed: 7,
      framingMargin: 20,
      framingAnchor: "bottom",
    });
    expect(looked.unrecognized).toEqual([]);
    expect(same(looked.strip, idle.strip)).toBe(false);
    expect(same(looked.strip, nodded.strip)).toBe(false);
  });

  it("a blob cut from its pixels (a potion) has no head to look about with", () => {
    const blob = createImage(32, 32);
    for (let y = 8; y < 30; y++)
      for (let x = 6; x < 26; x++)
        if ((x - 16) ** 2 + (y - 19) ** 2 < 100)
          blob.data.set([60, 180, 90, 255], (y * 32 + x) * 4);
    expect(refuseMotion("looks around", partsOfPixels(blob))?.words).toEqual(["looks", "around"]);
  });

  it("a drawn bottle has no head to nod or hang: refused before anything is made, naming the head", () => {
    const potion = partsOfPixels(paintGrid(DRAWN_POTION, 64, 2), showsFace);
    for (const [sentence, words] of [
      ["nods", ["nods"]],
      ["looks sad", ["sad"]],
      ["nods angrily", ["nods"]],
    ] as const) {
      const refusal = refuseMotion(sentence, potion);
      expect(refusal?.words, sentence).toEqual(words);
      expect(refusal?.message, sentence).toMatch(/needs a head; this sprite has no head/);
    }
    // A blob with eyes drawn on it (a slime) keeps its nod and its sorrow.
    const slime = partsOfPixels(paintGrid(DRAWN_SLIME, 64, 2), showsFace);
    expect(refuseMotion("nods", slime)).toBeNull();
    expect(refuseMotion("looks sad", slime)).toBeNull();
  });

  it("casts a spell: pixels in no color of the sprite light up above its waist", () => {
    const colors = new Set<string>();
    for (let o = 0; o < source.data.length; o += 4) colors.add(key(source.data, o));
    const f = frames(source, "casts a spell");
    const mid = f[4]!;
    let glow = 0;
    let lowestGlow = 0;
    for (let o = 0; o < mid.data.length; o += 4) {
      if (colors.has(key(mid.data, o))) continue;
      glow++;
      lowestGlow = Math.max(lowestGlow, Math.floor(o / 4 / mid.width));
    }
    expect(glow).toBeGreaterThanOrEqual(3);
    // The mage's waist (the robe's widest rows) is about two thirds down the sprite.
    expect(lowestGlow).toBeLessThan(mid.height - 20);
  });

  it("ponders: dots apart from the body appear and grow in number over the loop", () => {
    // A dot is a small piece (at most 5 × 5 px: a light dot and its rim) with nothing else
    // opaque touching it; the pixels in such pieces are counted.
    const dotPixels = (img: RgbaImage) => {
      const { width, height } = img;
      const seen = new Uint8Array(width * height);
      const opaque = (i: number) => img.data[i * 4 + 3]! > 0;
      let count = 0;
      for (let i = 0; i < seen.length; i++) {
        if (seen[i] || !opaque(i)) continue;
        const piece = [i];
        seen[i] = 1;
        for (let k = 0; k < piece.length; k++) {
          const x = piece[k]! % width;
          const y = Math.floor(piece[k]! / width);
          for (let v = -1; v <= 1; v++)
            for (let u = -1; u <= 1; u++) {
              const xx = x + u;
              const yy = y + v;
              if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
              const j = yy * width + xx;
              if (seen[j] || !opaque(j)) continue;
              seen[j] = 1;
              piece.push(j);
            }
        }
        if (piece.length <= 25) count += piece.length;
      }
      return count;
    };
    const f = frames(source, "ponders the meaning of life");
    expect(dotPixels(f[7]!)).toBeGreaterThanOrEqual(8);
    expect(dotPixels(f[7]!)).toBeGreaterThan(dotPixels(f[0]!));
  });

  it("waves a hand, not a sliver of outline: skin rises above the shoulders beside the face", () => {
    // The hand is the grid's skin color ("s") outside the face's columns (4 to 9); the
    // shoulders are the robe's top row (8). The frame grows by 20% with the sprite at the bottom.
    const f = frames(source, "waves hello");
    const w = f[0]!.width;
    const ox = Math.floor((64 - 42) / 2) + Math.floor((w - 64) / 2);
    const grow = f[0]!.height - 64;
    const shoulder = grow + 64 - 16 * 3 - 2 + 8 * 3;
    const hands = (img: RgbaImage) => {
      const at: string[] = [];
      for (let y = 0; y < shoulder; y++)
        for (let x = 0; x < img.width; x++) {
          const o = (y * img.width + x) * 4;
          if (key(img.data, o) !== MAGE_COLORS.s!.join(",")) continue;
          const col = Math.floor((x - ox) / 3);
          if (col < 4 || col > 9) at.push(`${x},${y}`);
        }
      return at.join(" ");
    };
    const seen = [0, 2, 4, 6].map((t) => hands(f[t]!));
    expect(seen.some((h) => h.length > 0)).toBe(true);
    expect(new Set(seen).size).toBeGreaterThanOrEqual(2);
  });

  it("shakes nervously: frames 0, 2, 4 and 6 are not all one picture", () => {
    const f = frames(source, "shakes nervously");
    expect([2, 4, 6].some((t) => !same(f[0]!, f[t]!))).toBe(true);
  });
});

describe("words of a motion that is not made", () => {
  it("are reported as not understood, on the rig and cut from the pixels", () => {
    const sentence = "waves, nods, jumps and spins";
    // The rig makes three gestures; the cut-out path two.
    expect(readGestures(sentence).unrecognized).toEqual(["spins"]);
    expect(readMotionPrompt(sentence).unrecognized).toEqual(["jumps", "spins"]);
    expect(readMotionPrompt("waves and nods").unrecognized).toEqual([]);
  });
});
