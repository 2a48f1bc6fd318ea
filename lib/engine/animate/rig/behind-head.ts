/**
 * What shows beside a head seen from the front and is drawn behind it: a quiver's fletching or a
 * sword's hilt on the back, peeking over a shoulder. A head slid and tipped to one side (a look
 * about) covers whatever is drawn next to it; slid all the way, an elf's quiver vanished behind
 * her ear. `headRoom` gives how much of a wanted slide and tip keeps each such thing in sight.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";

/** A thing behind the head needs at least this many pixels in sight at rest to be kept. */
const SEEN_AT_REST = 3;
/** The share of those pixels that must stay in sight when the head moves. */
const KEPT = 0.5;

/**
 * The largest share (1, 3/4, 1/2, 1/4 or 0) of a head move of `dx` pixels and `angle` radians
 * (clockwise, about the head's joint) that leaves every part drawn behind the head (of a layer
 * below it that is not the head's own, such as the hair behind it) with at least half of what
 * the head left of it in sight at rest. Counted on the drawer's layers, each part by its id; what
 * the head's outline adds is taken as one more pixel around it.
 */
export function headRoom(doc: LayeredSprite, dx: number, angle: number): number {
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  if (!head || (dx === 0 && angle === 0)) return 1;
  const own = new Set<string>([head.name]);
  for (const l of doc.layers) if (l.parent && own.has(l.parent)) own.add(l.name);
  const behind = doc.layers.filter((l) => l.z < head.z && l.width > 0 && !own.has(l.name));
  const covered = (share: number) => coverOf(doc, head, dx * share, angle * share);
  const rest = covered(0);
  // Each part's pixels the head leaves in sight at rest (a tunic shows far more of itself than
  // the head can cover; a quiver's fletching is all beside the head).
  const seen = new Map<string, number[]>();
  for (const l of behind) {
    for (let v = 0; v < l.height; v++) {
      const y = l.y + v;
      for (let u = 0; u < l.width; u++) {
        const i = v * l.width + u;
        if (l.ink[i]! < 0) continue;
        const at = y * doc.width + l.x + u;
        if (rest.has(at)) continue;
        const key = `${l.name}#${l.part[i]}`;
        const list = seen.get(key) ?? [];
        list.push(at);
        seen.set(key, list);
      }
    }
  }
  const things = [...seen.values()].filter((list) => list.length >= SEEN_AT_REST);
  if (things.length === 0) return 1;
  for (const share of [1, 0.75, 0.5, 0.25]) {
    const cover = covered(share);
    const keeps = things.every(
      (list) => list.filter((at) => !cover.has(at)).length >= KEPT * list.length,
    );
    if (keeps) return share;
  }
  return 0;
}

/** The canvas pixels the head (and a pixel of outline round it) covers, moved and turned. */
function coverOf(doc: LayeredSprite, head: SpriteLayer, dx: number, angle: number): Set<number> {
  const out = new Set<number>();
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const { x: jx, y: jy } = head.joint;
  for (let v = 0; v < head.height; v++) {
    for (let u = 0; u < head.width; u++) {
      if (head.ink[v * head.width + u]! < 0) continue;
      const rx = head.x + u + 0.5 - jx;
      const ry = head.y + v + 0.5 - jy;
      const x = Math.floor(jx + rx * cos - ry * sin + dx);
      const y = Math.floor(jy + rx * sin + ry * cos);
      for (let oy = -1; oy <= 1; oy++)
        for (let ox = -1; ox <= 1; ox++) {
          const px = x + ox;
          const py = y + oy;
          if (px >= 0 && py >= 0 && px < doc.width && py < doc.height) out.add(py * doc.width + px);
        }
    }
  }
  return out;
}
