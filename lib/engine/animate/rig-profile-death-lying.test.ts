/**
 * A figure dead in profile lies as a clean horizontal body: every pixel (what it held too) is
 * inside the frame with room to spare, and no part of a leg stands up above the torso's top
 * (knees drawn up into a zigzag of blocks, or feet standing up past a robe like posts). Which
 * pixels are a leg's or the torso's comes from the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";

const LYING = [6, 7];
const LEGS = ["leg.near.upper", "leg.near.lower", "leg.far.upper", "leg.far.lower"];

describe("a figure dead in profile lies flat inside its frame", () => {
  it.each(["knight with sword and shield", "old wizard with a staff", "elf archer with a bow"])(
    "%s",
    (prompt) => {
      const d = doc(prompt, "east");
      const frames = posedFrames(d, "Death");
      const torso = layerOwnParts(d, "torso");
      const legs = new Set(LEGS.flatMap((name) => [...layerOwnParts(d, name)]));
      for (const t of LYING) {
        const { width, ink, part } = frames[t]!.canvas;
        const height = ink.length / width;
        let [top, bottom, left, right] = [height, -1, width, -1];
        let torsoTop = height;
        let legTop = height;
        for (let i = 0; i < ink.length; i++) {
          if (ink[i]! < 0) continue;
          const x = i % width;
          const y = Math.floor(i / width);
          [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          if (torso.has(part[i]!)) torsoTop = Math.min(torsoTop, y);
          if (legs.has(part[i]!)) legTop = Math.min(legTop, y);
        }
        // Two empty columns or rows at least on every side but the ground.
        const margins = { left, right: width - 1 - right, top };
        expect({ t, ...margins }).toEqual({
          t,
          left: Math.max(2, left),
          right: Math.max(2, width - 1 - right),
          top: Math.max(2, top),
        });
        expect({ t, legAboveTorso: legTop < torsoTop }).toEqual({ t, legAboveTorso: false });
      }
    },
  );
});
