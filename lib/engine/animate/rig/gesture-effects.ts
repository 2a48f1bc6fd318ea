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
  const put = putter(image);
  const pale = color.map((v) => Math.round(v + (255 - v) * 0.75)) as unknown as Rgb;
  for (const { x, y, core } of sparklePixels(tip, t, strength, size, image))
    put(x, y, core ? pale : color);
}

/**
 * Pixels an effect keeps clear of the frame's edge: a bubble or a spark whose outline touches
 * the border reads as cut off by it, even when all of it is drawn.
 */
const EFFECT_MARGIN = 1;

/**
 * Every pixel `sparkle` paints for frame `t` (later ones over earlier ones), and whether it is
 * the pale core's colour: the orb's disc, its rays (straight on even frames, diagonal on odd
 * ones, longer when the spell is full and longest as it is loosed) and three sparks circling
 * it, a quarter turn further each frame. None when `strength` is 0.
 */
export function sparklePixels(
  tip: { x: number; y: number },
  t: number,
  strength: number,
  size = 64,
  /** The frame, when known: the orb, its rays and the circling sparks are kept inside it. */
  frame?: { readonly width: number; readonly height: number },
): { x: number; y: number; core: boolean }[] {
  if (strength <= 0) return [];
  const out: { x: number; y: number; core: boolean }[] = [];
  const scale = Math.max(1, size / 64);
  // Past full (a spell loosed) the orb swells once more and its rays reach further.
  const radius = Math.max(1, Math.round((1 + 2 * Math.min(strength, 1.5)) * scale));
  const ray = strength > 1.2 ? 4 : strength >= 0.9 ? 2 : 1;
  const orbit = radius + ray + 2;
  // How far any pixel lies from the centre on any frame (the sparks circle at `orbit`), so a
  // centre moved in by it stays put as the sparks turn.
  const reach = Math.max(radius + ray, orbit) + EFFECT_MARGIN;
  const within = (v: number, length: number | undefined) =>
    length === undefined || length <= 2 * reach
      ? v
      : Math.min(Math.max(v, reach), length - 1 - reach);
  const cx = within(tip.x, frame?.width);
  // Low enough that the rays keep a pixel of room under the frame's top.
  const cy = within(Math.max(tip.y - 1, radius + ray + 1, radius + 3), frame?.height);
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const d = Math.hypot(dx, dy);
      if (d > radius + 0.35) continue;
      out.push({ x: cx + dx, y: cy + dy, core: d <= radius * 0.45 });
    }
  out.push({ x: cx, y: cy, core: true });
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
      out.push({ x: cx + ux! * (radius + r), y: cy + uy! * (radius + r), core: false });
    }
  }
  for (let i = 0; i < 3; i++) {
    const a = ((t * 2 + i * 3) * Math.PI) / 4.5;
    out.push({
      x: Math.round(cx + orbit * Math.cos(a)),
      y: Math.round(cy + orbit * Math.sin(a)),
      core: true,
    });
  }
  return out;
}

