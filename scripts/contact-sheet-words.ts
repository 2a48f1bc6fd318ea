/**
 * The contact sheet's words page: seventeen custom motions and a dozen restyle sentences on a
 * knight, a wizard, an archer, a slime, a wolf and two hand-drawn imports (pixel grids below),
 * the motions also on a dragon, a spider and a crow,
 * each decided the way the service decides it: refused before charging (the cell says which
 * words, in red), or made by the same render tasks a job runs (the rig or the cut-out path for a
 * motion, a redraw of the recipe or the recolor for a restyle). A motion cell shows frames 0, 2,
 * 4 and 6 of 8; a restyle cell the source and the result. Written at 1× and 4×.
 *
 *   npm run contact-sheet -- --page words [out.png] [--size 64] [--seed 7]
 *   npm run contact-sheet -- --page restyles [out.png]   (the restyle rows alone)
 *   npm run contact-sheet -- --page restyles --sentences "make it look sad;+ battle axe"
 *                                     (a few restyle rows, and combine rows by their "+ item")
 *   npm run contact-sheet -- --page motions [out.png] [--sentences "waves hello;nods angrily"]
 *                                                        (the motion rows alone, or a few)
 *   npm run contact-sheet -- --page motions --type character   (on the three characters alone)
 *   npm run contact-sheet -- --page motions --type import       (on the two hand-drawn imports)
 *   npm run contact-sheet -- --page motions --type creature    (on the five creatures alone)
 *   npm run contact-sheet -- --page motions --creatures spider (the columns whose label holds a word)
 */
import { DRAWN_MAGE } from "../lib/engine/testing";
import { PALETTE_EXTRAS_DEFAULTS } from "../lib/contract/operations";
import { refuseMotion } from "../lib/engine/animate";
import { readPlacement } from "../lib/engine/combine";
import { generateSprite } from "../lib/engine/generate";
import { readSpritePrompt } from "../lib/engine/prompt";
import { createImage, type RgbaImage } from "../lib/engine/raster";
import type { RestyleMode } from "../lib/engine/restyle";
import {
  type RedrawRecipe,
  type RenderParams,
  renderTaskTable as task,
} from "../lib/service/render/tasks";
import { combineRefusal, HANDLESS_MESSAGE } from "../lib/service/render/combine-refusals";
import { paintOnChecker, wrap, writeSheet as writePng } from "./contact-sheet-png";

const MOTIONS = [
  "waves hello",
  "casts a spell",
  "swings the sword overhead",
  "raises the staff",
  "nods",
  "bows",
  "cheers",
  "jumps",
  "kicks",
  "walks and waves",
  "shakes nervously",
  "ponders the meaning of life",
  "looks sad",
  "looks around",
  "jumps and waves",
  "bows slowly",
  "nods angrily",
];

/** Creatures the motion rows alone are made on (the restyle rows keep the first seven subjects). */
const MOTION_CREATURES: [string, "east" | "south"][] = [
  ["a red dragon", "east"],
  ["a giant spider", "east"],
  ["a crow", "east"],
];
const RESTYLES: readonly [string, RestyleMode][] = [
  ["give him a beard", "custom"],
  ["make him look older", "custom"],
  ["turn him into a robot", "custom"],
  ["raise the sword", "pose"],
  ["raise the staff", "pose"],
  ["swap the sword for an axe", "item"],
  ["give him a spear", "item"],
  ["gold armor and a blue cape", "custom"],
  ["frozen in ice", "custom"],
  ["make it look sad", "custom"],
  ["cheers with arms raised", "pose"],
  ["burning", "custom"],
  ["pink hair", "custom"],
  ["a blue cape", "custom"],
  ["swap the staff for a sword", "item"],
  ["royal", "custom"],
];

/** Combines (item sprite, placement) shown after the restyles: each base as the service does it. */
const COMBINES: readonly [string, string][] = [
  ["battle axe", "in the right hand"],
  ["steel sword", "in the hand"],
  ["magic staff with a purple orb", "in the right hand"],
];

