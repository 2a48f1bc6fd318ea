import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeneratePalettesResponse, Palette } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
let key: string;
beforeAll(async () => {
  svc = await startTestService();
  key = (await svc.newAccount()).key;
});
afterAll(() => svc?.close());

describe("palette generation and recipe saving", () => {
  it("offers one option per size 8, 16, 24, 32 when no count is given, and reads the prompt", async () => {
    const res = await svc.call("POST", "/api/palettes/generate", {
      key,
      body: { prompt: "gloomy swamp with teal water" },
    });
    expect(res.status).toBe(200);
    const body = GeneratePalettesResponse.parse(res.body);
    expect(body.prompt).toBe("gloomy swamp with teal water");
    expect(body.read_as.length).toBeGreaterThan(0);
    expect(body.options.map((o) => o.colors.length)).toEqual([8, 16, 24, 32]);
    expect(body.options.map((o) => o.option)).toEqual([1, 2, 3, 4]);
  });

  it("takes the count from the prompt's number, or from count, and the number of options", async () => {
    const fromPrompt = GeneratePalettesResponse.parse(
      (
        await svc.call("POST", "/api/palettes/generate", {
          key,
          body: { prompt: "12 color desert", options: 2 },
        })
      ).body,
    );
    expect(fromPrompt.options.map((o) => o.colors.length)).toEqual([12, 12]);
    const fromField = GeneratePalettesResponse.parse(
      (
        await svc.call("POST", "/api/palettes/generate", {
          key,
          body: { prompt: "lava cave", count: 5, options: 3 },
        })
      ).body,
    );
    expect(fromField.options.map((o) => o.colors.length)).toEqual([5, 5, 5]);
  });

  it("saving an option's recipe gives exactly the option's colors, and is deterministic", async () => {
    const first = GeneratePalettesResponse.parse(
      (
        await svc.call("POST", "/api/palettes/generate", {
          key,
          body: { prompt: "warm autumn forest" },
        })
      ).body,
    );
    const again = GeneratePalettesResponse.parse(
      (
        await svc.call("POST", "/api/palettes/generate", {
          key,
          body: { prompt: "warm autumn forest" },
        })
      ).body,
    );
    expect(again).toEqual(first);
    for (const option of first.options) {
      const saved = await svc.call("POST", "/api/palettes", {
        key,
        body: { name: `Option ${option.option}`, recipe: option.recipe },
      });
      expect(saved.status).toBe(201);
      const palette = Palette.parse(saved.body);
      expect(palette.colors).toEqual(option.colors);
      expect(palette).toMatchObject({ source: "generated", count: option.colors.length });
    }
  });

  it("refuses every bound of generate and of the recipe with 400", async () => {
    const generateBodies = [
      { prompt: "ab" },
      { prompt: "x".repeat(201) },
      { prompt: "forest", count: 3 },
      { prompt: "forest", count: 65 },
      { prompt: "forest", options: 1 },
      { prompt: "forest", options: 5 },
      { prompt: "forest", count: 8.5 },
    ];
    for (const body of generateBodies) {
      expect(
        (await svc.call("POST", "/api/palettes/generate", { key, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    const recipe = { count: 8, seed: 1 };
    const badRecipes = [
      { ...recipe, count: 3 },
      { ...recipe, count: 65 },
      { ...recipe, seed: 2 ** 53 },
      { ...recipe, seed: 1.5 },
      { ...recipe, theme: "t".repeat(65) },
      { ...recipe, primary: "p".repeat(65) },
      { ...recipe, moods: ["a", "b", "c", "d", "e"] },
      { ...recipe, moods: ["m".repeat(33)] },
      { ...recipe, hueShift: 91 },
      { ...recipe, hueShift: -91 },
      { ...recipe, focus: "loose" },
      { ...recipe, anchors: Array.from({ length: 13 }, () => ({ hue: 10 })) },
      { ...recipe, anchors: [{ hue: 361 }] },
      { ...recipe, anchors: [{ hue: [10, 400] }] },
      { ...recipe, anchors: [{ hex: "#12345" }] },
      { ...recipe, anchors: [{ neutral: "beige" }] },
      { ...recipe, anchors: [{ role: "hero" }] },
      { ...recipe, anchors: [{ value: "bright" }] },
      { ...recipe, anchors: [{ weight: 0 }] },
      { ...recipe, anchors: [{ weight: 10.5 }] },
      { ...recipe, anchorsOnly: "yes" },
    ];
    for (const bad of badRecipes) {
      const res = await svc.call("POST", "/api/palettes", {
        key,
        body: { name: "bad", recipe: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const both = await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "both", recipe, colors: ["#000000", "#ffffff"] },
    });
    expect(both.status).toBe(400);
  });

  it("anchors pin exact hexes, and anchorsOnly keeps to the anchors' hues", async () => {
    const res = await svc.call("POST", "/api/palettes", {
      key,
      body: {
        name: "Anchored",
        recipe: {
          count: 10,
          seed: 7,
          anchors: [{ hex: "#ff8800", role: "main" }, { neutral: "black" }],
          anchorsOnly: true,
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.colors).toContain("#ff8800");
    expect(res.body.colors).toHaveLength(10);
  });
});
