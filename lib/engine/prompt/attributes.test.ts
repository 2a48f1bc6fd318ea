import { describe, expect, it } from "vitest";
import { type BodyPart, readAttributes } from "./attributes";

/** part → the color words bound to it, for compact assertions. */
function bound(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of readAttributes(text).bindings)
    out[`${b.part}:${b.partWord}`] = b.color ? b.color.words.join(" ") : "";
  return out;
}

describe("readAttributes", () => {
  it("binds several colors, each to the part it names", () => {
    expect(bound("gold armor and a blue cape")).toEqual({
      "torso:armor": "gold",
      "cape:cape": "blue",
    });
    expect(bound("pink hair")).toEqual({ "hair:hair": "pink" });
    expect(bound("a knight with pink hair and a green shirt")).toEqual({
      "hair:hair": "pink",
      "torso:shirt": "green",
    });
  });

  it("binds a color after its part within a clause", () => {
    expect(bound("armor gold")).toEqual({ "torso:armor": "gold" });
    expect(bound("make the cape red")).toEqual({ "cape:cape": "red" });
    expect(bound("make the boots dark red, the hat white")).toEqual({
      "feet:boots": "dark red",
      "hat:hat": "white",
    });
  });

  it("reads a color before a material as one term bound to the part after both", () => {
    expect(bound("brown leather boots and a red shirt")).toEqual({
      "feet:boots": "brown leather",
      "torso:shirt": "red",
    });
    expect(readAttributes("brown leather boots").loose).toEqual([]);
    expect(bound("dark red silk cape")["cape:cape"]).toBe("dark red silk");
  });

  it("keeps colors with no part loose and parts with no color listed", () => {
    const reading = readAttributes("make it red and remove the sword");
    expect(reading.loose.map((c) => c.words.join(" "))).toEqual(["red"]);
    expect(reading.bindings).toEqual([{ part: "held", partWord: "sword", color: null }]);
  });

  it("reads a word that is both a part and a material as the part", () => {
    expect(bound("orange fur")).toEqual({ "body:fur": "orange" });
  });

  it("gives each named color its own hue, so the binding is checkable", () => {
    const hueOf = (text: string, part: BodyPart) =>
      readAttributes(text).bindings.find((b) => b.part === part)?.color?.color.h ?? -1;
    const blue = hueOf("blue cape and pink hair", "cape");
    const pink = hueOf("blue cape and pink hair", "hair");
    expect(Math.abs(blue - pink)).toBeGreaterThan(60);
  });
});
