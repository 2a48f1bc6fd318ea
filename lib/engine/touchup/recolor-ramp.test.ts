import { describe, expect, it } from "vitest";
import { BALL_AND_BLOCK, FLOWER, HERO, TREE } from "./corpus/fixtures";
import { type Family, inFamily, oklch } from "./corpus/judge";
import type { Fixture } from "./corpus";
import { touchUp } from ".";

const whole = (f: Fixture) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });

/** Every pixel drawn as `part` after `sentence` on the whole sprite: each must read as `family`. */
function expectReads(f: Fixture, sentence: string, part: string, family: Family) {
  const out = touchUp(f.image, whole(f), sentence, { seed: 1 });
  expect(out.kind, sentence).toBe("edited");
  if (out.kind !== "edited") return;
  const d = out.image.data;
  f.mask(part).forEach((v, i) => {
    if (!v) return;
    const c = oklch(d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!);
    expect(
      inFamily(c, family),
      `${sentence}: ${part} pixel ${i % f.image.width},${Math.floor(i / f.image.width)} L${c.L.toFixed(2)} C${c.C.toFixed(3)}`,
    ).toBe(true);
  });
}

describe("a recolour maps the object's whole ramp where the named colour reads", () => {
  it("the tunic's darkest fold turns with the rest, and the outline stays", () => {
    expectReads(HERO, "make the tunic red", "tunic", "red");
    const out = touchUp(HERO.image, whole(HERO), "make the tunic red", { seed: 1 });
    if (out.kind !== "edited") return;
    HERO.mask("outline").forEach((v, i) => {
      if (v)
        expect(out.image.data.slice(i * 4, i * 4 + 4)).toEqual(
          HERO.image.data.slice(i * 4, i * 4 + 4),
        );
    });
  });

  it("black hair is black to its highlight, white petals white to their shadow", () => {
    expectReads(HERO, "make the hair black", "hair", "black");
    expectReads(TREE, "make the brown black", "trunk", "black");
    expectReads(FLOWER, "make the petals white", "petals", "white");
  });
});

describe("bigger stays inside the canvas", () => {
  it("a ball grown beside the canvas edge is drawn whole: its outline rings it on every side", () => {
    const f = BALL_AND_BLOCK;
    const out = touchUp(f.image, whole(f), "make the ball bigger", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const { width, height } = f.image;
    const rgb = (d: Uint8ClampedArray | Uint8Array, i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    const inner = new Set<number>();
    f.mask("ball").forEach((v, i) => {
      if (v) inner.add(rgb(f.image.data, i));
    });
    // No pixel on the canvas's edge shows the ball's inside: it would be cut there.
    for (let i = 0; i < width * height; i++) {
      const x = i % width;
      const y = Math.floor(i / width);
      if (x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
      if (out.image.data[i * 4 + 3] === 0) continue;
      expect(inner.has(rgb(out.image.data, i)), `edge pixel ${x},${y}`).toBe(false);
    }
  });
});
