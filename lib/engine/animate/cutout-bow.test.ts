/**
 * A bow cut from the pixels of a few-pixel import (the hand-drawn mage): "bows slowly" plays at
 * a lower rate than "bows", so the slow bow takes visibly longer with the same frames.
 */
import { describe, expect, it } from "vitest";
import { drawnMage } from "../testing";
import { animateSprite } from ".";

function fpsOf(sentence: string): number {
  return animateSprite(drawnMage(), {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  }).fps;
}

describe("a few-pixel import's slow bow", () => {
  it("'bows slowly' plays slower than 'bows'", () => {
    expect(fpsOf("bows slowly")).toBeLessThan(fpsOf("bows"));
  });
});
