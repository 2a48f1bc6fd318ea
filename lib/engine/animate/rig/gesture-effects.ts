/**
 * What a custom motion draws over its finished frames, besides the posed parts: a spell's light
 * at the caster's tip, a thinker's trail of dots, a mood's mark by the head. Shared by the rig and the cut-out path, so a
 * spell looks the same whichever made the frames.
 */
import type { Mood } from "../../edit-grammar";
import type { RgbaImage } from "../../raster";

type Rgb = readonly [number, number, number];

function putter(image: RgbaImage) {
  return (x: number, y: number, c: Rgb) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
    const o = (y * image.width + x) * 4;
    image.data[o] = c[0];
    image.data[o + 1] = c[1];
    image.data[o + 2] = c[2];
    image.data[o + 3] = 255;
  };
}

/**
 * The spell's light: an orb of the glow colour at the tip of what the casting hand holds (or the
 * hand), growing as the spell gathers (`strength` 0 to 1, up to 1.5 as it is loosed), with a pale core, rays that reach out
 * on every other frame, and sparks circling it. Its radius is 1 to 3 px on a 64 px sprite, more
 * on larger ones (`size`, the sprite's height), so it reads at 1×. `tip` is where in the
 * finished frame the tip is; the orb sits on it, moved down just enough to stay in the frame.
 */
export function sparkle(
  image: RgbaImage,
  tip: { x: number; y: number },
  color: Rgb,
  t: number,
  strength: number,
  size = 64,
): void {
  if (strength <= 0) return;
  const put = putter(image);
  const scale = Math.max(1, size / 64);
  // Past full (a spell loosed) the orb swells once more and its rays reach further.
  const radius = Math.max(1, Math.round((1 + 2 * Math.min(strength, 1.5)) * scale));
  const core = color.map((v) => Math.round(v + (255 - v) * 0.75)) as unknown as Rgb;
  // Rays: straight on even frames, diagonal on odd ones, longer when the spell is full and
  // longest as it is loosed.
  const ray = strength > 1.2 ? 4 : strength >= 0.9 ? 2 : 1;
  const cx = tip.x;
  // Low enough that the rays keep a pixel of room under the frame's top.
  const cy = Math.max(tip.y - 1, radius + ray + 1, radius + 3);
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const d = Math.hypot(dx, dy);
      if (d > radius + 0.35) continue;
      put(cx + dx, cy + dy, d <= radius * 0.45 ? core : color);
    }
  put(cx, cy, core);
  const dirs =
    t % 2 === 0
      ? [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]
      : [
          [1, 1],
          [-1, 1],
          [1, -1],
          [-1, -1],
        ];
  for (const [ux, uy] of dirs) {
    for (let r = 1; r <= ray; r++) {
      put(cx + ux! * (radius + r), cy + uy! * (radius + r), color);
    }
  }
  // Sparks circling the orb, a quarter turn further each frame.
  const orbit = radius + ray + 2;
  for (let i = 0; i < 3; i++) {
    const a = ((t * 2 + i * 3) * Math.PI) / 4.5;
    put(Math.round(cx + orbit * Math.cos(a)), Math.round(cy + orbit * Math.sin(a)), core);
  }
}

/**
 * A thinker's trail of dots: up to three dots rising from above the head's outer corner (`box`,
 * its extent in the finished frame), or beside it when the frame has no room above, one more
 * every few frames, so the thought builds over the loop. Above the head they rise on the side
 * it faces (`facing`: +1 right, -1 left, 0 seen from the front: the roomier side). Dots are 2 px
 * square on a sprite 48 px or taller, else 1 px, and kept clear of the head; what falls outside
 * the frame is skipped.
 */
export function thoughtDots(
  image: RgbaImage,
  box: { left: number; right: number; top: number },
  color: Rgb,
  t: number,
  n: number,
  size: number,
  facing: -1 | 0 | 1 = 0,
): void {
  const dot = size >= 48 ? 2 : 1;
  const count = Math.min(3, 1 + Math.floor((3 * t) / Math.max(1, n)));
  const step = dot + 2;
  // With room above the head the dots rise from its outer corner (a creature's head, a
  // figure in a roomy frame); against the frame's top they rise beside it, where there is room.
  const above = box.top >= 3 * step + 1;
  const roomier = image.width - 1 - box.right >= box.left ? 1 : -1;
  // Beside the head the dots need three steps of room on their side.
  const fitsBeside = (s: number) =>
    s > 0 ? box.right + 3 + 3 * step <= image.width : box.left - 2 - 3 * step >= 0;
  const side = facing === 0 || (!above && !fitsBeside(facing)) ? roomier : facing;
  const x0 = above
    ? side > 0
      ? Math.min(box.right - dot, image.width - 1 - dot - 2 * step)
      : Math.max(box.left, 2 * step)
    : side > 0
      ? box.right + 3
      : box.left - 2 - dot;
  const y0 = above ? box.top - step : Math.max(box.top + step, 2 * step + 1);
  const put = putter(image);
  for (let i = 0; i < count; i++) {
    const cx = x0 + side * i * step;
    const cy = y0 - i * step;
    for (let dy = 0; dy < dot; dy++) for (let dx = 0; dx < dot; dx++) put(cx + dx, cy + dy, color);
  }
}

