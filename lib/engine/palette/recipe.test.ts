import { describe, expect, it } from "vitest";
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { createRandom, pick, randomInt } from "../random";
import { COOL_HUE, hueDelta, WARM_HUE } from "./ramp";
import { generatePalette, type PaletteAnchor, type PaletteRecipe, suggestPalettes } from "./recipe";
import { MOODS, THEMES } from "./vocabulary";

const lch = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const HEX = /^#[0-9a-f]{6}$/;

function randomRecipe(seed: number): PaletteRecipe {
  const random = createRandom(seed);
  const anchors: PaletteAnchor[] = [];
  for (let i = randomInt(random, 0, 5); i > 0; i--) {
    const kind = randomInt(random, 0, 4);
    const anchor: PaletteAnchor = {};
    if (kind === 0) anchor.hue = randomInt(random, 0, 360);
    if (kind === 1) anchor.hue = [randomInt(random, 0, 360), randomInt(random, 0, 360)];
    if (kind === 2) anchor.hex = `#${randomInt(random, 0, 0xffffff).toString(16).padStart(6, "0")}`;
    if (kind === 3) anchor.neutral = pick(random, ["black", "grey", "white"] as const);
    if (random() < 0.5) anchor.role = pick(random, ["main", "support", "accent"] as const);
    if (random() < 0.5)
      anchor.value = pick(random, ["dark", "light", "vivid", "muted", "deep"] as const);
    if (random() < 0.3) anchor.weight = 0.1 + random() * 9.9;
    anchors.push(anchor);
  }
  return {
    count: randomInt(random, 4, 64),
    seed: randomInt(random, -(2 ** 40), 2 ** 40),
    theme: random() < 0.7 ? pick(random, Object.keys(THEMES)) : null,
    primary:
      random() < 0.5
        ? pick(random, ["teal", "crimson", "black", "#ff0044", "gold", "nonsense"])
        : null,
    moods: Object.keys(MOODS)
      .filter(() => random() < 0.1)
      .slice(0, 4),
    hueShift: random() < 0.3 ? null : randomInt(random, -90, 90),
    focus: random() < 0.3 ? "tight" : null,
    anchors,
    anchorsOnly: random() < 0.3,
  };
}

/** A recipe with one ramp only: the main anchor's. */
const singleRamp = (
  over: Partial<PaletteRecipe> = {},
  anchor: PaletteAnchor = { hue: 200 },
): PaletteRecipe => ({
  count: 6,
  seed: 7,
  anchors: [{ role: "main", ...anchor }],
  anchorsOnly: true,
  ...over,
});

