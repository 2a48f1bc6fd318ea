/**
 * Backgrounds: opaque layered scenery. A dithered sky (its colors from the time of day), a sun
 * or moon, clouds or stars, then silhouette layers from far to near, each darker and more
 * saturated than the one behind it (aerial perspective), so depth reads without outlines.
 * Scenes: forest, mountains, desert, ocean, city, cave, castle, space, plains, sky, and one
 * interior, a corridor (see background-corridor).
 */
import type { Oklch } from "../color";
import type { TimeOfDay } from "../prompt";
import { pick } from "../random";
import { inkOf, newPart, put } from "./canvas";
import { drawCave } from "./background-cave";
import { CORRIDOR_SPOTS, corridorEnd, drawCorridor } from "./background-corridor";
import {
  desertCacti,
  drawMoreScene,
  drawUnderwater,
  MORE_LANDS,
  MORE_SCENES,
  type MoreScene,
} from "./background-more";
import { type Mount, placeSceneProps, sceneProps } from "./background-props";
import { drawSkyScene, drawSunset } from "./background-skies";
import type { DrawContext, Drawn, Generator } from "./context";
import {
  cloud,
  disc,
  ditheredBands,
  mountains,
  rolling,
  paintStars,
  silhouette,
  starSpots,
  treeLine,
} from "./background-layers";
import type { Mat } from "./pen";
import { fillPolygon, fillRect } from "./shapes";

type Scene =
  | "forest"
  | "mountains"
  | "desert"
  | "ocean"
  | "city"
  | "cave"
  | "corridor"
  | "castle"
  | "space"
  | "plains"
  | "sky"
  | "sunset"
  | MoreScene;
const SCENES: readonly Scene[] = [
  "forest",
  "mountains",
  "desert",
  "ocean",
  "city",
  "cave",
  "corridor",
  "castle",
  "space",
  "plains",
  "sky",
  "sunset",
  ...MORE_SCENES,
];

const SKIES: Readonly<Record<TimeOfDay, readonly Oklch[]>> = {
  day: [
    { L: 0.58, C: 0.12, h: 255 },
    { L: 0.68, C: 0.1, h: 245 },
    { L: 0.78, C: 0.07, h: 230 },
    { L: 0.86, C: 0.04, h: 210 },
  ],
  dawn: [
    { L: 0.55, C: 0.08, h: 285 },
    { L: 0.66, C: 0.09, h: 330 },
    { L: 0.78, C: 0.09, h: 20 },
    { L: 0.88, C: 0.08, h: 75 },
  ],
  sunset: [
    { L: 0.36, C: 0.1, h: 290 },
    { L: 0.5, C: 0.13, h: 330 },
    { L: 0.66, C: 0.16, h: 30 },
    { L: 0.8, C: 0.14, h: 70 },
  ],
  night: [
    { L: 0.18, C: 0.05, h: 280 },
    { L: 0.23, C: 0.06, h: 272 },
    { L: 0.28, C: 0.07, h: 265 },
    { L: 0.34, C: 0.07, h: 258 },
  ],
};

/** Land colors far to near, before time-of-day shading. */
interface Land {
  readonly far: Oklch;
  readonly mid: Oklch;
  readonly near: Oklch;
  readonly ground: Oklch;
}

