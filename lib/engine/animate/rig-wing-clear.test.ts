/**
 * A winged four-legged beast in profile keeps its head clear of its near wing in every preset:
 * the wing stands over the shoulders, just behind the neck, and swung forward it covered the
 * head or ran into it (the two drawn in the same warm inks). The head and the wing are the
 * drawer's layers (their own part ids), judged on the posed compositions.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** How many of the head's pixels show, and how many of them touch the wing's side by side. */
function headAndWing(frame: Frame, head: ReadonlySet<number>, wing: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  const is = (i: number, parts: ReadonlySet<number>) =>
    i >= 0 && i < ink.length && ink[i]! >= 0 && parts.has(part[i]!);
  let shown = 0;
  let touching = 0;
  for (let i = 0; i < ink.length; i++) {
    if (!is(i, head)) continue;
    shown++;
    const x = i % width;
    const beside = [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1];
    if (beside.some((j) => is(j, wing))) touching++;
  }
  return { shown, touching };
}

describe("a dragon's head stays clear of its near wing", () => {
  const d = doc("red dragon", "east");
  const head = layerOwnParts(d, "head");
  const wing = layerOwnParts(d, "wing.near");
  const rest = headAndWing(posedFrames(d, "Idle")[0]!, head, wing);
  it.each(["Idle", "Walk", "Jump", "Run", "Death"] as const)("%s", (preset) => {
    const seen = posedFrames(d, preset).map((f) => headAndWing(f, head, wing));
    const says = seen.map((s) => `${s.shown}/${s.touching}`).join(" ");
    for (const s of seen) {
      // Never hidden behind the wing...
      expect(s.shown, says).toBeGreaterThanOrEqual(rest.shown * 0.9);
      // ...nor run into it: hardly more of its edge against the wing than as drawn.
      expect(s.touching, says).toBeLessThanOrEqual(rest.touching + 3);
    }
  });
});