/** Colours of the mood marks: a cartoon's red vein, a pale blue drop, a warm yellow twinkle. */
const MOOD_INK: Readonly<Record<Mood, Rgb>> = {
  anger: [232, 48, 56],
  fear: [120, 200, 255],
  joy: [255, 214, 64],
};

/** The inks a mood's mark is drawn in, all taken from the sprite so its palette holds them. */
export interface MoodInks {
  /**
   * The sprite's colour nearest the mood's own (red for anger), else its outline ink for anger
   * and its lightest colour for a drop or a twinkle (outlined, they read as themselves).
   */
  readonly mark: Rgb;
  /** Its lightest colour: a drop's highlight. */
  readonly pale: Rgb;
  /** Its darkest: the outline. */
  readonly ink: Rgb;
}

/** Beyond this distance in RGB the sprite has no colour near the mood's: the outline ink draws it. */
const NEAR_ENOUGH = 110;

export function moodInks(image: RgbaImage, mood: Mood): MoodInks {
  const want = MOOD_INK[mood];
  let mark: Rgb | null = null;
  let near = NEAR_ENOUGH;
  let pale: Rgb = [255, 255, 255];
  let ink: Rgb = [26, 28, 44];
  let light = -1;
  let dark = Number.POSITIVE_INFINITY;
  let warm: Rgb | null = null;
  let warmGap = WARM_GAP;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const c: Rgb = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
    const sum = c[0] + c[1] + c[2];
    if (sum > light) [light, pale] = [sum, c];
    if (sum < dark) [dark, ink] = [sum, c];
    const d = Math.hypot(c[0] - want[0], c[1] - want[1], c[2] - want[2]);
    // Near in hue too: a skin tone is near a pale blue in RGB, and is no drop of sweat.
    if (d < near && hueGap(c, want) < 35) [near, mark] = [d, c];
    // Failing a near colour, a warm mood takes the sprite's colour nearest in hue (an orange
    // or a gold for a red vein), as long as it is a colour at all and still warm.
    const gap = hueGap(c, want);
    if (gap < warmGap) [warmGap, warm] = [gap, c];
  }
  const warmMood = mood === "anger" || mood === "joy";
  return { mark: mark ?? (warmMood ? warm : null) ?? (mood === "anger" ? ink : pale), pale, ink };
}

/** How far in hue a stand-in for a warm mood's colour may stray (red to a gold, not a violet). */
const WARM_GAP = 50;

/** Degrees between two colours' hues (180 when either is grey). */
function hueGap(a: Rgb, b: Rgb): number {
  const hue = ([r, g, b]: Rgb) => {
    const max = Math.max(r, g, b);
    const c = max - Math.min(r, g, b);
    if (c < 40) return null;
    const h = max === r ? ((g - b) / c) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
    return (h * 60 + 360) % 360;
  };
  const x = hue(a);
  const y = hue(b);
  if (x === null || y === null) return 180;
  const d = Math.abs(x - y);
  return Math.min(d, 360 - d);
}

/** The vein of anger, large and small: four corners bent away from a middle. */
const VEIN_BIG = ["..x.x..", "..x.x..", "xxx.xxx", ".......", "xxx.xxx", "..x.x..", "..x.x.."];
const VEIN_SMALL = [".x.x.", "xx.xx", ".....", "xx.xx", ".x.x."];
/** A drop of sweat, its pale highlight marked `o`. */
const DROP = ["..x..", ".xxx.", "xxoxx", "xxoxx", ".xxx."];
const TWINKLE = ["..x..", "..x..", "xxoxx", "..x..", "..x.."];

/**
 * A mood's mark by the head, drawn over a finished frame: anger a vein above the head's corner
 * that swells and shrinks every other pair of frames; fear a drop of sweat sliding down beside
 * the head, outlined so it reads on pale ground; joy twinkles above the head, trading places.
 * Marks are scaled with the sprite (one pixel per pixel up to 64 px) and placed on the roomier
 * side of the head (`box`, its extent in the frame), skipping what falls outside the frame.
 */
