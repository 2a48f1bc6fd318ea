import { describe, expect, it } from "vitest";
import { EMPTY } from "../draw";
import { KNIGHT } from "./corpus";
import { boxOf, withOwnOutline } from "./corpus/draw";
import { OUTLINE } from "./corpus/draw";
import { CHEST, HERO, HOUSE, KEY, POTION } from "./corpus/fixtures";
import { touchUp } from ".";

const whole = (f: { image: { width: number; height: number } }) => ({
  x: 0,
  y: 0,
  width: f.image.width,
  height: f.image.height,
});
const alpha = (d: Uint8ClampedArray | Uint8Array, i: number) => d[i * 4 + 3]!;

describe("remove takes the object, only the object", () => {
  it("the chest's lid seam closes where its lock crossed it, the wood above and below stays wood", () => {
    // As drawn: the seam is row 5, outline from x 2 to 17 but for the lock's two pixels (9, 10);
    // rows 4 and 6 are wood there.
    const out = touchUp(CHEST.image, whole(CHEST), "remove the lock", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const w = CHEST.image.width;
    const rgb = (d: Uint8ClampedArray | Uint8Array, i: number) =>
      [d[i * 4], d[i * 4 + 1], d[i * 4 + 2], d[i * 4 + 3]].join(",");
    const line = rgb(CHEST.image.data, 5 * w + 2);
    for (let x = 2; x <= 17; x++) expect(rgb(out.image.data, 5 * w + x), `seam at ${x}`).toBe(line);
    const wood = CHEST.mask("wood");
    const woodColours = new Set<string>();
    for (let i = 0; i < wood.length; i++) if (wood[i]) woodColours.add(rgb(CHEST.image.data, i));
    for (const y of [4, 6])
      for (const x of [9, 10])
        expect(woodColours.has(rgb(out.image.data, y * w + x)), `${x},${y} is wood`).toBe(true);
  });

  it("on the engine's knight, the arm and torso the shield hid show again", () => {
    const doc = KNIGHT.layers!;
    const shield = KNIGHT.mask("shield");
    const box = boxOf(shield, KNIGHT.image.width);
    const region = { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2 };
    const out = touchUp(KNIGHT.image, region, "remove the shield", { seed: 1, layers: doc });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // Where another layer has ink under the shield, the result is that ink's picture, opaque:
    // never air punched through the figure.
    const behind = new Uint8Array(shield.length);
    for (const layer of doc.layers) {
      if (layer.role === "shield" || layer.kind === "shield") continue;
      for (let y = 0; y < layer.height; y++) {
        for (let x = 0; x < layer.width; x++) {
          if (layer.ink[y * layer.width + x] === EMPTY) continue;
          behind[(layer.y + y) * doc.width + layer.x + x] = 1;
        }
      }
    }
    let hidden = 0;
    let kept = 0;
    for (let i = 0; i < shield.length; i++) {
      if (!shield[i] || !behind[i]) continue;
      hidden++;
      if (alpha(out.image.data, i) > 0) kept++;
    }
    expect(hidden).toBeGreaterThan(40);
    expect(kept).toBe(hidden);
    // And the shield's picture is gone: most of its pixels show something else now.
    let changed = 0;
    let all = 0;
    for (let i = 0; i < shield.length; i++) {
      if (!shield[i]) continue;
      all++;
      if ([0, 1, 2, 3].some((k) => out.image.data[i * 4 + k] !== KNIGHT.image.data[i * 4 + k]))
        changed++;
    }
    expect(changed).toBeGreaterThan(all * 0.8);
  });

  it("a sword's hilt goes with its blade: nothing of the sword floats in the air", () => {
    const out = touchUp(HERO.image, whole(HERO), "remove the sword", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    HERO.mask("hilt").forEach((v, i) => {
      if (v) expect(alpha(out.image.data, i), `hilt pixel ${i}`).toBe(0);
    });
    // The tunic and belt beside the guard stay exactly as drawn.
    HERO.mask("tunic", "belt").forEach((v, i) => {
      if (v)
        expect([...out.image.data.slice(i * 4, i * 4 + 4)]).toEqual([
          ...HERO.image.data.slice(i * 4, i * 4 + 4),
        ]);
    });
  });

  it("a part named on a thing the region holds whole takes that part only, or is refused: never the whole sprite erased", () => {
    for (const [f, sentence, part] of [
      [CHEST, "remove the lock", "lock"],
      [KEY, "remove the teeth", "teeth"],
    ] as const) {
      const out = touchUp(f.image, whole(f), sentence, { seed: 1 });
      if (out.kind === "refused") {
        expect(out.reason, sentence).toMatch(/In this region/);
        continue;
      }
      expect(out.kind, sentence).toBe("edited");
      if (out.kind !== "edited") continue;
      // Changes stay on the part as drawn, or the outline pixel next to it.
      const near = withOwnOutline(f, f.mask(part));
      let changed = 0;
      for (let i = 0; i < f.image.width * f.image.height; i++) {
        const same = [0, 1, 2, 3].every(
          (c) => out.image.data[i * 4 + c] === f.image.data[i * 4 + c],
        );
        if (same) continue;
        changed++;
        expect(near[i], `${sentence}: pixel ${i} is off the ${part}`).toBe(1);
      }
      expect(changed, sentence).toBeGreaterThan(0);
    }
  });

  it("a door set in a wall leaves wall: its pixels and frame take the wall's colours, no dark hole", () => {
    const out = touchUp(HOUSE.image, whole(HOUSE), "remove the door", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const rgb = (d: Uint8ClampedArray | Uint8Array, i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    const wall = new Set<number>();
    HOUSE.mask("walls").forEach((v, i) => {
      if (v) wall.add(rgb(HOUSE.image.data, i));
    });
    HOUSE.mask("door").forEach((v, i) => {
      if (v) expect(wall.has(rgb(out.image.data, i)), `door pixel ${i}`).toBe(true);
    });
  });

  it("a cork on a bottle goes to air with its outline: nothing is left above the neck's rim", () => {
    const out = touchUp(POTION.image, whole(POTION), "remove the cork", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // The rows the cork and its outline were drawn in, down to the row above the glass.
    const { width } = POTION.image;
    const glassTop = boxOf(POTION.mask("glass"), width).y;
    for (let i = 0; i < (glassTop - 1) * width; i++)
      expect(alpha(out.image.data, i), `pixel ${i % width},${Math.floor(i / width)}`).toBe(0);
    // The neck keeps a rim: the outline row over the glass stays where glass is below it.
    const rim = (glassTop - 1) * width;
    POTION.mask("glass").forEach((v, i) => {
      if (v && i >= glassTop * width && i < (glassTop + 1) * width)
        expect(alpha(out.image.data, rim + (i % width)), `rim over ${i % width}`).toBe(255);
    });
  });

  it("a key's teeth leave no outline hanging under the shaft", () => {
    const out = touchUp(KEY.image, whole(KEY), "remove the teeth", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const { width, height } = KEY.image;
    const teeth = boxOf(KEY.mask("teeth"), width);
    // Below the teeth's top row, in their columns and one beside, only air is left.
    for (let y = teeth.y + 1; y < height; y++) {
      for (let x = teeth.x - 1; x <= teeth.x + teeth.width; x++) {
        const i = y * width + x;
        const drawnAsOther = KEY.parts[i]!.some((p) => p !== OUTLINE && p !== "teeth");
        if (!drawnAsOther) expect(alpha(out.image.data, i), `pixel ${x},${y}`).toBe(0);
      }
    }
  });
});
