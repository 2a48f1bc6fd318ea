/**
 * "Burning" (also "on fire", "in flames", "ablaze"): the sprite set on fire, not recoloured as
 * fire. Its own colours stay, each warmed a little by the firelight (more toward the feet, where
 * the flames are thickest; the outline stays the darkest ink), so a knight on fire is still a
 * grey knight with his red shield cross, and a grey wolf is not read as a fox. The fire itself
 * is a handful of flame tongues rising from the figure's top edges into the air: red at the rim,
 * orange inside, a yellow core low down, each a few pixels wide and a fifth of the figure tall,
 * so they read as flames at 1x. A tongue is drawn only into empty pixels and only where it has
 * open air above its root: it never covers a face, a detail or a line, and never fills the gap
 * beside a bottle's neck (which would square the silhouette off). Every flame pixel touches the
 * figure or a flame that does: no spark floats loose. A faceless picture read a block a pixel (an
 * import a few blocks across, such as a bottle) burns the same way, its own colours kept, with
 * tongues three blocks wide (red rims, a yellow core, an orange tip) on its top and one upright
 * beside each foot; a figure with a face read a block a pixel takes the fire recolour instead
 * (see `burnsAsFireRecolour`).
 * "Fire", "lava" and "molten" stay the fire recolour (a lava slime is orange through).
 */
import { type LabOf, oklabToRgb } from "../color";
import { boundsOf, floodFill, type Pixels, type Point } from "../raster";
import { type Random, randomInt } from "../random";
import { filled } from "./effect-kit";
import { eyesOf } from "./robot-pixels";

/** Under this many pixels on its shorter side a picture is read a block a pixel (an import). */
const BLOCK_PICTURE = 32;

/**
 * Whether `px` is a picture read a block a pixel: its tongues stand upright (a leaning tongue
 * of blocks comes loose), open to the sky (one in a notch squares a bottle's neck off), and one
 * beside each foot rather than a row up each side (stacked blocks of flame read as handles).
 */
function isBlockPicture(px: Pixels): boolean {
  return Math.min(px.width, px.height) < BLOCK_PICTURE;
}

/**
 * Whether `px` burns as the fire recolour (re-tinted in fire tones, flames a block wide licking
 * up from its top edges, tidied by `tidyBlockFlames`) rather than as itself with tongues beside
 * it: a picture read a block a pixel with a face (eyes found as a robot's visor finds them). A
 * figure a dozen blocks tall keeps its colours beside tongues three blocks wide and reads as one
 * standing by a fire; re-tinted, with the flames rising from its brim and shoulders, it reads as
 * a figure on fire. A faceless object re-tinted reads as a fire-coloured thing (an orange
 * potion), so it keeps its colours and takes the tongues.
 */
export function burnsAsFireRecolour(px: Pixels, lab: LabOf): boolean {
  return isBlockPicture(px) && eyesOf(px, lab) !== null;
}

/** The flame inks, from the rim in: deep red, orange, yellow. */
const FLAME = {
  rim: pack(196, 44, 24),
  body: pack(244, 126, 28),
  core: pack(255, 214, 72),
} as const;

