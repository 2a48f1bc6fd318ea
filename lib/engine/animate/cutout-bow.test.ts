/**
 * A bow cut from the pixels of a few-pixel import (the hand-drawn mage): "bows slowly" plays at
 * a lower rate than "bows", so the slow bow takes visibly longer with the same frames.
 */
import { describe, expect, it } from "vitest";
import { customOnImport, drawnMage } from "../testing";

function fpsOf(sentence: string): number {
  return customOnImport(drawnMage(), sentence).fps;
}

describe("a few-pixel import's slow bow", () => {
  it("'bows slowly' plays slower than 'bows'", () => {
    expect(fpsOf("bows slowly")).toBeLessThan(fpsOf("bows"));
  });
});
