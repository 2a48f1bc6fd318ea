/**
 * Opening a mouth in a composed frame: the muzzle's lower half drops as a wedge (profile) or a
 * rounded gape (head-on), showing the head's darkest ink, with fangs at the tip.
 */
import { OUTLINE_INK, type SpriteLayer } from "../../draw";
import type { Pixels } from "../../raster";
import type { Prepared } from "./rig-pose";
import { gapeDrawnMouth, gapeHeadOn } from "./mouth-head-on";
import { type GapColumn, paintFangs } from "./mouth-teeth";
import { partsOnlyIn } from "./layer-parts";

/**
 * Opens a mouth in the composed frame (packed pixels, the profile facing east): in the front
 * 45% of the layer's columns the pixels below the muzzle's middle row drop, a wedge widening to
 * `open` rows at the tip, and the rows they leave show the layer's darkest ink.
 */
export function openMouth(
  prep: Prepared,
  frame: Pixels,
  name: string,
  open: number,
  headOn: boolean,
): void {
  const layer = prep.byName.get(name);
  if (!layer) return;
  // The layer's own parts: those no other layer draws.
  const own = partsOnlyIn(prep, layer);
  if (own.size === 0) return;
  const { width, height, data } = frame;
  const partOf = (v: number) => (v >>> 16) & 0xfff;
  let left = width;
  let right = -1;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v === 0 || !own.has(partOf(v))) continue;
    left = Math.min(left, i % width);
    right = Math.max(right, i % width);
  }
  if (right - left < 4) return;
  // The darkest ink the layer draws with (by its ramp's darkest shade): the inside of a mouth.
  let dark = -1;
  let darkest = Number.POSITIVE_INFINITY;
  layer.ink.forEach((ink) => {
    if (ink < 0) return;
    const color = prep.doc.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    if (!color) return;
    const luma = color[0]! * 0.3 + color[1]! * 0.59 + color[2]! * 0.11;
    if (luma < darkest) {
      darkest = luma;
      dark = ink;
    }
  });
  if (dark < 0) return;
  // A mouth's inside is as dark as the eye's pupil where the head draws one (the head's darkest
  // shade, a slate on a grey wolf, read as a closed bill); its teeth as light as the eye's
  // highlight, the lightest ink the head draws with.
  let light = -1;
  let lightest = Number.NEGATIVE_INFINITY;
  let pupil = false;
  layer.ink.forEach((ink) => {
    if (ink === OUTLINE_INK) pupil = true;
    const color = prep.doc.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
    if (ink < 0 || !color) return;
    const luma = color[0]! * 0.3 + color[1]! * 0.59 + color[2]! * 0.11;
    if (luma > lightest) {
      lightest = luma;
      light = ink;
    }
  });
  // A mouth drawn on a face as a layer of its own (a slime's) opens in place, as dark inside as
  // the eyes' pupils.
  if (layer.role === "eyes") {
    gapeDrawnMouth(frame, (v) => v !== 0 && own.has(partOf(v)), open, OUTLINE_INK + 1);
    return;
  }
  if (headOn) {
    const tooth = light >= 0 ? light + 1 : undefined;
    gapeHeadOn(frame, (v) => v !== 0 && own.has(partOf(v)), left, right, open, dark + 1, tooth);
    return;
  }
  // On a head as dark as a mouth's inside (a black cat's), a dark gape would not show: the jaws
  // part to let what is behind the head show through, so the open mouth reads in the silhouette
  // (the outline goes round both jaws) with the fangs in it.
  const throughMouth = furLuma(prep, layer) - inkLuma(prep, pupil ? OUTLINE_INK : dark) < 45;
  const hinge = left + Math.round((right - left) * 0.55);
  // The line the jaws part along: the middle of the muzzle's rows, one below.
  let rows = 0;
  let sum = 0;
  for (let x = hinge; x <= right; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      const v = data[y * width + x]!;
      if (v === 0 || !own.has(partOf(v))) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    if (top < 0) continue;
    sum += (top + bottom) / 2;
    rows++;
  }
  if (rows === 0) return;
  const line = belowTheEye(
    frame,
    (v) => own.has(partOf(v)),
    hinge,
    right,
    Math.round(sum / rows) + 1,
  );
  const gap: (GapColumn & { part: number })[] = [];
  for (let x = hinge; x <= right; x++) {
    // A gape open to what is behind is drawn wider: the outline round each jaw takes a row.
    const wide = throughMouth && open > 0 ? open + 2 : open;
    const drop = Math.round((wide * (x - hinge + 1)) / (right - hinge + 1));
    if (drop < 1) continue;
    let bottom = -1;
    for (let y = line + 1; y < height; y++) {
      const v = data[y * width + x]!;
      if (v !== 0 && own.has(partOf(v))) bottom = y;
    }
    if (bottom < 0) continue;
    const mouthPart = partOf(data[line * width + x] || data[(line + 1) * width + x]!);
    const mouth = throughMouth ? 0 : (((pupil ? OUTLINE_INK : dark) + 1) | (mouthPart << 16)) >>> 0;
    if (light >= 0 && drop >= 1)
      gap.push({ x, top: line + 1, bottom: Math.min(height - 1, line + drop), part: mouthPart });
    const column = Array.from({ length: height }, (_, y) => data[y * width + x]!);
    const jaw = (y: number) => column[y]! !== 0 && own.has(partOf(column[y]!));
    // The jaw's pixels leave their rows (what lay under them shows) and land `drop` lower.
    for (let y = line + 1; y <= bottom; y++) if (jaw(y)) data[y * width + x] = 0;
    for (let y = line + 1; y <= bottom; y++) {
      if (jaw(y) && y + drop < height) data[(y + drop) * width + x] = column[y]!;
    }
    for (let y = line + 1; y <= Math.min(height - 1, line + drop); y++) data[y * width + x] = mouth;
  }
  const tip = gap[gap.length - 1];
  if (tip) paintFangs(frame, gap, ((light + 1) | (tip.part << 16)) >>> 0);
}

