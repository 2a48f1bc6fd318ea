/**
 * Looks drawn on a generated sprite's own layers instead of over its flat picture. The
 * drawer's inks say, for every pixel, which ramp (a material: the cloth, the skin, the steel)
 * and which shade painted it; a look gives some of those ramps new ones, whole (five shades in
 * the same light order), adds what it draws in inks of its own (a gold hem, rivets, a crown),
 * and the composition goes through the drawer's own finishing passes (inner lines, outline,
 * colors). So a royal knight keeps his face, hair and steel, and only his cloth turns purple
 * with a gold hem; a robot wolf is steel plates with a visor for an eye.
 *
 * - royal: on a biped, each cloth ramp (chromatic, worn on the body, the cape or the hat) gets a
 *   royal ramp (purple first, then crimson and a deep blue), with a gold hem under every cloth
 *   edge wide enough to carry one; skin, hair, metal, leather and what the hands hold are kept.
 *   A body without clothes (a slime, a wolf) keeps its colors and wears a small gold crown.
 * - robot: every ramp becomes one of three steels by its own lightness (gold stays brass and
 *   what the hands hold stays as it was), the
 *   eyes become a glowing visor, and the larger plates take rivets and a panel seam.
 */
import { type Oklch, oklabToOklch, type Rgb, rgbToOklab } from "../color";
import {
  buildRamp,
  composeAtRest,
  EMPTY,
  FLAG_DETAIL,
  finishInks,
  type InkCanvas,
  type LayeredSprite,
  LEVELS,
  OUTLINE_INK,
} from "../draw";
import { flipImage, type RgbaImage } from "../raster";
import { crownOnHat } from "./hat-crown";
import { antenna } from "./robot-antenna";

export const LAYERED_LOOKS = ["royal", "robot"] as const;
export type LayeredLook = (typeof LAYERED_LOOKS)[number];

/** What a ramp paints, read from its colors and the layers it shows on. */
type Material = "skin" | "hair" | "metal" | "gold" | "leather" | "cloth" | "held" | "body";

const ROYAL_CLOTH: readonly Oklch[] = [
  { L: 0.44, C: 0.16, h: 305 },
  { L: 0.45, C: 0.17, h: 18 },
  { L: 0.4, C: 0.13, h: 268 },
];
const GOLD: Oklch = { L: 0.8, C: 0.15, h: 84 };
const STEELS: readonly Oklch[] = [
  { L: 0.4, C: 0.035, h: 255 },
  { L: 0.58, C: 0.035, h: 245 },
  { L: 0.74, C: 0.03, h: 230 },
];
const VISOR: Oklch = { L: 0.66, C: 0.22, h: 25 };

const BODY_ROLES = new Set(["torso", "arm", "hand", "leg-upper", "leg-lower", "cape", "body"]);

interface RampStats {
  readonly color: Oklch;
  /** Pixels it shows at rest, by the role of the layer that shows them. */
  readonly shown: Map<string, number>;
  total: number;
  skin: number;
}

/**
 * The sprite's flat picture with `look` drawn on its layers, the size of the drawn sprite; null
 * when the look finds nothing of its own to change (no cloth to dress, no head for a crown, no
 * eyes for a robot's visor).
 * `skin` (image pixels, 1 on skin) says which ramps are skin on a figure whose skin no color
 * test would know.
 */
export function lookOnLayers(
  doc: LayeredSprite,
  look: LayeredLook,
  skin: Uint8Array | null,
): RgbaImage | null {
  const canvas = composeAtRest(doc);
  const stats = rampStats(doc, canvas, skin);
  const ramps: Rgb[][] = doc.finish.ramps.map((r) => [...r]);
  const add = (base: Oklch, contrast = 1): number => {
    ramps.push(buildRamp(base, { contrast }));
    return ramps.length - 1;
  };
  const parts = [...canvas.parts];
  const changed =
    look === "royal"
      ? dressRoyal(doc, canvas, stats, add, parts)
      : buildRobot(doc, canvas, stats, add, parts);
  if (!changed) return null;
  const finished = finishInks({ ...canvas, parts }, { ...doc.finish, ramps });
  return doc.mirrored ? flipImage(finished.image) : finished.image;
}

