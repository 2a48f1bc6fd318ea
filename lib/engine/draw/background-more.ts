/**
 * More scenes for backgrounds and the things that make each read as itself: an underwater scene
 * (water lit from above, a sandy floor, kelp and bubbles), a swamp (murky water, dead trees,
 * reeds), a jungle (dense canopy, hanging vines, broad leaves), a beach (sea, sand, palm trees),
 * a volcano (a smoking cone with lava running down it), a graveyard (tombstones, crosses, an
 * iron fence, a bare tree), a village (cottages with roofs, doors and windows), ruins (broken
 * columns and an arch), and the desert's cacti. Everything is flat-lit silhouettes, like the
 * scenes they join, so depth reads without outlines.
 */
import type { Oklch } from "../color";
import type { Random } from "../random";
import { newPart } from "./canvas";
import { ditheredBands, rolling, silhouette, treeLine } from "./background-layers";
import { drawJungle } from "./background-jungle";
import type { Mount } from "./background-props";
import type { DrawContext } from "./context";
import type { Mat } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, fillRect, type Pen } from "./shapes";
import { inkOf } from "./canvas";

export const MORE_SCENES = [
  "underwater",
  "swamp",
  "jungle",
  "beach",
  "volcano",
  "graveyard",
  "village",
  "ruins",
] as const;
export type MoreScene = (typeof MORE_SCENES)[number];

interface Land {
  readonly far: Oklch;
  readonly mid: Oklch;
  readonly near: Oklch;
  readonly ground: Oklch;
}

export const MORE_LANDS: Readonly<Record<MoreScene, Land>> = {
  underwater: {
    far: { L: 0.6, C: 0.1, h: 220 },
    mid: { L: 0.48, C: 0.11, h: 235 },
    near: { L: 0.52, C: 0.13, h: 150 },
    ground: { L: 0.74, C: 0.07, h: 85 },
  },
  swamp: {
    far: { L: 0.6, C: 0.04, h: 150 },
    mid: { L: 0.45, C: 0.06, h: 130 },
    near: { L: 0.38, C: 0.06, h: 120 },
    ground: { L: 0.42, C: 0.07, h: 110 },
  },
  jungle: {
    far: { L: 0.6, C: 0.08, h: 170 },
    mid: { L: 0.46, C: 0.13, h: 150 },
    near: { L: 0.36, C: 0.12, h: 148 },
    ground: { L: 0.42, C: 0.12, h: 140 },
  },
  beach: {
    far: { L: 0.62, C: 0.09, h: 215 },
    mid: { L: 0.56, C: 0.12, h: 225 },
    near: { L: 0.48, C: 0.13, h: 150 },
    ground: { L: 0.84, C: 0.08, h: 85 },
  },
  volcano: {
    far: { L: 0.45, C: 0.03, h: 30 },
    mid: { L: 0.32, C: 0.03, h: 30 },
    near: { L: 0.26, C: 0.02, h: 30 },
    ground: { L: 0.3, C: 0.03, h: 40 },
  },
  graveyard: {
    far: { L: 0.52, C: 0.04, h: 250 },
    mid: { L: 0.45, C: 0.06, h: 160 },
    near: { L: 0.4, C: 0.06, h: 150 },
    ground: { L: 0.42, C: 0.08, h: 145 },
  },
  village: {
    far: { L: 0.68, C: 0.05, h: 220 },
    mid: { L: 0.58, C: 0.12, h: 138 },
    near: { L: 0.5, C: 0.12, h: 140 },
    ground: { L: 0.56, C: 0.12, h: 135 },
  },
  ruins: {
    far: { L: 0.68, C: 0.05, h: 230 },
    mid: { L: 0.58, C: 0.1, h: 130 },
    near: { L: 0.5, C: 0.1, h: 135 },
    ground: { L: 0.55, C: 0.11, h: 130 },
  },
};

type MatOf = (c: Oklch) => Mat;

const flat = (mat: Mat, level: number, part: number): Pen => ({
  ramp: mat.ramp,
  shader: () => level,
  part,
});

