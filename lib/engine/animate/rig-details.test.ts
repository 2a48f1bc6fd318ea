/**
 * A creature's eye keeps its highlight in every frame: the highlight is the lightest detail ink
 * the drawer put in the head layer, and a frame shows at least as many of those pixels as the
 * still does, however the head nods or turns.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest, type LayeredSprite } from "../draw";
import { doc, posedFrames } from "../testing";
import type { AnimationPreset } from ".";

const DETAIL = 1;
const PRESETS: readonly AnimationPreset[] = ["Idle", "Walk", "Run", "Jump", "Attack", "Hurt"];

/** The head's highlight ink: its lightest detail ink, by the drawer's own ramps. */
function highlightInk(d: LayeredSprite): number {
  const head = d.layers.find((l) => l.name === "head")!;
  let best = -1;
  let lightest = -1;
  head.ink.forEach((ink, i) => {
    if (ink < 0 || !(head.flags[i]! & DETAIL)) return;
    const c = d.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    if (!c) return;
    const luma = c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11;
    if (luma > lightest) [best, lightest] = [ink, luma];
  });
  return best;
}

function countInk(ink: Int16Array, flags: Uint8Array, value: number): number {
  let n = 0;
  for (let i = 0; i < ink.length; i++) if (ink[i] === value && flags[i]! & DETAIL) n++;
  return n;
}

describe("an eye's highlight through a motion", () => {
  for (const [prompt, direction] of [
    ["grey wolf", "east"],
    ["grey wolf", "south"],
    ["black crow", "east"],
    ["green snake", "east"],
  ] as const) {
    it(`shows in every frame of every preset: ${prompt} facing ${direction}`, () => {
      const d = doc(prompt, direction);
      const ink = highlightInk(d);
      expect(ink).toBeGreaterThanOrEqual(0);
      const rest = composeAtRest(d);
      const still = countInk(rest.ink, rest.flags, ink);
      expect(still).toBeGreaterThan(0);
      for (const preset of PRESETS) {
        const shown = posedFrames(d, preset).map((f) =>
          countInk(f.canvas.ink, f.canvas.flags, ink),
        );
        expect({ preset, shown }).toEqual({ preset, shown: shown.map((n) => Math.max(n, still)) });
      }
    });
  }
});