function rampStats(
  doc: LayeredSprite,
  canvas: ReturnType<typeof composeAtRest>,
  skin: Uint8Array | null,
): Map<number, RampStats> {
  const stats = new Map<number, RampStats>();
  const { width } = canvas;
  for (let i = 0; i < canvas.ink.length; i++) {
    const ink = canvas.ink[i]!;
    if (ink === EMPTY || ink === OUTLINE_INK) continue;
    const ramp = Math.floor(ink / LEVELS);
    const colors = doc.finish.ramps[ramp];
    if (!colors) continue;
    let s = stats.get(ramp);
    if (!s) {
      s = { color: oklch(colors[2]!), shown: new Map(), total: 0, skin: 0 };
      stats.set(ramp, s);
    }
    const role = doc.layers[canvas.top[i]!]?.role ?? "body";
    s.shown.set(role, (s.shown.get(role) ?? 0) + 1);
    s.total++;
    const x = i % width;
    const at = (i - x) / width;
    const imageAt = at * width + (doc.mirrored ? width - 1 - x : x);
    if (skin?.[imageAt]) s.skin++;
  }
  return stats;
}

const oklch = (rgb: Rgb): Oklch => oklabToOklch(rgbToOklab(rgb));

function materialOf(s: RampStats, rig: LayeredSprite["rig"]): Material {
  if (s.skin * 2 >= s.total) return "skin";
  if (rig !== "biped") return "body";
  const { L, C, h } = s.color;
  const on = (...roles: string[]) => roles.reduce((n, r) => n + (s.shown.get(r) ?? 0), 0);
  const held = on("item", "shield");
  if (held === s.total) return "held";
  const body = on(...BODY_ROLES);
  // Shown on the head alone and light: hair, even blond hair a gold test would take for trim
  // (a robot's steel must cover it, or the robot wears a blond wig around its face plate).
  if (body === 0 && L >= 0.5 && C >= 0.04) return "hair";
  if (C >= 0.09 && L >= 0.6 && h >= 65 && h <= 105) return "gold";
  if (C < 0.04 && L >= 0.5 && on("torso", "arm", "leg-upper", "leg-lower", "shield", "item") > 0)
    return "metal";
  if (body === 0) return "hair";
  if (C < 0.08 && L < 0.52) return "leather";
  return "cloth";
}

type AddRamp = (base: Oklch, contrast?: number) => number;

/**
 * Cloth ramps to royal ramps, a gold hem under cloth edges, and a crown: on a body without
 * clothes, and on a figure whose head is round on top (hair, a helmet), where a crown sits;
 * a pointed hat keeps its point.
 */
