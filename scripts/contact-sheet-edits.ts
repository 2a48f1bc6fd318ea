/**
 * The contact sheet's edits page: before/after pairs of touch-ups, restyles and combines, each
 * made through its operation's public entry (`@/lib/engine/touchup`, `restyle`, `combine`) on
 * sprites the generator draws, so a person can see whether an edit reads at a glance. A refused
 * touch-up shows its reason instead of an "after".
 */
import { combineSprites } from "../lib/engine/combine";
import { type GeneratedSprite, generateSprite } from "../lib/engine/generate";
import { type AssetType, readSpritePrompt } from "../lib/engine/prompt";
import type { RgbaImage } from "../lib/engine/raster";
import { type RestyleOptions, restyleSprite } from "../lib/engine/restyle";
import { touchUp } from "../lib/engine/touchup";

/** One picture of a sheet with its caption lines and its line of the printed legend. */
export interface Cell {
  readonly image: RgbaImage;
  readonly note: string;
  readonly sub: string;
  readonly legend: string;
}

type Box = { x: number; y: number; width: number; height: number };
/** Where on the sprite a touch-up acts, from the sprite's own anchors. */
type RegionOf = (sprite: GeneratedSprite) => Box;

type Edit =
  | { kind: "touch-up"; source: string; prompt: string; region?: RegionOf }
  | { kind: "restyle"; source: string; label: string; options: Omit<RestyleOptions, "seed"> }
  | { kind: "combine"; source: string; item: [string, AssetType]; prompt: string };

/** A square of `share` of the sprite's width centred between its head and its feet. */
const chest =
  (share: number): RegionOf =>
  ({ image, anchors }) => {
    const side = Math.round(image.width * share);
    const head = anchors.head ?? { x: image.width / 2, y: image.height * 0.25 };
    const feet = anchors.feet?.[0] ?? { x: image.width / 2, y: image.height * 0.9 };
    const cx = Math.round(head.x);
    const cy = Math.round((head.y + feet.y) / 2);
    return {
      x: cx - Math.floor(side / 2),
      y: cy - Math.floor(side / 2),
      width: side,
      height: side,
    };
  };

const EDITS: readonly Edit[] = [
  { kind: "touch-up", source: "villager", prompt: "make the hair pink" },
  { kind: "touch-up", source: "knight with sword and shield", prompt: "armor gold" },
  { kind: "touch-up", source: "wizard with a staff", prompt: "red boots" },
  { kind: "touch-up", source: "knight with a sword", prompt: "remove the sword" },
  { kind: "touch-up", source: "villager", prompt: "add a yellow star", region: chest(0.25) },
  { kind: "touch-up", source: "green slime", prompt: "add more detail" },
  { kind: "touch-up", source: "villager", prompt: "remove the cape" },
  { kind: "touch-up", source: "princess", prompt: "pink hair and a blue dress" },
  {
    kind: "restyle",
    source: "knight with sword and shield",
    label: "fire",
    options: { preset: "fire" },
  },
  {
    kind: "restyle",
    source: "knight with sword and shield",
    label: "ice",
    options: { preset: "ice" },
  },
  { kind: "restyle", source: "villager", label: "zombie", options: { preset: "zombie" } },
  {
    kind: "restyle",
    source: "wizard with a staff",
    label: "shadow",
    options: { preset: "shadow" },
  },
  {
    kind: "restyle",
    source: "villager",
    label: "pose: raise both arms",
    options: { mode: "pose", customPrompt: "raise both arms" },
  },
  {
    kind: "restyle",
    source: "villager",
    label: "item: give him an axe",
    options: { mode: "item", customPrompt: "give him an axe" },
  },
  {
    kind: "restyle",
    source: "knight with sword and shield",
    label: "gold armor and a blue cape",
    options: { mode: "custom", customPrompt: "gold armor and a blue cape" },
  },
  {
    kind: "restyle",
    source: "elf archer",
    label: "custom: icy, crouch",
    options: { mode: "custom", customPrompt: "icy blue and crouching" },
  },
  {
    kind: "combine",
    source: "villager",
    item: ["steel sword", "weapon"],
    prompt: "in the right hand",
  },
  {
    kind: "combine",
    source: "villager",
    item: ["wooden shield", "weapon"],
    prompt: "in the left hand",
  },
  { kind: "combine", source: "knight", item: ["battle axe", "weapon"], prompt: "on the back" },
  {
    kind: "combine",
    source: "villager",
    item: ["red health potion", "item"],
    prompt: "at the belt",
  },
];

function draw(prompt: string, size: number, seed: number, type?: AssetType): GeneratedSprite {
  const reading = readSpritePrompt(prompt, type);
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
}

/** The edit applied: its picture (null when refused), its caption and what it reported. */
function apply(
  edit: Edit,
  source: GeneratedSprite,
  size: number,
  seed: number,
): { image: RgbaImage | null; label: string; sub: string; report: string } {
  switch (edit.kind) {
    case "touch-up": {
      const whole = { x: 0, y: 0, width: source.image.width, height: source.image.height };
      const region = edit.region?.(source) ?? whole;
      const result = touchUp(source.image, region, edit.prompt, { seed, anchors: source.anchors });
      const where = edit.region
        ? ` in ${region.width}×${region.height} at ${region.x},${region.y}`
        : "";
      return result.kind === "edited"
        ? {
            image: result.image,
            label: edit.prompt,
            sub: `touch-up · ${result.action}`,
            report: `touch-up ${result.action}${where}`,
          }
        : {
            image: null,
            label: edit.prompt,
            sub: `refused: ${result.reason}`,
            report: `touch-up refused${where}: ${result.reason}`,
          };
    }
    case "restyle": {
      const result = restyleSprite(source.image, {
        ...edit.options,
        seed,
        anchors: source.anchors,
      });
      const ignored = result.words.ignored.length
        ? `  ignored: ${result.words.ignored.join(", ")}`
        : "";
      return {
        image: result.image,
        label: edit.label,
        sub: `restyle · ${edit.options.mode ?? "restyle"}`,
        report: `restyle ${edit.options.mode ?? "restyle"}${ignored}`,
      };
    }
    case "combine": {
      const [itemPrompt, itemType] = edit.item;
      const item = draw(itemPrompt, size, seed, itemType);
      const result = combineSprites(source.image, item.image, {
        prompt: edit.prompt,
        itemName: itemPrompt,
        baseAnchors: source.anchors,
        itemAnchors: item.anchors,
        seed,
      });
      return {
        image: result.image,
        label: `+ ${itemPrompt}`,
        sub: `combine · ${result.placement}`,
        report: `combine: ${itemPrompt} placed ${result.placement}`,
      };
    }
  }
}

/** Two cells per edit, before then after; `seed` draws the sources and seeds the edits. */
export function editCells(size: number, seed: number): Cell[] {
  const cells: Cell[] = [];
  EDITS.forEach((edit, index) => {
    const type = edit.source === "green slime" ? "creature" : "character";
    const source = draw(edit.source, size, seed, type);
    const started = performance.now();
    const after = apply(edit, source, size, seed);
    const ms = performance.now() - started;
    const n = index + 1;
    cells.push(
      { image: source.image, note: `${n}. ${edit.source}`, sub: "before", legend: "" },
      {
        image: after.image ?? source.image,
        note: `${n}. ${after.label}`,
        sub: after.sub,
        legend: `${String(n).padStart(2)}  ${edit.source.padEnd(30)} ${after.label.padEnd(30)} ${after.report}  ${ms.toFixed(1)} ms`,
      },
    );
  });
  return cells;
}
