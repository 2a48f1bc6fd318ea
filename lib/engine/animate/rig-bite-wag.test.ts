/**
 * A bite and a tail wag as custom motions: read from a sentence, refused to a body without jaws
 * or a tail, and posed on a wolf's own layers. Which pixels are the head or the tail comes from
 * the part ids of the layers the drawer produced.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { drawLayered, type InkCanvas, type LayeredSprite } from "../draw";
import { readSpritePrompt } from "../prompt";
import { animateLayered, partsOf, refuseMotion } from ".";

function doc(prompt: string, direction: "east" | "south" = "east"): LayeredSprite {
  const reading = readSpritePrompt(prompt);
  return drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed: 7,
  });
}

function frames(d: LayeredSprite, sentence: string): InkCanvas[] {
  const out: InkCanvas[] = [];
  animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed: 3,
    onFrame: (f) => out.push(f.canvas),
  });
  return out;
}

/** The part ids a layer of the drawing paints. */
function layerParts(d: LayeredSprite, name: string): Set<number> {
  const out = new Set<number>();
  for (const l of d.layers) {
    if (l.name !== name) continue;
    l.ink.forEach((ink, i) => {
      if (ink >= 0) out.add(l.part[i]!);
    });
  }
  return out;
}

/** The pixels of a frame painted by these parts, as [x, y]. */
function pixelsOf(c: InkCanvas, parts: ReadonlySet<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! >= 0 && parts.has(c.part[i]!)) out.push([i % c.width, Math.floor(i / c.width)]);
  }
  return out;
}

