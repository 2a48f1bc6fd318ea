/**
 * A body that dies lets go of what it held: in the last frame the item lies whole on the ground
 * (its lowest pixel on the row the feet stood on, nearly all its pixels in sight), clear of the
 * head, never held up over the corpse. Which pixels are the item's and the head's comes from
 * the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest, type InkCanvas } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";

type Canvas = Pick<InkCanvas, "width" | "ink" | "part">;

function boxOf(c: Canvas, parts: ReadonlySet<number>) {
  let [top, bottom, left, right, count] = [
    Number.POSITIVE_INFINITY,
    -1,
    Number.POSITIVE_INFINITY,
    -1,
    0,
  ];
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
    count++;
  }
  return { top, bottom, left, right, count };
}

/** The lowest row anything is drawn on. */
function groundOf(c: Canvas): number {
  let bottom = -1;
  for (let i = 0; i < c.ink.length; i++) if (c.ink[i]! >= 0) bottom = Math.floor(i / c.width);
  return bottom;
}

describe("a dying body lets go of what it held", () => {
  it.each([
    ["knight with sword and shield", "south"],
    ["knight with sword and shield", "east"],
    ["old wizard with a staff", "south"],
  ] as const)("%s (%s): the item lies whole on the ground, clear of the head", (prompt, view) => {
    const d = doc(prompt, view);
    const item = layerOwnParts(d, "item");
    const head = layerOwnParts(d, "head");
    const rest = boxOf(composeAtRest(d), item);
    const frames = posedFrames(d, "Death");
    const first = frames[0]!.canvas;
    const last = frames[frames.length - 1]!.canvas;
    const lying = boxOf(last, item);
    // On the ground the feet stood on, not held up on an arm.
    expect(lying.bottom).toBe(groundOf(first));
    // Whole: hardly any of it hidden in the body.
    expect(lying.count).toBeGreaterThanOrEqual(rest.count * 0.9);
    // Lying flat: wider than tall (a blade or a staff along the ground).
    expect(lying.right - lying.left).toBeGreaterThan(lying.bottom - lying.top);
    // Clear of the face: hardly any of it inside the head's box.
    const face = boxOf(last, head);
    let over = 0;
    for (let i = 0; i < last.ink.length; i++) {
      const x = i % last.width;
      const y = Math.floor(i / last.width);
      const inFace = x >= face.left && x <= face.right && y >= face.top && y <= face.bottom;
      if (inFace && last.ink[i]! >= 0 && item.has(last.part[i]!)) over++;
    }
    expect(over).toBeLessThan(face.count * 0.05);
  });
});