export function moodSide(box: { left: number; right: number }, width: number): 1 | -1 {
  return width - 1 - box.right + 6 >= box.left ? 1 : -1;
}

export function moodMark(
  image: RgbaImage,
  box: { left: number; right: number; top: number },
  mood: Mood,
  inks: MoodInks,
  t: number,
  size: number,
  /** The side to prefer (+1 right), fixed for a strip so the mark stays put as the body moves. */
  prefer?: 1 | -1,
): void {
  const put = putter(image);
  const k = Math.max(1, Math.round(size / 64));
  const stamp = (rows: readonly string[], x0: number, y0: number, outline: boolean) => {
    const at = (x: number, y: number) => rows[y]?.[x] === "x" || rows[y]?.[x] === "o";
    for (let y = -1; y <= rows.length; y++)
      for (let x = -1; x <= rows[0]!.length; x++) {
        const mark = at(x, y);
        const edge =
          !mark && outline && (at(x - 1, y) || at(x + 1, y) || at(x, y - 1) || at(x, y + 1));
        if (!mark && !edge) continue;
        const c = edge ? inks.ink : rows[y]![x] === "o" ? inks.pale : inks.mark;
        for (let dy = 0; dy < k; dy++)
          for (let dx = 0; dx < k; dx++) put(x0 + x * k + dx, y0 + y * k + dy, c);
      }
  };
  // A spot in the air: the mark's box (its outline included) over no pixel of the sprite.
  const clear = (x0: number, y0: number, w: number, h: number) => {
    if (x0 - k < 0 || y0 - k < 0 || x0 + w + k > image.width || y0 + h + k > image.height)
      return false;
    for (let y = y0 - k; y < y0 + h + k; y++)
      for (let x = x0 - k; x < x0 + w + k; x++)
        if (image.data[(y * image.width + x) * 4 + 3]! >= 128) return false;
    return true;
  };
  // The roomier side, with a few pixels' leaning to the right, so a mark on a figure that
  // shakes about the middle stays on one side.
  const right = prefer ? prefer > 0 : image.width - 1 - box.right + 6 * k >= box.left;
  const toward = right ? 1 : -1;
  const middle = Math.round((box.left + box.right) / 2);
  const quarter = Math.round((box.right - box.left) / 4);
  /** Where a mark of w × h goes: the first clear spot of `spots` (top-left corners), else the first. */
  const place = (w: number, h: number, spots: readonly [number, number][]) => {
    const whole = spots.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
    return whole.find(([x, y]) => clear(x, y, w, h)) ?? whole[0]!;
  };
  if (mood === "anger") {
    // Placed for the large vein and centred there whichever size, so it throbs in place.
    const big = VEIN_BIG.length * k;
    const above = box.top - big - k;
    const [x, y] = place(big, big, [
      [middle + toward * quarter - big / 2, above],
      [middle - toward * quarter - big / 2, above],
      [middle - big / 2, above],
      [right ? box.right + k : box.left - k - big, box.top],
      [right ? box.left - k - big : box.right + k, box.top],
    ]);
    const rows = t % 4 === 1 || t % 4 === 2 ? VEIN_BIG : VEIN_SMALL;
    const inset = ((VEIN_BIG.length - rows.length) / 2) * k;
    stamp(rows, x + inset, y + inset, false);
    return;
  }
  if (mood === "fear") {
    // The drop slides down beside the head a pixel a frame, three frames, and again.
    const w = DROP[0]!.length * k;
    const h = DROP.length * k + 2 * k;
    const top = box.top + 3 * k;
    const [x, y] = place(w, h, [
      [right ? box.right + 2 * k : box.left - 2 * k - w, top],
      [right ? box.left - 2 * k - w : box.right + 2 * k, top],
      [middle + toward * quarter, box.top - h - k],
    ]);
    stamp(DROP, x, y + (t % 3) * k, true);
    return;
  }
  const w = TWINKLE[0]!.length * k;
  const y = box.top - w - 2 * k;
  const [a] = place(w, w, [
    [box.left - w, y],
    [box.left, y],
  ]);
  const [c] = place(w, w, [
    [box.right, y],
    [box.right - w, y],
  ]);
  // Two twinkles above the head's corners, one large and one small, trading places.
  const [large, small] = t % 2 === 0 ? [a, c] : [c, a];
  stamp(TWINKLE, large, y, true);
  stamp(
    TWINKLE.slice(1, 4).map((r) => r.slice(1, 4)),
    small + k,
    y + k,
    true,
  );
}