/** Wavy strokes of kelp rising from `ground`, leaves along them. */
function kelp(ctx: DrawContext, mat: Mat, x: number, ground: number, height: number) {
  const { canvas, random } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const r = Math.max(0.6, canvas.width / 110);
  const steps = Math.max(4, Math.round(height / 3));
  const phase = random() * Math.PI * 2;
  let px = x;
  let py = ground;
  for (let i = 1; i <= steps; i++) {
    const y = ground - (height * i) / steps;
    const nx = x + Math.sin(phase + i * 0.7) * height * 0.08;
    fillCapsule(canvas, flat(mat, i % 3 === 0 ? 3 : 2, part), px, py, nx, y, r, r);
    if (i % 2 === 0 && i < steps) {
      const side = i % 4 === 0 ? 1 : -1;
      fillEllipse(canvas, flat(mat, 3, part), nx + side * r * 2.4, y, r * 2.4, r * 1.1, "flat");
    }
    px = nx;
    py = y;
  }
}

function bubbles(ctx: DrawContext, mat: Mat, count: number, top: number, bottom: number) {
  const { canvas, random, width: w } = ctx;
  const part = newPart(canvas, { innerLine: false });
  for (let i = 0; i < count; i++) {
    const x = w * (0.1 + random() * 0.8);
    const y = top + random() * (bottom - top);
    const r = Math.max(1, Math.round(w / 64 + random() * (w / 64)));
    fillEllipse(canvas, flat(mat, 4, part), x, y, r, r, "flat");
    if (r >= 2) fillEllipse(canvas, flat(mat, 2, part), x + 0.4, y + 0.4, r - 1, r - 1, "flat");
  }
}

/** The whole underwater frame: no sky, water darkening with depth, rays, floor, kelp. */
export function drawUnderwater(ctx: DrawContext, land: Land, mat: MatOf, dither: number): Mount {
  const { canvas, random, width: w, height: h, scheme } = ctx;
  const water = [
    { L: 0.72, C: 0.09, h: 205 },
    { L: 0.62, C: 0.11, h: 215 },
    { L: 0.52, C: 0.12, h: 228 },
    { L: 0.42, C: 0.12, h: 240 },
  ].map((c) => inkOf(scheme.ramp(c, { contrast: 0.6 }), 2));
  ditheredBands(canvas, water, 0, h, dither);
  // Shafts of light slanting down from the surface.
  const rays = newPart(canvas, { innerLine: false });
  const light = mat({ L: 0.8, C: 0.07, h: 200 });
  for (let i = 0; i < 3; i++) {
    const x0 = w * (0.15 + i * 0.3 + random() * 0.1);
    const rw = Math.max(2, w * 0.05);
    fillPolygon(canvas, flat(light, 2, rays), [
      { x: x0, y: 0 },
      { x: x0 + rw, y: 0 },
      { x: x0 + rw + h * 0.25, y: h * 0.6 },
      { x: x0 + h * 0.25, y: h * 0.6 },
    ]);
  }
  const floor = rolling(random, w, h * 0.86, h * 0.03, 1);
  silhouette(canvas, mat(land.ground), floor, h);
  // Rocks on the floor.
  const rocks = newPart(canvas, { innerLine: false });
  const rock = mat({ L: 0.45, C: 0.03, h: 250 });
  for (let i = 0; i < 2; i++) {
    const x = w * (0.2 + i * 0.55 + random() * 0.1);
    fillEllipse(canvas, flat(rock, 2, rocks), x, floor(Math.round(x)), w * 0.08, h * 0.05, "flat");
  }
  const weed = mat(land.near);
  const stalks = Math.max(3, Math.round(w / 14));
  for (let i = 0; i < stalks; i++) {
    const x = w * ((i + 0.3 + random() * 0.4) / stalks);
    kelp(ctx, weed, x, floor(Math.round(x)) + 1, h * (0.35 + random() * 0.3));
  }
  bubbles(
    ctx,
    mat({ L: 0.92, C: 0.04, h: 200 }),
    Math.max(4, Math.round(w / 10)),
    h * 0.1,
    h * 0.7,
  );
  return { kind: "ground", groundAt: floor };
}

