/**
 * "A blue cape" on an import: a hand-drawn figure has no drawer to draw it again with a cape,
 * but a combine hangs a cape on its back from its pixels. So a restyle whose only ask is a
 * coloured cape, on an import read as a figure (not a blob: a potion or a slime has no back to
 * hang one from), draws the cape as an item sprite in the colour asked and puts it on the
 * figure's back the way a combine does, framed like any restyle. Anything else (a cape with
 * armor, a beard or a held item) is left to the restyle's own reading.
 */
import { rgbToOklab } from "@/lib/engine/color";
import { namesCape } from "@/lib/engine/combine";
import { generateSprite } from "@/lib/engine/generate";
import { readAttributes, readSpritePrompt } from "@/lib/engine/prompt";
import { growCanvas, type RgbaImage } from "@/lib/engine/raster";
import type { RedrawAsk } from "../operations/restyle-redraw";
import type { RenderTaskTable } from "./task-types";
import type { CheckedRestyleParams } from "./restyle-types";

/** The coloured cape the ask names ("blue cape"), when a coloured cape is all it asks. */
export function capeOnlyAsked(ask: RedrawAsk): string | null {
  if (!ask.partColors || ask.traits.length > 0 || ask.held || ask.pose) return null;
  const bindings = readAttributes(ask.partColors).bindings;
  if (bindings.length !== 1 || !bindings[0]!.color || !namesCape(bindings[0]!.partWord))
    return null;
  return ask.partColors;
}

/**
 * A coloured cape asked beside other part colours ("gold armor and a blue cape"): the cape's
 * binding, and the others as a sentence of their own, for the recolor; null otherwise.
 */
export function capeAmongOthers(ask: RedrawAsk): { cape: string; rest: string } | null {
  if (!ask.partColors || ask.traits.length > 0 || ask.held || ask.pose) return null;
  const bindings = readAttributes(ask.partColors).bindings;
  const capes = bindings.filter((b) => b.color && namesCape(b.partWord));
  const others = bindings.filter((b) => !namesCape(b.partWord));
  if (capes.length !== 1 || others.length === 0) return null;
  const said = (b: (typeof bindings)[number]) => [...(b.color?.words ?? []), b.partWord].join(" ");
  return { cape: said(capes[0]!), rest: others.map(said).join(", ") };
}

/** The import with the cape on its back, framed; null when the combine puts none there. */
export function capeOnImport(
  params: CheckedRestyleParams,
  cape: string,
  tasks: Pick<RenderTaskTable, "combine">,
): RgbaImage | null {
  const { source } = params;
  const item = generateSprite({
    reading: readSpritePrompt(cape, "item"),
    assetType: "item",
    width: source.width,
    height: source.height,
    direction: "none",
    camera: "none",
    seed: params.seed,
  });
  const made = tasks.combine({
    base: source,
    baseRedraw: null,
    item: withoutGlints(item.image),
    prompt: "on the back",
    itemName: cape,
    itemAnchors: item.anchors,
    seed: params.seed,
    basePalette: params.basePalette,
    itemPalette: null,
    paletteExtras: params.paletteExtras,
  });
  if (!made.ok || made.placement !== "back") return null;
  return growCanvas(made.image, params.framingMargin ?? 0, params.framingAnchor ?? "center").image;
}

/** OKLab chroma of an RGBA pixel at byte offset `o`. */
function chromaAt(d: Uint8ClampedArray, o: number): { L: number; C: number } {
  const lab = rgbToOklab([d[o]!, d[o + 1]!, d[o + 2]!]);
  return { L: lab.L, C: Math.hypot(lab.a, lab.b) };
}

/**
 * The cape with its near-white glints in its own lightest colour: on a small figure's back a
 * white glint shows as a white block beside the shoulder, not as a sheen on cloth.
 */
function withoutGlints(image: RgbaImage): RgbaImage {
  const d = image.data;
  let lightest = -1;
  let lightestL = -1;
  for (let o = 0; o < d.length; o += 4) {
    if (!d[o + 3]) continue;
    const { L, C } = chromaAt(d, o);
    if (C >= 0.04 && L > lightestL) [lightest, lightestL] = [o, L];
  }
  if (lightest < 0) return image;
  const out = { ...image, data: new Uint8ClampedArray(d) };
  for (let o = 0; o < d.length; o += 4) {
    if (!d[o + 3]) continue;
    const { L, C } = chromaAt(d, o);
    if (C < 0.04 && L > 0.85) out.data.set(d.subarray(lightest, lightest + 4), o);
  }
  return out;
}