const LANDS: Readonly<Record<Scene, Land>> = {
  forest: {
    far: { L: 0.68, C: 0.05, h: 220 },
    mid: { L: 0.52, C: 0.09, h: 165 },
    near: { L: 0.4, C: 0.1, h: 160 },
    ground: { L: 0.5, C: 0.12, h: 140 },
  },
  mountains: {
    far: { L: 0.7, C: 0.04, h: 250 },
    mid: { L: 0.56, C: 0.05, h: 260 },
    near: { L: 0.44, C: 0.07, h: 200 },
    ground: { L: 0.5, C: 0.1, h: 150 },
  },
  desert: {
    far: { L: 0.78, C: 0.06, h: 60 },
    mid: { L: 0.74, C: 0.09, h: 70 },
    near: { L: 0.66, C: 0.1, h: 65 },
    ground: { L: 0.82, C: 0.08, h: 80 },
  },
  ocean: {
    far: { L: 0.6, C: 0.05, h: 200 },
    mid: { L: 0.5, C: 0.11, h: 235 },
    near: { L: 0.42, C: 0.12, h: 240 },
    ground: { L: 0.82, C: 0.07, h: 85 },
  },
  city: {
    far: { L: 0.55, C: 0.05, h: 270 },
    mid: { L: 0.42, C: 0.05, h: 275 },
    near: { L: 0.3, C: 0.04, h: 280 },
    ground: { L: 0.35, C: 0.02, h: 270 },
  },
  cave: {
    far: { L: 0.56, C: 0.045, h: 265 },
    mid: { L: 0.42, C: 0.045, h: 275 },
    near: { L: 0.24, C: 0.035, h: 290 },
    ground: { L: 0.32, C: 0.04, h: 55 },
  },
  // Interior stone: far is the dark opening, mid the walls, near the ceiling, ground the floor.
  corridor: {
    far: { L: 0.16, C: 0.02, h: 280 },
    mid: { L: 0.46, C: 0.025, h: 70 },
    near: { L: 0.3, C: 0.02, h: 270 },
    ground: { L: 0.38, C: 0.03, h: 50 },
  },
  castle: {
    far: { L: 0.62, C: 0.05, h: 240 },
    mid: { L: 0.5, C: 0.03, h: 270 },
    near: { L: 0.42, C: 0.09, h: 150 },
    ground: { L: 0.48, C: 0.11, h: 140 },
  },
  space: {
    far: { L: 0.45, C: 0.12, h: 310 },
    mid: { L: 0.6, C: 0.12, h: 40 },
    near: { L: 0.35, C: 0.05, h: 280 },
    ground: { L: 0.3, C: 0.04, h: 280 },
  },
  plains: {
    far: { L: 0.7, C: 0.05, h: 210 },
    mid: { L: 0.62, C: 0.12, h: 135 },
    near: { L: 0.52, C: 0.13, h: 140 },
    ground: { L: 0.58, C: 0.13, h: 135 },
  },
  sky: {
    far: { L: 0.72, C: 0.05, h: 220 },
    mid: { L: 0.6, C: 0.08, h: 160 },
    near: { L: 0.5, C: 0.1, h: 150 },
    ground: { L: 0.55, C: 0.1, h: 140 },
  },
  sunset: {
    far: { L: 0.3, C: 0.06, h: 300 },
    mid: { L: 0.46, C: 0.1, h: 300 },
    near: { L: 0.26, C: 0.05, h: 290 },
    ground: { L: 0.3, C: 0.05, h: 290 },
  },
  ...MORE_LANDS,
};

function timeFor(ctx: DrawContext, scene: Scene): TimeOfDay {
  if (ctx.reading.timeOfDay) return ctx.reading.timeOfDay;
  if (scene === "space" || ctx.scheme.has("dark") || ctx.scheme.has("spooky")) return "night";
  if (scene === "graveyard") return "night";
  if (scene === "volcano" || scene === "sunset") return "sunset";
  return scene === "castle" || scene === "city" ? "sunset" : "day";
}

/** Land under the light of the hour: night dims and cools it, sunset warms it. */
function lit(color: Oklch, time: TimeOfDay): Oklch {
  if (time === "night") return { L: color.L * 0.55, C: color.C * 0.7, h: (color.h + 260) / 2 };
  if (time === "sunset")
    return { L: color.L * 0.85, C: color.C, h: color.h + (color.h > 180 ? 20 : -10) };
  return color;
}

