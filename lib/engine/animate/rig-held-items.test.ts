/**
 * What a hand holds moves with the hand as one piece: a bow is a thin arc and string, and
 * turning it pixel by pixel at a small angle, or lining its edge where it crosses the legs,
 * breaks the arc into fragments. Its pixels are found by the part ids of the drawer's item
 * layer, never from the poses, and judged in the finished frames.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";
import { bowString } from "./rig/arrow";

/** The bow's pixels in a composition: place (y * 4096 + x) to the ink drawn there. */
function bowPixels(frame: Frame, parts: Set<number>): Map<number, number> {
  const { width, ink, part } = frame.canvas;
  const out = new Map<number, number>();
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    out.set(Math.floor(i / width) * 4096 + (i % width), ink[i]!);
  }
  return out;
}

/**
 * How much of a frame's bow is the drawn bow moved whole: the share of its pixels that, at the
 * best shift, land on a pixel of the drawn bow with the same ink.
 */
function rigidShare(rest: Map<number, number>, now: Map<number, number>, reach: number): number {
  let best = 0;
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      let same = 0;
      for (const [key, ink] of now) {
        const x = key % 4096;
        const y = Math.floor(key / 4096);
        if (rest.get((y - dy) * 4096 + (x - dx)) === ink) same++;
      }
      best = Math.max(best, same);
    }
  }
  return best / Math.max(1, now.size);
}

/**
 * 8-connected pieces of the pixels carrying `parts`, where pixels of `bridges` (the hand over
 * the grip) join them but are not counted as pieces of their own.
 */
function piecesOf(frame: Frame, parts: Set<number>, bridges: Set<number>): number {
  const { width, height, ink, part } = frame.canvas;
  const inSet = (i: number) => ink[i]! >= 0 && (parts.has(part[i]!) || bridges.has(part[i]!));
  const seen = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || ink[i]! < 0 || !parts.has(part[i]!)) continue;
    count++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % width;
      const y = (j - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const k = ny * width + nx;
          if (seen[k] || !inSet(k)) continue;
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
  }
  return count;
}

describe("a held sword, bow or staff", () => {
  for (const [prompt, direction] of [
    ["knight with sword and shield", "east"],
    ["knight with sword and shield", "south"],
    ["elf archer with a bow", "east"],
    ["elf archer with a bow", "south"],
    ["old wizard with a staff", "east"],
    ["old wizard with a staff", "south"],
  ] as const) {
    const d = doc(prompt, direction);
    const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
    const bow = layerOwnParts(d, item.name);
    // What is drawn over the item (the hand on the grip, a head in front of a staff) joins its
    // pieces where it covers them.
    const over = new Set(
      d.layers.slice(d.layers.indexOf(item) + 1).flatMap((l) => [...layerOwnParts(d, l.name)]),
    );
    for (const preset of ["Walk", "Run", "Jump"] as const) {
      it(`moves whole with the hand, as drawn, in every ${preset} frame (${prompt}, ${direction})`, () => {
        expect(bow.size).toBeGreaterThan(0);
        // The item as the drawer drew it, whole (with what the hand covers).
        const rest = new Map<number, number>();
        item.ink.forEach((ink, i) => {
          if (ink < 0 || !bow.has(item.part[i]!)) return;
          const x = item.x + (i % item.width);
          const y = item.y + Math.floor(i / item.width);
          rest.set(y * 4096 + x, ink);
        });
        // How far the frame's canvas sits from the drawn one, plus how far a hand can carry it.
        const reach = Math.ceil(d.height * 0.6);
        const frames = posedFrames(d, preset);
        const counts = frames.map((f) => piecesOf(f, bow, over));
        expect(counts).toEqual(counts.map(() => 1));
        frames.forEach((frame, t) => {
          expect(
            rigidShare(rest, bowPixels(frame, bow), reach),
            `frame ${t}`,
          ).toBeGreaterThanOrEqual(0.85);
        });
      });
    }
  }
});

