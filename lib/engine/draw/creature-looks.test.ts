/**
 * Animals and birds that read as themselves, judged on rendered pixels: what a person knows of
 * the animal (a panda is white with black round the eyes and black legs; a fox's tail ends in
 * white; a parrot is several bright colours; a crow is dark), not what the drawer's tables say.
 * Each is drawn at 64 px in profile (the creature default) over a few seeds; the layered rigs
 * still compose and animate.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { animateLayered } from "../animate";
import { generateSprite } from "../generate";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { bounds, doc, enclosedPockets, framesOf, pieces } from "../testing";
import type { GeneratedSprite } from "./types";

const SEEDS = [1, 7, 12];

function draw(
  prompt: string,
  seed: number,
  direction: "none" | "south" | "north" = "none",
): GeneratedSprite {
  const reading = readSpritePrompt(prompt, "creature");
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed,
  });
}

interface Px {
  readonly x: number;
  readonly y: number;
  readonly L: number;
  readonly C: number;
  readonly h: number;
  /** All four neighbours opaque: fill, not the silhouette's outline. */
  readonly inside: boolean;
}

function pixels(img: RgbaImage): Px[] {
  const out: Px[] = [];
  const opaque = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < img.width &&
    y < img.height &&
    img.data[(y * img.width + x) * 4 + 3]! > 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (!opaque(x, y)) continue;
      const o = (y * img.width + x) * 4;
      const { L, C, h } = oklabToOklch(
        rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]),
      );
      const inside = opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1);
      out.push({ x, y, L, C, h, inside });
    }
  }
  return out;
}

const white = (p: Px) => p.L > 0.8 && p.C < 0.05;
/** Black fur or feathers (the outline is drawn darker still, and is left out by `inside`). */
const black = (p: Px) => p.L < 0.42 && p.C < 0.06;
const share = (ps: readonly Px[], test: (p: Px) => boolean) =>
  ps.filter(test).length / Math.max(1, ps.length);
/** Pixels of the fill within `r` px of the head anchor. */
const nearHead = (s: GeneratedSprite, ps: readonly Px[], r: number) => {
  const head = s.anchors.head!;
  return ps.filter((p) => p.inside && Math.abs(p.x - head.x) <= r && Math.abs(p.y - head.y) <= r);
};
/** The hue family of a saturated pixel, as a person would name it. */
function family(p: Px): string | null {
  if (p.C < 0.1) return null;
  if (p.h < 45 || p.h >= 345) return "red";
  if (p.h < 75) return "orange";
  if (p.h < 115) return "yellow";
  if (p.h < 170) return "green";
  if (p.h < 230) return "cyan";
  if (p.h < 300) return "blue";
  return "purple";
}

