/**
 * A long body bending in a wave (a snake's slither) without breaking into rigid pieces: before
 * a layer is posed, the pixels of each column of it are laid between two other rows, resampled
 * nearest neighbour (every value stays one of the layer's own). Turning short spans of a body
 * against each other breaks its outline at every joint; moving its columns keeps it whole.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import { createPixels, type Pixels } from "../../raster";

/**
 * A column of a bent layer (by the drawn canvas's column): its rows `top` to `bottom` are laid
 * from `toTop` to `toBottom`, so the column moves and takes the height it is given.
 */
export interface BendColumn {
  readonly top: number;
  readonly bottom: number;
  readonly toTop: number;
  readonly toBottom: number;
}

/**
 * A layer's bend, indexed by the drawn canvas's column; a column with none stays. Every layer of
 * a body bent with the same columns moves alike, so the body stays in one piece.
 */
export type Bend = readonly (BendColumn | null)[];

/**
 * A body leaning over a planted base (a slime's bow): after any column bend, the layer's rows
 * above `base` come down toward it to `sink` of their height (1 none; every column alike, so
 * the outline keeps its steps), and each is slid sideways in proportion to its height over
 * the base, row `top` by `shift` pixels (+ toward screen right), the base row and those below
 * not at all. Whole rows move, so every pixel keeps its value and the base stays on the ground.
 */
export interface Lean {
  readonly base: number;
  readonly top: number;
  readonly shift: number;
  readonly sink?: number;
}

/** How far the row `y` of a lean slides (whole pixels), `y` taken before it sinks. */
export function leanAt(lean: Lean, y: number): number {
  const share = (lean.base - y) / Math.max(1, lean.base - lean.top);
  return Math.round(lean.shift * Math.min(1, Math.max(0, share)));
}

/** Where the row `y` of a lean is laid once it has sunk toward the base. */
export function sunkRow(lean: Lean, y: number): number {
  return y >= lean.base ? y : lean.base - Math.round((lean.base - y) * (lean.sink ?? 1));
}

/** What bending needs of the posing's preparation (its layers and their packed pixels). */
interface Layered {
  readonly doc: LayeredSprite;
  readonly packed: readonly Pixels[];
  readonly byName: ReadonlyMap<string, SpriteLayer>;
}

interface Bendable {
  readonly layers: Readonly<Record<string, { readonly bend?: Bend; readonly lean?: Lean }>>;
}

export function isBent(pose: Bendable): boolean {
  return Object.values(pose.layers).some((m) => m.bend !== undefined || m.lean !== undefined);
}

/**
 * The preparation with every bent layer replaced by its bent pixels (its place grown to hold
 * them, its joint where it was drawn), and the pose without its bends.
 */
export function bentPose<P extends Layered, R extends Bendable>(prep: P, pose: R): [P, R] {
  const packed = [...prep.packed];
  const layers = prep.doc.layers.map((layer, i) => {
    const move = pose.layers[layer.name];
    if ((!move?.bend && !move?.lean) || layer.width === 0) return layer;
    let out = { packed: prep.packed[i]!, layer };
    if (move.bend) out = bent(out.packed, out.layer, move.bend);
    if (move.lean) out = leaned(out.packed, out.layer, move.lean);
    packed[i] = out.packed;
    return out.layer;
  });
  const plain: Record<string, unknown> = {};
  for (const [name, move] of Object.entries(pose.layers)) {
    const { bend: _, lean: __, ...rest } = move;
    plain[name] = rest;
  }
  const doc = { ...prep.doc, layers };
  return [
    { ...prep, doc, packed, byName: new Map(layers.map((l) => [l.name, l])) },
    { ...pose, layers: plain },
  ];
}

/** A layer's packed pixels with its rows sunk and slid by a lean, its place grown to hold them. */
function leaned(
  src: Pixels,
  layer: SpriteLayer,
  lean: Lean,
): { packed: Pixels; layer: SpriteLayer } {
  const { width, height } = layer;
  // Each row laid out is taken from the source row that sinks to it (the lowest such row, so a
  // sunk body keeps its base row and loses rows evenly above it).
  const from = new Map<number, number>();
  for (let v = height - 1; v >= 0; v--) {
    const to = sunkRow(lean, layer.y + v);
    if (!from.has(to)) from.set(to, layer.y + v);
  }
  const rows = [...from.keys()];
  const up = Math.min(...rows);
  const tall = Math.max(...rows) - up + 1;
  let left = 0;
  let right = 0;
  for (const y of from.values()) {
    left = Math.min(left, leanAt(lean, y));
    right = Math.max(right, leanAt(lean, y));
  }
  const wide = width - left + right;
  const out = createPixels(wide, tall);
  for (const [to, y] of from) {
    const s = leanAt(lean, y) - left;
    const v = y - layer.y;
    for (let u = 0; u < width; u++) {
      const value = src.data[v * width + u]!;
      if (value) out.data[(to - up) * wide + u + s] = value;
    }
  }
  const placed = { ...layer, x: layer.x + left, y: up, width: wide, height: tall };
  return { packed: out, layer: unpacked(out, placed) };
}

/** A layer's packed pixels bent column by column, and the layer read back from them. */
function bent(src: Pixels, layer: SpriteLayer, bend: Bend): { packed: Pixels; layer: SpriteLayer } {
  const { width } = layer;
  const columnOf = (u: number) => bend[layer.x + u] ?? null;
  let up = layer.y;
  let down = layer.y + layer.height - 1;
  for (let u = 0; u < width; u++) {
    const c = columnOf(u);
    if (!c) continue;
    up = Math.min(up, c.toTop);
    down = Math.max(down, c.toBottom);
  }
  const height = down - up + 1;
  const out = createPixels(width, height);
  const at = (u: number, y: number) =>
    y < layer.y || y >= layer.y + layer.height ? 0 : src.data[(y - layer.y) * width + u]!;
  for (let u = 0; u < width; u++) {
    const c = columnOf(u);
    for (let y = up; y <= down; y++) {
      let from = y;
      if (c && y >= c.toTop && y <= c.toBottom) {
        const tall = c.bottom - c.top + 1;
        const k = ((y - c.toTop + 0.5) * tall) / (c.toBottom - c.toTop + 1);
        from = c.top + Math.min(tall - 1, Math.floor(k));
      } else if (c && y >= c.top && y <= c.bottom) continue;
      const v = at(u, from);
      if (v) out.data[(y - up) * width + u] = v;
    }
  }
  return { packed: out, layer: unpacked(out, { ...layer, y: up, height }) };
}

/** The layer (placed and sized as `layer` says) with the inks, parts and flags of `out`. */
function unpacked(out: Pixels, layer: SpriteLayer): SpriteLayer {
  const { width, height } = layer;
  // The layer's inks, parts and flags, unpacked as the posing packed them.
  const ink = new Int16Array(width * height).fill(-1);
  const part = new Uint16Array(width * height);
  const flags = new Uint8Array(width * height);
  out.data.forEach((v, i) => {
    if (!v) return;
    ink[i] = (v & 0xffff) - 1;
    part[i] = (v >>> 16) & 0xfff;
    flags[i] = v >>> 28;
  });
  return { ...layer, ink, part, flags };
}
