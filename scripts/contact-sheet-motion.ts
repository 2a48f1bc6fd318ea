/**
 * The contact sheet's motion page: every animation preset on a knight, a wizard and an archer,
 * in profile and from the front, posed by the biped rig from the layers the drawer kept, then
 * on a slime, a wolf, a dragon, a crow, a spider, a snake and a chest, posed by their own rigs. Each
 * row is one animation: the strip at 1× (as a game shows it), then each frame at 4× on a
 * checkerboard with a ground line, so a person can judge the poses pixel by pixel.
 *
 *   npm run contact-sheet -- --page motion [out.png] [--size 64] [--seed 7]
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { ANIMATION_PRESETS, animateLayered } from "../lib/engine/animate";
import { drawLayered } from "../lib/engine/draw";
import { type Direction, readSpritePrompt } from "../lib/engine/prompt";
import type { RgbaImage } from "../lib/engine/raster";

const SUBJECTS = [
  "knight with sword and shield",
  "old wizard with a staff",
  "elf archer with a bow",
];
const VIEWS: readonly Direction[] = ["east", "south"];
/** Creatures and a hinged prop, each in the view its rig poses. */
const CREATURES: readonly (readonly [string, Direction])[] = [
  ["green slime", "south"],
  ["grey wolf", "east"],
  ["red dragon", "east"],
  ["black crow", "east"],
  ["giant spider", "south"],
  ["green snake", "east"],
  ["wooden treasure chest", "south"],
];
const FRAMES = 8;
const ZOOM = 4;
/** Room above and beside the figure, so a jump or a fall is seen whole. */
const MARGIN = 25;

export async function motionSheet(out: string, size: number, seed: number): Promise<void> {
  const presets = ANIMATION_PRESETS.filter((p) => p !== "Custom");
  const rows: { label: string; strip: RgbaImage; fw: number; fh: number }[] = [];
  const legend: string[] = [];
  const cast = [
    ...SUBJECTS.flatMap((prompt) => VIEWS.map((direction) => [prompt, direction] as const)),
    ...CREATURES,
  ];
  for (const [prompt, direction] of cast) {
    {
      const reading = readSpritePrompt(prompt);
      const doc = drawLayered({
        reading,
        assetType: reading.assetType,
        width: size,
        height: size,
        direction,
        camera: "none",
        seed,
      });
      for (const preset of presets) {
        const started = performance.now();
        const result = animateLayered(doc, {
          preset,
          frameCount: FRAMES,
          framingMargin: MARGIN,
          framingAnchor: "bottom",
          seed,
        });
        const ms = performance.now() - started;
        rows.push({
          label: `${prompt} · ${direction} · ${preset}`,
          strip: result.strip,
          fw: result.frameWidth,
          fh: result.frameHeight,
        });
        legend.push(
          `${prompt} | ${direction} | ${preset}: ${FRAMES} frames in ${ms.toFixed(0)} ms`,
        );
      }
    }
  }
  const pad = 8;
  const label = 16;
  const fw = rows[0]!.fw;
  const fh = rows[0]!.fh;
  const rowH = label + Math.max(fh, fh * ZOOM) + pad;
  const width = pad + fw * FRAMES + pad * 2 + FRAMES * (fw * ZOOM + 4) + pad;
  const height = pad + rows.length * rowH;
  const sheet = Buffer.alloc(width * height * 4, 250);
  const texts: string[] = [];
  rows.forEach((row, r) => {
    const top = pad + r * rowH + label;
    texts.push(
      `<text x="${pad}" y="${top - 4}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#222">${row.label}</text>`,
    );
    const blit = (ox: number, oy: number, sx0: number, w: number, h: number, scale: number) => {
      for (let y = 0; y < h * scale; y++) {
        for (let x = 0; x < w * scale; x++) {
          const sx = sx0 + Math.floor(x / scale);
          const sy = Math.floor(y / scale);
          const o = (sy * row.strip.width + sx) * 4;
          const t = ((oy + y) * width + ox + x) * 4;
          const checker = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? 214 : 236;
          const a = row.strip.data[o + 3]!;
          sheet[t] = a ? row.strip.data[o]! : checker;
          sheet[t + 1] = a ? row.strip.data[o + 1]! : checker;
          sheet[t + 2] = a ? row.strip.data[o + 2]! : checker;
          sheet[t + 3] = 255;
        }
      }
    };
    blit(pad, top, 0, fw * FRAMES, fh, 1);
    for (let f = 0; f < FRAMES; f++) {
      blit(pad + fw * FRAMES + pad * 2 + f * (fw * ZOOM + 4), top, f * fw, fw, fh, ZOOM);
    }
  });
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join("")}</svg>`,
  );
  mkdirSync(dirname(out), { recursive: true });
  await sharp(sheet, { raw: { width, height, channels: 4 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toFile(out);
  console.log(legend.join("\n"));
  console.log(`\n${rows.length} animations at ${size} px, 1x and ${ZOOM}x -> ${out}`);
}