function pack(r: number, g: number, b: number): number {
  return (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
}

/** Sets `px` on fire in place (see the file comment). */
export function burn(px: Pixels, lab: LabOf, random: Random): void {
  const bounds = boundsOf(px);
  if (!bounds) return;
  const before: Pixels = { width: px.width, height: px.height, data: new Uint32Array(px.data) };
  flames(px, before, random, bounds);
  dropDetached(px, before);
  light(px, before, lab);
}

/**
 * Tidies the flames the fire recolour drew on a picture read a block a pixel (tongues a block
 * wide, straight up from top edges): a tongue in a notch, or under a part of the figure a
 * block above it, fills the gap beside a bottle's neck and squares its outline off, so it goes
 * (one under a hat's brim with room to lick up beside the face stays); then no flame is left
 * loose.
 */
export function tidyBlockFlames(px: Pixels, before: Pixels): void {
  const { width, height } = px;
  const added = (x: number, y: number) =>
    px.data[y * width + x] !== 0 && before.data[y * width + x] === 0;
  for (let x = 0; x < width; x++) {
    for (let y = height - 1; y >= 0; y--) {
      // A run of flame straight above a top pixel of the figure: that pixel is its root.
      if (!filled(before, x, y) || filled(before, x, y - 1) || !added(x, y - 1)) continue;
      if (!inNotch(before, x, y) && airAbove(before, x, y) >= 2) continue;
      for (let k = y - 1; k >= 0 && added(x, k); k--) px.data[k * width + x] = 0;
    }
  }
  dropDetached(px, before);
}

/**
 * Clears every pixel added to `before` that is not joined to the figure, side by side, through
 * other added pixels: a flame cut from its root by something above it is a floating spark.
 */
function dropDetached(px: Pixels, before: Pixels): void {
  const { width, height } = px;
  const added = (i: number) => px.data[i] !== 0 && before.data[i] === 0;
  const figure: number[] = [];
  for (let i = 0; i < width * height; i++) if (before.data[i] !== 0) figure.push(i);
  const joined = new Uint8Array(width * height);
  floodFill(width, height, figure, (i) => before.data[i] !== 0 || added(i), {
    connectivity: 4,
    seen: joined,
  });
  for (let i = 0; i < width * height; i++) if (added(i) && !joined[i]) px.data[i] = 0;
}

/**
 * Firelight: a pixel of the figure beside a flame is lit by it, its colour pushed toward orange
 * and a little lighter (line inks stay as they are, so the outline holds). Everywhere else the
 * colours stay exactly as drawn. One lit colour per source colour, so the result fits the
 * palette room a restyle is given.
 */
function light(px: Pixels, before: Pixels, lab: LabOf): void {
  const lit = new Map<number, number>();
  const flame = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < px.width && y < px.height && !filled(before, x, y) && filled(px, x, y);
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      const v = before.data[y * px.width + x]!;
      if (v === 0) continue;
      if (!(flame(x - 1, y) || flame(x + 1, y) || flame(x, y - 1) || flame(x, y + 1))) continue;
      let out = lit.get(v);
      if (out === undefined) {
        const { L, a, b } = lab(v);
        if (L < 0.35) out = v;
        else {
          const rgb = oklabToRgb({ L: Math.min(0.95, L + 0.06), a: a + 0.04, b: b + 0.07 });
          out = pack(rgb[0], rgb[1], rgb[2]);
        }
        lit.set(v, out);
      }
      px.data[y * px.width + x] = out;
    }
  }
}

