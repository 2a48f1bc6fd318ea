/**
 * The contact sheet's combines page: items (sword, axe, staff, bow, shield, cape, hat, torch,
 * potion) put into engine sprites (a knight, a wizard facing south and east, an elf archer, a
 * slime, a wolf, a chest) and hand-drawn imports, each decided the way the service decides it:
 * refused before charging when the placement needs hands the sprite lacks (the cell says so, in
 * red), or made by the combine render task a job runs (a generated character still as drawn is
 * drawn again empty-handed when the item takes its hand). A cell shows the base and the result.
 * Written at 1× and 4×.
 *
 *   npm run contact-sheet -- --page combines [out.png] [--size 64] [--seed 7]
 */
import { PALETTE_EXTRAS_DEFAULTS } from "../lib/contract/operations";
import { readPlacement } from "../lib/engine/combine";
import { generateSprite } from "../lib/engine/generate";
import { type AssetType, type Direction, readSpritePrompt } from "../lib/engine/prompt";
import type { RgbaImage } from "../lib/engine/raster";
import {
  DRAWN_CAPE,
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_POTION,
  type DrawnGrid,
  paintGrid,
} from "../lib/engine/testing";
import {
  type RedrawRecipe,
  type RenderParams,
  renderTaskTable as task,
} from "../lib/service/render/tasks";
import { combineRefusal, HANDLESS_MESSAGE } from "../lib/service/render/combine-refusals";
import { paintOnChecker, wrap, writeSheet as writePng } from "./contact-sheet-png";

interface Base {
  readonly label: string;
  readonly source: RgbaImage;
  readonly redraw: RedrawRecipe | null;
  readonly anchors?: RenderParams<"combine">["baseAnchors"];
}

interface Item {
  readonly name: string;
  readonly image: RgbaImage;
  readonly anchors?: RenderParams<"combine">["itemAnchors"];
}

/** Engine bases: prompt, asset type, facing. */
const ENGINE_BASES: Record<string, [string, AssetType, Direction]> = {
  knight: ["a knight with a sword and shield", "character", "south"],
  wizard: ["an old wizard with a staff", "character", "south"],
  "wizard east": ["an old wizard with a staff", "character", "east"],
  archer: ["an elf archer with a bow", "character", "south"],
  slime: ["a green slime", "creature", "south"],
  wolf: ["a grey wolf", "creature", "east"],
  chest: ["a treasure chest", "prop", "south"],
};

/** Hand-drawn imports, at 3 px a drawn pixel as the fixtures paint them. */
const DRAWN_BASES: Record<string, DrawnGrid> = {
  "import hero": DRAWN_HERO,
  "import mage": DRAWN_MAGE,
  "import potion": DRAWN_POTION,
};

/** Item sprites: prompt and asset type, or a hand-drawn grid. */
const ITEMS: Record<string, [string, AssetType] | DrawnGrid> = {
  sword: ["steel sword", "weapon"],
  axe: ["battle axe", "weapon"],
  staff: ["magic staff with a purple orb", "weapon"],
  bow: ["wooden bow", "weapon"],
  shield: ["round wooden shield", "weapon"],
  cape: DRAWN_CAPE,
  hat: ["hat", "item"],
  torch: ["torch", "item"],
  potion: ["red health potion", "item"],
};

/** The cases: base, item, the combine's sentence. */
const CASES: readonly [string, string, string][] = [
  ["knight", "axe", "in his right hand"],
  ["knight", "cape", "on his back"],
  ["knight", "torch", "in his left hand"],
  ["knight", "hat", "on the head"],
  ["wizard", "sword", "in the hand"],
  ["wizard", "potion", "at the belt"],
  ["wizard", "shield", "in his left hand"],
  ["wizard east", "sword", "in the hand"],
  ["wizard east", "axe", "in his right hand"],
  ["wizard east", "torch", "in his left hand"],
  ["wizard east", "bow", "on his back"],
  ["wizard east", "cape", "on his back"],
  ["archer", "axe", "in her left hand"],
  ["archer", "staff", "in the right hand"],
  ["archer", "hat", "on her head"],
  ["slime", "hat", "on the head"],
  ["slime", "sword", "in the hand"],
  ["wolf", "cape", "on its back"],
  ["wolf", "axe", "in the hand"],
  ["chest", "potion", "on the top"],
  ["import hero", "axe", "in the hand"],
  ["import hero", "shield", "in his left hand"],
  ["import hero", "hat", "on the head"],
  ["import mage", "staff", "in his right hand"],
  ["import mage", "sword", "in his left hand"],
  ["import mage", "cape", "on his back"],
  ["import mage", "torch", "at the belt"],
  ["import potion", "sword", "in the hand"],
];

function engineBase(label: string, size: number, seed: number): Base {
  const [prompt, assetType, facing] = ENGINE_BASES[label]!;
  const reading = readSpritePrompt(prompt, assetType);
  const drawn = generateSprite({
    reading,
    assetType,
    width: size,
    height: size,
    direction: facing,
    camera: "none",
    seed,
  });
  const redraw: RedrawRecipe = {
    prompt,
    assetType,
    width: size,
    height: size,
    facing,
    camera: "none",
    seed,
  };
  return { label, source: drawn.image, redraw, anchors: drawn.anchors };
}

