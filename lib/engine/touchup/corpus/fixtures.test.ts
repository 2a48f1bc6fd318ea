import { describe, expect, it } from "vitest";
import { boxOf, OUTLINE } from "./draw";
import { KNIGHT, WIZARD } from "./engine-sprites";
import { FIXTURES, TILE } from "./fixtures";

/** The distinct RGB colours of the pixels drawn as `part`. */
function shades(f: (typeof FIXTURES)[number], part: string): number {
  const set = new Set<number>();
  f.mask(part).forEach((v, i) => {
    if (v && !f.parts[i]!.includes(OUTLINE))
      set.add(
        (f.image.data[i * 4]! << 16) | (f.image.data[i * 4 + 1]! << 8) | f.image.data[i * 4 + 2]!,
      );
  });
  return set.size;
}

describe("the corpus fixtures", () => {
  it("are pixel art: 16 to 32 px, a dark outline, and most of each sprite in ramps of 2+ shades", () => {
    for (const f of FIXTURES) {
      const { width, height } = f.image;
      expect(Math.max(width, height), f.name).toBeGreaterThanOrEqual(16);
      expect(Math.max(width, height), f.name).toBeLessThanOrEqual(32);
      if (f !== TILE)
        expect(
          f.mask(OUTLINE).some((v) => v === 1),
          f.name,
        ).toBe(true);
      let ramped = 0;
      let all = 0;
      for (const part of f.partNames) {
        const n = f.mask(part).reduce((s, v) => s + v, 0);
        all += n;
        if (shades(f, part) >= 2) ramped += n;
      }
      expect(ramped / all, f.name).toBeGreaterThan(0.75);
    }
  });

  it("give every grid character a part, so no drawn pixel is unaccounted for", () => {
    for (const f of FIXTURES) {
      f.parts.forEach((names, i) => {
        expect(names.length > 0, `${f.name} pixel ${i}`).toBe(f.image.data[i * 4 + 3]! > 0);
      });
    }
  });
});

describe("the engine sprites' masks, from the layers the generator painted", () => {
  it("put the knight's sword on one side and its shield on the other, apart", () => {
    const sword = KNIGHT.mask("sword");
    const shield = KNIGHT.mask("shield");
    expect(sword.some((v, i) => v && shield[i])).toBe(false);
    const s = boxOf(sword, KNIGHT.image.width);
    const d = boxOf(shield, KNIGHT.image.width);
    expect(s.x + s.width).toBeLessThan(d.x);
    expect(s.height).toBeGreaterThan(15);
  });

  it("give a pixel to the front-most part: the torso over the cape shows as the torso", () => {
    const count = (part: string) => KNIGHT.mask(part).reduce((n, v) => n + v, 0);
    expect(count("torso")).toBeGreaterThan(150);
    expect(count("torso")).toBeGreaterThan(count("cape"));
  });

  it("give the wizard a staff taller than his robe, and no sword or shield", () => {
    const staff = boxOf(WIZARD.mask("staff"), WIZARD.image.width);
    const robe = boxOf(WIZARD.mask("torso"), WIZARD.image.width);
    expect(staff.height).toBeGreaterThan(robe.height);
    expect(WIZARD.partNames).not.toContain("sword");
    expect(WIZARD.partNames).not.toContain("shield");
  });
});
