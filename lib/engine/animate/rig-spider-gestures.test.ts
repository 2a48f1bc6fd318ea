/**
 * A spider's custom gestures in profile, judged on the compositions the rig renders, each part
 * found by the part ids of the layers the drawer produced: a bow brings the fanged front down
 * near the ground while the abdomen stays up over spread legs; sadness sinks it a little, the
 * front hung low and rocking slowly, the near front leg drawn in, the legs keeping their spread;
 * a nod dips the head end visibly, short of a bow;
 * looking around turns the front over legs that stay where they stand, the abdomen's rear end
 * kept in place; a wave raises the near front leg high over the head, clear of the fangs, with
 * the far one out of its way; walking, the near legs step as the Walk's while the far front
 * leg waves; a kick winds up (the body rocked back) and throws the near hind leg far out
 * behind and up; a cheer throws both front legs up; the
 * thought dots rise above the legs, not among them. Also the four-legged kick: the hind leg
 * stands out behind the rump, and a dragon looking back folds its wing below the turned head's
 * top, still standing.
 */
import { describe, expect, it } from "vitest";
import { animateLayered } from "./rig";
import { customCanvases, doc, framesOf, layerOwnParts, partBox } from "../testing";
import type { InkCanvas } from "../draw";

const spider = doc("giant spider", "east");
const parts = (...names: string[]) => new Set(names.flatMap((n) => [...layerOwnParts(spider, n)]));
const body = parts("body");
const fangs = parts("fang.left", "fang.right");
const legs = spider.layers.filter((l) => l.role === "leg").map((l) => l.name);
const allLegs = parts(...legs);
const height = spider.height;

/** The lowest row any leg reaches in a frame: the ground the feet stand on. */
const groundOf = (f: InkCanvas) => partBox(f, allLegs)!.bottom;

/** The near front leg: the front pair's leg whose foot stands lowest at rest. */
const footOf = (name: string) => {
  const l = spider.layers.find((x) => x.name === name)!;
  return l.y + l.height;
};
const nearFront = ["leg.0.left", "leg.0.right"].sort((a, b) => footOf(b) - footOf(a))[0]!;

/** Per frame: how far the fangs' lowest row and the body's top row have come down from rest. */
function drops(sentence: string) {
  const frames = customCanvases(spider, sentence);
  const rest = { fang: partBox(frames[0]!, fangs)!, body: partBox(frames[0]!, body)! };
  return frames.map((f) => {
    const fang = partBox(f, fangs)!;
    const b = partBox(f, body)!;
    return {
      front: fang.bottom - rest.fang.bottom,
      back: b.top - rest.body.top,
      clear: groundOf(f) - Math.max(b.bottom, fang.bottom),
    };
  });
}

