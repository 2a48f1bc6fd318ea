/**
 * A crystal, told apart from a cut gem: a gem is a faceted stone with a crown and a pointed
 * pavilion; a crystal is a shard as it grows, a tall six-sided prism ending in a point, here a
 * tall one with two shorter ones leaning out from its foot. Each prism shows three long faces
 * (lit left, mid front, dark right) and three facets meeting at its point, every face one flat
 * level, so it reads as hard and cut by nature rather than round.
 */
import type { ItemKit } from "./item-shapes";
import { newPart } from "./canvas";
import { fillPolygon, type Vec } from "./shapes";

interface Prism {
  /** Where its foot sits. */
  readonly base: Vec;
  /** Its lean from upright, in degrees (positive leans right). */
  readonly lean: number;
  readonly length: number;
  readonly halfWidth: number;
  /** Lightness steps below the front prism (the ones behind sit in its shade). */
  readonly shade: number;
}

/** Face levels, lit from the top left: the long faces left to right, then their facets. */
const SIDES = [4, 3, 1] as const;
const FACETS = [4, 4, 2] as const;

function drawPrism({ canvas, mats }: ItemKit, p: Prism): void {
  const a = (p.lean * Math.PI) / 180;
  // Along the prism (up) and across it (to its right), in canvas pixels.
  const up = { x: Math.sin(a), y: -Math.cos(a) };
  const across = { x: Math.cos(a), y: Math.sin(a) };
  const at = (along: number, side: number): Vec => ({
    x: p.base.x + up.x * along + across.x * side,
    y: p.base.y + up.y * along + across.y * side,
  });
  const shoulder = p.length - p.halfWidth * 1.4;
  const edges = [-1, -0.35, 0.35, 1].map((f) => f * p.halfWidth);
  const part = newPart(canvas);
  const face = (pts: Vec[], level: number) =>
    fillPolygon(
      canvas,
      { ramp: mats.accent.ramp, shader: () => Math.max(1, level - p.shade), part },
      pts,
    );
  // The whole outline first, so no seam between two facets is left unpainted.
  face(
    [
      at(0, edges[0]!),
      at(shoulder, edges[0]!),
      at(p.length, 0),
      at(shoulder, edges[3]!),
      at(0, edges[3]!),
    ],
    SIDES[1],
  );
  for (let i = 0; i < 3; i++) {
    const l = edges[i]!;
    const r = edges[i + 1]!;
    // The front face's shoulder sits lower than the side faces': the prism is seen from above.
    const dip = i === 1 ? p.halfWidth * 0.25 : 0;
    face([at(0, l), at(shoulder - dip, l), at(shoulder - dip, r), at(0, r)], SIDES[i]!);
    face(
      [
        at(shoulder - (i === 0 ? 0 : dip), l),
        at(p.length, 0),
        at(shoulder - (i === 2 ? 0 : dip), r),
      ],
      FACETS[i]!,
    );
  }
}

export function crystal(kit: ItemKit): void {
  const { cx, cy, r } = kit.sq;
  const foot = cy + r * 0.92;
  drawPrism(kit, {
    base: { x: cx - r * 0.22, y: foot },
    lean: -28,
    length: r * 1.05,
    halfWidth: r * 0.22,
    shade: 1,
  });
  drawPrism(kit, {
    base: { x: cx + r * 0.22, y: foot },
    lean: 24,
    length: r * 0.85,
    halfWidth: r * 0.2,
    shade: 1,
  });
  drawPrism(kit, {
    base: { x: cx, y: foot },
    lean: 4,
    length: r * 1.82,
    halfWidth: r * 0.3,
    shade: 0,
  });
}
