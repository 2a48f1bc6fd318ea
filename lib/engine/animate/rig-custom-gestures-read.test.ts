/**
 * Gestures that must read as themselves at 1×, judged on rendered frames: a cheer puts the
 * sword above the head (a knight's shield lifted beside it), a bird's cheer raises its wing above its
 * head, a bow from the front brings the head down while the hips and legs stay where they stood
 * (a dropped hip reads as a squat). Which pixels are a hand, a head or a hip comes from the
 * part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { customCanvases as frames, doc, partIdsOf as partIds } from "../testing";
import { createImage } from "../raster";
import { moodInks } from "./rig/gesture-effects";

const N = 8;

const layers = (d: LayeredSprite, test: (name: string) => boolean) =>
  d.layers.filter((l) => l.width > 0 && test(l.name));

/** The top and bottom rows of these parts in a composition, or null when none shows. */
function rows(c: InkCanvas, parts: ReadonlySet<number>) {
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const y = Math.floor(i / c.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return top === Infinity ? null : { top, bottom };
}

describe("a cheer raises both hands above the head", () => {
  const knight = doc("knight with a sword and shield", "south");
  const head = partIds(layers(knight, (n) => n === "head"));
  // Each arm with what its hand holds (on a figure this short the fist stays below the
  // helmet's top; what it holds up is what shows above).
  const arms = layers(knight, (n) => /^arm\.(left|right)$/.test(n)).map((arm) =>
    partIds(knight.layers.filter((l) => l.width > 0 && (l === arm || l.parent === arm.name))),
  );

  it("the knight: in some frame the sword stands above the head and the shield is lifted beside it", () => {
    // The shield arm lifts out to its side rather than over the head (raised, the shield
    // covered half the face).
    expect(arms.length).toBe(2);
    const shield = partIds(layers(knight, (n) => n === "shield"));
    const sword = partIds(layers(knight, (n) => n === "item"));
    const made = frames(knight, "cheers");
    const restShield = rows(made[0]!, shield)!.top;
    const cheering = made.some(
      (c) => rows(c, sword)!.top < rows(c, head)!.top && rows(c, shield)!.top < restShield - 2,
    );
    expect(cheering).toBe(true);
  });

  it("a crow: its wing rises above its head", () => {
    const crow = doc("crow", "east");
    const wing = partIds(layers(crow, (n) => n.startsWith("wing.")));
    const crowHead = partIds(layers(crow, (n) => n === "head"));
    const made = frames(crow, "cheers");
    expect(rows(made[0]!, wing)!.top).toBeGreaterThan(rows(made[0]!, crowHead)!.top);
    expect(made.some((c) => rows(c, wing)!.top < rows(c, crowHead)!.top)).toBe(true);
  });
});

describe("a bow seen from the front bends over straight legs", () => {
  for (const who of ["knight with a sword and shield", "elf archer with a bow"]) {
    it(`the ${who}: the head comes down by a twentieth of the figure, the hips and legs stay`, () => {
      const d = doc(who, "south");
      const head = partIds(layers(d, (n) => n === "head"));
      const torso = partIds(layers(d, (n) => n === "torso"));
      const legs = partIds(layers(d, (n) => n.startsWith("leg.")));
      const made = frames(d, "bows");
      const rest = made[0]!;
      const height = rows(rest, legs)!.bottom - rows(rest, head)!.top;
      const lowest = Math.max(...made.map((c) => rows(c, head)!.top));
      expect(lowest - rows(rest, head)!.top).toBeGreaterThanOrEqual(height / 20);
      for (const c of made) {
        // The hips (the torso's bottom) and the legs are where they stood at rest.
        expect(rows(c, torso)!.bottom).toBe(rows(rest, torso)!.bottom);
        expect(rows(c, legs)!.bottom).toBe(rows(rest, legs)!.bottom);
      }
    });
  }
});

describe("a mood's mark is drawn in a colour of the sprite's own that reads as the mood", () => {
  /** A sprite of a few flat colours, one pixel of each at least, on transparency. */
  const palette = (...colors: [number, number, number][]) => {
    const image = createImage(8, 8);
    colors.forEach((c, i) => {
      for (let x = 0; x < 8; x++) image.data.set([...c, 255], (i * 8 + x) * 4);
    });
    return image;
  };
  const OUTLINE: [number, number, number] = [26, 28, 44];
  const GREY: [number, number, number] = [128, 128, 132];

  it("anger without a red in the palette is drawn red, not in a gold, a green or the outline", () => {
    const gold: [number, number, number] = [220, 180, 60];
    const mark = [...moodInks(palette(OUTLINE, GREY, gold, [240, 240, 240]), "anger").mark];
    const [r, g, b] = mark;
    expect(mark).not.toEqual(gold);
    expect(mark).not.toEqual(OUTLINE);
    // Red: red well above green and blue.
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(120);
  });

  it("anger with a red takes the red; a violet is no stand-in for it", () => {
    const red: [number, number, number] = [200, 40, 50];
    expect([...moodInks(palette(OUTLINE, GREY, red), "anger").mark]).toEqual(red);
    const violet: [number, number, number] = [93, 39, 93];
    expect([...moodInks(palette(OUTLINE, violet), "anger").mark]).not.toEqual(violet);
  });

  it("a drop of sweat on a green sprite is pale blue, never its green or a skin tone", () => {
    const skin: [number, number, number] = [255, 205, 117];
    const green: [number, number, number] = [56, 183, 100];
    const [r, g, b] = moodInks(palette(OUTLINE, green, skin), "fear").mark;
    expect(b!).toBeGreaterThan(r! + 80);
    expect(b!).toBeGreaterThan(200);
    expect(g!).toBeLessThan(b!);
  });
});

describe("looking sad hangs the head and keeps it down", () => {
  it("the knight: the head is down by a twentieth of the figure for half the loop, the hips kept", () => {
    const d = doc("knight with a sword and shield", "south");
    const head = partIds(layers(d, (n) => n === "head"));
    const torso = partIds(layers(d, (n) => n === "torso"));
    const legs = partIds(layers(d, (n) => n.startsWith("leg.")));
    const made = frames(d, "looks sad");
    const rest = made[0]!;
    const height = rows(rest, legs)!.bottom - rows(rest, head)!.top;
    const down = made.filter((c) => rows(c, head)!.top - rows(rest, head)!.top >= height / 20);
    // A nod dips and comes back within a beat; sorrow stays down.
    expect(down.length).toBeGreaterThanOrEqual(N / 2);
    for (const c of made) expect(rows(c, torso)!.bottom).toBe(rows(rest, torso)!.bottom);
  });
});

describe("a slime's cheer, nod and sorrow differ in shape", () => {
  const slime = doc("green slime", "east");
  const body = partIds(layers(slime, (n) => n === "body"));
  const size = (c: InkCanvas) => {
    const r = rows(c, body)!;
    let left = Infinity;
    let right = -Infinity;
    for (let i = 0; i < c.ink.length; i++)
      if (c.ink[i]! >= 0 && body.has(c.part[i]!)) {
        left = Math.min(left, i % c.width);
        right = Math.max(right, i % c.width);
      }
    return { tall: r.bottom - r.top, wide: right - left };
  };

  it("a cheer stretches the body taller than at rest at the top of a hop", () => {
    const made = frames(slime, "cheers").map(size);
    expect(Math.max(...made.map((s) => s.tall))).toBeGreaterThanOrEqual(made[0]!.tall + 2);
  });

  it("sorrow sags: lower and wider than at rest for half the loop", () => {
    const made = frames(slime, "looks sad").map(size);
    const sagged = made.filter((s) => s.tall <= made[0]!.tall - 3 && s.wide >= made[0]!.wide + 2);
    expect(sagged.length).toBeGreaterThanOrEqual(N / 2);
  });
});
