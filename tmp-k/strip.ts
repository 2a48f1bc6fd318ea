// npx tsx tmp-k/strip.ts "sentence" out.png [subject: knight|elf] [zoom]
import { PALETTE_EXTRAS_DEFAULTS } from "../lib/contract/operations";
import { generateSprite } from "../lib/engine/generate";
import { readSpritePrompt } from "../lib/engine/prompt";
import { renderTaskTable as task, type RedrawRecipe } from "../lib/service/render/tasks";
import { paintOnChecker, writeSheet } from "../scripts/contact-sheet-png";
const [sentence, out, who = "knight", z = "4"] = process.argv.slice(2);
const prompt = who === "elf" ? "an elf archer with a bow" : "a knight with a sword and shield";
const size = 64, seed = 7, zoom = Number(z);
const reading = readSpritePrompt(prompt, "character");
const recipe: RedrawRecipe = { prompt, assetType: "character", width: size, height: size, facing: "south", camera: "none", seed };
const drawn = generateSprite({ reading, assetType: "character", width: size, height: size, direction: "south", camera: "none", seed });
const r = task.animation({ source: drawn.image, preset: "Custom", customPrompt: sentence!, frameCount: 8, seed, basePalette: null,
  paletteExtras: PALETTE_EXTRAS_DEFAULTS.animation("Custom"), framingMargin: 20, framingAnchor: "bottom", redraw: recipe });
const W = r.strip.width * zoom + 8 * 4, H = r.strip.height * zoom;
const sheet = new Uint8Array(W * H * 4).fill(250);
for (let t = 0; t < 8; t++) {
  const f = { width: r.frameWidth, height: r.strip.height, data: new Uint8ClampedArray(r.frameWidth * r.strip.height * 4) };
  for (let y = 0; y < f.height; y++) f.data.set(r.strip.data.subarray((y * r.strip.width + t * r.frameWidth) * 4, (y * r.strip.width + (t + 1) * r.frameWidth) * 4), y * r.frameWidth * 4);
  paintOnChecker(sheet, W, H, f, t * (r.frameWidth * zoom + 4), 0, zoom);
}
await writeSheet(out!, sheet, W, H, []);
console.log(out, W, H);