/**
 * A thinker's trail of dots: up to three dots rising from above the head's outer corner (`box`,
 * its extent in the finished frame), or beside it when the frame has no room above, one more
 * every few frames, so the thought builds over the loop. Above the head they rise on the side
 * it faces (`facing`: +1 right, -1 left, 0 seen from the front: the roomier side). Each dot is
 * near white rimmed in `color` (the sprite's outline ink), so it reads over dark legs or a dark
 * ground alike, and grows a little as the trail rises (2, 2 and 3 px on a sprite 48 px or
 * taller, else 1, 1 and 2); the trail is kept wholly inside the frame, its rims off the border.
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
  const sizes = [dot, dot, dot + 1];
  const count = Math.min(3, 1 + Math.floor((3 * t) / Math.max(1, n)));
  const step = dot + 3;
  // With room above the head the dots rise from its outer corner (a creature's head, a
  // figure in a roomy frame); against the frame's top they rise beside it, where there is room.
  const above = box.top >= 3 * step + 2;
  const roomier = image.width - 1 - box.right >= box.left ? 1 : -1;
  // Beside the head the dots need three steps of room on their side.
  const fitsBeside = (s: number) =>
    s > 0 ? box.right + 3 + 3 * step <= image.width : box.left - 2 - 3 * step >= 0;
  const side = facing === 0 || (!above && !fitsBeside(facing)) ? roomier : facing;
  const x0 = above
    ? side > 0
      ? box.right - dot
      : box.left
    : side > 0
      ? box.right + 3
      : box.left - 2 - dot;
  const y0 = above ? box.top - step : Math.max(box.top + step, 2 * step + 1);
  // The whole trail of three (the last the largest) is moved in together until every dot and
  // its rim sit a margin inside the frame: dots moved in one by one piled up against the edge,
  // and a rim on the border read as a bubble cut off by it.
  const spots = sizes.map((s, i) => ({ x: x0 + side * i * step, y: y0 - i * step - (s - dot), s }));
  const lo = 1 + EFFECT_MARGIN;
  const shift = (min: number, max: number, length: number) =>
    min < lo ? lo - min : max > length - 1 - lo ? length - 1 - lo - max : 0;
  const dx0 = shift(
    Math.min(...spots.map((d) => d.x)),
    Math.max(...spots.map((d) => d.x + d.s - 1)),
    image.width,
  );
  const dy0 = shift(
    Math.min(...spots.map((d) => d.y)),
    Math.max(...spots.map((d) => d.y + d.s - 1)),
    image.height,
  );
  const put = putter(image);
  for (let i = 0; i < count; i++) {
    const { x, y, s } = spots[i]!;
    const cx = x + dx0;
    const cy = y + dy0;
    for (let dy = -1; dy <= s; dy++)
      for (let dx = -1; dx <= s; dx++) {
        const rim = dx < 0 || dy < 0 || dx >= s || dy >= s;
        // Rounded: a 3 px dot's rim skips its corners.
        if (rim && s > 2 && (dx < 0 || dx >= s) && (dy < 0 || dy >= s)) continue;
        put(cx + dx, cy + dy, rim ? color : PALE);
      }
  }
}

/** Colours of the mood marks: a cartoon's red vein, a pale blue drop, a warm yellow twinkle. */
const MOOD_INK: Readonly<Record<Mood, Rgb>> = {
  anger: [232, 48, 56],
  fear: [120, 200, 255],
  joy: [255, 214, 64],
};

/** What a mark is drawn in: its own colour, a pale highlight and rim, and the dark outline. */
export interface MoodInks {
  /**
   * The mood's colour: the sprite's own when it has one near it (a red robe's red for anger, so
   * the palette holds it), else the mood's own (a red vein on a green slime: a new ink, which
   * the strip's palette allowance keeps). Never a stand-in of another hue: a dark green or a
   * grey vein does not read as anger.
   */
  readonly mark: Rgb;
  /** Near white: a drop's highlight and the light rim that sets a vein off any ground. */
  readonly pale: Rgb;
  /** The sprite's darkest colour: the outline of a drop or a thought. */
  readonly ink: Rgb;
}

/** Beyond this distance in RGB the sprite has no colour near the mood's. */
const NEAR_ENOUGH = 90;
/** The highlight and rim when the sprite has no colour this light of its own. */
const PALE: Rgb = [250, 250, 244];

export function moodInks(image: RgbaImage, mood: Mood): MoodInks {
  const want = MOOD_INK[mood];
  let mark: Rgb | null = null;
  let near = NEAR_ENOUGH;
  let pale: Rgb = PALE;
  let ink: Rgb = [26, 28, 44];
  let light = 3 * 225;
  let dark = Number.POSITIVE_INFINITY;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const c: Rgb = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
    const sum = c[0] + c[1] + c[2];
    // The sprite's own near-white, when it has one, so the palette holds the highlight too.
    if (sum > light) [light, pale] = [sum, c];
    if (sum < dark) [dark, ink] = [sum, c];
    const d = Math.hypot(c[0] - want[0], c[1] - want[1], c[2] - want[2]);
    // Near in hue too: a skin tone is near a pale blue in RGB, and is no drop of sweat.
    if (d < near && hueGap(c, want) < 25) [near, mark] = [d, c];
  }
  return { mark: mark ?? want, pale, ink };
}

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

