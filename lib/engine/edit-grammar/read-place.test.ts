/** Where a sentence puts a thing: the places and the side it names, as an artist writes them. */
import { describe, expect, it } from "vitest";
import { readPlace } from "./read-place";

describe("readPlace", () => {
  it.each([
    ["in his left hand", ["hand"], "left"],
    ["hold it in her right hand", ["hand"], "right"],
    ["on his back", ["back"], null],
    ["slung over the shoulder", ["back"], null],
    ["on the head", ["head"], null],
    ["at the belt, on the left", ["belt", "hand"], "left"],
    ["sheathed at his hip", ["belt"], null],
    ["put it there", [], null],
  ] as const)("%s", (sentence, named, side) => {
    const read = readPlace(sentence);
    expect(read.named).toEqual(named);
    expect(read.side).toBe(side);
  });

  it("names no side when both are named", () => {
    expect(readPlace("in the left or right hand").side).toBeNull();
  });

  it("gives the words that named the place", () => {
    expect(readPlace("a sword in his left hand").placeWords).toEqual(["left", "hand"]);
  });
});
