import { describe, expect, it } from "vitest";
import { TREE } from "./corpus/fixtures";
import { touchUp } from ".";

/** Each apple as the fixture drew it: its pixels' colours keyed by offset from its box corner. */
function apples(data: Uint8ClampedArray | Uint8Array, mask: Uint8Array, width: number) {
  const seen = new Uint8Array(mask.length);
  const out: string[] = [];
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || seen[s]) continue;
    const piece: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      piece.push(i);
      for (const j of [i - 1, i + 1, i - width, i + width])
        if (j >= 0 && j < mask.length && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    const x0 = Math.min(...piece.map((i) => i % width));
    const y0 = Math.min(...piece.map((i) => Math.floor(i / width)));
    out.push(
      piece
        .map(
          (i) =>
            `${(i % width) - x0},${Math.floor(i / width) - y0}:${data.slice(i * 4, i * 4 + 4).join(".")}`,
        )
        .sort()
        .join(" "),
    );
  }
  return out;
}

describe("another apple on a tree that bears apples", () => {
  it("is a copy of one of the tree's own apples, on the canopy, touching none of them", () => {
    const { width, height } = TREE.image;
    const region = { x: 3, y: 2, width: 14, height: 8 };
    const out = touchUp(TREE.image, region, "add one more apple", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const own = apples(TREE.image.data, TREE.mask("apples"), width);
    // What changed is one piece, drawn over the fixture's leaves only.
    const changed = new Uint8Array(width * height);
    const leaves = TREE.mask("leaves");
    for (let i = 0; i < changed.length; i++) {
      const same = [0, 1, 2, 3].every(
        (k) => TREE.image.data[i * 4 + k] === out.image.data[i * 4 + k],
      );
      if (!same) {
        changed[i] = 1;
        expect(leaves[i]).toBe(1);
      }
    }
    const added = apples(out.image.data, changed, width);
    expect(added).toHaveLength(1);
    expect(own).toContain(added[0]);
  });
});