/** Two hand-drawn imports: a little red mage and a potion bottle, one character per pixel. */
const IMPORTS: Record<string, { grid: string[]; colors: Record<string, string> }> = {
  "import: mage": { grid: [...DRAWN_MAGE.rows], colors: { ...DRAWN_MAGE.colors } },
  "import: potion": {
    colors: { k: "#1a1c2c", g: "#38b764", l: "#a7f070", w: "#f4f4f4", c: "#5d275d" },
    grid: [
      "....kkkk....",
      "....kcck....",
      ".....kk.....",
      "....kwwk....",
      "...kwggwk...",
      "..kgglggk...",
      "..kglgggk...",
      "..kgggggk...",
      "...kgggk....",
      "....kkk.....",
    ],
  },
};

function fromGrid(entry: (typeof IMPORTS)[string], size: number): RgbaImage {
  const img = createImage(size, size);
  const h = entry.grid.length;
  const w = entry.grid[0]!.length;
  const k = Math.max(1, Math.floor((size * 0.8) / Math.max(w, h)));
  const ox = Math.floor((size - w * k) / 2);
  const oy = size - h * k - 2;
  entry.grid.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const hex = entry.colors[ch];
      if (!hex) return;
      const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      for (let dy = 0; dy < k; dy++)
        for (let dx = 0; dx < k; dx++) {
          const o = ((oy + y * k + dy) * size + ox + x * k + dx) * 4;
          img.data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], o);
        }
    });
  });
  return img;
}

interface Subject {
  readonly label: string;
  readonly source: RgbaImage;
  readonly redraw: RedrawRecipe | null;
  /** The generator's anchors, stored with a generated sprite. */
  readonly anchors?: RenderParams<"combine">["baseAnchors"];
}

function drawnSubject(
  prompt: string,
  assetType: "character" | "creature",
  facing: "east" | "south",
  size: number,
  seed: number,
): Subject {
  const reading = readSpritePrompt(prompt, assetType);
  const recipe: RedrawRecipe = {
    prompt,
    assetType,
    width: size,
    height: size,
    facing,
    camera: "none",
    seed,
  };
  const drawn = generateSprite({
    reading,
    assetType,
    width: size,
    height: size,
    direction: facing,
    camera: "none",
    seed,
  });
  return {
    label: `${prompt.replace(/^an? /, "")} (${facing})`,
    source: drawn.image,
    redraw: recipe,
    anchors: drawn.anchors,
  };
}

function subjects(size: number, seed: number): Subject[] {
  const drawn: [string, "character" | "creature", "east" | "south"][] = [
    ["a knight with a sword and shield", "character", "south"],
    ["an old wizard with a staff", "character", "east"],
    ["an elf archer with a bow", "character", "south"],
    ["a green slime", "creature", "east"],
    ["a grey wolf", "creature", "east"],
  ];
  const out: Subject[] = drawn.map(([prompt, assetType, facing]) =>
    drawnSubject(prompt, assetType, facing, size, seed),
  );
  for (const [label, entry] of Object.entries(IMPORTS)) {
    out.push({ label, source: fromGrid(entry, size), redraw: null });
  }
  return out;
}

type Outcome = { frames: RgbaImage[]; note: string } | { refused: string };

function motion(s: Subject, sentence: string, seed: number): Outcome {
  const parts = task.spriteParts({ source: s.source, redraw: s.redraw });
  const refusal = refuseMotion(sentence, parts);
  // The whole reason, as the service gives it: the words and what the sprite lacks.
  if (refusal) return { refused: refusal.message };
  const r = task.animation({
    source: s.source,
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed,
    basePalette: null,
    // What the service gives a custom motion that names no allowance: room for the inks of a
    // spell's glow and a mood's mark.
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.animation("Custom"),
    framingMargin: 20,
    framingAnchor: "bottom",
    redraw: s.redraw,
  });
  const frames = [0, 2, 4, 6].map((t) => crop(r.strip, t * r.frameWidth, r.frameWidth));
  const ignored = r.unrecognized.length > 0 ? ` (ignored: ${r.unrecognized.join(" ")})` : "";
  // The playback rate shows how long the loop takes: a slow motion plays its frames slower.
  return { frames, note: `${r.rig ?? "cut-out"} ${r.fps}fps${ignored}` };
}

