/**
 * UI pieces built for 9-slice scaling: panel (window, dialog, frame), button, bar and slot. Each
 * fills its canvas: a dark border, a bevel (light top-left, dark bottom-right; inverted for
 * recessed parts), trimmed corners, and a flat center. Corners hold all the detail and edges are
 * uniform along their length, so the reported insets slice it cleanly: corners stay fixed,
 * edges and center stretch or repeat.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { BAR_COLORS, BAR_LEVEL, barIconSpec } from "../subjects";
import { EMPTY, FLAG_DETAIL, type InkCanvas, inkOf, newPart, OUTLINE_INK, put } from "./canvas";
import type { DrawContext, Drawn, Generator } from "./context";
import { readLabel } from "../prompt";
import { stampLabel } from "./label";
import { HUES } from "./materials";
import { drawShapeSubject } from "./shape-subject";
import type { NineSlice } from "./types";

type Piece = "panel" | "button" | "bar" | "slot";

/** How a piece's corners are cut, by the seed (on pieces at least 24 px on the short side). */
export const UI_CORNERS = ["rounded", "square", "notched"] as const;
type Corners = (typeof UI_CORNERS)[number];

interface Frame {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Rect ring `t` pixels thick inside `f`, top-left in `tl` ink and bottom-right in `br`. */
function bevelRing(canvas: InkCanvas, part: number, f: Frame, t: number, tl: number, br: number) {
  for (let k = 0; k < t; k++) {
    for (let x = f.x0 + k; x <= f.x1 - k; x++) {
      put(canvas, x, f.y0 + k, tl, part);
      put(canvas, x, f.y1 - k, br, part);
    }
    for (let y = f.y0 + k; y <= f.y1 - k; y++) {
      put(canvas, f.x0 + k, y, tl, part);
      put(canvas, f.x1 - k, y, br, part);
    }
  }
}

function fillFrame(canvas: InkCanvas, part: number, f: Frame, ink: number) {
  for (let y = f.y0; y <= f.y1; y++)
    for (let x = f.x0; x <= f.x1; x++) put(canvas, x, y, ink, part);
}

const inset = (f: Frame, d: number): Frame => ({
  x0: f.x0 + d,
  y0: f.y0 + d,
  x1: f.x1 - d,
  y1: f.y1 - d,
});

/** Clears `r` pixels off each corner (a staircase), then re-draws the outline around the cut. */
function roundCorners(canvas: InkCanvas, r: number) {
  const { width: w, height: h } = canvas;
  for (let k = 0; k < r; k++) {
    for (let j = 0; j < r - k; j++) {
      for (const [x, y] of [
        [j, k],
        [w - 1 - j, k],
        [j, h - 1 - k],
        [w - 1 - j, h - 1 - k],
      ] as const) {
        put(canvas, x, y, EMPTY, 0);
      }
    }
  }
  // The new corner edge gets the border color so the outline stays closed.
  const part = newPart(canvas, { innerLine: false });
  for (let k = 0; k <= r; k++) {
    const j = r - k;
    for (const [x, y] of [
      [j, k],
      [w - 1 - j, k],
      [j, h - 1 - k],
      [w - 1 - j, h - 1 - k],
    ] as const) {
      put(canvas, x, y, OUTLINE_INK, part);
    }
  }
}

/** Clears an `r`×`r` square off each corner, then outlines the notch so the border stays closed. */
function notchCorners(canvas: InkCanvas, r: number) {
  const { width: w, height: h } = canvas;
  const part = newPart(canvas, { innerLine: false });
  const corners = (j: number, k: number) =>
    [
      [j, k],
      [w - 1 - j, k],
      [j, h - 1 - k],
      [w - 1 - j, h - 1 - k],
    ] as const;
  for (let k = 0; k < r; k++)
    for (let j = 0; j < r; j++) for (const [x, y] of corners(j, k)) put(canvas, x, y, EMPTY, 0);
  for (let k = 0; k <= r; k++) {
    for (const [x, y] of [...corners(r, k), ...corners(k, r)]) put(canvas, x, y, OUTLINE_INK, part);
  }
}

/** Cuts the corners in the chosen style; `r` is the cut's size in pixels. */
function cutCorners(canvas: InkCanvas, corners: Corners, r: number) {
  if (r <= 0 || corners === "square") return;
  if (corners === "notched") notchCorners(canvas, r);
  else roundCorners(canvas, r);
}

/**
 * Wood grain across a face of ramp level `level`: streaks one shade darker, each running the face's
 * width with a one-row jog part way along (where the grain bends round a knot). Streaks run
 * along the width, so a 9-slice stretch sideways keeps them whole.
 */
function woodGrain(canvas: InkCanvas, part: number, face: Frame, ramp: number, level: number) {
  const ink = inkOf(ramp, level - 1);
  const h = face.y1 - face.y0 + 1;
  const w = face.x1 - face.x0 + 1;
  const gap = Math.max(3, Math.round(h / 5));
  let i = 0;
  for (let y = face.y0 + Math.floor(gap / 2); y < face.y1; y += gap, i++) {
    const jog = face.x0 + Math.round(w * (i % 2 === 0 ? 0.62 : 0.3));
    const lean = i % 3 === 1 ? -1 : 1;
    for (let x = face.x0; x <= face.x1; x++) {
      const row = x < jog ? y : y + lean;
      if (row >= face.y0 && row <= face.y1) put(canvas, x, row, ink, part);
    }
  }
}

/**
 * A wooden panel's middle as boards laid across it: each plank dark with a lit top edge and a
 * dark seam under it, and a nail head at each end. Returns the row a 9-slice stretch may repeat
 * (a plain row in the middle board's body): boards run the whole width, so every column between
 * the nails is the same, and only that one row stretches. A flat brown middle read as leather
 * or plastic.
 */
function woodPlanks(
  canvas: InkCanvas,
  part: number,
  face: Frame,
  ramp: number,
  nail: number,
): number {
  const h = face.y1 - face.y0 + 1;
  const plank = Math.max(4, Math.round(h / 5));
  const middle = Math.floor(Math.floor(h / plank) / 2);
  let plain = face.y0 + middle * plank + 2;
  for (let top = face.y0, i = 0; top <= face.y1; top += plank, i++) {
    const bottom = Math.min(face.y1, top + plank - 1);
    for (let x = face.x0; x <= face.x1; x++) put(canvas, x, top, inkOf(ramp, 2), part);
    if (bottom - top < 3) continue;
    for (let x = face.x0; x <= face.x1; x++) put(canvas, x, bottom, inkOf(ramp, 0), part);
    for (const x of [face.x0, face.x1]) put(canvas, x, top + 1, inkOf(nail, 4), part, FLAG_DETAIL);
    if (i === middle) plain = top + 2;
  }
  return plain;
}

export const drawUi: Generator = (ctx: DrawContext): Drawn => {
  const { canvas, scheme, width: w, height: h } = ctx;
  // A mana bar is a bar filled blue instead of red.
  const mana = ctx.subject === "mana bar";
  const piece: Piece = mana
    ? "bar"
    : ((["panel", "button", "bar", "slot"] as const).find((p) => p === ctx.subject) ?? "panel");
  // A bar is long and short. On a canvas it cannot fill at those proportions (a 64x64 "health
  // bar") it is drawn as the picture of a bar, its sign at one end, not stretched into a box.
  if (piece === "bar" && w < 3 * h) {
    const kind = mana ? "mana" : "health";
    return drawShapeSubject(ctx, barIconSpec(kind), BAR_COLORS[kind]);
  }
  const text = ctx.reading.prompt.toLowerCase();
  const label = readLabel(ctx.reading.prompt);
  const material = scheme.promptMaterial([
    "wood",
    "stone",
    "metal",
    "gold",
    "silver",
    "leather",
    "crystal",
  ]);
  const named = scheme.promptColor(0);
  const defaults: Record<Piece, Oklch> = {
    panel: { L: 0.42, C: 0.06, h: 265 },
    button: { L: 0.58, C: 0.14, h: 255 },
    bar: oklabToOklch(rgbToOklab(hexToRgb(BAR_COLORS[mana ? "mana" : "health"][0]!))),
    slot: { L: 0.4, C: 0.04, h: 265 },
  };
  const main = material
    ? scheme.material(material, named).ramp
    : scheme.ramp(named ?? defaults[piece], { contrast: 0.9 });
  const trim = scheme.material(material === "gold" ? "metal" : "gold").ramp;
  const part = newPart(canvas, { innerLine: false });
  const s = Math.min(w, h);
  const bevel = Math.max(1, Math.round(s / 24));
  const corners: Corners =
    s >= 24 ? UI_CORNERS[ctx.variation.choose("corners", UI_CORNERS.length)]! : "square";
  // A notch reads as a cut only when it is at least 2 px; a rounded staircase works from 1.
  const cut = Math.max(1, Math.round(s / 28));
  const radius = corners === "square" ? 0 : corners === "notched" ? Math.max(2, cut + 1) : cut;
  const full: Frame = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };

