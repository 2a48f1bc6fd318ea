/**
 * A long shaft (a staff's, a spear's) turned upright in a hand is drawn again as one straight
 * pixel line: the same cross-section on every row (its outline, its lit side, its shaded side,
 * its outline), stepping one pixel at a time along the line the turned shaft follows. Turned
 * pixel by pixel from the item's own diagonal, each row took whichever of the shaft's outline,
 * light and shade pixels fell on it: one to three pixels a row, light and dark in turn, a
 * broken zigzag like a rope where it crossed a cape. The head (blade, orb) is kept as turned.
 */
import { isLineColor, type LabOf } from "../color";
import type { Pixels, Point } from "../raster";

/** Rows at most this wide (outline included) are the shaft's; the head is wider. */
const SHAFT_ROW_WIDTH = 4;
/** A shaft shorter than this many rows is left as turned (a short haft reads either way). */
const SHAFT_MIN_ROWS = 8;
/** A shaft leaning further from upright than this (run over rise) is left as turned. */
const MAX_SLOPE = 0.5;

interface Span {
  readonly y: number;
  readonly left: number;
  readonly right: number;
}

/**
 * `px` with its longest stretch of narrow rows (the shaft) drawn again as a straight line of
 * its own colours, and the grip moved onto that line; `px` itself when it has no such stretch.
 */
export function straightShaft(px: Pixels, grip: Point, lab: LabOf): { px: Pixels; grip: Point } {
  const { width, height, data } = px;
  const spans: (Span | null)[] = [];
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) continue;
      if (left < 0) left = x;
      right = x;
    }
    spans.push(left < 0 || right - left + 1 > SHAFT_ROW_WIDTH ? null : { y, left, right });
  }
  const stretch = ownRows(px, longestStretch(spans), lab);
  if (stretch.length < SHAFT_MIN_ROWS) return { px, grip };
  // The line through the rows' middles, fitted by least squares.
  const n = stretch.length;
  const my = stretch.reduce((s, r) => s + r.y, 0) / n;
  const mx = stretch.reduce((s, r) => s + (r.left + r.right + 1) / 2, 0) / n;
  let sxy = 0;
  let syy = 0;
  for (const r of stretch) {
    sxy += (r.y - my) * ((r.left + r.right + 1) / 2 - mx);
    syy += (r.y - my) ** 2;
  }
  const slope = syy > 0 ? sxy / syy : 0;
  if (Math.abs(slope) > MAX_SLOPE) return { px, grip };
  const section = crossSection(px, stretch, lab);
  if (!section) return { px, grip };
  const out: Pixels = { width, height, data: new Uint32Array(data) };
  const first = (y: number) => Math.round(mx + (y + 0.5 - my) * slope - section.length / 2);
  for (const r of stretch) {
    for (let x = r.left; x <= r.right; x++) out.data[r.y * width + x] = 0;
  }
  for (const r of stretch) {
    const x0 = first(r.y);
    section.forEach((v, k) => {
      const x = x0 + k;
      if (x >= 0 && x < width) out.data[r.y * width + x] = v;
    });
  }
  const top = stretch[0]!.y;
  const bottom = stretch[n - 1]!.y;
  const onShaft = grip.y >= top && grip.y <= bottom;
  const inner = section.findIndex((v) => !isLineColor(lab)(v));
  const gripped = onShaft ? { x: first(grip.y) + Math.max(0, inner), y: grip.y } : grip;
  const middle = first(top) + section.length / 2;
  return roundHead(out, gripped, top, middle, section, lab);
}

/** Chroma above which a head's colour is an accent (an orb, a gem), not grey steel. */
const ACCENT_CHROMA = 0.05;

/**
 * A coloured head above the shaft's `top` row (an orb) shrunk under three pixels either way
 * is drawn again as a three-by-three orb of its own colours, lit from the top-left, centred on
 * the shaft's line: two purple pixels on a stick did not read as an orb. A grey point (a
 * spear's) is left alone; the image grows a row when the orb needs one above.
 */
