/**
 * Mood gestures on a long-necked four-legged body (a dragon) and a bird's walking wave, judged on
 * rendered frames, each part found by the part ids of the layers the drawer produced: a
 * nervous shake's sweat drop sits beside the head (not over the wing's tip), an angry nod dips
 * the head without plunging it below the shoulders, and a crow walking and waving steps its
 * feet exactly as its Walk does.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { customCanvases, doc, framesOf, layerOwnParts, partBox } from "../testing";
import { animateLayered } from ".";

describe("a dragon's moods", () => {
  const d = doc("red dragon", "east");
  const head = layerOwnParts(d, "head");

  it("shakes nervously: the sweat drop sits beside the head", () => {
    const canvases: InkCanvas[] = [];
    const r = animateLayered(d, {
      preset: "Custom",
      customPrompt: "shakes nervously",
      frameCount: 8,
      seed: 3,
      framingMargin: 20,
      framingAnchor: "bottom",
      onFrame: (f) => canvases.push(f.canvas),
    });
    // The drop: the pixels in colours the sprite does not have.
    const own = new Set<number>();
    const src = d.sprite.image.data;
    for (let i = 0; i < src.length; i += 4)
      if (src[i + 3]! > 0) own.add((src[i]! << 16) | (src[i + 1]! << 8) | src[i + 2]!);
    const near = framesOf(r.strip, 8).filter((img, t) => {
      const c = canvases[t]!;
      const headAt: [number, number][] = [];
      for (let i = 0; i < c.ink.length; i++)
        if (c.ink[i]! >= 0 && head.has(c.part[i]!)) headAt.push([i % c.width, (i / c.width) | 0]);
      let gap = Number.POSITIVE_INFINITY;
      for (let i = 0; i < img.width * img.height; i++) {
        const o = i * 4;
        if (img.data[o + 3] === 0) continue;
        if (own.has((img.data[o]! << 16) | (img.data[o + 1]! << 8) | img.data[o + 2]!)) continue;
        const [x, y] = [i % img.width, (i / img.width) | 0];
        for (const [hx, hy] of headAt)
          gap = Math.min(gap, Math.max(Math.abs(hx - x), Math.abs(hy - y)));
      }
      return gap <= 6;
    });
    // Beside the head in most frames (a frame may have no clear air by it and set it above).
    expect(near.length).toBeGreaterThanOrEqual(6);
  });

  it("nods angrily: the head dips but stays over the shoulders", () => {
    const frames = customCanvases(d, "nods angrily");
    const body = layerOwnParts(d, "body");
    const rest = partBox(frames[0]!, head)!;
    const tallness = rest.bottom - rest.top;
    // It dips...
    expect(Math.max(...frames.map((f) => partBox(f, head)!.top))).toBeGreaterThanOrEqual(
      rest.top + 3,
    );
    // ...and its top stays well above the line of the shoulders (the body's top).
    for (const f of frames)
      expect(partBox(f, head)!.top).toBeLessThanOrEqual(partBox(f, body)!.top - tallness / 4);
  });
});

describe("a crow walking and waving", () => {
  it("steps its feet as its Walk steps them", () => {
    const d = doc("crow", "east");
    const feet = [layerOwnParts(d, "feet"), layerOwnParts(d, "feet.far")];
    const walked: InkCanvas[] = [];
    animateLayered(d, {
      preset: "Walk",
      frameCount: 8,
      seed: 3,
      framingMargin: 20,
      framingAnchor: "bottom",
      onFrame: (f) => walked.push(f.canvas),
    });
    const waved = customCanvases(d, "walks and waves");
    // Where each foot is, relative to the other: the stride's shape, frame by frame.
    const stride = (f: InkCanvas) => {
      const [a, b] = feet.map((p) => partBox(f, p)!) as [
        NonNullable<ReturnType<typeof partBox>>,
        NonNullable<ReturnType<typeof partBox>>,
      ];
      return [a.left - b.left, a.right - b.right, a.bottom - b.bottom, a.top - b.top];
    };
    waved.forEach((f, t) => {
      expect(stride(f)).toEqual(stride(walked[t]!));
    });
  });
});
