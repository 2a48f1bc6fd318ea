/**
 * The contact sheet's motion page: every animation preset on a knight, a wizard and an archer,
 * in profile and from the front, posed by the biped rig from the layers the drawer kept, then
 * on a slime, a wolf (profile, head-on and from behind), a cat, a dragon, a crow, a spider, a snake and a
 * chest, posed by their own rigs, and on four hand-drawn imports (a hero, a mage, a slime, a
 * mushroom), which have no layers and no rig of their own and are cut into parts from their
 * pixels (the cut-out path). Each row is one animation: the strip at 1× (as a game shows it),
 * then each frame at 4× on a checkerboard with a ground line, so a person can judge the poses
 * pixel by pixel.
 *
 *   npm run contact-sheet -- --page motion [out.png] [--size 64] [--seed 7]
 *     --creatures "wolf,bat"   the creature rows alone, of the creatures whose prompt (or
 *                              "prompt:facing") contains one of the words; "all" for every one
 *     --type character         the knight, wizard and archer rows alone (with --creatures, those
 *                              creature rows after them, e.g. --creatures chest for the chest)
 *     --presets "Death,Attack"  only these animation presets, on every subject shown
 *     --type import            the four hand-drawn imports' rows alone
 */
import { ANIMATION_PRESETS, animateLayered, animateSprite } from "../lib/engine/animate";
import {
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_MUSHROOM,
  DRAWN_SLIME,
  type DrawnGrid,
  paintGrid,
} from "../lib/engine/testing";
import { writeStripSheet } from "./contact-sheet-strips";
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
  ["grey wolf", "south"],
  ["grey wolf", "north"],
  ["black cat", "east"],
  ["red dragon", "east"],
  ["black crow", "east"],
  ["giant spider", "south"],
  ["green snake", "east"],
  ["wooden treasure chest", "south"],
  ["bat", "south"],
];
/** Hand-drawn imports, drawn 2 px a cell as the turns page draws them. */
const IMPORTS: Readonly<Record<string, DrawnGrid>> = {
  hero: DRAWN_HERO,
  mage: DRAWN_MAGE,
  slime: DRAWN_SLIME,
  mushroom: DRAWN_MUSHROOM,
};
const FRAMES = 8;
const ZOOM = 4;
/** Room above and beside the figure, so a jump or a fall is seen whole. */
const MARGIN = 25;

export async function motionSheet(
  out: string,
  size: number,
  seed: number,
  creaturesOnly?: string,
  onlyType?: string,
  presetsOnly?: string,
): Promise<void> {
  const charactersOnly = onlyType === "character";
  const wanted = presetsOnly?.split(",").map((w) => w.trim());
  const presets = ANIMATION_PRESETS.filter(
    (p) => p !== "Custom" && (!wanted || wanted.includes(p)),
  );
  const importsOnly = onlyType === "import";
  const rows: { label: string; strip: RgbaImage; fw: number; fh: number }[] = [];
  const legend: string[] = [];
  const words = creaturesOnly?.split(",").map((w) => w.trim()) ?? [];
  const picked = CREATURES.filter(
    ([prompt, direction]) =>
      words.includes("all") || words.some((w) => `${prompt}:${direction}`.includes(w)),
  );
  const characters = SUBJECTS.flatMap((prompt) =>
    VIEWS.map((direction) => [prompt, direction] as const),
  );
  const cast = importsOnly
    ? []
    : charactersOnly
      ? [...characters, ...(creaturesOnly ? picked : [])]
      : creaturesOnly
        ? picked
        : [...characters, ...CREATURES];
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
  for (const [name, grid] of creaturesOnly || charactersOnly ? [] : Object.entries(IMPORTS)) {
    const source = paintGrid(grid, size, Math.max(1, Math.floor(size / 16 / 1.5)));
    for (const preset of presets) {
      const started = performance.now();
      const result = animateSprite(source, {
        preset,
        frameCount: FRAMES,
        framingMargin: MARGIN,
        framingAnchor: "bottom",
        seed,
      });
      const ms = performance.now() - started;
      rows.push({
        label: `${name} (hand-drawn import, no rig: cut-out) · ${preset}`,
        strip: result.strip,
        fw: result.frameWidth,
        fh: result.frameHeight,
      });
      legend.push(`${name} (import) | ${preset}: ${FRAMES} frames in ${ms.toFixed(0)} ms`);
    }
  }
  await writeStripSheet(out, rows, FRAMES, ZOOM);
  console.log(legend.join("\n"));
  console.log(`\n${rows.length} animations at ${size} px, 1x and ${ZOOM}x -> ${out}`);
}