describe("a spider's bow, sadness and nod differ", () => {
  const bow = drops("bows");
  const sad = drops("looks sad");
  const nod = drops("nods");
  const deepest = (d: ReturnType<typeof drops>) => d.reduce((a, b) => (b.front > a.front ? b : a));

  it("bows: the front comes down near the ground, tilted, the abdomen kept up", () => {
    const deep = deepest(bow);
    expect(deep.front).toBeGreaterThanOrEqual(height / 6);
    expect(deep.clear).toBeLessThanOrEqual(height / 8);
    expect(deep.front - deep.back).toBeGreaterThanOrEqual(6);
    for (const f of bow) expect(f.clear).toBeGreaterThanOrEqual(1);
  });

  it("looks sad: the front hung low, rocking, the front leg drawn in; not a bow", () => {
    const deep = deepest(sad);
    // The front (head, eyes, fangs) hangs lower than the body sinks, by far less than a bow.
    expect(deep.front).toBeGreaterThanOrEqual(height / 10);
    expect(deep.front).toBeGreaterThan(deep.back + 2);
    expect(deep.front).toBeLessThanOrEqual(deepest(bow).front - 5);
    expect(deep.back).toBeGreaterThanOrEqual(2);
    for (const f of sad) expect(f.clear).toBeGreaterThanOrEqual(1);
    // The legs keep their spread (each its own bend, never bundled under the body), and the
    // front pair is drawn in: the near front leg's foot comes in toward the body.
    const span = (sentence: string, names: Set<number>) =>
      customCanvases(spider, sentence).map((f) => {
        const b = partBox(f, names)!;
        return b.right - b.left;
      });
    const [rest, ...held] = span("looks sad", allLegs);
    expect(Math.min(...held)).toBeGreaterThanOrEqual(rest! - 2);
    const [front, ...drawnIn] = span("looks sad", parts(nearFront));
    expect(Math.min(...drawnIn)).toBeLessThanOrEqual(front! - 3);
    expect(Math.min(...span("bows", allLegs))).toBeGreaterThanOrEqual(rest! - 2);
    // A slow rock while it is held: the front is not still from frame to frame.
    const fronts = new Set(sad.slice(2, 7).map((f) => f.front));
    expect(fronts.size).toBeGreaterThanOrEqual(2);
  });

  it("nods: a dip well short of the bow's", () => {
    expect(deepest(nod).front).toBeLessThanOrEqual(deepest(bow).front - 5);
  });

  it("nods: the head end dips visibly (the fangs 3 px and more) while the abdomen stays", () => {
    const deep = deepest(nod);
    expect(deep.front).toBeGreaterThanOrEqual(Math.max(3, height / 20));
    for (const f of nod) expect(Math.abs(f.back)).toBeLessThanOrEqual(1);
  });
});

