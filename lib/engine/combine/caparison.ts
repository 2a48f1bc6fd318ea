/**
 * A cape on a four-legged body, drawn on its layers: a caparison, as a horse's or a war
 * beast's is drawn. It is tied with a gold clasp at the base of the neck, lies over the back
 * from the withers to the rump and hangs down the near flank below the belly, over the tops of
 * the near legs, to a hem edged in gold and cut in shallow points. Lit along the spine, darker
 * toward the hem, with folds hanging in shadow. A cloth that stopped above the belly read as a
 * saddle blanket or a stripe of blue fur; hanging past the belly with a gold edge it reads as
 * a cape worn by the beast.
 */
import type { Oklch } from "../color";
import {
  buildRamp,
  EMPTY,
  type LayeredSprite,
  LEVELS,
  refinished,
  type SpriteLayer,
} from "../draw";
import { capeShadeApart } from "./cape-layers";

/** The name of the cape layer a four-legged body gets. */
const DRAPED_CAPE = "cape";

const GOLD: Oklch = { L: 0.8, C: 0.15, h: 84 };

/** How far below the belly the hem hangs, as a share of the body's depth (2 px at least). */
const BELOW_BELLY = 0.3;
/** Share of the way from the neck to the rump over which the front edge falls to full depth. */
const FRONT_FALL = 0.22;

/**
 * A four-legged body in profile with a caparison in `asked`'s colour (shaded apart from a coat
 * of the same colour). It is the front layer, a child of the body: it falls over the near
 * shoulder and the tops of the near legs, which come out from under it. Null for any other
 * body, or one too small.
 */
export function drapeCape(doc: LayeredSprite, asked: Oklch): LayeredSprite | null {
  if (doc.rig !== "quadruped") return null;
  const { base, down: darker } = capeShadeApart(doc, asked);
  const body = doc.layers.find((l) => l.role === "body" && l.width > 0);
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  if (!body || !head || body.width < 8 || body.height < 5) return null;
  // The neck is at the head's end of the body; the cloth runs from there to the far end.
  const headward = head.joint.x >= body.x + body.width / 2 ? 1 : -1;
  const neckX = Math.round(head.joint.x);
  const rumpX = headward > 0 ? body.x + 1 : body.x + body.width - 2;
  const column = (u: number) => {
    let top = -1;
    let bottom = -1;
    for (let v = 0; v < body.height; v++) {
      if (body.ink[v * body.width + u] === EMPTY) continue;
      if (top < 0) top = v;
      bottom = v;
    }
    return top < 0 ? null : { top: body.y + top, bottom: body.y + bottom };
  };
  /** The body's column nearest canvas column `x`. */
  const inBody = (x: number) => Math.min(body.width - 1, Math.max(0, x - body.x));
  const { width, height } = doc;
  const ink = new Int16Array(width * height).fill(EMPTY);
  const ramp = doc.finish.ramps.length;
  const gold = ramp + 1;
  const span = Math.max(1, Math.abs(neckX - rumpX));
  const neck = column(inBody(neckX));
  if (!neck) return null;
  // The belly line: the lowest row of the body under the back, where the hem hangs below.
  let belly = neck.bottom;
  for (let x = rumpX; x !== neckX; x += headward)
    belly = Math.max(belly, column(inBody(x))?.bottom ?? 0);
  const drop = Math.max(2, Math.round(body.height * BELOW_BELLY));
  const hem = Math.min(height - 2, belly + drop);
  const point = Math.max(3, Math.round(body.height / 3));
  const put = (x: number, y: number, r: number, level: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) ink[y * width + x] = r * LEVELS + level;
  };
  for (let x = neckX; x !== rumpX - headward; x -= headward) {
    const col = column(inBody(x));
    if (!col) continue;
    // 0 at the neck, 1 at the rump: tied close at the neck, falling to full depth behind it.
    const t = Math.min(1, Math.abs(neckX - x) / span);
    const s = Math.min(1, t / FRONT_FALL);
    const full = col.top + Math.round((hem - col.top) * s * s * (3 - 2 * s));
    // A hem cut in shallow points: every `point` columns the edge dips a pixel lower.
    const phase = Math.abs(x - neckX) % point;
    const bottom = full + (s >= 1 && phase === Math.floor(point / 2) ? 1 : 0);
    const y0 = col.top - 1;
    const fold = phase === 0 && s >= 1;
    for (let y = y0; y <= bottom; y++) {
      // Lit along the spine, darker toward the hem; folds hang in shadow.
      const down = (y - y0) / Math.max(1, bottom - y0);
      let level = down < 0.2 ? 3 : down < 0.6 ? 2 : 1;
      if (fold && down > 0.25) level = Math.max(0, level - 1);
      put(x, y, ramp, Math.max(0, level - darker));
    }
    // The gold edge along the hem, unbroken where a point dips below it.
    if (s >= 0.35) {
      put(x, full, gold, 3);
      if (bottom > full) put(x, bottom, gold, 2);
    }
  }
  // The rear edge hangs straight, a shade darker: the cloth turning round the rump.
  const rear = column(inBody(rumpX));
  if (rear) for (let y = rear.top; y < hem; y++) put(rumpX, y, ramp, Math.max(0, 1 - darker));
  // A collar up the back of the neck, and the gold clasp that ties it.
  const collar = Math.max(2, Math.round(body.height / 5));
  for (let k = 0; k < 2; k++) {
    const x = neckX + headward * k;
    for (let y = neck.top - collar; y <= neck.top; y++) put(x, y, ramp, Math.max(0, 3 - darker));
  }
  for (const y of [neck.top - collar + 1, neck.top - collar + 2]) put(neckX + headward, y, gold, 3);
  const layer = cropped(
    {
      name: DRAPED_CAPE,
      role: "cape",
      joint: { x: neckX, y: neck.top },
      parent: body.name,
      side: 0,
    },
    ink,
    width,
    height,
    doc.parts.length,
  );
  if (!layer) return null;
  const layers = [...doc.layers.filter((l) => l.name !== DRAPED_CAPE), layer].map((l, z) => ({
    ...l,
    z,
  }));
  const withPart = { ...doc, parts: [...doc.parts, { innerLine: true }] };
  return refinished(withPart, layers, [...doc.finish.ramps, buildRamp(base), buildRamp(GOLD)]);
}

function cropped(
  spec: Pick<SpriteLayer, "name" | "role" | "joint" | "parent" | "side">,
  ink: Int16Array,
  width: number,
  height: number,
  part: number,
): SpriteLayer | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i] === EMPTY) continue;
    const x = i % width;
    const y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (right < 0) return null;
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Int16Array(w * h).fill(EMPTY);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) out[y * w + x] = ink[(top + y) * width + left + x]!;
  return {
    ...spec,
    z: 0,
    x: left,
    y: top,
    width: w,
    height: h,
    ink: out,
    part: new Uint16Array(w * h).fill(part),
    flags: new Uint8Array(w * h),
  };
}
