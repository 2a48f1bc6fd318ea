/**
 * A wave is an open hand: a figure seen from the front whose hands are both full lets go of its
 * weapon to wave. From the front a walking wave lifts each foot only so high that the boot still shows on its shin. The
 * pixels of each part come from the part ids of the drawer's layers, never from the poses.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { customCanvases, doc, partBox, partIdsOf } from "../testing";

/** Frames sampled where the hand is up (every other frame, past the rise). */
const RAISED = [2, 4, 6];

function layerNamed(d: LayeredSprite, name: string) {
  const found = d.layers.find((l) => l.name === name && l.width > 0);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
}

/** The waving arm's parts: the arm and a hand drawn as its own layer. */
function armParts(d: LayeredSprite, arm: string): Set<number> {
  return partIdsOf(
    d.layers.filter((l) => l.name === arm || (l.role === "hand" && l.parent === arm)),
  );
}

/** Parts only `layers` draw (none another layer shares). */
function ownParts(d: LayeredSprite, names: readonly string[]): Set<number> {
  const own = partIdsOf(d.layers.filter((l) => names.includes(l.name)));
  for (const id of partIdsOf(d.layers.filter((l) => !names.includes(l.name)))) own.delete(id);
  return own;
}

describe("a wave is made by an empty hand", () => {
  for (const [prompt, facing, arm] of [
    // Sword in the right hand (the viewer's left), shield on the other arm.
    ["knight with a sword and shield", "south", "arm.left"],
  ] as const) {
    it(`${prompt} (${facing}): the hand rises above the shoulder and sways; what it held stays`, () => {
      const d = doc(prompt, facing);
      const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
      const hand = armParts(d, arm);
      const held = ownParts(d, [item.name]);
      const made = customCanvases(d, "waves hello");
      const shoulder = layerNamed(d, arm).joint.y;
      // The composition is the drawing moved by the frame's margin: its rest bottom is the feet.
      const drop = partBox(made[0]!, partIdsOf(d.layers))!.bottom - (d.height - 1);
      const atRest = (c: InkCanvas) => partBox(c, held)!;
      const heldBoxes = RAISED.map((t) => atRest(made[t]!));
      for (const t of RAISED) {
        const h = partBox(made[t]!, hand)!;
        // The hand is up, above the shoulder, and a handful of its pixels show.
        expect({ t, above: h.top < shoulder + drop - 2 }).toEqual({ t, above: true });
        expect(h.count).toBeGreaterThanOrEqual(8);
      }
      // It sways: the raised hand is somewhere else in the frames between.
      const lefts = RAISED.map((t) => partBox(made[t]!, hand)!.left);
      const tops = RAISED.map((t) => partBox(made[t]!, hand)!.top);
      expect(
        Math.max(...lefts) - Math.min(...lefts) + Math.max(...tops) - Math.min(...tops),
      ).toBeGreaterThanOrEqual(2);
      // What the hand held is not waved: it stands still while the hand sways, and a blade is
      // not lifted above the shoulder (brandished).
      for (const box of heldBoxes) {
        expect(Math.abs(box.left - heldBoxes[0]!.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(box.top - heldBoxes[0]!.top)).toBeLessThanOrEqual(1);
      }
      if (item.kind === "sword") expect(heldBoxes[0]!.top).toBeGreaterThan(shoulder + drop);
    });
  }
});

/** Rows of the leg's own paint straight above the boot, across at least half its width. */
function legAboveFoot(c: InkCanvas, foot: ReadonlySet<number>, leg: ReadonlySet<number>): number {
  const box = partBox(c, foot)!;
  let rows = 0;
  for (let y = box.top - 1; y >= 0; y--) {
    let shown = 0;
    for (let x = box.left; x <= box.right; x++) {
      const i = y * c.width + x;
      if (c.ink[i]! >= 0 && leg.has(c.part[i]!)) shown++;
    }
    if (shown * 2 < box.right - box.left + 1) break;
    rows++;
  }
  return rows;
}

describe("walks and waves from the front: a lifted foot shows on its leg", () => {
  for (const prompt of ["knight with a sword and shield", "elf archer with a bow"]) {
    it(prompt, () => {
      const d = doc(prompt, "south");
      const made = customCanvases(d, "walks and waves");
      for (const name of ["leg.left", "leg.right"]) {
        // The boot: what the lower leg draws that the thigh does not.
        const leg = partIdsOf([layerNamed(d, `${name}.upper`)]);
        const foot = partIdsOf([layerNamed(d, `${name}.lower`)]);
        for (const id of leg) foot.delete(id);
        const bottoms = made.map((c) => partBox(c, foot)!.bottom);
        const ground = Math.max(...bottoms);
        const t = bottoms.indexOf(Math.min(...bottoms));
        // The step shows at 1x, and at its height the shin still shows above the boot (with
        // the boot straight under the hem, the leg read as a stump).
        expect({ name, lift: ground - bottoms[t]! >= 4 }).toEqual({ name, lift: true });
        expect({ name, shin: legAboveFoot(made[t]!, foot, leg) >= 3 }).toEqual({
          name,
          shin: true,
        });
      }
    });
  }
});