/**
 * A held item stays in view while the body moves: in every frame of a walk, run, jump or flinch
 * most of the item's own pixels show (not hidden behind a beard or a head drawn over it, then
 * popping out when the arm swings forward). The share is of the pixels the drawer gave the item
 * layer; the holding hand at the grip, and a forearm swung back across a blade, cover up to a
 * third of a short sword, so the tolerance is that much.
 */
/** The share of an item's drawn pixels a frame shows, to the nearest 5%. */
function shareOf(f: Frame, own: Set<number>, drawn: number): number {
  let n = 0;
  f.canvas.ink.forEach((ink, i) => {
    if (ink >= 0 && own.has(f.canvas.part[i]!)) n++;
  });
  return Math.min(1, Math.round((n / drawn) * 20) / 20);
}

describe("a held item stays in view", () => {
  const SHOWN = 0.6;
  for (const prompt of [
    "knight with sword and shield",
    "old wizard with a staff",
    "elf archer with a bow",
  ]) {
    for (const direction of ["east", "south"] as const) {
      const d = doc(prompt, direction);
      const item = d.layers.find((l) => l.role === "item" && l.width > 0)!;
      const own = layerOwnParts(d, item.name);
      const drawn = item.ink.filter((ink, i) => ink >= 0 && own.has(item.part[i]!)).length;
      // How much of it the still itself shows (the first frame of an idle is the still).
      const still = shareOf(posedFrames(d, "Idle")[0]!, own, drawn);
      for (const preset of ["Walk", "Run", "Jump", "Hurt", "Attack"] as const) {
        it(`${prompt}, ${direction}, ${preset}`, () => {
          expect(drawn).toBeGreaterThan(20);
          const shown = posedFrames(d, preset).map((f) => shareOf(f, own, drawn));
          // An attack starts and ends as drawn: there the item shows as much as in the still.
          const floor = preset === "Attack" ? Math.min(SHOWN, still - 0.1) : SHOWN;
          expect(Math.min(...shown), `shares ${shown.join(" ")}`).toBeGreaterThanOrEqual(floor);
        });
      }
    }
  }
});

describe("a bow carried in profile", () => {
  it("stays ahead of where the still holds it in every walk and run frame, clear of the legs", () => {
    const d = doc("elf archer with a bow", "east");
    const bow = layerOwnParts(d, "item");
    const torso = layerOwnParts(d, "torso");
    // The bow's middle ahead of the body's middle, in pixels.
    const ahead = (f: Frame) => {
      const { width, ink, part } = f.canvas;
      let bowSum = 0;
      let nBow = 0;
      let body = 0;
      let nBody = 0;
      ink.forEach((v, i) => {
        if (v < 0) return;
        if (bow.has(part[i]!)) {
          bowSum += i % width;
          nBow++;
        } else if (torso.has(part[i]!)) {
          body += i % width;
          nBody++;
        }
      });
      return bowSum / nBow - body / nBody;
    };
    // The first frame of an idle is the still.
    const still = ahead(posedFrames(d, "Idle")[0]!);
    for (const preset of ["Walk", "Run"] as const) {
      const offsets = posedFrames(d, preset).map(ahead);
      expect(
        Math.min(...offsets) - still,
        `${preset} ${offsets.map((o) => o.toFixed(1))}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps its string off the face in every frame of a run", () => {
    const d = doc("elf archer with a bow", "east");
    const item = d.layers.find((l) => l.role === "item")!;
    const string = bowString(item);
    expect(string).not.toBeNull();
    const head = layerOwnParts(d, "head");
    // String pixels with a pixel of the head beside them: the string drawn against the face.
    const touching = posedFrames(d, "Run").map((f) => {
      const { width, ink, part } = f.canvas;
      let n = 0;
      for (let i = 0; i < ink.length; i++) {
        if (ink[i]! < 0 || part[i] !== string) continue;
        const x = i % width;
        const sides = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
        if (sides.some((j) => j >= 0 && j < ink.length && ink[j]! >= 0 && head.has(part[j]!))) n++;
      }
      return n;
    });
    expect(touching).toEqual(touching.map(() => 0));
  });
});