/** A palm tree: a leaning, ringed trunk and fronds drooping from its crown. */
function palm(ctx: DrawContext, trunk: Mat, leaf: Mat, x: number, ground: number, height: number) {
  const { canvas } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const lean = height * 0.25 * (x < ctx.width / 2 ? 1 : -1);
  const r = Math.max(1, height * 0.045);
  const steps = 6;
  let px = x;
  let py = ground;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const nx = x + lean * t * t;
    const ny = ground - height * t;
    fillCapsule(canvas, flat(trunk, i % 2 ? 2 : 3, part), px, py, nx, ny, r * (1.2 - t * 0.4), r);
    px = nx;
    py = ny;
  }
  const fronds = newPart(canvas, { innerLine: false });
  for (let k = 0; k < 6; k++) {
    const a = Math.PI * (1.05 + (k / 5) * 0.9);
    const len = height * 0.42;
    const mx = px + Math.cos(a) * len * 0.55;
    const my = py + Math.sin(a) * len * 0.45;
    const ex = px + Math.cos(a) * len;
    const ey = py + Math.sin(a) * len * 0.35 + len * 0.35;
    fillCapsule(canvas, flat(leaf, 3, fronds), px, py, mx, my, r * 1.3, r * 1.1);
    fillCapsule(canvas, flat(leaf, 2, fronds), mx, my, ex, ey, r * 1.1, r * 0.4);
  }
  fillEllipse(canvas, flat(trunk, 1, fronds), px, py + r, r * 1.2, r, "flat");
}

/** A saguaro: a ribbed green column with one or two arms bent upward. */
export function cactus(ctx: DrawContext, mat: Mat, x: number, ground: number, height: number) {
  const { canvas, random } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const r = Math.max(1, height * 0.11);
  fillCapsule(canvas, flat(mat, 2, part), x, ground, x, ground - height, r, r);
  fillRect(canvas, flat(mat, 3, part), x - r * 0.5, ground - height, Math.max(1, r * 0.5), height);
  const arms = random() < 0.5 ? [-1, 1] : [random() < 0.5 ? -1 : 1];
  for (const s of arms) {
    const ay = ground - height * (0.4 + random() * 0.2);
    const ax = x + s * r * 2.4;
    const ar = r * 0.75;
    fillCapsule(canvas, flat(mat, 2, part), x, ay, ax, ay, ar, ar);
    fillCapsule(canvas, flat(mat, 2, part), ax, ay, ax, ay - height * 0.3, ar, ar);
  }
}

/** A bare dead tree: a trunk forking into crooked branches. */
function deadTree(
  canvas: DrawContext["canvas"],
  random: Random,
  mat: Mat,
  x: number,
  ground: number,
  height: number,
) {
  const part = newPart(canvas, { innerLine: false });
  const r = Math.max(1, height * 0.05);
  const topX = x + (random() - 0.5) * height * 0.1;
  const topY = ground - height * 0.65;
  fillCapsule(canvas, flat(mat, 1, part), x, ground, topX, topY, r * 1.4, r * 0.8);
  for (const s of [-1, 1, -0.4]) {
    const ex = topX + s * height * 0.28;
    const ey = topY - height * (0.2 + random() * 0.15);
    fillCapsule(canvas, flat(mat, 1, part), topX, topY, ex, ey, r * 0.8, r * 0.35);
    fillCapsule(
      canvas,
      flat(mat, 1, part),
      ex,
      ey,
      ex + s * height * 0.08,
      ey - height * 0.1,
      r * 0.35,
      r * 0.3,
    );
  }
}

