/**
 * Custom motions on creature rigs, judged on the compositions the rig renders, with each part's
 * pixels found by the part ids of the layers the drawer produced: a four-legged play bow keeps
 * its hind legs planted where they stood while the shoulders come down (not the whole figure
 * tipped as one piece); a spider's wave and spell leave the legs standing over its back as they
 * stand (turned, they crossed into a tangle); a dragon looking back keeps its wing in sight and
 * its head whole, mirrored; a
 * slime nods with its face, not a squat, bows over a base kept flat on the ground, and its mouth
 * never hangs below its base; a frightened shake cowers.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { customCanvases, doc, layerOwnParts, partBox } from "../testing";

describe("a four-legged play bow lowers the chest over planted hind legs", () => {
  for (const prompt of ["grey wolf", "red dragon"]) {
    it(prompt, () => {
      const d = doc(prompt, "east");
      const frames = customCanvases(d, "bows");
      const hind = layerOwnParts(d, "leg.hind.near");
      const fore = layerOwnParts(d, "leg.fore.near");
      const rest = { hind: partBox(frames[0]!, hind)!, fore: partBox(frames[0]!, fore)! };
      for (const f of frames) {
        const h = partBox(f, hind)!;
        // The hind foot stays on its spot: same row, within a pixel of the same columns.
        expect(h.bottom).toBe(rest.hind.bottom);
        expect(Math.abs(h.left - rest.hind.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(h.right - rest.hind.right)).toBeLessThanOrEqual(1);
        // The hip stays up.
        expect(Math.abs(h.top - rest.hind.top)).toBeLessThanOrEqual(1);
        // The forepaw stays on the ground too.
        expect(partBox(f, fore)!.bottom).toBe(rest.fore.bottom);
      }
      // At the bow's depth the shoulder is well down and the foreleg reaches forward.
      const deep = partBox(frames[4]!, fore)!;
      expect(deep.top).toBeGreaterThanOrEqual(rest.fore.top + 3);
      expect(deep.right).toBeGreaterThanOrEqual(rest.fore.right + 3);
    });
  }
});

describe("a spider's legs over its back do not tangle as it waves or casts", () => {
  const d = doc("giant spider", "east");
  for (const sentence of ["waves hello", "casts a spell"]) {
    it(sentence, () => {
      const frames = customCanvases(d, sentence);
      // The legs drawn standing up over the back (the far leg of each pair): each stays as much
      // in sight as at rest, not hidden behind a neighbour it was turned across. (A wave brings
      // the far front leg down in front, out of the raised leg's way, on purpose: see
      // rig-spider-gestures.test.ts.)
      const over =
        sentence === "waves hello"
          ? ["leg.1.right", "leg.2.right"]
          : ["leg.0.right", "leg.1.right", "leg.2.right"];
      for (const leg of over) {
        const parts = layerOwnParts(d, leg);
        const rest = partBox(frames[0]!, parts)?.count ?? 0;
        for (const f of frames)
          expect(partBox(f, parts)?.count ?? 0).toBeGreaterThanOrEqual(rest * 0.85);
      }
    });
  }
});

describe("looking back over the shoulder", () => {
  it("a dragon's head comes round beside its wing, not over it", () => {
    const d = doc("red dragon", "east");
    const frames = customCanvases(d, "looks around");
    const head = layerOwnParts(d, "head");
    const wing = layerOwnParts(d, "wing.near");
    const rest = partBox(frames[0]!, head)!;
    const back = frames.filter(
      (f) => (partBox(f, head)?.left ?? Number.POSITIVE_INFINITY) < rest.left - 3,
    );
    expect(back.length).toBeGreaterThan(0);
    // Most of the near wing still shows around the turned head.
    for (const f of back)
      expect(partBox(f, wing)?.count ?? 0).toBeGreaterThanOrEqual(
        (partBox(frames[0]!, wing)?.count ?? 0) * 0.8,
      );
  });

  it("a dragon's head looks back whole: mirrored, every pixel shown, snout foremost", () => {
    const d = doc("red dragon", "east");
    const frames = customCanvases(d, "looks around");
    const head = layerOwnParts(d, "head");
    const layer = d.layers.find((l) => l.name === "head")!;
    // The head as drawn: its own pixels, their count and extent.
    let count = 0;
    let [left, right, top, bottom] = [Infinity, -1, Infinity, -1];
    layer.ink.forEach((ink, i) => {
      if (ink < 0 || !head.has(layer.part[i]!)) return;
      const [x, y] = [i % layer.width, Math.floor(i / layer.width)];
      count++;
      [left, right] = [Math.min(left, x), Math.max(right, x)];
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    });
    const rest = partBox(frames[0]!, head)!;
    const back = frames.filter(
      (f) => (partBox(f, head)?.left ?? Number.POSITIVE_INFINITY) < rest.left - 3,
    );
    expect(back.length).toBeGreaterThan(0);
    for (const f of back) {
      const box = partBox(f, head)!;
      // Not squeezed nor resampled: as many pixels, as wide and as tall as drawn.
      expect(box.count).toBe(count);
      expect(box.right - box.left).toBe(right - left);
      expect(box.bottom - box.top).toBe(bottom - top);
      // Facing back: the skull (its top rows) stands behind the neck's base (its bottom rows).
      const third = Math.round((box.bottom - box.top) / 3);
      const middle = (rows: [number, number]) => {
        const part = new Set(head);
        let [sum, n] = [0, 0];
        for (let y = rows[0]; y <= rows[1]; y++)
          for (let x = 0; x < f.width; x++) {
            const i = y * f.width + x;
            if (f.ink[i]! >= 0 && part.has(f.part[i]!)) [sum, n] = [sum + x, n + 1];
          }
        return sum / n;
      };
      expect(middle([box.top, box.top + third])).toBeLessThan(
        middle([box.bottom - third, box.bottom]) - 3,
      );
    }
  });

  it("a wolf's neck stands as its head turns back: the head is no lower than at rest", () => {
    const d = doc("grey wolf", "east");
    const frames = customCanvases(d, "looks around");
    const head = layerOwnParts(d, "head");
    const rest = partBox(frames[0]!, head)!;
    const back = frames.filter(
      (f) => (partBox(f, head)?.left ?? Number.POSITIVE_INFINITY) < rest.left - 3,
    );
    expect(back.length).toBeGreaterThan(0);
    for (const f of back) expect(partBox(f, head)!.top).toBeLessThanOrEqual(rest.top);
  });
});

describe("a slime nods with its face", () => {
  const d = doc("green slime", "east");
  const mouth = layerOwnParts(d, "mouth");
  const all = new Set(d.layers.flatMap((l) => [...layerOwnParts(d, l.name)]));

  it("nods: the face dips while the body keeps its height (a squat is not a nod)", () => {
    const frames = customCanvases(d, "nods");
    const rest = { body: partBox(frames[0]!, all)!, mouth: partBox(frames[0]!, mouth)! };
    expect(Math.max(...frames.map((f) => partBox(f, mouth)!.bottom))).toBeGreaterThanOrEqual(
      rest.mouth.bottom + 3,
    );
    for (const f of frames) expect(partBox(f, all)!.top).toBeLessThanOrEqual(rest.body.top + 2);
  });

  for (const sentence of ["nods angrily", "looks sad", "bows"]) {
    it(`${sentence}: the mouth stays inside the body, above its base`, () => {
      for (const f of customCanvases(d, sentence))
        expect(partBox(f, mouth)!.bottom).toBeLessThanOrEqual(partBox(f, all)!.bottom - 2);
    });
  }
});

describe("a slime bows over a flat base", () => {
  it("its base row spans the same columns in every frame while its face goes down", () => {
    const d = doc("green slime", "east");
    const all = new Set(d.layers.flatMap((l) => [...layerOwnParts(d, l.name)]));
    const eyes = layerOwnParts(d, "face");
    const frames = customCanvases(d, "bows");
    const baseRow = (f: InkCanvas) => {
      const { bottom } = partBox(f, all)!;
      let left = f.width;
      let right = -1;
      for (let x = 0; x < f.width; x++) {
        if (f.ink[bottom * f.width + x]! < 0) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
      return { bottom, left, right };
    };
    const rest = baseRow(frames[0]!);
    for (const f of frames) {
      const row = baseRow(f);
      // Tipped as one piece about its base, one end of the base rose off the ground.
      expect(row.bottom).toBe(rest.bottom);
      expect(Math.abs(row.left - rest.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.right - rest.right)).toBeLessThanOrEqual(1);
    }
    expect(partBox(frames[4]!, eyes)!.top).toBeGreaterThanOrEqual(
      partBox(frames[0]!, eyes)!.top + 3,
    );
  });
});

describe("a nervous shake cowers", () => {
  it("a wolf's head and tail drop below where a plain shake holds them", () => {
    const d = doc("grey wolf", "east");
    const head = layerOwnParts(d, "head");
    const tail = layerOwnParts(d, "tail");
    const nervous = customCanvases(d, "shakes nervously")[4]!;
    const plain = customCanvases(d, "shakes")[4]!;
    expect(partBox(nervous, head)!.top).toBeGreaterThanOrEqual(partBox(plain, head)!.top + 2);
    expect(partBox(nervous, tail)!.bottom).toBeGreaterThanOrEqual(partBox(plain, tail)!.bottom + 2);
  });

  it("a slime sinks lower than a plain shake", () => {
    const d = doc("green slime", "east");
    const all = new Set(d.layers.flatMap((l) => [...layerOwnParts(d, l.name)]));
    const nervous = customCanvases(d, "shakes nervously")[4]!;
    const plain = customCanvases(d, "shakes")[4]!;
    expect(partBox(nervous, all)!.top).toBeGreaterThanOrEqual(partBox(plain, all)!.top + 2);
  });
});
