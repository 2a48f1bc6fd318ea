/**
 * The layers a background is stacked from: a banded sky with 50% checker dithering between
 * bands (the pixel artist's gradient: no stray pixels, no anti-aliasing), sun or moon, clouds,
 * stars, and silhouette layers (mountains, hills, dunes, tree lines, skylines) whose top edge
 * is a height profile.
 */
import type { Random } from "../random";
import { type InkCanvas, inkOf, newPart, put } from "./canvas";
import { flatPen, type Mat, pen } from "./pen";
import { fillEllipse, fillPolygon, fillRect, type Vec } from "./shapes";

/**
 * Fills rows [top, bottom) with `inks` as horizontal bands, top to bottom, and a checkerboard
 * of the two neighbouring inks over `dither` rows at each boundary.
 */
export function ditheredBands(
  canvas: InkCanvas,
  inks: readonly number[],
  top: number,
  bottom: number,
  dither: number,
): void {
  const part = newPart(canvas, { innerLine: false });
  const span = bottom - top;
  const n = inks.length;
  for (let y = Math.max(0, top); y < Math.min(canvas.height, bottom); y++) {
    const t = ((y - top + 0.5) / span) * n;
    const band = Math.min(n - 1, Math.floor(t));
    const next = Math.min(n - 1, band + 1);
    const edge = (band + 1) * (span / n) + top;
    const inTransition = next !== band && y >= edge - dither && y < edge;
    for (let x = 0; x < canvas.width; x++) {
      const ink = inTransition && (x + y) % 2 === 0 ? inks[next]! : inks[band]!;
      put(canvas, x, y, ink, part);
    }
  }
}

/** Where a star is, and whether it is a big one (a small cross) or a single bright pixel. */
export interface StarSpot {
  readonly x: number;
  readonly y: number;
  readonly big: boolean;
}

/**
 * Where the stars of a night sky go, above `bottom`: picked before the moon is placed, so the
 * moon's place can clear the stars near it without changing where the rest fall.
 */
export function starSpots(
  random: Random,
  width: number,
  bottom: number,
  density: number,
): StarSpot[] {
  const count = Math.round((width * bottom * density) / 100);
  return Array.from({ length: count }, () => {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * Math.max(1, bottom - 2));
    return { x, y, big: random() < 0.2 && width >= 48 };
  });
}

/**
 * Paints the stars: a big one a small cross kept whole inside the frame, the rest single
 * bright pixels. A star where `clear` says no is left out: a cross touching the moon read as
 * the moon on a string, a balloon.
 */
export function paintStars(
  canvas: InkCanvas,
  mat: Mat,
  spots: readonly StarSpot[],
  clear: (x: number, y: number) => boolean = () => true,
): void {
  const part = newPart(canvas, { innerLine: false });
  const placed: StarSpot[] = [];
  for (const spot of spots) {
    const { x, y, big } = spot;
    // Two stars a pixel or two apart read as a broken fragment, not as two stars.
    if (!clear(x, y) || placed.some((p) => Math.abs(p.x - x) <= 2 && Math.abs(p.y - y) <= 2))
      continue;
    placed.push(spot);
    put(canvas, x, y, inkOf(mat.ramp, 4), part);
    if (!big || x < 1 || y < 1 || x >= canvas.width - 1) continue;
    for (const [dx, dy] of [
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ] as const)
      put(canvas, x + dx, y + dy, inkOf(mat.ramp, 3), part);
  }
}

export function disc(
  canvas: InkCanvas,
  mat: Mat,
  cx: number,
  cy: number,
  r: number,
  moon: boolean,
): void {
  const p = pen(canvas, mat, {
    innerLine: false,
    shader: (nx, ny) => (moon ? (nx + ny > 0.6 ? 3 : 4) : nx * nx + ny * ny < 0.35 ? 4 : 3),
  });
  fillEllipse(canvas, p, cx, cy, r, r, "dome");
  if (moon && r >= 8) {
    const crater = flatPen(canvas, mat, 2, { innerLine: false });
    fillEllipse(canvas, crater, cx - r * 0.3, cy + r * 0.1, r * 0.22, r * 0.2, "flat");
    fillEllipse(canvas, crater, cx + r * 0.25, cy - r * 0.35, r * 0.15, r * 0.14, "flat");
  } else if (moon && r >= 4) {
    // A crater a pixel or two across fills as a plus, which reads as a star on the moon's face:
    // a small moon's craters are single darker pixels.
    const part = newPart(canvas, { innerLine: false });
    put(canvas, Math.round(cx - r * 0.3), Math.round(cy + r * 0.1), inkOf(mat.ramp, 2), part);
    put(canvas, Math.round(cx + r * 0.25), Math.round(cy - r * 0.35), inkOf(mat.ramp, 2), part);
  }
}

export function cloud(canvas: InkCanvas, mat: Mat, cx: number, cy: number, w: number): void {
  const p = pen(canvas, mat, {
    innerLine: false,
    shader: (_nx, ny) => (ny > 0.45 ? 2 : ny < -0.3 ? 4 : 3),
  });
  const h = w * 0.28;
  fillEllipse(canvas, p, cx, cy, w * 0.5, h * 0.5, "dome");
  fillEllipse(canvas, p, cx - w * 0.18, cy - h * 0.35, w * 0.22, h * 0.55, "dome");
  fillEllipse(canvas, p, cx + w * 0.12, cy - h * 0.45, w * 0.26, h * 0.7, "dome");
  fillRect(
    canvas,
    { ...p, shader: () => 2 },
    cx - w * 0.45,
    cy + h * 0.15,
    w * 0.9,
    Math.max(1, h * 0.25),
  );
}