function roundHead(
  px: Pixels,
  grip: Point,
  top: number,
  middle: number,
  section: readonly number[],
  lab: LabOf,
): { px: Pixels; grip: Point } {
  const line = isLineColor(lab);
  const own = new Set(section);
  const head: { x: number; y: number; v: number }[] = [];
  for (let y = 0; y < top; y++) {
    for (let x = 0; x < px.width; x++) {
      const v = px.data[y * px.width + x]!;
      if (v !== 0 && !line(v) && !own.has(v)) head.push({ x, y, v });
    }
  }
  const chroma = (v: number) => Math.hypot(lab(v).a, lab(v).b);
  const accents = head.filter((p) => chroma(p.v) >= ACCENT_CHROMA);
  if (accents.length === 0 || accents.length < head.length / 2) return { px, grip };
  const xs = head.map((p) => p.x);
  const ys = head.map((p) => p.y);
  const wide = Math.max(...xs) - Math.min(...xs) + 1;
  const tall = Math.max(...ys) - Math.min(...ys) + 1;
  if (wide >= 3 && tall >= 3) return { px, grip };
  const tones = [...new Set(accents.map((p) => p.v))].sort((a, b) => lab(b).L - lab(a).L);
  const light = tones[0]!;
  const dark = tones[tones.length - 1]!;
  const mid = tones[Math.floor(tones.length / 2)]!;
  // Lit from the top-left: the highlight there, the shade at the bottom-right.
  const orb = [
    [mid, light, mid],
    [light, mid, mid],
    [mid, mid, dark],
  ];
  const grow = Math.max(0, 3 - top);
  const x0 = Math.round(middle - 1.5);
  const width = Math.max(px.width, x0 + 3) + Math.max(0, -x0);
  const dx = Math.max(0, -x0);
  const out: Pixels = {
    width,
    height: px.height + grow,
    data: new Uint32Array(width * (px.height + grow)),
  };
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      // The old head goes; what is left of the rows above the shaft is the orb's.
      const v = y < top ? 0 : px.data[y * px.width + x]!;
      out.data[(y + grow) * width + x + dx] = v;
    }
  }
  orb.forEach((row, k) => {
    row.forEach((v, j) => {
      out.data[(top + grow - 3 + k) * width + x0 + dx + j] = v;
    });
  });
  return { px: out, grip: { x: grip.x + dx, y: grip.y + grow } };
}

/** The longest run of consecutive rows that are all narrow. */
function longestStretch(spans: readonly (Span | null)[]): Span[] {
  let best: Span[] = [];
  let run: Span[] = [];
  for (const s of spans) {
    if (s) run.push(s);
    else run = [];
    if (run.length > best.length) best = run.slice();
  }
  return best;
}

/**
 * The stretch without its end rows that show a fill colour the shaft's lower half does not
 * (a small orb, a spear's point or socket narrow enough to pass for shaft rows is the head's).
 */
function ownRows(px: Pixels, stretch: Span[], lab: LabOf): Span[] {
  const line = isLineColor(lab);
  const fillsOf = (r: Span) => {
    const out: number[] = [];
    for (let x = r.left; x <= r.right; x++) {
      const v = px.data[r.y * px.width + x]!;
      if (v !== 0 && !line(v)) out.push(v);
    }
    return out;
  };
  // The head is at the top (the item is turned point up): the lower half is shaft alone.
  const own = new Set(stretch.slice(Math.floor(stretch.length / 2)).flatMap(fillsOf));
  const foreign = (r: Span) => fillsOf(r).some((v) => !own.has(v));
  let from = 0;
  let to = stretch.length;
  while (from < to && foreign(stretch[from]!)) from++;
  while (to > from && foreign(stretch[to - 1]!)) to--;
  return stretch.slice(from, to);
}

/**
 * The shaft's cross-section, left to right: an outline pixel each side when most of its rows
 * show one, and one or two fill colours between (its two most common, the lighter on the lit
 * left). Null when the rows hold no fill colour at all.
 */
function crossSection(px: Pixels, stretch: readonly Span[], lab: LabOf): number[] | null {
  const line = isLineColor(lab);
  const fills = new Map<number, number>();
  const inks = new Map<number, number>();
  const fillWidths: number[] = [];
  const widths: number[] = [];
  for (const r of stretch) {
    let fill = 0;
    for (let x = r.left; x <= r.right; x++) {
      const v = px.data[r.y * px.width + x]!;
      if (v === 0) continue;
      const into = line(v) ? inks : fills;
      into.set(v, (into.get(v) ?? 0) + 1);
      if (!line(v)) fill++;
    }
    fillWidths.push(fill);
    widths.push(r.right - r.left + 1);
  }
  const ranked = [...fills.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
  if (ranked.length === 0) return null;
  const across = Math.min(2, Math.max(1, median(fillWidths)));
  const colours = ranked.slice(0, across).sort((a, b) => lab(b).L - lab(a).L);
  while (colours.length < across) colours.push(colours[0]!);
  const ink = [...inks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  // Outlined both sides when the turned rows were wider than their fill (they carried the
  // item's own outline); a bare one-pixel line stays bare.
  if (ink === undefined || median(widths) <= across) return colours;
  return [ink, ...colours, ink];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