function tombstone(
  canvas: DrawContext["canvas"],
  mat: Mat,
  dark: Mat,
  x: number,
  ground: number,
  s: number,
  cross: boolean,
) {
  const part = newPart(canvas, { innerLine: false });
  if (cross) {
    fillRect(canvas, flat(mat, 3, part), x - s * 0.18, ground - s * 1.5, s * 0.36, s * 1.5);
    fillRect(canvas, flat(mat, 3, part), x - s * 0.55, ground - s * 1.15, s * 1.1, s * 0.32);
    return;
  }
  fillRect(canvas, flat(mat, 2, part), x - s * 0.5, ground - s * 0.9, s, s * 0.9);
  fillEllipse(
    canvas,
    flat(mat, 3, part),
    x,
    ground - s * 0.9,
    s * 0.5,
    s * 0.45,
    "flat",
    (_x, y) => y <= ground - s * 0.9,
  );
  fillRect(
    canvas,
    flat(mat, 3, part),
    x - s * 0.5,
    ground - s * 0.9,
    Math.max(1, s * 0.18),
    s * 0.9,
  );
  // An engraved line or two.
  fillRect(
    canvas,
    flat(dark, 1, part),
    x - s * 0.22,
    ground - s * 0.85,
    s * 0.44,
    Math.max(1, s * 0.08),
  );
  fillRect(
    canvas,
    flat(dark, 1, part),
    x - s * 0.22,
    ground - s * 0.6,
    s * 0.44,
    Math.max(1, s * 0.08),
  );
}

function cottage(
  ctx: DrawContext,
  x: number,
  ground: number,
  s: number,
  roof: Mat,
  wall: Mat,
  wood: Mat,
  glass: Mat,
) {
  const { canvas } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const ww = s * 1.4;
  const wh = s * 0.9;
  fillRect(canvas, flat(wall, 3, part), x - ww / 2, ground - wh, ww, wh);
  fillRect(canvas, flat(wall, 2, part), x + ww * 0.25, ground - wh, ww * 0.25, wh);
  fillPolygon(canvas, flat(roof, 2, part), [
    { x: x - ww / 2 - s * 0.15, y: ground - wh },
    { x, y: ground - wh - s * 0.75 },
    { x: x + ww / 2 + s * 0.15, y: ground - wh },
  ]);
  fillPolygon(canvas, flat(roof, 3, part), [
    { x: x - ww / 2 - s * 0.15, y: ground - wh },
    { x, y: ground - wh - s * 0.75 },
    { x, y: ground - wh },
  ]);
  const dw = Math.max(1, s * 0.28);
  fillRect(canvas, flat(wood, 1, part), x - dw / 2, ground - s * 0.5, dw, s * 0.5);
  const win = Math.max(1, s * 0.24);
  fillRect(canvas, flat(glass, 3, part), x - ww * 0.36, ground - wh * 0.72, win, win);
  fillRect(canvas, flat(glass, 3, part), x + ww * 0.36 - win, ground - wh * 0.72, win, win);
}

function column(
  canvas: DrawContext["canvas"],
  mat: Mat,
  x: number,
  ground: number,
  s: number,
  height: number,
  broken: boolean,
) {
  const part = newPart(canvas, { innerLine: false });
  const cw = s * 0.4;
  fillRect(canvas, flat(mat, 2, part), x - cw / 2, ground - height, cw, height);
  fillRect(canvas, flat(mat, 3, part), x - cw / 2, ground - height, Math.max(1, cw * 0.35), height);
  fillRect(canvas, flat(mat, 3, part), x - cw * 0.8, ground - s * 0.15, cw * 1.6, s * 0.15);
  if (broken) {
    fillPolygon(canvas, flat(mat, 2, part), [
      { x: x - cw / 2, y: ground - height },
      { x: x + cw / 2, y: ground - height },
      { x: x + cw / 2, y: ground - height - s * 0.2 },
      { x: x, y: ground - height - s * 0.05 },
    ]);
  } else {
    fillRect(
      canvas,
      flat(mat, 3, part),
      x - cw * 0.8,
      ground - height - s * 0.15,
      cw * 1.6,
      s * 0.15,
    );
  }
}

/**
 * The near layers of a scene drawn over its sky and sun: returns where props stand. `horizon`
 * is the row the land meets the sky.
 */
