/**
 * Contact sheet: renders generated sprites for a list of prompts covering every asset type into
 * one PNG, each scaled up nearest-neighbour on a checkerboard with its prompt beneath, so a
 * person can judge them at a glance. Also prints a legend to stdout (plan, variants, colors,
 * time per sprite).
 *
 *   npm run contact-sheet -- [out.png] [options]      (or: npx tsx scripts/contact-sheet.ts ...)
 *     --size 64        sprite size in pixels
 *     --scale 3        how many screen pixels per sprite pixel (4 to judge single pixels)
 *     --type character only the prompts of one asset type
 *     --prompts "knight;green slime|creature|east;crate|prop|none|isometric|3"
 *                      your own prompts; a spec is prompt|type|direction|camera|seed, empty
 *                      fields take the defaults
 *     --seed 7         the seed of every sprite whose spec names none
 *     --palette "#1a1c2c,#5d275d,..."   draw every sprite locked to these colors
 *     --page new       the newer subjects: labels, scene props, isometric, vehicles, street
 *                      furniture, seed variations side by side
 *     --page edits     before/after pairs of touch-ups, restyles and combines, made through
 *                      each operation's public entry (see contact-sheet-edits.ts)
 *     --page combines  items put into engine sprites and hand-drawn imports, each made or refused
 *                      as the service would, at 1x and 4x (see contact-sheet-combines.ts)
 *     --page motion    every animation preset posed by the biped rig on a knight, a wizard and
 *                      an archer, profile and front, at 1x and 4x (see contact-sheet-motion.ts)
 *     --page turns     8 facings of engine sprites (redrawn) and hand-drawn imports (invented),
 *                      at 1x and 4x, with scores (see contact-sheet-turns.ts)
 *     --page subjects  the asset vocabulary: every subject of a game's asset packs, as an
 *                      artist's prompt (one asset type at a time: --type item)
 *     --page restyles  the words page's restyle rows alone (--sentences "make it look sad" for a few)
 *     --page motions   the words page's motion rows alone (--sentences "nods;bows" for a few)
 *     --page words     a dozen custom motions and restyle sentences on seven subjects, each
 *                      refused or made as the service would (see contact-sheet-words.ts)
 *     --page touchups  every case of the touch-up corpus: before with its region, after, and
 *                      what changed, with the sentence and the verdict (see
 *                      contact-sheet-touchups.ts)
 *
 * Default output: bench/out/contact-sheet.png.
 */
import { combinesSheet } from "./contact-sheet-combines";
import { type Cell, editCells } from "./contact-sheet-edits";
import { motionSheet } from "./contact-sheet-motion";
import { touchupsSheet } from "./contact-sheet-touchups";
import { turnsSheet } from "./contact-sheet-turns";
import { wordsSheet } from "./contact-sheet-words";
import { generateSprite } from "../lib/engine/generate";
import { ASSET_VOCABULARY } from "../lib/engine/subjects/corpus";
import {
  type AssetType,
  type Camera,
  type Direction,
  readSpritePrompt,
} from "../lib/engine/prompt";
import { writeSheet } from "./contact-sheet-png";

interface Entry {
  readonly prompt: string;
  readonly type?: AssetType;
  readonly direction?: Direction;
  readonly camera?: Camera;
  /** Overrides the sheet's seed: variations of one prompt side by side. */
  readonly seed?: number;
}

const ENTRIES: readonly Entry[] = [
  { prompt: "knight with sword and shield" },
  { prompt: "old wizard with a staff" },
  { prompt: "elf archer", direction: "east" },
  { prompt: "red ninja", direction: "south-east" },
  { prompt: "skeleton warrior", direction: "north" },
  { prompt: "green slime" },
  { prompt: "grey wolf", direction: "east" },
  { prompt: "red dragon" },
  { prompt: "crow", direction: "east" },
  { prompt: "giant spider" },
  { prompt: "wooden barrel" },
  { prompt: "treasure chest" },
  { prompt: "isometric crate", camera: "isometric" },
  { prompt: "pine tree" },
  { prompt: "steel sword" },
  { prompt: "battle axe" },
  { prompt: "magic staff with a purple orb" },
  { prompt: "red health potion" },
  { prompt: "gold coin" },
  { prompt: "golden key" },
  { prompt: "wooden cart", direction: "east" },
  { prompt: "pirate ship", type: "vehicle" },
  { prompt: "grass tile" },
  { prompt: "cobblestone floor tile" },
  { prompt: "water tile" },
  { prompt: "forest background at sunset" },
  { prompt: "night mountains background" },
  { prompt: "wooden ui panel" },
  { prompt: "blue button", type: "ui" },
  { prompt: "fire effect" },
  { prompt: "magic burst" },
  { prompt: "sparkles" },
];

/**
 * The newer subjects: labels in pixel fonts, scene props, the isometric camera (tiles, props,
 * buildings), vehicles and street furniture by plan, and seed variations side by side.
 */
