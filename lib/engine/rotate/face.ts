/**
 * Face details of a sprite's head: small features (eyes, mouth, a visor slit) that differ from the
 * head's main color, found as small same-colored patches inside the head. Facings use them: the
 * back view paints them over with the surrounding color, a profile slides them toward the front.
 */
import { rgbToOklab, oklabDistanceSquared, type Oklab } from "../color";
import { outlineColor, pixelScale } from "../figure";
import { boundsOfIndices, boundsWhere, floodFill, type Pixels, unpackRgba } from "../raster";

export interface Feature {
  /** Pixel indices (y × width + x) of the patch. */
  readonly pixels: readonly number[];
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface Face {
  /** 1 where the pixel belongs to the head. */
  readonly mask: Uint8Array;
  readonly features: readonly Feature[];
  /** Inclusive box of the head. */
  readonly box: { left: number; top: number; right: number; bottom: number };
}

const labCache = new Map<number, Oklab>();
function labOf(v: number): Oklab {
  let lab = labCache.get(v);
  if (!lab) {
    const [r, g, b] = unpackRgba(v);
    lab = rgbToOklab([r, g, b]);
    if (labCache.size > 4096) labCache.clear();
    labCache.set(v, lab);
  }
  return lab;
}

export const colorDistance = (a: number, b: number) =>
  Math.sqrt(oklabDistanceSquared(labOf(a), labOf(b)));
export const lightness = (v: number) => labOf(v).L;
/** Distance in the OKLab a-b plane: how different two colors are, lightness aside. */
export const hueDistance = (x: number, y: number) => {
  const a = labOf(x);
  const b = labOf(y);
  return Math.hypot(a.a - b.a, a.b - b.b);
};

/** Pixels of the mask with all four neighbours opaque: inside the outline. */
function interiorOf(src: Pixels, mask: Uint8Array): Uint8Array {
  const { width, height, data } = src;
  const inside = new Uint8Array(mask.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      if (!mask[p] || data[p] === 0) continue;
      if (data[p - 1] && data[p + 1] && data[p - width] && data[p + width]) inside[p] = 1;
    }
  }
  return inside;
}

function mostCommon(src: Pixels, where: Uint8Array): number {
  const counts = new Map<number, number>();
  for (let p = 0; p < where.length; p++) {
    if (where[p]) counts.set(src.data[p]!, (counts.get(src.data[p]!) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [v, c] of counts)
    if (c > bestCount || (c === bestCount && v < best)) [best, bestCount] = [v, c];
  return best;
}

export function findFace(src: Pixels, mask: Uint8Array): Face {
  const { width, height, data } = src;
  const bounds = boundsWhere(width, height, (p) => mask[p] !== 0);
  if (!bounds)
    return { mask, features: [], box: { left: width, top: height, right: -1, bottom: -1 } };
  const box = { ...bounds };
  const { top, bottom } = box;
  let area = 0;
  for (let p = 0; p < mask.length; p++) if (mask[p]) area++;
  const inside = interiorOf(src, mask);
  const base = mostCommon(src, inside);
  const outline = outlineColor(src);
  // Faces sit below the crown: ignore the top quarter (hair, helmet crest, hat).
  const faceTop = top + Math.floor((bottom - top + 1) * 0.25);
  const maxSize = Math.max(2, Math.round(area * 0.06));
  const seen = new Uint8Array(mask.length);
  const features: Feature[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!inside[start] || seen[start] || start < faceTop * width) continue;
    const color = data[start]!;
    if (colorDistance(color, base) < 0.1) continue;
    // Flood the patch of (nearly) this color; a same-colored pixel on the head's rim means the
    // patch is part of the outline, not a feature.
    const patch: number[] = [];
    let touchesEdge = false;
    const sameColor = (q: number) => {
      if (!inside[q]) {
        if (mask[q] && data[q] !== 0 && colorDistance(data[q]!, color) < 0.04) touchesEdge = true;
        return false;
      }
      return colorDistance(data[q]!, color) < 0.04;
    };
    floodFill(width, height, [start], sameColor, {
      connectivity: 4,
      seen,
      visit: (p) => patch.push(p),
    });
    if (patch.length > maxSize) continue;
    // An eye drawn against the head's edge, in the outline's own colour, touches the rim; it is
    // still an eye when face, not outline, lies above and below it (the rim runs on past it).
    if (touchesEdge && !between(src, patch, outline)) continue;
    // A patch against the outline is shading along the edge (a stem's shaded side), not a
    // detail drawn on the surface: it stays where it is in every view.
    if (!touchesEdge && bordering(src, patch).some((q) => data[q] === outline)) continue;
    const patchBox = boundsOfIndices(patch, width)!;
    if (patchBox.top < faceTop) continue;
    features.push({ pixels: patch, ...patchBox });
  }
  return { mask, features, box };
}

/**
 * Whether a body shows a face: a detail darker than its surface below its crown (an eye, a
 * mouth). A highlight is lighter than the surface, and a cork, a lid or a cap's rim sits in the
 * top quarter `findFace` skips, so a plain bottle or a pot shows none while a slime's or a
 * mushroom's eyes do.
 */
export function showsFace(src: Pixels, mask: Uint8Array): boolean {
  const face = findFace(src, mask);
  if (face.features.length === 0) return false;
  const surface: number[] = [];
  for (let p = 0; p < mask.length; p++)
    if (mask[p] && src.data[p] !== 0) surface.push(lightness(src.data[p]!));
  surface.sort((a, b) => a - b);
  const median = surface[Math.floor(surface.length / 2)] ?? 0;
  return face.features.some((f) => lightness(src.data[f.pixels[0]!]!) < median - 0.15);
}

/** Whether every column of a patch has opaque pixels not of `outline` just above and below it. */
function between(src: Pixels, patch: readonly number[], outline: number): boolean {
  const { width, data } = src;
  const inPatch = new Set(patch);
  const face = (q: number) =>
    q >= 0 && q < data.length && !inPatch.has(q) && data[q] !== 0 && data[q] !== outline;
  for (const p of patch) {
    if (!inPatch.has(p - width) && !face(p - width)) return false;
    if (!inPatch.has(p + width) && !face(p + width)) return false;
  }
  return true;
}

/** The pixels 4-adjacent to a patch and not in it. */
function bordering(src: Pixels, patch: readonly number[]): number[] {
  const { width, data } = src;
  const inPatch = new Set(patch);
  const out = new Set<number>();
  for (const p of patch) {
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width])
      if (q >= 0 && q < data.length && !inPatch.has(q)) out.add(q);
  }
  return [...out];
}

