/**
 * What a moved part uncovers, on the cut-out path. A sprite without layers (an import, an edit)
 * is cut into parts by its silhouette, so nothing is known of what one part hid of another: an
 * arm that swings away from the torso leaves a hole where it lay. This fills such holes from the
 * part behind, by extending the colours around the hole inward ring by ring (a ramp reaches in
 * as a ramp), preferring the pixels that did not move (the part behind) over the moved part's
 * and its outline.
 *
 * A hole is a pocket of transparent pixels that no edge-to-edge path of transparent pixels
 * joins to the frame's border. A pocket is filled when most of it was opaque in the source; on a
 * figure of few pixels (an import posed a pixel a block) only when most of it lay inside the
 * body's core (the head, torso, robe: a core part's pixels on both sides of it in its row or in
 * its column), where a limb covered the body: beside the core it is air the pose enclosed (the
 * gap between a raised blade and the head, a block wide), and stays open. A pinhole of one or two
 * pixels where parts now meet is closed with the outline, as a pixel artist would, unless it is
 * what is left of a gap the artist drew enclosed.
 */
import { borderIndices, floodFill, type Pixels } from "../raster";
import { type Figure, outlineColor, PART_NAMES, type PartName, pixelScale } from "../figure";
import { fewPixels } from "./motions/shared";

/** The parts a limb lies in front of; what a limb uncovers inside them is theirs. */
const CORE: readonly PartName[] = ["head", "torso", "skirt", "body"];

/** Pockets up to this many pixels that were empty in the source are pinholes between parts. */
const PINHOLE = 2;

/** Pockets of enclosed transparent pixels, each as the list of its pixel indices. */
function pockets(frame: Pixels): number[][] {
  const { width, height, data } = frame;
  const clear = (p: number) => data[p] === 0;
  const seen = new Uint8Array(width * height);
  // Whatever air the border reaches is outside; what is left is enclosed.
  floodFill(width, height, borderIndices(width, height), clear, { connectivity: 4, seen });
  const found: number[][] = [];
  for (let p = 0; p < data.length; p++) {
    if (seen[p] || !clear(p)) continue;
    const pocket: number[] = [];
    floodFill(width, height, [p], clear, { connectivity: 4, seen, visit: (q) => pocket.push(q) });
    found.push(pocket);
  }
  return found;
}

/**
 * Fills, in place, the holes a pose opened in `frame` (drawn in the source's own coordinates,
 * before any whole-body move). Each filled pixel takes the commonest colour among its opaque
 * edge neighbours, choosing first neighbours that still show the source's own pixel (the part
 * behind, unmoved), then any that is not the outline, then the outline.
 *
 * `turned` is given on a figure of few pixels, whose turned parts are outlined on their own
 * (`ringOutline`): per pixel, the colour a turned part (or a smear copy of one) put there. There the side a moved part
 * opened is outlined on every part not turned, also one slid a pixel (a torso leaning over
 * where a hand was), and never on a turned part's pixel, even one landing on its own source
 * colour (the hilt on the joint a sword turns about). Elsewhere only pixels still showing their
 * own source pixel are a side.
 */
export function fillUncovered(
  frame: Pixels,
  figure: Figure,
  turned?: readonly Uint32Array[] | null,
): void {
  const { width, data } = frame;
  const { source } = figure;
  const outline = outlineColor(source);
  const core = insideCore(figure);
  const few = fewPixels(figure);
  let sourceGaps: Uint8Array | null = null;
  const drawnGap = (p: number) => {
    if (!sourceGaps) {
      sourceGaps = new Uint8Array(source.data.length);
      for (const gap of pockets(source)) for (const q of gap) sourceGaps[q] = 1;
    }
    return sourceGaps[p] === 1;
  };
  fillPockets();
  outlineExposed(
    frame,
    source,
    outline,
    turned
      ? (p) => turned.every((put) => put[p] === 0 || data[p] !== put[p])
      : (p) => data[p] === source.data[p],
  );

  function fillPockets(): void {
    for (const pocket of pockets(frame)) {
      // On a figure of many pixels a pocket that was mostly opaque is the body behind; on one of
      // few pixels a single art pixel of air beside the head is a whole block, so only what lay
      // inside the core counts.
      const covered = few
        ? pocket.filter((p) => core[p] === 1).length
        : pocket.filter((p) => source.data[p] !== 0).length;
      if (covered * 2 <= pocket.length) {
        // A pinhole where two parts now meet (legs crossing over the gap between them) is closed
        // with the outline; a wider gap (air the pose enclosed), and what is left of a gap the
        // artist drew enclosed (between a raised blade and the head), stays open.
        if (pocket.length <= PINHOLE && !pocket.every(drawnGap)) {
          for (const p of pocket) data[p] = outline;
        }
        continue;
      }
      let left = pocket;
      while (left.length > 0) {
        const ring: [number, number][] = [];
        const rest: number[] = [];
        for (const p of left) {
          const colour = behind(p);
          if (colour === 0) rest.push(p);
          else ring.push([p, colour]);
        }
        if (ring.length === 0) break;
        for (const [p, colour] of ring) data[p] = colour;
        left = rest;
      }
    }
  }

  function behind(p: number): number {
    const x = p % width;
    const near = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width].filter(
      (q) => q >= 0 && q < data.length && data[q] !== 0,
    );
    if (near.length === 0) return 0;
    const tiers = [
      near.filter((q) => data[q] === source.data[q] && data[q] !== outline),
      near.filter((q) => data[q] !== outline),
      near,
    ];
    const tier = tiers.find((t) => t.length > 0)!;
    const counts = new Map<number, number>();
    for (const q of tier) counts.set(data[q]!, (counts.get(data[q]!) ?? 0) + 1);
    let best = 0;
    let most = 0;
    for (const [v, n] of counts) {
      if (n > most) {
        best = v;
        most = n;
      }
    }
    return best;
  }
}