describe("generatePalette", () => {
  it("gives exactly count distinct lowercase #rrggbb colors for any recipe", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const recipe = randomRecipe(seed);
      const colors = generatePalette(recipe);
      expect(colors).toHaveLength(recipe.count);
      expect(new Set(colors).size).toBe(recipe.count);
      for (const hex of colors) expect(hex).toMatch(HEX);
    }
  });

  it("is deterministic, and the seed matters", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const recipe = randomRecipe(seed);
      expect(generatePalette(recipe)).toEqual(generatePalette(structuredClone(recipe)));
      expect(generatePalette({ ...recipe, seed: recipe.seed + 1 })).not.toEqual(
        generatePalette(recipe),
      );
    }
  });

  it("includes every hex anchor exactly", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const random = createRandom(seed);
      const hexes = [1, 2, 3].map(
        () => `#${randomInt(random, 0, 0xffffff).toString(16).padStart(6, "0")}`,
      );
      const colors = generatePalette({
        count: randomInt(random, 4, 32),
        seed,
        anchors: hexes.map((hex) => ({ hex: hex.toUpperCase() })),
        anchorsOnly: random() < 0.5,
      });
      for (const hex of hexes) expect(colors).toContain(hex);
    }
  });

  it("warms the lights and cools the darks; a negative hueShift reverses it", () => {
    const warmth = (hueShift: number) => {
      const colors = generatePalette(singleRamp({ hueShift })).map(lch);
      return {
        light: Math.abs(hueDelta(colors.at(-2)!.h, WARM_HUE)),
        dark: Math.abs(hueDelta(colors[1]!.h, COOL_HUE)),
      };
    };
    const none = warmth(0);
    const forward = warmth(40);
    const reversed = warmth(-40);
    expect(forward.light).toBeLessThan(none.light);
    expect(forward.dark).toBeLessThan(none.dark);
    expect(reversed.light).toBeGreaterThan(none.light);
    expect(reversed.dark).toBeGreaterThan(none.dark);
  });

  it("peaks chroma mid-ramp", () => {
    for (const hue of [30, 140, 200, 300]) {
      const chroma = generatePalette(singleRamp({ count: 7, hueShift: 0 }, { hue })).map(
        (hex) => lch(hex).C,
      );
      const peak = chroma.indexOf(Math.max(...chroma));
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(6);
    }
  });

  it("pins hue ranges and makes neutral anchors grey", () => {
    for (const color of generatePalette(
      singleRamp({ count: 8, hueShift: 60 }, { hue: [100, 140] }),
    ).map(lch)) {
      if (color.C < 0.02) continue; // near-black and near-white have no meaningful hue
      expect(color.h).toBeGreaterThan(97);
      expect(color.h).toBeLessThan(143);
    }
    for (const color of generatePalette(singleRamp({ count: 5 }, { neutral: "grey" })).map(lch)) {
      expect(color.C).toBeLessThan(0.03);
    }
  });

  it("gives the main role and larger weights more colors", () => {
    const near = (colors: string[], hue: number) =>
      colors.filter((hex) => lch(hex).C > 0.02 && Math.abs(hueDelta(lch(hex).h, hue)) < 40).length;
    const byRole = generatePalette({
      count: 12,
      seed: 3,
      hueShift: 0,
      anchorsOnly: true,
      anchors: [
        { hue: 200, role: "accent" },
        { hue: 30, role: "main" },
      ],
    });
    expect(near(byRole, 30)).toBeGreaterThan(near(byRole, 200));
    const byWeight = generatePalette({
      count: 12,
      seed: 3,
      hueShift: 0,
      anchorsOnly: true,
      anchors: [{ hue: 30 }, { hue: 200, weight: 4 }],
    });
    expect(near(byWeight, 200)).toBeGreaterThan(near(byWeight, 30));
  });

  it("orders ramps by role: main first", () => {
    const colors = generatePalette({
      count: 8,
      seed: 5,
      hueShift: 0,
      anchorsOnly: true,
      anchors: [
        { hue: 140, role: "accent" },
        { hue: 30, role: "main" },
      ],
    });
    expect(Math.abs(hueDelta(lch(colors[2]!).h, 30))).toBeLessThan(25);
  });

  it("biases lightness and chroma by anchor value and by mood", () => {
    const lightOf = (recipe: PaletteRecipe) =>
      mean(generatePalette(recipe).map((hex) => lch(hex).L));
    const chromaOf = (recipe: PaletteRecipe) =>
      mean(generatePalette(recipe).map((hex) => lch(hex).C));
    expect(lightOf(singleRamp({}, { hue: 30, value: "dark" }))).toBeLessThan(
      lightOf(singleRamp({}, { hue: 30, value: "light" })),
    );
    expect(chromaOf(singleRamp({}, { hue: 30, value: "muted" }))).toBeLessThan(
      chromaOf(singleRamp({}, { hue: 30, value: "vivid" })),
    );
    for (let seed = 1; seed <= 10; seed++) {
      const base = { count: 16, seed, theme: "forest" };
      expect(lightOf({ ...base, moods: ["dark"] })).toBeLessThan(
        lightOf({ ...base, moods: ["bright"] }),
      );
      expect(chromaOf({ ...base, moods: ["muted"] })).toBeLessThan(
        chromaOf({ ...base, moods: ["vivid"] }),
      );
    }
  });

  it("narrows the hue spread with focus tight", () => {
    const spread = (recipe: PaletteRecipe) => {
      const colors = generatePalette(recipe)
        .map(lch)
        .filter((c) => c.C > 0.04);
      const main = colors[0]!.h;
      return mean(colors.map((c) => Math.abs(hueDelta(main, c.h))));
    };
    let tighter = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const base = { count: 24, seed, primary: "teal", hueShift: 10 };
      if (spread({ ...base, focus: "tight" }) < spread(base)) tighter++;
    }
    expect(tighter).toBeGreaterThanOrEqual(18);
  });

  it("uses only the anchors' hues with anchorsOnly", () => {
    const colors = generatePalette({
      count: 16,
      seed: 9,
      hueShift: 0,
      theme: "candy",
      primary: "purple",
      anchorsOnly: true,
      anchors: [{ hue: 30 }, { hue: 150 }, {}],
    }).map(lch);
    for (const color of colors.filter((c) => c.C > 0.03)) {
      const distance = Math.min(Math.abs(hueDelta(color.h, 30)), Math.abs(hueDelta(color.h, 150)));
      expect(distance).toBeLessThan(12);
    }
  });

  it("refuses counts outside 4..64", () => {
    expect(() => generatePalette({ count: 3, seed: 1 })).toThrow(RangeError);
    expect(() => generatePalette({ count: 65, seed: 1 })).toThrow(RangeError);
    expect(() => generatePalette({ count: 4.5, seed: 1 })).toThrow(RangeError);
  });

  it("keeps count exact when anchors outnumber it", () => {
    const anchors = Array.from({ length: 12 }, (_, i) => ({
      hex: `#${(i * 0x151515).toString(16).padStart(6, "0")}`,
    }));
    const colors = generatePalette({ count: 4, seed: 1, anchors, anchorsOnly: true });
    expect(new Set(colors).size).toBe(4);
    expect(colors).toContain(anchors[0]!.hex);
  });
});