describe("four-legged animals wear their own markings", () => {
  it("a panda is white with black eye patches, ears and legs", () => {
    for (const seed of SEEDS) {
      const s = draw("a panda", seed);
      const ps = pixels(s.image);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, white), `seed ${seed} white body`).toBeGreaterThanOrEqual(0.3);
      // The eye, nose and inner lines alone are under 15 pixels; with the patch, over 25.
      const face = nearHead(s, ps, 4).filter(black);
      expect(face.length, `seed ${seed} patch round the eye`).toBeGreaterThanOrEqual(20);
      // The bottom fifth of the drawing is legs and paws: black.
      const b = bounds(s.image);
      const low = fill.filter((p) => p.y >= b.bottom - (b.bottom - b.top) * 0.2);
      expect(share(low, black), `seed ${seed} black legs`).toBeGreaterThanOrEqual(0.6);
    }
  });

  it("a fox is orange and its tail ends in white", () => {
    for (const seed of SEEDS) {
      const s = draw("a fox", seed);
      const ps = pixels(s.image);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, (p) => family(p) === "orange" || family(p) === "red")).toBeGreaterThan(
        0.3,
      );
      // In profile the fox faces right: the leftmost columns are its tail's tip.
      const b = bounds(s.image);
      const tip = fill.filter((p) => p.x <= b.left + (b.right - b.left) * 0.08);
      expect(tip.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(share(tip, white), `seed ${seed} white tail tip`).toBeGreaterThanOrEqual(0.5);
    }
  });

  it("a raccoon has a black mask and a tail ringed dark and light", () => {
    for (const seed of SEEDS) {
      const s = draw("a raccoon", seed);
      const ps = pixels(s.image);
      // Without the mask, under 10 dark pixels; with it, over 25.
      expect(nearHead(s, ps, 4).filter(black).length, `seed ${seed} mask`).toBeGreaterThanOrEqual(
        20,
      );
      const b = bounds(s.image);
      // The tail, leftmost: walking along its middle, fill changes between dark and light.
      const tail = ps.filter((p) => p.inside && p.x <= b.left + (b.right - b.left) * 0.3);
      const columns = new Map<number, Px[]>();
      for (const p of tail) columns.set(p.x, [...(columns.get(p.x) ?? []), p]);
      const tone = [...columns.entries()]
        .sort(([a], [c]) => a - c)
        .map(([, col]) => (share(col, black) >= 0.5 ? "dark" : "light"));
      const changes = tone.filter((t, i) => i > 0 && t !== tone[i - 1]).length;
      expect(changes, `seed ${seed} rings: ${tone.join(" ")}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("a cow is white with black patches, a pink muzzle and a pink udder", () => {
    for (const seed of SEEDS) {
      const s = draw("a cow", seed);
      const ps = pixels(s.image);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, white), `seed ${seed}`).toBeGreaterThanOrEqual(0.25);
      // Patches, not only the dark hooves, ears and inner lines (about a tenth without them).
      expect(share(fill, black), `seed ${seed}`).toBeGreaterThanOrEqual(0.16);
      const pink = (p: Px) => p.L > 0.6 && p.C > 0.04 && (p.h < 30 || p.h > 340);
      const head = s.anchors.head!;
      const muzzle = ps.filter((p) => pink(p) && Math.hypot(p.x - head.x, p.y - head.y) <= 8);
      const udder = ps.filter((p) => pink(p) && p.x < head.x - 16);
      expect(muzzle.length, `seed ${seed} pink muzzle`).toBeGreaterThanOrEqual(4);
      expect(udder.length, `seed ${seed} udder`).toBeGreaterThanOrEqual(4);
    }
  });

  it("a sheep is a white fleece with a black face and legs", () => {
    for (const seed of SEEDS) {
      const s = draw("a sheep", seed);
      const ps = pixels(s.image);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, white), `seed ${seed} fleece`).toBeGreaterThanOrEqual(0.3);
      expect(share(nearHead(s, ps, 3), black), `seed ${seed} black face`).toBeGreaterThan(0.6);
    }
  });

  it("a wild boar has a dark crest of bristles along its back", () => {
    for (const seed of SEEDS) {
      const s = draw("a wild boar", seed);
      const ps = pixels(s.image);
      const b = bounds(s.image);
      const head = s.anchors.head!;
      // The upper third of the drawing, behind the head: the back, where the crest stands.
      const back = ps.filter(
        (p) => p.y <= b.top + (b.bottom - b.top) / 3 && p.x < head.x - 8 && p.x > b.left + 4,
      );
      expect(back.filter((p) => p.inside && black(p)).length, `seed ${seed}`).toBeGreaterThan(10);
    }
  });

  it("a squirrel's bushy tail stands up behind it, above its head", () => {
    for (const seed of SEEDS) {
      const s = draw("a squirrel", seed);
      const b = bounds(s.image);
      const ps = pixels(s.image);
      const topRow = ps.filter((p) => p.y === b.top);
      const mid = (b.left + b.right) / 2;
      // The highest pixels belong to the tail, over the hindquarters, higher than the head.
      expect(
        topRow.every((p) => p.x < mid + (b.right - b.left) * 0.1),
        `seed ${seed}`,
      ).toBe(true);
      expect(b.top, `seed ${seed}`).toBeLessThan(s.anchors.head!.y - 6);
    }
  });
});

describe("the markings hold seen from the front", () => {
  it("a panda keeps its eye patches and black shoulders, a raccoon its mask", () => {
    for (const seed of SEEDS) {
      const panda = draw("a panda", seed, "south");
      const ps = pixels(panda.image);
      // Eyes and nose alone are a fifth of the face; the patches make it near half.
      expect(share(nearHead(panda, ps, 5), black), `seed ${seed} patches`).toBeGreaterThan(0.33);
      // Under the head, the body's outer columns are black shoulders running into the legs.
      const b = bounds(panda.image);
      const head = panda.anchors.head!;
      const sides = ps.filter(
        (p) =>
          p.inside &&
          p.y > head.y + 8 &&
          (p.x < b.left + (b.right - b.left) * 0.2 || p.x > b.right - (b.right - b.left) * 0.2),
      );
      expect(share(sides, black), `seed ${seed} shoulders`).toBeGreaterThan(0.6);
      const raccoon = draw("a raccoon", seed, "south");
      const face = nearHead(raccoon, pixels(raccoon.image), 5);
      // Eyes and nose alone are about a fifth of the face; the mask makes it over half.
      expect(share(face, black), `seed ${seed} mask`).toBeGreaterThan(0.4);
    }
  });

  it("from behind a panda shows black ears and legs and no face", () => {
    for (const seed of SEEDS) {
      const panda = draw("a panda", seed, "north");
      const ps = pixels(panda.image);
      const fill = ps.filter((p) => p.inside);
      const b = bounds(panda.image);
      const h = b.bottom - b.top;
      // The topmost rows are the ears, above the back of the head.
      const ears = fill.filter((p) => p.y <= b.top + h * 0.08);
      expect(ears.length, `seed ${seed} ears`).toBeGreaterThan(0);
      expect(share(ears, black), `seed ${seed} black ears`).toBeGreaterThan(0.6);
      const low = fill.filter((p) => p.y >= b.bottom - h * 0.2);
      expect(share(low, black), `seed ${seed} black legs`).toBeGreaterThanOrEqual(0.6);
      // The back of the head is white: no eye patches show through it.
      expect(share(nearHead(panda, ps, 3), black), `seed ${seed} no face`).toBeLessThan(0.15);
    }
  });

  it("a squirrel's tail stands up beside it, head-on and from behind", () => {
    for (const seed of SEEDS)
      for (const direction of ["south", "north"] as const) {
        const s = draw("a squirrel", seed, direction);
        const b = bounds(s.image);
        const head = s.anchors.head!;
        // Above the head's centre, past the body's half-width (the nearer edge of the drawing
        // to the head's column), only the tail shows: a plume on one side, nothing on the other.
        const half = Math.min(head.x - b.left, b.right - head.x) * 0.8;
        const above = pixels(s.image).filter((p) => p.y < head.y);
        const right = above.filter((p) => p.x > head.x + half).length;
        const left = above.filter((p) => p.x < head.x - half).length;
        expect(Math.max(left, right), `seed ${seed} ${direction} plume`).toBeGreaterThanOrEqual(12);
        expect(Math.min(left, right), `seed ${seed} ${direction} other side`).toBeLessThanOrEqual(
          2,
        );
      }
  });
});

describe("birds are not one grey bird", () => {
  it("a crow's body is dark", () => {
    for (const seed of SEEDS) {
      const fill = pixels(draw("a crow", seed).image).filter((p) => p.inside);
      expect(
        share(fill, (p) => p.L < 0.48 && p.C < 0.07),
        `seed ${seed}`,
      ).toBeGreaterThanOrEqual(0.75);
    }
  });

  it("a parrot holds several saturated hues", () => {
    for (const seed of SEEDS) {
      const fill = pixels(draw("a parrot", seed).image).filter((p) => p.inside);
      const counts = new Map<string, number>();
      for (const p of fill) {
        const f = family(p);
        if (f) counts.set(f, (counts.get(f) ?? 0) + 1);
      }
      const strong = [...counts.entries()].filter(([, n]) => n / fill.length >= 0.08);
      expect(strong.length, `seed ${seed}: ${[...counts.entries()]}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("an eagle is brown with a white head and a yellow beak", () => {
    for (const seed of SEEDS) {
      const s = draw("an eagle", seed);
      const ps = pixels(s.image);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, (p) => p.h > 30 && p.h < 90 && p.L < 0.6 && p.C > 0.03)).toBeGreaterThan(
        0.3,
      );
      expect(share(nearHead(s, ps, 3), white), `seed ${seed} white head`).toBeGreaterThan(0.4);
      expect(ps.filter((p) => family(p) === "yellow").length, `seed ${seed}`).toBeGreaterThan(5);
    }
  });

  it("a hawk is the eagle's hooked-beak raptor with a brown head, not a white one", () => {
    const reading = readSpritePrompt("a hawk", "creature");
    expect([reading.subject, reading.variant]).toEqual(["eagle", "hawk"]);
    for (const seed of SEEDS) {
      const s = draw("a hawk", seed);
      const ps = pixels(s.image);
      expect(share(nearHead(s, ps, 3), white), `seed ${seed}`).toBeLessThan(0.1);
      expect(ps.filter((p) => family(p) === "yellow").length, `seed ${seed}`).toBeGreaterThan(5);
    }
  });

  it("a bluebird is blue with an orange breast", () => {
    for (const seed of SEEDS) {
      const fill = pixels(draw("a bluebird", seed).image).filter((p) => p.inside);
      expect(
        share(fill, (p) => family(p) === "blue"),
        `seed ${seed}`,
      ).toBeGreaterThan(0.3);
      expect(
        share(fill, (p) => family(p) === "orange"),
        `seed ${seed}`,
      ).toBeGreaterThan(0.06);
    }
  });

  it("keeps a colour the prompt names over the bird's own", () => {
    const fill = pixels(draw("a white crow", 7).image).filter((p) => p.inside);
    expect(share(fill, (p) => p.L > 0.7)).toBeGreaterThan(0.4);
  });
});

