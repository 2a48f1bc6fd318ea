/**
 * Which hand waves: a knight with both hands full sheathes his sword at the hip and waves the
 * empty sword hand, nothing over his face; a side the sentence names ("with his left hand") is the figure's own
 * side and is honoured, or returned as not understood when it changed nothing. Which pixels are
 * the sword, the hand, the head or the shield comes from the part ids of the drawer's layers.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite, SpriteLayer } from "../draw";
import { doc, drawnMage } from "../testing";
import { animateLayered, animateSprite } from ".";

const N = 8;

function run(d: LayeredSprite, sentence: string) {
  const canvases: InkCanvas[] = [];
  const result = animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: N,
    seed: 3,
    framingMargin: 20,
    framingAnchor: "bottom",
    onFrame: (f) => canvases.push(f.canvas),
  });
  return { canvases, result };
}

function ids(l: SpriteLayer | undefined): Set<number> {
  const out = new Set<number>();
  l?.ink.forEach((ink, i) => {
    if (ink >= 0) out.add(l.part[i]!);
  });
  return out;
}

function stats(c: InkCanvas, parts: ReadonlySet<number>) {
  let n = 0;
  let sy = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    n++;
    sy += Math.floor(i / c.width);
  }
  return { count: n, y: sy / Math.max(1, n) };
}

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const knight = doc("knight with sword and shield", "south");
const item = knight.layers.find((l) => l.role === "item" && l.width > 0)!;
const shield = knight.layers.find((l) => l.role === "shield" && l.width > 0)!;

describe("a knight with both hands full waves hello", () => {
  const { canvases } = run(knight, "waves hello");
  const blade = ids(item);
  const hand = ids(knight.layers.find((l) => l.role === "hand" && l.parent === item.parent));
  const head = ids(knight.layers.find((l) => l.role === "head"));

  // Waved in hand the sword read as brandished; left where it hung with the hand gone, it
  // floated. Sheathed, it hangs at the hip in a scabbard of the grip's leather.
  it("the sword hand rises empty while the sword hangs sheathed at the hip", () => {
    const rest = stats(canvases[0]!, hand);
    const peak = canvases.filter((c) => stats(c, hand).y < rest.y - 6);
    expect(peak.length).toBeGreaterThanOrEqual(3);
    const torso = ids(knight.layers.find((l) => l.name === "torso"));
    const body = stats(canvases[0]!, torso);
    const hung = stats(canvases[0]!, blade).y;
    for (const c of canvases) {
      // Below the hand and at the waist or lower, the same place in every frame.
      expect(stats(c, blade).y).toBeGreaterThan(body.y - 1);
      expect(Math.abs(stats(c, blade).y - hung)).toBeLessThanOrEqual(1);
    }
    for (const c of peak) expect(stats(c, blade).y).toBeGreaterThan(stats(c, hand).y + 6);
  });

  it("the blade is drawn in the grip's leather: a scabbard, not a bare blade by the leg", () => {
    // The grip is the part under the item's joint (where the hand holds it).
    const gx = Math.round(item.joint.x - item.x);
    const gy = Math.round(item.joint.y - item.y);
    const grip = item.part[gy * item.width + gx]!;
    const leather = new Set<number>();
    const steel = new Set<number>();
    item.ink.forEach((ink, i) => {
      if (ink < 0) return;
      (item.part[i] === grip ? leather : steel).add(ink);
    });
    const peak = canvases[4]!;
    let bare = 0;
    let sheathed = 0;
    for (let i = 0; i < peak.ink.length; i++) {
      if (peak.ink[i]! < 0 || !blade.has(peak.part[i]!) || peak.part[i] === grip) continue;
      if (leather.has(peak.ink[i]!)) sheathed++;
      else if (steel.has(peak.ink[i]!) && !leather.has(peak.ink[i]!)) bare++;
    }
    expect(sheathed).toBeGreaterThan(bare);
  });

  it("nothing comes over his face: the head shows as much as at rest in every frame", () => {
    const rest = stats(canvases[0]!, head).count;
    for (const c of canvases) expect(stats(c, head).count).toBeGreaterThanOrEqual(rest - 2);
  });

  it("the shield stays down", () => {
    const rest = stats(canvases[0]!, ids(shield)).y;
    for (const c of canvases) expect(stats(c, ids(shield)).y).toBeGreaterThan(rest - 2);
  });
});

describe("a side named is the figure's own, honoured or returned", () => {
  it('"waves with his left hand": the knight raises his shield arm (his left, seen from the front)', () => {
    const made = run(knight, "waves with his left hand");
    expect(made.result.unrecognized).toEqual([]);
    expect(same(made.result.strip.data, run(knight, "waves hello").result.strip.data)).toBe(false);
    // Facing the viewer, his left hand is on the viewer's right: the shield's arm.
    expect(shield.parent).toBe("arm.right");
    const rest = stats(made.canvases[0]!, ids(shield)).y;
    expect(Math.min(...made.canvases.map((c) => stats(c, ids(shield)).y))).toBeLessThan(rest - 6);
  });

  for (const side of ["left", "right"] as const) {
    it(`the elf "waves with her ${side} hand": the words are used exactly when they change the frames`, () => {
      const elf = doc("elf archer with a bow", "south");
      const made = run(elf, `waves with her ${side} hand`).result;
      const plain = run(elf, "waves hello").result;
      const unchanged = same(made.strip.data, plain.strip.data);
      expect(made.unrecognized.includes(side)).toBe(unchanged);
    });
  }

  it('"nods with his left hand": a nod takes no hand, so "left hand" is returned', () => {
    expect(run(knight, "nods with his left hand").result.unrecognized).toEqual(["left", "hand"]);
  });

  it("cut from the pixels, an import cannot tell its left hand: the words are returned", () => {
    const img = drawnMage();
    const r = animateSprite(img, {
      preset: "Custom",
      customPrompt: "waves with his left hand",
      frameCount: 4,
      seed: 1,
    });
    expect(r.unrecognized).toEqual(["left", "hand"]);
  });
});
