/**
 * Raised or waved things stay off the face, and a robed bow folds at the waist: judged on the
 * rendered compositions (which part shows where), with the face taken from the head layer the
 * drawer produced, never from the pose code. The face is the head's pixels that show at rest
 * below the top third of the head (under a helmet's dome or a hat's crown); a gesture that
 * leaves the head where it was must still show nearly all of them.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { customCanvases as frames, doc, partIdsOf as partIds } from "../testing";

const ids = (d: LayeredSprite, test: (name: string) => boolean) =>
  partIds(d.layers.filter((l) => l.width > 0 && test(l.name)));

/**
 * The face: the head's pixels at rest below the top third of its rows (under a helmet's dome
 * or a hat's crown) and, seen from the front, in the middle half of its columns; in profile
 * (the drawn canvas faces east), in its front half, where the eye, the nose and the beard are.
 */
function faceAtRest(rest: InkCanvas, head: ReadonlySet<number>, profile: boolean): number[] {
  const cells: number[] = [];
  for (let i = 0; i < rest.ink.length; i++)
    if (rest.ink[i]! >= 0 && head.has(rest.part[i]!)) cells.push(i);
  const ys = cells.map((i) => Math.floor(i / rest.width));
  const xs = cells.map((i) => i % rest.width);
  const top = Math.min(...ys);
  const cut = top + (Math.max(...ys) - top) / 3;
  const left = Math.min(...xs);
  const wide = Math.max(...xs) - left + 1;
  const [from, to] = profile
    ? [left + wide / 2, left + wide]
    : [left + wide / 4, left + wide * 0.75];
  return cells.filter((i) => {
    const x = i % rest.width;
    return Math.floor(i / rest.width) > cut && x >= from && x < to;
  });
}

/** The most face pixels some frame covers with what the hands hold (or the arms). */
function mostCovered(made: InkCanvas[], face: number[], covers: ReadonlySet<number>): number {
  return Math.max(
    ...made.map((c) => face.filter((i) => c.ink[i]! >= 0 && covers.has(c.part[i]!)).length),
  );
}

describe("what a raised or waving hand holds stays off the face", () => {
  const knight = doc("knight with a sword and shield", "south");
  const knightHead = ids(knight, (n) => n === "head");
  const sword = ids(knight, (n) => n === "item");
  const held = ids(knight, (n) => n === "item" || n === "shield");
  it('the knight "cheers": the sword and the shield cover under a twentieth of the face', () => {
    const made = frames(knight, "cheers");
    const face = faceAtRest(made[0]!, knightHead, false);
    expect(mostCovered(made, face, held)).toBeLessThan(face.length / 20);
  });

  it('the knight "waves hello": the sword stays off the face, sheathed below the chin', () => {
    // Waved in the raised hand, the blade was brandished by the face.
    const made = frames(knight, "waves hello");
    const bottom = (c: InkCanvas, parts: ReadonlySet<number>) => {
      let y = -1;
      for (let i = 0; i < c.ink.length; i++)
        if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) y = Math.floor(i / c.width);
      return y;
    };
    const top = (c: InkCanvas, parts: ReadonlySet<number>) => {
      for (let i = 0; i < c.ink.length; i++)
        if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) return Math.floor(i / c.width);
      return -1;
    };
    const chin = bottom(made[0]!, knightHead);
    const raised = made.filter((_, t) => t >= 2 && t <= 6);
    for (const c of raised) expect(top(c, sword)).toBeGreaterThan(chin);
  });

  const wizard = doc("old wizard with a staff", "east");
  const wizardHead = ids(wizard, (n) => n === "head");
  // In profile the near arm is drawn over the head: its sleeve covers the face as a staff does.
  const staffAndArm = ids(wizard, (n) => n === "item" || n === "arm.near");
  it('the wizard "cheers": with the arms up, the staff and its arm cover under a tenth of the face', () => {
    // The frames of the held cheer (the arm rising and falling between may sweep past).
    const made = frames(wizard, "cheers");
    const face = faceAtRest(made[0]!, wizardHead, true);
    const up = made.filter((_, t) => t === 2 || t === 4 || t === 6);
    expect(mostCovered(up, face, staffAndArm)).toBeLessThan(face.length / 10);
  });
});

describe("a robed bow in profile folds at the waist", () => {
  it("the wizard's hem keeps its width and place on the ground while the head goes forward", () => {
    const wizard = doc("old wizard with a staff", "east");
    const torso = ids(wizard, (n) => n === "torso");
    const head = ids(wizard, (n) => n === "head");
    const made = frames(wizard, "bows");
    /** The columns a part set spans on one row, and its mean column. */
    const span = (c: InkCanvas, parts: ReadonlySet<number>, row?: number) => {
      let left = Infinity;
      let right = -Infinity;
      let bottom = -1;
      let sum = 0;
      let count = 0;
      for (let i = 0; i < c.ink.length; i++) {
        if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
        const x = i % c.width;
        const y = Math.floor(i / c.width);
        bottom = Math.max(bottom, y);
        sum += x;
        count++;
        if (row !== undefined && y !== row) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
      return { left, right, bottom, mean: sum / count };
    };
    const rest = made[0]!;
    const hemRow = span(rest, torso).bottom - 1;
    const hem = span(rest, torso, hemRow);
    const bowed = made[4]!;
    // The head has gone forward by a tenth of its own width or more: a bow, not a stand.
    expect(span(bowed, head).mean - span(rest, head).mean).toBeGreaterThan(
      (span(rest, head).right - span(rest, head).left) / 10,
    );
    // The hem hangs where it stood (a body tipped from the feet swings it back).
    const hung = span(bowed, torso, span(bowed, torso).bottom - 1);
    expect(Math.abs(hung.left - hem.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(hung.right - hem.right)).toBeLessThanOrEqual(1);
  });
});