describe("new subjects", () => {
  it("reads a bluebird and a griffin as subjects, not refusals", () => {
    const bluebird = readSpritePrompt("a bluebird", "creature");
    expect([bluebird.subject, bluebird.variant, bluebird.unrecognized]).toEqual([
      "bird",
      "bluebird",
      [],
    ]);
    const griffin = readSpritePrompt("a griffin", "creature");
    expect([griffin.subject, griffin.unrecognized]).toEqual(["griffin", []]);
  });

  it("draws a griffin with an eagle's white head and yellow beak on a tawny body", () => {
    for (const seed of SEEDS) {
      const s = draw("a griffin", seed);
      const ps = pixels(s.image);
      expect(share(nearHead(s, ps, 3), white), `seed ${seed} white head`).toBeGreaterThan(0.4);
      expect(ps.filter((p) => family(p) === "yellow").length, `seed ${seed} beak`).toBeGreaterThan(
        4,
      );
      // Its forelegs are an eagle's: bare yellow shanks and toes on the ground.
      const b = bounds(s.image);
      const low = ps.filter((p) => p.y >= b.bottom - (b.bottom - b.top) * 0.3);
      const talons = low.filter((p) => family(p) === "yellow");
      expect(talons.length, `seed ${seed} talons`).toBeGreaterThan(8);
      const fill = ps.filter((p) => p.inside);
      expect(share(fill, (p) => p.h > 50 && p.h < 100 && p.C > 0.05 && p.L > 0.55)).toBeGreaterThan(
        0.2,
      );
    }
  });
});

