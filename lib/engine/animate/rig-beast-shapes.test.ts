/**
 * Four-legged bodies keep their shape as they move, judged on the posed compositions as an
 * animator reads them at 1×: a gallop's legs stay two pairs, a swung leg never rises out of the
 * back, a head-on death ends with the head upright, a bite leaves the eye whole, a head looking
 * back is seen. Which pixels are which part comes from the layers the drawer kept (their part
 * ids), never from the pose tables.
 */
import { describe, expect, it } from "vitest";
import { OUTLINE_INK } from "../draw";
import { customCanvases, doc, layerOwnParts, posedFrames } from "../testing";
import type { InkCanvas } from "../draw";
import { type Frame, posed, prepare } from "./rig";

/** The parts of the legs (each with the part below its knee) whose names start with `prefix`. */
function legParts(prompt: string, direction: "east" | "south", prefix: string): Set<number> {
  const d = doc(prompt, direction);
  const out = new Set<number>();
  for (const l of d.layers)
    if (l.name.startsWith(prefix)) for (const p of layerOwnParts(d, l.name)) out.add(p);
  return out;
}

/** Every pixel of a part set in a composition, as [x, y]. */
function pixelsOf(canvas: InkCanvas, parts: ReadonlySet<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < canvas.ink.length; i++) {
    if (canvas.ink[i]! >= 0 && parts.has(canvas.part[i]!))
      out.push([i % canvas.width, Math.floor(i / canvas.width)]);
  }
  return out;
}

describe("four-legged bodies keep their shape in motion", () => {
  it("a galloping wolf's fore and hind legs stay two pairs below the belly in every frame", () => {
    const d = doc("grey wolf", "east");
    const fore = legParts("grey wolf", "east", "leg.fore.");
    const hind = legParts("grey wolf", "east", "leg.hind.");
    const body = layerOwnParts(d, "body");
    posedFrames(d, "Run").forEach((frame: Frame, t) => {
      const belly = Math.max(...pixelsOf(frame.canvas, body).map(([, y]) => y));
      const below = (parts: Set<number>) =>
        pixelsOf(frame.canvas, parts).filter(([, y]) => y > belly);
      const foreXs = below(fore).map(([x]) => x);
      const hindXs = below(hind).map(([x]) => x);
      // Facing east, every forefoot and foreleg below the belly is ahead of every hind one,
      // with a column of daylight between: gathered legs crossed under the belly read as a lump.
      if (foreXs.length && hindXs.length)
        expect(Math.min(...foreXs), `frame ${t}`).toBeGreaterThan(Math.max(...hindXs) + 1);
    });
  });

  it("a tucked leg lifted and turned about its hip never rises out of the body's silhouette", () => {
    const d = doc("red dragon", "east");
    const prep = prepare(d);
    const body = d.layers.find((l) => l.name === "body")!;
    const leg = d.layers.find((l) => l.name === "leg.hind.near")!;
    const own = layerOwnParts(d, "leg.hind.near");
    // The body stays at rest: its silhouette is its own drawn pixels.
    const inBody = (x: number, y: number) => {
      const u = x - body.x;
      const v = y - body.y;
      return (
        u >= 0 && v >= 0 && u < body.width && v < body.height && body.ink[v * body.width + u]! >= 0
      );
    };
    const lift = 6;
    const hipRow = Math.round(leg.joint.y) - lift;
    const outside = (tucked: boolean) => {
      const frame = posed(
        prep,
        {
          layers: { "leg.hind.near": { angle: 0.45, dy: -lift } },
          ground: "none",
          ...(tucked ? { tucked: ["leg.hind.near"] } : {}),
        },
        { width: d.width, height: d.height, ox: 0, oy: 0 },
      );
      return pixelsOf(frame.canvas, own).filter(
        ([x, y]) => y < hipRow && !inBody(x, y) && !inBody(x - 1, y) && !inBody(x + 1, y),
      ).length;
    };
    // Untucked, the thigh's top corner rises past the back (what the rig must prevent) ...
    expect(outside(false)).toBeGreaterThan(0);
    // ... tucked, none of it shows outside the body above the hip.
    expect(outside(true)).toBe(0);
  });

  it("a black cat's bite leaves its eye whole: the pupil is never taller than at rest", () => {
    const d = doc("black cat", "east");
    const head = layerOwnParts(d, "head");
    const pupilRows = (frame: Frame) => {
      const rows = new Set<number>();
      for (let i = 0; i < frame.canvas.ink.length; i++) {
        const ink = frame.canvas.ink[i]!;
        if (ink === OUTLINE_INK && head.has(frame.canvas.part[i]!))
          rows.add(Math.floor(i / frame.canvas.width));
      }
      return rows.size;
    };
    const frames = posedFrames(d, "Attack");
    const rest = pupilRows(frames[0]!);
    expect(rest).toBeGreaterThan(0);
    frames.forEach((frame, t) => {
      expect(pupilRows(frame), `frame ${t}`).toBeLessThanOrEqual(rest);
    });
  });

  it("a dragon looking back over its shoulder keeps its head in sight in front of its wings", () => {
    const d = doc("red dragon", "east");
    const head = layerOwnParts(d, "head");
    const shown = customCanvases(d, "looks around").map((c) => pixelsOf(c, head).length);
    const rest = shown[0]!;
    // The look-back frames are those where the head is drawn mirrored; in none of them is most
    // of the head hidden behind the near wing.
    for (const [t, n] of shown.entries()) expect(n, `frame ${t}`).toBeGreaterThan(rest * 0.75);
  });
});
