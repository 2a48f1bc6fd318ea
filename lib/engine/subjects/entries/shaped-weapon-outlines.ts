/**
 * The outlines of weapons whose shapes are worked out rather than listed: curves and bands
 * computed along a centre line (a katana's bowed blade, a boomerang's bent arms, a lance's cone
 * with its spiral paint), in the cell units of the shape language.
 */
import type { XY } from "../shape";
import { curve, oval } from "./shape-kit";

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * A lance along the diagonal from its vamplate to its point: the cone's outline, its spiral
 * bands (each a slanted strip across the cone's whole width, at even steps) and the vamplate,
 * a bell flaring back from the shaft to a round rim over the hand.
 */
export const LANCE = ((): { cone: XY[]; bands: XY[][]; vamplate: XY[] } => {
  const from: XY = [0.27, 0.73];
  const to: XY = [0.97, 0.03];
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const u: XY = [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
  const n: XY = [-u[1], u[0]];
  const radius = (t: number) => 0.062 * (1 - t) + 0.01 * t;
  const at = (t: number, side: number): XY => [
    round3(from[0] + u[0] * len * t + n[0] * radius(t) * side),
    round3(from[1] + u[1] * len * t + n[1] * radius(t) * side),
  ];
  const cone = [at(0, 1), at(0.97, 1), at(1, 0), at(0.97, -1), at(0, -1)];
  const bands = [0.16, 0.34, 0.52, 0.7].map((t) => [
    at(t, 1),
    at(t + 0.07, 1),
    at(t + 0.11, -1),
    at(t + 0.04, -1),
  ]);
  const rim = 0.18;
  const back = (side: number): XY => [
    round3(from[0] - u[0] * 0.035 + n[0] * rim * side),
    round3(from[1] - u[1] * 0.035 + n[1] * rim * side),
  ];
  const vamplate = [
    at(0.15, 1),
    back(1),
    ...oval([from[0] - u[0] * 0.035, from[1] - u[1] * 0.035], [0.035, rim], -45, 16).filter(
      (_, i) => i >= 4 && i <= 12,
    ),
    back(-1),
    at(0.15, -1),
  ];
  return { cone, bands, vamplate };
})();

/**
 * A katana's blade along a gentle curve from the guard to the point: its outline (a steady width
 * to an angled point on the back), the line of its edge on the inside of the curve, the collar at
 * its foot, and the diamonds where the grip's wrap crosses.
 */
export const KATANA = ((): {
  blade: XY[];
  edge: XY[];
  grip: XY[];
  guard: XY;
  wrap: XY[][];
} => {
  const guard: XY = [0.27, 0.73];
  const heading = -58;
  const spine = curve(guard, heading, 0.94, 30, 12);
  const half = 0.025;
  const offset = (scale: number, upto: number) =>
    spine.slice(0, upto).map((p, i): XY => {
      const a = spine[Math.max(0, i - 1)]!;
      const b = spine[Math.min(spine.length - 1, i + 1)]!;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const nx = (-(b[1] - a[1]) / len) * half * scale;
      const ny = ((b[0] - a[0]) / len) * half * scale;
      return [round3(p[0] + nx), round3(p[1] + ny)];
    });
  const n = spine.length;
  // The back runs on to the point; the edge side stops short, so the point is cut at an angle.
  const back = offset(-1, n - 1);
  const edgeSide = offset(1, n - 1);
  const blade = [...back, spine[n - 1]!, ...edgeSide.reverse()];
  const edge = [...offset(0.35, n - 1), spine[n - 1]!, ...offset(1, n - 1).reverse()];
  const rad = ((heading + 180) * Math.PI) / 180;
  const gripLength = 0.24;
  const grip: XY[] = [
    [round3(guard[0] + Math.cos(rad) * gripLength), round3(guard[1] + Math.sin(rad) * gripLength)],
    guard,
  ];
  // The cord crosses over pale ray skin, which shows between its crossings as a row of
  // diamonds, each spanning the grip.
  const u: XY = [Math.cos(rad), Math.sin(rad)];
  const v: XY = [-u[1], u[0]];
  const wrap = [0.22, 0.5, 0.78].map((t): XY[] => {
    const c: XY = [guard[0] + u[0] * gripLength * t, guard[1] + u[1] * gripLength * t];
    const along = 0.034;
    const across = 0.03;
    return [
      [round3(c[0] + u[0] * along), round3(c[1] + u[1] * along)],
      [round3(c[0] + v[0] * across), round3(c[1] + v[1] * across)],
      [round3(c[0] - u[0] * along), round3(c[1] - u[1] * along)],
      [round3(c[0] - v[0] * across), round3(c[1] - v[1] * across)],
    ];
  });
  return { blade, edge, grip, guard, wrap };
})();

/** Points moved `by` straight up (a highlight along a top edge). */
export const lifted = (at: readonly XY[], by: number): XY[] =>
  at.map(([x, y]): XY => [x, round3(y - by)]);

/**
 * A boomerang's centre line: a wide V whose elbow is a round bend, each arm bowing out a little
 * (a banana's curve, not a straight stick).
 */
export const BOOMERANG = ((): XY[] => {
  const out: XY[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 8 - 1;
    const bend = Math.sqrt(t * t + 0.05) - Math.sqrt(0.05);
    out.push([
      round3(0.5 + 0.38 * t),
      round3(0.26 + 0.5 * bend - 0.06 * (1 - t * t) * Math.abs(t)),
    ]);
  }
  return out;
})();

/**
 * The outline of a thick band along `centre`, `half(t)` to each side at the fraction `t` of the
 * way along, closed by a round cap at each end: a boomerang's arms, a curved blade. A polygon
 * (not a chain of round strokes) so it is lit as one piece and keeps a smooth edge.
 */
export function band(centre: readonly XY[], half: (t: number) => number, caps = true): XY[] {
  const n = centre.length;
  const normal = (i: number): XY => {
    const a = centre[Math.max(0, i - 1)]!;
    const b = centre[Math.min(n - 1, i + 1)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  };
  const side = (sign: number) =>
    centre.map((p, i): XY => {
      const [nx, ny] = normal(i);
      const h = half(i / (n - 1)) * sign;
      return [round3(p[0] + nx * h), round3(p[1] + ny * h)];
    });
  const cap = (i: number, from: number): XY[] => {
    if (!caps) return [];
    const [nx, ny] = normal(i);
    const h = half(i / (n - 1));
    const start = Math.atan2(ny * from, nx * from);
    return [1, 2, 3, 4, 5].map((k): XY => {
      const a = start - (Math.PI * k) / 6;
      return [round3(centre[i]![0] + Math.cos(a) * h), round3(centre[i]![1] + Math.sin(a) * h)];
    });
  };
  const left = side(1);
  const right = side(-1).reverse();
  return [...left, ...cap(n - 1, 1), ...right, ...cap(0, -1)];
}
