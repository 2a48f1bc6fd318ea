/**
 * Shape-changing presets on hand-drawn imports, judged against how the fixtures were drawn (the
 * grids of `drawn-imports`, painted 2 px an art pixel as the contact sheet paints them), never
 * against the code that poses them:
 * - a slime's and a mushroom's attack is a lunge: the body travels a good way toward one side
 *   and comes back, after first gathering away from it;
 * - their death sinks: no frame's top is ever above the standing top, the body ends lower than
 *   it stood, and it stays on its ground row;
 * - the hero's blade (the steel colour of its legend) stays one 8-connected piece (as drawn) in every frame
 *   of his idle, walk, run and hurt (a tip cut off with the head's rows moves apart from it);
 * - a hero's and a mage's death crumples (upright, lower) before it lies flat, with no frame
 *   slanted between (the axis of its body's colours, not the held blade's), and lies where it
 *   stood (no frame jumps the body sideways); while it stands, kneels and crumples, the hero's blade keeps the shape it
 *   was drawn in, and the mage's hat keeps its brim (drawn as one row of ten outline pixels);
 * - a swing's trail (the one colour not drawn) shows in pieces of three art pixels or more, never
 *   a lone speck where the arc runs behind the figure;
 * - no frame of the hero's or the mage's attack holds a pinhole of air shut in on four sides (an
 *   arm swung out used to leave one between its outline and the body's);
 * - the mage's hat brim stays at the height it stood at in every frame of its attack (a frame
 *   nudged to differ from the one before moves an arm, not the head down into the collar);
 * - in the hero's attack the hand that holds no sword (drawn on the left) shows in every frame,
 *   and in the mage's a hand shows in every frame and no outline crosses the robe (the robe is
 *   drawn with no line across it).
 */
import { describe, expect, it } from "vitest";
import { hexToRgb } from "../color";
import {
  animateImport as animate,
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_MUSHROOM,
  DRAWN_SLIME,
  type DrawnGrid,
  IMPORT_SCALE as SCALE,
  letterAt,
} from "../testing";
import { labelComponents, type RgbaImage } from "../raster";

