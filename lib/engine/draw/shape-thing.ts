/**
 * One thing in the shape language drawn alone on a small canvas, as a touch-up adds it to a
 * sprite: painted by the shape painter with its materials' ramps (its `main` in the colour or
 * material the words name, as a whole ramp), lit like every drawing, outlined and finished.
 * The canvas is the size asked, and the thing fills it, its outline included.
 */
import type { ShapeSpec } from "../subjects";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { createRandom } from "../random";
import { createCanvas } from "./canvas";
import type { DrawContext } from "./context";
import { finishInks } from "./finish-inks";
import { createScheme } from "./scheme";
import { drawShapeSubject } from "./shape-subject";

export interface ShapeThing {
  readonly image: RgbaImage;
  /** The colour the finishing outlined it with, `[r, g, b]`. */
  readonly outline: readonly [number, number, number];
}

/**
 * Draws `spec` on a `width` × `height` canvas; `words` are the colour and material words the
 * artist gave ("red", "golden"), `colors` the thing's own when none are given.
 */
export function drawShapeThing(
  spec: ShapeSpec,
  words: string,
  colors: readonly string[],
  width: number,
  height: number,
): ShapeThing {
  // The margin the shape drawer keeps is 2 px; a touch-up wants the thing to fill its room.
  // Below 7 px an outline would be most of the thing: it is drawn in its ramp alone, as an
  // artist draws a gem of four pixels.
  const outlined = Math.min(width, height) >= 7;
  const pad = outlined ? 1 : 2;
  const w = width + 2 * pad;
  const h = height + 2 * pad;
  const reading = readSpritePrompt(`${words} thing`.trim(), "item");
  const scheme = createScheme(reading);
  const canvas = createCanvas(w, h);
  const ctx = {
    canvas,
    scheme,
    random: createRandom(`touch-up|${words}`),
    reading,
    subject: null,
    facing: "south",
    camera: "none",
    width: w,
    height: h,
  } as unknown as DrawContext;
  drawShapeSubject(ctx, spec, colors);
  const { image } = finishInks(canvas, {
    wrap: false,
    outline: outlined ? "dark" : "none",
    outlineTint: false,
    maxColors: 24,
    ramps: scheme.ramps,
    outlineColor: scheme.outline,
  });
  // Back to the asked size: the rim the wider canvas added is empty.
  const out = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = ((y + pad) * w + x + pad) * 4;
      out.data.set(image.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  const [r, g, b] = scheme.outline;
  return { image: out as RgbaImage, outline: [r, g, b] };
}
