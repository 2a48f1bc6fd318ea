/**
 * Where scene props go across a background, before any drawing: on a wall band (a cave's, a
 * corridor's, a castle's) or planted in the ground in open country. Pure, so the rule can be
 * checked on its own.
 */

export type SceneProp = "torch" | "banner" | "window";

/** What holds the props: a wall band (rows `top` to `floor`), or the ground line. */
export type Mount =
  | {
      readonly kind: "wall";
      readonly top: number;
      readonly floor: number;
      /**
       * Where across the width props hang (fractions), ordered so that every other spot,
       * starting from the first or from the second, makes a balanced set (outer pair and inner
       * pair interleaved). Evenly spread when absent.
       */
      readonly spots?: readonly number[];
    }
  | { readonly kind: "ground"; readonly groundAt: (x: number) => number };

export interface PropPlace {
  readonly prop: SceneProp;
  /** Column of the prop's centre, before the seeded jitter. */
  readonly x: number;
}

/**
 * The places of `props` across a background `width` wide. Evenly spread across the width, each
 * later kind a little further along so kinds do not stack; at a wall's spots, kinds take turns
 * when there is room (torches at every other spot at most, so their light pools do not run
 * together), else each kind hangs at every spot a little further in than the kind before. On
 * the ground windows are left out: a window needs a wall.
 */
export function propPlaces(props: readonly SceneProp[], mount: Mount, width: number): PropPlace[] {
  const out: PropPlace[] = [];
  props.forEach((prop, n) => {
    if (mount.kind === "ground" && prop === "window") return;
    const spots = mount.kind === "wall" ? mount.spots : undefined;
    const stride = Math.max(props.length, prop === "torch" ? 2 : 1);
    const count = Math.max(2, Math.round(width / (prop === "torch" ? 24 : 32)));
    const xs = spots
      ? spots.length >= 2 * stride
        ? spots.filter((_, i) => i % stride === n % stride).map((f) => width * f)
        : spots.map((f) => width * (f + (0.5 - f) * 0.25 * n))
      : Array.from(
          { length: count },
          (_, i) => (width * (i + 0.5 + (n * 0.5) / props.length)) / count,
        );
    for (const x of xs) out.push({ prop, x });
  });
  return out;
}