/**
 * Details drawn on the front of a body (a belt buckle, buttons, a badge): patches of one color
 * lying wholly inside the part's material (every pixel around them is the part's, opaque and not
 * the outline), at most a sixth of the part, and not a shade of what surrounds them (another hue,
 * or far lighter or darker). A belt that reaches the outline, a fold's shading along the edge or
 * a darker shade of the cloth is not one: it shows from every side. Returned as a `Face` of the
 * part, so the back view paints the details over and a profile slides them to the front.
 */
export function findMarks(src: Pixels, mask: Uint8Array): Face {
  const { width, height, data } = src;
  const found = boundsWhere(width, height, (p) => mask[p] !== 0 && data[p] !== 0);
  if (!found)
    return { mask, features: [], box: { left: width, top: height, right: -1, bottom: -1 } };
  let area = 0;
  for (let p = 0; p < mask.length; p++) if (mask[p] && data[p] !== 0) area++;
  const outline = outlineColor(src);
  const base = mostCommon(src, interiorOf(src, mask));
  const seen = new Uint8Array(mask.length);
  const features: Feature[] = [];
  for (let start = 0; start < mask.length; start++) {
    const color = data[start]!;
    if (!mask[start] || color === 0 || seen[start] || color === outline) continue;
    if (colorDistance(color, base) < 0.04) continue;
    const patch: number[] = [];
    floodFill(
      width,
      height,
      [start],
      (q) => mask[q] !== 0 && data[q] !== 0 && colorDistance(data[q]!, color) < 0.04,
      { connectivity: 4, seen, visit: (p) => patch.push(p) },
    );
    if (patch.length * 6 > area) continue;
    const around = bordering(src, patch);
    if (around.some((q) => !mask[q] || data[q] === 0 || data[q] === outline)) continue;
    const counts = new Map<number, number>();
    for (const q of around) counts.set(data[q]!, (counts.get(data[q]!) ?? 0) + 1);
    const surround = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    const distinct =
      hueDistance(color, surround) >= 0.05 ||
      Math.abs(lightness(color) - lightness(surround)) >= 0.25;
    if (!distinct) continue;
    features.push({ pixels: patch, ...boundsOfIndices(patch, width)! });
  }
  return { mask, features, box: found };
}

/**
 * Paints features over with what surrounds them: each feature pixel takes the nearest
 * non-feature head pixel in its row (or column), so a visor slit becomes helmet and an eye skin.
 */
