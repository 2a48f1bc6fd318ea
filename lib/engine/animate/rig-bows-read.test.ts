/**
 * Bows that read as bows, not as nods or squats, judged on rendered frames with the parts taken
 * from the layers the drawer produced: in profile a held staff stays upright or tips forward with
 * the bow instead of leaning back behind the head, its orb in sight, a slime's crown leans out over its face, and a slow bow plays
 * slower.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { customCanvases as frames, doc, layerOwnParts, partBox } from "../testing";
import { animateLayered } from "./rig";

/** Mean column of the parts' pixels on their topmost (or bottommost) row in a composition. */
function endX(c: InkCanvas, parts: ReadonlySet<number>, end: "top" | "bottom"): number {
  const box = partBox(c, parts)!;
  const y = end === "top" ? box.top : box.bottom;
  let sum = 0;
  let n = 0;
  for (let x = 0; x < c.width; x++) {
    const i = y * c.width + x;
    if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) {
      sum += x;
      n++;
    }
  }
  return sum / n;
}

describe("a profile bow keeps a held staff upright or tipped forward", () => {
  it("the wizard's staff never leans back and its orb stays in sight", () => {
    const d = doc("old wizard with a staff", "east");
    const staff = layerOwnParts(d, "item");
    const bow = frames(d, "bows");
    for (const c of bow) {
      // The drawn canvas faces east: ahead is +x.
      expect(endX(c, staff, "top")).toBeGreaterThanOrEqual(endX(c, staff, "bottom") - 1);
    }
    // Through the bow the staff's head (its orb) stays in sight, neither hidden behind the
    // bowed head at the bottom nor under the hat's tip on the way down and up: as many of its
    // pixels show in every frame as at rest.
    const rest = bow[0]!;
    const topRow = partBox(rest, staff)!.top;
    const orb = new Set<number>();
    for (let x = 0; x < rest.width; x++) {
      const i = topRow * rest.width + x;
      if (rest.ink[i]! >= 0 && staff.has(rest.part[i]!)) orb.add(rest.part[i]!);
    }
    const shown = (c: InkCanvas) =>
      c.ink.filter((ink, i) => ink >= 0 && orb.has(c.part[i]!)).length;
    for (const c of bow) expect(shown(c)).toBeGreaterThanOrEqual(shown(rest));
  });
});

describe("a slime bows by leaning its crown over its face", () => {
  it("the crown moves toward the face by a sixth of its height; the base stays", () => {
    const d = doc("green slime", "east");
    const body = layerOwnParts(d, "body");
    const face = layerOwnParts(d, "face");
    const bow = frames(d, "bows");
    const rest = bow[0]!;
    const restBox = partBox(rest, body)!;
    const toward = Math.sign(endX(rest, face, "top") - (restBox.left + restBox.right) / 2);
    const tall = restBox.bottom - restBox.top + 1;
    const lean = (endX(bow[4]!, body, "top") - endX(rest, body, "top")) * toward;
    expect(lean).toBeGreaterThanOrEqual(tall / 6);
    // The face goes with it, toward where the slime faces.
    expect((partBox(bow[4]!, face)!.left - partBox(rest, face)!.left) * toward).toBeGreaterThan(0);
    // "Looks sad" sinks where it stands: its crown does not lean out so.
    const sad = frames(d, "looks sad")[4]!;
    expect(Math.abs(endX(sad, body, "top") - endX(rest, body, "top"))).toBeLessThan(tall / 6);
  });
});

describe("a slow bow plays slower than a bow", () => {
  it("'bows slowly' has a lower playback rate than 'bows', the same frame count", () => {
    const d = doc("green slime", "east");
    const made = (sentence: string) =>
      animateLayered(d, { preset: "Custom", customPrompt: sentence, frameCount: 4, seed: 1 });
    const even = made("bows");
    const slow = made("bows slowly");
    expect(slow.frameCount).toBe(even.frameCount);
    expect(slow.fps).toBeLessThan(even.fps);
  });
});
