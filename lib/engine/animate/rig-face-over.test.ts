/**
 * In profile what the arms swing across the head passes behind it: the face, the beard and the
 * hair show whole in every frame (as many of the head's pixels as in the still), never cut by a
 * sleeve. Which pixels are the head's comes from the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";

function headShown(canvas: { ink: Int16Array; part: Uint16Array }, head: ReadonlySet<number>) {
  let n = 0;
  for (let i = 0; i < canvas.ink.length; i++) {
    if (canvas.ink[i]! >= 0 && head.has(canvas.part[i]!)) n++;
  }
  return n;
}

describe("a face in profile stays in front of the arms", () => {
  it.each([
    ["old wizard with a staff", "Attack"],
    ["old wizard with a staff", "Jump"],
  ] as const)("%s, %s: the head shows whole in every frame", (prompt, preset) => {
    const d = doc(prompt, "east");
    const head = layerOwnParts(d, "head");
    const still = headShown(composeAtRest(d), head);
    posedFrames(d, preset).forEach((frame, t) => {
      // A head turned a few degrees with the body may gain or lose a pixel or two of edge.
      expect({ t, shown: headShown(frame.canvas, head) >= still * 0.97 }).toEqual({
        t,
        shown: true,
      });
    });
  });
});