export function eraseFeatures(
  target: Pixels,
  face: Face,
  features: readonly Feature[] = face.features,
): void {
  const { width, data } = target;
  const covered = new Uint8Array(data.length);
  for (const f of features) for (const p of f.pixels) covered[p] = 1;
  // The outline is never what a feature is painted over with: an eye drawn against the edge
  // takes the face beside it, not the rim.
  const outline = outlineColor(target);
  const usable = (q: number) =>
    q >= 0 &&
    q < data.length &&
    face.mask[q] &&
    !covered[q] &&
    data[q] !== 0 &&
    data[q] !== outline;
  for (const f of features) {
    for (const p of f.pixels) {
      let fill = 0;
      for (let d = 1; d < width && fill === 0; d++) {
        const x = p % width;
        for (const q of [
          x - d >= 0 ? p - d : -1,
          x + d < width ? p + d : -1,
          p - d * width,
          p + d * width,
        ]) {
          if (q >= 0 && usable(q)) {
            fill = data[q]!;
            break;
          }
        }
      }
      if (fill !== 0) data[p] = fill;
    }
  }
}

/**
 * The back of the head: below the crown, colors that the crown does not use (skin, a beard, a
 * mask's face opening) become the crown's color of nearest lightness, so hair or hood covers the
 * face and its shading survives.
 */
export function coverFace(target: Pixels, face: Face): void {
  const { width, data } = target;
  const { top, bottom } = face.box;
  const crownBottom = top + Math.floor((bottom - top + 1) * 0.35);
  const crown = new Map<number, number>();
  for (let p = 0; p < data.length; p++) {
    const y = Math.floor(p / width);
    if (face.mask[p] && data[p] !== 0 && y <= crownBottom)
      crown.set(data[p]!, (crown.get(data[p]!) ?? 0) + 1);
  }
  // Colors used by a few crown pixels only are outline and specks, not the crown's material.
  const total = [...crown.values()].reduce((a, b) => a + b, 0);
  const colors = [...crown.entries()].filter(([, c]) => c >= total * 0.05).map(([v]) => v);
  if (colors.length === 0) return;
  const darkest = Math.min(...[...crown.keys()].map(lightness));
  const nearest = (L: number) => {
    let best = colors[0]!;
    for (const c of colors)
      if (Math.abs(lightness(c) - L) < Math.abs(lightness(best) - L)) best = c;
    return best;
  };
  // The crown color straight above (the hair over this part of the face), so a light crown
  // color beside the head (a blade held up by it) never paints the face.
  const above = (p: number): number | undefined => {
    for (let q = p - width; q >= 0; q -= width) {
      const c = data[q]!;
      if (face.mask[q] && c !== 0 && colors.includes(c) && lightness(c) > darkest + 0.02) return c;
    }
    return undefined;
  };
  const original = Uint32Array.from(data);
  // A sprite drawn at n screen pixels a drawn pixel has an outline n pixels thick.
  const thick = pixelScale(target);
  /** A pixel within the outline's thickness of a transparent one: the silhouette's outline. */
  const onRim = (p: number) => {
    const x = p % width;
    for (let d = 1; d <= thick; d++) {
      for (const q of [
        x - d >= 0 ? p - d : -1,
        x + d < width ? p + d : -2,
        p - d * width,
        p + d * width,
      ])
        if (q === -1 || q === -2 || q < 0 || q >= data.length || original[q] === 0) return true;
    }
    return false;
  };
  const dark = (q: number) => original[q] !== 0 && lightness(original[q]!) <= darkest + 0.02;
  /** A dark pixel on a dark run that meets the silhouette's edge at both ends. */
  const acrossHead = (p: number) => {
    const row = p - (p % width);
    let l = p;
    while (l > row && dark(l - 1)) l--;
    let r = p;
    while (r < row + width - 1 && dark(r + 1)) r++;
    const open = (q: number) => q < row || q >= row + width || original[q] === 0;
    return open(l - 1) && open(r + 1);
  };
  for (let p = 0; p < data.length; p++) {
    const v = original[p]!;
    if (!face.mask[p] || v === 0 || Math.floor(p / width) <= crownBottom) continue;
    // The outline stays outline, and so does a dark line drawn across the whole head (a hat's
    // brim, a band); but an outline-dark pixel inside the head, such as an eye drawn in the
    // outline's color, is face. A crown color is crown, and a shade of the crown's own hue (a
    // helmet's darker gray) is still the crown.
    const L = lightness(v);
    if (L <= darkest + 0.02) {
      if (onRim(p) || acrossHead(p)) continue;
    } else {
      if (crown.has(v)) continue;
      // ...but only a shade no lighter than a crown color of its own hue: skin lighter than
      // brown hair of a similar hue is still face (however light other crown colors are, such
      // as a sword's blade beside the head).
      if (colors.some((c) => hueDistance(c, v) < 0.04 && L <= lightness(c) + 0.05)) continue;
    }
    data[p] = above(p) ?? nearest(L);
  }
}