const NEW_ENTRIES: readonly Entry[] = [
  { prompt: "a stone button labelled START", type: "ui" },
  { prompt: 'a wooden panel "GAME OVER"', type: "ui" },
  { prompt: "a dungeon corridor with torches", type: "background" },
  { prompt: "a castle with banners and windows", type: "background" },
  { prompt: "a forest with torches", type: "background" },
  { prompt: "an ocean beach with banners", type: "background" },
  { prompt: "grass tile", camera: "isometric" },
  { prompt: "stone tile", camera: "isometric" },
  { prompt: "wooden crate", camera: "isometric" },
  { prompt: "a cottage", type: "prop", camera: "isometric" },
  { prompt: "a cottage", type: "prop", seed: 6 },
  { prompt: "a wooden cabin", type: "prop", camera: "isometric", seed: 4 },
  { prompt: "a vertical longsword", type: "weapon" },
  { prompt: "a steampunk airship", type: "vehicle" },
  ...[1, 3].map((seed): Entry => ({ prompt: "a pirate ship", type: "vehicle", seed })),
  ...[1, 3].map((seed): Entry => ({ prompt: "wooden cart", type: "vehicle", seed })),
  ...[1, 3].map(
    (seed): Entry => ({ prompt: "wooden cart", type: "vehicle", camera: "isometric", seed }),
  ),
  { prompt: "quiver", type: "item" },
  { prompt: "arrows", type: "item" },
  ...[1, 3].map((seed): Entry => ({ prompt: "archery target", type: "item", seed })),
  { prompt: "a knight with a banner" },
  { prompt: "iron street lamp post", type: "prop" },
  { prompt: "wooden park bench", type: "prop" },
  { prompt: 'a wooden sign reading "INN"', type: "prop" },
  ...[1, 3].map((seed): Entry => ({ prompt: "a wooden fence", type: "prop", seed })),
  ...[1, 2, 3, 4].map((seed): Entry => ({ prompt: "knight with sword and shield", seed })),
  ...[1, 2, 3, 4].map((seed): Entry => ({ prompt: "villager", seed })),
  ...[1, 2, 3, 4].map((seed): Entry => ({ prompt: "grey wolf", direction: "east", seed })),
  ...[1, 3, 4, 5].map((seed): Entry => ({ prompt: "steel sword", seed })),
  ...[1, 4, 6, 10].map((seed): Entry => ({ prompt: "red health potion", seed })),
  ...[1, 2, 3, 4].map((seed): Entry => ({ prompt: "green slime", seed })),
  ...[1, 2, 3, 4].map((seed): Entry => ({ prompt: "wooden ui panel", seed })),
];