function dressRoyal(
  doc: LayeredSprite,
  canvas: ReturnType<typeof composeAtRest>,
  stats: Map<number, RampStats>,
  add: AddRamp,
  parts: InkCanvas["parts"],
): boolean {
  const cloth = [...stats.entries()]
    .filter(([, s]) => materialOf(s, doc.rig) === "cloth")
    // The cloth worn on the torso first (a tabard, a robe, a tunic: the one that reads as the
    // outfit), then by size: the first takes the purple.
    .sort(
      (a, b) =>
        (b[1].shown.get("torso") ?? 0) - (a[1].shown.get("torso") ?? 0) || b[1].total - a[1].total,
    );
  const gold = add(GOLD, 1.1);
  // A body without clothes has nothing else to show it royal: its crown is bigger (half its
  // head wide, taller points), so it reads at 1x, not as a few yellow pixels.
  if (cloth.length === 0) return crown(doc, canvas, gold, parts, 1, 1 / 2, true);
  if (doc.rig === "biped" && !crown(doc, canvas, gold, parts, ROUND_HEAD_TOP, 0.4)) {
    if (!hatCrown(doc, canvas, gold, parts)) goldTip(doc, canvas, gold);
  }
  const to = new Map<number, number>();
  cloth.forEach(([ramp, s], n) => {
    // A light tan or yellow beside the outfit (a belt, a sash, a hat band) is made gold: trim,
    // where a crimson second cloth read as a red belt on a purple robe.
    const { L, C, h } = s.color;
    if (n > 0 && L >= 0.6 && C >= 0.06 && h >= 60 && h <= 105) to.set(ramp, gold);
    else to.set(ramp, add(ROYAL_CLOTH[Math.min(n, ROYAL_CLOTH.length - 1)]!, 1.1));
  });
  const { width, height, ink } = canvas;
  const before = Int16Array.from(ink);
  for (let i = 0; i < ink.length; i++) {
    const v = before[i]!;
    if (v === EMPTY || v === OUTLINE_INK) continue;
    const next = to.get(Math.floor(v / LEVELS));
    if (next !== undefined) ink[i] = next * LEVELS + (v % LEVELS);
  }
  // A hem: the last cloth row above whatever is under it, on a run of cloth at least three
  // pixels wide (a one-pixel sleeve edge in gold reads as noise, not trim).
  const isCloth = (i: number) => {
    const v = before[i]!;
    return v !== EMPTY && v !== OUTLINE_INK && to.has(Math.floor(v / LEVELS));
  };
  const hem = new Uint8Array(ink.length);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!isCloth(i) || (isCloth(i + width) && canvas.top[i] === canvas.top[i + width])) continue;
      if (y > 0 && !isCloth(i - width)) continue;
      hem[i] = 1;
    }
  }
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && hem[y * width + x]) {
        run++;
        continue;
      }
      if (run >= 3) {
        for (let k = x - run; k < x; k++) {
          ink[y * width + k] = gold * LEVELS + 2 + ((k + 2) % 3);
          // A detail, so the inner line the finishing draws where the robe meets the boots
          // does not paint over the trim.
          canvas.flags[y * width + k] = FLAG_DETAIL;
        }
      }
      run = 0;
    }
  }
  return true;
}

/**
 * A pointed hat wears its crown around the cone, just above the brim (see hat-crown): the band
 * and the points in gold inks, a part of their own so the finishing outlines them; false when
 * the head layer shows no brim.
 */