describe("the new looks keep their rigs", () => {
  const CAST = [
    ["panda", "east", "quadruped", ["head", "tail", "leg.fore.near"]],
    ["squirrel", "east", "quadruped", ["head", "tail"]],
    ["raccoon", "south-east", "quadruped", ["head", "tail"]],
    ["griffin", "east", "quadruped", ["head", "wing.near", "wing.far"]],
    ["eagle", "east", "winged", ["head", "wing.near", "wing.far", "tail"]],
    ["parrot", "east", "winged", ["head", "wing.near", "tail"]],
  ] as const;

  it("declare their parts and animate without tearing", () => {
    for (const [prompt, direction, rig, parts] of CAST) {
      const d = doc(prompt, direction);
      expect(d.rig, prompt).toBe(rig);
      const names = d.layers.map((l) => l.name);
      for (const name of parts) expect(names, prompt).toContain(name);
      const sourcePieces = pieces(d.sprite.image);
      for (const preset of ["Walk", "Attack"] as const) {
        const result = animateLayered(d, { preset, frameCount: 6, seed: 3 });
        const frames = framesOf(result.strip, 6);
        frames.forEach((frame, t) => {
          const where = `${prompt} ${preset} frame ${t}`;
          if (t > 0)
            expect(Buffer.from(frame.data).equals(Buffer.from(frames[t - 1]!.data)), where).toBe(
              false,
            );
          expect(enclosedPockets(frame).filter((p) => p.length <= 2).length, where).toBe(0);
          expect(pieces(frame), where).toBeLessThanOrEqual(sourcePieces);
        });
      }
    }
  });
});
