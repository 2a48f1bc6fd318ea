/**
 * Scenes that are mostly sky: a sunset (a big low sun sinking into the sea, its glow laid on
 * the water below it) and a sky with clouds (clouds at several heights and sizes over the whole
 * frame, with no land to make it a field). Each is drawn over the banded sky the background
 * drawer has already laid, and returns where props stand.
 */
import type { Oklch } from "../color";
import { inkOf, newPart, put } from "./canvas";
import { cloud, disc, ditheredBands, rolling, silhouette } from "./background-layers";
import type { Mount } from "./background-props";
import type { DrawContext } from "./context";
import type { Mat } from "./pen";

/** Sky colours' land counterpart: the sea at sunset and the far shore's silhouette. */
export interface SkyLand {
  readonly far: Oklch;
  readonly mid: Oklch;
  readonly near: Oklch;
}

/** The sunset's sun: a warm pale disc far brighter than the sky around it. */
const SUNSET_SUN: Oklch = { L: 0.93, C: 0.13, h: 85 };

export function drawSunset(
  ctx: DrawContext,
  land: SkyLand,
  mat: (c: Oklch) => Mat,
  horizon: number,
  dither: number,
): Mount {
  const { canvas, random, width: w, height: h } = ctx;
  // The sun sits on the horizon, big and low, half sunk: what makes a picture a sunset.
  const sunR = Math.max(4, Math.round(Math.min(w, h) * 0.17));
  const sunX = w * (0.4 + random() * 0.2);
  disc(canvas, mat(SUNSET_SUN), sunX, horizon - sunR * 0.35, sunR, false);
  // A far headland on one side, dark against the glow.
  const side = sunX < w / 2 ? 1 : 0;
  const shore = rolling(random, w, horizon - h * 0.04, h * 0.03, 1);
  const part = newPart(canvas, { innerLine: false });
  const far = mat(land.far);
  for (let x = 0; x < w; x++) {
    const t = side ? x / w : 1 - x / w;
    if (t < 0.72) continue;
    const top = Math.round(shore(x) - (t - 0.72) * h * 0.3);
    for (let y = Math.max(0, top); y < horizon; y++) put(canvas, x, y, inkOf(far.ramp, 1), part);
  }
  // The sea: darker bands down to the shore, and the sun's path of glints under it.
  const sea = mat(land.mid);
  ditheredBands(
    canvas,
    [inkOf(sea.ramp, 3), inkOf(sea.ramp, 2), inkOf(sea.ramp, 1)],
    horizon,
    h,
    dither,
  );
  const glint = newPart(canvas, { innerLine: false });
  const sun = mat(SUNSET_SUN);
  const rows = Math.max(3, Math.round((h - horizon) / 3));
  for (let i = 0; i < rows; i++) {
    const y = horizon + 1 + Math.round(((h - horizon - 2) * i) / rows);
    const half = sunR * (1 - i / (rows + 1)) * (0.5 + random() * 0.5);
    const x0 = Math.round(sunX - half + (random() - 0.5) * 2);
    for (let x = x0; x < sunX + half; x++) put(canvas, x, y, inkOf(sun.ramp, i < 2 ? 4 : 3), glint);
  }
  silhouette(canvas, mat(land.near), rolling(random, w, h * 0.95, h * 0.02, 1), h, 1);
  return { kind: "ground", groundAt: () => h * 0.95 };
}

export function drawSkyScene(ctx: DrawContext, mat: (c: Oklch) => Mat): Mount {
  const { canvas, random, width: w, height: h } = ctx;
  const white = mat({ L: 0.95, C: 0.015, h: 250 });
  // Clouds at three depths: big and low, middling, small and high, staggered across.
  const rows = [
    { y: 0.78, size: 0.5, count: 2 },
    { y: 0.52, size: 0.36, count: 2 },
    { y: 0.3, size: 0.24, count: 2 },
  ];
  for (const [k, row] of rows.entries()) {
    for (let i = 0; i < row.count; i++) {
      const x = w * ((i + 0.25 + (k % 2) * 0.4 + random() * 0.2) / row.count);
      cloud(canvas, white, x % w, h * (row.y + (random() - 0.5) * 0.06), Math.max(8, w * row.size));
    }
  }
  return { kind: "ground", groundAt: () => h * 0.95 };
}
