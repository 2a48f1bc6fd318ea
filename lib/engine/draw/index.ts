/**
 * The procedural drawer: `drawSprite` picks the generator for the asset type, lets it paint
 * inks, then runs the shared finishing passes in a fixed order: speck cleanup, inner lines, outline, a last cleanup, color (or palette lock), and the mirror
 * for west-side facings. Pure and deterministic: the same request gives the same pixels.
 */
import { type AssetType, type Direction, subjectType } from "../prompt";
import { flipAnchors } from "../figure";
import { boundsCenter, flipImage, opaqueBounds, type RgbaImage } from "../raster";
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
import { paletteMatcher } from "../color";
import { drawOutline } from "./outline";
import { drawProp } from "./prop";
import { drawWeaponSprite } from "./weapon";
import { render } from "./render";
import { createScheme } from "./scheme";
import { drawTile } from "./tile";
import { drawUi } from "./ui";
import { drawVehicle } from "./vehicle";
import type { Anchors, GeneratedSprite, SpriteRequest } from "./types";
import { recordingChoices, variationFor } from "./variation";
import { readPlan } from "./plans";

export type * from "./types";
export { BODY_PLANS, type BodyPlan, planFor, type PlanReading } from "./plans";
/** What a character can hold: one weapon in the hand, and a shield on the other arm. */
export { WEAPON_KINDS, type WeaponKind } from "./weapon-shapes";

/** A sprite's own palette stays small, as an artist's would. */
const DEFAULT_MAX_COLORS = 24;

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

/** The bounding-box centre of the drawn pixels; the canvas centre when nothing was drawn. */
function silhouetteCenter(image: RgbaImage) {
  const bounds = opaqueBounds(image);
  if (!bounds) return { x: Math.floor(image.width / 2), y: Math.floor(image.height / 2) };
  return boundsCenter(bounds);
}

/**
 * Draws the sprite a request describes. The request is taken as valid (sizes within the asset
 * type's bounds, a safe-integer seed, `#rrggbb` palette colors): the generate operation checks
 * requests from outside; the engine's own callers build valid ones.
 */
export function drawSprite(request: SpriteRequest): GeneratedSprite {
  const { reading, width, height } = request;
  const routed = route(request.assetType, reading.subject);
  const generator = GENERATORS[routed.type] ?? drawCharacter;
  const direction: Direction =
    request.direction !== "none" ? request.direction : (reading.view.direction ?? "none");
  const camera = request.camera !== "none" ? request.camera : (reading.view.camera ?? "none");
  const mirrored = direction in WEST;
  const facing: Facing = WEST[direction] ?? (direction as Facing);

  const canvas = createCanvas(width, height);
  const { variation, chosen } = recordingChoices(variationFor(request.seed));
  const scheme = createScheme(reading, variation);
  // The stream depends on what is drawn, never on the facing, so east and west match exactly.
  const random = createRandom(`${request.seed}|${routed.type}|${routed.subject}|${reading.prompt}`);
  const drawn = generator({
    canvas,
    scheme,
    random,
    variation,
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
  let anchors: Anchors = { ...drawn.anchors, center: silhouetteCenter(image) };
  if (mirrored) {
    image = flipImage(image);
    anchors = flipAnchors(anchors, width);
  }
  const { plan, variants } = readPlan(routed.type, routed.subject, reading, chosen);
  return {
    image,
    palette: rendered.palette,
    anchors,
    ...(drawn.nineSlice ? { nineSlice: drawn.nineSlice } : {}),
    plan,
    variants,
  };
}
