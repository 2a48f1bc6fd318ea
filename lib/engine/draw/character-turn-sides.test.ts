/**
 * A thing worn on one side of the body stays on that side of the body through the 8 facings:
 * an archer's quiver hangs over the left shoulder, so its red fletchings are on the viewer's
 * right seen from the front half (S, SE, SW) and on the viewer's left seen from behind (N, NE,
 * NW), as a person walking round the archer would see them.
 */
import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import type { Direction } from "../prompt";
import { composeAtRest, drawLayered } from ".";
import { request } from "../testing";

const ARCHER = "elf archer with a bow";

/** Mean x of the fletchings (the only strongly red pixels) and of the head layer, at rest. */
function sides(direction: Direction): { fletch: number; head: number } {
  const doc = drawLayered(request(ARCHER, direction, 48));
  const rest = composeAtRest(doc);
  const head = doc.layers.findIndex((l) => l.name === "head");
  let [fx, fn, hx, hn] = [0, 0, 0, 0];
  // A W-side document keeps its layers as drawn, before the flip that gives its picture.
  const flip = (x: number) => (doc.mirrored ? doc.width - 1 - x : x);
  const image = doc.sprite.image;
  for (let i = 0; i < rest.top.length; i++) {
    const x = i % doc.width;
    if (rest.top[i] === head) [hx, hn] = [hx + flip(x), hn + 1];
    const o = i * 4;
    if (image.data[o + 3] === 0) continue;
    const lab = rgbToOklab([image.data[o]!, image.data[o + 1]!, image.data[o + 2]!]);
    if (lab.a > 0.12) [fx, fn] = [fx + x, fn + 1];
  }
  expect(fn).toBeGreaterThan(2);
  return { fletch: fx / fn, head: hx / hn };
}

describe("an archer's quiver", () => {
  it("shows over the left shoulder from every facing but the profiles", () => {
    const onRight = (d: Direction) => {
      const s = sides(d);
      return s.fletch > s.head;
    };
    expect(onRight("south")).toBe(true);
    expect(onRight("south-east")).toBe(true);
    expect(onRight("south-west")).toBe(true);
    expect(onRight("north")).toBe(false);
    expect(onRight("north-east")).toBe(false);
    expect(onRight("north-west")).toBe(false);
  });
});