/** Decided and made by the render task a restyle request and its job both run. */
function restyle(s: Subject, sentence: string, mode: RestyleMode, seed: number): Outcome {
  const r = task.restyleChecked({
    source: s.source,
    redraw: s.redraw,
    customPrompt: sentence,
    mode,
    tier: "normal",
    seed,
    basePalette: null,
    // What the service gives a restyle that names no allowance.
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle[mode],
  });
  if (!r.ok) return { refused: r.refusal.message };
  const ignored = r.words.ignored.length > 0 ? ` (ignored: ${r.words.ignored.join(" ")})` : "";
  return {
    frames: [s.source, r.image],
    note: `${r.redrawn ? "redrawn" : "recolor/cut"}: ${r.words.used.join(" ")}${ignored}${r.replaced ? ` (replaces the ${r.replaced})` : ""}`,
  };
}

/**
 * The combine task as a combine job runs it: a generated character still as drawn is drawn
 * again empty-handed when the item goes to the hand holding its own.
 */
function combine(
  s: Subject,
  itemPrompt: string,
  where: string,
  size: number,
  seed: number,
): Outcome {
  const reading = readSpritePrompt(itemPrompt, "weapon");
  const item = generateSprite({
    reading,
    assetType: "weapon",
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
  // Refused as the combine request refuses it: an item for the hand of a body without hands.
  const parts = task.spriteParts({ source: s.source, redraw: s.redraw });
  if (readPlacement(where, itemPrompt).kind === "hand" && parts.body === "other") {
    return { refused: HANDLESS_MESSAGE };
  }
  const r = task.combine({
    base: s.source,
    baseRedraw: s.redraw,
    baseAnchors: s.anchors,
    item: item.image,
    prompt: where,
    itemName: itemPrompt,
    itemAnchors: item.anchors,
    seed,
    basePalette: null,
    itemPalette: null,
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.combine,
  });
  if (!r.ok) return { refused: combineRefusal(r.refusal, itemPrompt, where).message };
  const ignored = r.words.ignored.length > 0 ? ` (ignored: ${r.words.ignored.join(" ")})` : "";
  const replaced = r.replaced ? ` (replaces the ${r.replaced})` : "";
  return { frames: [s.source, r.image], note: `${r.placement}${ignored}${replaced}` };
}

function crop(strip: RgbaImage, x0: number, w: number): RgbaImage {
  const out = createImage(w, strip.height);
  for (let y = 0; y < strip.height; y++) {
    out.data.set(
      strip.data.subarray((y * strip.width + x0) * 4, (y * strip.width + x0 + w) * 4),
      y * w * 4,
    );
  }
  return out;
}

export async function wordsSheet(
  out: string,
  size: number,
  seed: number,
  only?: "restyles" | "motions",
  sentences: readonly string[] = MOTIONS,
  subjectType?: string,
  subjectWords?: string,
): Promise<void> {
  // `--type character` keeps the three characters, `--type import` the two hand-drawn imports,
  // `--type creature` the slime, the wolf and the five drawn creatures.
  const all = subjects(size, seed);
  const creatures = () =>
    MOTION_CREATURES.map(([p, facing]) => drawnSubject(p, "creature", facing, size, seed));
  const restyled =
    subjectType === "character"
      ? all.slice(0, 3)
      : subjectType === "import"
        ? all.filter((s) => s.label.startsWith("import:"))
        : subjectType === "creature"
          ? all.filter((s) => /slime|wolf/.test(s.label))
          : all;
  const typed =
    subjectType === "creature"
      ? [...restyled, ...creatures()]
      : subjectType || only === "restyles"
        ? restyled
        : [...restyled, ...creatures()];
  // `--creatures "spider,wolf"` keeps the columns whose label holds one of the words.
  const words = subjectWords?.split(",").map((w) => w.trim()) ?? [];
  const subs = words.length ? typed.filter((s) => words.some((w) => s.label.includes(w))) : typed;
  const rows: { label: string; cells: Outcome[] }[] = [];
  for (const m of only === "restyles" ? [] : sentences) {
    rows.push({ label: `motion: ${m}`, cells: subs.map((s) => motion(s, m, seed)) });
  }
  // On the restyles page a sentence list keeps the rows it names (a combine row by "+ item").
  const picked = (label: string) =>
    only !== "restyles" || sentences === MOTIONS || sentences.some((s) => label.includes(s));
  for (const [sentence, mode] of only === "motions" ? [] : RESTYLES) {
    if (!picked(sentence)) continue;
    rows.push({
      label: `restyle ${mode}: ${sentence}`,
      cells: restyled.map((s) => restyle(s, sentence, mode, seed)),
    });
  }
  if (only === "restyles") {
    for (const [itemPrompt, where] of COMBINES) {
      if (!picked(`+ ${itemPrompt} ${where}`)) continue;
      rows.push({
        label: `combine: + ${itemPrompt} ${where}`,
        cells: restyled.map((s) => combine(s, itemPrompt, where, size, seed)),
      });
    }
  }
  const legend: string[] = [];
  for (const row of rows) {
    legend.push(
      `${row.label.padEnd(44)} ${row.cells
        .map(
          (c, i) =>
            `${subs[i]!.label.slice(0, 14)}=${"refused" in c ? `REFUSED(${c.refused})` : c.note}`,
        )
        .join(" | ")}`,
    );
  }
  for (const zoom of [1, 4]) {
    await writeSheet(out.replace(/\.png$/, `-${zoom}x.png`), subs, rows, zoom, size);
  }
  console.log(legend.join("\n"));
}

async function writeSheet(
  out: string,
  subs: Subject[],
  rows: { label: string; cells: Outcome[] }[],
  zoom: number,
  size: number,
): Promise<void> {
  const frameW = size + 40;
  const cellW = Math.max(4 * frameW * zoom, 150) + 10;
  const cellH = (size + 20) * zoom + 8;
  const head = 24;
  const label = 16;
  const width = subs.length * cellW + 10;
  const height = head + rows.length * (cellH + label) + 10;
  const sheet = Buffer.alloc(width * height * 4, 250);
  const texts: string[] = [];
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  subs.forEach((s, i) => {
    texts.push(
      `<text x="${10 + i * cellW}" y="16" font-family="DejaVu Sans Mono, monospace" font-size="12" fill="#222">${esc(s.label)}</text>`,
    );
  });
  rows.forEach((row, r) => {
    const y0 = head + r * (cellH + label);
    texts.push(
      `<text x="10" y="${y0 + 12}" font-family="DejaVu Sans Mono, monospace" font-size="12" fill="#225">${esc(row.label)}</text>`,
    );
    row.cells.forEach((cell, c) => {
      const x0 = 10 + c * cellW;
      if ("refused" in cell) {
        // The refusal's whole sentence, wrapped to the cell: the reason, not a keyword.
        const lines = wrap(`refused: ${cell.refused}`, Math.floor((cellW - 10) / 7));
        lines.slice(0, Math.floor(cellH / 14)).forEach((line, n) => {
          texts.push(
            `<text x="${x0}" y="${y0 + label + 14 + n * 14}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#b00">${esc(line)}</text>`,
          );
        });
        return;
      }
      cell.frames.forEach((f, k) => {
        paintOnChecker(sheet, width, height, f, x0 + k * (f.width * zoom + 4), y0 + label, zoom);
      });
      // What the words did, beside the frames: the words used and those ignored, so a word
      // dropped silently shows as dropped.
      const beside = x0 + cell.frames.reduce((w, f) => w + f.width * zoom + 4, 0) + 6;
      const room = Math.floor((x0 + cellW - 10 - beside) / 7);
      if (room >= 12) {
        wrap(cell.note, room)
          .slice(0, Math.floor(cellH / 14))
          .forEach((line, n) => {
            texts.push(
              `<text x="${beside}" y="${y0 + label + 12 + n * 14}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#555">${esc(line)}</text>`,
            );
          });
      }
    });
  });
  await writePng(out, sheet, width, height, texts);
  console.log(`-> ${out} (${width}x${height})`);
}