/** Flame tongues on the top edges and up the sides (see the file comment). */
function flames(
  px: Pixels,
  before: Pixels,
  random: Random,
  bounds: NonNullable<ReturnType<typeof boundsOf>>,
): void {
  const height = bounds.bottom - bounds.top + 1;
  const width = bounds.right - bounds.left + 1;
  // A tongue a fifth of the figure tall, at least 4 pixels (on a picture read a block a pixel,
  // three blocks wide and nearly a third of it tall, so a red rim, a yellow core and an orange
  // tip read as a flame beside blocks that big, not as a horn or a candle).
  const small = isBlockPicture(px);
  const tall = Math.max(4, Math.round(height * (small ? 0.3 : 0.2)));
  const wide = small ? 3 : Math.max(3, Math.round(tall * 0.45));
  const tops: Point[] = [];
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    for (let x = bounds.left; x <= bounds.right; x++) {
      if (filled(before, x, y) && !filled(before, x, y - 1)) tops.push({ x, y });
    }
  }
  // Higher roots first (the head, the shoulders), in a seeded order among equals.
  const order = tops
    .map((p) => ({ p, key: p.y + random() * Math.max(2, height * 0.15) }))
    .sort((a, b) => a.key - b.key)
    .map((o) => o.p);
  const count = Math.max(2, Math.round(width / (small ? 4 : 5)));
  const spacing = wide + 1;
  const roots: Point[] = [];
  for (const p of order) {
    if (roots.length >= count) break;
    if (roots.some((q) => Math.abs(q.x - p.x) < spacing)) continue;
    // A tongue of blocks stays upright: leaning, its tip would come loose.
    const lean = small ? 0 : randomInt(random, -1, 1);
    const h = Math.round(tall * (0.7 + 0.3 * random()));
    // A tongue stands on the figure along half its foot at least: one wider than the tip it
    // rises from (an elf's ear) is a flame perched on a pixel, read as floating free.
    if (!small && footing(before, p, wide) * 2 < footWidth(wide)) continue;
    const room = openAbove(before, p, h, wide, lean, small);
    // A tongue cut to under half its height by what is above it is a squat blob (a halo on a
    // helmet): none there.
    if (room < (small ? 2 : Math.max(3, Math.round(tall / 2)))) continue;
    tongue(px, before, p, room, wide, lean);
    roots.push(p);
  }
  // Flames up the sides: on each outer side of the figure's lower part, tongues of uneven
  // height rooted just outside the outline, overlapping and leaning out, rising in the air
  // beside the body. A picture read a block a pixel has room for one upright tongue a side,
  // from its lowest row, half of it tall: several blocks of flame stacked beside its
  // outline, or leaning, read as loose sparks and handles, not fire.
  const lick = small ? Math.max(4, Math.round(height * 0.4)) : Math.max(3, Math.round(tall * 0.8));
  const pitch = small ? height : Math.max(3, Math.round(lick * 0.6));
  for (const side of [-1, 1] as const) {
    for (let y = bounds.bottom; y >= bounds.top + height * 0.4; y -= pitch) {
      const x = outermost(before, y, side, bounds);
      if (x === null) continue;
      const root = { x: x + side * Math.ceil(wide / 2), y: y + 1 };
      const h = small ? lick : Math.max(2, Math.round(lick * (0.6 + 0.4 * random())));
      tongue(px, before, root, h, wide, small ? 0 : side);
    }
  }
}

/** How wide a tongue `wide` across is at its foot. */
function footWidth(wide: number): number {
  return 2 * Math.round(halfAt(wide, 0)) + 1;
}

/** How many pixels of the figure's row under a tongue's foot, rooted at `root`, are filled. */
function footing(px: Pixels, root: Point, wide: number): number {
  const half = Math.round(halfAt(wide, 0));
  let n = 0;
  for (let x = root.x - half; x <= root.x + half; x++) if (filled(px, x, root.y)) n++;
  return n;
}

/** The outermost filled pixel of row `y` on `side` (-1 left, 1 right), or null. */
function outermost(
  px: Pixels,
  y: number,
  side: -1 | 1,
  bounds: NonNullable<ReturnType<typeof boundsOf>>,
): number | null {
  const from = side < 0 ? bounds.left : bounds.right;
  for (let x = from; x >= bounds.left && x <= bounds.right; x -= side) {
    if (filled(px, x, y)) return x;
  }
  return null;
}

/** Half-width of a tongue `wide` across at height share `t` (0 at the root, 1 at the tip). */
function halfAt(wide: number, t: number): number {
  const belly = t < 0.35 ? 0.85 + (0.15 * t) / 0.35 : (1 - (t - 0.35) / 0.65) ** 0.8;
  return ((wide - 1) / 2) * belly;
}

/** Its column at height share `t`: the tip swings to the side it leans. */
function centerAt(root: Point, lean: number, h: number, t: number): number {
  return root.x + Math.round(lean * t * t * Math.max(1, h / 4));
}

/**
 * How many rows a tongue of height `h` rooted at `root` can rise through open air: every pixel
 * of its shape must be empty, with air beside it on one side at least, and a row of air stays
 * above it. A tongue never fills a gap between two parts. On a picture read a block a pixel
 * (`blocky`), where a gap is a block wide, a tongue one block wide must also be open to the sky
 * (nothing of the figure above it), stand by no overhang (the figure beside it does not stop
 * and come back higher up, as a bottle's neck under its cork) and hug the figure for one row at
 * most: one beside a neck would fill the notch and square the silhouette off.
 */
