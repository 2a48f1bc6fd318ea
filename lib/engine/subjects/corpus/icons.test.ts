/**
 * Icons that read as themselves, judged on rendered pixels as a person would see them: a
 * dagger's blade is shorter than a sword's, an axe is mostly head (but not a flag), a round shield is a disc, a
 * play button holds a light triangle, a crate is braced, a chair has a seat and a back, a desk
 * has drawers, a jewel named by colour is that colour and the crown is not. Each is drawn at
 * 64 px from an artist's prompt with the seed fixed.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../../color";
import { generateSprite } from "../../generate";
import { type AssetType, readSpritePrompt } from "../../prompt";
import type { RgbaImage } from "../../raster";
import { alpha, bounds, enclosedPockets, pieces } from "../../testing";

function draw(prompt: string, type: AssetType, seed = 7): RgbaImage {
  const reading = readSpritePrompt(prompt, type);
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

interface Px {
  readonly x: number;
  readonly y: number;
  readonly L: number;
  readonly C: number;
  readonly h: number;
}

/** Every opaque pixel with its lightness, chroma and hue. */
function opaque(img: RgbaImage): Px[] {
  const out: Px[] = [];
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const o = (y * img.width + x) * 4;
      if (!img.data[o + 3]) continue;
      const { L, C, h } = oklabToOklch(
        rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]),
      );
      out.push({ x, y, L, C, h });
    }
  }
  return out;
}

/** Metal grey: neither dark outline nor coloured. */
const steel = (p: Px) => p.C < 0.04 && p.L > 0.45;