/** The asset vocabulary, every prompt with its asset type (filter one type with `--type`). */
const SUBJECT_ENTRIES: readonly Entry[] = ASSET_VOCABULARY.flatMap((s) =>
  s.prompts.map((prompt): Entry => ({ prompt, type: s.type })),
);

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** One generated sprite with its caption and legend line. */
function spriteCell(
  entry: Entry,
  index: number,
  size: number,
  seed: number,
  palette: string[] | undefined,
): Cell {
  const reading = readSpritePrompt(entry.prompt, entry.type);
  const started = performance.now();
  const sprite = generateSprite({
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction: entry.direction ?? "none",
    camera: entry.camera ?? "none",
    seed: entry.seed ?? seed,
    ...(palette ? { palette } : {}),
  });
  const ms = performance.now() - started;
  const variants =
    sprite.variants && Object.keys(sprite.variants).length
      ? ` (${Object.entries(sprite.variants)
          .map(([part, v]) => `${part}: ${v}`)
          .join(", ")})`
      : "";
  const unknown = reading.unrecognized.length
    ? `  unrecognized: ${reading.unrecognized.join(", ")}`
    : "";
  return {
    image: sprite.image,
    note: `${index + 1}. ${entry.prompt}${entry.seed !== undefined ? ` #${entry.seed}` : ""}`,
    // Words the reading reports as not drawn are shown under the picture, so an honest report
    // can be told from a word silently dropped.
    sub: `${reading.assetType}${entry.direction ? ` ${entry.direction}` : ""}${entry.camera ? ` ${entry.camera}` : ""} · ${reading.unrecognized.length ? `not drawn: ${reading.unrecognized.join(", ")}` : `${sprite.palette.length} colors`}`,
    legend: `${String(index + 1).padStart(2)}  ${entry.prompt.padEnd(34)} ${reading.assetType.padEnd(10)} subject=${reading.subject ?? "-"}  plan=${sprite.plan ?? "-"}${variants}  ${sprite.palette.length} colors  ${ms.toFixed(1)} ms${unknown}`,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flags = new Set([
    "--size",
    "--scale",
    "--type",
    "--prompts",
    "--seed",
    "--palette",
    "--page",
    "--sentences",
    "--creatures",
    "--presets",
  ]);
  const positional = args.filter((a, i) => !a.startsWith("--") && !flags.has(args[i - 1] ?? ""));
  const out = positional[0] ?? "bench/out/contact-sheet.png";
  const size = Number(argValue(args, "--size") ?? 64);
  const scale = Number(argValue(args, "--scale") ?? 3);
  const only = argValue(args, "--type");
  const seed = Number(argValue(args, "--seed") ?? 7);
  const palette = argValue(args, "--palette")
    ?.split(",")
    .map((hex) => hex.trim());
  const custom = argValue(args, "--prompts")
    ?.split(";")
    .map((spec): Entry => {
      const [prompt = "", type, direction, camera, entrySeed] = spec
        .split("|")
        .map((s) => s.trim());
      return {
        prompt,
        ...(entrySeed ? { seed: Number(entrySeed) } : {}),
        ...(type ? { type: type as AssetType } : {}),
        ...(direction ? { direction: direction as Direction } : {}),
        ...(camera ? { camera: camera as Camera } : {}),
      };
    });

  const pageName = argValue(args, "--page");
  if (pageName === "words") {
    await wordsSheet(positional[0] ?? "bench/out/contact-sheet-words.png", size, seed);
    return;
  }
  if (pageName === "motions") {
    const out = positional[0] ?? "bench/out/contact-sheet-motions.png";
    const sentences = argValue(args, "--sentences")
      ?.split(";")
      .map((x) => x.trim());
    await wordsSheet(
      out,
      size,
      seed,
      "motions",
      sentences ?? undefined,
      only,
      argValue(args, "--creatures"),
    );
    return;
  }
  if (pageName === "touchups") {
    await touchupsSheet(positional[0] ?? "bench/out/contact-sheet-touchups.png");
    return;
  }
  if (pageName === "restyles") {
    const out = positional[0] ?? "bench/out/contact-sheet-restyles.png";
    const sentences = argValue(args, "--sentences")
      ?.split(";")
      .map((x) => x.trim());
    await wordsSheet(out, size, seed, "restyles", sentences ?? undefined, only);
    return;
  }
  if (pageName === "combines") {
    await combinesSheet(positional[0] ?? "bench/out/contact-sheet-combines.png", size, seed);
    return;
  }
  if (pageName === "motion") {
    await motionSheet(
      positional[0] ?? "bench/out/contact-sheet-motion.png",
      size,
      seed,
      argValue(args, "--creatures"),
      only,
      argValue(args, "--presets"),
    );
    return;
  }
  if (pageName === "turns") {
    await turnsSheet(positional[0] ?? "bench/out/contact-sheet-turns.png", size, seed, only);
    return;
  }
  const page =
    pageName === "new" ? NEW_ENTRIES : pageName === "subjects" ? SUBJECT_ENTRIES : ENTRIES;
  const cells =
    pageName === "edits" && !custom
      ? editCells(size, seed)
      : (custom ?? page)
          .filter((e) => {
            if (!only) return true;
            const type = e.type ?? readSpritePrompt(e.prompt).assetType;
            return type === only;
          })
          .map((entry, index) => spriteCell(entry, index, size, seed, palette));
  const cell = size * scale;
  // Columns are at least wide enough for a readable caption, even at 1×.
  const column = Math.max(cell, 132);
  const pad = 8;
  const label = 28;
  const columns = Math.min(8, cells.length);
  const rows = Math.ceil(cells.length / columns);
  const width = columns * (column + pad) + pad;
  const height = rows * (cell + pad + label) + pad;
  const sheet = Buffer.alloc(width * height * 4);
  for (let i = 0; i < sheet.length; i += 4) {
    sheet[i] = 250;
    sheet[i + 1] = 250;
    sheet[i + 2] = 250;
    sheet[i + 3] = 255;
  }
  const texts: string[] = [];
  const legend: string[] = [];

  cells.forEach(({ image, note, sub, legend: line }, index) => {
    const ox = pad + (index % columns) * (column + pad);
    const oy = pad + Math.floor(index / columns) * (cell + pad + label);
    for (let y = 0; y < cell; y++) {
      for (let x = 0; x < cell; x++) {
        const sx = Math.floor(x / scale);
        const sy = Math.floor(y / scale);
        const inside = sx < image.width && sy < image.height;
        const o = (sy * image.width + sx) * 4;
        const checker = (Math.floor(x / 12) + Math.floor(y / 12)) % 2 === 0 ? 214 : 238;
        const a = inside ? image.data[o + 3]! : 0;
        const t = ((oy + y) * width + ox + x) * 4;
        sheet[t] = a ? image.data[o]! : checker;
        sheet[t + 1] = a ? image.data[o + 1]! : checker;
        sheet[t + 2] = a ? image.data[o + 2]! : checker;
        sheet[t + 3] = 255;
      }
    }
    const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    texts.push(
      `<text x="${ox}" y="${oy + cell + 12}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#222">${esc(note.slice(0, Math.floor(column / 6.7)))}</text>`,
      `<text x="${ox}" y="${oy + cell + 25}" font-family="DejaVu Sans Mono, monospace" font-size="10" fill="#777">${esc(sub.slice(0, Math.floor(column / 6.1)))}</text>`,
    );
    if (line) legend.push(line);
  });

  await writeSheet(out, sheet, width, height, texts);
  console.log(legend.join("\n"));
  console.log(`\n${cells.length} pictures at ${size} px, ${scale}x -> ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
