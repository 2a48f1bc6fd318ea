/**
 * A jungle: far hills and a tree line in the haze, a mid layer of undergrowth made of broad
 * pointed leaves, a canopy of layered leaves across the top of the frame with vines hanging
 * from it, and broad leaves framing the near corners. Vines from open sky and round blobs for
 * foliage read as a park, not a jungle.
 */
import type { Oklch } from "../color";
import { newPart } from "./canvas";
import { rolling, silhouette, treeLine } from "./background-layers";
import type { Mount } from "./background-props";
import type { DrawContext } from "./context";
import type { Mat } from "./pen";
import { fillEllipse, fillPolygon, fillRect, type Pen } from "./shapes";

/** The jungle's colours, far to near (the hills, the undergrowth, the canopy, the floor). */
export interface JungleLand {
  readonly far: Oklch;
  readonly mid: Oklch;
  readonly near: Oklch;
  readonly ground: Oklch;
}

const level = (mat: Mat, at: number, part: number): Pen => ({
  ramp: mat.ramp,
  shader: () => at,
  part,
});

/**
 * A broad leaf from its stalk at (x, y), `length` long along `angle` (radians, 0 = right, y
 * down) and `width` across: pointed at the tip, the upper half lit and the lower half in
 * shade, so the midrib shows as the line between them.
 */
function broadLeaf(
  ctx: DrawContext,
  mat: Mat,
  part: number,
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  lit = 3,
): void {
  const ax = Math.cos(angle);
  const ay = Math.sin(angle);
  const at = (along: number, across: number) => ({
    x: x + ax * along - ay * across,
    y: y + ay * along + ax * across,
  });
  const half = width / 2;
  const tip = at(length, 0);
  const base = at(0, 0);
  fillPolygon(ctx.canvas, level(mat, lit, part), [
    base,
    at(length * 0.3, -half),
    at(length * 0.65, -half * 0.8),
    tip,
  ]);
  fillPolygon(ctx.canvas, level(mat, lit - 1, part), [
    base,
    tip,
    at(length * 0.65, half * 0.8),
    at(length * 0.3, half),
  ]);
}

export function drawJungle(
  ctx: DrawContext,
  land: JungleLand,
  mat: (c: Oklch) => Mat,
  horizon: number,
  hills: (x: number) => number,
): Mount {
  const { canvas, random, width: w, height: h } = ctx;
  silhouette(canvas, mat(land.far), hills, h);
  treeLine(canvas, random, mat(land.far), hills, h * 0.3, Math.max(3, w / 14), h);
  const mid = rolling(random, w, horizon + h * 0.16, h * 0.04, 1);
  const midMat = mat(land.mid);
  silhouette(canvas, midMat, mid, h);
  // The undergrowth: fans of broad leaves rising from the mid layer's edge.
  const undergrowth = newPart(canvas, { innerLine: false });
  const fans = Math.max(3, Math.round(w / 12));
  for (let i = 0; i < fans; i++) {
    const x = w * ((i + 0.2 + random() * 0.6) / fans);
    const y = mid(Math.round(x)) + h * 0.03;
    for (let k = 0; k < 4; k++) {
      const angle = -Math.PI / 2 + (k - 1.5) * 0.7 + (random() - 0.5) * 0.2;
      broadLeaf(ctx, midMat, undergrowth, x, y, h * (0.1 + random() * 0.04), w * 0.08, angle, 4);
    }
  }
  const ground = rolling(random, w, h * 0.9, h * 0.03, 1);
  silhouette(canvas, mat(land.ground), ground, h);

  // The canopy overhead: a dark mass of leaves along the top, its lower edge scalloped, with
  // layers of lit leaves hanging over it; vines drop from its underside.
  const near = mat(land.near);
  // Sunlit leaves: a lighter, yellower green than the shade under the canopy.
  const sunlit = mat({ L: land.near.L + 0.16, C: land.near.C + 0.02, h: land.near.h - 15 });
  const canopy = newPart(canvas, { innerLine: false });
  const underside = rolling(random, w, h * 0.17, h * 0.05, 2);
  for (let x = 0; x < w; x++) fillRect(canvas, level(near, 1, canopy), x, 0, 1, underside(x));
  const clumps = Math.max(4, Math.round(w / 8));
  for (let i = 0; i <= clumps; i++) {
    const x = (w * (i + random() * 0.5)) / clumps;
    fillEllipse(
      canvas,
      level(near, 2, canopy),
      x,
      underside(Math.round(x)) - h * 0.02,
      w * 0.09,
      h * 0.05,
      "flat",
    );
  }
  for (let i = 0; i < clumps * 2; i++) {
    const x = random() * w;
    const y = underside(Math.round(Math.min(w - 1, x))) * (0.3 + random() * 0.7);
    const angle = Math.PI / 2 + (random() - 0.5) * 1.6;
    const leaf = random() < 0.5 ? sunlit : near;
    broadLeaf(ctx, leaf, canopy, x, y, h * (0.12 + random() * 0.05), w * 0.09, angle, 4);
  }

  // Vines from the canopy's underside, small leaves along them.
  const vines = newPart(canvas, { innerLine: false });
  const count = Math.max(3, Math.round(w / 12));
  for (let i = 0; i < count; i++) {
    const x = w * ((i + random()) / count);
    const top = underside(Math.round(Math.min(w - 1, x))) - 1;
    const len = h * (0.15 + random() * 0.3);
    fillRect(canvas, level(near, 2, vines), x, top, Math.max(1, w / 96), len);
    for (let y = top + h * 0.05; y < top + len; y += h * 0.08) {
      fillEllipse(
        canvas,
        level(near, 3, vines),
        x + (Math.round(y) % 2 ? 1.5 : -1.5),
        y,
        Math.max(1, w / 64),
        Math.max(1, h / 96),
        "flat",
      );
    }
  }
  // Broad leaves in the near corners, fanned out from just below the frame.
  for (const cx of [0, w]) {
    for (let k = 0; k < 3; k++) {
      const angle = (cx === 0 ? -0.5 : Math.PI + 0.5) + (k - 1) * (cx === 0 ? 0.45 : -0.45);
      broadLeaf(ctx, k % 2 ? near : sunlit, vines, cx, h * 1.02, h * 0.26, w * 0.1, angle, 3);
    }
  }
  return { kind: "ground", groundAt: ground };
}