describe("suggestPalettes", () => {
  it("offers one option per size when no count is given anywhere", () => {
    const result = suggestPalettes({ prompt: "gloomy teal forest" });
    expect(result.read_as).toBe(
      "theme: forest; main color: teal; moods: gloomy; sizes 8, 16, 24, 32",
    );
    expect(result.options.map((o) => o.colors.length)).toEqual([8, 16, 24, 32]);
    expect(result.options.map((o) => o.option)).toEqual([1, 2, 3, 4]);
    expect(
      suggestPalettes({ prompt: "gloomy teal forest", options: 2 }).options.map(
        (o) => o.colors.length,
      ),
    ).toEqual([8, 16]);
  });

  it("gives every option the count from the prompt or the request, with differing recipes", () => {
    const fromPrompt = suggestPalettes({ prompt: "lava 12 colors", options: 3 });
    expect(fromPrompt.options.map((o) => o.colors.length)).toEqual([12, 12, 12]);
    const fromRequest = suggestPalettes({ prompt: "lava 12 colors", count: 20 });
    expect(fromRequest.options.map((o) => o.colors.length)).toEqual([20, 20, 20, 20]);
    expect(fromRequest.read_as).toContain("20 colors");
    const seeds = new Set(fromRequest.options.map((o) => o.recipe.seed));
    const palettes = new Set(fromRequest.options.map((o) => o.colors.join()));
    expect(seeds.size).toBe(4);
    expect(palettes.size).toBe(4);
  });

  it("round-trips: each option's recipe regenerates its colors, also through JSON", () => {
    for (const prompt of [
      "gloomy teal forest",
      "cyberpunk 32",
      "teal and orange autumn",
      "black and white",
      "xyz",
      "#aa3300 lava",
    ]) {
      for (const option of suggestPalettes({ prompt }).options) {
        expect(generatePalette(option.recipe)).toEqual(option.colors);
        const sent = JSON.parse(JSON.stringify(option.recipe)) as PaletteRecipe;
        expect(sent).toEqual(option.recipe);
        expect(generatePalette(sent)).toEqual(option.colors);
      }
    }
  });

  it("is deterministic per prompt and honours the recipe bounds", () => {
    const a = suggestPalettes({ prompt: "Candy pastel" });
    expect(suggestPalettes({ prompt: "  candy PASTEL " })).toEqual(a);
    expect(suggestPalettes({ prompt: "candy pastel!" })).not.toEqual(a);
    for (const { recipe } of a.options) {
      expect(Number.isSafeInteger(recipe.seed)).toBe(true);
      expect(recipe.moods!.length).toBeLessThanOrEqual(4);
      expect(Math.abs(recipe.hueShift!)).toBeLessThanOrEqual(90);
      expect(recipe.anchors!.length).toBeLessThanOrEqual(12);
    }
  });

  it("turns further named colors into support anchors", () => {
    const [first] = suggestPalettes({ prompt: "teal and orange" }).options;
    expect(first!.recipe.primary).toBe("teal");
    expect(first!.recipe.anchors).toEqual([{ hue: expect.any(Number), role: "support" }]);
  });
});

describe("generatePalette with a main anchor and a primary", () => {
  it("still gives the primary color a ramp", () => {
    const colors = generatePalette({
      count: 16,
      seed: 2,
      hueShift: 0,
      primary: "teal",
      anchors: [{ hue: 30, role: "main" }],
    }).map(lch);
    const tealHue = lch("#1e8a88").h;
    expect(colors.some((c) => c.C > 0.04 && Math.abs(hueDelta(c.h, tealHue)) < 10)).toBe(true);
    expect(Math.abs(hueDelta(colors[3]!.h, 30))).toBeLessThan(15);
  });
});
