/**
 * What of a head a hat worn on it hides: the top of the head above the brim, and what taking
 * that away leaves cut off beside it.
 */
import { labelComponents, type Pixels, type Point } from "../raster";
import { rowRunAt } from "./cape-cloth";

/**
 * A hat worn on the head hides the top of the head: what of the head showed above its brim
 * beside a narrower crown (a helmet's dome, a tuft of hair) is taken away, so the hat sits on
 * the head instead of in front of it. The brim is the hat's first row nearly as wide as its
 * widest; only the columns over the hat, and a quarter of its width each side, are touched.
 */
export function uncoverAboveBrim(out: Pixels, hat: Pixels, off: Point): void {
  const widthOf = (y: number) => {
    let n = 0;
    for (let x = 0; x < hat.width; x++) if (hat.data[y * hat.width + x] !== 0) n++;
    return n;
  };
  let widest = 0;
  for (let y = 0; y < hat.height; y++) widest = Math.max(widest, widthOf(y));
  let brim = 0;
  while (brim < hat.height - 1 && widthOf(brim) < widest * 0.8) brim++;
  // A head a little wider than the hat (a helmet's dome) is taken away above the brim too.
  const reach = Math.ceil(hat.width / 4);
  const asFound: Pixels = { ...out, data: new Uint32Array(out.data) };
  for (let y = 0; y < off.y + brim; y++) {
    for (let hx = -reach; hx < hat.width + reach; hx++) {
      const x = hx + off.x;
      const hy = y - off.y;
      if (x < 0 || x >= out.width || y >= out.height) continue;
      const inHat = hx >= 0 && hx < hat.width && hy >= 0;
      if (inHat && hat.data[hy * hat.width + hx] !== 0) continue;
      if (out.data[y * out.width + x] === 0) continue;
      if (hx < 0 || hx >= hat.width) {
        // Beside the hat only the head is taken away: a run of this row that reaches the
        // hat's columns and ends within the reach. Anything else there (a sword's tip held up
        // beside the head) is no part of the head and stays.
        const [lo, hi] = rowRunAt(asFound, x, y);
        const touchesHat = hi >= off.x && lo < off.x + hat.width;
        if (!touchesHat || lo < off.x - reach || hi >= off.x + hat.width + reach) continue;
      }
      out.data[y * out.width + x] = 0;
    }
  }
  dropCutOff(out, asFound, hat, off, {
    x0: off.x - reach,
    x1: off.x + hat.width + reach - 1,
    y1: off.y + brim - 1,
  });
}

/**
 * Pixels left floating once the head above the brim was taken away (an elf's ear tip beside
 * the brim, its base gone with the head) are taken away too: each piece of the figure that now
 * lies wholly inside the region cleared (rows 0..y1, columns x0..x1), touches no pixel of the
 * hat and was joined to the figure before (it touches a pixel taken away). A piece reaching out
 * of the region (a sword's tip held up beside the head) stays.
 */
function dropCutOff(
  out: Pixels,
  asFound: Pixels,
  hat: Pixels,
  off: Point,
  region: { x0: number; x1: number; y1: number },
): void {
  const { width, height } = out;
  const { labels, sizes } = labelComponents(width, height, (i) => out.data[i] !== 0, 8);
  const keep = new Uint8Array(sizes.length + 1);
  const cutFrom = new Uint8Array(sizes.length + 1);
  const hatAt = (x: number, y: number) => {
    const hx = x - off.x;
    const hy = y - off.y;
    return (
      hx >= 0 && hy >= 0 && hx < hat.width && hy < hat.height && hat.data[hy * hat.width + hx] !== 0
    );
  };
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < region.x0 || x > region.x1 || y > region.y1) keep[label] = 1;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        if (hatAt(nx, ny)) keep[label] = 1;
        const j = ny * width + nx;
        if (out.data[j] === 0 && asFound.data[j] !== 0) cutFrom[label] = 1;
      }
    }
  }
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label !== 0 && keep[label] === 0 && cutFrom[label] === 1) out.data[i] = 0;
  }
}