export const drawBackground: Generator = (ctx: DrawContext): Drawn => {
  const { canvas, scheme, random, width: w, height: h } = ctx;
  const scene: Scene =
    SCENES.find((s) => s === ctx.subject) ??
    pick(random, ["forest", "mountains", "plains"] as const);
  const time = timeFor(ctx, scene);
  const base = LANDS[scene];
  const tint = scheme.promptColor(0);
  const land: Land = {
    far: lit(base.far, time),
    mid: lit(base.mid, time),
    near: lit(
      tint ? { ...base.near, h: tint.h, C: Math.max(base.near.C, tint.C * 0.7) } : base.near,
      time,
    ),
    ground: lit(base.ground, time),
  };
  const mat = (c: Oklch): Mat => ({
    ramp: scheme.ramp(c, { contrast: 0.7 }),
    light: { contrast: 1 },
  });
  const horizon = Math.round(h * (scene === "ocean" ? 0.55 : 0.62));
  const dither = Math.max(1, Math.round(h / 32)) * 2;

  const props = sceneProps(ctx.reading);
  if (scene === "corridor") {
    // Indoors the hour only dims the stone (no sky tints it); a named color tints the walls.
    const dim = (c: Oklch): Oklch => (time === "night" ? { ...c, L: c.L * 0.7 } : c);
    const wall = tint
      ? { ...base.mid, h: tint.h, C: Math.max(base.mid.C, tint.C * 0.4) }
      : base.mid;
    drawCorridor(ctx, {
      far: dim(base.far),
      wall: dim(wall),
      ceiling: dim(base.near),
      floor: dim(base.ground),
    });
    const end = corridorEnd(w, h);
    placeSceneProps(ctx, props, {
      kind: "wall",
      top: end.y0,
      floor: end.y1,
      spots: CORRIDOR_SPOTS,
    });
    return { anchors: {}, outline: false, maxColors: 32 };
  }
  if (scene === "cave") {
    drawCave(ctx, land, mat);
    placeSceneProps(ctx, props, {
      kind: "wall",
      top: Math.round(h * 0.3),
      floor: Math.round(h * 0.85),
    });
    return { anchors: {}, outline: false, maxColors: 32 };
  }
  if (scene === "underwater") {
    placeSceneProps(ctx, props, drawUnderwater(ctx, land, mat, dither));
    return { anchors: {}, outline: false, maxColors: 32 };
  }
  const sky = SKIES[time].map((c) => inkOf(scheme.ramp(c, { contrast: 0.6 }), 2));
  // The whole frame starts as sky, so no layer edge can leave a hole.
  ditheredBands(
    canvas,
    [...sky, sky[sky.length - 1]!],
    0,
    scene === "space" ? h : Math.min(h, Math.round(horizon * 1.25) + 2),
    dither,
  );
  if (scene !== "space")
    ditheredBands(
      canvas,
      [sky[sky.length - 1]!],
      Math.min(h, Math.round(horizon * 1.25) + 2),
      h,
      0,
    );
  const starry = time === "night" || scene === "space";
  const skyStars = starry
    ? starSpots(random, w, scene === "space" ? h : horizon, scene === "space" ? 3 : 1.5)
    : [];
  const bodyR = Math.max(2, Math.round(Math.min(w, h) * 0.08));
  const sunX = w * (0.2 + random() * 0.6);
  const sunY = time === "sunset" || time === "dawn" ? horizon - h * 0.14 : h * 0.18;
  const hasSun = scene !== "space" && scene !== "sunset";
  // Stars keep a few pixels of dark sky round the moon, so none seems to hang from it.
  paintStars(
    canvas,
    mat({ L: 0.9, C: 0.05, h: 90 }),
    skyStars,
    (x, y) => !hasSun || Math.hypot(x + 0.5 - sunX, y + 0.5 - sunY) > bodyR + 4,
  );
  // A sunset draws its own sun, big and sinking; a sky wants no small sun in its clouds' way.
  if (hasSun) {
    const light = time === "night" ? { L: 0.92, C: 0.03, h: 95 } : { L: 0.93, C: 0.12, h: 95 };
    // Centred on a pixel corner, the disc is even all round, with no one-pixel nub on its rim.
    disc(canvas, mat(light), Math.round(sunX), Math.round(sunY), bodyR, time === "night");
  }
  if ((time === "day" || time === "dawn") && scene !== "sky") {
    const clouds = Math.max(1, Math.round(w / 48));
    for (let i = 0; i < clouds; i++) {
      cloud(
        canvas,
        mat({ L: 0.94, C: 0.015, h: 250 }),
        w * ((i + 0.3 + random() * 0.4) / clouds),
        h * (0.12 + random() * 0.18),
        Math.max(8, w * (0.22 + random() * 0.1)),
      );
    }
  }

  // What the props will hang on: the castle's wall when there is one, else the ground line.
  let mount: Mount = { kind: "ground", groundAt: () => h * 0.9 };
  switch (scene) {
    case "space": {
      const planetR = Math.max(4, Math.min(w, h) * 0.22);
      const px = w * (0.55 + random() * 0.2);
      const py = h * (0.5 + random() * 0.15);
      const planet = mat(land.mid);
      const part = newPart(canvas, { innerLine: false });
      for (let y = Math.floor(py - planetR); y <= py + planetR; y++) {
        for (let x = Math.floor(px - planetR); x <= px + planetR; x++) {
          const u = (x + 0.5 - px) / planetR;
          const v = (y + 0.5 - py) / planetR;
          if (u * u + v * v > 1) continue;
          const shade = u * -0.6 + v * -0.5 + 0.4;
          const band = Math.sin(v * 7 + u * 1.5) > 0.6 ? 1 : 0;
          put(
            canvas,
            x,
            y,
            inkOf(
              planet.ramp,
              Math.max(1, Math.min(4, (shade > 0.55 ? 3 : shade > 0 ? 2 : 1) + band)),
            ),
            part,
          );
        }
      }
      const far = mat(land.far);
      silhouette(canvas, far, rolling(random, w, h * 1.05, h * 0.06, 1.5), h, 1, false);
      break;
    }
    case "ocean": {
      mountains(
        canvas,
        mat(land.far),
        null,
        horizon,
        horizon + 1,
        [[w * (0.15 + random() * 0.2), h * 0.12]],
        w * 0.22,
      );
      const sea = mat(land.mid);
      const seaInks = [inkOf(sea.ramp, 3), inkOf(sea.ramp, 2), inkOf(mat(land.near).ramp, 2)];
      ditheredBands(canvas, seaInks, horizon, h, dither);
      const glint = newPart(canvas, { innerLine: false });
      const lines = Math.max(3, Math.round(h / 10));
      for (let i = 0; i < lines; i++) {
        const y = Math.round(horizon + 2 + ((h - horizon - 2) * (i + random() * 0.5)) / lines);
        const len = Math.max(2, Math.round(w * (0.04 + random() * 0.08)));
        const x0 = Math.floor(random() * (w - len));
        for (let x = x0; x < x0 + len; x++) put(canvas, x, y, inkOf(sea.ramp, 4), glint);
      }
      const beach = rolling(random, w, h * 0.93, h * 0.04, 1);
      silhouette(canvas, mat(land.ground), beach, h);
      // Posts stand on the beach, not in the water.
      mount = { kind: "ground", groundAt: (x) => Math.min(h - 1, beach(x) + 2) };
      break;
    }
    case "city": {
      mountains(
        canvas,
        mat(land.far),
        null,
        horizon,
        horizon + 2,
        [
          [w * 0.3, h * 0.08],
          [w * 0.75, h * 0.1],
        ],
        w * 0.3,
      );
      // Windows glow warm once the sun is low; by day they are pale panes.
      const lamp = mat(time === "day" ? { L: 0.8, C: 0.03, h: 230 } : { L: 0.86, C: 0.13, h: 88 });
      skyline(ctx, mat(land.far), lamp, horizon + h * 0.02, h * 0.32, Math.max(4, w / 9), false);
      skyline(ctx, mat(land.mid), lamp, horizon + h * 0.16, h * 0.4, Math.max(5, w / 6), true);
      silhouette(canvas, mat(land.ground), () => h * 0.9, h);
      break;
    }
    case "desert": {
      silhouette(canvas, mat(land.far), rolling(random, w, horizon, h * 0.05, 1.2), h);
      silhouette(canvas, mat(land.mid), rolling(random, w, horizon + h * 0.12, h * 0.06, 1), h);
      const dunes = rolling(random, w, horizon + h * 0.24, h * 0.05, 0.8);
      silhouette(canvas, mat(land.ground), dunes, h);
      desertCacti(ctx, mat, dunes, Math.max(2, Math.round(w / 28)));
      mount = { kind: "ground", groundAt: dunes };
      break;
    }
    case "sunset": {
      // The sun's land is not lit again by the hour: it is already the dusk's colours.
      mount = drawSunset(ctx, base, mat, horizon, dither);
      break;
    }
    case "sky": {
      mount = drawSkyScene(ctx, mat);
      break;
    }
    case "swamp":
    case "jungle":
    case "beach":
    case "volcano":
    case "graveyard":
    case "village":
    case "ruins": {
      mount = drawMoreScene(ctx, scene, land, mat, horizon, dither);
      break;
    }
    default: {
      const snowy = scene === "mountains";
      const peaks: [number, number][] = [];
      const count = snowy ? 4 : 3;
      for (let i = 0; i < count; i++)
        peaks.push([
          w * ((i + 0.2 + random() * 0.6) / count),
          h * (snowy ? 0.25 + random() * 0.2 : 0.1 + random() * 0.1),
        ]);
      mountains(
        canvas,
        mat(land.far),
        snowy ? mat({ L: 0.95, C: 0.015, h: 240 }) : null,
        horizon,
        horizon + h * 0.1,
        peaks,
        w / count,
      );
      const hills = rolling(random, w, horizon + h * 0.06, h * 0.05, 1.5);
      silhouette(canvas, mat(land.mid), hills, h);
      const keep =
        scene === "castle"
          ? castle(ctx, mat(land.mid), w * (0.35 + random() * 0.3), hills, h * 0.3)
          : null;
      if (scene === "forest") {
        treeLine(canvas, random, mat(land.mid), hills, h * 0.22, Math.max(4, w / 10), h);
        const front = rolling(random, w, horizon + h * 0.22, h * 0.04, 1);
        silhouette(canvas, mat(land.near), front, h);
        treeLine(canvas, random, mat(land.near), front, h * 0.3, Math.max(5, w / 6), h);
      }
      const ground = rolling(random, w, h * 0.9, h * 0.03, 1);
      silhouette(canvas, mat(land.ground), ground, h);
      mount = keep
        ? {
            kind: "wall",
            top: keep.top,
            floor: keep.bottom,
            // Four places along the curtain wall, between its towers: the outer pair, the inner.
            spots: [-0.3, -0.1, 0.3, 0.1].map(
              (f) => ((keep.x0 + keep.x1) / 2 + f * (keep.x1 - keep.x0)) / w,
            ),
          }
        : { kind: "ground", groundAt: ground };
      break;
    }
  }
  placeSceneProps(ctx, props, mount);
  return { anchors: {}, outline: false, maxColors: 32 };
};

