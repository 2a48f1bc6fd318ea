/**
 * Text-to-sprite, procedurally: `generateSprite` validates the request, picks the generator for
 * the asset type, lets it paint inks, then runs the shared finishing passes in a fixed order:
 * speck cleanup, inner lines, outline, a last cleanup, color (or palette lock), and the mirror
 * for west-side facings. Pure and deterministic: the same request gives the same pixels.
 */
import type { AssetType, Direction } from "../prompt/enums";
import { subjectType } from "../prompt/subjects";
import { createRandom } from "../random";
import { createCanvas, OUTLINE_INK } from "./canvas";
import { drawCharacter } from "./character";
import { drawBackground } from "./background";
import { removeSpecks } from "./cleanup";
import { drawCreature } from "./creature";
import { drawEffect } from "./effect";
import type { Facing, Generator } from "./context";
import { drawInnerLines } from "./inner-lines";
import { drawItem } from "./item";
import { flipAnchors, flipImage } from "./mirror";
import { paletteMatcher } from "./nearest-color";
import { drawOutline } from "./outline";
import { drawProp } from "./prop";
import { drawWeaponSprite } from "./weapon";
import { render } from "./render";
import { createScheme } from "./scheme";
import { drawTile } from "./tile";
import { drawUi } from "./ui";
import { drawVehicle } from "./vehicle";
import type { Anchors, GeneratedSprite, SpriteRequest } from "./types";

export type * from "./types";

export const MAX_SIDE = 400;
/** A sprite's own palette stays small, as an artist's would. */
const DEFAULT_MAX_COLORS = 24;
/** Spec: sprites are 32 to 400 per side; tiles, backgrounds, ui and effects go down to 8. */
export function minSide(type: AssetType): number {
  return type === "tile" || type === "background" || type === "ui" || type === "effect" ? 8 : 32;
}

const GENERATORS: Partial<Record<AssetType, Generator>> = {
  character: drawCharacter,
  creature: drawCreature,
  prop: drawProp,
  weapon: drawWeaponSprite,
  item: drawItem,
  vehicle: drawVehicle,
  tile: drawTile,
  background: drawBackground,
  ui: drawUi,
  effect: drawEffect,
};

/** Types whose subjects can stand in for each other ("sword" asked for as an item). */
const KIN: readonly (readonly AssetType[])[] = [
  ["prop", "item", "weapon"],
  ["character", "creature"],
];

/** Which generator draws this request, and the subject it is given. */
function route(
  type: AssetType,
  subject: string | null,
): { type: AssetType; subject: string | null } {
  const natural = subject ? subjectType(subject) : undefined;
  if (!subject || !natural) return { type, subject: null };
  if (natural === type) return { type, subject };
  if (KIN.some((group) => group.includes(type) && group.includes(natural))) {
    return { type: natural, subject };
  }
  return { type, subject: null };
}

const WEST: Partial<Record<Direction, Facing>> = {
  west: "east",
  "south-west": "south-east",
  "north-west": "north-east",
};

const HEX = /^#[0-9a-fA-F]{6}$/;

function validate(request: SpriteRequest): void {
  const min = minSide(request.assetType);
  for (const [name, value] of [
    ["width", request.width],
    ["height", request.height],
  ] as const) {
    if (!Number.isInteger(value) || value < min || value > MAX_SIDE) {
      throw new RangeError(`${name} must be an integer from ${min} to ${MAX_SIDE}, got ${value}`);
    }
  }
  if (!Number.isSafeInteger(request.seed)) throw new RangeError("seed must be a safe integer");
  const palette = request.palette ?? request.reference?.palette;
  if (palette) {
    if (palette.length === 0) throw new RangeError("palette must hold at least one color");
    for (const hex of palette)
      if (!HEX.test(hex)) throw new RangeError(`not a #rrggbb color: ${hex}`);
  }
}

function boundsCenter(image: { width: number; height: number; data: Uint8ClampedArray }) {
  let minX = image.width;
  let minY = image.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3] === 0) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (maxX < 0) return { x: Math.floor(image.width / 2), y: Math.floor(image.height / 2) };
  return { x: Math.round((minX + maxX) / 2), y: Math.round((minY + maxY) / 2) };
}

export function generateSprite(request: SpriteRequest): GeneratedSprite {
  validate(request);
  const { reading, width, height } = request;
  const routed = route(request.assetType, reading.subject);
  const generator = GENERATORS[routed.type] ?? drawCharacter;
  const direction: Direction =
    request.direction !== "none" ? request.direction : (reading.view.direction ?? "none");
  const camera = request.camera !== "none" ? request.camera : (reading.view.camera ?? "none");
  const mirrored = direction in WEST;
  const facing: Facing = WEST[direction] ?? (direction as Facing);

  const canvas = createCanvas(width, height);
  const scheme = createScheme(reading);
  // The stream depends on what is drawn, never on the facing, so east and west match exactly.
  const random = createRandom(`${request.seed}|${routed.type}|${routed.subject}|${reading.prompt}`);
  const drawn = generator({
    canvas,
    scheme,
    random,
    reading,
    subject: routed.subject,
    facing,
    camera,
    width,
    height,
  });

  const wrap = drawn.wrap === true;
  removeSpecks(canvas, -2, wrap);
  drawInnerLines(canvas);
  if (drawn.outline !== false) {
    drawOutline(canvas, request.reference?.outline ?? "dark", drawn.outlineTint === true);
  }
  removeSpecks(canvas, OUTLINE_INK, wrap);

  const lockColors = request.palette ?? request.reference?.palette;
  const lock = lockColors ? paletteMatcher(lockColors) : undefined;
  const rendered = render(canvas, scheme, drawn.maxColors ?? DEFAULT_MAX_COLORS, lock);
  let image = rendered.image;
  let anchors: Anchors = { ...drawn.anchors, center: boundsCenter(image) };
  if (mirrored) {
    image = flipImage(image);
    anchors = flipAnchors(anchors, width);
  }
  return {
    image,
    palette: rendered.palette,
    anchors,
    ...(drawn.nineSlice ? { nineSlice: drawn.nineSlice } : {}),
  };
}
