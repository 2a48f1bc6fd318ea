/**
 * Strikes that read: the archer looses an arrow that flies on, the wolf's jaws open as it bites,
 * the spider raises its front legs and stabs down with them. Judged on rendered frames; which
 * pixels are the bow, the head or a leg comes from the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { doc, framesOf, layerOwnParts } from "../testing";
import { type LayeredSprite, OUTLINE_INK } from "../draw";
import { animateLayered } from ".";
import type { Frame } from "./rig";

function attack(d: LayeredSprite, margin = 25) {
  const posed: Frame[] = [];
  const result = animateLayered(d, {
    preset: "Attack",
    frameCount: 8,
    seed: 7,
    framingMargin: margin,
    framingAnchor: "bottom",
    onFrame: (frame) => posed.push(frame),
  });
  return { frames: framesOf(result.strip, 8), posed };
}

/** Rows and columns a part set covers in a posed frame. */
function extent(frame: Frame, parts: Set<number>) {
  const { width, ink, part } = frame.canvas;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let sumY = 0;
  let count = 0;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    sumY += y;
    count++;
  }
  return { top, bottom, y: sumY / count, count };
}

/** Opaque pixels of the frame more than 2 px (outline and all) from any posed figure pixel. */
function awayFromFigure(image: Frame["image"], frame: Frame, mirrored: boolean) {
  const { width, height, ink } = frame.canvas;
  const xs: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!image.data[(y * width + x) * 4 + 3]) continue;
      const cx = mirrored ? width - 1 - x : x;
      let near = false;
      for (let dy = -2; dy <= 2 && !near; dy++)
        for (let dx = -2; dx <= 2 && !near; dx++) {
          const nx = cx + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && ink[ny * width + nx]! >= 0)
            near = true;
        }
      if (!near) xs.push(x);
    }
  }
  return xs;
}