/** Buildings: rectangles of seeded heights with window rows lit at dusk and night. */
function skyline(
  ctx: DrawContext,
  m: Mat,
  lamp: Mat,
  ground: number,
  maxH: number,
  bw: number,
  windows: boolean,
) {
  const { canvas, random } = ctx;
  const part = newPart(canvas, { innerLine: false });
  let x = -random() * bw;
  while (x < canvas.width) {
    const w = bw * (0.7 + random() * 0.6);
    const hgt = maxH * (0.45 + random() * 0.55);
    fillRect(
      canvas,
      { ramp: m.ramp, shader: () => 2, part },
      x,
      ground - hgt,
      w - 1,
      hgt + canvas.height,
    );
    fillRect(
      canvas,
      { ramp: m.ramp, shader: () => 3, part },
      x,
      ground - hgt,
      1,
      hgt + canvas.height,
    );
    if (windows && w >= 5) {
      for (let wy = ground - hgt + 2; wy < canvas.height - 3; wy += 4) {
        for (let wx = x + 2; wx < x + w - 3; wx += 3) {
          if (random() < 0.55)
            fillRect(
              canvas,
              { ramp: lamp.ramp, shader: () => 3, part },
              Math.round(wx),
              Math.round(wy),
              1,
              2,
            );
        }
      }
    }
    x += w;
  }
}

