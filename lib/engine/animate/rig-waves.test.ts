/**
 * A wave is an open hand where there is one: seen from the front, a free hand rises above the
 * shoulder and sways while the other hand keeps what it holds still; in profile, a figure whose
 * near hand holds a staff waves the free far hand, raised ahead of the face where it shows, the
 * staff held still. (A figure with both hands full waves its weapon hand: see
 * rig-custom-sides.test.ts.) The pixels of each part come from the part ids of the drawer's
 * layers, never from the poses.
 */
import { describe, expect, it } from "vitest";
import type { LayeredSprite } from "../draw";
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

describe("from the front a free hand waves", () => {
  it("elf archer with a bow (south): the free hand rises above the shoulder and sways; the bow stays", () => {
    const d = doc("elf archer with a bow", "south");
    const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
    const full = new Set(
      d.layers
        .filter((l) => (l.role === "item" || l.role === "shield") && l.width > 0)
        .map((l) => l.parent),
    );
    const arm = d.layers.find(
      (l) => l.name.startsWith("arm.") && l.role !== "hand" && !full.has(l.name),
    )!.name;
    const hand = armParts(d, arm);
    const held = ownParts(d, [item.name]);
    const made = customCanvases(d, "waves hello");
    const shoulder = layerNamed(d, arm).joint.y;
    // The composition is the drawing moved by the frame's margin: its rest bottom is the feet.
    const drop = partBox(made[0]!, partIdsOf(d.layers))!.bottom - (d.height - 1);
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
    // What the other hand holds is not waved: it stands still while the hand sways.
    const heldBoxes = RAISED.map((t) => partBox(made[t]!, held)!);
    for (const box of heldBoxes) {
      expect(Math.abs(box.left - heldBoxes[0]!.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.top - heldBoxes[0]!.top)).toBeLessThanOrEqual(1);
    }
  });
});

describe("in profile a staff held in the near hand stays still while the free far hand waves", () => {
  it("old wizard with a staff (east): the far hand rises ahead of the staff and rocks", () => {
    const d = doc("old wizard with a staff", "east");
    const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
    expect(item.parent).toBe("arm.near");
    const far = ownParts(d, ["arm.far"]);
    const staff = ownParts(d, [item.name]);
    const made = customCanvases(d, "waves hello");
    const drop = partBox(made[0]!, partIdsOf(d.layers))!.bottom - (d.height - 1);
    const shoulder = layerNamed(d, "arm.far").joint.y + drop;
    const rest = partBox(made[0]!, staff)!;
    for (const t of RAISED) {
      const h = partBox(made[t]!, far)!;
      // Seen: a sleeve and hand's worth of pixels, above the shoulder, in the open ahead of
      // the staff (drawn behind the body and the beard, a far arm raised in place vanished).
      expect({ t, count: h.count >= 10 }).toEqual({ t, count: true });
      expect({ t, above: h.top < shoulder - 4 }).toEqual({ t, above: true });
      expect({ t, ahead: h.right >= rest.right + 3 }).toEqual({ t, ahead: true });
    }
    // It rocks: the hand is higher in one raised frame than in another.
    const tops = RAISED.map((t) => partBox(made[t]!, far)!.top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThanOrEqual(2);
    // The staff is not waved: in every frame it stands where it stood at rest.
    for (const c of made) expect(partBox(c, staff)).toEqual(rest);
  });
});