/**
 * The row the jaws part along, moved below an eye drawn in the jaw's columns (a round head, a
 * cat's, has its eye over the middle of its short muzzle): the lower jaw drops without taking the
 * eye's lower half and its highlight down to the chin. Never lower than leaves the jaw two rows.
 */
function belowTheEye(
  frame: Pixels,
  isOwn: (v: number) => boolean,
  from: number,
  to: number,
  line: number,
): number {
  const { width, height, data } = frame;
  let eye = -1;
  let bottom = -1;
  for (let x = from; x <= to; x++) {
    for (let y = 0; y < height; y++) {
      const v = data[y * width + x]!;
      if (v === 0 || !isOwn(v)) continue;
      bottom = Math.max(bottom, y);
      if ((v & 0xffff) - 1 === OUTLINE_INK) eye = Math.max(eye, y);
    }
  }
  if (eye < line) return line;
  return Math.min(eye + 1, bottom - 2);
}

/** How light an ink is drawn (0 to 255), in the colour the still gives it. */
function inkLuma(prep: Prepared, ink: number): number {
  const color = prep.colors.get(ink);
  return color ? color[0]! * 0.3 + color[1]! * 0.59 + color[2]! * 0.11 : 0;
}

/** How light a layer's fur or skin is: its most used ink. */
function furLuma(prep: Prepared, layer: SpriteLayer): number {
  const counts = new Map<number, number>();
  for (const ink of layer.ink)
    if (ink >= 0 && ink !== OUTLINE_INK) counts.set(ink, (counts.get(ink) ?? 0) + 1);
  let most = -1;
  let best = 0;
  for (const [ink, n] of counts) if (n > best) [most, best] = [ink, n];
  return most < 0 ? 255 : inkLuma(prep, most);
}
