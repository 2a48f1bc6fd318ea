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
  for (const prompt of ["knight with sword and shield", "elf archer with a bow"]) {
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
  it("the knight ponders: no column shows more of the brim than at rest", () => {
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
    // Turned, the brim's rows stepped at different columns: a column crossed two lines.
    for (const c of frames) expect(thickest(c)).toBeLessThanOrEqual(rest);
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

describe("a spider looks about", () => {
  it("lifts its fangs a tenth of its height, held for the look's beat", () => {
    const d = doc("giant spider", "east");
    const fangs = new Set<number>();
    for (const l of d.layers)
      if (l.name.startsWith("fang")) for (const p of layerOwnParts(d, l.name)) fangs.add(p);
    expect(fangs.size).toBeGreaterThan(0);
    const frames = customCanvases(d, "looks around");
    const top = (c: InkCanvas) => partBox(c, fangs)!.top;
    const rise = frames.map((c) => top(frames[0]!) - top(c));
    const held = [1, 2, 3].filter((t) => rise[t]! >= 6);
    expect(held.length).toBeGreaterThanOrEqual(2);
    // Every leg stays joined to the lifted body: some pixel of it touches a pixel of the body
    // or of the fangs on its front.
    const body = new Set([...layerOwnParts(d, "body"), ...fangs]);
    for (const c of frames)
      for (const l of d.layers) {
        if (!l.name.startsWith("leg.")) continue;
        const leg = layerOwnParts(d, l.name);
        let joined = false;
        for (let i = 0; i < c.ink.length && !joined; i++) {
          if (c.ink[i]! < 0 || !leg.has(c.part[i]!)) continue;
          const x = i % c.width;
          for (const [dx, dy] of [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ] as const) {
            const j = i + dy * c.width + dx;
            if (x + dx >= 0 && x + dx < c.width && c.ink[j]! >= 0 && body.has(c.part[j]!))
              joined = true;
          }
        }
        expect(joined, `${l.name} joined to the body`).toBe(true);
      }
  });
});

describe("a dragon looks back", () => {
  it("its head stands clear above its folded wing, the upper third of it free", () => {
    const d = doc("red dragon", "east");
    const head = layerOwnParts(d, "head");
    const wing = layerOwnParts(d, "wing.near");
    const frames = customCanvases(d, "looks around");
    const rest = partBox(frames[0]!, head)!;
    // The look-back frames: the head mirrored back, its left edge well behind where it stood.
    const back = frames.filter((c) => partBox(c, head)!.left < rest.left - 3);
    expect(back.length).toBeGreaterThanOrEqual(2);
    for (const c of back) {
      const h = partBox(c, head)!;
      // Folded only a third of the way, the wing stood beside the turned head: one jumble.
      expect(partBox(c, wing)!.top).toBeGreaterThanOrEqual(h.top + (h.bottom - h.top) / 3);
    }
  });
});
