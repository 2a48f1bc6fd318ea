/**
 * The isometric cart: a plank bed (a 2:1 box), one big wheel on each side under it and two shafts
 * reaching forward from its front end to rest on the ground, like the profile cart. Wheels stand
 * in the plane of the bed's long side, so they are drawn as ellipses tilted along the 2:1 line;
 * spoked wheels show six spokes over the dark inside of the rim, solid ones a disc and a hub.
 */
import { type InkCanvas, inkOf, newPart, put } from "./canvas";
import { fillIsoBox, type IsoBox } from "./iso";
import type { Mat } from "./pen";
import { drawLine } from "./shapes";
import { flat } from "./shading";

export interface IsoCartMats {
  readonly bed: Mat;
  readonly wood: Mat;
  readonly dark: Mat;
}

/** Screen position of a point on the bed: `ta`, `tb` in iso steps, `z` pixels above its bottom. */
function onBed(box: IsoBox, ta: number, tb: number, z: number): { x: number; y: number } {
  return { x: box.ox + 2 * (ta - tb), y: box.oy + ta + tb + box.h - z };
}

/** Unit vector of the 2:1 line running down-right on screen. */
const ALONG = { x: 2 / Math.sqrt(5), y: 1 / Math.sqrt(5) };

/**
 * A wheel of radius `r` pixels standing in the plane of the 2:1 line at (cx, cy): a wooden rim,
 * then either six spokes and a hub over the dark inside, or a solid disc with a hub.
 */
export function isoWheel(
  canvas: InkCanvas,
  mats: IsoCartMats,
  cx: number,
  cy: number,
  r: number,
  spoked: boolean,
): void {
  const part = newPart(canvas);
  const ru = r * 0.8;
  const wood = mats.wood.ramp;
  const dark = mats.dark.ramp;
  const reach = Math.ceil(r + 1);
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      // Local coordinates: u along the 2:1 line, v straight up the wheel.
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = dx / ALONG.x;
      const v = dy - u * ALONG.y;
      const nu = u / ru;
      const nv = v / r;
      const d = Math.hypot(nu, nv);
      if (d > 1) continue;
      const rimWidth = Math.max(0.22, 1.2 / r);
      let ink: number;
      if (d > 1 - rimWidth || d < Math.max(0.22, 1.1 / r)) ink = inkOf(wood, nv < 0 ? 3 : 2);
      else if (!spoked) ink = inkOf(wood, nu + nv < 0 ? 2 : 1);
      else {
        // A spoke where the point lies within about half a pixel of a 60-degree ray.
        const a = Math.atan2(nv, nu);
        const off = Math.abs(a - Math.round(a / (Math.PI / 3)) * (Math.PI / 3));
        const across = Math.sin(off) * d * r;
        ink = across < 0.6 ? inkOf(wood, 2) : inkOf(dark, 0);
      }
      put(canvas, x, y, ink, part);
    }
  }
}

/**
 * Draws the cart centred in the frame (x, y, w, h in pixels): the bed, its wheels at the bed's
 * bottom and the shafts reaching forward along the bed's long side.
 */
export function isoCart(
  canvas: InkCanvas,
  mats: IsoCartMats,
  frame: { x: number; y: number; w: number; h: number },
  spoked: boolean,
): void {
  // In units of `k`: bed 1.6 × 1.1 steps and 0.55 px tall, shafts 1.1 steps on, wheels of
  // radius 1.25 px, taller than the bed as a cart's are.
  const k = Math.min(frame.w / 7.7, frame.h / 5.7);
  const [A, B, H, r] = [1.6 * k, 1.1 * k, 0.55 * k, 1.25 * k];
  const shaftLen = A * 0.7;
  const width = 2 * (A + shaftLen + B);
  const height = A + shaftLen + B + H + r;
  const box: IsoBox = {
    ox: frame.x + (frame.w - width) / 2 + 2 * B,
    oy: frame.y + (frame.h - height) / 2,
    a: A,
    b: B,
    h: H,
  };
  const wheelAt = 0.5;
  const shaft = (tb: number) => {
    const from = onBed(box, A * 0.7, tb, box.h * 0.3);
    const to = onBed(box, A + shaftLen, tb, -r);
    const pen = { ramp: mats.wood.ramp, shader: flat(2), part: newPart(canvas) };
    drawLine(canvas, pen, from.x, from.y, to.x, to.y);
    drawLine(canvas, { ...pen, shader: flat(1) }, from.x, from.y + 1, to.x, to.y + 1);
    return to;
  };
  // Far side first: its wheel and shaft mostly show below and beyond the bed.
  const far = onBed(box, A * wheelAt, 0, 0);
  isoWheel(canvas, mats, far.x, far.y, r, spoked);
  const farEnd = shaft(B * 0.1);
  fillIsoBox(canvas, mats.bed.ramp, newPart(canvas), box);
  const near = onBed(box, A * wheelAt, B, 0);
  isoWheel(canvas, mats, near.x, near.y, r, spoked);
  const nearEnd = shaft(B * 0.9);
  // A crossbar joining the shafts' ends, where a draught animal would be harnessed.
  const bar = { ramp: mats.wood.ramp, shader: flat(1), part: newPart(canvas) };
  drawLine(canvas, bar, farEnd.x, farEnd.y - 1, nearEnd.x, nearEnd.y - 1);
}
