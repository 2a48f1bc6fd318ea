/**
 * A four-legged beast seen head-on or from behind dies by keeling over onto its side: seen
 * end-on, a body sinking straight down onto folding legs reads as the beast shrinking. Judged
 * on the posed compositions, with the head, body and legs taken from the layers the drawer
 * kept and the ground from the beast standing at rest.
 */
import { describe, expect, it } from "vitest";
import { OUTLINE_INK } from "../draw";
import { doc, layerOwnParts, placeOf, posedFrames } from "../testing";
import type { Frame } from "./rig";

function box(frame: Frame, parts?: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  let [top, bottom, left, right] = [Number.POSITIVE_INFINITY, -1, Number.POSITIVE_INFINITY, -1];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || (parts && !parts.has(part[i]!))) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return { top, bottom, left, right, wide: right - left + 1, tall: bottom - top + 1 };
}

/** The pieces (4-connected) of `parts`' pixels carrying the drawn pupil ink: the eyes' darks. */
function pupils(frame: Frame, parts: ReadonlySet<number>): { wide: number; tall: number }[] {
  const { width, ink, part } = frame.canvas;
  const dark = (i: number) => ink[i] === OUTLINE_INK && parts.has(part[i]!);
  const seen = new Set<number>();
  const out: { wide: number; tall: number }[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (seen.has(i) || !dark(i)) continue;
    const xs: number[] = [];
    const ys: number[] = [];
    const stack = [i];
    seen.add(i);
    while (stack.length) {
      const j = stack.pop()!;
      xs.push(j % width);
      ys.push(Math.floor(j / width));
      for (const k of [j - 1, j + 1, j - width, j + width]) {
        if (k < 0 || k >= ink.length || seen.has(k) || !dark(k)) continue;
        if (Math.abs((k % width) - (j % width)) > 1) continue;
        seen.add(k);
        stack.push(k);
      }
    }
    out.push({
      wide: Math.max(...xs) - Math.min(...xs) + 1,
      tall: Math.max(...ys) - Math.min(...ys) + 1,
    });
  }
  return out;
}

describe("a beast seen end-on keels over onto its side as it dies", () => {
  for (const direction of ["south", "north"] as const) {
    describe(direction, () => {
      const d = doc("grey wolf", direction);
      const head = layerOwnParts(d, "head");
      const legNames = d.layers.filter((l) => l.name.startsWith("leg.")).map((l) => l.name);
      const legs = new Set(legNames.flatMap((n) => [...layerOwnParts(d, n)]));
      const frames = posedFrames(d, "Death");
      const rest = frames[0]!;
      const last = frames[frames.length - 1]!;
      const ground = box(posedFrames(d, "Idle")[0]!).bottom;
      /** Degrees the line from the legs' middle to the head's has turned from straight up. */
      const tilt = (f: Frame) => {
        const h = placeOf(f, head);
        const l = placeOf(f, legs);
        return (Math.atan2(h.x - l.x, l.y - h.y) * 180) / Math.PI;
      };
      const side = Math.sign(tilt(last));

      it("ends on its side on the ground: head and legs level, the figure wider than tall", () => {
        expect(Math.abs(tilt(rest)), "stands upright at rest").toBeLessThan(15);
        expect(Math.abs(tilt(last)), "lies on its side").toBeGreaterThan(60);
        const lying = box(last);
        expect(lying.wide).toBeGreaterThan(lying.tall);
        expect(lying.bottom).toBe(ground);
      });

      it("goes over one way and never comes back up", () => {
        const tilts = frames.map((f) => side * tilt(f));
        const started = tilts.findIndex((a) => a > 10);
        expect(started, tilts.map((a) => a.toFixed(0)).join(" ")).toBeGreaterThan(0);
        for (let t = started + 1; t < tilts.length; t++) {
          expect(tilts[t]!, tilts.map((a) => a.toFixed(0)).join(" ")).toBeGreaterThanOrEqual(
            tilts[t - 1]! - 3,
          );
        }
      });

      it("the legs on the side it falls to give first, while it is still upright", () => {
        const middle = placeOf(rest, layerOwnParts(d, "body")).x;
        const sideOf = (name: string) =>
          Math.sign(placeOf(rest, layerOwnParts(d, name)).x - middle);
        const legsOn = (s: number) =>
          new Set(legNames.filter((n) => sideOf(n) === s).flatMap((n) => [...layerOwnParts(d, n)]));
        const falling = legsOn(side);
        const standing = legsOn(-side);
        expect(
          frames.some(
            (f) => Math.abs(tilt(f)) < 30 && box(f, falling).tall <= box(f, standing).tall - 2,
          ),
        ).toBe(true);
      });

      if (direction === "south") {
        it("lying still, its eyes are shut: each a line across its sideways face", () => {
          const open = pupils(rest, head);
          const shut = pupils(last, head);
          expect(open.length).toBe(2);
          expect(open.every((e) => e.tall >= 2)).toBe(true);
          // The head lies a quarter turn over, so a lid across its face runs up the picture.
          expect(shut, JSON.stringify(shut)).toHaveLength(2);
          for (const eye of shut) expect(eye.wide, JSON.stringify(shut)).toBe(1);
          for (const eye of shut) expect(eye.tall).toBeGreaterThanOrEqual(2);
        });
      }
    });
  }
});

describe("a spider dies on its back with its legs in the air", () => {
  it("tumbles onto its back: the fangs up, the legs curled above the body, lying on the ground", () => {
    const d = doc("giant spider", "south");
    const body = layerOwnParts(d, "body");
    const fangs = new Set([...layerOwnParts(d, "fang.left"), ...layerOwnParts(d, "fang.right")]);
    const legNames = d.layers.filter((l) => l.name.startsWith("leg.")).map((l) => l.name);
    const legs = new Set(legNames.flatMap((n) => [...layerOwnParts(d, n)]));
    const frames = posedFrames(d, "Death");
    const rest = frames[0]!;
    const last = frames[frames.length - 1]!;
    const bodyTall = box(rest, body).tall;
    // Standing, the fangs hang below the body's middle; on its back they point up.
    expect(placeOf(rest, fangs).y).toBeGreaterThan(placeOf(rest, body).y);
    expect(placeOf(last, fangs).y).toBeLessThan(placeOf(last, body).y);
    // The legs stand out around the body at rest and are curled up over it at the end.
    expect(placeOf(last, legs).y).toBeLessThan(placeOf(last, body).y - bodyTall / 4);
    expect(box(last).bottom).toBe(box(posedFrames(d, "Idle")[0]!).bottom);
  });
});
