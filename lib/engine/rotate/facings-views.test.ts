/**
 * The views a rotation redraws, judged on the rendered facings with the parts' places taken
 * from the layers the drawer kept (which layer shows at each pixel at rest), never from the
 * plans: a quadruped head-on shows four leg columns and its head over its chest, from behind
 * its tail and no face; a winged beast spreads its wings both ways; back-facing views show no
 * eyes; a redrawn creature has 8 distinct facings; an imported round thing keeps its width.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest, FLAG_DETAIL, type LayeredSprite, OUTLINE_INK } from "../draw";
import { createImage, type RgbaImage } from "../raster";
import { doc, FIGURE_COLORS, generated, handMadeFigure } from "../testing";
import { type RedrawDirection, rotateFacings } from ".";

/** Where each layer shows at rest, in the flat sprite's coordinates. */
function shown(d: LayeredSprite): (x: number, y: number) => string | null {
  const rest = composeAtRest(d);
  return (x, y) => {
    const i = rest.top[y * d.width + (d.mirrored ? d.width - 1 - x : x)]!;
    return i < 0 ? null : d.layers[i]!.name;
  };
}

/** The box and centre of the pixels a layer shows at rest (null when it shows none). */
function visible(d: LayeredSprite, name: string) {
  const at = shown(d);
  let [left, right, top, bottom, sx, sy, n] = [d.width, -1, d.height, -1, 0, 0, 0];
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++) {
      if (at(x, y) !== name) continue;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
      sx += x;
      sy += y;
      n++;
    }
  return n === 0 ? null : { left, right, top, bottom, cx: sx / n, cy: sy / n, n };
}

/** Eye pixels: detail pixels in the outline's ink (or a named iris) on a layer. */
function eyePixels(d: LayeredSprite, names: readonly string[]): number {
  let count = 0;
  for (const l of d.layers) {
    if (!names.includes(l.name)) continue;
    l.ink.forEach((ink, i) => {
      if (ink === OUTLINE_INK && (l.flags[i]! & FLAG_DETAIL) !== 0) count++;
    });
  }
  return count;
}

const key = (image: RgbaImage) => Buffer.from(image.data).toString("base64");

function frame(strip: RgbaImage, i: number): RgbaImage {
  const width = strip.width / 8;
  const out = createImage(width, strip.height);
  for (let y = 0; y < strip.height; y++) {
    const from = (y * strip.width + i * width) * 4;
    out.data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
  }
  return out;
}

describe("a quadruped head-on and from behind", () => {
  it("head-on, four legs show as four columns side by side, the head over the chest", () => {
    const wolf = doc("grey wolf", "south");
    const legs = wolf.layers.filter((l) => l.role === "leg").map((l) => l.name);
    expect(legs).toHaveLength(4);
    // A row just above the far (higher) feet: every leg shows in it, each as its own run.
    const feet = legs.map((n) => visible(wolf, n)!);
    const row = Math.min(...feet.map((f) => f.bottom)) - 2;
    const at = shown(wolf);
    const runs: string[] = [];
    for (let x = 0; x < wolf.width; x++) {
      const name = at(x, row);
      if (name && legs.includes(name) && runs[runs.length - 1] !== name) runs.push(name);
    }
    expect(new Set(runs).size).toBe(4);
    expect(runs).toHaveLength(4);
    // The near (fore) legs with the ground between them, the far (hind) legs showing outside
    // them behind the haunches: two legs squeezed between the near pair read as one column.
    expect(runs[0]).toMatch(/^leg\.hind/);
    expect(runs[1]).toMatch(/^leg\.fore/);
    expect(runs[2]).toMatch(/^leg\.fore/);
    expect(runs[3]).toMatch(/^leg\.hind/);
    // The head over the chest: centred on it and above its middle.
    const head = visible(wolf, "head")!;
    const body = visible(wolf, "body")!;
    expect(Math.abs(head.cx - body.cx)).toBeLessThanOrEqual(1.5);
    expect(head.cy).toBeLessThan(body.cy);
    // In profile the head is off to the front: the same measure tells the views apart.
    const side = doc("grey wolf", "east");
    expect(Math.abs(visible(side, "head")!.cx - visible(side, "body")!.cx)).toBeGreaterThan(8);
  });

  it("from behind, the tail hangs over the rump and the face does not show", () => {
    const wolf = doc("grey wolf", "north");
    const tail = visible(wolf, "tail")!;
    const body = visible(wolf, "body")!;
    expect(tail.n).toBeGreaterThan(10);
    expect(Math.abs(tail.cx - body.cx)).toBeLessThanOrEqual(3);
    // The tail is drawn over the rump: it shows inside the body's box.
    expect(tail.top).toBeLessThan(body.bottom);
    expect(eyePixels(wolf, ["head"])).toBe(0);
    expect(eyePixels(doc("grey wolf", "south"), ["head"])).toBeGreaterThan(0);
  });

  it("a dragon spreads its wings either side head-on and from behind; only head-on it has eyes", () => {
    for (const d of ["south", "north"] as const) {
      const dragon = doc("red dragon", d);
      const body = visible(dragon, "body")!;
      const left = visible(dragon, "wing.left");
      const right = visible(dragon, "wing.right");
      expect(left, d).not.toBeNull();
      expect(right, d).not.toBeNull();
      expect(left!.left, d).toBeLessThan(body.left - 4);
      expect(right!.right, d).toBeGreaterThan(body.right + 4);
      // The wings rise above the body.
      expect(Math.min(left!.top, right!.top), d).toBeLessThan(body.top);
    }
    expect(eyePixels(doc("red dragon", "south"), ["head"])).toBeGreaterThan(0);
    expect(eyePixels(doc("red dragon", "north"), ["head"])).toBe(0);
  });
});