describe("a spider looks around over planted legs", () => {
  it("its fangs move to and fro while every leg standing on the ground stays put", () => {
    const frames = customCanvases(spider, "looks around");
    const ground = groundOf(frames[0]!);
    const standing = legs.filter((n) => partBox(frames[0]!, parts(n))?.bottom === ground);
    expect(standing.length).toBeGreaterThan(0);
    // A leg's pixels in the rows near the ground: its foot, which the body never covers.
    const foot = (f: InkCanvas, name: string) => {
      const own = parts(name);
      const at: number[] = [];
      for (let i = 0; i < f.ink.length; i++)
        if (f.ink[i]! >= 0 && own.has(f.part[i]!) && Math.floor(i / f.width) > ground - height / 8)
          at.push(i);
      return at;
    };
    for (const name of standing) {
      const rest = foot(frames[0]!, name);
      expect(rest.length).toBeGreaterThan(3);
      for (const f of frames) expect(foot(f, name)).toEqual(rest);
    }
    // The front moves (it lifts to peer) while the abdomen's rear end stays put: the body turns,
    // it does not slide.
    const tops = frames.map((f) => partBox(f, fangs)!.top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThanOrEqual(4);
    const rears = frames.map((f) => partBox(f, body)!.left);
    expect(Math.max(...rears) - Math.min(...rears)).toBeLessThanOrEqual(1);
  });
});

/** The near front leg, which a standing wave raises. */
const waving = nearFront;
const partner = waving === "leg.0.left" ? "leg.0.right" : "leg.0.left";

describe("a spider waves a leg raised clear over its head", () => {
  for (const sentence of ["waves hello"]) {
    it(sentence, () => {
      const frames = customCanvases(spider, sentence);
      const raised = frames.filter((f) => {
        const leg = partBox(f, parts(waving))!;
        return leg.top <= partBox(f, fangs)!.top - height / 4;
      });
      expect(raised.length).toBeGreaterThanOrEqual(4);
      for (const f of raised) {
        const leg = partBox(f, parts(waving))!;
        // Ahead of the body's middle, over the head, its tip ahead of the far front leg, which
        // has folded back out of its way.
        const b = partBox(f, body)!;
        expect(leg.left).toBeGreaterThan((b.left + b.right) / 2);
        expect(leg.right).toBeGreaterThan(partBox(f, parts(partner))!.right + 2);
        // It never crosses the fangs: no pixel of it inside their box.
        const fang = partBox(f, fangs)!;
        const own = parts(waving);
        for (let i = 0; i < f.ink.length; i++) {
          if (f.ink[i]! < 0 || !own.has(f.part[i]!)) continue;
          const x = i % f.width;
          const y = Math.floor(i / f.width);
          const inside = x >= fang.left && x <= fang.right && y >= fang.top && y <= fang.bottom;
          expect(inside).toBe(false);
        }
      }
    });
  }

  it("walks and waves: the near legs step as the Walk's, the far front leg waves over the head", () => {
    const frames = customCanvases(spider, "walks and waves");
    const walk = customCanvases(spider, "walks");
    // The near front leg steps where the Walk puts it, measured from the abdomen.
    frames.forEach((f, t) => {
      const w = walk[t]!;
      const at = (frame: InkCanvas, name: string) => {
        const leg = partBox(frame, parts(name))!;
        const b = partBox(frame, body)!;
        return [leg.left - b.left, leg.right - b.left, leg.bottom - b.top];
      };
      expect(at(f, waving), `frame ${t}`).toEqual(at(w, waving));
    });
    // The far front leg swings to and fro up over the head, never into the fangs.
    const rights = frames.map((f) => partBox(f, parts(partner))!.right);
    expect(Math.max(...rights) - Math.min(...rights)).toBeGreaterThanOrEqual(4);
    for (const f of frames) {
      const leg = partBox(f, parts(partner))!;
      const fang = partBox(f, fangs)!;
      expect(leg.bottom).toBeLessThan(fang.top);
    }
  });

  it("walks, waves and nods: the nod is shown too, the fangs dipping below the walking wave's", () => {
    const plain = customCanvases(spider, "walks and waves");
    const nodding = customCanvases(spider, "walks, waves and nods");
    const deeper = nodding.filter(
      (f, t) => partBox(f, fangs)!.bottom - partBox(plain[t]!, fangs)!.bottom >= 2,
    );
    expect(deeper.length).toBeGreaterThanOrEqual(2);
  });

  it("cheers: both front legs are thrown up while it hops", () => {
    const frames = customCanvases(spider, "cheers");
    const rest = partBox(frames[0]!, parts(waving))!;
    const highest = Math.min(...frames.map((f) => partBox(f, parts(waving))!.top));
    expect(highest).toBeLessThanOrEqual(rest.top - height / 4);
    const far = partBox(frames[0]!, parts(partner))!;
    const farHighest = Math.min(...frames.map((f) => partBox(f, parts(partner))!.top));
    expect(farHighest).toBeLessThanOrEqual(far.top - 2);
  });
});

describe("a spider kicks a hind leg out behind, away from its fangs", () => {
  const frames = customCanvases(spider, "kicks");
  const nearHind = ["leg.3.left", "leg.3.right"].sort((a, b) => footOf(b) - footOf(a))[0]!;
  const hind = parts(nearHind);
  /** How far the near hind leg's visible pixels reach past the abdomen's rear end. */
  const reach = (f: InkCanvas) => {
    const leg = partBox(f, hind);
    return leg ? partBox(f, body)!.left - leg.left : Number.NEGATIVE_INFINITY;
  };
  const strikeAt = frames.reduce((best, f, t) => (reach(f) > reach(frames[best]!) ? t : best), 0);
  const strike = frames[strikeAt]!;

  it("the near hind leg is thrown far out behind and up, at length clear of the abdomen", () => {
    expect(reach(strike)).toBeGreaterThanOrEqual(height / 8);
    // Up: the leg past the abdomen stands above the abdomen's middle row.
    const b = partBox(strike, body)!;
    expect(partBox(strike, hind)!.top).toBeLessThan((b.top + b.bottom) / 2);
    // At length outside the outline: a leg's worth of pixels behind the abdomen, not a stub.
    let behind = 0;
    strike.ink.forEach((ink, i) => {
      if (ink >= 0 && hind.has(strike.part[i]!) && i % strike.width < b.left) behind++;
    });
    expect(behind).toBeGreaterThanOrEqual(height / 5);
  });

  it("winds up first: before the strike the body rocks back, its head end raised", () => {
    const rest = partBox(frames[0]!, fangs)!.top;
    const before = frames.slice(1, strikeAt);
    expect(before.some((f) => partBox(f, fangs)!.top <= rest - 1 && reach(f) < 0)).toBe(true);
  });

  it("no leg goes further past the fangs than at rest: it leans onto its front legs", () => {
    const ahead = (f: InkCanvas) => partBox(f, allLegs)!.right - partBox(f, fangs)!.right;
    for (const f of frames) expect(ahead(f)).toBeLessThanOrEqual(ahead(frames[0]!) + 2);
  });
});

describe("a spider's thought dots rise above its legs", () => {
  it("no leg or body pixel stands over a dot", () => {
    const canvases: InkCanvas[] = [];
    const r = animateLayered(spider, {
      preset: "Custom",
      customPrompt: "ponders the meaning of life",
      frameCount: 8,
      seed: 7,
      framingMargin: 20,
      framingAnchor: "bottom",
      onFrame: (f) => canvases.push(f.canvas),
    });
    const images = framesOf(r.strip, 8);
    let dots = 0;
    images.forEach((img, t) => {
      const c = canvases[t]!;
      expect(c.width).toBe(img.width);
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) {
          const i = y * img.width + x;
          // A dot's pale middle, in the dots' own near-white: the only near-white not on the
          // body (whose eyes shine), so it is not drawn over a leg either.
          const [r0, g0, b0, a0] = img.data.subarray(i * 4, i * 4 + 4);
          if (a0 === 0 || r0! < 240 || g0! < 240 || b0! < 235) continue;
          if (c.ink[i]! >= 0 && body.has(c.part[i]!)) continue;
          expect(c.ink[i]!).toBeLessThan(0);
          dots++;
          // Nothing of the figure in this column or the next ones above it.
          for (let yy = 0; yy < y; yy++)
            for (let dx = -1; dx <= 1; dx++) {
              const xx = x + dx;
              if (xx >= 0 && xx < c.width) expect(c.ink[yy * c.width + xx]!).toBeLessThan(0);
            }
        }
    });
    expect(dots).toBeGreaterThan(4);
  });
});

