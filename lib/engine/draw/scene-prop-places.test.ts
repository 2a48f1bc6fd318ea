import { describe, expect, it } from "vitest";
import { type Mount, propPlaces } from "./scene-prop-places";

const WALL: Mount = { kind: "wall", top: 10, floor: 30, spots: [0.2, 0.4, 0.8, 0.6] };
const GROUND: Mount = { kind: "ground", groundAt: () => 58 };

describe("scene prop places", () => {
  it("kinds sharing a wall's spots take turns: no two props on one spot", () => {
    const places = propPlaces(["banner", "window"], WALL, 64);
    expect(places.filter((p) => p.prop === "banner")).toHaveLength(2);
    expect(places.filter((p) => p.prop === "window")).toHaveLength(2);
    expect(new Set(places.map((p) => p.x)).size).toBe(places.length);
  });

  it("torches alone take every other spot, a balanced pair", () => {
    const xs = propPlaces(["torch"], WALL, 100).map((p) => p.x);
    expect(xs).toHaveLength(2);
    // Mirror images about the middle of the frame.
    expect(xs[0]! + xs[1]!).toBeCloseTo(100);
  });

  it("one kind without a torch's light hangs at every spot", () => {
    expect(propPlaces(["banner"], WALL, 64)).toHaveLength(4);
  });

  it("with too few spots for turns, each kind hangs at every spot, later kinds further in", () => {
    const corridor: Mount = { kind: "wall", top: 10, floor: 30, spots: [0.1, 0.9] };
    const places = propPlaces(["torch", "banner"], corridor, 100);
    const torches = places.filter((p) => p.prop === "torch").map((p) => p.x);
    const banners = places.filter((p) => p.prop === "banner").map((p) => p.x);
    expect(torches).toHaveLength(2);
    expect(banners).toHaveLength(2);
    expect(Math.abs(banners[0]! - 50)).toBeLessThan(Math.abs(torches[0]! - 50));
  });

  it("in open country nothing needs a wall: windows are left out, the rest stay inside the frame", () => {
    const places = propPlaces(["torch", "banner", "window"], GROUND, 96);
    expect(places.some((p) => p.prop === "window")).toBe(false);
    expect(places.some((p) => p.prop === "torch")).toBe(true);
    expect(places.some((p) => p.prop === "banner")).toBe(true);
    for (const p of places) expect(p.x >= 0 && p.x < 96, `${p.prop} at ${p.x}`).toBe(true);
  });
});
