/**
 * Gestures of a knight (sword and shield) and an elf archer seen from the front, judged on
 * composed frames: an overhead chop raised clear of the helmet and ended across the body, a
 * ponder that leaves a full sword hand where it holds, a jump whose legs show in the air, and a
 * look about that keeps the quiver in sight. Which pixels are the sword, the head, the hand,
 * the legs or the quiver comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import type { LayeredSprite, SpriteLayer } from "../draw";
import { customCanvases, doc, layerOwnParts, partBox, posedFrames } from "../testing";

const KNIGHT = "knight with sword and shield";
const ELF = "elf archer with a bow";

const named = (d: LayeredSprite, test: (l: SpriteLayer) => boolean) =>
  d.layers.find((l) => l.width > 0 && test(l))!;

describe("a front overhead chop", () => {
  const d = doc(KNIGHT, "south");
  const sword = layerOwnParts(d, named(d, (l) => l.role === "item").name);
  const head = layerOwnParts(d, named(d, (l) => l.role === "head").name);
  const torso = layerOwnParts(d, "torso");
  const frames = customCanvases(d, "swings the sword overhead");

  const overHead = (c: (typeof frames)[number]) => {
    const box = partBox(c, head)!;
    let over = 0;
    c.ink.forEach((ink, i) => {
      if (ink < 0 || !sword.has(c.part[i]!)) return;
      const x = i % c.width;
      const y = Math.floor(i / c.width);
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) over++;
    });
    return over;
  };

  it("stands the sword above the helmet, its hilt clear of the helmet's side", () => {
    const rest = partBox(frames[0]!, head)!;
    // The first frame the blade stands well above the helmet in.
    const raised = frames.find((c) => partBox(c, sword)!.top < rest.top - 4)!;
    expect(raised).toBeDefined();
    // No pixel of the sword lies over the helmet: beside it, the two read as one lump.
    expect(overHead(raised)).toBe(0);
  });

  // Every other frame (0, 2, 4, 6) shows four beats apart: rest, raised, wound up, landed.
  it("winds up in a frame of its own: the blade tipped back over the crown, its point above", () => {
    const rest = partBox(frames[0]!, head)!;
    const middle = (rest.left + rest.right) / 2;
    const raised = partBox(frames[2]!, sword)!;
    const windUp = partBox(frames[4]!, sword)!;
    expect(raised.top).toBeLessThan(rest.top - 4);
    expect(windUp.top).toBeLessThan(rest.top - 4);
    // Raised beside the head, then tipped across it: the wound-up blade reaches past the
    // head's middle, the raised one does not.
    const side = (raised.left + raised.right) / 2 < middle ? -1 : 1;
    const across = (b: typeof raised) => (side < 0 ? b.right > middle : b.left < middle);
    expect(across(raised)).toBe(false);
    expect(across(windUp)).toBe(true);
  });

  it("ends with the blade down across the front of the body, not out at the side", () => {
    const body = partBox(frames[0]!, torso)!;
    // Three quarters through the loop the chop has landed.
    const end = partBox(frames[6]!, sword)!;
    const middle = (end.left + end.right) / 2;
    expect(middle).toBeGreaterThan(body.left);
    expect(middle).toBeLessThan(body.right);
    // Point down: its lowest pixel below the torso's middle.
    expect(end.bottom).toBeGreaterThan((body.top + body.bottom) / 2);
  });
});

describe("a front ponder with both hands full", () => {
  it("leaves the sword hand and the sword where they hold", () => {
    const d = doc(KNIGHT, "south");
    const item = named(d, (l) => l.role === "item");
    const sword = layerOwnParts(d, item.name);
    const frames = customCanvases(d, "ponders the meaning of life");
    const rest = partBox(frames[0]!, sword)!;
    // Brought to the chin, the hilt jammed under it and the blade was lost behind the arm.
    for (const c of frames) {
      const box = partBox(c, sword)!;
      expect(box.count).toBeGreaterThanOrEqual(rest.count * 0.9);
      expect(Math.abs(box.top - rest.top)).toBeLessThanOrEqual(1);
    }
  });
});

describe("a front jump", () => {
  for (const prompt of [KNIGHT, ELF]) {
    it(`${prompt}: in the air, clear of the ground, the legs hang below the body`, () => {
      const d = doc(prompt, "south");
      // The feet: what only the legs draw (their boots); the body: what only the torso draws.
      const feet = new Set<number>();
      for (const l of d.layers)
        if (l.role === "leg-lower" || l.role === "leg-upper")
          for (const p of layerOwnParts(d, l.name)) feet.add(p);
      const body = layerOwnParts(d, "torso");
      const frames = posedFrames(d, "Jump").map((f) => f.canvas);
      const ground = partBox(frames[0]!, feet)!.bottom;
      const below = (c: (typeof frames)[number]) =>
        partBox(c, feet)!.bottom - partBox(c, body)!.bottom;
      const air = frames.filter((c) => partBox(c, feet)!.bottom < ground - 4);
      expect(air.length).toBeGreaterThan(0);
      // Drawn up under the body, the legs went behind the tunic: boots under a floating torso.
      for (const c of air) expect(below(c)).toBeGreaterThanOrEqual(below(frames[0]!) * 0.75);
    });
  }
});

describe("a front look about", () => {
  it("keeps the elf's quiver in sight beside her head", () => {
    const d = doc(ELF, "south");
    const head = named(d, (l) => l.role === "head");
    const torso = named(d, (l) => l.name === "torso");
    // The quiver: the torso's parts drawn above the head's bottom (beside the head, on the back).
    const quiver = new Set<number>();
    for (let v = 0; v < torso.height && torso.y + v < head.y + head.height - 4; v++)
      for (let u = 0; u < torso.width; u++) {
        const i = v * torso.width + u;
        if (torso.ink[i]! >= 0) quiver.add(torso.part[i]!);
      }
    const frames = customCanvases(d, "looks around");
    const rest = partBox(frames[0]!, quiver)!.count;
    expect(rest).toBeGreaterThan(4);
    for (const c of frames) expect(partBox(c, quiver)?.count ?? 0).toBeGreaterThanOrEqual(rest / 2);
  });
});

describe("a front bow brings the hands in before the body", () => {
  // The bottom of the bow: the frame the head's top sits lowest in.
  const bottomOf = (d: LayeredSprite, frames: ReturnType<typeof customCanvases>) => {
    const head = layerOwnParts(d, named(d, (l) => l.role === "head").name);
    return frames.reduce((a, c) => (partBox(c, head)!.top > partBox(a, head)!.top ? c : a));
  };

  it("the knight's sword comes in toward the middle, the shield stays clear, both slid whole", () => {
    const d = doc(KNIGHT, "south");
    const frames = customCanvases(d, "bows");
    const low = bottomOf(d, frames);
    const body = partBox(frames[0]!, layerOwnParts(d, "torso"))!;
    const middle = (body.left + body.right) / 2;
    for (const held of d.layers.filter((l) => l.role === "item" || l.role === "shield")) {
      const parts = layerOwnParts(d, held.name);
      const rest = partBox(frames[0]!, parts)!;
      const now = partBox(low, parts)!;
      const off = (b: typeof rest) => Math.abs((b.left + b.right) / 2 - middle);
      // Hung at the side as drawn, the sword arm did nothing and the bow was only a dip of the
      // head; brought in as far, the shield slid over the tabard and hid the shoulder pad.
      if (held.role === "item") expect(off(now)).toBeLessThanOrEqual(off(rest) - 2);
      else expect(off(now)).toBeGreaterThanOrEqual(off(rest));
      // Slid, not turned: turned with the arm and back, the hilt smeared into a ring and the
      // shield's edge stepped.
      expect(now.right - now.left).toBe(rest.right - rest.left);
    }
  });

  it("the elf's long bow stays where it hangs, clear of the legs", () => {
    const d = doc(ELF, "south");
    const frames = customCanvases(d, "bows");
    const bow = layerOwnParts(d, named(d, (l) => l.role === "item").name);
    const rest = partBox(frames[0]!, bow)!;
    const now = partBox(bottomOf(d, frames), bow)!;
    // Brought in, its lower limb crossed the legs.
    expect(Math.abs(now.left - rest.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(now.right - rest.right)).toBeLessThanOrEqual(1);
  });
});
