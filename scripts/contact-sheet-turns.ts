/**
 * The contact sheet's turns page: 8 facings (S, SE, E, NE, N, NW, W, SW) of engine sprites,
 * redrawn by the generator through the rotation render task, and of five small hand-drawn
 * imports whose other facings are invented from their pixels. Each row: the strip at 1×, then
 * each facing at 4× on a checkerboard, with the calibration score and which facings were
 * observed (o) or invented (-).
 *
 *   npm run contact-sheet -- --page turns [out.png] [--size 64] [--seed 7]
 *     --type import    the five hand-drawn imports' rows alone
 */
import type { RgbaImage } from "../lib/engine/raster";
import { writeStripSheet } from "./contact-sheet-strips";
import {
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_MUSHROOM,
  DRAWN_POTION,
  DRAWN_SLIME,
  type DrawnGrid,
  paintGrid,
} from "../lib/engine/testing";
import { readSpritePrompt } from "../lib/engine/prompt";
import { renderTaskTable, type RedrawRecipe } from "../lib/service/render/tasks";
import { carryEdit, composeAtRest, type LayeredSprite } from "../lib/engine/draw";

const SUBJECTS: readonly { prompt: string; type?: RedrawRecipe["assetType"] }[] = [
  { prompt: "knight with sword and shield" },
  { prompt: "old wizard with a staff" },
  { prompt: "elf archer with a bow" },
  { prompt: "grey wolf" },
  { prompt: "red dragon" },
  { prompt: "green slime" },
  { prompt: "giant spider" },
  { prompt: "treasure chest" },
];
const ZOOM = 4;

/** Hand-drawn imports as text grids: one character a pixel, `.` transparent. */
const IMPORTS: Record<string, DrawnGrid> = {
  mushroom: DRAWN_MUSHROOM,
  "hero with a sword": DRAWN_HERO,
  potion: DRAWN_POTION,
  mage: DRAWN_MAGE,
  slime: DRAWN_SLIME,
};

/** A red scar, a diagonal of 4 pixels, across the middle of what the head layer shows. */
function scar(doc: LayeredSprite, image: RgbaImage): RgbaImage {
  const rest = composeAtRest(doc);
  const head = doc.layers.findIndex((l) => l.name === "head");
  let [sx, sy, n] = [0, 0, 0];
  for (let i = 0; i < rest.top.length; i++)
    if (rest.top[i] === head)
      [sx, sy, n] = [sx + (i % doc.width), sy + Math.floor(i / doc.width), n + 1];
  const out = { ...image, data: image.data.slice() };
  if (n === 0) return out;
  const cx = Math.round(sx / n);
  const cy = Math.round(sy / n);
  for (let k = -1; k <= 2; k++)
    out.data.set([200, 30, 40, 255], ((cy + k) * image.width + cx - k) * 4);
  return out;
}

/** An import drawn at the size a 16 px grid takes in `size` (as an artist would scale it up). */
function importImage(size: number, grid: DrawnGrid): RgbaImage {
  return paintGrid(grid, size, Math.max(1, Math.floor(size / 16 / 1.5)));
}

export async function turnsSheet(
  out: string,
  size: number,
  seed: number,
  onlyType?: string,
): Promise<void> {
  const importsOnly = onlyType === "import";
  const rows: { label: string; strip: RgbaImage }[] = [];
  const legend: string[] = [];
  const add = (label: string, source: RgbaImage, redraw: RedrawRecipe | null) => {
    const started = performance.now();
    const result = renderTaskTable.rotation({ source, seed, redraw });
    const ms = performance.now() - started;
    const marks = result.observed
      .map((o, i) => `${result.directions[i]}${o ? "o" : "-"}`)
      .join(" ");
    const line = `${label} · score ${result.calibrationScore.toFixed(2)} · ${marks}`;
    rows.push({ label: line, strip: result.strip });
    legend.push(`${line} · ${ms.toFixed(0)} ms`);
  };
  for (const { prompt, type } of importsOnly ? [] : SUBJECTS) {
    const reading = readSpritePrompt(prompt, type);
    const recipe: RedrawRecipe = {
      prompt,
      assetType: reading.assetType,
      width: size,
      height: size,
      facing: "none",
      camera: "none",
      seed,
    };
    const source = renderTaskTable.generate({
      reading,
      assetType: reading.assetType,
      width: size,
      height: size,
      direction: "none",
      camera: "none",
      seed,
    }).image;
    add(`${prompt} (generated)`, source, recipe);
  }
  // A hand-edited version: a red scar painted across the knight's face (the middle of what its
  // head layer shows), carried onto each facing from the stored layers.
  if (!importsOnly) {
    const prompt = "knight with sword and shield";
    const reading = readSpritePrompt(prompt);
    const { image, layered } = renderTaskTable.generate({
      reading,
      assetType: reading.assetType,
      width: size,
      height: size,
      direction: "none",
      camera: "none",
      seed,
    });
    const scarred = scar(layered, image);
    const doc = carryEdit(layered, image, scarred);
    if (doc) {
      const started = performance.now();
      const result = renderTaskTable.rotation({
        source: scarred,
        seed,
        redraw: null,
        layered: doc,
      });
      const ms = performance.now() - started;
      const marks = result.observed
        .map((o, i) => `${result.directions[i]}${o ? "o" : "-"}`)
        .join(" ");
      const line = `${prompt} (hand-edited: a scar on the face) · score ${result.calibrationScore.toFixed(2)} · ${marks}`;
      rows.push({ label: line, strip: result.strip });
      legend.push(`${line} · ${ms.toFixed(0)} ms`);
    }
  }
  for (const [name, grid] of Object.entries(IMPORTS)) {
    add(`${name} (hand-drawn import)`, importImage(size, grid), null);
  }

  await writeStripSheet(
    out,
    rows.map((row) => ({ ...row, fw: size, fh: size })),
    8,
    ZOOM,
  );
  console.log(legend.join("\n"));
  console.log(`\n${rows.length} rotations at ${size} px, 1x and ${ZOOM}x -> ${out}`);
}
