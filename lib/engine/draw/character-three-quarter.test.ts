/**
 * A character turned three-quarters reads as turned, judged on the layers the drawer produced
 * and on what of each shows at rest, against the same character square on: the chest is
 * narrower, the eyes sit off the head's middle toward the way it looks (left on the W side, by
 * the flip), the arm turned away is mostly hidden behind the body while the near one shows,
 * and a sword in the far hand (south-west) is behind the body where in the near hand
 * (south-east) it is in front.
 */
import { describe, expect, it } from "vitest";
import type { Direction } from "../prompt";
import { composeAtRest, drawLayered, type LayeredSprite } from ".";
import { EMPTY } from "./canvas";
import { eyesOfLayer } from "./layer-eyes";
import { request } from "../testing";

const KNIGHT = "knight with sword and shield";
const SIZE = 64;

const docs = new Map<string, LayeredSprite>();
function docOf(prompt: string, direction: Direction): LayeredSprite {
  const key = `${prompt}|${direction}`;
  if (!docs.has(key)) docs.set(key, drawLayered(request(prompt, direction, SIZE)));
  return docs.get(key)!;
}

function layerOf(doc: LayeredSprite, name: string) {
  const index = doc.layers.findIndex((l) => l.name === name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return { index, layer: doc.layers[index]! };
}

/** A layer's own opaque columns, in picture x (a W-side document is flipped to its picture). */
function columns(doc: LayeredSprite, name: string): { left: number; right: number } {
  const { layer } = layerOf(doc, name);
  const flip = (x: number) => (doc.mirrored ? doc.width - 1 - x : x);
  let [left, right] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i] === EMPTY) continue;
    const x = flip(layer.x + (i % layer.width));
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return { left: Math.min(left, right), right: Math.max(left, right) };
}

/** The share of a layer's own pixels that show at rest (no later layer over them). */
function shownShare(doc: LayeredSprite, name: string): number {
  const { index, layer } = layerOf(doc, name);
  const rest = composeAtRest(doc);
  let [own, shown] = [0, 0];
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i] === EMPTY) continue;
    own++;
    const x = layer.x + (i % layer.width);
    const y = layer.y + Math.floor(i / layer.width);
    if (rest.top[y * doc.width + x] === index) shown++;
  }
  return own === 0 ? 0 : shown / own;
}

/** Mean x of the eyes the head layer shows, less the head's middle, in picture pixels. */
function gaze(doc: LayeredSprite): number {
  const { layer } = layerOf(doc, "head");
  const eyes = eyesOfLayer(layer);
  expect(eyes.length).toBeGreaterThan(0);
  const sign = doc.mirrored ? -1 : 1;
  const eyesX = eyes.reduce((sum, e) => sum + (e.x0 + e.x1) / 2, 0) / eyes.length + layer.x;
  const { left, right } = columns({ ...doc, mirrored: false }, "head");
  return sign * (eyesX - (left + right) / 2);
}

describe("a character turned three-quarters", () => {
  it("shows a narrower chest than square on", () => {
    const width = (d: Direction) => {
      const c = columns(docOf(KNIGHT, d), "torso");
      return c.right - c.left + 1;
    };
    expect(width("south-east")).toBeLessThanOrEqual(Math.floor(width("south") * 0.9));
    expect(width("north-east")).toBeLessThanOrEqual(Math.floor(width("north") * 0.9));
  });

  it("looks the way it turns: the eyes off the head's middle toward its facing", () => {
    expect(Math.abs(gaze(docOf(KNIGHT, "south")))).toBeLessThanOrEqual(1);
    // At 64 px a head is about 16 px wide: a quarter of it is 4 px.
    expect(gaze(docOf(KNIGHT, "south-east"))).toBeGreaterThanOrEqual(2.5);
    expect(gaze(docOf(KNIGHT, "south-west"))).toBeLessThanOrEqual(-2.5);
  });

  it("keeps the arm turned away mostly behind the body, the near one in view", () => {
    // Facing south-east the left arm (+x) turns away; facing north-east the left arm is on -x.
    for (const [direction, far, near] of [
      ["south-east", "arm.right", "arm.left"],
      ["north-east", "arm.left", "arm.right"],
    ] as const) {
      const doc = docOf(KNIGHT, direction);
      expect(shownShare(doc, far), `${direction} far`).toBeLessThan(0.5);
      expect(shownShare(doc, near), `${direction} near`).toBeGreaterThan(0.6);
      expect(layerOf(doc, far).index).toBeLessThan(layerOf(doc, "torso").index);
    }
  });

  it("holds the sword in front of the body in the near hand, behind it in the far hand", () => {
    const item = (d: Direction) => layerOf(docOf(KNIGHT, d), "item").index;
    const torso = (d: Direction) => layerOf(docOf(KNIGHT, d), "torso").index;
    expect(item("south-east")).toBeGreaterThan(torso("south-east"));
    expect(item("south-west")).toBeLessThan(torso("south-west"));
    // Either way the sword is on the viewer's left of the shield, as square on.
    for (const d of ["south-east", "south-west"] as const) {
      const sword = columns(docOf(KNIGHT, d), "item");
      const shield = columns(docOf(KNIGHT, d), "shield");
      expect(sword.left + sword.right, d).toBeLessThan(shield.left + shield.right);
    }
  });
});
