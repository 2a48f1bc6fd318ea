/**
 * Creature presets judged as a pixel artist reads them, on the posed compositions (which pixels
 * are a part comes from the part ids of the layers the drawer produced):
 * - a dragon's death ends with its wing lying limp on its back, not standing over the body,
 *   and its head goes down as it sinks (thrown up over short legs, the fall read as a hop);
 * - a snake's strike carries its head a good way: drawn back, then thrown forward;
 * - a bat coming at the viewer bares a mouth under its eyes, with a fang beside it.
 */
import { describe, expect, it } from "vitest";
import { OUTLINE_INK } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** The rows and columns a part's pixels (`parts` null: every pixel) cover in a frame, or null. */
function extent(frame: Frame, parts: ReadonlySet<number> | null) {
  const { width, ink, part } = frame.canvas;
  let [top, bottom, left, right] = [Infinity, -1, Infinity, -1];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || (parts && !parts.has(part[i]!))) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return bottom < 0 ? null : { top, bottom, left, right };
}

describe("a dragon's death", () => {
  it("ends with the near wing lying low on the back", () => {
    const d = doc("red dragon", "east");
    const wing = layerOwnParts(d, "wing.near");
    const frames = posedFrames(d, "Death");
    const rest = extent(frames[0]!, wing)!;
    const end = extent(frames[frames.length - 1]!, wing)!;
    const tall = (e: typeof rest) => e.bottom - e.top + 1;
    expect(tall(end), `rows at rest ${tall(rest)}, at the end ${tall(end)}`).toBeLessThanOrEqual(
      Math.round(tall(rest) * 0.75),
    );
  });
});

describe("a stubby beast's death", () => {
  it("sinks with its head going down, never thrown up over short splayed legs (a hop)", () => {
    const d = doc("red dragon", "east");
    const head = layerOwnParts(d, "head");
    const tops = posedFrames(d, "Death").map((f) => extent(f, head)!.top);
    for (const top of tops) expect(top, `head tops ${tops}`).toBeGreaterThanOrEqual(tops[0]!);
  });
});

describe("a snake's strike", () => {
  it("carries the head from drawn back to thrown forward by a third of the body's length", () => {
    const d = doc("green snake", "east");
    const head = layerOwnParts(d, "head");
    const frames = posedFrames(d, "Attack");
    const rest = extent(frames[0]!, null)!;
    const fronts = frames.map((f) => extent(f, head)!.right);
    const reach = Math.max(...fronts) - Math.min(...fronts);
    expect(reach, `head fronts ${fronts}`).toBeGreaterThanOrEqual((rest.right - rest.left) / 3);
  });
});

describe("a bat's attack", () => {
  const d = doc("bat", "south");
  const body = layerOwnParts(d, "body");
  const luma = (ink: number) => {
    const c = d.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    return c ? c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11 : -1;
  };
  // A fang is an ink the body's fur is not drawn with, as light as its lightest shade or lighter.
  const bodyInks = [...d.layers.find((l) => l.name === "body")!.ink];
  const fangLuma = Math.max(...bodyInks.filter((i) => i >= 0 && i !== OUTLINE_INK).map(luma));

  /** The body's pupil-dark pixels in 8-connected groups, top to bottom. */
  function darkGroups(frame: Frame) {
    const { width, ink, part } = frame.canvas;
    const dark = (i: number) => ink[i] === OUTLINE_INK && body.has(part[i]!);
    const seen = new Set<number>();
    const groups: number[][] = [];
    for (let i = 0; i < ink.length; i++) {
      if (!dark(i) || seen.has(i)) continue;
      const group: number[] = [];
      const stack = [i];
      seen.add(i);
      while (stack.length) {
        const j = stack.pop()!;
        group.push(j);
        for (const dy of [-1, 0, 1])
          for (const dx of [-1, 0, 1]) {
            const k = j + dy * width + dx;
            if (!seen.has(k) && Math.abs((k % width) - (j % width)) <= 1 && dark(k)) {
              seen.add(k);
              stack.push(k);
            }
          }
      }
      groups.push(group);
    }
    return groups.map((g) => ({
      pixels: g,
      top: Math.min(...g.map((i) => Math.floor(i / width))),
    }));
  }

  it("bares a mouth under its eyes, with a fang beside it, as it dives", () => {
    const frames = posedFrames(d, "Attack");
    expect(darkGroups(frames[0]!).length, "at rest: two eyes").toBe(2);
    const bites = frames.filter((frame) => {
      const groups = darkGroups(frame).sort((a, b) => a.top - b.top);
      if (groups.length < 3) return false;
      const [eye, other, mouth] = groups;
      if (mouth!.top <= Math.max(eye!.top, other!.top)) return false;
      const { ink } = frame.canvas;
      const fang = (i: number) =>
        ink[i]! >= 0 && !bodyInks.includes(ink[i]!) && luma(ink[i]!) >= fangLuma;
      return mouth!.pixels.some((i) => fang(i - 1) || fang(i + 1));
    });
    expect(bites.length).toBeGreaterThanOrEqual(1);
  });
});
