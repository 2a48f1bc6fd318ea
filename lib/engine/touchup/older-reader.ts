/**
 * The touch-up sentences the edit grammar hands back (several recolors joined by "and", trims,
 * marks and scatterings to stamp, detail), done as the older reader reads them: each named part
 * found in the whole sprite and cut to the region, then one action over it.
 */
import type { Oklch } from "../color";
import { createRandom } from "../random";
import { readWords } from "../prompt";
import { addItem } from "./add-item";
import { addDetail } from "./detail";
import { addMotif } from "./motifs";
import { namedPartMask, withOwnLines } from "./named-part";
import type { ObjectContext } from "./objects";
import { partMask } from "./part-mask";
import type { TouchUpReading } from "./read-touchup-prompt";
import { materialMask, recolor } from "./recolor";
import type { RegionCanvas } from "./region";
import { removeRegion } from "./remove";
import type { TouchUpOptions } from "./touchup-types";

/** Every opaque pixel of the region. */
function opaqueIn(canvas: RegionCanvas): Uint8Array {
  const { region, px } = canvas;
  const mask = new Uint8Array(px.data.length);
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++)
      if (canvas.get(x, y) !== 0) mask[y * px.width + x] = 1;
  }
  return mask;
}

/** Why an action left every pixel as it was, in words for the person who asked. */
export function refusalReason(reading: TouchUpReading, opaque: boolean): string {
  if (!opaque && reading.action !== "add") return "the region holds no pixels of the sprite";
  switch (reading.action) {
    case "remove":
      return "nothing in the region to remove";
    case "recolor":
      return reading.color
        ? "nothing in the region can take that color: it already has it, or holds only outline"
        : "no color was named to recolor with";
    case "add":
      return `no room in the region to add ${reading.motif ?? "a gem"}`;
    case "detail":
      return "nothing in the region to shade: it holds only outline or flat single pixels";
  }
}

/**
 * Draws what the older reader read on the region's canvas. Returns the refusal's words when a
 * part the sentence names is not in the region (refused by name rather than replaced by
 * whatever the region holds), else null.
 */
export function editByOlderReader(
  ctx: ObjectContext,
  reading: TouchUpReading,
  prompt: string,
  ink: number | null,
  options: TouchUpOptions,
): string | null {
  const { canvas, palette, source } = ctx;
  const isLine = (v: number) => (palette.byValue.get(v)?.family ?? -1) < 0;
  const parts: { mask: Uint8Array; color: Oklch | null }[] = [];
  for (const target of reading.targets) {
    const mask = namedPartMask(source, canvas, target, palette.lab, options.anchors);
    if (!mask) return `nothing in the region matches '${target.word}'`;
    parts.push({ mask, color: target.color });
  }
  const found = () => partMask(canvas, palette) ?? opaqueIn(canvas);
  switch (reading.action) {
    case "recolor": {
      if (parts.length > 0) {
        for (const p of parts) recolor(canvas, p.mask, p.color!, palette.lab, reading.trim);
      } else if (reading.color) {
        const mask = materialMask(canvas, palette, found(), reading.color);
        if (mask) recolor(canvas, mask, reading.color, palette.lab, reading.trim);
      }
      break;
    }
    case "add":
      if (reading.item) {
        const look = readWords(prompt);
        const colorWords = [...(look?.colors.map((c) => c.word) ?? []), ...(look?.materials ?? [])];
        const drew = addItem(
          canvas,
          palette,
          { ...reading.item, colorWords: colorWords.join(" "), color: reading.color },
          options.seed,
        );
        if (drew) break;
      }
      addMotif(
        canvas,
        palette,
        reading.motif ?? "gem",
        reading.color,
        ink,
        createRandom(`${options.seed}|touch-up|${prompt}`),
      );
      break;
    case "remove": {
      const mask = parts[0]
        ? withOwnLines(canvas, parts[0].mask, isLine)
        : partMask(canvas, palette);
      if (mask) removeRegion(canvas, mask, ink, (v) => palette.lab(v).L >= 0.35);
      break;
    }
    case "detail":
      addDetail(canvas, palette, parts[0]?.mask ?? null);
      break;
  }
  return null;
}
