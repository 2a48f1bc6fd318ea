/**
 * A four-legged beast seen head-on or from behind, as a pixel artist reads its run, bite and
 * fall: the run bounces and gathers its paws in the air where the walk only nods; the bite
 * keeps the body in sight behind the head; the lunge away never stands the figure up tall;
 * lying dead, the legs are folded, not stuck out like fingers. Part pixels come from the layers
 * the drawer kept; the ground and lengths from the beast standing at rest.
 */
import { describe, expect, it } from "vitest";
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

const LEGS = ["leg.fore.left", "leg.fore.right", "leg.hind.left", "leg.hind.right"];

for (const direction of ["south", "north"] as const) {
  describe(`a wolf seen ${direction === "south" ? "head-on" : "from behind"}`, () => {
    const d = doc("grey wolf", direction);
    const body = layerOwnParts(d, "body");
    const legs = LEGS.map((n) => layerOwnParts(d, n));
    const rest = posedFrames(d, "Idle")[0]!;
    const ground = box(rest).bottom;

    it("runs with a bounce the walk lacks, all four paws gathered in the air", () => {
      const bounce = (preset: "Walk" | "Run") => {
        const tops = posedFrames(d, preset).map((f) => placeOf(f, body).top);
        return Math.max(...tops) - Math.min(...tops);
      };
      expect(bounce("Run"), `walk ${bounce("Walk")}`).toBeGreaterThanOrEqual(bounce("Walk") + 3);
      const gathered = posedFrames(d, "Run").some(
        (f) =>
          box(f).bottom < ground - 1 &&
          legs.every((l) => {
            const now = box(f, l);
            return now.bottom < 0 || now.tall <= box(rest, l).tall - 2;
          }),
      );
      expect(gathered, "a frame in the air with every leg drawn shorter").toBe(true);
    });

    it("lies dead with its legs folded: they reach out of the body by well under their length", () => {
      const frames = posedFrames(d, "Death");
      const last = frames[frames.length - 1]!;
      const trunk = box(last, body);
      const all = new Set(legs.flatMap((l) => [...l]));
      const out = box(last, all);
      const reach = Math.max(out.right - trunk.right, trunk.left - out.left);
      const length = Math.max(...legs.map((l) => box(rest, l).tall));
      expect(reach, `leg length ${length}`).toBeLessThanOrEqual(Math.round(length * 0.6));
    });

    if (direction === "south") {
      it("bites at the viewer with its body still in sight behind the head", () => {
        const head = layerOwnParts(d, "head");
        const frames = posedFrames(d, "Attack");
        const strike = frames.reduce((a, f) =>
          placeOf(f, head).count > placeOf(a, head).count ? f : a,
        );
        expect(placeOf(strike, head).count).toBeGreaterThan(placeOf(rest, head).count);
        // A third of the body still shows (shoulders and chest round the head): a head grown
        // and dropped far covers the chest, and the beast reads as a head between four posts.
        expect(placeOf(strike, body).count).toBeGreaterThanOrEqual(placeOf(rest, body).count / 3);
      });
    } else {
      it("lunges away without standing up: never taller than it stood, wider as it strikes", () => {
        const frames = posedFrames(d, "Attack");
        for (const f of frames) expect(box(f).top).toBeGreaterThanOrEqual(box(rest).top);
        expect(Math.max(...frames.map((f) => box(f).wide))).toBeGreaterThan(box(rest).wide);
      });
    }
  });
}