function hatCrown(
  doc: LayeredSprite,
  canvas: ComposedCanvas,
  gold: number,
  parts: InkCanvas["parts"],
): boolean {
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  if (!head) return false;
  const span = (y: number): [number, number] | null => {
    const v = y - head.y;
    if (v < 0 || v >= head.height) return null;
    let left = -1;
    let right = -1;
    for (let u = 0; u < head.width; u++) {
      if (head.ink[v * head.width + u] === EMPTY) continue;
      if (left < 0) left = u;
      right = u;
    }
    return left < 0 ? null : [head.x + left, head.x + right];
  };
  let top = -1;
  let bottom = -1;
  for (let y = head.y; y < head.y + head.height; y++) {
    if (!span(y)) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  let figureTop = -1;
  for (let i = 0; i < canvas.ink.length && figureTop < 0; i++)
    if (canvas.ink[i] !== EMPTY) figureTop = Math.floor(i / canvas.width);
  const strokes =
    top < 0 ? null : crownOnHat(span, top, bottom, canvas.height - Math.max(0, figureTop));
  if (!strokes) return false;
  parts.push({ innerLine: true });
  const part = parts.length - 1;
  const { width, height, ink } = canvas;
  for (const { x, y, level } of strokes) {
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const i = y * width + x;
    ink[i] = gold * LEVELS + level;
    canvas.part[i] = part;
    canvas.flags[i] = FLAG_DETAIL;
  }
  return true;
}

/**
 * A pointed hat without a brim the crown could sit on takes a gold tip instead: its top four rows of the head
 * layer's pixels in gold, light at the very point, so the royal hat is capped as a crown would
 * cap a round head.
 */
function goldTip(doc: LayeredSprite, canvas: ReturnType<typeof composeAtRest>, gold: number): void {
  const head = doc.layers.findIndex((l) => l.role === "head" && l.width > 0);
  if (head < 0) return;
  const { width, ink } = canvas;
  let first = -1;
  for (let i = 0; i < ink.length; i++) {
    const v = ink[i]!;
    if (canvas.top[i] !== head || v === EMPTY || v === OUTLINE_INK) continue;
    const y = Math.floor(i / width);
    if (first < 0) first = y;
    if (y > first + 3) break;
    ink[i] = gold * LEVELS + (y === first ? 4 : 3);
    canvas.flags[i] = FLAG_DETAIL;
  }
}

/**
 * How far down a figure's head (a share of its height) its top may first be as wide as a crown
 * for the crown to sit there: a round top (hair, a helmet) is that wide within a few rows, a
 * pointed hat only at its brim.
 */
const ROUND_HEAD_TOP = 0.2;

/**
 * A gold crown sitting on the head: a band two rows deep over the head's top and three points
 * above it, `share` of the head wide. With `within`, only where the head is a crown wide within
 * that share of its height from its top; false when it sits nowhere. A `big` crown (the only
 * royal mark of a body without clothes) is at least seven pixels wide, up to a fifth of the
 * canvas, its band three rows deep with a jewel, its points twice as tall, the middle one
 * taller still, so it reads at 1x.
 */
function crown(
  doc: LayeredSprite,
  canvas: ComposedCanvas,
  gold: number,
  parts: InkCanvas["parts"],
  within = 1,
  share = 1 / 4,
  big = false,
): boolean {
  const head =
    doc.layers.find((l) => l.role === "head" && l.width > 0) ??
    doc.layers.find((l) => (l.role === "body" || l.role === "torso") && l.width > 0);
  if (!head) return false;
  const { width, height, ink } = canvas;
  // `share` of the head wide (a sixth of the canvas at most; odd, at least five), its band's
  // lower row on the first row
  // where the head is that wide in one run, so the points rise into the air above the head.
  const w =
    Math.max(big ? 7 : 5, Math.round(Math.min(head.width * share, width / (big ? 5 : 6)))) | 1;
  // A big crown sits where a small one would (on the crown of the head, its band wider than
  // the skull's top), not lower down where the head is as wide as it is: there it covers an eye.
  const seat = big ? Math.max(5, Math.round(Math.min(head.width / 4, width / 6))) | 1 : w;
  let bandTop = -1;
  let cx = 0;
  for (let v = 0; v < head.height && bandTop < 0; v++) {
    let run = 0;
    for (let u = 0; u <= head.width; u++) {
      if (u < head.width && head.ink[v * head.width + u] !== EMPTY) {
        run++;
        continue;
      }
      if (run >= seat && bandTop < 0) {
        bandTop = head.y + v - 1;
        cx = head.x + u - Math.ceil(run / 2);
      }
      run = 0;
    }
  }
  if (bandTop < 0 || bandTop - head.y + 1 > head.height * within) return false;
  const x0 = cx - (w - 1) / 2;
  // A head at the frame's top (a helmet drawn up to it) wears the crown a little lower, its
  // points on the head's top rows, rather than none.
  const rise = big ? 4 : 2;
  bandTop = Math.max(bandTop, rise + 1);
  // Its band's lower row stays above the eyes, whatever the head's shape.
  const eyeTop = Math.min(...eyesOf(doc, canvas).keys());
  if (Number.isFinite(eyeTop)) bandTop = Math.min(bandTop, eyeTop - 2);
  const pointTop = bandTop - rise;
  if (pointTop < 0) return false;
  if (bandTop + 1 >= head.y + head.height) return false;
  parts.push({ innerLine: true });
  const part = parts.length - 1;
  const put = (x: number, y: number, level: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = y * width + x;
    ink[i] = gold * LEVELS + level;
    canvas.part[i] = part;
    canvas.flags[i] = FLAG_DETAIL;
  };
  for (let x = x0; x < x0 + w; x++) {
    put(x, bandTop, 2);
    put(x, bandTop + 1, 1);
    // A big crown's band is a row deeper, light on top, with a dark jewel at its middle.
    if (big) put(x, bandTop - 1, x === cx ? 0 : 3);
  }
  for (const x of [x0, cx, x0 + w - 1]) {
    for (let y = bandTop - (big ? 2 : 1); y > pointTop; y--) put(x, y, 3);
    put(x, pointTop, 4);
    // A big crown's points are two pixels wide at their feet, its middle one a row taller.
    if (big) put(x + (x === x0 + w - 1 ? -1 : 1), bandTop - 2, 3);
  }
  if (big) put(cx, pointTop - 1, 4);
  return true;
}

/** The layers composed at rest, with the layer on top at each pixel. */
type ComposedCanvas = ReturnType<typeof composeAtRest>;

/** Whether pixel `i` shows the head (or an eyes layer, or a blob's body, its face). */
function onHead(doc: LayeredSprite, canvas: ComposedCanvas, i: number): boolean {
  const role = doc.layers[canvas.top[i]!]?.role;
  return role === "head" || role === "eyes" || (doc.rig === "blob" && role === "body");
}

/**
 * The eyes, by row: detail pixels drawn in the line ink inside the head (or an eyes layer, or a
 * blob's body), read from `ink` (the canvas's inks as composed, before any look changed them).
 */
function eyesOf(
  doc: LayeredSprite,
  canvas: ComposedCanvas,
  ink: ArrayLike<number> = canvas.ink,
): Map<number, number[]> {
  const { width, flags } = canvas;
  const headLike = (i: number) => onHead(doc, canvas, i);
  const rows = new Map<number, number[]>();
  for (let i = 0; i < ink.length; i++) {
    if (ink[i] !== OUTLINE_INK || !(flags[i]! & FLAG_DETAIL) || !headLike(i)) continue;
    const x = i % width;
    const y = (i - x) / width;
    rows.set(y, [...(rows.get(y) ?? []), x]);
  }
  return rows;
}

/** Every ramp to a steel by its lightness, eyes to a visor, rivets and a seam on big plates. */
function buildRobot(
  doc: LayeredSprite,
  canvas: ReturnType<typeof composeAtRest>,
  stats: Map<number, RampStats>,
  add: AddRamp,
  parts: InkCanvas["parts"],
): boolean {
  const steels = STEELS.map((s) => add(s, 1.35));
  const visor = add(VISOR, 0.8);
  const to = new Map<number, number>();
  for (const [ramp, s] of stats) {
    const material = materialOf(s, doc.rig);
    if (material === "gold" || material === "held") continue;
    const L = s.color.L;
    to.set(ramp, steels[L < 0.52 ? 0 : L < 0.68 ? 1 : 2]!);
  }
  const { width, ink } = canvas;
  const before = Int16Array.from(ink);
  for (let i = 0; i < ink.length; i++) {
    const v = before[i]!;
    if (v === EMPTY || v === OUTLINE_INK) continue;
    const next = to.get(Math.floor(v / LEVELS));
    if (next !== undefined) ink[i] = next * LEVELS + (v % LEVELS);
  }
  // Eyes, lit red and joined along their row into a visor slit, one pixel past each end.
  const headLike = (i: number) => onHead(doc, canvas, i);
  const rows = eyesOf(doc, canvas, before);
  const eyeRows = [...rows.keys()].sort((a, b) => a - b);
  // Without a face there is no visor to light: no robot (the restyle refuses it unmade).
  if (eyeRows.length === 0) return false;
  // The visor: the eyes' top two rows, lit, the eyes brightest.
  const band = eyeRows.slice(0, 2);
  // The slit runs on across the face's skin in the eye's row (a face in profile shows one
  // eye: a slit of three pixels reads as a red eye, not a visor).
  const skinRamps = new Set(
    [...stats.entries()].filter(([, s]) => materialOf(s, doc.rig) === "skin").map(([r]) => r),
  );
  const onFace = (i: number) =>
    before[i] !== EMPTY &&
    before[i] !== OUTLINE_INK &&
    skinRamps.has(Math.floor(before[i]! / LEVELS));
  for (const y of band) {
    const xs = rows.get(y)!;
    let lo = Math.min(...xs);
    let hi = Math.max(...xs);
    while (lo - 1 > 0 && onFace(y * width + lo - 2) && headLike(y * width + lo - 2)) lo--;
    while (hi + 1 < width - 1 && onFace(y * width + hi + 2) && headLike(y * width + hi + 2)) hi++;
    // At least five pixels long: grown over the head's own pixels (not its outline) each way.
    const grows = (x: number) =>
      x > 0 &&
      x < width - 1 &&
      before[y * width + x] !== EMPTY &&
      before[y * width + x] !== OUTLINE_INK &&
      headLike(y * width + x);
    for (let turn = 0; hi - lo < 2 && turn < 4; turn++) {
      if (turn % 2 === 0 ? grows(lo - 2) : !grows(hi + 2)) lo--;
      else if (grows(hi + 2)) hi++;
    }
    for (let x = lo - 1; x <= hi + 1; x++) {
      const i = y * width + x;
      if (x < 0 || x >= width || before[i] === EMPTY || !headLike(i)) continue;
      if (hi - lo > width / 4 && x > lo && x < hi && before[i] !== OUTLINE_INK) continue;
      ink[i] = visor * LEVELS + (xs.includes(x) ? 3 : 2);
    }
  }
  for (const y of eyeRows.slice(band.length)) {
    for (const x of rows.get(y)!) ink[y * width + x] = visor * LEVELS + 1;
  }
  rivetsAndSeams(doc, canvas, before, steels);
  if (doc.rig === "blob") antenna(doc, canvas, steels[0]!, visor, parts);
  return true;
}

/**
 * On each plate (a layer showing at least 36 pixels of its own steel away from its edges) panel
 * seams in the darkest shade, and a rivet in the highlight beside each end of each seam.
 */
function rivetsAndSeams(
  doc: LayeredSprite,
  canvas: ReturnType<typeof composeAtRest>,
  before: Int16Array,
  steels: readonly number[],
): void {
  const { width, ink } = canvas;
  const steel = new Set(steels);
  const inside = (i: number, index: number) => {
    const x = i % width;
    if (x === 0 || x === width - 1 || i < width || i >= ink.length - width) return false;
    return [i, i - 1, i + 1, i - width, i + width].every(
      (j) => canvas.top[j] === index && before[j] !== EMPTY && before[j] !== OUTLINE_INK,
    );
  };
  doc.layers.forEach((layer, index) => {
    if (layer.role === "eyes" || layer.role === "item" || layer.width < 6 || layer.height < 6)
      return;
    const cells = new Set<number>();
    for (let v = 0; v < layer.height; v++) {
      for (let u = 0; u < layer.width; u++) {
        const i = (layer.y + v) * width + layer.x + u;
        if (steel.has(Math.floor(ink[i]! / LEVELS)) && inside(i, index)) cells.add(i);
      }
    }
    if (cells.size < 36) return;
    const xs = [...cells].map((i) => i % width);
    const ys = [...cells].map((i) => Math.floor(i / width));
    const box = {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    };
    // A long plate (a body, a tail) is cut across every ten pixels; a rounder one (a slime's
    // dome, a torso) once across its middle.
    // A tall plate (a robe) is cut across every nine pixels, into segments.
    const wide = box.right - box.left > 1.8 * (box.bottom - box.top);
    const tall = box.bottom - box.top > 1.8 * (box.right - box.left);
    const span = wide ? box.right - box.left : box.bottom - box.top;
    const count = wide
      ? Math.max(1, Math.floor(span / 10))
      : tall
        ? Math.max(1, Math.floor(span / 9))
        : 1;
    const shade = (i: number, level: number) => {
      if (!cells.has(i)) return;
      ink[i] = Math.floor(ink[i]! / LEVELS) * LEVELS + level;
    };
    for (let k = 1; k <= count; k++) {
      const at = Math.round((wide ? box.left : box.top) + (span * k) / (count + 1));
      for (let t = wide ? box.top : box.left; t <= (wide ? box.bottom : box.right); t++) {
        const i = wide ? t * width + at : at * width + t;
        if (!cells.has(i)) continue;
        shade(i, 0);
      }
      // Rivets: beside the seam, one pixel in from each end of the plate.
      for (const end of wide ? [box.top + 1, box.bottom - 1] : [box.left + 1, box.right - 1]) {
        for (const side of [-1, 1]) {
          shade(wide ? end * width + at + side : (at + side) * width + end, 4);
        }
      }
    }
  });
}
