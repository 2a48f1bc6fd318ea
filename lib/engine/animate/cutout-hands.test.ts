/**
 * The hand-drawn mage's hands in custom motions on the cut-out path, judged from its legend
 * (`drawn-mage`: a skin face under the hat's brim, a skin hand at each side of the robe), painted
 * 3 px an art pixel as the words page paints it. The face is the largest patch of skin (a raised
 * hand can reach above the face's top); any other patch of skin is a hand.
 * - kicking or pondering, a hand shows on each side of the face's middle in every frame: a lifted
 *   leg or an arm folded in does not take the hand away;
 * - waving, a hand is up beside the face (its top no lower than the face's bottom row) in every
 *   frame, and it moves: the raised hand is not in the same columns in every frame;
 * - walking and waving, the hand is up in every frame, also in the frames where a boot is off
 *   the ground: the two are done together, not by turns.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, type RgbaImage } from "../raster";
import { customOnImport, DRAWN_MAGE, framesOf, letterAt, paintGrid } from "../testing";

const SCALE = 3;

function frames(sentence: string): RgbaImage[] {
  return framesOf(customOnImport(paintGrid(DRAWN_MAGE, 64, SCALE), sentence).strip, 8);
}

interface Patch {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The face and the other patches of skin (hands) of one frame. */
function skinPatches(frame: RgbaImage): { face: Patch; hands: Patch[] } {
  const { width, height } = frame;
  const skin = labelComponents(
    width,
    height,
    (i) => letterAt(DRAWN_MAGE, frame, i % width, Math.floor(i / width)) === "s",
    4,
  );
  const patches = new Map<number, Patch>();
  const order: number[] = [];
  skin.labels.forEach((label, i) => {
    if (label === 0) return;
    const [x, y] = [i % width, Math.floor(i / width)];
    const p = patches.get(label);
    if (!p) order.push(label);
    patches.set(
      label,
      p
        ? {
            left: Math.min(p.left, x),
            right: Math.max(p.right, x),
            top: Math.min(p.top, y),
            bottom: Math.max(p.bottom, y),
          }
        : { left: x, right: x, top: y, bottom: y },
    );
  });
  const area = (p: Patch) => (p.right - p.left + 1) * (p.bottom - p.top + 1);
  const largest = order.reduce((a, b) => (area(patches.get(b)!) > area(patches.get(a)!) ? b : a));
  const face = patches.get(largest)!;
  const hands = order.filter((label) => label !== largest).map((label) => patches.get(label)!);
  return { face, hands };
}

const raisedHand = (frame: RgbaImage) => {
  const { face, hands } = skinPatches(frame);
  return hands.find((hand) => hand.top <= face.bottom);
};

function lowestOpaque(frame: RgbaImage): number {
  for (let y = frame.height - 1; y >= 0; y--)
    for (let x = 0; x < frame.width; x++) if (frame.data[(y * frame.width + x) * 4 + 3]) return y;
  return -1;
}

/** Rows between the ground and the lowest boot pixel on one side of the face's middle. */
function bootClearance(frame: RgbaImage, middle: number, side: -1 | 1): number {
  const ground = lowestOpaque(frame);
  let lowest = -1;
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++)
      if (Math.sign(x - middle) === side && letterAt(DRAWN_MAGE, frame, x, y) === "b")
        lowest = Math.max(lowest, y);
  return ground - lowest;
}

describe("the imported mage's hands", () => {
  for (const sentence of ["kicks", "ponders"]) {
    it(`${sentence}: a hand shows on each side of the face in every frame`, () => {
      frames(sentence).forEach((frame, t) => {
        const { face, hands } = skinPatches(frame);
        const middle = (face.left + face.right) / 2;
        expect(
          hands.some((h) => h.right < middle),
          `frame ${t}: hand left of the face`,
        ).toBe(true);
        expect(
          hands.some((h) => h.left > middle),
          `frame ${t}: hand right of the face`,
        ).toBe(true);
      });
    });
  }

  it("waves hello: the hand is up beside the face in every frame, and it swings", () => {
    const raised = frames("waves hello").map(raisedHand);
    raised.forEach((hand, t) => {
      expect(hand, `frame ${t}`).toBeDefined();
    });
    expect(new Set(raised.map((hand) => hand?.left)).size).toBeGreaterThan(1);
  });

  it("walks and waves: the hand stays up while a boot is off the ground", () => {
    const all = frames("walks and waves");
    let stepping = 0;
    all.forEach((frame, t) => {
      expect(raisedHand(frame), `frame ${t}: the waving hand`).toBeDefined();
      const { face } = skinPatches(frame);
      const middle = (face.left + face.right) / 2;
      if (Math.max(bootClearance(frame, middle, -1), bootClearance(frame, middle, 1)) > SCALE)
        stepping++;
    });
    expect(stepping).toBeGreaterThan(0);
  });

  it("walks and waves: the waving hand keeps clear of the hat's brim, as waving alone", () => {
    // The brim is the run of outline over the face's top row. A walk's arm swing added to the
    // wave put the hand on it on a step; the hand, now drawn up beside the brim, stays an art
    // pixel of its own outline away from it (no hand pixel within one art pixel of it).
    frames("walks and waves").forEach((frame, t) => {
      const { face } = skinPatches(frame);
      const brimY = face.top - 1;
      let [left, right] = [face.left, face.right];
      const dark = (x: number) => letterAt(DRAWN_MAGE, frame, x, brimY) === "k";
      while (dark(left - 1)) left--;
      while (dark(right + 1)) right++;
      const hand = raisedHand(frame)!;
      const gapX = Math.max(hand.left - right, left - hand.right);
      const gapY = Math.max(hand.top - brimY, brimY - hand.bottom);
      expect(Math.max(gapX, gapY), `frame ${t}`).toBeGreaterThanOrEqual(2 * SCALE - 2);
    });
  });
});