/** The box of the opaque pixels, in screen pixels. */
function box(frame: RgbaImage) {
  let [left, top, right, bottom] = [frame.width, frame.height, -1, -1];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      if (frame.data[(y * frame.width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return { left, top, right, bottom, middle: (left + right) / 2 };
}

/**
 * The colours of a figure's body (hair, skin, cloth, boots), not its outline or the blade it
 * holds: the blade held out sideways would pull the axis of a standing hero toward flat.
 */
const BODY = new Map<DrawnGrid, string>();

/**
 * Degrees between the long axis of the body's pixels (their second moments; every opaque pixel
 * for a grid with no body colours listed) and upright.
 */
function tilt(frame: RgbaImage, grid?: DrawnGrid): number {
  const body = grid ? BODY.get(grid) : undefined;
  const counted = (x: number, y: number) =>
    frame.data[(y * frame.width + x) * 4 + 3] !== 0 &&
    (!body || body.includes(letterAt(grid!, frame, x, y) || "-"));
  let [n, sx, sy] = [0, 0, 0];
  const at: [number, number][] = [];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++)
      if (counted(x, y)) {
        at.push([x, y]);
        [n, sx, sy] = [n + 1, sx + x, sy + y];
      }
  const [mx, my] = [sx / n, sy / n];
  let [xx, yy, xy] = [0, 0, 0];
  for (const [x, y] of at)
    [xx, yy, xy] = [xx + (x - mx) ** 2, yy + (y - my) ** 2, xy + (x - mx) * (y - my)];
  const fromFlat = (0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI;
  return 90 - Math.abs(fromFlat);
}

/** The longest level run of the mage's outline colour, in art pixels (its brim: ten). */
function longestOutlineRow(frame: RgbaImage): number {
  let longest = 0;
  for (let y = 0; y < frame.height; y += SCALE) {
    let run = 0;
    for (let x = 0; x < frame.width; x += SCALE) {
      run = letterAt(DRAWN_MAGE, frame, x, y) === "k" ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

const FIGURES: readonly [string, DrawnGrid][] = [
  ["hero", DRAWN_HERO],
  ["mage", DRAWN_MAGE],
];
BODY.set(DRAWN_HERO, "hsbBl");
BODY.set(DRAWN_MAGE, "rsb");

const BLOBS: readonly [string, DrawnGrid][] = [
  ["slime", DRAWN_SLIME],
  ["mushroom", DRAWN_MUSHROOM],
];

describe("imports without limbs (cut-out path)", () => {
  it.each(BLOBS)("%s: attacks by lunging toward one side and coming back", (_, grid) => {
    const frames = animate(grid, "Attack");
    const rest = box(frames[0]!);
    const widthInPixels = grid.rows[0]!.length * SCALE;
    const shifts = frames.map((f) => box(f).middle - rest.middle);
    const far = shifts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
    const side = Math.sign(far);
    // The lunge carries the body a quarter of its width or more toward its target...
    expect(Math.abs(far)).toBeGreaterThanOrEqual(widthInPixels / 4);
    // ...after it first gathered the other way (the anticipation)...
    const lunge = shifts.indexOf(far);
    expect(shifts.slice(1, lunge).some((s) => s * side < 0)).toBe(true);
    // ...and the last frame is back near where it stood.
    expect(Math.abs(shifts[7]!)).toBeLessThanOrEqual(SCALE * 2);
  });

  it.each(BLOBS)("%s: dies by sinking where it stands, never rising", (_, grid) => {
    const frames = animate(grid, "Death");
    const rest = box(frames[0]!);
    for (const frame of frames) {
      const b = box(frame);
      expect(b.top).toBeGreaterThanOrEqual(rest.top);
      expect(b.bottom).toBe(rest.bottom);
    }
    // It ends at most two thirds as tall as it stood, in the middle of where it stood.
    const end = box(frames[7]!);
    expect(rest.bottom - end.top).toBeLessThanOrEqual(((rest.bottom - rest.top) * 2) / 3);
    expect(end.middle).toBeGreaterThanOrEqual(rest.left);
    expect(end.middle).toBeLessThanOrEqual(rest.right);
  });

  it.each(FIGURES)("%s: crumples, then lies where it stood, with no slanted frame", (_, grid) => {
    const images = animate(grid, "Death");
    const frames = images.map(box);
    const rest = frames[0]!;
    const tall = rest.bottom - rest.top + 1;
    // Lying, the body's long axis is near flat (a held sword pulls it off a little); the frame
    // just before has crumpled: its top two art pixels or more below the standing top. (That no
    // frame before lying is slanted is the next test's: the blade and the brim keep their shape.)
    const tilts = images.map((image) => tilt(image, grid));
    const lying = tilts.findIndex((a) => a > 60);
    expect(lying).toBeGreaterThan(1);
    expect(frames[lying - 1]!.top - rest.top).toBeGreaterThanOrEqual(2 * SCALE);
    // No frame jumps: the box's middle moves less than half the standing height a frame.
    for (let t = 1; t < frames.length; t++) {
      expect(Math.abs(frames[t]!.middle - frames[t - 1]!.middle)).toBeLessThan(tall / 2);
    }
    // Lying, the body still covers part of the columns it stood on.
    expect(frames[lying]!.left).toBeLessThanOrEqual(rest.right);
    expect(frames[lying]!.right).toBeGreaterThanOrEqual(rest.left);
  });

  it("hero and mage kneeling and crumpling to die: the blade keeps its drawn shape, the brim its row", () => {
    // Every frame before the body lies flat: a slanted one, turned or sheared, broke both.
    const upright = (grid: DrawnGrid) => {
      const images = animate(grid, "Death");
      return images.slice(
        0,
        images.map((image) => tilt(image, grid)).findIndex((a) => a > 60),
      );
    };
    // The steel's art pixels, as offsets from their box's corner: its drawn shape.
    const shape = (at: (x: number, y: number) => boolean, w: number, h: number) => {
      const found: [number, number][] = [];
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (at(x, y)) found.push([x, y]);
      const [x0, y0] = [Math.min(...found.map((p) => p[0])), Math.min(...found.map((p) => p[1]))];
      return found.map(([x, y]) => `${x - x0},${y - y0}`).join(" ");
    };
    const rows = DRAWN_HERO.rows;
    const drawn = shape((x, y) => rows[y]![x] === "g", rows[0]!.length, rows.length);
    upright(DRAWN_HERO).forEach((frame, t) => {
      const steel = (x: number, y: number) =>
        letterAt(DRAWN_HERO, frame, x * SCALE, y * SCALE) === "g";
      expect(shape(steel, frame.width / SCALE, frame.height / SCALE), `hero frame ${t}`).toBe(
        drawn,
      );
    });
    upright(DRAWN_MAGE).forEach((frame, t) => {
      expect(longestOutlineRow(frame), `mage frame ${t}`).toBeGreaterThanOrEqual(10);
    });
  });

  it.each(["Idle", "Walk", "Run", "Hurt"] as const)(
    "hero %s: the blade's steel stays one piece in every frame",
    (preset) => {
      const steel = hexToRgb(DRAWN_HERO.colors.g!).join(",");
      animate(DRAWN_HERO, preset).forEach((frame, t) => {
        const at: number[] = [];
        for (let i = 0; i < frame.width * frame.height; i++) {
          const rgb = `${frame.data[i * 4]},${frame.data[i * 4 + 1]},${frame.data[i * 4 + 2]}`;
          if (frame.data[i * 4 + 3] && rgb === steel) at.push(i);
        }
        // A flash frame whitens the steel too: judged on the frames around it.
        if (at.length === 0) return;
        expect(pieces8(at, frame.width), `${preset} frame ${t}`).toBe(1);
      });
    },
  );
});

/**
 * Skin pixels apart from the face (the edge-connected patch of skin holding the topmost skin
 * pixel), left and right of the face's middle: the hands, also one raised beside the chin.
 */
function hands(grid: DrawnGrid, f: RgbaImage): { left: number; right: number } {
  const skin = (i: number) => letterAt(grid, f, i % f.width, Math.floor(i / f.width)) === "s";
  const { labels } = labelComponents(f.width, f.height, skin, 4);
  const top = labels.findIndex((label) => label !== 0);
  const face = labels[top]!;
  let [sum, n] = [0, 0];
  labels.forEach((label, i) => {
    if (label === face) [sum, n] = [sum + (i % f.width), n + 1];
  });
  const middle = sum / n;
  const out = { left: 0, right: 0 };
  labels.forEach((label, i) => {
    if (label !== 0 && label !== face) out[i % f.width < middle ? "left" : "right"]++;
  });
  return out;
}

describe("an import's swing leaves a trail, never a speck", () => {
  it.each(FIGURES)("%s: each piece of the trail is three art pixels or more", (_, grid) => {
    animate(grid, "Attack").forEach((frame, t) => {
      // The trail is the one colour the drawing does not hold; read a block at a time.
      const w = frame.width / SCALE;
      const trail: number[] = [];
      for (let y = 0; y < frame.height; y += SCALE)
        for (let x = 0; x < frame.width; x += SCALE)
          if (frame.data[(y * frame.width + x) * 4 + 3] && letterAt(grid, frame, x, y) === "")
            trail.push((y / SCALE) * w + x / SCALE);
      const specks = trail.filter((p) => piecesOf(trail, w).get(p)! < 3);
      expect(specks, `frame ${t}`).toEqual([]);
    });
  });
});

/** The size of the 8-connected piece each given index lies in. */
function piecesOf(indices: readonly number[], width: number): Map<number, number> {
  const out = new Map<number, number>();
  const all = new Set(indices);
  for (const start of indices) {
    if (out.has(start)) continue;
    const piece = [start];
    const seen = new Set(piece);
    for (let k = 0; k < piece.length; k++) {
      const p = piece[k]!;
      for (const dy of [-1, 0, 1])
        for (const dx of [-1, 0, 1]) {
          const q = p + dy * width + dx;
          if ((p % width) + dx < 0 || (p % width) + dx >= width || !all.has(q) || seen.has(q))
            continue;
          seen.add(q);
          piece.push(q);
        }
    }
    for (const p of piece) out.set(p, piece.length);
  }
  return out;
}

describe("an import's attack keeps its hands", () => {
  it("mage: the hat's brim stays at its height in every frame (the head never ducks)", () => {
    // The brim is drawn as one row of ten outline pixels; the attack moves the head sideways only.
    const brimRows = animate(DRAWN_MAGE, "Attack").map((frame) => {
      for (let y = 0; y < frame.height; y += SCALE) {
        let run = 0;
        for (let x = 0; x < frame.width; x += SCALE) {
          run = letterAt(DRAWN_MAGE, frame, x, y) === "k" ? run + 1 : 0;
          if (run >= 10) return y;
        }
      }
      return -1;
    });
    expect(brimRows).toEqual(brimRows.map(() => brimRows[0]));
  });

  it.each(FIGURES)("%s: no pinhole of air shut in by the figure (none is drawn)", (_, grid) => {
    animate(grid, "Attack").forEach((frame, t) => {
      const opaque = (x: number, y: number) =>
        x >= 0 &&
        y >= 0 &&
        x < frame.width &&
        y < frame.height &&
        frame.data[(y * frame.width + x) * 4 + 3] !== 0;
      const holes: string[] = [];
      for (let y = 0; y < frame.height; y += SCALE)
        for (let x = 0; x < frame.width; x += SCALE) {
          if (opaque(x, y)) continue;
          const around = [
            opaque(x - SCALE, y),
            opaque(x + SCALE, y),
            opaque(x, y - SCALE),
            opaque(x, y + SCALE),
          ];
          if (around.every(Boolean)) holes.push(`(${x}, ${y})`);
        }
      expect(holes, `frame ${t}`).toEqual([]);
    });
  });

  it("hero: the hand holding no sword shows in every frame", () => {
    const shown = animate(DRAWN_HERO, "Attack").map((f) => hands(DRAWN_HERO, f).left > 0);
    expect(shown).toEqual(shown.map(() => true));
  });

  it("mage: a hand shows in every frame, and no line of outline crosses the robe", () => {
    const frames = animate(DRAWN_MAGE, "Attack");
    const shown = frames.map((f) => {
      const h = hands(DRAWN_MAGE, f);
      return h.left + h.right > 0;
    });
    expect(shown).toEqual(shown.map(() => true));
    const crossing = frames.map((f) => {
      let n = 0;
      for (let y = 0; y < f.height; y++)
        for (let x = SCALE; x + SCALE < f.width; x++) {
          if (letterAt(DRAWN_MAGE, f, x, y) !== "k") continue;
          const [l, r] = [
            letterAt(DRAWN_MAGE, f, x - SCALE, y),
            letterAt(DRAWN_MAGE, f, x + SCALE, y),
          ];
          if (l === "r" && r === "r") n++;
        }
      return n;
    });
    expect(crossing).toEqual(crossing.map(() => 0));
  });
});

/** How many 8-connected pieces the given pixel indices form (the drawn blade steps diagonally). */
function pieces8(indices: readonly number[], width: number): number {
  const left = new Set(indices);
  let pieces = 0;
  while (left.size > 0) {
    pieces++;
    const stack = [left.values().next().value!];
    left.delete(stack[0]!);
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % width;
      for (const q of [-1, 0, 1].flatMap((dy) =>
        [-1, 0, 1].map((dx) => (x + dx < 0 || x + dx >= width ? -1 : p + dy * width + dx)),
      )) {
        if (!left.has(q)) continue;
        left.delete(q);
        stack.push(q);
      }
    }
  }
  return pieces;
}
