/**
 * Colours a prompt binds to the parts of a shape subject: "a silver crown with a blue jewel"
 * paints the jewel blue and leaves the crown silver, instead of tinting the whole drawing with
 * the first colour named. The part words are the spec's own part names (`shapePartWords`);
 * colours bound to none of them stay loose and go to `main` and `accent` as before.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { type Material, partColors } from "../prompt";
import { type ShapeSpec, shapePartWords, subjectEntry } from "../subjects";
import type { DrawContext } from "./context";
import type { Mat } from "./pen";
import type { Scheme } from "./scheme";

const lch = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

export interface ShapePaints {
  /** The drawing context whose prompt colours and materials are only the loose ones. */
  readonly ctx: DrawContext;
  /** A material for each part name a colour was bound to. */
  readonly byPart: Readonly<Record<string, Mat>>;
}

/** Splits the prompt's colours between the parts of `spec` they name and the rest. */
export function shapePaints(ctx: DrawContext, spec: ShapeSpec): ShapePaints {
  // A word that names the subject itself is not one of its parts: "a green laser beam" is
  // green all over, though one of its parts is called the beam.
  const own = new Set(
    (subjectEntry(ctx.subject ?? "")?.aliases ?? []).flatMap((alias) => alias.split(/\s+/)),
  );
  const words = new Map([...shapePartWords(spec)].filter(([word]) => !own.has(word)));
  const { bound, loose } = partColors(ctx.reading, words, (b) => b.part);
  const names = Object.keys(bound);
  if (names.length === 0) return { ctx, byPart: {} };
  const { scheme } = ctx;
  const byPart: Record<string, Mat> = {};
  const boundMaterials: Material[] = [];
  for (const name of names) {
    const paint = bound[name]!;
    if (paint.material) boundMaterials.push(paint.material);
    byPart[name] = paint.material
      ? scheme.material(paint.material)
      : { ramp: scheme.ramp(paint.color), light: { contrast: 1.2, highlight: true } };
  }
  const looseColors = loose.map((n) => lch(ctx.reading.colors[n]!.hex));
  const narrowed: Scheme = {
    ...scheme,
    promptColor: (n) => looseColors[n],
    promptMaterial: (candidates) =>
      ctx.reading.materials.find((m) => candidates.includes(m) && !boundMaterials.includes(m)),
  };
  return { ctx: { ...ctx, scheme: narrowed }, byPart };
}
