/**
 * A shockwave: a ring of force spreading over the ground, seen from above at a slant. It is
 * light, not a solid: a thin white-hot crest whose glow falls off outward through two bands of
 * its colour into a dither of air, a pale trailing line inside it, and a second, fainter wave
 * further out broken into pale dashes. No outline anywhere: a dark rim turns the ring into an object
 * (a pool float, a portal). The near side of the ring is a little thicker than the far side.
 */
import type { Oklch } from "../color";
import { inkOf, newPart, put } from "./canvas";
import type { DrawContext, Drawn } from "./context";
import { innerBox } from "./layout";
import { HUES } from "./materials";

const FORCE: Oklch = { L: 0.68, C: 0.14, h: 245 };

export function drawShockwave(ctx: DrawContext): Drawn {
  const { canvas, scheme } = ctx;
  const glow = scheme.ramp(scheme.promptColor(0) ?? FORCE);
  const core = scheme.ramp(HUES.white);
  const box = innerBox(ctx.width, ctx.height, 0.04, 1);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.55;
  const a = box.w / 2;
  const b = a * 0.56;
  // Pixels of the band per unit of the crest's own radius, so bands keep their pixel widths.
  const unit = Math.max(1, a / 30);
  const crest = 0.7;
  const outer = 0.98;
  const inks = [inkOf(core, 4), inkOf(glow, 4), inkOf(glow, 3)];
  const parts = inks.map(() => newPart(canvas, { innerLine: false }));
  for (let y = 0; y < ctx.height; y++) {
    for (let x = 0; x < ctx.width; x++) {
      const dx = (x + 0.5 - cx) / a;
      const dy = (y + 0.5 - cy) / b;
      const rho = Math.hypot(dx, dy);
      const angle = Math.atan2(dy, dx);
      // The near (lower) side a little thicker: the ring lies on the ground toward the viewer.
      const near = 1 + 0.45 * Math.max(0, Math.sin(angle));
      const px = ((rho - crest) * a) / (unit * near);
      let band: number | null = null;
      if (px >= -0.6 && px < 0.9) band = 0;
      else if (px >= 0.9 && px < 2.1) band = 1;
      else if (px >= 2.1 && px < 3.2) band = 2;
      else if (px >= 3.2 && px < 4.4 && (x + y) % 2 === 0) band = 2;
      else if (px >= -1.8 && px < -0.6) band = 1;
      else {
        // The fainter wave further out, broken into dashes round the ring.
        const far = ((rho - outer) * a) / (unit * near);
        const dash = ((((angle / (2 * Math.PI)) * 16) % 1) + 1) % 1 < 0.55;
        if (far >= -0.5 && far < 0.6 && dash) band = 1;
      }
      if (band !== null) put(canvas, x, y, inks[band]!, parts[band]!);
    }
  }
  return {
    anchors: { center: { x: Math.round(cx), y: Math.round(cy) } },
    outline: false,
    maxColors: 8,
  };
}