/** A castle on the hills; returns its curtain wall (columns x0..x1, rows top..bottom). */
function castle(
  ctx: DrawContext,
  m: Mat,
  cx: number,
  ground: (x: number) => number,
  size: number,
): { x0: number; x1: number; top: number; bottom: number } {
  const { canvas } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const g = ground(Math.round(cx));
  const wallW = size * 1.4;
  const wallH = size * 0.55;
  const p = (level: number) => ({ ramp: m.ramp, shader: () => level, part });
  fillRect(canvas, p(1), cx - wallW / 2, g - wallH, wallW, wallH + 2);
  const merlon = Math.max(1, Math.round(size * 0.08));
  for (let x = cx - wallW / 2; x < cx + wallW / 2 - merlon; x += merlon * 2)
    fillRect(canvas, p(1), x, g - wallH - merlon, merlon, merlon);
  for (const [dx, th] of [
    [-0.55, 1],
    [0.55, 1],
    [0, 1.35],
  ] as const) {
    const tw = size * 0.3;
    const tx = cx + dx * wallW - tw / 2;
    fillRect(canvas, p(dx < 0 ? 2 : 1), tx, g - size * th, tw, size * th + 2);
    fillPolygon(canvas, p(2), [
      { x: tx - 1, y: g - size * th },
      { x: tx + tw / 2, y: g - size * th - size * 0.35 },
      { x: tx + tw + 1, y: g - size * th },
    ]);
  }
  fillRect(
    canvas,
    { ramp: m.ramp, shader: () => 0, part },
    cx - size * 0.1,
    g - size * 0.25,
    size * 0.2,
    size * 0.25 + 1,
  );
  return { x0: cx - wallW / 2, x1: cx + wallW / 2, top: g - wallH, bottom: g };
}