/**
 * The vein of anger ("#" bent into four corners), swollen and at rest: it throbs between the
 * two. The large pair for a head 14 px tall or more, the small pair below that.
 */
const VEIN_LARGE = [
  ["..x.x..", "..x.x..", "xxx.xxx", ".......", "xxx.xxx", "..x.x..", "..x.x.."],
  [".......", "..x.x..", ".xx.xx.", ".......", ".xx.xx.", "..x.x..", "......."],
];
const VEIN_SMALL = [
  [".x.x.", "xx.xx", ".....", "xx.xx", ".x.x."],
  ["x...x", ".x.x.", ".....", ".x.x.", "x...x"],
];
/** A drop of sweat 3 px wide: a point, a round belly, its highlight marked `o`. */
const DROP = [".x.", "xxx", "xox", ".x."];
const TWINKLE = ["..x..", "..x..", "xxoxx", "..x..", "..x.."];

/**
 * The side a mood's mark goes on: for a head seen in profile (`facing` +1 right, -1 left) the
 * back of the head, away from the snout or beak, where a drop cannot read as a runny nose; seen
 * from the front the roomier side (`box`, the head's extent), with a few pixels' leaning to the
 * right. Chosen once for a strip, so the mark stays put as the body moves.
 */
export function moodSide(
  box: { left: number; right: number },
  width: number,
  facing: -1 | 0 | 1 = 0,
): 1 | -1 {
  if (facing !== 0) return facing > 0 ? -1 : 1;
  return width - 1 - box.right + 6 >= box.left ? 1 : -1;
}

/** Where a head is in a finished frame: its extent (the outline around it included). */
export interface HeadBox {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  /** Its lowest row, when known: the mark is sized to the head. */
  readonly bottom?: number;
}

/**
 * A mood's mark by the head, drawn over a finished frame: anger a red vein at the head's top
 * corner, rimmed in a pale ink so it reads on any ground, throbbing every other pair of frames;
 * fear a small pale blue drop with a highlight sliding down beside the top of the head,
 * outlined; joy twinkles above the head, trading places. The vein is sized to the head (`box`);
 * strokes are one pixel per pixel up to a 64 px sprite (`size`, the figure's height). A mark is
 * set in clear air where it can be, always wholly inside the frame, on the side `side` names.
 */