const coreMasks = new WeakMap<Figure, Uint8Array>();

/**
 * 1 for each pixel that has, in the source, pixels of one core part on both sides of it in its
 * row, or above and below it in its column: where a limb lay over the body, not beside it. Made
 * once a figure (one scan each way, keeping the core parts seen so far as bits).
 */
export function insideCore(figure: Figure): Uint8Array {
  const known = coreMasks.get(figure);
  if (known) return known;
  const { source, labels } = figure;
  const { width, height, data } = source;
  const bit = new Uint8Array(labels.length);
  const coreCodes = new Set(CORE.map((name) => PART_NAMES.indexOf(name)));
  for (let p = 0; p < data.length; p++) {
    if (data[p] !== 0 && coreCodes.has(labels[p]!)) bit[p] = 1 << labels[p]!;
  }
  const out = new Uint8Array(labels.length);
  const scan = (lines: number, length: number, at: (line: number, i: number) => number) => {
    const before = new Uint8Array(length);
    for (let line = 0; line < lines; line++) {
      let seen = 0;
      for (let i = 0; i < length; i++) {
        before[i] = seen;
        seen |= bit[at(line, i)]!;
      }
      seen = 0;
      for (let i = length - 1; i >= 0; i--) {
        const p = at(line, i);
        if (before[i]! & seen) out[p] = 1;
        seen |= bit[p]!;
      }
    }
  };
  scan(height, width, (y, x) => y * width + x);
  scan(width, height, (x, y) => y * width + x);
  coreMasks.set(figure, out);
  return out;
}

/**
 * Where a part moved away and left an opening that reaches outside (an arm swung off the side of
 * a robe, a leg lifted from under a tunic), the part that stayed shows its side: its pixels
 * (those `side` accepts) beside the uncovered ones (transparent now, opaque in the source)
 * become the outline, as thick as the sprite draws its outline (its pixel scale), so the robe is
 * outlined where the sleeve was instead of ending in bare cloth.
 */
function outlineExposed(
  frame: Pixels,
  source: Pixels,
  outline: number,
  side: (p: number) => boolean,
): void {
  const { width, data } = frame;
  const thick = pixelScale(source);
  const uncovered = (q: number) => data[q] === 0 && source.data[q] !== 0;
  const edge: number[] = [];
  for (let p = 0; p < data.length; p++) {
    const v = data[p]!;
    if (v === 0 || v === outline || !side(p)) continue;
    const x = p % width;
    for (let d = 1; d <= thick; d++) {
      const sides = [
        x - d >= 0 ? p - d : -1,
        x + d < width ? p + d : -1,
        p - d * width,
        p + d * width,
      ];
      if (sides.some((q) => q >= 0 && q < data.length && uncovered(q))) {
        edge.push(p);
        break;
      }
    }
  }
  for (const p of edge) data[p] = outline;
}

/**
 * On a figure of few pixels turned whole by a slant (a death tipping over), the turn's
 * resampling can shut a pixel or two of air inside the body, a hole a block wide: each such
 * pocket takes the commonest colour of its opaque edge neighbours that is not the outline (the
 * outline when all are). Not on a sprite drawn with pinholes of its own, which a turn cannot
 * tell from one it made (a wider gap the artist drew, between a head and a blade, stays wider).
 */
export function closeTurnedPinholes(frame: Pixels, figure: Figure): void {
  if (pockets(figure.source).some((pocket) => pocket.length <= PINHOLE)) return;
  const { width, data } = frame;
  const outline = outlineColor(figure.source);
  for (const pocket of pockets(frame)) {
    if (pocket.length > PINHOLE) continue;
    const counts = new Map<number, number>();
    for (const p of pocket)
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        const v = data[q] ?? 0;
        if (v !== 0 && v !== outline) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    let fill = outline;
    let most = 0;
    for (const [v, n] of counts) if (n > most) [fill, most] = [v, n];
    for (const p of pocket) data[p] = fill;
  }
}
