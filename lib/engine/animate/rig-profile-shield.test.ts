/**
 * A knight in profile carries its shield ahead of the chest on the far arm: a flinch keeps it
 * there, guarding, instead of flinging it up over the face with the other arm. Parts from the
 * layers the drawer kept, judged in the posed frames.
 */
import { describe, expect, it } from "vitest";
import { animateLayered, type Frame } from ".";
import { doc, layerOwnParts } from "../testing";

describe("a profile shield", () => {
  it("stays below the face through a flinch", () => {
    const d = doc("knight with sword and shield", "east");
    const shield = layerOwnParts(d, d.layers.find((l) => l.role === "shield")!.name);
    const head = layerOwnParts(d, d.layers.find((l) => l.role === "head")!.name);
    const posed: Frame[] = [];
    animateLayered(d, {
      preset: "Hurt",
      frameCount: 8,
      seed: 7,
      framingMargin: 25,
      framingAnchor: "bottom",
      onFrame: (f) => posed.push(f),
    });
    // The rows of the face: from the head's top to its lowest pixel, in each frame.
    const raised = posed.map((f) => {
      const { width, ink, part } = f.canvas;
      let headBottom = -1;
      let shieldTop = Number.POSITIVE_INFINITY;
      ink.forEach((v, i) => {
        if (v < 0) return;
        const y = Math.floor(i / width);
        if (head.has(part[i]!)) headBottom = Math.max(headBottom, y);
        if (shield.has(part[i]!)) shieldTop = Math.min(shieldTop, y);
      });
      return headBottom - shieldTop;
    });
    // How far the shield's top reaches up beside the head never grows past the drawing's.
    for (const [t, r] of raised.entries())
      expect({ t, r: r <= raised[0]! + 1 }).toEqual({ t, r: true });
  });
});
