import { describe, expect, it } from "vitest";
import { createRandom, randomInt } from "../random";
import {
  type PaletteFormat,
  PaletteFormatError,
  paletteFormatOf,
  parseGpl,
  parseHex,
  parsePal,
  parsePalette,
  serializePalette,
} from "./formats";

const randomColors = (seed: number, n: number) => {
  const random = createRandom(seed);
  return Array.from(
    { length: n },
    () => `#${randomInt(random, 0, 0xffffff).toString(16).padStart(6, "0")}`,
  );
};

function lineOf(fn: () => unknown): number | null {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PaletteFormatError);
    return (error as PaletteFormatError).line;
  }
  throw new Error("expected a PaletteFormatError");
}

describe("palette files", () => {
  it("round-trip colors in every format", () => {
    for (const format of ["gpl", "hex", "pal"] as PaletteFormat[]) {
      for (let seed = 1; seed <= 10; seed++) {
        const colors = randomColors(seed, 1 + seed * 7);
        expect(parsePalette(serializePalette({ colors }, format), format).colors).toEqual(colors);
      }
    }
  });

  it("keeps the name in .gpl and lowercases colors", () => {
    const file = parsePalette(
      serializePalette({ name: "Moss & Stone", colors: ["#AABBCC", "#010203"] }, "gpl"),
      "gpl",
    );
    expect(file).toEqual({ name: "Moss & Stone", colors: ["#aabbcc", "#010203"] });
  });

  it("reads what editors write: CRLF, comments, names after colors, bare or # hex", () => {
    const gpl =
      "GIMP Palette\r\nName: Test\r\nColumns: 4\r\n# comment\r\n  0  10 255\tBlue-ish\r\n\r\n255 255 255 White\r\n";
    expect(parseGpl(gpl)).toEqual({ name: "Test", colors: ["#000aff", "#ffffff"] });
    expect(parseHex("ff0044\r\n#00FF00\n\n")).toEqual({ colors: ["#ff0044", "#00ff00"] });
    expect(parsePal("JASC-PAL\r\n0100\r\n2\r\n255 0 0\r\n0 0 0\r\n")).toEqual({
      colors: ["#ff0000", "#000000"],
    });
  });

  it("writes JASC-PAL exactly as the format says", () => {
    expect(serializePalette({ colors: ["#ff0000", "#000a0b"] }, "pal")).toBe(
      "JASC-PAL\n0100\n2\n255 0 0\n0 10 11\n",
    );
    expect(serializePalette({ colors: ["#FF0000"] }, "hex")).toBe("ff0000\n");
  });

  it("names the line of bad input", () => {
    expect(lineOf(() => parseGpl("Not a palette\n"))).toBe(1);
    expect(lineOf(() => parseGpl("GIMP Palette\nName: x\n1 2 3\n1 2 300\n"))).toBe(4);
    expect(lineOf(() => parseGpl("GIMP Palette\n1 2\n"))).toBe(2);
    expect(lineOf(() => parseHex("ff0044\nzz0044\n"))).toBe(2);
    expect(lineOf(() => parsePal("JASC-PAL\n0200\n1\n0 0 0\n"))).toBe(2);
    expect(lineOf(() => parsePal("JASC-PAL\n0100\nmany\n"))).toBe(3);
    expect(lineOf(() => parsePal("JASC-PAL\n0100\n1\n0 0 0\n1 1 1\n"))).toBe(5);
    expect(() => parsePal("JASC-PAL\n0100\n3\n0 0 0\n")).toThrow(/declared 3 colors but found 1/);
    expect(() => parseHex("\n\n")).toThrow(/no colors/);
    expect(() => parseGpl("GIMP Palette\n1 2 3 x\n-1 2 3\n")).toThrow(/line 3/);
  });

  it("knows formats by extension", () => {
    expect(paletteFormatOf("My.Palette.GPL")).toBe("gpl");
    expect(paletteFormatOf("a.pal")).toBe("pal");
    expect(paletteFormatOf("a.hex")).toBe("hex");
    expect(paletteFormatOf("a.png")).toBeNull();
  });
});