describe("a four-legged kick stands the hind leg out behind the rump", () => {
  for (const prompt of ["grey wolf", "red dragon"]) {
    it(prompt, () => {
      const d = doc(prompt, "east");
      const frames = customCanvases(d, "kicks");
      const hind = layerOwnParts(d, "leg.hind.near");
      const rest = partBox(frames[0]!, hind)!;
      const out = frames.map((f) => partBox(f, hind)!);
      // Out behind: its back edge well behind where the leg stood, and off the ground.
      const far = out.reduce((a, b) => (b.left < a.left ? b : a));
      expect(far.left).toBeLessThanOrEqual(rest.left - d.height / 8);
      expect(far.bottom).toBeLessThanOrEqual(rest.bottom - d.height / 8);
    });
  }
});

describe("a dragon looking back holds its head above its folded wing", () => {
  it("the wing folds back, its tip no higher than the turned head, yet still stands up", () => {
    const d = doc("red dragon", "east");
    const frames = customCanvases(d, "looks around");
    const head = layerOwnParts(d, "head");
    const wing = layerOwnParts(d, "wing.near");
    const rest = partBox(frames[0]!, head)!;
    const restWing = partBox(frames[0]!, wing)!;
    const tall = (b: { top: number; bottom: number }) => b.bottom - b.top + 1;
    const back = frames.filter(
      (f) => (partBox(f, head)?.left ?? Number.POSITIVE_INFINITY) < rest.left - 3,
    );
    expect(back.length).toBeGreaterThan(0);
    for (const f of back) {
      const w = partBox(f, wing)!;
      // Clear of the head: the wing's tip does not tower over it.
      expect(w.top).toBeGreaterThanOrEqual(partBox(f, head)!.top - 2);
      // A folded wing, not one laid flat: most of its standing height is kept.
      expect(tall(w)).toBeGreaterThanOrEqual(tall(restWing) * 0.8);
    }
  });
});
