/**
 * "Looks around" that reads at 1x, and a front head's tilt that keeps a brim one line, judged on
 * composed frames. Which pixels are the head, its eyes, the brim, a slime's face and highlight
 * or a spider's fangs comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import { FLAG_DETAIL, type InkCanvas, type LayeredSprite } from "../draw";
import { customCanvases, doc, layerOwnParts, partBox } from "../testing";

/** The mean column of the pixels of `parts` (only the detail ones when `details`). */
function meanX(c: InkCanvas, parts: ReadonlySet<number>, details = false): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    if (details && !(c.flags[i]! & FLAG_DETAIL)) continue;
    sum += i % c.width;
    count++;
  }
  return count ? sum / count : Number.NaN;
}

const headParts = (d: LayeredSprite) =>
  layerOwnParts(d, d.layers.find((l) => l.role === "head" && l.width > 0)!.name);

describe("a front look about turns the face across the head", () => {
  for (const prompt of ["knight with sword and shield"]) {
    it(`${prompt}: the eyes move well off the head's middle, held on each side`, () => {
      const d = doc(prompt, "south");
      const head = headParts(d);
      const frames = customCanvases(d, "looks around");
      // Where the eyes sit across the head: their mean column less the head's middle.
      const gaze = (c: InkCanvas) => {
        const box = partBox(c, head)!;
        return meanX(c, head, true) - (box.left + box.right) / 2;
      };
      const rest = gaze(frames[0]!);
      // A look reads at 1x when the eyes move 3 px across the head (1-2 px did not), to one
      // side in the first half of the loop and the other in the second, held for frames 1-3
      // and 5-7.
      const one = [1, 2, 3].map((t) => gaze(frames[t]!) - rest);
      const other = [5, 6, 7].map((t) => gaze(frames[t]!) - rest);
      const sign = Math.sign(one[1]!);
      for (const g of one) expect(g * sign).toBeGreaterThanOrEqual(3);
      for (const g of other) expect(g * -sign).toBeGreaterThanOrEqual(3);
    });
  }
});

describe("a front head tilts with its brim one line", () => {
  it("the knight ponders: the brim stays one line as the crown leans", () => {
    const d = doc("knight with sword and shield", "south");
    const head = d.layers.find((l) => l.role === "head")!;
    // The brim: the head's part that runs across its whole width on some row.
    let brim = -1;
    for (let v = 0; v < head.height && brim < 0; v++) {
      const row = [...head.part.subarray(v * head.width, (v + 1) * head.width)];
      const inks = [...head.ink.subarray(v * head.width, (v + 1) * head.width)];
      if (inks.every((ink) => ink >= 0) && row.every((p) => p === row[0])) brim = row[0]!;
    }
    expect(brim).toBeGreaterThanOrEqual(0);
    const thickest = (c: InkCanvas) => {
      let most = 0;
      for (let x = 0; x < c.width; x++) {
        let n = 0;
        for (let y = 0; y < c.height; y++) {
          const i = y * c.width + x;
          if (c.ink[i]! >= 0 && c.part[i] === brim) n++;
        }
        most = Math.max(most, n);
      }
      return most;
    };
    const frames = customCanvases(d, "ponders the meaning of life");
    const rest = thickest(frames[0]!);
    const brimRows = (c: InkCanvas) => {
      const box = partBox(c, new Set([brim]))!;
      return box.bottom - box.top + 1;
    };
    // Turned, the brim's rows stepped at different columns: a column crossed two lines, and
    // the brim spread over more rows as three offset segments.
    for (const c of frames) {
      expect(thickest(c)).toBeLessThanOrEqual(rest);
      expect(brimRows(c)).toBe(brimRows(frames[0]!));
    }
    // The head still tips: the crown's middle moves aside of the brim's in some frame.
    const heads = headParts(d);
    const crownShift = (c: InkCanvas) => {
      const top = partBox(c, heads)!.top;
      let sum = 0;
      let n = 0;
      for (let x = 0; x < c.width; x++)
        for (let y = top; y < top + 3; y++)
          if (c.ink[y * c.width + x]! >= 0 && heads.has(c.part[y * c.width + x]!)) {
            sum += x;
            n++;
          }
      return sum / n - meanX(c, new Set([brim]));
    };
    const leans = frames.map((c) => Math.abs(crownShift(c) - crownShift(frames[0]!)));
    expect(Math.max(...leans)).toBeGreaterThanOrEqual(1);
  });
});

