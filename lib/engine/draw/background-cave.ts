/**
 * A cave seen from inside: a back wall of rock (boulders lit from the top-left with dark cracks
 * between them), the passage going back into the dark in the middle (rings of rock each darker
 * than the last), a dark rocky ceiling with stalactites hanging from it, stalagmites rising
 * from the floor, the floor itself and a few glowing crystals on it. A flat wall under
 * horizontal dither bands read as a dusk sky.
 */
import type { Oklch } from "../color";
import { inkOf, newPart, put } from "./canvas";
import type { DrawContext } from "./context";
import { rolling, silhouette } from "./background-layers";
import type { Mat } from "./pen";
import { fillEllipse, fillPolygon } from "./shapes";

/** The cave's colours: the walls and ceiling (near), the depth of the passage (far), the floor. */
export interface CaveLand {
  readonly far: Oklch;
  readonly mid: Oklch;
  readonly near: Oklch;
  readonly ground: Oklch;
}

/** How dark the passage gets at its far end: the dark the rings of rock step down to. */
const DEPTH: Oklch = { L: 0.14, C: 0.025, h: 285 };

export function drawCave(ctx: DrawContext, land: CaveLand, mat: (c: Oklch) => Mat): void {
  const { canvas, random, width: w, height: h } = ctx;
  const wall = mat(land.mid);
  const part = newPart(canvas, { innerLine: false });
  // The mortar between boulders: the wall's darkest level, so cracks show between stones.
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) put(canvas, x, y, inkOf(wall.ramp, 1), part);

  // The passage: where the wall opens, centred a little below the middle.
  const hole = { x: w * (0.42 + random() * 0.16), y: h * 0.56, rx: w * 0.24, ry: h * 0.24 };
  const inHole = (x: number, y: number, grow = 1) =>
    ((x - hole.x) / (hole.rx * grow)) ** 2 + ((y - hole.y) / (hole.ry * grow)) ** 2 <= 1;

  // Boulders of the back wall, lit from the top-left: a rim of light, a body, a shaded side.
  const stone = Math.max(3, Math.round(w / 6));
  const rockShade = (nx: number, ny: number) => (nx + ny < -0.7 ? 3 : nx + ny > 0.5 ? 1 : 2);
  const rocks = { ramp: wall.ramp, shader: rockShade, part };
  for (let row = 0; row * stone * 0.8 < h + stone; row++) {
    for (let col = -1; col * stone < w + stone; col++) {
      const cx = (col + (row % 2) * 0.5 + random() * 0.3) * stone;
      const cy = (row + random() * 0.3) * stone * 0.8;
      if (inHole(cx, cy, 1.05)) continue;
      const rx = stone * (0.4 + random() * 0.2);
      const ry = stone * (0.32 + random() * 0.16);
      fillEllipse(canvas, rocks, cx, cy, rx, ry, "dome");
    }
  }

  // The passage: rings of rock stepping down into the dark, each ring ragged at its edge.
  const depth = mat(DEPTH);
  const rings: readonly [number, number, Mat][] = [
    [1, 1, wall],
    [0.8, 2, depth],
    [0.55, 1, depth],
  ];
  for (const [scale, level, ringMat] of rings) {
    const ring = { ramp: ringMat.ramp, shader: () => level, part };
    fillEllipse(canvas, ring, hole.x, hole.y, hole.rx * scale, hole.ry * scale, "flat");
    const lumps = 7;
    for (let i = 0; i < lumps; i++) {
      const a = (i / lumps) * Math.PI * 2 + random();
      fillEllipse(
        canvas,
        ring,
        hole.x + Math.cos(a) * hole.rx * scale * 0.85,
        hole.y + Math.sin(a) * hole.ry * scale * 0.85,
        hole.rx * scale * 0.3,
        hole.ry * scale * 0.3,
        "flat",
      );
    }
  }

  // The ceiling: a dark band of rock with a ragged lower edge, stalactites hanging from it.
  const rock = mat(land.near);
  const ceiling = rolling(random, w, h * 0.1, h * 0.04, 2);
  for (let x = 0; x < w; x++) {
    const bottom = Math.round(ceiling(x));
    for (let y = 0; y < bottom && y < h; y++) put(canvas, x, y, inkOf(rock.ramp, 2), part);
  }
  // Stalactites and stalagmites: tapering fangs of the ceiling's rock, lit on the left, each
  // inside a dark edge so it stands out from the wall behind it.
  const edge = { ramp: depth.ramp, shader: () => 1, part };
  const fang = (x: number, half: number, from: number, to: number) => {
    const dir = Math.sign(to - from);
    fillPolygon(canvas, edge, [
      { x: x - half - 1, y: from },
      { x: x + half + 1, y: from },
      { x, y: to + dir },
    ]);
    fillPolygon(canvas, { ramp: wall.ramp, shader: () => 3, part }, [
      { x: x - half, y: from },
      { x: x + half, y: from },
      { x, y: to },
    ]);
    fillPolygon(canvas, { ramp: wall.ramp, shader: () => 4, part }, [
      { x: x - half, y: from },
      { x: x - half * 0.3, y: from },
      { x, y: to },
    ]);
  };
  const spikes = Math.max(3, Math.round(w / 11));
  for (let i = 0; i < spikes; i++) {
    const half = (w / spikes / 2) * (0.75 + random() * 0.3);
    const x = (w * (i + 0.2 + random() * 0.6)) / spikes;
    fang(x, half, ceiling(x) - 1, h * (0.22 + random() * 0.14));
    const foot = (w * (i + 0.2 + random() * 0.6)) / spikes;
    fang(foot, half * 0.9, h + 1, h * (0.64 + random() * 0.08));
  }
  silhouette(canvas, mat(land.ground), rolling(random, w, h * 0.9, h * 0.03, 1), h);

  const glow = mat({ L: 0.78, C: 0.14, h: 200 });
  const crystals = Math.max(2, Math.round(w / 20));
  for (let i = 0; i < crystals; i++) {
    const x = (w * (i + 0.5)) / crystals + (random() - 0.5) * 6;
    const y = h * (0.88 + random() * 0.04);
    const s = Math.max(2, h * 0.07);
    fillPolygon(canvas, { ramp: glow.ramp, shader: () => 2, part }, [
      { x: x - s * 0.45, y },
      { x, y: y - s * 1.7 },
      { x: x + s * 0.45, y },
    ]);
    fillPolygon(canvas, { ramp: glow.ramp, shader: () => 4, part }, [
      { x: x - s * 0.45, y },
      { x, y: y - s * 1.7 },
      { x, y },
    ]);
  }
}