function openAbove(
  px: Pixels,
  root: Point,
  h: number,
  wide: number,
  lean: number,
  blocky: boolean,
): number {
  if (blocky && (underCover(px, root.x, root.y) || besideOverhang(px, root))) return 0;
  if (blocky && hugged(px, root, h) > 1) return 0;
  for (let i = 1; i <= h; i++) {
    const y = root.y - i;
    if (y < 1) return i - 1;
    const t = (i - 1) / Math.max(1, h - 1);
    const c = centerAt(root, lean, h, t);
    const half = Math.round(halfAt(wide, t));
    for (let x = c - half; x <= c + half; x++) if (filled(px, x, y)) return i - 1;
    if (filled(px, c - half - 1, y) && filled(px, c + half + 1, y)) return i - 1;
  }
  return h;
}

/**
 * Whether a tongue rising from the top pixel (x, y) rises in a notch: on one side the figure
 * stands right beside its first row, stops, and comes back within two rows (a bottle's neck
 * under its stopper's lip). A taller gap (a face under a hat's brim) has room for a flame.
 */
function inNotch(px: Pixels, x: number, y: number): boolean {
  for (const side of [-1, 1]) {
    if (!filled(px, x + side, y - 1)) continue;
    let gap = 0;
    for (let k = y - 2; k >= 0; k--) {
      if (!filled(px, x + side, k)) gap++;
      else if (gap > 0) {
        if (gap <= 2) return true;
        break;
      }
    }
  }
  return false;
}

/** How many empty pixels lie above (x, y) in its column before the figure (or the canvas's top). */
function airAbove(px: Pixels, x: number, y: number): number {
  let n = 0;
  for (let k = y - 1; k >= 0 && !filled(px, x, k); k--) n++;
  return n;
}

/** Whether anything of the figure lies above (x, y) in its column. */
function underCover(px: Pixels, x: number, y: number): boolean {
  for (let k = y - 1; k >= 0; k--) if (filled(px, x, k)) return true;
  return false;
}

/** Rows of the `h` above `root` with the figure right beside the column. */
function hugged(px: Pixels, root: Point, h: number): number {
  let rows = 0;
  for (let y = root.y - 1; y >= Math.max(0, root.y - h); y--) {
    if (filled(px, root.x - 1, y) || filled(px, root.x + 1, y)) rows++;
  }
  return rows;
}

/** Whether the figure beside the column above `root` stops and comes back higher up. */
function besideOverhang(px: Pixels, root: Point): boolean {
  for (const side of [-1, 1]) {
    let gap = false;
    for (let y = root.y - 1; y >= 0; y--) {
      const f = filled(px, root.x + side, y);
      if (!f) gap = true;
      else if (gap) return true;
    }
  }
  return false;
}

/**
 * Draws one tongue of height `h` above `root`: into the empty pixels of `before` only, or over
 * whatever is there when `before` is null (a flame in front of the figure).
 */
function tongue(
  px: Pixels,
  before: Pixels | null,
  root: Point,
  h: number,
  wide: number,
  lean: number,
) {
  for (let i = 1; i <= h; i++) {
    const y = root.y - i;
    const t = (i - 1) / Math.max(1, h - 1);
    const c = centerAt(root, lean, h, t);
    const half = Math.round(halfAt(wide, t));
    for (let x = c - half; x <= c + half; x++) {
      if (x < 0 || y < 0 || x >= px.width || y >= px.height) continue;
      if (before && filled(before, x, y)) continue;
      const inset = Math.min(x - (c - half), c + half - x);
      const ink =
        i === h
          ? FLAME.body
          : inset === 0 && half > 0
            ? FLAME.rim
            : t < 0.5 && (inset >= 1 || wide === 1)
              ? FLAME.core
              : FLAME.body;
      px.data[y * px.width + x] = ink;
    }
  }
}