  bevelRing(canvas, part, full, 1, OUTLINE_INK, OUTLINE_INK);
  let inner = inset(full, 1);
  let slice = 1 + radius;

  if (piece === "button") {
    // A raised button, a key seen from a little above: a light face with a lit top-left edge
    // and a shaded bottom-right edge, standing on a thick dark lip (its side) along the bottom,
    // a dark seam where the face meets the side. A face set into a rim reads as a recessed
    // panel, not something to press. A wooden one shows grain across its face.
    const lip = Math.max(1, Math.round(s / 9));
    // The base the cap stands on shows as a dark flange round the cap's top and sides.
    const flange = s >= 24 ? Math.max(1, Math.round(s / 32)) : 0;
    fillFrame(canvas, part, inner, inkOf(main, 1));
    fillFrame(canvas, part, { ...inner, y0: inner.y1 }, inkOf(main, 0));
    let face: Frame = {
      x0: inner.x0 + flange,
      y0: inner.y0 + flange,
      x1: inner.x1 - flange,
      y1: inner.y1 - lip,
    };
    fillFrame(canvas, part, { ...face, y0: face.y1 }, inkOf(main, 0));
    face = { ...face, y1: face.y1 - 1 };
    const cap = face;
    // A face that carries words is a shade darker, so light letters stand clear of it.
    const level = label ? 2 : 3;
    bevelRing(canvas, part, face, bevel, inkOf(main, 4), inkOf(main, level - 1));
    face = inset(face, bevel);
    fillFrame(canvas, part, face, inkOf(main, level));
    if (material === "wood" && face.y1 - face.y0 >= 6) woodGrain(canvas, part, face, main, level);
    // The cap's corners are rounded off into the flange, as a key's are.
    if (flange > 0) {
      for (const [x, y] of [
        [cap.x0, cap.y0],
        [cap.x1, cap.y0],
        [cap.x0, cap.y1],
        [cap.x1, cap.y1],
      ] as const) {
        put(canvas, x, y, inkOf(main, y === cap.y1 ? 0 : 1), part);
      }
    }
    slice += bevel + flange;
    // Words only when the prompt gives them: a button asked for without any is a blank face
    // (text nobody asked for, an "OK", is a label the buyer must paint out).
    if (label) {
      // Near-white on the face with a dark drop shadow: the face's own lightest shade is too
      // close to it to read at 1×.
      stampLabel(canvas, part, label, face, inkOf(scheme.ramp(HUES.white), 4), OUTLINE_INK);
    }
    cutCorners(canvas, corners, radius);
    return {
      anchors: {},
      outline: false,
      maxColors: 16,
      nineSlice: { left: slice, top: slice, right: slice, bottom: slice + lip + 1 },
    };
  } else if (piece === "slot") {
    const frameW = Math.max(1, Math.round(s / 12));
    bevelRing(canvas, part, inner, bevel, inkOf(main, 3), inkOf(main, 1));
    inner = inset(inner, bevel);
    bevelRing(canvas, part, inner, frameW, inkOf(main, 2), inkOf(main, 2));
    inner = inset(inner, frameW);
    bevelRing(canvas, part, inner, bevel, inkOf(main, 0), inkOf(main, 3));
    inner = inset(inner, bevel);
    fillFrame(canvas, part, inner, inkOf(main, 1));
    slice += 2 * bevel + frameW;
  } else if (piece === "bar") {
    const frameRamp = material ? main : scheme.material("metal").ramp;
    bevelRing(canvas, part, inner, bevel, inkOf(frameRamp, 3), inkOf(frameRamp, 1));
    inner = inset(inner, bevel);
    bevelRing(canvas, part, inner, 1, OUTLINE_INK, OUTLINE_INK);
    inner = inset(inner, 1);
    const fillRamp = material ? scheme.ramp(named ?? defaults.bar) : main;
    fillFrame(canvas, part, inner, inkOf(frameRamp, 0));
    const x1 = inner.x0 + Math.round((inner.x1 - inner.x0) * BAR_LEVEL);
    fillFrame(canvas, part, { ...inner, x1 }, inkOf(fillRamp, 2));
    fillFrame(
      canvas,
      part,
      { ...inner, x1, y1: inner.y0 + Math.max(0, Math.floor((inner.y1 - inner.y0) / 3)) },
      inkOf(fillRamp, 3),
    );
    slice += bevel + 1;
  } else {
    const frameW = Math.max(1, Math.round(s / (/frame/.test(text) ? 10 : 16)));
    bevelRing(canvas, part, inner, bevel, inkOf(main, 4), inkOf(main, 1));
    inner = inset(inner, bevel);
    bevelRing(canvas, part, inner, frameW, inkOf(main, 2), inkOf(main, 2));
    inner = inset(inner, frameW);
    bevelRing(canvas, part, inner, 1, inkOf(main, 0), inkOf(main, 3));
    inner = inset(inner, 1);
    const window = /window|dialog|popup/.test(text) && h >= 24;
    const fill = scheme.ramp(scheme.promptColor(1) ?? { L: 0.3, C: 0.04, h: 265 }, {
      contrast: 0.9,
    });
    fillFrame(canvas, part, inner, inkOf(material ? main : fill, material ? 1 : 2));
    const planked = material === "wood" && !window && inner.y1 - inner.y0 >= 8;
    const plain = planked ? woodPlanks(canvas, part, inner, main, trim) : -1;
    slice += bevel + frameW + 1;
    let top = slice;
    if (window) {
      const barH = Math.max(3, Math.round(h / 8));
      fillFrame(canvas, part, { ...inner, y1: inner.y0 + barH - 1 }, inkOf(trim, 2));
      fillFrame(
        canvas,
        part,
        { ...inner, y0: inner.y0 + barH, y1: inner.y0 + barH },
        inkOf(trim, 0),
      );
      top += barH + 1;
    }
    // Corner studs: detail lives in the corners, which 9-slice never stretches.
    if (s >= 32) {
      const stud = Math.max(2, Math.round(s / 32));
      const off = 1 + Math.floor((bevel + frameW - stud) / 2) + 1;
      for (const [cx, cy] of [
        [off, off],
        [w - off - stud, off],
        [off, h - off - stud],
        [w - off - stud, h - off - stud],
      ] as const) {
        for (let y = cy; y < cy + stud; y++)
          for (let x = cx; x < cx + stud; x++)
            put(canvas, x, y, inkOf(trim, x - cx + y - cy === 0 ? 4 : 3), part);
      }
    }
    if (label) {
      const titleArea = window
        ? { ...inner, y1: inner.y0 + Math.max(3, Math.round(h / 8)) - 1 }
        : { ...inner, x0: inner.x0 + 1, x1: inner.x1 - 1 };
      stampLabel(canvas, part, label, titleArea, inkOf(trim, 4), OUTLINE_INK);
    }
    cutCorners(canvas, corners, radius);
    // Boards stretch by their plain row only, and the nails at their ends stay in the sides.
    const nineSlice: NineSlice = planked
      ? { left: slice + 1, top: plain, right: slice + 1, bottom: h - plain - 1 }
      : { left: slice, top, right: slice, bottom: slice };
    return { anchors: {}, outline: false, maxColors: 16, nineSlice };
  }
  cutCorners(canvas, corners, radius);
  return {
    anchors: {},
    outline: false,
    maxColors: 16,
    nineSlice: { left: slice, top: slice, right: slice, bottom: slice },
  };
};