describe("a slime looks about", () => {
  it("its eyes go to both sides of the body and its highlight slides, its base flat", () => {
    const d = doc("green slime", "east");
    const face = layerOwnParts(d, "face");
    const body = layerOwnParts(d, "body");
    const frames = customCanvases(d, "looks around");
    const middle = (c: InkCanvas) => {
      const box = partBox(c, body)!;
      return (box.left + box.right) / 2;
    };
    const eye = frames.map((c) => meanX(c, face) - middle(c));
    const shine = frames.map((c) => meanX(c, body, true));
    // Drawn facing east, the face is right of the middle at rest; looking back it is left of it.
    expect(eye[0]!).toBeGreaterThan(0);
    expect(Math.min(...eye)).toBeLessThan(-4);
    // The highlight moves 3 px or more each way (a face slid 2 px alone did not read).
    expect(Math.max(...shine) - shine[0]!).toBeGreaterThanOrEqual(3);
    expect(shine[0]! - Math.min(...shine)).toBeGreaterThanOrEqual(3);
    // Leaning, the base stays on the ground as wide as it stood.
    const base = (c: InkCanvas) => {
      const box = partBox(c, body)!;
      let n = 0;
      for (let x = 0; x < c.width; x++) {
        const i = box.bottom * c.width + x;
        if (c.ink[i]! >= 0 && body.has(c.part[i]!)) n++;
      }
      return { bottom: box.bottom, n };
    };
    const ground = base(frames[0]!);
    for (const c of frames) {
      expect(base(c).bottom).toBe(ground.bottom);
      expect(base(c).n).toBeGreaterThanOrEqual(ground.n - 2);
    }
  });
});

/** A head layer's crown (the part of its topmost pixel) and skin (the part under an eye). */
function crownAndSkin(d: LayeredSprite) {
  const head = d.layers.find((l) => l.role === "head" && l.width > 0)!;
  const first = head.ink.findIndex((ink) => ink >= 0);
  let skin = -1;
  for (let i = 0; i < head.ink.length - head.width && skin < 0; i++)
    if (head.ink[i]! >= 0 && head.flags[i]! & FLAG_DETAIL && head.ink[i + head.width]! >= 0)
      if (!(head.flags[i + head.width]! & FLAG_DETAIL)) skin = head.part[i + head.width]!;
  return { crown: head.part[first]!, skin };
}

/**
 * Skin pixels pinched between hair, above and below or left and right: a blotch or a one-pixel
 * sliver of skin in the fringe.
 */
function skinInHair(c: InkCanvas, crown: number, skin: number): number {
  const hair = (i: number) => c.ink[i]! >= 0 && c.part[i] === crown;
  let n = 0;
  for (let i = c.width; i < c.ink.length - c.width; i++) {
    if (c.ink[i]! < 0 || c.part[i] !== skin) continue;
    if ((hair(i - c.width) && hair(i + c.width)) || (hair(i - 1) && hair(i + 1))) n++;
  }
  return n;
}

/** Columns of the head whose topmost pixel sits lower than both neighbours': dents in the skull. */
function dents(c: InkCanvas, head: ReadonlySet<number>): number {
  const tops: number[] = [];
  for (let x = 0; x < c.width; x++) {
    let top = -1;
    for (let y = 0; y < c.height && top < 0; y++)
      if (c.ink[y * c.width + x]! >= 0 && head.has(c.part[y * c.width + x]!)) top = y;
    if (top >= 0) tops.push(top);
  }
  let n = 0;
  for (let i = 1; i < tops.length - 1; i++)
    if (tops[i]! > tops[i - 1]! && tops[i]! > tops[i + 1]!) n++;
  return n;
}

describe("a head with hair over its brow stays whole as it looks and ponders", () => {
  const d = doc("elf archer with a bow", "south");
  const { crown, skin } = crownAndSkin(d);
  it("looking about, no skin shows inside the fringe, and the face still moves", () => {
    const frames = customCanvases(d, "looks around");
    const rest = skinInHair(frames[0]!, crown, skin);
    for (const c of frames) expect(skinInHair(c, crown, skin)).toBeLessThanOrEqual(rest);
    const head = headParts(d);
    const moved = frames.map((c) => Math.abs(meanX(c, head, true) - meanX(frames[0]!, head, true)));
    expect(Math.max(...moved)).toBeGreaterThanOrEqual(2);
  });
  it("pondering, no skin shows inside the fringe and the skull's top keeps its round", () => {
    const frames = customCanvases(d, "ponders the meaning of life", 4);
    const head = headParts(d);
    const rest = { skin: skinInHair(frames[0]!, crown, skin), dents: dents(frames[0]!, head) };
    for (const c of frames) {
      // One pixel more is the tip of a fringe's gap tipped a step (a clean tilt shows it).
      expect(skinInHair(c, crown, skin)).toBeLessThanOrEqual(rest.skin + 1);
      expect(dents(c, head)).toBeLessThanOrEqual(rest.dents);
    }
  });
});