export function moodMark(
  image: RgbaImage,
  box: HeadBox,
  mood: Mood,
  inks: MoodInks,
  t: number,
  size: number,
  side?: 1 | -1,
  /** Set for a head seen in profile: the mark sits over its crown or behind it. */
  profile = false,
): void {
  const put = putter(image);
  const k = Math.max(1, Math.round(size / 64));
  const stamp = (rows: readonly string[], x0: number, y0: number, rim: Rgb) => {
    const at = (x: number, y: number) => rows[y]?.[x] === "x" || rows[y]?.[x] === "o";
    for (let y = -1; y <= rows.length; y++)
      for (let x = -1; x <= rows[0]!.length; x++) {
        const mark = at(x, y);
        const edge = !mark && (at(x - 1, y) || at(x + 1, y) || at(x, y - 1) || at(x, y + 1));
        if (!mark && !edge) continue;
        const c = edge ? rim : rows[y]![x] === "o" ? inks.pale : inks.mark;
        for (let dy = 0; dy < k; dy++)
          for (let dx = 0; dx < k; dx++) put(x0 + x * k + dx, y0 + y * k + dy, c);
      }
  };
  // A mark's box (rim included) wholly in the frame and off its border: a spot past an edge is
  // moved in.
  const edge = k + EFFECT_MARGIN;
  const inside = (x: number, y: number, w: number, h: number): [number, number] => [
    Math.min(Math.max(Math.round(x), edge), image.width - w - edge),
    Math.min(Math.max(Math.round(y), edge), image.height - h - edge),
  ];
  // A spot in the air: the mark's box (its rim included) over no pixel of the sprite.
  const clear = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0 - k; y < y0 + h + k; y++)
      for (let x = x0 - k; x < x0 + w + k; x++)
        if (image.data[(y * image.width + x) * 4 + 3]! >= 128) return false;
    return true;
  };
  /** The first clear spot of `spots` (top-left corners), else the first, inside the frame. */
  const place = (w: number, h: number, spots: readonly [number, number][]) => {
    const whole = spots.map(([x, y]) => inside(x, y, w, h));
    return whole.find(([x, y]) => clear(x, y, w, h)) ?? whole[0]!;
  };
  const right = (side ?? moodSide(box, image.width)) > 0;
  const headHeight = box.bottom !== undefined ? box.bottom - box.top : 16;
  /** A spot just above whatever is drawn under the columns x .. x + w (the head, an ear). */
  const over = (x: number, w: number, h: number): [number, number] => {
    let top = box.top + 1;
    for (let y = 0; y < box.top + 1 && y < image.height; y++) {
      let hit = false;
      for (let c = Math.round(x) - k; c < Math.round(x) + w + k && !hit; c++)
        if (c >= 0 && c < image.width && image.data[(y * image.width + c) * 4 + 3]! >= 128)
          hit = true;
      if (hit) {
        top = y;
        break;
      }
    }
    return [x, top - h - 2 * k];
  };
  if (mood === "anger") {
    const pair = headHeight >= 14 * k ? VEIN_LARGE : VEIN_SMALL;
    const s = pair[0]!.length * k;
    // At the head's top corner, half over the corner and half out in the air (a head seen in
    // profile: over its crown, between the ear and the brow); else above the head.
    const corner = right ? box.right - s / 2 : box.left - s / 2;
    const middle = (box.left + box.right - s) / 2;
    const [x, y] = place(
      s,
      s,
      profile
        ? [over(middle, s, s), over(middle + (right ? s / 2 : -s / 2), s, s)]
        : [
            [corner, box.top - s / 2],
            [corner, box.top - s],
            over(corner, s, s),
            over(middle, s, s),
          ],
    );
    const rows = t % 4 === 1 || t % 4 === 2 ? pair[0]! : pair[1]!;
    stamp(rows, x, y, inks.pale);
    return;
  }
  if (mood === "fear") {
    // Beside the top of the head (the brow seen from the front, the back of the skull in
    // profile, never at a snout's or a beak's tip), else just above it on that side, sliding
    // down a pixel a frame, three frames, and again.
    const w = DROP[0]!.length * k;
    const h = DROP.length * k + 2 * k;
    const top = box.top + Math.max(k, Math.round(headHeight / 6));
    const back = right
      ? box.right - w - Math.round(headHeight / 4)
      : box.left + Math.round(headHeight / 4);
    const [x, y] = place(
      w,
      h,
      profile
        ? [
            [right ? box.right + k : box.left - k - w, top],
            // Lower down the back of the skull (a horn or a crest may stand where the first is).
            [right ? box.right + k : box.left - k - w, top + Math.round(headHeight / 3)],
            over(back, w, h),
          ]
        : [
            [right ? box.right + k : box.left - k - w, top],
            [right ? box.right + 2 * k : box.left - 2 * k - w, top - k],
            over(right ? box.right - w : box.left, w, h),
          ],
    );
    stamp(DROP, x, y + (t % 3) * k, inks.ink);
    return;
  }
  const w = TWINKLE[0]!.length * k;
  const [a, ya] = place(w, w, [
    [box.left - w, box.top - w - 2 * k],
    [box.left, box.top - w - 2 * k],
  ]);
  const [c, yc] = place(w, w, [
    [box.right, box.top - w - 2 * k],
    [box.right - w, box.top - w - 2 * k],
  ]);
  // Two twinkles above the head's corners, one large and one small, trading places.
  const [large, small] =
    t % 2 === 0
      ? [
          [a, ya],
          [c, yc],
        ]
      : [
          [c, yc],
          [a, ya],
        ];
  stamp(TWINKLE, large[0]!, large[1]!, inks.ink);
  stamp(
    TWINKLE.slice(1, 4).map((r) => r.slice(1, 4)),
    small[0]! + k,
    small[1]! + k,
    inks.ink,
  );
}
