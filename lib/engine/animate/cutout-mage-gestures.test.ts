/**
 * Gestures of the hand-drawn mage (16 art pixels tall, painted 3 px a pixel) on the cut-out
 * path, read back one letter an art pixel from its legend (`drawn-mage`: outline k, robe and hat
 * r, skin s, boots b), as an artist looks at them:
 * - waving and cheering, the arm rises from the shoulder as a sleeve at least two pixels wide
 *   with a hand at its end, the hand clear of the hat's brim; a wave's hand moves between
 *   frames; a cheer keeps the robe as wide as drawn;
 * - nodding, the hat comes down over the eyes whole, as drawn (no row of it lost) with a strip
 *   of face under its brim, the robe staying (tipped under its crown, the hat flattened and the
 *   face squashed to a row of specks: it read as ducking);
 * - looking sad, the eyes show in every frame and the brim's ends hang below its middle;
 * - looking around, the face moves at least two art pixels each way from where it rests.
 * Where a part is comes from the frame at rest and the drawing's colours, never from the code.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { threeQuarterOf } from "../rotate";
import { DRAWN_MAGE, drawnMage, framesOf, letterAt } from "../testing";
import { animateSprite } from ".";

const BLOCK = 3;

/** As the render task animates an import (a glance draws the head as the rotations turn it). */
function frames(sentence: string): RgbaImage[] {
  const { strip } = animateSprite(drawnMage(), {
    threeQuarter: threeQuarterOf,
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return framesOf(strip, 8);
}

/** A frame read one letter an art pixel ("." for air), on the grid the first frame's art sits. */
function art(frame: RgbaImage, origin: { x: number; y: number }): string[][] {
  const rows: string[][] = [];
  for (let y = origin.y; y + BLOCK <= frame.height; y += BLOCK) {
    const row: string[] = [];
    for (let x = origin.x; x + BLOCK <= frame.width; x += BLOCK)
      row.push(letterAt(DRAWN_MAGE, frame, x + 1, y + 1) || ".");
    rows.push(row);
  }
  return rows;
}

function gridOrigin(frame: RgbaImage): { x: number; y: number } {
  let [x0, y0] = [frame.width, frame.height];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++)
      if (frame.data[(y * frame.width + x) * 4 + 3]) [x0, y0] = [Math.min(x0, x), Math.min(y0, y)];
  return { x: x0 % BLOCK, y: y0 % BLOCK };
}

function grids(sentence: string): string[][][] {
  const f = frames(sentence);
  const origin = gridOrigin(f[0]!);
  return f.map((frame) => art(frame, origin));
}

type Cell = readonly [number, number];

/** Edge-connected patches of `letter`, largest first. */
function patches(g: string[][], letter: string): Cell[][] {
  const seen = new Set<string>();
  const out: Cell[][] = [];
  g.forEach((row, y) => {
    row.forEach((v, x) => {
      if (v !== letter || seen.has(`${x},${y}`)) return;
      const patch: Cell[] = [];
      const todo: Cell[] = [[x, y]];
      seen.add(`${x},${y}`);
      while (todo.length) {
        const [cx, cy] = todo.pop()!;
        patch.push([cx, cy]);
        for (const [nx, ny] of [
          [cx + 1, cy],
          [cx - 1, cy],
          [cx, cy + 1],
          [cx, cy - 1],
        ] as const) {
          if (g[ny]?.[nx] !== letter || seen.has(`${nx},${ny}`)) continue;
          seen.add(`${nx},${ny}`);
          todo.push([nx, ny]);
        }
      }
      out.push(patch);
    });
  });
  return out.sort((a, b) => b.length - a.length);
}

/** From the frame at rest: the face's columns and rows, the brim's row and its ends. */
function restOf(g: string[][]) {
  const face = patches(g, "s")[0]!;
  const faceTop = Math.min(...face.map(([, y]) => y));
  const faceBottom = Math.max(...face.map(([, y]) => y));
  const faceLeft = Math.min(...face.map(([x]) => x));
  const faceRight = Math.max(...face.map(([x]) => x));
  const brimY = faceTop - 1;
  // The brim: the run of outline over the face, out to its ends (a raised hand's outline beside
  // it, past a pixel of air, is not the brim).
  let [brimLeft, brimRight] = [faceLeft, faceRight];
  while (g[brimY]?.[brimLeft - 1] === "k") brimLeft--;
  while (g[brimY]?.[brimRight + 1] === "k") brimRight++;
  return {
    faceTop,
    faceBottom,
    faceLeft,
    faceRight,
    brimY,
    brimLeft,
    brimRight,
    // The robe's top row: the first row of red under the face.
    shoulderY: g.findIndex((row, y) => y > faceBottom && row.includes("r")),
  };
}

/** Skin patches other than the face that lie above the shoulders: raised hands. */
function raisedHands(g: string[][], rest: ReturnType<typeof restOf>): Cell[][] {
  const [, ...others] = patches(g, "s");
  return others.filter((p) => p.some(([, y]) => y < rest.shoulderY));
}

/** An eye: a pixel of outline between two of skin in a row, within the face's columns. */
function showsEye(g: string[][], rest: ReturnType<typeof restOf>): boolean {
  return g.some((row, y) =>
    row.some(
      (v, x) =>
        v === "k" &&
        x > rest.faceLeft &&
        x < rest.faceRight &&
        row[x - 1] === "s" &&
        row[x + 1] === "s" &&
        y > rest.brimY - 3,
    ),
  );
}

describe("the imported mage's raised arm", () => {
  /**
   * The hand is up at the brim's height or above (not at the face's edge), yet no pixel of it
   * touches the brim, even at a corner: its own outline lies between.
   */
  const clearOfBrim = (hand: Cell[], rest: ReturnType<typeof restOf>) =>
    Math.min(...hand.map(([, y]) => y)) <= rest.brimY &&
    hand.every(([x, y]) => {
      const gapX = Math.max(x - rest.brimRight, rest.brimLeft - x);
      return Math.max(gapX, Math.abs(y - rest.brimY)) >= 2;
    });

  /** Rows above the shoulders with two or more sleeve (robe) pixels outside the face's columns. */
  const sleeveRows = (g: string[][], rest: ReturnType<typeof restOf>) =>
    g.filter(
      (row, y) =>
        y < rest.shoulderY &&
        y > rest.brimY &&
        row.filter((v, x) => v === "r" && (x < rest.faceLeft - 1 || x > rest.faceRight + 1))
          .length >= 2,
    ).length;

  it("waves hello: a sleeve two pixels wide rises from the shoulder to a hand clear of the brim, and the hand moves", () => {
    const g = grids("waves hello");
    const rest = restOf(g[0]!);
    const lefts = new Set<number>();
    g.forEach((frame, t) => {
      const hands = raisedHands(frame, rest);
      expect(hands.length, `frame ${t}: one raised hand`).toBe(1);
      expect(clearOfBrim(hands[0]!, rest), `frame ${t}: clear of the brim`).toBe(true);
      expect(sleeveRows(frame, rest), `frame ${t}: a sleeve`).toBeGreaterThanOrEqual(2);
      // The hand sits on the sleeve's end: red beside one of its pixels.
      const onSleeve = hands[0]!.some(([x, y]) =>
        [frame[y + 1]?.[x], frame[y]?.[x - 1], frame[y]?.[x + 1]].includes("r"),
      );
      expect(onSleeve, `frame ${t}: hand on the sleeve`).toBe(true);
      lefts.add(Math.min(...hands[0]!.map(([x]) => x)));
    });
    expect(lefts.size).toBeGreaterThan(1);
  });

  it("cheers: both hands rise clear of the brim, each on a sleeve, and the robe keeps its width", () => {
    const g = grids("cheers");
    const rest = restOf(g[0]!);
    const robeWidth = (frame: string[][]) =>
      Math.max(...frame.map((row) => row.filter((v) => v === "r").length));
    const drawn = Math.max(...DRAWN_MAGE.rows.map((row) => row.split("r").length - 1));
    const up = g.filter((frame) => raisedHands(frame, rest).length === 2);
    expect(up.length).toBeGreaterThanOrEqual(4);
    for (const frame of up) {
      // Hops move the whole figure: the brim is read from the frame itself.
      const here = restOf(frame);
      const hands = raisedHands(frame, here);
      expect(hands.every((hand) => clearOfBrim(hand, here))).toBe(true);
      expect(hands.some((hand) => Math.min(...hand.map(([x]) => x)) > here.faceRight)).toBe(true);
      expect(hands.some((hand) => Math.max(...hand.map(([x]) => x)) < here.faceLeft)).toBe(true);
      expect(robeWidth(frame)).toBeGreaterThanOrEqual(drawn);
    }
  });
});

describe("the imported mage casting a spell", () => {
  it("raises both hands on sleeves, keeps the robe's width, and lights the air past each hand, not the figure", () => {
    const f = frames("casts a spell");
    const origin = gridOrigin(f[0]!);
    const g = f.map((frame) => art(frame, origin));
    const rest = restOf(g[0]!);
    const robeWidth = (frame: string[][]) =>
      Math.max(...frame.map((row) => row.filter((v) => v === "r").length));
    const drawn = Math.max(...DRAWN_MAGE.rows.map((row) => row.split("r").length - 1));
    // Glow: opaque pixels in none of the drawing's colours, read an art pixel a block.
    const glowSides = (frame: RgbaImage) => {
      const sides = new Set<number>();
      frame.data.forEach((_, i) => {
        if (i % 4 !== 3 || frame.data[i] === 0) return;
        const p = (i - 3) / 4;
        const [x, y] = [p % frame.width, Math.floor(p / frame.width)];
        if (letterAt(DRAWN_MAGE, frame, x, y)) return;
        const col = Math.floor((x - origin.x) / BLOCK);
        if (col < rest.brimLeft) sides.add(-1);
        if (col > rest.brimRight) sides.add(1);
      });
      return sides;
    };
    const up = g.filter((frame) => raisedHands(frame, rest).length === 2);
    expect(up.length).toBeGreaterThanOrEqual(4);
    g.forEach((frame, t) => {
      expect(robeWidth(frame), `frame ${t}: the robe's width`).toBeGreaterThanOrEqual(drawn);
      if (raisedHands(frame, rest).length === 2)
        expect(glowSides(f[t]!).size, `frame ${t}: glow both sides`).toBe(2);
    });
  });
});

describe("the imported mage kicking", () => {
  it("lifts a boot out from under the robe to the hem's height, past the robe's side, and leans the head back the other way", () => {
    const g = grids("kicks");
    const rest = restOf(g[0]!);
    // At rest: the hem (the last robe row above the boots), the robe's columns there, the boots' row.
    const bootRow = g[0]!.findIndex((row) => row.includes("b"));
    const hemRow = bootRow - 2;
    const robeRight = g[0]![hemRow]!.lastIndexOf("k");
    const robeLeft = g[0]![hemRow]!.indexOf("k");
    const faceLeft = (frame: string[][]) => Math.min(...patches(frame, "s")[0]!.map(([x]) => x));
    const struck = g.filter((frame) =>
      frame.some((row, y) => y <= hemRow && row.some((v, x) => v === "b" && x > robeRight)),
    );
    expect(struck.length).toBeGreaterThanOrEqual(3);
    // The other boot stands as drawn, and at the strike the face has moved away from the kick.
    for (const frame of g)
      expect(frame[bootRow]!.slice(0, (robeLeft + robeRight) >> 1).join("")).toBe(
        g[0]![bootRow]!.slice(0, (robeLeft + robeRight) >> 1).join(""),
      );
    expect(struck.some((frame) => faceLeft(frame) < rest.faceLeft)).toBe(true);
  });
});

describe("the imported mage's head: a nod drops the hat whole, a bow and sorrow tip it", () => {
  /** The topmost opaque row of the figure (the hat's tip). */
  const tipY = (g: string[][]) => g.findIndex((row) => row.some((v) => v !== "."));
  /** The row holding the eyes. */
  const eyesY = (g: string[][], rest: ReturnType<typeof restOf>) =>
    g.findIndex((row, y) =>
      row.some(
        (v, x) =>
          v === "k" &&
          x > rest.faceLeft &&
          x < rest.faceRight &&
          row[x - 1] === "s" &&
          row[x + 1] === "s" &&
          y > 0,
      ),
    );

  it("nods: the hat drops over the eyes whole, keeping its height and shape, a strip of face under it", () => {
    const g = grids("nods");
    const rest = restOf(g[0]!);
    const restTip = tipY(g[0]!);
    // The hat at rest: its rows from the tip down to the brim, and the robe: the rows under the face.
    const hat = g[0]!.slice(restTip, rest.brimY + 1).map((row) => row.join(""));
    const robe = g[0]!.slice(rest.faceBottom + 1).map((row) => row.join(""));
    const drops = g.map((frame, t) => {
      const drop = tipY(frame) - restTip;
      const rows = (from: number, n: number) =>
        frame.slice(from, from + n).map((row) => row.join(""));
      expect(rows(tipY(frame), hat.length), `frame ${t}: the hat as drawn`).toEqual(hat);
      expect(rows(rest.faceBottom + 1, robe.length), `frame ${t}: the robe stays`).toEqual(robe);
      // Under the brim, wherever it has come to, a row of the face's skin still shows.
      const underBrim = frame[rest.brimY + drop + 1] ?? [];
      expect(underBrim.includes("s"), `frame ${t}: face under the brim`).toBe(true);
      // Eyes hidden only where the brim has come down to their row or below.
      if (!showsEye(frame, rest))
        expect(rest.brimY + drop, `frame ${t}: eyes under the brim`).toBeGreaterThanOrEqual(
          eyesY(g[0]!, rest),
        );
      return drop;
    });
    // It goes down over the eyes and comes back.
    expect(Math.max(...drops)).toBeGreaterThanOrEqual(2);
    expect(drops.filter((d) => d === 0).length).toBeGreaterThanOrEqual(1);
    expect(g.some((frame) => !showsEye(frame, rest))).toBe(true);
  });

  it("bows: it starts as drawn, and bent deepest its hat's tip has come down further than the brim", () => {
    const g = grids("bows");
    // At rest the figure is the drawing, row for row (both trimmed of their air).
    const trim = (rows: readonly string[]) => {
      const kept = rows.filter((row) => /[^.]/.test(row));
      const left = Math.min(...kept.map((row) => row.search(/[^.]/)));
      return kept.map((row) => row.slice(left).replace(/\.+$/, ""));
    };
    expect(trim(g[0]!.map((row) => row.join("")))).toEqual(trim(DRAWN_MAGE.rows));
    // The brim: the widest row of outline; the tip: the topmost opaque row.
    const brimY = (frame: string[][]) => {
      let best = { y: -1, n: 0 };
      frame.forEach((row, y) => {
        const n = row.filter((v) => v === "k").length;
        if (n > best.n) best = { y, n };
      });
      return best.y;
    };
    const tipDrop = (frame: string[][]) => tipY(frame) - tipY(g[0]!);
    const brimDrop = (frame: string[][]) => brimY(frame) - brimY(g[0]!);
    expect(g.some((frame) => brimDrop(frame) > 0 && tipDrop(frame) > brimDrop(frame))).toBe(true);
  });

  it("looks sad: the eyes show in every frame, a row of forehead under the brim, and the brim's ends droop below its middle", () => {
    const g = grids("looks sad");
    const rest = restOf(g[0]!);
    g.forEach((frame, t) => {
      expect(showsEye(frame, rest), `frame ${t}`).toBe(true);
      // The row right above the eyes is skin across the face (the eyes never sit on the brim).
      const above = frame[eyesY(frame, rest) - 1] ?? [];
      expect(above.filter((v) => v === "s").length, `frame ${t}: forehead`).toBeGreaterThanOrEqual(
        2,
      );
    });
    // The brim's middle: the lowest row of outline over the face's middle column above the eyes;
    // its ends: the outline pixels at the drawn brim's outermost columns.
    const centre = Math.round((rest.faceLeft + rest.faceRight) / 2);
    const droops = g.some((frame) => {
      let middle = eyesY(frame, rest) - 1;
      while (middle > 0 && frame[middle]?.[centre] !== "k") middle--;
      const lowest = (x: number) => {
        let y = -1;
        for (let r = 0; r <= middle + 1; r++) if (frame[r]?.[x] === "k") y = r;
        return y;
      };
      return lowest(rest.brimLeft) > middle && lowest(rest.brimRight) > middle;
    });
    expect(droops).toBe(true);
  });

  it("looks around: the face moves at least two pixels to each side of where it rests", () => {
    const g = grids("looks around");
    const rest = restOf(g[0]!);
    const restMiddle = (rest.faceLeft + rest.faceRight) / 2;
    const middles = g.map((frame) => {
      const face = patches(frame, "s")[0]!;
      const xs = face.map(([x]) => x);
      return (Math.min(...xs) + Math.max(...xs)) / 2;
    });
    expect(middles.filter((m) => m >= restMiddle + 1.5).length).toBeGreaterThanOrEqual(2);
    expect(middles.filter((m) => m <= restMiddle - 1.5).length).toBeGreaterThanOrEqual(2);
  });
});