export function drawMoreScene(
  ctx: DrawContext,
  scene: Exclude<MoreScene, "underwater">,
  land: Land,
  mat: MatOf,
  horizon: number,
  dither: number,
): Mount {
  const { canvas, random, width: w, height: h } = ctx;
  const hills = rolling(random, w, horizon + h * 0.06, h * 0.04, 1.5);
  switch (scene) {
    case "beach": {
      const sea = mat(land.mid);
      ditheredBands(canvas, [inkOf(sea.ramp, 3), inkOf(sea.ramp, 2)], horizon, h, dither);
      const glint = newPart(canvas, { innerLine: false });
      for (let i = 0; i < 4; i++) {
        const y = horizon + 2 + (h * 0.25 * (i + random() * 0.5)) / 4;
        const len = Math.max(2, w * 0.08);
        const x0 = random() * (w - len);
        fillRect(canvas, flat(sea, 4, glint), x0, y, len, 1);
      }
      const sand = rolling(random, w, h * 0.76, h * 0.04, 0.8);
      silhouette(canvas, mat(land.ground), sand, h);
      const trunk = mat({ L: 0.5, C: 0.07, h: 60 });
      const leaf = mat(land.near);
      palm(ctx, trunk, leaf, w * 0.2, Math.round(sand(Math.round(w * 0.2))) + h * 0.08, h * 0.55);
      palm(ctx, trunk, leaf, w * 0.82, Math.round(sand(Math.round(w * 0.82))) + h * 0.1, h * 0.45);
      return { kind: "ground", groundAt: (x) => Math.min(h - 1, sand(x) + 2) };
    }
    case "jungle":
      return drawJungle(ctx, land, mat, horizon, hills);
    case "swamp": {
      silhouette(canvas, mat(land.far), hills, h);
      treeLine(canvas, random, mat(land.far), hills, h * 0.18, Math.max(4, w / 9), h);
      const waterTop = Math.round(horizon + h * 0.14);
      const murk = mat({ L: 0.4, C: 0.06, h: 150 });
      ditheredBands(
        canvas,
        [inkOf(murk.ramp, 3), inkOf(murk.ramp, 2), inkOf(murk.ramp, 1)],
        waterTop,
        h,
        dither,
      );
      const pads = newPart(canvas, { innerLine: false });
      const pad = mat({ L: 0.55, C: 0.13, h: 135 });
      for (let i = 0; i < Math.max(3, Math.round(w / 16)); i++) {
        const x = random() * w;
        const y = waterTop + (h - waterTop) * (0.2 + random() * 0.7);
        fillEllipse(
          canvas,
          flat(pad, 3, pads),
          x,
          y,
          Math.max(1.5, w * 0.035),
          Math.max(1, h * 0.014),
          "flat",
        );
      }
      const bark = mat({ L: 0.3, C: 0.03, h: 60 });
      deadTree(canvas, random, bark, w * 0.22, waterTop + h * 0.06, h * 0.55);
      deadTree(canvas, random, bark, w * 0.78, waterTop + h * 0.04, h * 0.42);
      // Reeds and cattails along the near bank.
      const reeds = newPart(canvas, { innerLine: false });
      const reed = mat({ L: 0.5, C: 0.1, h: 120 });
      const tail = mat({ L: 0.38, C: 0.07, h: 50 });
      for (let i = 0; i < Math.max(6, Math.round(w / 6)); i++) {
        const x = random() * w;
        const top = h * (0.72 + random() * 0.12);
        fillRect(canvas, flat(reed, 2, reeds), x, top, 1, h - top);
        if (random() < 0.5)
          fillRect(
            canvas,
            flat(tail, 2, reeds),
            x - 0.5,
            top - h * 0.02,
            Math.max(1, w / 64),
            h * 0.05,
          );
      }
      return { kind: "ground", groundAt: () => waterTop };
    }
    case "volcano": {
      const base = horizon + h * 0.12;
      const craterY = h * 0.26;
      const rock = mat(land.mid);
      const part = newPart(canvas, { innerLine: false });
      fillPolygon(canvas, flat(rock, 2, part), [
        { x: w * 0.02, y: base },
        { x: w * 0.4, y: craterY },
        { x: w * 0.6, y: craterY },
        { x: w * 0.98, y: base },
      ]);
      fillPolygon(canvas, flat(rock, 3, part), [
        { x: w * 0.02, y: base },
        { x: w * 0.4, y: craterY },
        { x: w * 0.47, y: craterY },
        { x: w * 0.3, y: base },
      ]);
      const lava = mat({ L: 0.68, C: 0.2, h: 45 });
      const glow = mat({ L: 0.85, C: 0.16, h: 85 });
      const flow = newPart(canvas, { innerLine: false });
      fillEllipse(canvas, flat(glow, 4, flow), w * 0.5, craterY, w * 0.1, h * 0.025, "flat");
      for (const dir of [-1, 1]) {
        let px = w * 0.5 + dir * w * 0.04;
        let py = craterY;
        for (let i = 1; i <= 5; i++) {
          const nx = w * 0.5 + dir * w * (0.04 + i * 0.045) + Math.sin(i * 1.7) * w * 0.02;
          const ny = craterY + ((base - craterY) * i) / 5;
          fillCapsule(
            canvas,
            flat(lava, i % 2 ? 3 : 2, flow),
            px,
            py,
            nx,
            ny,
            Math.max(0.8, w * 0.015),
            Math.max(0.8, w * 0.012),
          );
          px = nx;
          py = ny;
        }
      }
      // Smoke rising from the crater.
      const smoke = newPart(canvas, { innerLine: false });
      const ash = mat({ L: 0.55, C: 0.01, h: 30 });
      for (let i = 0; i < 5; i++) {
        const r = w * (0.05 + i * 0.018);
        fillEllipse(
          canvas,
          flat(ash, i % 2 ? 2 : 3, smoke),
          w * (0.5 + i * 0.04),
          craterY - h * 0.04 - i * h * 0.045,
          r,
          r * 0.7,
          "flat",
        );
      }
      const ground = rolling(random, w, h * 0.86, h * 0.03, 1);
      silhouette(canvas, mat(land.ground), ground, h);
      const cracks = newPart(canvas, { innerLine: false });
      for (let i = 0; i < 3; i++) {
        const x = w * (0.15 + i * 0.3 + random() * 0.1);
        const y = h * (0.9 + random() * 0.06);
        fillCapsule(canvas, flat(lava, 3, cracks), x, y, x + w * 0.1, y + h * 0.02, 0.6, 0.6);
      }
      return { kind: "ground", groundAt: ground };
    }
    case "graveyard": {
      silhouette(canvas, mat(land.far), hills, h);
      const ground = rolling(random, w, h * 0.82, h * 0.025, 1);
      deadTree(
        canvas,
        random,
        mat({ L: 0.28, C: 0.02, h: 280 }),
        w * 0.82,
        Math.round(ground(Math.round(w * 0.82))),
        h * 0.6,
      );
      silhouette(canvas, mat(land.ground), ground, h);
      // An iron fence behind the graves.
      const fence = newPart(canvas, { innerLine: false });
      const iron = mat({ L: 0.25, C: 0.02, h: 280 });
      const fy = (x: number) => ground(Math.round(x)) + 1;
      const gap = Math.max(3, Math.round(w / 16));
      for (let x = 1; x < w; x += gap)
        fillRect(canvas, flat(iron, 1, fence), x, fy(x) - h * 0.14, 1, h * 0.14);
      fillRect(canvas, flat(iron, 1, fence), 0, fy(w / 2) - h * 0.11, w, 1);
      const stone = mat({ L: 0.66, C: 0.015, h: 250 });
      const dark = mat({ L: 0.4, C: 0.02, h: 250 });
      const s = Math.max(4, w * 0.09);
      const graves = Math.max(3, Math.round(w / 14));
      for (let i = 0; i < graves; i++) {
        const x = w * ((i + 0.5) / graves) + (random() - 0.5) * s * 0.6;
        const y = Math.min(h - 1, fy(x) + h * (0.06 + (i % 2) * 0.08));
        tombstone(canvas, stone, dark, x, y, s * (0.8 + random() * 0.3), i % 3 === 1);
      }
      return { kind: "ground", groundAt: ground };
    }
    case "village": {
      silhouette(canvas, mat(land.mid), hills, h);
      treeLine(canvas, random, mat(land.mid), hills, h * 0.14, Math.max(4, w / 8), h);
      const ground = rolling(random, w, h * 0.8, h * 0.02, 1);
      silhouette(canvas, mat(land.ground), ground, h);
      const path = newPart(canvas, { innerLine: false });
      const dirt = mat({ L: 0.66, C: 0.06, h: 70 });
      fillPolygon(canvas, flat(dirt, 3, path), [
        { x: w * 0.46, y: ground(Math.round(w * 0.5)) },
        { x: w * 0.54, y: ground(Math.round(w * 0.5)) },
        { x: w * 0.7, y: h },
        { x: w * 0.3, y: h },
      ]);
      const roofs = [
        { L: 0.5, C: 0.14, h: 35 },
        { L: 0.42, C: 0.08, h: 55 },
        { L: 0.5, C: 0.1, h: 260 },
      ];
      const wall = mat({ L: 0.86, C: 0.04, h: 80 });
      const wood = mat({ L: 0.36, C: 0.06, h: 50 });
      const glass = mat({ L: 0.82, C: 0.12, h: 88 });
      const s = w * 0.16;
      const spots = [0.14, 0.36, 0.64, 0.86];
      spots.forEach((f, i) => {
        const x = w * f;
        const g = Math.round(ground(Math.round(x))) + (i === 1 || i === 2 ? -h * 0.02 : h * 0.06);
        cottage(
          ctx,
          x,
          g,
          s * (i === 1 || i === 2 ? 0.8 : 1),
          mat(roofs[i % roofs.length]!),
          wall,
          wood,
          glass,
        );
      });
      return { kind: "ground", groundAt: ground };
    }
    case "ruins": {
      silhouette(canvas, mat(land.mid), hills, h);
      const ground = rolling(random, w, h * 0.84, h * 0.02, 1);
      silhouette(canvas, mat(land.ground), ground, h);
      const stone = mat({ L: 0.72, C: 0.03, h: 80 });
      const s = w * 0.16;
      const at = (f: number) => Math.round(ground(Math.round(w * f))) + 1;
      // An arch: two columns and what is left of the lintel.
      column(canvas, stone, w * 0.3, at(0.3), s, h * 0.42, false);
      column(canvas, stone, w * 0.5, at(0.5), s, h * 0.42, false);
      const lintel = newPart(canvas, { innerLine: false });
      fillRect(
        canvas,
        flat(stone, 3, lintel),
        w * 0.24,
        at(0.3) - h * 0.42 - s * 0.35,
        w * 0.3,
        s * 0.22,
      );
      fillRect(
        canvas,
        flat(stone, 2, lintel),
        w * 0.24,
        at(0.3) - h * 0.42 - s * 0.15,
        w * 0.3,
        Math.max(1, s * 0.06),
      );
      column(canvas, stone, w * 0.14, at(0.14), s, h * 0.22, true);
      column(canvas, stone, w * 0.72, at(0.72), s, h * 0.3, true);
      column(canvas, stone, w * 0.88, at(0.88), s, h * 0.14, true);
      const blocks = newPart(canvas, { innerLine: false });
      fillRect(canvas, flat(stone, 2, blocks), w * 0.58, at(0.6) - s * 0.25, s * 0.5, s * 0.25);
      fillRect(canvas, flat(stone, 3, blocks), w * 0.62, at(0.6) - s * 0.45, s * 0.35, s * 0.2);
      // Ivy on the arch.
      const ivy = mat({ L: 0.48, C: 0.12, h: 140 });
      for (let i = 0; i < 6; i++) {
        const x = w * (0.28 + random() * 0.25);
        const y = at(0.3) - h * (0.1 + random() * 0.3);
        fillEllipse(
          canvas,
          flat(ivy, random() < 0.5 ? 2 : 3, blocks),
          x,
          y,
          Math.max(1, w * 0.02),
          Math.max(1, h * 0.03),
          "flat",
        );
      }
      return { kind: "ground", groundAt: ground };
    }
  }
}

/** Cacti standing on the desert's near dunes. */
export function desertCacti(
  ctx: DrawContext,
  mat: MatOf,
  ground: (x: number) => number,
  count: number,
) {
  const { random, width: w, height: h } = ctx;
  const green = mat({ L: 0.5, C: 0.12, h: 145 });
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.25 + random() * 0.5) / count);
    const g = Math.round(ground(Math.round(x))) + Math.round(h * 0.04);
    cactus(ctx, green, x, g, h * (0.22 + random() * 0.16));
  }
}