describe("back-facing views show no face", () => {
  it("the slime's face is gone from the north and the back diagonal, and turns in profile", () => {
    const faceOf = (d: RedrawDirection) => visible(doc("green slime", d), "face");
    expect(faceOf("south")).not.toBeNull();
    expect(faceOf("north")).toBeNull();
    expect(faceOf("north-east")).toBeNull();
    expect(faceOf("north-west")).toBeNull();
    // In profile one eye, toward the front (right of the body's middle).
    const east = faceOf("east")!;
    const body = visible(doc("green slime", "east"), "body")!;
    expect(east.left).toBeGreaterThan(body.cx);
  });

  it("the spider shows its eyes head-on and none from behind", () => {
    // The eyes are on the head end, its own layer where the face shows.
    const whole = ["body", "cephalothorax"];
    expect(eyePixels(doc("giant spider", "south"), whole)).toBeGreaterThan(0);
    expect(eyePixels(doc("giant spider", "north"), whole)).toBe(0);
    expect(eyePixels(doc("giant spider", "north-east"), whole)).toBe(0);
  });
});

describe("a redrawn creature has a picture for every facing", () => {
  it("the wolf, the dragon and the spider show 8 distinct facings, each drawn for itself", () => {
    for (const prompt of ["grey wolf", "red dragon", "giant spider"]) {
      const source = generated(prompt, 64).image;
      const result = rotateFacings(source, {
        seed: 1,
        redraw: (d) => generated(prompt, 64, d).image,
      });
      const frames = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => key(frame(result.strip, i)));
      expect(new Set(frames).size, prompt).toBe(8);
      expect(result.observed.every(Boolean), prompt).toBe(true);
    }
  });
});

describe("an imported round thing turned", () => {
  it("keeps its width in profile rather than being squeezed", () => {
    // A round pot: a disc with an outline and two light spots.
    const size = 48;
    const image = createImage(size, size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const d = Math.hypot(x - 24, y - 30);
        if (d > 12) continue;
        const rgb = d > 11 ? [30, 20, 20] : [150, 60, 40];
        image.data.set([...rgb, 255], (y * size + x) * 4);
      }
    for (const [x, y] of [
      [19, 27],
      [28, 27],
    ] as const)
      image.data.set([240, 230, 210, 255], (y * size + x) * 4);
    const result = rotateFacings(image, { seed: 1 });
    const width = (i: number) => {
      const f = frame(result.strip, i);
      let [left, right] = [size, -1];
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          if (f.data[(y * size + x) * 4 + 3])
            [left, right] = [Math.min(left, x), Math.max(right, x)];
      return right - left + 1;
    };
    for (const i of [1, 2, 3, 5, 6, 7]) expect(width(i), `facing ${i}`).toBe(width(0));
  });
});

describe("an imported figure turned", () => {
  it("shows hair behind its face in profile and keeps an eye toward the front", () => {
    const image = handMadeFigure();
    const result = rotateFacings(image, { seed: 1 });
    const hex = (h: string) => Number.parseInt(h.slice(1), 16);
    const skin = hex(FIGURE_COLORS.skin);
    const eye = hex(FIGURE_COLORS.eye);
    // The head's rows, and where skin and eyes are on them in a facing.
    const head = (i: number) => {
      const f = frame(result.strip, i);
      let [left, right, skinLeft, eyes] = [f.width, -1, f.width, 0];
      for (let y = 3; y <= 12; y++)
        for (let x = 0; x < f.width; x++) {
          const o = (y * f.width + x) * 4;
          if (!f.data[o + 3]) continue;
          const c = (f.data[o]! << 16) | (f.data[o + 1]! << 8) | f.data[o + 2]!;
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          if (c === skin) skinLeft = Math.min(skinLeft, x);
          if (c === eye) eyes++;
        }
      return { left, right, skinLeft, eyes };
    };
    const front = head(0);
    expect(front.skinLeft - front.left).toBeLessThanOrEqual(2);
    for (const i of [1, 2]) {
      const turned = head(i);
      // The back of the head is hair: no skin in its back share.
      expect(turned.skinLeft - turned.left, `facing ${i}`).toBeGreaterThanOrEqual(
        Math.floor((turned.right - turned.left + 1) * 0.2 * i),
      );
      expect(turned.eyes, `facing ${i}`).toBeGreaterThan(0);
    }
  });
});
