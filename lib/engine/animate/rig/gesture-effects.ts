/**
 * What a custom motion draws over its finished frames, besides the posed parts: a spell's light
 * at the caster's tip, a thinker's trail of dots. Shared by the rig and the cut-out path, so a
 * spell looks the same whichever made the frames.
 */
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
 * hand), growing as the spell gathers (`strength` 0 to 1), with a pale core, rays that reach out
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
  const radius = Math.max(1, Math.round((1 + 2 * strength) * scale));
  const core = color.map((v) => Math.round(v + (255 - v) * 0.75)) as unknown as Rgb;
  const cx = tip.x;
  const cy = Math.max(tip.y - 1, radius + 3);
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const d = Math.hypot(dx, dy);
      if (d > radius + 0.35) continue;
      put(cx + dx, cy + dy, d <= radius * 0.45 ? core : color);
    }
  put(cx, cy, core);
  // Rays: straight on even frames, diagonal on odd ones, longer when the spell is full.
  const ray = strength >= 0.9 ? 2 : 1;
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
