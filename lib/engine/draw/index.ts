/**
 * The procedural drawer: `drawSprite` picks the generator for the asset type, lets it paint
 * inks, then runs the shared finishing passes in a fixed order: speck cleanup, inner lines, outline, a last cleanup, color (or palette lock), and the mirror
 * for west-side facings. Pure and deterministic: the same request gives the same pixels.
 */
import { type AssetType, type Direction, subjectType } from "../prompt";
import { flipAnchors } from "../figure";
import { boundsCenter, flipImage, opaqueBounds, type RgbaImage } from "../raster";
import { createRandom } from "../random";
import { createCanvas, type InkCanvas } from "./canvas";
import { drawCharacter } from "./character";
import { drawBackground } from "./background";
import { drawCreature } from "./creature";
import { drawEffect } from "./effect";
import type { Drawn, Facing, Generator } from "./context";
import { inLayer, type RigKind, recordLayers, takeLayers } from "./layers";
import { drawItem } from "./item";
import { drawProp } from "./prop";
import { drawWeaponSprite } from "./weapon";
import { createScheme } from "./scheme";
import { drawTile } from "./tile";
import { drawUi } from "./ui";
import { drawVehicle } from "./vehicle";
import type { Anchors, Finish, GeneratedSprite, LayeredSprite, SpriteRequest } from "./types";
import { recordingChoices, variationFor } from "./variation";
import { readPlan } from "./plans";
import { drawShapeSubject } from "./shape-subject";
import { subjectEntry } from "../subjects";

export type * from "./types";
export {
  EMPTY,
  type InkCanvas,
  createCanvas,
  type PartInfo,
  OUTLINE_INK,
  FLAG_DETAIL,
  LEVELS,
} from "./canvas";
export type { LayerRole, LayerSpec, RigKind, SpriteLayer } from "./layers";
export {
  carryEdit,
  composeAtRest,
  type LayerPicture,
  layerPictures,
  PAINT_LAYER,
} from "./carry-edit";
export { finishInks } from "./finish-inks";
export { refinished } from "./refinish";
export { type EyeBox, eyeIslands, eyesOfLayer } from "./layer-eyes";
export { buildRamp } from "./ramp";
import { finishInks } from "./finish-inks";
import { textureDressed } from "./material-texture";
export { EMPTY_HANDED, HELD_WORDS } from "./character-outfits";
export { COMBINED_ITEM, insertItemLayer, withoutLayer } from "./insert-item";
export { BODY_PLANS, type BodyPlan, planFor, type PlanReading } from "./plans";
/** What a character can hold: one weapon in the hand, and a shield on the other arm. */
export { WEAPON_KINDS, type WeaponKind } from "./weapon-shapes";
export { drawShapeThing, type ShapeThing } from "./shape-thing";
/** The wave a lying snake's body is drawn in, which its rig moves along it. */
export { serpentBellyLift } from "./creature-serpent";
export { SPIDER_HEAD } from "./creature-insect";

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

/** What drawing leaves before the finishing passes: the inks, and how to finish them. */
interface Painted {
  readonly canvas: InkCanvas;
  readonly finish: Finish;
  readonly drawnAnchors: Drawn["anchors"];
  readonly nineSlice?: Drawn["nineSlice"];
  readonly mirrored: boolean;
  /** Whether the drawer read `mirrored` (only one that does can draw the sides differently). */
  readonly sided: () => boolean;
  readonly type: AssetType;
  readonly plan: ReturnType<typeof readPlan>;
  readonly rig: RigKind;
}

/** The generator for a routed request: a shape-language subject's, else the type's. */
function generatorFor(type: AssetType, subject: string | null): Generator {
  const entry = subject === null ? undefined : subjectEntry(subject);
  if (entry && "shape" in entry.draw) {
    const { shape } = entry.draw;
    return (ctx) => drawShapeSubject(ctx, shape, entry.colors, entry.rig);
  }
  return GENERATORS[type] ?? drawCharacter;
}

