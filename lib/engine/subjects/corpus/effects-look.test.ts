/**
 * Effects look like what they are, judged on rendered pixels as a person would: soft things
 * smoke is a broken cluster of puffs, not one solid mound; dust a pale bank of billows with a
 * soft dithered rim and no outline (an outlined lump reads as a rock); bubbles are hollow rings; a
 * splash throws up a crown, not one cone; sleep's Zs stand apart; a lightning bolt is one solid
 * zigzag ending in a point, inside its frame; an ice shard is a stubby crystal, not a blade; a laser is an even
 * beam whose light falls off from a white core, its head tapered; a fireball a round head hottest
 * in front, trailing tongues of flame.
 */
import { describe, expect, it } from "vitest";
import {
  biggestShare,
  enclosedPockets,
  lightness,
  isOpaque,
  opaquePieces,
  renderPrompt,
  rowRuns,
  topPeaks,
  type Piece,
} from "../../testing";
import type { RgbaImage } from "../../raster";

describe("effects look like what they are", () => {
  it("a puff of smoke is a broken cluster of pale puffs, not one solid mass", () => {
    const img = renderPrompt("a puff of smoke", "effect");
    expect(opaquePieces(img).length).toBeGreaterThanOrEqual(3);
    expect(biggestShare(img)).toBeLessThan(0.75);
  });

  it("a dust cloud is a low, pale bank of billows with a dithered rim and no dark outline", () => {
    const img = renderPrompt("a dust cloud", "effect");
    const bank = opaquePieces(img)[0]!;
    // A low bank spread along the ground, its top a row of round billows.
    expect(bank.right - bank.left).toBeGreaterThanOrEqual(1.4 * (bank.bottom - bank.top));
    expect(topPeaks(img, bank, 2)).toBeGreaterThanOrEqual(3);
    // Its rim: opaque pixels of the bank beside air. None is dark (no outline), and many stick
    // out as teeth touching the rest on one side at most (a checker of dust and air), so the
    // edge is soft; a hard edge steps along with each rim pixel held on two sides or more.
    let rim = 0;
    let dark = 0;
    let checker = 0;
    const sides = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const;
    for (let y = bank.top; y <= bank.bottom; y++)
      for (let x = bank.left; x <= bank.right; x++) {
        if (!bank.has(y * img.width + x)) continue;
        const solid = sides.filter(([dx, dy]) => isOpaque(img, x + dx, y + dy)).length;
        if (solid === 4) continue;
        rim++;
        if (lightness(img, x, y) < 0.6) dark++;
        if (solid <= 1) checker++;
      }
    expect(dark).toBe(0);
    expect(checker).toBeGreaterThanOrEqual(rim * 0.25);
  });

  it("a dust cloud is pale, lit on its crowns and shaded underneath", () => {
    const img = renderPrompt("a dust cloud", "effect");
    const bank = opaquePieces(img)[0]!;
    const ls: number[] = [];
    let upper = 0;
    let lower = 0;
    let nUpper = 0;
    let nLower = 0;
    const mid = (bank.top + bank.bottom) / 2;
    for (let y = bank.top; y <= bank.bottom; y++)
      for (let x = bank.left; x <= bank.right; x++) {
        if (!bank.has(y * img.width + x)) continue;
        const l = lightness(img, x, y);
        ls.push(l);
        if (y < mid) {
          upper += l;
          nUpper++;
        } else {
          lower += l;
          nLower++;
        }
      }
    ls.sort((p, q) => p - q);
    expect(ls[ls.length >> 1]!).toBeGreaterThan(0.75);
    expect(upper / nUpper).toBeGreaterThan(lower / nLower);
  });

  it("bubbles are hollow rings you see through", () => {
    const img = renderPrompt("bubbles", "effect");
    const hollow = enclosedPockets(img).filter((p) => p.length >= 4);
    expect(hollow.length).toBeGreaterThanOrEqual(2);
  });

  it("a water splash throws up a crown of several jets from its pool", () => {
    const img = renderPrompt("a water splash", "effect");
    const body = opaquePieces(img)[0]!;
    expect(topPeaks(img, body, 4)).toBeGreaterThanOrEqual(3);
  });

  it("sleeping zzz are three separate Zs growing in size", () => {
    const img = renderPrompt("sleeping zzz", "effect");
    const zs = opaquePieces(img).filter((p) => p.size >= 12);
    expect(zs.length).toBe(3);
    const heights = zs.map((p) => ({ x: p.left, h: p.bottom - p.top })).sort((a, b) => a.x - b.x);
    expect(heights[0]!.h).toBeLessThan(heights[2]!.h);
  });

  it("a lightning bolt is one solid zigzag, broad at the top, jagged midway, ending in a point", () => {
    const img = renderPrompt("a lightning bolt", "effect");
    const pieces = opaquePieces(img);
    // One bolt: no forks or chunks floating off it.
    expect(pieces.length).toBe(1);
    const bolt = pieces[0]!;
    const span = (y: number) => {
      const runs = rowRuns(img, y);
      return runs.length ? runs[runs.length - 1]![1] - runs[0]![0] + 1 : 0;
    };
    const height = bolt.bottom - bolt.top + 1;
    const at = (t: number) => bolt.top + Math.round(t * (height - 1));
    const top = span(at(0.08));
    const tip = span(at(0.97));
    // Broad at the top, a point at the strike end.
    expect(top).toBeGreaterThanOrEqual(tip * 3);
    // The jag: somewhere in the middle the bolt steps sideways, wider than its top.
    let widest = 0;
    for (let t = 0.3; t <= 0.65; t += 0.02) widest = Math.max(widest, span(at(t)));
    expect(widest).toBeGreaterThan(top * 1.3);
    // It zigs: the strike point is off to the other side from where the top starts.
    const middle = (y: number) => {
      const runs = rowRuns(img, y);
      return (runs[0]![0] + runs[runs.length - 1]![1]) / 2;
    };
    expect(Math.abs(middle(at(0.03)) - middle(at(0.97)))).toBeGreaterThan(img.width * 0.15);
    // A white-hot core inside, not only a rim.
    let hottest = 0;
    for (let y = bolt.top; y <= bolt.bottom; y++)
      for (let x = bolt.left; x <= bolt.right; x++)
        if (isOpaque(img, x, y)) hottest = Math.max(hottest, lightness(img, x, y));
    expect(hottest).toBeGreaterThan(0.9);
    expect(bolt.top).toBeGreaterThan(0);
    expect(bolt.bottom).toBeLessThan(img.height - 1);
  });

  it("an ice shard is a stubby faceted crystal, not a long blade", () => {
    const img = renderPrompt("an ice shard", "effect");
    const shard = opaquePieces(img)[0]!;
    // Long and short axes of the biggest piece from its second moments.
    let n = 0;
    let sx = 0;
    let sy = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if (shard.has(y * img.width + x)) {
          n++;
          sx += x;
          sy += y;
        }
    const mx = sx / n;
    const my = sy / n;
    let xx = 0;
    let yy = 0;
    let xy = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if (shard.has(y * img.width + x)) {
          xx += (x - mx) ** 2;
          yy += (y - my) ** 2;
          xy += (x - mx) * (y - my);
        }
    const mean = (xx + yy) / 2;
    const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy ** 2);
    const ratio = Math.sqrt((mean + spread) / (mean - spread));
    expect(ratio).toBeLessThan(3);
    // Facets: at least three distinct tones of ice inside the crystal.
    const tones = new Set<number>();
    for (let i = 0; i < img.width * img.height; i++)
      if (shard.has(i))
        tones.add(Math.round(lightness(img, i % img.width, (i / img.width) | 0) * 20));
    expect(tones.size).toBeGreaterThanOrEqual(4);
  });

  it("an ice shard comes to a sharp point at its head", () => {
    for (const seed of [7, 2]) {
      const img = renderPrompt("an ice shard", "effect", 64, seed);
      const shard = opaquePieces(img)[0]!;
      const px: [number, number][] = [];
      for (let y = shard.top; y <= shard.bottom; y++)
        for (let x = shard.left; x <= shard.right; x++)
          if (shard.has(y * img.width + x)) px.push([x, y]);
      // Its head: the pixel farthest up and right along the diagonal it lies on.
      const head = px.reduce((a, b) => (b[0] - b[1] > a[0] - a[1] ? b : a));
      // Within four pixels of a point there is only a sliver; a blunt end holds half a disc.
      const near = ([x, y]: [number, number]) =>
        px.filter(([u, v]) => Math.hypot(u - x, v - y) <= 4).length;
      const halfDisc = (Math.PI * 16) / 2;
      expect(near(head), `seed ${seed}`).toBeLessThanOrEqual(halfDisc * 0.6);
    }
  });

  it("a laser beam is an even straight beam with a glow, not an arrow", () => {
    const img = renderPrompt("a laser beam", "effect");
    const beam = opaquePieces(img)[0]!;
    const heights: number[] = [];
    for (let x = beam.left; x <= beam.right; x++) heights.push(columnHeight(img, beam, x));
    expect(beam.right - beam.left).toBeGreaterThanOrEqual(img.width * 0.7);
    const sorted = [...heights].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1]!;
    expect(Math.max(...heights)).toBeLessThanOrEqual(median * 1.34);
    // Across its middle: a bright core inside a coloured band inside a glow.
    const mid = (beam.left + beam.right) >> 1;
    const tones = new Set<number>();
    for (let y = 0; y < img.height; y++)
      if (isOpaque(img, mid, y)) tones.add(Math.round(lightness(img, mid, y) * 20));
    expect(tones.size).toBeGreaterThanOrEqual(3);
  });

  it("a laser beam's light falls off from its core outward, and its head tapers", () => {
    const img = renderPrompt("a laser beam", "effect");
    const beam = opaquePieces(img)[0]!;
    const mid = (beam.left + beam.right) >> 1;
    let top = 0;
    while (!beam.has(top * img.width + mid)) top++;
    let bottom = img.height - 1;
    while (!beam.has(bottom * img.width + mid)) bottom--;
    // The lightest pixel of the column is in its middle third, and the light never rises
    // again going out from there to either edge.
    const col = Array.from({ length: bottom - top + 1 }, (_, k) => lightness(img, mid, top + k));
    const peak = col.indexOf(Math.max(...col));
    expect(Math.abs(peak - (col.length - 1) / 2)).toBeLessThanOrEqual(col.length / 6);
    for (let k = peak; k + 1 < col.length; k++) expect(col[k + 1]!).toBeLessThanOrEqual(col[k]!);
    for (let k = peak; k > 0; k--) expect(col[k - 1]!).toBeLessThanOrEqual(col[k]!);
    // The head: two pixels in from the front tip, at most half the middle's thickness.
    const middle = columnHeight(img, beam, mid);
    expect(columnHeight(img, beam, beam.right - 2)).toBeLessThanOrEqual(middle / 2);
  });

  it("a fireball is a round head trailing flickering tongues, hottest in front", () => {
    const img = renderPrompt("a fireball", "effect");
    const ball = opaquePieces(img)[0]!;
    // The brightest pixels (within a step of the lightest) lie in the front (east) half.
    let max = 0;
    for (let y = ball.top; y <= ball.bottom; y++)
      for (let x = ball.left; x <= ball.right; x++)
        if (ball.has(y * img.width + x)) max = Math.max(max, lightness(img, x, y));
    const front = (ball.left + ball.right) / 2;
    let hot = 0;
    let hotInFront = 0;
    for (let y = ball.top; y <= ball.bottom; y++)
      for (let x = ball.left; x <= ball.right; x++)
        if (ball.has(y * img.width + x) && lightness(img, x, y) >= max - 0.05) {
          hot++;
          if (x > front) hotInFront++;
        }
    expect(hotInFront).toBeGreaterThanOrEqual(hot * 0.9);
    // The head is a round ball nearly as tall as the whole flame: its widest column is at
    // least 0.7 of the flame's height.
    let head = 0;
    for (let x = Math.ceil(front); x <= ball.right; x++)
      head = Math.max(head, columnHeight(img, ball, x));
    expect(head).toBeGreaterThanOrEqual(0.7 * (ball.bottom - ball.top + 1));
    // The tail is tongues of flame, not one cone: some column behind the head crosses the
    // flames at least three times.
    let tongues = 0;
    for (let x = ball.left; x < front; x++) tongues = Math.max(tongues, columnRuns(img, ball, x));
    expect(tongues).toBeGreaterThanOrEqual(3);
  });
});

/** How many of a piece's pixels are in column x. */
function columnHeight(img: RgbaImage, piece: Piece, x: number): number {
  let h = 0;
  for (let y = 0; y < img.height; y++) if (piece.has(y * img.width + x)) h++;
  return h;
}

/** How many separate runs of a piece's pixels column x crosses. */
function columnRuns(img: RgbaImage, piece: Piece, x: number): number {
  let runs = 0;
  let inside = false;
  for (let y = 0; y < img.height; y++) {
    const on = piece.has(y * img.width + x);
    if (on && !inside) runs++;
    inside = on;
  }
  return runs;
}
