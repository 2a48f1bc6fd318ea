/**
 * The contact sheet's turns page: 8 facings (S, SE, E, NE, N, NW, W, SW) of engine sprites,
 * redrawn by the generator through the rotation render task, and of three small hand-drawn
 * imports whose other facings are invented from their pixels. Each row: the strip at 1×, then
 * each facing at 4× on a checkerboard, with the calibration score and which facings were
 * observed (o) or invented (-).
 *
 *   npm run contact-sheet -- --page turns [out.png] [--size 64] [--seed 7]
 */
import { createImage, type RgbaImage } from "../lib/engine/raster";
import { writeStripSheet } from "./contact-sheet-strips";
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
const IMPORTS: Record<string, { colors: Record<string, string>; rows: readonly string[] }> = {
  mushroom: {
    colors: { k: "#2b1d14", r: "#c8352c", R: "#8e2220", w: "#f4efe3", s: "#e6d3b0", S: "#b89a70" },
    rows: [
      "....kkkkkkkk....",
      "..kkrrwwrrrrkk..",
      ".krrrwwwrrrwwrk.",
      "krrrrrrrrrrwwrRk",
      "krwwrrrrrrrrrrRk",
      "krwwrrrwwrrrrRRk",
      ".kRRrrrwwrrRRRk.",
      "..kkkkkkkkkkkk..",
      ".....kssssk.....",
      ".....ksksks.....",
      ".....ksssSk.....",
      ".....ksssSk.....",
      "....kssssSSk....",
      "....kkkkkkkk....",
    ],
  },
  "hero with a sword": {
    colors: {
      k: "#1c1a24",
      h: "#7a4a22",
      s: "#f0c8a0",
      e: "#1c1a24",
      b: "#2f5fb0",
      B: "#1f3f78",
      g: "#c0c8d0",
      G: "#8890a0",
      y: "#d8b040",
      l: "#5a3a20",
    },
    rows: [
      "..........k.....",
      "....kkkk.kgk....",
      "...khhhhkkgk....",
      "...khsshk.kgk...",
      "...ksesek.kgk...",
      "...kssssk.kgk...",
      "..kkbbbbkkyyk...",
      ".kbkbbbbbksk....",
      ".kskbyybbkk.....",
      ".kskbbbbBk......",
      "..kkbbbbBk......",
      "...kBBkBBk......",
      "...klk.klk......",
      "...kkk.kkk......",
    ],
  },
  potion: {
    colors: { k: "#1a1420", c: "#8a6040", g: "#cfe6f0", p: "#c02860", P: "#801848", w: "#ffffff" },
    rows: [
      "......kkkk......",
      "......kcck......",
      "......kkkk......",
      ".......kgk......",
      "......kgggk.....",
      ".....kgpppgk....",
      "....kpwpppPPk...",
      "....kpwppppPk...",
      "....kppppppPk...",
      "....kpppppPPk...",
      ".....kPPPPPk....",
      "......kkkkk.....",
    ],
  },
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

function importImage(size: number, grid: (typeof IMPORTS)[string]): RgbaImage {
  const image = createImage(size, size);
  const scale = Math.max(1, Math.floor(size / 16 / 1.5));
  const gh = grid.rows.length * scale;
  const gw = grid.rows[0]!.length * scale;
  const ox = Math.floor((size - gw) / 2);
  const oy = size - gh - 2;
  grid.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const hex = grid.colors[ch];
      if (!hex) return;
      const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++)
          image.data.set([...rgb, 255], ((oy + y * scale + dy) * size + ox + x * scale + dx) * 4);
    });
  });
  return image;
}

export async function turnsSheet(out: string, size: number, seed: number): Promise<void> {
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
  for (const { prompt, type } of SUBJECTS) {
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
  {
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
