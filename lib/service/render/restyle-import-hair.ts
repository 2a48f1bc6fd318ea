/**
 * A hair colour asked of an imported picture: with no layers to say where its hair is, the
 * recolor would find only its face, so the words are refused rather than painting the face.
 */
import { readAttributes } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { importFaceMask } from "@/lib/engine/restyle";
import type { CheckedRestyleParams } from "./restyle-types";
import { quote } from "./restyle-words";

export const HAIR_ON_FACE = (words: readonly string[]) =>
  `This imported picture shows no hair: the only part a hair colour would find on it is its face, so ${quote(words)} would change nothing it has. Nothing is made or charged.`;

/**
 * The words of a hair colour ("pink hair") that, on an import (no layers to say where its hair
 * is), would paint mostly its face: the pixels changed lie on the face the appearance changes
 * find. Null otherwise.
 */
export function colorsImportFace(params: CheckedRestyleParams, result: RgbaImage): string[] | null {
  if (params.redraw || params.layered || !params.customPrompt) return null;
  const hair = readAttributes(params.customPrompt).bindings.find(
    (b) => b.part === "hair" && b.color,
  );
  if (!hair?.color) return null;
  const { source } = params;
  if (result.width !== source.width || result.height !== source.height) return null;
  const face = importFaceMask(source);
  if (!face) return null;
  let changed = 0;
  let onFace = 0;
  for (let i = 0; i < face.length; i++) {
    const o = i * 4;
    if ([0, 1, 2, 3].every((k) => source.data[o + k] === result.data[o + k])) continue;
    changed++;
    if (face[i]) onFace++;
  }
  return changed > 0 && onFace * 2 > changed ? [...hair.color.words, hair.partWord] : null;
}