/** The diagonal of the box around the pixels that pass `test`. */
function spanOf(px: readonly Px[], test: (p: Px) => boolean): number {
  const hits = px.filter(test);
  if (hits.length === 0) return 0;
  const xs = hits.map((p) => p.x);
  const ys = hits.map((p) => p.y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

const shareOf = (px: readonly Px[], test: (p: Px) => boolean) =>
  px.filter(test).length / Math.max(1, px.length);

describe("weapons read as their kind", () => {
  it("a dagger's blade is much shorter than a sword's", () => {
    for (const seed of [1, 7, 12]) {
      const sword = spanOf(opaque(draw("an iron sword", "weapon", seed)), steel);
      const dagger = spanOf(opaque(draw("a dagger", "weapon", seed)), steel);
      expect(dagger, `seed ${seed}`).toBeLessThanOrEqual(sword * 0.7);
    }
  });

  it("an axe is mostly head, a spear and a mace have heads to see", () => {
    // [prompt, least share of the picture in steel, least diagonal of the steel in pixels]
    const heads = [
      ["a battle axe", 0.38, 26],
      ["a spear", 0.28, 19],
      ["a spiked mace", 0.38, 30],
    ] as const;
    for (const seed of [1, 7, 12]) {
      for (const [prompt, share, span] of heads) {
        const px = opaque(draw(prompt, "weapon", seed));
        expect(shareOf(px, steel), `${prompt} ${seed}`).toBeGreaterThanOrEqual(share);
        expect(spanOf(px, steel), `${prompt} ${seed}`).toBeGreaterThanOrEqual(span);
      }
    }
  });

  it("an axe's head is not a flag: it leaves the haft most of the picture", () => {
    // A head half the picture or more dwarfs the haft into a flag on a pole.
    for (const seed of [1, 7, 12]) {
      const px = opaque(draw("a battle axe", "weapon", seed));
      expect(shareOf(px, steel), `seed ${seed}`).toBeLessThan(0.5);
    }
  });

  it("a quill is a pen: its writing end is a bare barrel, the vane only on the upper part", () => {
    const px = opaque(draw("a quill", "item"));
    // Thickness across the quill's long diagonal (its lowest-left to its highest-right pixel),
    // in ten slices along it from the writing end.
    const left = Math.min(...px.map((p) => p.x));
    const right = Math.max(...px.map((p) => p.x));
    const top = Math.min(...px.map((p) => p.y));
    const bottom = Math.max(...px.map((p) => p.y));
    const len = Math.hypot(right - left, bottom - top);
    const [ux, uy] = [(right - left) / len, (top - bottom) / len];
    const lo = Array<number>(10).fill(Number.POSITIVE_INFINITY);
    const hi = Array<number>(10).fill(Number.NEGATIVE_INFINITY);
    for (const p of px) {
      const dx = p.x + 0.5 - left;
      const dy = p.y + 0.5 - bottom;
      const slice = Math.min(9, Math.max(0, Math.floor(((dx * ux + dy * uy) / len) * 10)));
      const across = -dx * uy + dy * ux;
      lo[slice] = Math.min(lo[slice]!, across);
      hi[slice] = Math.max(hi[slice]!, across);
    }
    const thick = lo.map((l, k) => hi[k]! - l);
    const widest = Math.max(...thick);
    for (const k of [0, 1, 2]) expect(thick[k], `slice ${k}`).toBeLessThanOrEqual(widest * 0.4);
  });

  it("a round shield is a disc; a shield without the word keeps its point", () => {
    for (const prompt of ["a round wooden shield", "a buckler"]) {
      const img = draw(prompt, "weapon");
      const b = bounds(img);
      const w = b.right - b.left + 1;
      const h = b.bottom - b.top + 1;
      expect(w / h, prompt).toBeGreaterThan(0.9);
      expect(w / h, prompt).toBeLessThan(1.1);
      // A disc leaves all four corners of its box empty; a heater's top corners are filled.
      for (const [x, y] of [
        [b.left + 2, b.top + 2],
        [b.right - 2, b.top + 2],
        [b.left + 2, b.bottom - 2],
        [b.right - 2, b.bottom - 2],
      ] as const)
        expect(alpha(img, x, y), `${prompt} corner ${x},${y}`).toBe(0);
    }
    const heater = draw("a shield", "weapon");
    const b = bounds(heater);
    expect(alpha(heater, b.left + 2, b.top + 2)).toBeGreaterThan(0);
  });
});

describe("interface buttons and effects say what they are", () => {
  const light = (p: Px) => p.L > 0.9 && p.C < 0.05;

  it("a play button holds a light triangle pointing right inside its disc", () => {
    for (const prompt of ["a play button", "a red play button"]) {
      const img = draw(prompt, "ui");
      const px = opaque(img);
      const glyph = px.filter(light);
      expect(glyph.length, prompt).toBeGreaterThan(60);
      const b = bounds(img);
      const xs = glyph.map((p) => p.x);
      const ys = glyph.map((p) => p.y);
      const [l, r, t, bt] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      // Inside the disc, away from its edge.
      expect(l - b.left, prompt).toBeGreaterThan(6);
      expect(b.right - r, prompt).toBeGreaterThan(6);
      expect(t - b.top, prompt).toBeGreaterThan(6);
      expect(b.bottom - bt, prompt).toBeGreaterThan(6);
      // A triangle pointing right: tall at its left side, a point at its right.
      const column = (x: number) => glyph.filter((p) => p.x === x).length;
      expect(column(l + 1), prompt).toBeGreaterThanOrEqual(0.8 * (bt - t));
      expect(column(r - 1), prompt).toBeLessThanOrEqual(0.25 * (bt - t));
      // The disc: round, its box's corners empty.
      expect(alpha(img, b.left + 1, b.top + 1), prompt).toBe(0);
      expect(alpha(img, b.right - 1, b.bottom - 1), prompt).toBe(0);
    }
  });

  it("a laser beam has a white-hot core along its length", () => {
    const img = draw("a laser beam", "effect");
    const px = opaque(img);
    const b = bounds(img);
    const core = px.filter((p) => p.L > 0.9 && p.C < 0.05);
    const xs = core.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(0.7 * (b.right - b.left));
  });

  it("a pause button holds two light bars", () => {
    const glyph = opaque(draw("a pause button", "ui")).filter(light);
    const xs = [...new Set(glyph.map((p) => p.x))].sort((a, b) => a - b);
    const gaps = xs.filter((x, i) => i > 0 && x - xs[i - 1]! > 2);
    expect(glyph.length).toBeGreaterThan(60);
    expect(gaps.length).toBe(1);
  });

  it("a poison cloud is a low bank of gas with a skull and rising bubbles, not a bush", () => {
    const img = draw("a poison cloud", "effect");
    const px = opaque(img);
    const b = bounds(img);
    // The skull: light pixels in the cloud.
    expect(px.filter(light).length).toBeGreaterThan(20);
    // Bubbles float free above the cloud, as rings.
    expect(pieces(img)).toBeGreaterThanOrEqual(3);
    expect(enclosedPockets(img).length).toBeGreaterThanOrEqual(2);
    // The gas is wider than it is tall below the bubbles.
    const rows = new Map<number, number>();
    for (const p of px) rows.set(p.y, (rows.get(p.y) ?? 0) + 1);
    const widest = Math.max(...rows.values());
    expect(widest).toBeGreaterThanOrEqual(0.85 * (b.right - b.left + 1));
    // No purple berries.
    expect(px.filter((p) => p.C > 0.08 && p.h > 285 && p.h < 345).length).toBe(0);
  });
});

describe("furniture and containers have the parts that name them", () => {
  /** The lightness of the pixel at (x, y), or -1 where transparent. */
  const lightness = (px: readonly Px[], x: number, y: number) =>
    px.find((p) => p.x === x && p.y === y)?.L ?? -1;
  /** The lightest pixel within `r` of (x, y). */
  const lightestNear = (px: readonly Px[], x: number, y: number, r = 2) => {
    let best = -1;
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) best = Math.max(best, lightness(px, x + dx, y + dy));
    return best;
  };

  it("a crate's front is braced corner to corner both ways", () => {
    for (const seed of [3, 7]) {
      const img = draw("a crate", "prop", seed);
      const px = opaque(img);
      const b = bounds(img);
      const W = b.right - b.left + 1;
      const H = b.bottom - b.top + 1;
      // The front below the lid, inside its frame of boards.
      const top = b.top + Math.round(H * 0.25) + Math.round(W * 0.12);
      const bottom = b.bottom - Math.round(W * 0.12);
      const left = b.left + Math.round(W * 0.12);
      const right = b.right - Math.round(W * 0.12);
      const cx = Math.round((left + right) / 2);
      const cy = Math.round((top + bottom) / 2);
      const brace = lightestNear(px, cx, cy, 1);
      for (const t of [0.25, 0.75]) {
        const y = Math.round(top + (bottom - top) * t);
        for (const x of [left + (right - left) * t, right - (right - left) * t]) {
          expect(lightestNear(px, Math.round(x), y), `seed ${seed} at ${x},${y}`).toBeGreaterThan(
            brace - 0.03,
          );
        }
      }
      // Between the brace's arms lies the darker panel of planks.
      expect(lightestNear(px, cx, top + 2, 0), `seed ${seed}`).toBeLessThan(brace - 0.05);
    }
  });

  it("a chair has a back standing over its seat and legs beneath it", () => {
    for (const seed of [3, 7]) {
      const img = draw("a chair", "prop", seed);
      const b = bounds(img);
      const W = b.right - b.left + 1;
      const H = b.bottom - b.top + 1;
      const filled = (x0: number, x1: number, y0: number, y1: number) => {
        let n = 0;
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (alpha(img, x, y)) n++;
        return n / ((x1 - x0 + 1) * (y1 - y0 + 1));
      };
      // The back rises on one side; the other side above the seat is open.
      expect(
        filled(b.right - Math.round(W * 0.3), b.right, b.top, b.top + Math.round(H * 0.4)),
      ).toBeLessThan(0.1);
      expect(
        filled(b.left, b.left + Math.round(W * 0.3), b.top, b.top + Math.round(H * 0.4)),
      ).toBeGreaterThan(0.25);
      // The seat spans most of the width at mid height.
      let seat = 0;
      for (let y = b.top + Math.round(H * 0.45); y <= b.top + Math.round(H * 0.75); y++) {
        let run = 0;
        for (let x = b.left; x <= b.right; x++) if (alpha(img, x, y)) run++;
        seat = Math.max(seat, run);
      }
      expect(seat, `seed ${seed}`).toBeGreaterThanOrEqual(0.7 * W);
      // Near the floor, legs with gaps between them.
      const y = b.bottom - 2;
      let runs = 0;
      for (let x = b.left; x <= b.right; x++) if (alpha(img, x, y) && !alpha(img, x - 1, y)) runs++;
      expect(runs, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("a desk is a table with a pedestal of drawers beside a knee hole", () => {
    const reading = readSpritePrompt("a desk", "prop");
    expect(reading.subject).toBe("desk");
    const img = draw("a desk", "prop");
    const px = opaque(img);
    const b = bounds(img);
    const W = b.right - b.left + 1;
    const H = b.bottom - b.top + 1;
    const column = (x: number) => {
      let n = 0;
      for (let y = b.top + Math.round(H * 0.55); y <= b.bottom; y++) if (alpha(img, x, y)) n++;
      return n / (b.bottom - (b.top + Math.round(H * 0.55)) + 1);
    };
    // Under the top: a solid pedestal on the right, an open knee hole in the middle.
    expect(column(b.left + Math.round(W * 0.75))).toBeGreaterThan(0.95);
    expect(column(b.left + Math.round(W * 0.35))).toBeLessThan(0.1);
    // Drawer knobs: little gold spots.
    const gold = px.filter((p) => p.C > 0.08 && p.h > 60 && p.h < 110 && p.L > 0.6);
    expect(new Set(gold.map((p) => Math.floor(p.y / 4))).size).toBeGreaterThanOrEqual(3);
  });
});

describe("a colour named with a part of a shape paints that part", () => {
  const blue = (p: Px) => p.C > 0.06 && p.h >= 230 && p.h < 285;
  const grey = (p: Px) => p.C < 0.04 && p.L > 0.3;

  it("a silver crown with a blue jewel: the jewel is blue, the crown silver", () => {
    const reading = readSpritePrompt("a silver crown with a blue jewel", "item");
    expect(reading.subject).toBe("crown");
    expect(reading.unrecognized).toEqual([]);
    const px = opaque(draw("a silver crown with a blue jewel", "item"));
    const jewel = shareOf(px, blue);
    expect(jewel).toBeGreaterThan(0.01);
    expect(jewel).toBeLessThan(0.1);
    expect(shareOf(px, grey)).toBeGreaterThan(0.5);
  });

  it("a crown with a green gem keeps its gold; a blue crown is blue all over", () => {
    const green = (p: Px) => p.C > 0.06 && p.h >= 115 && p.h < 170;
    const gem = opaque(draw("a golden crown with a green gem", "item"));
    expect(shareOf(gem, green)).toBeGreaterThan(0.01);
    expect(shareOf(gem, green)).toBeLessThan(0.1);
    expect(shareOf(opaque(draw("a blue crown", "item")), blue)).toBeGreaterThan(0.5);
  });

  it("a word that names the subject itself binds to the whole: a green laser beam is green", () => {
    const green = (p: Px) => p.C > 0.06 && p.h >= 115 && p.h < 170;
    const px = opaque(draw("a green laser beam", "effect"));
    expect(shareOf(px, green)).toBeGreaterThan(0.6);
    expect(shareOf(px, (p) => p.C > 0.08 && (p.h < 45 || p.h >= 345))).toBe(0);
  });

  it("a black top hat with a red band: the band alone is red", () => {
    const reading = readSpritePrompt("a black top hat with a red band", "item");
    expect(reading.unrecognized).toEqual([]);
    const red = (p: Px) => p.C > 0.08 && (p.h < 45 || p.h >= 345);
    const px = opaque(draw("a black top hat with a red band", "item"));
    expect(shareOf(px, red)).toBeGreaterThan(0.03);
    expect(shareOf(px, red)).toBeLessThan(0.2);
  });
});

describe("characters read by more than one small prop", () => {
  const box = (img: RgbaImage) => {
    const b = bounds(img);
    return { ...b, w: b.right - b.left + 1, h: b.bottom - b.top + 1 };
  };
  const red = (p: Px) => p.C > 0.08 && (p.h < 45 || p.h >= 345);
  const dark = (p: Px) => p.L < 0.5 && p.C < 0.05;
  const gold = (p: Px) => p.C > 0.06 && p.h >= 60 && p.h < 100 && p.L > 0.6;

  it("a dwarf is short and broad, his beard down his chest", () => {
    for (const seed of [3, 7]) {
      const dwarf = draw("a dwarf with a beard and a hammer", "character", seed);
      const knight = box(draw("a knight", "character", seed));
      const d = box(dwarf);
      expect(d.h, `seed ${seed}`).toBeLessThanOrEqual(0.8 * knight.h);
      // Without his hammer, his body is about as wide as it is tall.
      const body = opaque(dwarf);
      const rows = new Map<number, number>();
      for (const p of body) rows.set(p.y, (rows.get(p.y) ?? 0) + 1);
      const widest = Math.max(
        ...[...rows.entries()].filter(([y]) => y > d.top + d.h * 0.6).map(([, n]) => n),
      );
      expect(widest / d.h, `seed ${seed}`).toBeGreaterThanOrEqual(0.6);
      // The beard (his hair colour, warm) runs down over the chest.
      const beard = body.filter((p) => p.C > 0.08 && p.h >= 30 && p.h < 70 && p.L < 0.75);
      const ys = beard.map((p) => p.y);
      expect(Math.max(...ys) - Math.min(...ys), `seed ${seed}`).toBeGreaterThanOrEqual(0.35 * d.h);
    }
  });

  it("a pirate captain wears a wide gold-trimmed tricorn; with a hook, he has one", () => {
    const img = draw("a pirate captain with a hook", "character");
    const b = box(img);
    const top = opaque(img).filter((p) => p.y <= b.top + b.h * 0.2);
    const xs = top.filter(dark).map((p) => p.x);
    // The hat's horns reach past the head on both sides: most of the figure's width.
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(0.55 * b.w);
    expect(top.filter(gold).length).toBeGreaterThanOrEqual(6);
    const hooked = opaque(img).filter((p) => steel(p) && p.y > b.top + b.h * 0.5).length;
    const plain = draw("a pirate captain", "character");
    const pb = box(plain);
    const bare = opaque(plain).filter((p) => steel(p) && p.y > pb.top + pb.h * 0.5).length;
    expect(hooked).toBeGreaterThanOrEqual(bare + 6);
    expect(readSpritePrompt("a pirate captain with a hook").unrecognized).toEqual([]);
  });

  it("a vampire's collar stands up red-lined beside his head, and he has fangs", () => {
    const img = draw("a vampire", "character");
    const b = box(img);
    const cx = (b.left + b.right) / 2;
    const high = opaque(img).filter((p) => p.y <= b.top + b.h * 0.3 && red(p));
    expect(high.filter((p) => p.x < cx).length).toBeGreaterThanOrEqual(8);
    expect(high.filter((p) => p.x > cx).length).toBeGreaterThanOrEqual(8);
    const fangs = opaque(img).filter((p) => p.y <= b.top + b.h * 0.35 && p.L > 0.9 && p.C < 0.05);
    expect(fangs.length).toBeGreaterThanOrEqual(2);
  });

  it("a ninja wears a red sash knotted at the waist", () => {
    const img = draw("a ninja in black", "character");
    const b = box(img);
    const sash = opaque(img).filter(
      (p) => red(p) && p.y > b.top + b.h * 0.4 && p.y < b.top + b.h * 0.85,
    );
    expect(sash.length).toBeGreaterThanOrEqual(20);
  });
});

describe("armour icons", () => {
  it("an iron helmet is a closed helm with a dark T of eye and nose slits", () => {
    const img = draw("an iron helmet", "item");
    const px = opaque(img);
    const b = bounds(img);
    const W = b.right - b.left + 1;
    const H = b.bottom - b.top + 1;
    const darkAt = (x: number, y: number) => {
      const p = px.find((q) => q.x === x && q.y === y);
      return p !== undefined && p.L < 0.62;
    };
    const cx = Math.round((b.left + b.right) / 2);
    const cheek = Math.round(cx - 0.22 * W);
    let stem = 0;
    let lit = 0;
    for (let y = Math.round(b.top + 0.55 * H); y <= Math.round(b.top + 0.78 * H); y++) {
      if (darkAt(cx, y)) stem++;
      if (darkAt(cheek, y)) lit++;
    }
    // The nose slit runs down the middle of the face; the lit cheek beside it stays light.
    expect(stem).toBeGreaterThanOrEqual(11);
    expect(lit).toBeLessThanOrEqual(2);
    // The eye slit crosses the face above it.
    const eyeRow = Array.from({ length: Math.round(0.3 * H) }, (_, k) => {
      const y = Math.round(b.top + 0.3 * H) + k;
      let n = 0;
      for (let x = cheek; x <= cx; x++) if (darkAt(x, y)) n++;
      return n;
    });
    expect(Math.max(...eyeRow)).toBeGreaterThanOrEqual(cx - cheek);
  });

  it("a chestplate has a neckline cut between its shoulders", () => {
    const img = draw("a steel chestplate", "item");
    const b = bounds(img);
    const cx = Math.round((b.left + b.right) / 2);
    const W = b.right - b.left + 1;
    const y = b.top + 1;
    expect(alpha(img, cx, y)).toBe(0);
    expect(alpha(img, cx - Math.round(W * 0.25), y + 2)).toBeGreaterThan(0);
    expect(alpha(img, cx + Math.round(W * 0.25), y + 2)).toBeGreaterThan(0);
  });
});