describe("strikes", () => {
  it("the archer looses an arrow that flies on ahead of the bow over the later frames", () => {
    for (const direction of ["east", "west"] as const) {
      const d = doc("elf archer with a bow", direction);
      const { frames, posed } = attack(d);
      const loose = frames.map((f, t) => awayFromFigure(f, posed[t]!, d.mirrored));
      // Nothing flies before the loose, at rest.
      expect(loose[0]!.length, direction).toBe(0);
      const way = direction === "east" ? 1 : -1;
      // Where its point is: the pixel farthest the way the archer faces.
      const flying = loose
        .map((xs, t) => ({ t, x: way * Math.max(...xs.map((x) => way * x)), n: xs.length }))
        .filter((f) => f.t >= 4 && f.n >= 5);
      expect(flying.length, direction).toBeGreaterThanOrEqual(2);
      // It travels the way the archer faces, farther each frame.
      for (let i = 1; i < flying.length; i++) {
        expect((flying[i]!.x - flying[i - 1]!.x) * way, direction).toBeGreaterThan(0);
      }
    }
  });

  for (const direction of ["east", "south"] as const) {
    it(`the archer draws the string back to an anchor behind the bow before the loose (${direction})`, () => {
      const d = doc("elf archer with a bow", direction);
      // In profile the bow faces east and its string is at its back (west); from the front it is
      // held out on the figure's left (screen left) and its string is on the side of the body.
      const back = direction === "east" ? 1 : -1;
      const bow = d.layers.find((l) => l.role === "item")!;
      // The string as the drawer drew it: the bow's part lying farthest back, and its color in
      // the still.
      const xs = new Map<number, number[]>();
      bow.ink.forEach((ink, i) => {
        if (ink >= 0) xs.set(bow.part[i]!, [...(xs.get(bow.part[i]!) ?? []), i % bow.width]);
      });
      const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
      const string = [...xs].sort((a, b) => back * (mean(a[1]) - mean(b[1])))[0]![0];
      const at = bow.ink.findIndex((ink, i) => ink >= 0 && bow.part[i] === string);
      const ink = bow.ink[at]!;
      const color = d.finish.ramps[Math.floor(ink / 5)]![ink % 5]!;
      const bowParts = layerOwnParts(d, bow.name);
      const { frames, posed } = attack(d);
      // Before the arrow is loosed (it flies from frame 4), some frame shows the string's color
      // well behind the bow's back edge, between its tips: the string pulled back. (In profile
      // the anchor itself, at the cheek, is behind the head; the strings slant back to it.)
      const drawnBack = [1, 2, 3].filter((t) => {
        const { width, ink: inks, part } = posed[t]!.canvas;
        let left = width;
        let right = -1;
        let top = Number.POSITIVE_INFINITY;
        let bottom = -1;
        inks.forEach((v, i) => {
          if (v < 0 || !bowParts.has(part[i]!)) return;
          left = Math.min(left, i % width);
          right = Math.max(right, i % width);
          top = Math.min(top, Math.floor(i / width));
          bottom = Math.max(bottom, Math.floor(i / width));
        });
        const image = frames[t]!;
        for (let y = top + 1; y < bottom; y++) {
          for (let x = 0; x < width; x++) {
            if (back > 0 ? x > left - 3 : x < right + 3) continue;
            const o = (y * width + x) * 4;
            const same = [0, 1, 2].every((c) => image.data[o + c] === color[c]);
            if (image.data[o + 3] && same) return true;
          }
        }
        return false;
      });
      expect(drawnBack.length).toBeGreaterThanOrEqual(1);
    });
  }

  it("the archer in profile draws the string to the cheek behind the head, never across the face", () => {
    const d = doc("elf archer with a bow", "east");
    const head = layerOwnParts(d, d.layers.find((l) => l.role === "head")!.name);
    const { frames, posed } = attack(d);
    let drawn = 0;
    posed.forEach((f, t) => {
      const { width, ink, part } = f.canvas;
      const a = frames[t]!.data;
      const b = f.image.data;
      let painted = 0;
      const onFace: number[] = [];
      for (let i = 0; i < ink.length; i++) {
        const o = i * 4;
        if (![0, 1, 2, 3].some((c) => a[o + c] !== b[o + c])) continue;
        painted++;
        if (ink[i]! >= 0 && head.has(part[i]!)) onFace.push(i % width);
      }
      if (t < 4 && painted) drawn++;
      expect({ t, onFace }).toEqual({ t, onFace: [] });
    });
    // The string is drawn (painted beyond the posed figure) in the frames before the loose.
    expect(drawn).toBeGreaterThanOrEqual(2);
  });

  it("the archer seen from the front draws the string back to the drawing hand", () => {
    const d = doc("elf archer with a bow", "south");
    const bow = d.layers.find((l) => l.role === "item")!;
    const drawing = d.layers.find((l) => l.role === "arm" && l.name !== bow.parent)!;
    const hand = layerOwnParts(d, drawing.name);
    const bowParts = layerOwnParts(d, bow.name);
    const { frames, posed } = attack(d);
    let nocked = 0;
    posed.forEach((f, t) => {
      // What the frame shows beyond the posed figure: the drawn string and the nocked arrow.
      const { width, ink, part } = f.canvas;
      const painted: number[] = [];
      for (let i = 0; i < ink.length; i++) {
        const o = i * 4;
        const a = frames[t]!.data;
        const b = f.image.data;
        if (
          a[o] !== b[o] ||
          a[o + 1] !== b[o + 1] ||
          a[o + 2] !== b[o + 2] ||
          a[o + 3] !== b[o + 3]
        )
          painted.push(i);
      }
      // Only while the string is drawn does it reach back past the bow toward the body.
      let bowRight = -1;
      ink.forEach((v, i) => {
        if (v >= 0 && bowParts.has(part[i]!)) bowRight = Math.max(bowRight, i % width);
      });
      const back = painted.filter((i) => i % width > bowRight + 1);
      if (back.length === 0) return;
      nocked++;
      // Where the string and arrow end, toward the body, a pixel of the drawing hand is beside.
      const end = back.reduce((a, b) => (b % width > a % width ? b : a));
      const near = [-2, -1, 0, 1, 2].some((dy) =>
        [-2, -1, 0, 1, 2].some((dx) => {
          const j = end + dy * width + dx;
          return j >= 0 && j < ink.length && ink[j]! >= 0 && hand.has(part[j]!);
        }),
      );
      expect({ t, near }).toEqual({ t, near: true });
    });
    expect(nocked).toBeGreaterThanOrEqual(2);
  });

  it("the wizard in profile keeps the whole staff in view through the cast, never a stub", () => {
    const d = doc("old wizard with a staff", "east");
    const staff = d.layers.find((l) => l.role === "item")!;
    const parts = layerOwnParts(d, staff.name);
    const drawn = staff.ink.filter((ink, i) => ink >= 0 && parts.has(staff.part[i]!)).length;
    const { posed } = attack(d);
    // Lifted, thrust and held (the frames between the drawn first and last), most of the staff
    // shows: swung back behind the body it would be lost but for a stub at the hip.
    const shown = posed.slice(1, 7).map((f) => extent(f, parts).count / drawn);
    expect(Math.min(...shown), shown.map((x) => x.toFixed(2)).join(" ")).toBeGreaterThan(0.75);
  });

  it("the wizard seen from the front casts: the staff is thrust out to its side, not just raised", () => {
    const d = doc("old wizard with a staff", "south");
    const staff = d.layers.find((l) => l.role === "item")!;
    const parts = layerOwnParts(d, staff.name);
    // The staff's length as drawn: it stands upright, so its height.
    const long = staff.height;
    const { posed } = attack(d);
    const across = posed.map((f) => {
      const { width, ink, part } = f.canvas;
      let left = width;
      let right = -1;
      ink.forEach((v, i) => {
        if (v < 0 || !parts.has(part[i]!)) return;
        left = Math.min(left, i % width);
        right = Math.max(right, i % width);
      });
      return right - left + 1;
    });
    // Held out level for at least two frames of the strike (the loose and its hold).
    expect(across.filter((w) => w >= long * 0.6).length, `${across}`).toBeGreaterThanOrEqual(2);
  });

  it("the wolf bites with its jaws open: several more pixels of the head's darkest inks", () => {
    const d = doc("grey wolf", "east");
    const head = d.layers.find((l) => l.name === "head")!;
    // The head's darkest ink (its ramp's shade), from the drawer's layer.
    const colorOf = (ink: number) => d.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    const luma = (ink: number) => {
      const c = colorOf(ink)!;
      return c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11;
    };
    // Shaded inks only (an outline-colored detail has no ramp).
    const dark = [...head.ink]
      .filter((i) => i >= 0 && colorOf(i))
      .sort((a, b) => luma(a) - luma(b))[0]!;
    const headParts = layerOwnParts(d, "head");
    // The open mouth is as dark as the eye's pupil (the outline's ink) where the head draws one.
    const pupil = head.ink.includes(OUTLINE_INK) ? OUTLINE_INK : dark;
    const darkCount = (f: Frame) => {
      let n = 0;
      for (let i = 0; i < f.canvas.ink.length; i++) {
        const ink = f.canvas.ink[i];
        if ((ink === dark || ink === pupil) && headParts.has(f.canvas.part[i]!)) n++;
      }
      return n;
    };
    for (const margin of [0, 25]) {
      const { posed } = attack(d, margin);
      const rest = darkCount(posed[0]!);
      const most = Math.max(...posed.map(darkCount));
      expect(most - rest, `margin ${margin}`).toBeGreaterThanOrEqual(6);
    }
  });

  it("the spider rears up, its front legs raised above the body's line, then strikes down with them", () => {
    // The spider as generated (seen from above, its front pair toward the viewer).
    const d = doc("giant spider", "none");
    const front = new Set([...layerOwnParts(d, "leg.0.left"), ...layerOwnParts(d, "leg.0.right")]);
    const body = layerOwnParts(d, "body");
    const { posed } = attack(d);
    const rest = { front: extent(posed[0]!, front), body: extent(posed[0]!, body) };
    // Raised: the front legs' tops higher against the body than at rest, by 3 px or more.
    const lift = posed.map(
      (f) => rest.front.top - rest.body.top - (extent(f, front).top - extent(f, body).top),
    );
    const raised = lift.findIndex((l) => l >= 3);
    expect(raised).toBeGreaterThan(0);
    // Reared on the other legs (they push down, not splay flat): the body stands higher.
    expect(extent(posed[raised]!, body).top).toBeLessThan(rest.body.top);
    // After the raise, the legs come down below where they stood at rest.
    const struck = posed
      .slice(raised + 1)
      .some((f) => extent(f, front).y - extent(f, body).y > rest.front.y - rest.body.y + 2);
    expect(struck).toBe(true);
  });
});
