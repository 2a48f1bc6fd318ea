import { describe, expect, it } from "vitest";
import { asepriteSheet, motionTag } from "./aseprite";

describe("Aseprite JSON (hash)", () => {
  it("describes each frame of the strip, with its duration, and one tag over all", () => {
    const sheet = asepriteSheet({
      name: "knight-walk",
      image: "knight-walk.png",
      frameWidth: 32,
      frameHeight: 48,
      frameCount: 4,
      fps: 10,
    });
    expect(Object.keys(sheet.frames)).toEqual([
      "knight-walk 0.png",
      "knight-walk 1.png",
      "knight-walk 2.png",
      "knight-walk 3.png",
    ]);
    expect(sheet.frames["knight-walk 2.png"]).toEqual({
      frame: { x: 64, y: 0, w: 32, h: 48 },
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w: 32, h: 48 },
      sourceSize: { w: 32, h: 48 },
      duration: 100,
    });
    expect(sheet.meta).toEqual({
      app: "Spritewright",
      version: "1.0",
      image: "knight-walk.png",
      format: "RGBA8888",
      size: { w: 128, h: 48 },
      scale: "1",
      frameTags: [{ name: "knight-walk", from: 0, to: 3, direction: "forward" }],
    });
    // What a loader does with it: round-trips as JSON.
    expect(JSON.parse(JSON.stringify(sheet))).toEqual(sheet);
  });

  it("takes tags per facing for a rotation", () => {
    const directions = ["s", "se", "e", "ne", "n", "nw", "w", "sw"];
    const sheet = asepriteSheet({
      name: "turn",
      image: "turn.png",
      frameWidth: 16,
      frameHeight: 16,
      frameCount: 8,
      fps: 6,
      tags: directions.map((name, i) => ({ name, from: i, to: i })),
    });
    expect(sheet.meta.frameTags.map((t) => [t.name, t.from, t.to])).toEqual(
      directions.map((d, i) => [d, i, i]),
    );
    expect(sheet.frames["turn 7.png"]?.duration).toBe(167);
  });
});

describe("an animation's tag", () => {
  it("is named by its motion, not the file name", () => {
    expect(motionTag({ motion: "walk" })).toBe("walk");
    expect(motionTag({ motion: "jump-spin" })).toBe("jump-spin");
    expect(motionTag({})).toBe("animation");
  });
});
