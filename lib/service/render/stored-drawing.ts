/**
 * A generated sprite's drawing found again from its recipe (the prompt, seed, size and facing
 * it was drawn from): the layered document while the stored pixels are still exactly that
 * drawing, and the same character drawn in another facing for a rotation. An edited or
 * imported sprite has no such drawing; its pixels are all there is.
 */
import type { RgbaImage } from "@/lib/engine";
import { flipImage } from "@/lib/engine/raster";
import { generateLayered, generateSided, type SpriteRequest } from "@/lib/engine/generate";
import { type Direction, readSpritePrompt } from "@/lib/engine/prompt";
import type { RedrawDirection } from "@/lib/engine/rotate";
import type { RedrawRecipe } from "./redraw-recipe";

/** The generation request a recipe stands for, drawn facing `direction`. */
export function recipeRequest(recipe: RedrawRecipe, direction: Direction): SpriteRequest {
  const reading = readSpritePrompt(recipe.prompt, recipe.assetType);
  return {
    reading,
    assetType: reading.assetType,
    width: recipe.width,
    height: recipe.height,
    direction,
    camera: recipe.camera,
    seed: recipe.seed,
    palette: recipe.palette,
    reference: recipe.reference,
  };
}

/** The recipe's layered drawing when it is still exactly the stored pixels, else null. */
export function drawnAsStored(source: RgbaImage, recipe: RedrawRecipe) {
  // One task asks many times for the same pair (a restyle weighing each word): drawn once.
  let known = drawnCache.get(source);
  if (!known) {
    known = new Map();
    drawnCache.set(source, known);
  }
  if (known.has(recipe)) return known.get(recipe)!;
  const doc = drawIfStored(source, recipe);
  known.set(recipe, doc);
  return doc;
}

const drawnCache = new WeakMap<
  RgbaImage,
  Map<RedrawRecipe, ReturnType<typeof generateLayered> | null>
>();

function drawIfStored(source: RgbaImage, recipe: RedrawRecipe) {
  let doc: ReturnType<typeof generateLayered>;
  try {
    doc = generateLayered(recipeRequest(recipe, recipe.facing));
  } catch {
    // A recipe the generator no longer takes: its pixels are all there is, as for an import.
    return null;
  }
  const drawn = doc.sprite.image;
  if (drawn.width !== source.width || drawn.height !== source.height) return null;
  if (!samePicture(drawn.data, source.data)) return null;
  return doc;
}

/** Same pixels: equal alpha everywhere, equal color wherever a pixel shows. */
export function samePicture(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  if (a.length !== b.length) return false;
  for (let o = 0; o < a.length; o += 4) {
    if (a[o + 3] !== b[o + 3]) return false;
    if (a[o + 3] === 0) continue;
    if (a[o] !== b[o] || a[o + 1] !== b[o + 1] || a[o + 2] !== b[o + 2]) return false;
  }
  return true;
}

/**
 * The generator drawing the recipe's character in another facing (same seed), or null. Each
 * facing is drawn once per rotation (a retry asks again for the same pictures), and a W-side
 * facing whose E-side twin's drawer ignored the side it drew for (a symmetric design) is that
 * twin flipped: what drawing it would give, pixel for pixel.
 */
export function redrawer(recipe: RedrawRecipe) {
  const drawn = new Map<RedrawDirection, { image: RgbaImage; symmetric: boolean } | null>();
  const draw = (direction: RedrawDirection) => {
    if (drawn.has(direction)) return drawn.get(direction)!;
    const east = EAST_TWIN[direction];
    const twin = east ? drawn.get(east) : undefined;
    let made: { image: RgbaImage; symmetric: boolean } | null;
    if (twin?.symmetric) {
      made = { image: flipImage(twin.image), symmetric: true };
    } else {
      try {
        const { sprite, symmetric } = generateSided(recipeRequest(recipe, direction));
        made = { image: sprite.image, symmetric };
      } catch {
        made = null;
      }
    }
    drawn.set(direction, made);
    return made;
  };
  return (direction: RedrawDirection): RgbaImage | null => {
    // A source facing south is the south view itself: its own pixels are observed. A source
    // drawn with no facing is redrawn facing south too (a creature's default is its profile).
    if (direction === "south" && recipe.facing === "south") return null;
    return draw(direction)?.image ?? null;
  };
}

/** A W-side facing's E-side twin, drawn first in strip order. */
const EAST_TWIN: Partial<Record<RedrawDirection, RedrawDirection>> = {
  west: "east",
  "south-west": "south-east",
  "north-west": "north-east",
};