describe("bites and wags its tail", () => {
  let wolf: LayeredSprite;
  let knight: LayeredSprite;
  let slime: LayeredSprite;
  beforeAll(() => {
    wolf = doc("grey wolf");
    knight = doc("knight with sword and shield");
    slime = doc("green slime");
  });

  it("a wolf is given both; a knight or a slime is refused by the word, with a true reason", () => {
    expect(refuseMotion("bites", partsOf(wolf))).toBeNull();
    expect(refuseMotion("wags its tail", partsOf(wolf))).toBeNull();
    // A person has a mouth and a jaw: what is missing is a bite the engine poses on one.
    const knightBite = refuseMotion("bites", partsOf(knight));
    expect(knightBite?.words).toEqual(["bites"]);
    expect(knightBite?.message).toContain("no bite for a figure on two legs");
    expect(knightBite?.message).not.toContain("needs a head");
    const slimeWag = refuseMotion("wags its tail", partsOf(slime));
    expect(slimeWag?.words).toEqual(["wags"]);
    expect(slimeWag?.message).toContain("tail");
  });

  it("a wolf's bite thrusts its head forward and drops its jaw", () => {
    const head = layerParts(wolf, "head");
    const posed = frames(wolf, "bites");
    const box = (c: InkCanvas) => {
      const px = pixelsOf(c, head);
      const right = Math.max(...px.map(([x]) => x));
      // The muzzle: the head's front four columns, and how tall they stand.
      const muzzle = px.filter(([x]) => x > right - 4).map(([, y]) => y);
      return { right, muzzle: Math.max(...muzzle) - Math.min(...muzzle) };
    };
    const rest = box(posed[0]!);
    const reach = Math.max(...posed.map((c) => box(c).right)) - rest.right;
    expect(reach, "the head leads forward").toBeGreaterThanOrEqual(2);
    // The jaws parted: the muzzle's front stands taller than the closed muzzle at rest.
    const gape = Math.max(...posed.map((c) => box(c).muzzle)) - rest.muzzle;
    expect(gape, "the jaw drops").toBeGreaterThanOrEqual(3);
  });

  it("a wolf's bite bares its fangs: light teeth in a dark open mouth", () => {
    const head = wolf.layers.find((l) => l.name === "head")!;
    const parts = layerParts(wolf, "head");
    // The teeth take the eye's highlight: the lightest detail ink the drawer put in the head.
    const luma = (ink: number) => {
      const c = wolf.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
      return c ? c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11 : -1;
    };
    let highlight = -1;
    head.ink.forEach((ink, i) => {
      if (ink >= 0 && (head.flags[i]! & 1) !== 0 && luma(ink) > luma(highlight)) highlight = ink;
    });
    expect(highlight).toBeGreaterThanOrEqual(0);
    const pupil = head.ink.find(
      (ink, i) => ink >= 0 && (head.flags[i]! & 1) !== 0 && luma(ink) < 0,
    )!;
    const count = (c: InkCanvas, ink: number) =>
      pixelsOf(c, parts).filter(([x, y]) => c.ink[y * c.width + x] === ink).length;
    const posed = frames(wolf, "bites");
    const rest = posed[0]!;
    // A toothless gap of the head's own grey read as a duck's bill.
    expect(
      Math.max(...posed.map((c) => count(c, highlight))) - count(rest, highlight),
    ).toBeGreaterThanOrEqual(2);
    expect(
      Math.max(...posed.map((c) => count(c, pupil))) - count(rest, pupil),
    ).toBeGreaterThanOrEqual(4);
  });

  it("a slime with a mouth chomps: it lunges at the viewer and its mouth opens dark", () => {
    expect(refuseMotion("bites", partsOf(slime))).toBeNull();
    const mouth = layerParts(slime, "mouth");
    expect(mouth.size).toBeGreaterThan(0);
    const body = layerParts(slime, "body");
    const posed = frames(slime, "bites");
    const tall = (c: InkCanvas) => {
      const ys = pixelsOf(c, mouth).map(([, y]) => y);
      return Math.max(...ys) - Math.min(...ys) + 1;
    };
    const wide = (c: InkCanvas) => {
      const xs = pixelsOf(c, body).map(([x]) => x);
      return Math.max(...xs) - Math.min(...xs) + 1;
    };
    // The drawn line opens at least 3 rows taller, and the body comes at the viewer wider.
    expect(Math.max(...posed.map(tall)) - tall(posed[0]!)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...posed.map(wide))).toBeGreaterThan(wide(posed[0]!));
  });

  it("a spider's bite spreads its fangs wide, then snaps them shut", () => {
    const spider = doc("giant spider", "south");
    const fangs = new Set([
      ...layerParts(spider, "fang.left"),
      ...layerParts(spider, "fang.right"),
    ]);
    expect(fangs.size).toBeGreaterThan(0);
    const posed = frames(spider, "bites");
    // How far apart the fang tips are: the span of the fangs' lowest rows (the hooked tips).
    const span = (c: InkCanvas) => {
      const px = pixelsOf(c, fangs);
      const xs = px.map(([x]) => x);
      return Math.max(...xs) - Math.min(...xs) + 1;
    };
    const spans = posed.map(span);
    const widest = spans.indexOf(Math.max(...spans));
    // Spread at least 4 px wider than they hang at rest, then drawn in again after.
    expect(spans[widest]! - spans[0]!, spans.join(" ")).toBeGreaterThanOrEqual(4);
    expect(Math.min(...spans.slice(widest + 1)), spans.join(" ")).toBeLessThanOrEqual(spans[0]!);
  });

  it("a wolf's wag swings its tail to and fro, every other frame out at a side", () => {
    const tail = layerParts(wolf, "tail");
    const posed = frames(wolf, "wags its tail");
    const meanY = (c: InkCanvas) => {
      const px = pixelsOf(c, tail);
      return px.reduce((s, [, y]) => s + y, 0) / px.length;
    };
    const ys = posed.map(meanY);
    // Frames 0 and 2 stand at opposite sides of the swing (the rump sway alone moves the tail
    // under 2 pixels).
    expect(Math.abs(ys[0]! - ys[2]!)).toBeGreaterThanOrEqual(4);
    expect(Math.abs(ys[4]! - ys[6]!)).toBeGreaterThanOrEqual(4);
    // The feet stay where they stood: a wag is not a walk.
    const legs = layerParts(wolf, "leg.fore.near");
    const footRow = (c: InkCanvas) => Math.max(...pixelsOf(c, legs).map(([, y]) => y));
    expect(new Set(posed.map(footRow)).size).toBe(1);
  });

  it("a dragon's wag keeps its low tail off the ground, where it would read as another leg", () => {
    const dragon = doc("red dragon");
    const tail = layerParts(dragon, "tail");
    const posed = frames(dragon, "wags its tail");
    const bottom = (c: InkCanvas, parts?: ReadonlySet<number>) => {
      let y = -1;
      for (let i = 0; i < c.ink.length; i++)
        if (c.ink[i]! >= 0 && (!parts || parts.has(c.part[i]!))) y = Math.floor(i / c.width);
      return y;
    };
    const ground = bottom(posed[0]!);
    const restTail = bottom(posed[0]!, tail);
    const lowest = Math.max(...posed.map((c) => bottom(c, tail)));
    // It may dip a little below where it rests, never down to the feet.
    expect(lowest - restTail, `tail at rest ${restTail}, lowest ${lowest}`).toBeLessThanOrEqual(3);
    expect(lowest).toBeLessThan(ground - 2);
  });

  it("a wolf's bite throws its body into the lunge: forelegs reach as the hind legs drive", () => {
    const fore = layerParts(wolf, "leg.fore.near");
    const hind = layerParts(wolf, "leg.hind.near");
    const posed = frames(wolf, "bites");
    // From the back of the hind paw to the front of the forepaw: a nod of the head alone
    // leaves it as it stood.
    const spread = (c: InkCanvas) =>
      Math.max(...pixelsOf(c, fore).map(([x]) => x)) -
      Math.min(...pixelsOf(c, hind).map(([x]) => x));
    const widest = Math.max(...posed.map(spread)) - spread(posed[0]!);
    expect(widest, "the legs' spread over where they stood").toBeGreaterThanOrEqual(4);
  });
});
