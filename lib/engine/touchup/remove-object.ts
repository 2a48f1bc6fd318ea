/**
 * Removing a named object the way a pixel artist erases one: what lay around it closes over
 * the hole, and nothing of it is left behind.
 *
 * Each pixel of the object (with its own line work) takes the colour that runs through it: the
 * colour met on both sides along its row or its column (a chest's wood band under its lock, a
 * wall each side of a door, the stem's outline above and below a leaf), the shorter crossing
 * first. A pixel with no such colour is air when the hole is open to the air in both
 * directions (a cork on a bottle, teeth under a key's shaft), else it takes the surface around
 * it by vote, never from line work (line work is an edge, not a surface). Finally the object's
 * own line pixels that now edge what remains against the air, and continue a line that stays,
 * are kept: the bottle's neck keeps its rim, while a lone stub of outline is not left behind.
 * Only pixels of `mask` inside the region change.
 */
import { inpaint, labelComponents } from "../raster";
import { emptyBorder } from "./remove";
import type { RegionCanvas } from "./region";

const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** A gap this short (in pixels, side to side) is crossed by the colour met on both sides. */
const SHORT_GAP = 6;

export function removeObject(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): void {
  const { px, region } = canvas;
  const { width, height } = px;
  const before = canvas.before.data;
  const touchesBody = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (mask[j] && before[j] !== 0 && !isLine(before[j]!)) return true;
      }
    }
    return false;
  };
  // The hole: the object and every line pixel of the outline touching it (a door's frame goes
  // with the door; what must stay an edge is kept again at the end). Marks drawn in line colour
  // inside a surface (eyes: line islands with no air beside them) are other parts and stay.
  const outline = outlineLines(canvas, isLine);
  // Line work around an object is an edge: inside the sprite it stays unless a colour runs
  // through it. An object drawn wholly in line colour (dark eyes) is a body, filled like one.
  let edgeOnly = false;
  for (let i = 0; i < mask.length && !edgeOnly; i++)
    edgeOnly = mask[i] === 1 && before[i] !== 0 && !isLine(before[i]!);
  const hole = new Uint8Array(mask.length);
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = y * width + x;
      if (mask[i]) hole[i] = 1;
      else if (outline[i] && touchesBody(x, y)) hole[i] = 1;
    }
  }
  const whole = region.width === width && region.height === height;
  const offAir = whole || emptyBorder(canvas);
  /** The first pixel past the hole from (x, y) stepping (dx, dy): its colour and distance. */
  const probe = (x: number, y: number, dx: number, dy: number) => {
    let d = 0;
    for (;;) {
      x += dx;
      y += dy;
      d++;
      if (x < 0 || y < 0 || x >= width || y >= height) return { v: offAir ? 0 : -1, d };
      const i = y * width + x;
      if (!hole[i]) return { v: before[i]!, d };
    }
  };
  const material = (v: number) => v !== 0 && !isLine(v);
  const UNDECIDED = -1;
  const fill = new Float64Array(mask.length).fill(UNDECIDED);
  const open: number[] = [];
  hole.forEach((h, i) => {
    if (!h) return;
    const x = i % width;
    const y = (i - x) / width;
    const [r, l, d, u] = SIDES.map(([dx, dy]) => probe(x, y, dx, dy));
    // A colour runs through when both sides meet it, across a short gap or the hole's narrow
    // way (the long way through a cross's middle meets the rim, which is not what lies under it).
    const wide = l!.d + r!.d;
    const tall = u!.d + d!.d;
    const across = l!.v === r!.v && l!.v >= 0 && (wide <= tall || wide <= SHORT_GAP);
    const along = u!.v === d!.v && u!.v >= 0 && (tall <= wide || tall <= SHORT_GAP);
    if (across || along) {
      // A line met on both sides one way runs on through the hole, ahead of a surface met the
      // other way: a chest's lid seam closes where its lock was, however short the wood is.
      const lineAcross = across && l!.v !== 0 && isLine(l!.v);
      const lineAlong = along && u!.v !== 0 && isLine(u!.v);
      if (lineAcross !== lineAlong) fill[i] = lineAcross ? l!.v : u!.v;
      else fill[i] = across && (!along || wide <= tall) ? l!.v : u!.v;
      return;
    }
    const solid = (p: { v: number }) => p.v !== 0;
    const enclosed = (solid(l!) && solid(r!)) || (solid(u!) && solid(d!));
    if (!enclosed) fill[i] = 0;
    else if (edgeOnly && isLine(before[i]!)) fill[i] = before[i]!;
    else open.push(i);
  });
  // Enclosed pixels with no colour running through: the surface around them, by vote.
  const known = (j: number) => !hole[j] || fill[j] !== UNDECIDED;
  const valueAt = (j: number) => (hole[j] ? fill[j]! : before[j]!);
  let left = open;
  while (left.length > 0) {
    const next: number[] = [];
    const decided: [number, number][] = [];
    for (const i of left) {
      const x = i % width;
      const y = (i - x) / width;
      const votes = new Map<number, number>();
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((!dx && !dy) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (!known(j) || !material(valueAt(j))) continue;
          const v = valueAt(j);
          votes.set(v, (votes.get(v) ?? 0) + (dx && dy ? 1 : 2));
        }
      }
      let best = UNDECIDED;
      let most = 0;
      for (const [v, n] of votes) if (n > most || (n === most && v < best)) [best, most] = [v, n];
      if (best === UNDECIDED) next.push(i);
      else decided.push([i, best]);
    }
    for (const [i, v] of decided) fill[i] = v;
    if (decided.length === 0) break;
    left = next;
  }
  // A hole ringed by line work alone has no surface to take: the older fill decides.
  if (left.length > 0) {
    const rest = new Uint8Array(mask.length);
    for (const i of left) rest[i] = 1;
    inpaint(px, rest, offAir);
    for (const i of left) fill[i] = px.data[i]!;
  }
  // The object's line pixels that still edge what remains against the air.
  const after = (j: number) => (hole[j] ? fill[j]! : before[j]!);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : after(y * width + x);
  const kept = new Uint8Array(mask.length);
  const edges: number[] = [];
  hole.forEach((h, i) => {
    if (!h || fill[i] !== 0 || !isLine(before[i]!)) return;
    const x = i % width;
    const y = (i - x) / width;
    const near = SIDES.map(([dx, dy]) => at(x + dx, y + dy));
    if (near.some(material) && near.some((v) => v === 0)) edges.push(i);
  });
  for (let grew = true; grew; ) {
    grew = false;
    for (const i of edges) {
      if (kept[i]) continue;
      const x = i % width;
      const y = (i - x) / width;
      let joins = false;
      for (let dy = -1; dy <= 1 && !joins; dy++) {
        for (let dx = -1; dx <= 1 && !joins; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((!dx && !dy) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          joins = kept[j] === 1 || isLine(after(j));
        }
      }
      if (joins) {
        kept[i] = 1;
        grew = true;
      }
    }
  }
  hole.forEach((h, i) => {
    if (!h) return;
    const x = i % width;
    canvas.set(x, (i - x) / width, kept[i] ? before[i]! : fill[i]!);
  });
}

/** 1 on line pixels joined (4-connected, through line work) to the air or the canvas edge. */
function outlineLines(canvas: RegionCanvas, isLine: (v: number) => boolean): Uint8Array {
  const { width, height, data } = canvas.before;
  const line = (i: number) => data[i] !== 0 && isLine(data[i]!);
  const comps = labelComponents(width, height, line, 4);
  const open = new Uint8Array(comps.sizes.length + 1);
  for (let i = 0; i < data.length; i++) {
    const k = comps.labels[i]!;
    if (!k || open[k]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (edge || SIDES.some(([dx, dy]) => data[(y + dy) * width + x + dx] === 0)) open[k] = 1;
  }
  return Uint8Array.from(comps.labels, (k) => (k ? open[k]! : 0));
}
