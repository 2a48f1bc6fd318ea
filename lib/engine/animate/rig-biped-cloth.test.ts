/**
 * A robe in a profile run is cloth, not a plank: judged on the rendered compositions, with the
 * robe's and the boots' pixels taken from the layers the drawer kept (their part ids).
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** Each row's leftmost and rightmost column of a part set in a composition. */
function rowsOf(frame: Frame, parts: ReadonlySet<number>): Map<number, [number, number]> {
  const { width, ink, part } = frame.canvas;
  const rows = new Map<number, [number, number]>();
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const was = rows.get(y);
    rows.set(y, was ? [Math.min(was[0], x), Math.max(was[1], x)] : [x, x]);
  }
  return rows;
}

function count(frame: Frame, parts: ReadonlySet<number>): number {
  let n = 0;
  frame.canvas.ink.forEach((ink, i) => {
    if (ink >= 0 && parts.has(frame.canvas.part[i]!)) n++;
  });
  return n;
}

describe("a robed runner in profile", () => {
  const d = doc("old wizard with a staff", "east");
  const robe = layerOwnParts(d, "torso");
  const boots = ["leg.far.lower", "leg.near.lower"].map((name) => layerOwnParts(d, name));
  const torso = d.layers.find((l) => l.name === "torso")!;
  const rest = rowsOf(posedFrames(d, "Idle")[0]!, robe);
  const frames = posedFrames(d, "Run");
  // The hem is the robe's lowest rows; the waist is the row of the torso's joint (where the
  // drawer hangs the robe from), counted up from the hem as at rest.
  const depth = Math.round(torso.y + torso.height - 1 - torso.joint.y);
  const hemAndWaist = (rows: Map<number, [number, number]>) => {
    const bottom = Math.max(...rows.keys());
    const middle = (y: number) => {
      const [l, r] = rows.get(y) ?? [0, 0];
      return { width: r - l + 1, centre: (l + r) / 2 };
    };
    return { hem: middle(bottom - 1), waist: middle(bottom - depth) };
  };
  const restHem = hemAndWaist(rest).hem.width;

  it("flares its hem as the legs part: wider than at rest by 3 px in some frames", () => {
    const flared = frames.filter((f) => hemAndWaist(rowsOf(f, robe)).hem.width >= restHem + 3);
    expect(flared.length).toBeGreaterThanOrEqual(2);
  });

  it("hangs from the waist: the hem stays under it, not swung back as a tipped plank", () => {
    frames.forEach((f, t) => {
      const { hem, waist } = hemAndWaist(rowsOf(f, robe));
      expect(Math.abs(hem.centre - waist.centre), `frame ${t}`).toBeLessThanOrEqual(3.5);
    });
  });

  it("shows each boot in turn, one ahead of the hem and one behind it", () => {
    for (const boot of boots) {
      const shown = frames.filter((f) => count(f, boot) >= 8);
      expect(shown.length).toBeGreaterThanOrEqual(2);
    }
  });
});

/** A part set's pixels in a composition, as "x,y" keys from their box's corner. */
function shapeOf(frame: Frame, parts: ReadonlySet<number>): Set<string> {
  const { width, ink, part } = frame.canvas;
  const points: [number, number][] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && parts.has(part[i]!)) points.push([i % width, Math.floor(i / width)]);
  }
  const left = Math.min(...points.map((p) => p[0]));
  const top = Math.min(...points.map((p) => p[1]));
  return new Set(points.map(([x, y]) => `${x - left},${y - top}`));
}

describe("an idle figure's held things", () => {
  for (const [prompt, direction, held] of [
    ["elf archer with a bow", "east", "item"],
    ["knight with sword and shield", "south", "shield"],
  ] as const) {
    it(`keep their drawn pixels while the arms breathe, no shimmer (${prompt}, ${held})`, () => {
      const d = doc(prompt, direction);
      const parts = layerOwnParts(d, held);
      const frames = posedFrames(d, "Idle");
      const rest = shapeOf(frames[0]!, parts);
      frames.forEach((frame, t) => {
        const shape = shapeOf(frame, parts);
        let both = 0;
        for (const key of shape) if (rest.has(key)) both++;
        // (The breathing hand over the grip may cover a pixel or two.)
        expect(both / (rest.size + shape.size - both), `frame ${t}`).toBeGreaterThan(0.95);
      });
    });
  }
});

describe("a profile sword strike", () => {
  it("keeps the blade and the sword arm off the face in every frame", () => {
    const d = doc("knight with sword and shield", "east");
    const head = layerOwnParts(d, "head");
    // The face shows whole in every frame: as many of the head's pixels as in the still (the
    // blade may pass behind it, never across it).
    const shown = posedFrames(d, "Attack").map((frame) => {
      const { ink, part } = frame.canvas;
      let n = 0;
      for (let i = 0; i < ink.length; i++) if (ink[i]! >= 0 && head.has(part[i]!)) n++;
      return n;
    });
    shown.forEach((n, t) => {
      expect(n, `frame ${t}`).toBeGreaterThanOrEqual(shown[0]! * 0.97);
    });
  });
});

describe("a cape seen from the front in a jump", () => {
  const d = doc("knight with sword and shield", "south");
  const cape = layerOwnParts(d, "cape");
  const head = layerOwnParts(d, "head");
  /** Rows from the cape's top row down to the head's lowest row (negative: the cape is below). */
  const capeOverHead = (f: Frame) => {
    const capeRows = rowsOf(f, cape);
    const headRows = rowsOf(f, head);
    return Math.max(...headRows.keys()) - Math.min(...capeRows.keys());
  };
  const atRest = capeOverHead(posedFrames(d, "Idle")[0]!);

  it("keeps its collar on the shoulders in the air: no higher up the head than at rest", () => {
    const frames = posedFrames(d, "Jump");
    expect(cape.size).toBeGreaterThan(0);
    frames.forEach((f, t) => {
      expect(capeOverHead(f), `frame ${t}`).toBeLessThanOrEqual(atRest);
    });
  });
});
