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

  const frames = (preset: "Walk" | "Attack" | "Death") => {
    const d = doc("knight with sword and shield", "east");
    const parts = (role: string) => layerOwnParts(d, d.layers.find((l) => l.role === role)!.name);
    const posed: Frame[] = [];
    animateLayered(d, {
      preset,
      frameCount: 8,
      seed: 7,
      framingMargin: 25,
      framingAnchor: "bottom",
      onFrame: (f) => posed.push(f),
    });
    // Where a layer's parts show in a frame: its pixel count and box.
    const shown = (f: Frame, own: Set<number>) => {
      const { width, ink, part } = f.canvas;
      let [count, left, right, top, bottom] = [0, width, -1, f.canvas.height, -1];
      ink.forEach((v, i) => {
        if (v < 0 || !own.has(part[i]!)) return;
        const [x, y] = [i % width, Math.floor(i / width)];
        count++;
        [left, right, top, bottom] = [
          Math.min(left, x),
          Math.max(right, x),
          Math.min(top, y),
          Math.max(bottom, y),
        ];
      });
      return { count, width: right - left + 1, height: bottom - top + 1, top, bottom };
    };
    return { posed, parts, shown };
  };

  for (const preset of ["Walk", "Attack"] as const) {
    it(`keeps one shape in view through the ${preset}, moved whole`, () => {
      const { posed, parts, shown } = frames(preset);
      const shield = parts("shield");
      const seen = posed.map((f) => shown(f, shield));
      const most = Math.max(...seen.map((s) => s.count));
      // In every frame about half of what shows at most still shows (the sword and the near
      // arm pass in front of it), its box as tall as in the others: never a sliver behind the
      // chest, nor a disc in one frame and a kite in the next.
      const heights = seen.map((s) => s.height);
      for (const [t, s] of seen.entries()) {
        expect({ t, shows: s.count >= most * 0.45 }).toEqual({ t, shows: true });
      }
      expect(Math.max(...heights) - Math.min(...heights), `${heights}`).toBeLessThanOrEqual(3);
    });
  }

  it("lies with the fallen body in a death, not upright on its chest", () => {
    const { posed, parts, shown } = frames("Death");
    const last = posed[posed.length - 1]!;
    const shield = shown(last, parts("shield"));
    const torso = shown(last, parts("torso"));
    // Lying, the shield rises no higher than the body it lies beside or under.
    expect(shield.top).toBeGreaterThanOrEqual(torso.top - 1);
  });
});
