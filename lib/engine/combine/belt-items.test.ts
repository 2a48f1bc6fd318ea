/**
 * What hangs at a belt reads as itself: a torch on the small hand-drawn mage is a flame wider
 * than the handle under it (not a block of two colours), and a flask on the wizard leaves the
 * hand beside it as drawn and is outlined against the robe it hangs over. The hand comes from
 * the drawer's anchors, the flame's colours from the torch sprite, the mage from his grid.
 */
import { describe, expect, it } from "vitest";
import { isLineColor, labCache } from "../color";
import { toPixels } from "../raster";
import { DRAWN_MAGE, paintGrid, sprite } from "../testing";
import { generateSprite } from "../generate";
import { readSpritePrompt } from "../prompt";
import { combineSprites } from ".";

const SIZE = 64;
const lab = labCache();
const line = isLineColor(lab);
/** Warm and bright, as a flame is (OKLab a and b both positive). */
const warm = (v: number) => lab(v).b > 0.06 && lab(v).a > -0.02 && lab(v).L > 0.6;

/** The old wizard facing `direction`, and the wizard given an item sprite as `prompt` says. */
function wizardGiven(
  direction: "south" | "east",
  item: string,
  type: "item" | "weapon",
  prompt: string,
) {
  const wizard = generateSprite({
    reading: readSpritePrompt("an old wizard with a staff", "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction,
    camera: "none",
    seed: 7,
  });
  const given = sprite(item, SIZE, type, 7);
  const made = combineSprites(wizard.image, given.image, {
    prompt,
    itemName: item,
    baseAnchors: wizard.anchors,
    itemAnchors: given.anchors,
    seed: 7,
  });
  return { wizard, made };
}

describe("a torch at the small mage's belt", () => {
  const K = 3;
  const mage = paintGrid(DRAWN_MAGE, SIZE, K);
  const torch = sprite("torch", SIZE, "item", 7);
  const made = combineSprites(mage, torch.image, {
    prompt: "at the belt",
    itemName: "torch",
    itemAnchors: torch.anchors,
    seed: 7,
  });
  const before = toPixels(mage).data;
  const after = toPixels(made.image).data;

  it("is a flame wider than the handle under it", () => {
    // Per row of the changed pixels: how many are flame-coloured, how many other fill.
    const flameRows: number[] = [];
    const handleRows: number[] = [];
    for (let y = 0; y < SIZE; y++) {
      let flame = 0;
      let other = 0;
      for (let x = 0; x < SIZE; x++) {
        const v = after[y * SIZE + x]!;
        if (v === before[y * SIZE + x] || v === 0 || line(v)) continue;
        if (warm(v)) flame++;
        else other++;
      }
      if (flame > 0) flameRows.push(flame);
      else if (other > 0) handleRows.push(other);
    }
    expect(flameRows.length).toBeGreaterThanOrEqual(K);
    expect(handleRows.length).toBeGreaterThanOrEqual(2 * K);
    // The flame spreads wider than the handle: at least one row of it thrice the handle.
    expect(Math.max(...flameRows)).toBeGreaterThanOrEqual(3 * Math.max(...handleRows));
  });
});

describe("a flask at the wizard's belt", () => {
  const { wizard, made } = wizardGiven("south", "red health potion", "item", "at the belt");
  const before = toPixels(wizard.image).data;
  const after = toPixels(made.image).data;
  const changed = (i: number) => after[i] !== before[i];

  it("leaves both hands as drawn", () => {
    for (const hand of [wizard.anchors.handLeft!, wizard.anchors.handRight!]) {
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          expect(changed((hand.y + dy) * SIZE + hand.x + dx)).toBe(false);
        }
    }
  });

  it("is outlined where it meets the robe: no fill of it touches a fill of the figure", () => {
    let fills = 0;
    for (let i = 0; i < after.length; i++) {
      if (!changed(i) || after[i] === 0 || line(after[i]!)) continue;
      fills++;
      const x = i % SIZE;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const j = i + dy * SIZE + dx;
        if (x + dx < 0 || x + dx >= SIZE || j < 0 || j >= after.length) continue;
        const v = after[j]!;
        if (!changed(j) && v !== 0) expect(line(v)).toBe(true);
      }
    }
    expect(fills).toBeGreaterThan(10);
  });
});

describe("a bow slung on the back of the wizard seen from the side", () => {
  const { wizard, made } = wizardGiven("east", "wooden bow", "weapon", "on his back");
  const before = toPixels(wizard.image).data;
  const after = toPixels(made.image).data;

  it("lies along his back, its limbs bulging out behind him from his shoulders to his hips", () => {
    // Per row, the changed pixel farthest behind him (facing east, behind is toward x = 0).
    const outmost = new Map<number, number>();
    for (let i = 0; i < after.length; i++) {
      if (after[i] === before[i]) continue;
      const y = Math.floor(i / SIZE);
      outmost.set(y, Math.min(outmost.get(y) ?? SIZE, i % SIZE));
    }
    const rows = [...outmost.keys()].sort((a, b) => a - b);
    let top = -1;
    let bottom = -1;
    for (let i = 0; i < before.length; i++) {
      if (before[i] === 0) continue;
      if (top < 0) top = Math.floor(i / SIZE);
      bottom = Math.floor(i / SIZE);
    }
    // Tall along the back, not a stick at the hip.
    expect(rows.at(-1)! - rows[0]! + 1).toBeGreaterThanOrEqual(0.3 * (bottom - top + 1));
    // Its middle stands farther out behind him than its two ends: an arc along the back.
    const middle = outmost.get(rows[Math.floor(rows.length / 2)]!)!;
    expect(middle).toBeLessThan(outmost.get(rows[0]!)! - 1);
    expect(middle).toBeLessThan(outmost.get(rows.at(-1)!)! - 1);
    // Every pixel of it is behind his middle.
    const hands = (wizard.anchors.handLeft!.x + wizard.anchors.handRight!.x) / 2;
    for (const x of outmost.values()) expect(x).toBeLessThan(hands);
  });

  it("reads as a bow at 1x: limbs two pixels thick and a light string between its tips", () => {
    // The bow: pixels added outside the wizard's silhouette (where he was empty).
    const added = (x: number, y: number) => before[y * SIZE + x] === 0 && after[y * SIZE + x] !== 0;
    const rows: number[] = [];
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) if (added(x, y)) rows.push(y);
    }
    const top = Math.min(...rows);
    const bottom = Math.max(...rows);
    // In its middle half, each row's limb is at least two pixels that are not line ink.
    for (let y = Math.round(top + (bottom - top) / 4); y <= bottom - (bottom - top) / 4; y++) {
      let outer = SIZE;
      for (let x = 0; x < SIZE; x++) if (added(x, y)) outer = Math.min(outer, x);
      let colored = 0;
      for (let x = outer; x < outer + 4; x++) {
        if (added(x, y) && !line(after[y * SIZE + x]!)) colored++;
      }
      expect(colored).toBeGreaterThanOrEqual(2);
    }
    // The string: one column, light, over most of the bow's height, nearer the body than the
    // limbs, among the pixels the combine added or changed.
    const strung = new Map<number, number>();
    for (let y = top; y <= bottom; y++) {
      for (let x = 0; x < SIZE; x++) {
        const v = after[y * SIZE + x]!;
        if (v === before[y * SIZE + x] || v === 0 || lab(v).L < 0.75) continue;
        strung.set(x, (strung.get(x) ?? 0) + 1);
      }
    }
    const longest = Math.max(0, ...strung.values());
    expect(longest).toBeGreaterThanOrEqual(0.6 * (bottom - top + 1));
  });
});
