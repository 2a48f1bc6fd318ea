/**
 * Item mode: the figure's held object is swapped for a named one. The old object (found as in
 * combine: the asymmetric part connected to a hand) is taken out and the hole refilled; the new
 * one is drawn by the procedural generator at a size near the figure's, cut out, and put in that
 * hand exactly as a combine would. Pro draws the new item in the sprite's own colors unless the
 * prompt names a color or material (a careful swap that keeps the palette coherent).
 */
import { type Pixels, toPixels } from "../raster";
import { countColors, type LabOf, rgbToHex } from "../color";
import {
  type Body,
  composeItem,
  eraseMasked,
  extractItem,
  findHeldItem,
  itemSize,
} from "../figure";
import { drawSprite } from "../draw";
import { readSpritePrompt, readWords } from "../prompt";
import type { Tier } from "./gradient-map";
import type { RestyleReading } from "./read-restyle-prompt";

export function swapItem(
  source: Pixels,
  body: Body,
  wanted: NonNullable<RestyleReading["newItem"]>,
  prompt: string,
  tier: Tier,
  ink: number | null,
  seed: number,
  lab: LabOf,
): Pixels {
  const px: Pixels = {
    width: source.width,
    height: source.height,
    data: new Uint32Array(source.data),
  };
  const held = findHeldItem(px, body);
  const side = held?.side ?? "right";
  if (held) eraseMasked(px, held.mask, ink, lab);

  const words = readWords(prompt);
  const look = [...(words?.colors.map((c) => c.word) ?? []), ...(words?.materials ?? [])].slice(
    0,
    2,
  );
  const itemPrompt = [...look, wanted.subject].join(" ");
  const size = Math.min(128, Math.max(32, Math.round(body.height * 0.75)));
  const palette =
    tier === "pro" && look.length === 0
      ? [...countColors(source).keys()].map((v) =>
          rgbToHex([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]),
        )
      : undefined;
  const drawn = drawSprite({
    reading: readSpritePrompt(itemPrompt, wanted.type),
    assetType: wanted.type,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
    ...(palette && palette.length > 0 ? { palette } : {}),
  });
  const lineInk =
    ink ?? [...countColors(px).keys()].sort((a, b) => lab(a).L - lab(b).L)[0] ?? 0xff000000;
  const cut = extractItem(toPixels(drawn.image), drawn.anchors);
  return composeItem(
    px,
    body,
    cut,
    { kind: "hand", side, label: `${side} hand`, size: itemSize(wanted.subject) },
    "normal",
    lineInk,
    lab,
  );
}