/**
 * A silhouette from a height profile: everything below `profile(x)` down to `bottom`, flat at
 * `level`, with a one-pixel lit rim along the top edge.
 */
export function silhouette(
  canvas: InkCanvas,
  mat: Mat,
  profile: (x: number) => number,
  bottom: number,
  level = 2,
  rim = true,
): void {
  const part = newPart(canvas, { innerLine: false });
  for (let x = 0; x < canvas.width; x++) {
    const top = Math.round(profile(x));
    for (let y = Math.max(0, top); y < Math.min(canvas.height, bottom); y++) {
      put(canvas, x, y, inkOf(mat.ramp, rim && y === top ? Math.min(4, level + 1) : level), part);
    }
  }
}

/** A smooth rolling profile: a few sines with seeded phases. */
export function rolling(
  random: Random,
  width: number,
  base: number,
  amplitude: number,
  waves = 2,
): (x: number) => number {
  const parts = Array.from({ length: 3 }, (_, k) => ({
    f: (waves * (k + 1) * Math.PI * 2) / width / (1 + random()),
    p: random() * Math.PI * 2,
    a: amplitude / (k + 1),
  }));
  return (x) => base - parts.reduce((sum, q) => sum + Math.sin(x * q.f + q.p) * q.a, 0);
}

/**
 * A mountain range: peaks as triangles, the left flank lit and the right in shade, with snow
 * caps on the tallest. `peaks` are [x, height above base] pairs.
 */
export function mountains(
  canvas: InkCanvas,
  mat: Mat,
  snow: Mat | null,
  base: number,
  bottom: number,
  peaks: readonly [number, number][],
  spread: number,
): void {
  const part = newPart(canvas, { innerLine: false });
  for (const [px, ph] of peaks) {
    const top = base - ph;
    const half = spread * (0.8 + ph / (spread * 3));
    const left: Vec[] = [
      { x: px - half, y: bottom },
      { x: px, y: top },
      { x: px, y: bottom },
    ];
    const right: Vec[] = [
      { x: px, y: top },
      { x: px + half, y: bottom },
      { x: px, y: bottom },
    ];
    fillPolygon(canvas, { ramp: mat.ramp, shader: () => 2, part }, right);
    fillPolygon(canvas, { ramp: mat.ramp, shader: () => 3, part }, left);
    if (snow && ph > (bottom - base) * 0.1 + spread * 0.5) {
      const capH = ph * 0.28;
      const k = half / (bottom - top);
      const jag = Math.max(1, capH * 0.25);
      fillPolygon(canvas, { ramp: snow.ramp, shader: () => 4, part }, [
        { x: px, y: top },
        { x: px, y: top + capH + jag },
        { x: px - capH * k * 0.5, y: top + capH - jag },
        { x: px - capH * k, y: top + capH },
      ]);
      fillPolygon(canvas, { ramp: snow.ramp, shader: () => 3, part }, [
        { x: px, y: top },
        { x: px + capH * k, y: top + capH },
        { x: px + capH * k * 0.5, y: top + capH + jag },
        { x: px, y: top + capH + jag },
      ]);
    }
  }
}

/** A row of conifer silhouettes standing on `ground(x)`. */
export function treeLine(
  canvas: InkCanvas,
  random: Random,
  mat: Mat,
  ground: (x: number) => number,
  height: number,
  spacing: number,
  bottom: number,
): void {
  const part = newPart(canvas, { innerLine: false });
  const count = Math.ceil(canvas.width / spacing) + 2;
  for (let i = -1; i < count; i++) {
    const x = i * spacing + random() * spacing * 0.6;
    const h = height * (0.7 + random() * 0.45);
    const g = ground(Math.max(0, Math.min(canvas.width - 1, Math.round(x))));
    const w = h * 0.42;
    const tiers = 3;
    for (let k = 0; k < tiers; k++) {
      const tTop = g - h + (h * k) / (tiers + 0.5);
      const tBottom = g - h + (h * (k + 1.6)) / (tiers + 0.5);
      const hw = (w / 2) * ((k + 1) / tiers);
      fillPolygon(canvas, { ramp: mat.ramp, shader: () => 2, part }, [
        { x, y: tTop },
        { x: x + hw, y: tBottom },
        { x: x - hw, y: tBottom },
      ]);
      fillPolygon(canvas, { ramp: mat.ramp, shader: () => 3, part }, [
        { x, y: tTop },
        { x: x - hw * 0.35, y: tBottom - (tBottom - tTop) * 0.3 },
        { x: x - hw, y: tBottom },
      ]);
    }
    fillRect(
      canvas,
      { ramp: mat.ramp, shader: () => 1, part },
      x - Math.max(0.5, w * 0.06),
      g - h * 0.14,
      Math.max(1, w * 0.12),
      Math.min(h * 0.14 + 1, bottom - g + h * 0.14),
    );
  }
}