function base(label: string, size: number, seed: number): Base {
  const grid = DRAWN_BASES[label];
  if (grid) return { label, source: paintGrid(grid, size), redraw: null };
  return engineBase(label, size, seed);
}

function item(key: string, size: number, seed: number): Item {
  const spec = ITEMS[key]!;
  if (!Array.isArray(spec)) return { name: key, image: paintGrid(spec, size) };
  const [prompt, assetType] = spec;
  const reading = readSpritePrompt(prompt, assetType);
  const drawn = generateSprite({
    reading,
    assetType,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
  return { name: prompt, image: drawn.image, anchors: drawn.anchors };
}

type Outcome = { frames: RgbaImage[]; note: string } | { refused: string };

/** As the combine request and job decide it. */
function combine(b: Base, it: Item, sentence: string, seed: number): Outcome {
  const parts = task.spriteParts({ source: b.source, redraw: b.redraw });
  if (readPlacement(sentence, it.name).kind === "hand" && parts.body === "other") {
    return { refused: HANDLESS_MESSAGE };
  }
  const r = task.combine({
    base: b.source,
    baseRedraw: b.redraw,
    baseAnchors: b.anchors,
    item: it.image,
    itemAnchors: it.anchors,
    prompt: sentence,
    itemName: it.name,
    seed,
    basePalette: null,
    itemPalette: null,
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.combine,
  });
  if (!r.ok) return { refused: combineRefusal(r.refusal, it.name, sentence).message };
  const ignored = r.words.ignored.length > 0 ? ` (ignored: ${r.words.ignored.join(" ")})` : "";
  const replaced = r.replaced ? ` (replaces the ${r.replaced})` : "";
  return { frames: [b.source, r.image], note: `${r.placement}${ignored}${replaced}` };
}

/** How many pixels the combine changed on the frame's edge (an item cut by it touches it). */
function edgeChanges(before: RgbaImage, after: RgbaImage): string {
  const { width, height } = after;
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
      const o = (y * width + x) * 4;
      if ([0, 1, 2, 3].some((c) => before.data[o + c] !== after.data[o + c])) n++;
    }
  }
  return n > 0 ? `(${n} px changed on the edge)` : "";
}

export async function combinesSheet(out: string, size: number, seed: number): Promise<void> {
  const bases = new Map<string, Base>();
  const items = new Map<string, Item>();
  const cells = CASES.map(([b, i, sentence], n) => {
    if (!bases.has(b)) bases.set(b, base(b, size, seed));
    if (!items.has(i)) items.set(i, item(i, size, seed));
    const outcome = combine(bases.get(b)!, items.get(i)!, sentence, seed);
    const label = `${n + 1}. ${b} + ${i} "${sentence}"`;
    const note = "refused" in outcome ? `REFUSED (${outcome.refused})` : outcome.note;
    const edge =
      "refused" in outcome ? "" : ` ${edgeChanges(outcome.frames[0]!, outcome.frames[1]!)}`;
    console.log(`${label.padEnd(52)} ${note}${edge}`);
    return { label, outcome };
  });
  for (const zoom of [1, 4]) {
    await writeSheet(out.replace(/\.png$/, `-${zoom}x.png`), cells, zoom, size);
  }
}

async function writeSheet(
  out: string,
  cells: { label: string; outcome: Outcome }[],
  zoom: number,
  size: number,
): Promise<void> {
  const columns = 4;
  const frame = size * zoom;
  const cellW = Math.max(2 * frame + 8, 300) + 12;
  const label = 30;
  const cellH = frame + label + 8;
  const width = columns * cellW + 10;
  const height = Math.ceil(cells.length / columns) * cellH + 10;
  const sheet = Buffer.alloc(width * height * 4, 250);
  const texts: string[] = [];
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const font = 'font-family="DejaVu Sans Mono, monospace" font-size="11"';
  cells.forEach(({ label: text, outcome }, n) => {
    const x0 = 10 + (n % columns) * cellW;
    const y0 = 6 + Math.floor(n / columns) * cellH;
    texts.push(`<text x="${x0}" y="${y0 + 11}" ${font} fill="#225">${esc(text)}</text>`);
    if ("refused" in outcome) {
      // The refusal's whole sentence, wrapped to the cell.
      wrap(`refused: ${outcome.refused}`, Math.floor((cellW - 12) / 7)).forEach((line, k) => {
        texts.push(
          `<text x="${x0}" y="${y0 + label + 14 + k * 13}" ${font} fill="#b00">${esc(line)}</text>`,
        );
      });
      return;
    }
    texts.push(`<text x="${x0}" y="${y0 + 24}" ${font} fill="#777">${esc(outcome.note)}</text>`);
    outcome.frames.forEach((f, k) => {
      paintOnChecker(sheet, width, height, f, x0 + k * (frame + 8), y0 + label, zoom);
    });
  });
  await writePng(out, sheet, width, height, texts);
  console.log(`-> ${out} (${width}x${height})`);
}