function paint(request: SpriteRequest, layered: boolean): Painted {
  const { reading, width, height } = request;
  const routed = route(request.assetType, reading.subject);
  const generator = generatorFor(routed.type, routed.subject);
  const direction: Direction =
    request.direction !== "none" ? request.direction : (reading.view.direction ?? "none");
  const camera = request.camera !== "none" ? request.camera : (reading.view.camera ?? "none");
  const mirrored = direction in WEST;
  const facing: Facing = WEST[direction] ?? (direction as Facing);

  const canvas = createCanvas(width, height);
  if (layered) recordLayers(canvas);
  const { variation, chosen } = recordingChoices(variationFor(request.seed));
  const scheme = createScheme(reading, variation);
  // The stream depends on what is drawn, never on the facing, so east and west match exactly.
  const random = createRandom(`${request.seed}|${routed.type}|${routed.subject}|${reading.prompt}`);
  let sided = false;
  const context = {
    canvas,
    scheme,
    random,
    variation,
    reading,
    subject: routed.subject,
    facing,
    // Read through a getter so a drawer that never asks is known to draw both sides alike.
    get mirrored() {
      sided = true;
      return mirrored;
    },
    camera,
    width,
    height,
  };
  // The character drawer declares its parts, as do creatures and hinged props drawn as a rig
  // (they say which in `rig`); any other subject is one rigid layer.
  const drawn =
    layered && generator !== drawCharacter
      ? inLayer(
          canvas,
          { name: "body", role: "body", joint: { x: width / 2, y: height }, parent: null, side: 0 },
          () => generator(context),
        )
      : generator(context);
  // A material the prompt named in place of the subject's own takes its surface: grain, speckle...
  textureDressed(canvas, scheme.dressed);
  return {
    canvas,
    finish: {
      wrap: drawn.wrap === true,
      outline: drawn.outline === false ? "none" : (request.reference?.outline ?? "dark"),
      outlineTint: drawn.outlineTint === true,
      maxColors: drawn.maxColors ?? DEFAULT_MAX_COLORS,
      lock: request.palette ?? request.reference?.palette,
      ramps: scheme.ramps,
      outlineColor: scheme.outline,
    },
    drawnAnchors: drawn.anchors,
    rig: routed.type === "character" ? "biped" : (drawn.rig ?? "rigid"),
    nineSlice: drawn.nineSlice,
    mirrored,
    sided: () => sided,
    type: routed.type,
    plan: readPlan(routed.type, routed.subject, reading, chosen),
  };
}

function flatten(painted: Painted, width: number): GeneratedSprite {
  const rendered = finishInks(painted.canvas, painted.finish);
  let image = rendered.image;
  let anchors: Anchors = { ...painted.drawnAnchors, center: silhouetteCenter(image) };
  if (painted.mirrored) {
    image = flipImage(image);
    anchors = flipAnchors(anchors, width);
  }
  const { plan, variants } = painted.plan;
  return {
    image,
    palette: rendered.palette,
    anchors,
    ...(painted.nineSlice ? { nineSlice: painted.nineSlice } : {}),
    plan,
    variants,
  };
}

/**
 * Draws the sprite a request describes. The request is taken as valid (sizes within the asset
 * type's bounds, a safe-integer seed, `#rrggbb` palette colors): the generate operation checks
 * requests from outside; the engine's own callers build valid ones.
 */
export function drawSprite(request: SpriteRequest): GeneratedSprite {
  return flatten(paint(request, false), request.width);
}

/**
 * drawSprite, and whether the drawer ignored which side it drew for (it never read
 * `DrawContext.mirrored`). Then the request's E-side and W-side twins (east and west, south-east
 * and south-west, north-east and north-west) paint the same inks, so each is exactly the other
 * flipped: a rotation draws one and mirrors it.
 */
export function drawSpriteSided(request: SpriteRequest): {
  sprite: GeneratedSprite;
  symmetric: boolean;
} {
  const painted = paint(request, false);
  return { sprite: flatten(painted, request.width), symmetric: !painted.sided() };
}

/**
 * The same drawing kept as a layered document: the flat sprite (pixel for pixel what drawSprite
 * gives) and each part whole in its own layer, as inks, with the finishing that turns a
 * composition of them into a picture. Characters are a `biped` rig; every other subject is, for
 * now, one rigid layer.
 */
export function drawLayered(request: SpriteRequest): LayeredSprite {
  const painted = paint(request, true);
  // A drawer with a rig of its own declared every part inside the rigid wrapper, which is then
  // empty and dropped.
  const layers = takeLayers(painted.canvas)
    .filter(
      (l, i) => !(painted.rig !== "biped" && painted.rig !== "rigid" && i === 0 && l.width === 0),
    )
    .map((l, z) => ({ ...l, z }));
  const parts = painted.canvas.parts.map((info) => ({ ...info }));
  const anchors = painted.drawnAnchors;
  const sprite = flatten(painted, request.width);
  return {
    width: request.width,
    height: request.height,
    rig: painted.rig,
    layers,
    parts,
    anchors,
    mirrored: painted.mirrored,
    finish: painted.finish,
    recipe: request,
    sprite,
  };
}
