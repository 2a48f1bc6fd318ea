/**
 * Where a hand closes on a held shape subject, and how a long pole leans in it: geometry on the
 * shape language's parts, in cell units.
 */
import type { ShapePart, XY } from "../subjects";

/** The point of segment a-b nearest `p`. */
function nearestOnSegment(p: XY, a: XY, b: XY): XY {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return [a[0] + t * dx, a[1] + t * dy];
}

function insidePolygon(p: XY, points: readonly XY[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** The point of one part nearest `p` (`p` itself when the part covers it). */
function nearestOnPart(p: XY, part: ShapePart): XY {
  const onPath = (points: readonly XY[], closed: boolean): XY => {
    let best: XY = points[0]!;
    let bestD = Number.POSITIVE_INFINITY;
    const n = closed ? points.length : points.length - 1;
    for (let i = 0; i < n; i++) {
      const q = nearestOnSegment(p, points[i]!, points[(i + 1) % points.length]!);
      const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (d < bestD) {
        best = q;
        bestD = d;
      }
    }
    return best;
  };
  switch (part.k) {
    case "ellipse": {
      const nx = (p[0] - part.c[0]) / part.r[0];
      const ny = (p[1] - part.c[1]) / part.r[1];
      const l = Math.hypot(nx, ny);
      return l <= 1 ? p : [part.c[0] + (nx / l) * part.r[0], part.c[1] + (ny / l) * part.r[1]];
    }
    case "rect":
      return [
        Math.max(part.at[0], Math.min(part.at[0] + part.size[0], p[0])),
        Math.max(part.at[1], Math.min(part.at[1] + part.size[1], p[1])),
      ];
    case "capsule":
      return nearestOnSegment(p, part.a, part.b);
    case "stroke":
      return part.points.length > 1 ? onPath(part.points, false) : part.points[0]!;
    case "polygon":
      return insidePolygon(p, part.points) ? p : onPath(part.points, true);
  }
}

/** The point of the drawing nearest `p`: where a hand reaching for `p` closes. */
export function nearestOnParts(parts: readonly ShapePart[], p: XY): XY {
  let best: XY = p;
  let bestD = Number.POSITIVE_INFINITY;
  for (const part of parts) {
    const q = nearestOnPart(p, part);
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d < bestD) {
      best = q;
      bestD = d;
    }
  }
  return best;
}

/** A point turned by `angle` radians about `pivot` (y down: positive turns clockwise). */
export function turnPoint([x, y]: XY, pivot: XY, angle: number): XY {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const dx = x - pivot[0];
  const dy = y - pivot[1];
  return [pivot[0] + dx * c - dy * s, pivot[1] + dx * s + dy * c];
}

/**
 * The parts turned by `angle` about `pivot`: a pole held in a hanging hand leans its head away
 * from the body instead of standing its prongs over the face. Ellipses keep their radii (only
 * their centres move) and a rectangle becomes the polygon of its turned corners.
 */
export function leanParts(parts: readonly ShapePart[], pivot: XY, angle: number): ShapePart[] {
  const t = (q: XY) => turnPoint(q, pivot, angle);
  return parts.map((part): ShapePart => {
    switch (part.k) {
      case "ellipse":
        return { ...part, c: t(part.c) };
      case "rect": {
        const [x, y] = part.at;
        const [w, h] = part.size;
        const { at: _at, size: _size, k: _k, ...rest } = part;
        return {
          ...rest,
          k: "polygon",
          points: [t([x, y]), t([x + w, y]), t([x + w, y + h]), t([x, y + h])],
        };
      }
      case "capsule":
        return { ...part, a: t(part.a), b: t(part.b) };
      case "stroke":
        return { ...part, points: part.points.map(t) };
      default:
        return { ...part, points: part.points.map(t) };
    }
  });
}
