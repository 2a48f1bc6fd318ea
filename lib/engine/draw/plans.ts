/**
 * The body-plan registry: every kind of subject the drawer builds, with its parts, the anchors it
 * reports, the variants the seed chooses among, and the words that select it. `readPlan` names
 * the plan a request is drawn with and the variant the seed picks for each variant part;
 * generators choose through the same lists and part names (`Variation.choose(part, count)`), so
 * the report matches the drawing wherever the subject or prompt leaves the part open (a wizard's
 * long hair or a named helmet is fixed by the subject and wins over the seed).
 */
import { type AssetType, readLabel, type SpritePromptReading } from "../prompt";
import { CAPE_VARIANTS, HAIR_VARIANTS, HELMET_VARIANTS } from "./character-outfits";
import { CART_COVERS, CART_WHEELS, PIRATE_SAILS, SHIP_RIGS } from "./vehicle-craft";
import { FENCE_STYLES } from "./prop-furniture";
import { HOUSE_CHIMNEYS, HOUSE_WINDOWS } from "./prop-buildings";
import { sceneProps } from "./background-props";
import { UI_CORNERS } from "./ui";
import { SLIME_SHAPES } from "./creature-blob";
import { QUADRUPED_BUILDS } from "./creature-quadruped";
import { SWORD_BLADES } from "./weapon-shapes";
import { POTION_BOTTLES } from "./item-shapes";
import { TARGET_MOUNTS } from "./item-archery";
import { type ShapeSpec, subjectEntry, subjectsOfPlan } from "../subjects";
import type { Anchors } from "./types";

export interface BodyPlan {
  readonly name: string;
  readonly assetType: AssetType;
  /** Subject keys drawn with this plan (empty: the type's fallback plan). */
  readonly subjects: readonly string[];
  readonly parts: readonly string[];
  readonly anchors: readonly (keyof Anchors)[];
  /** Part → the variants the seed chooses among. */
  readonly variants: Readonly<Record<string, readonly string[]>>;
}

const plan = (p: BodyPlan): BodyPlan => p;

export const BODY_PLANS: readonly BodyPlan[] = [
  plan({
    name: "humanoid",
    assetType: "character",
    subjects: [],
    parts: ["head", "hair", "headgear", "torso", "arms", "legs", "held", "shield", "cape"],
    anchors: ["head", "handLeft", "handRight", "feet"],
    variants: { hair: HAIR_VARIANTS, helmet: HELMET_VARIANTS, cape: CAPE_VARIANTS },
  }),
  plan({
    name: "blob",
    assetType: "creature",
    subjects: subjectsOfPlan("blob"),
    parts: ["body", "eyes"],
    anchors: ["center"],
    variants: { shape: SLIME_SHAPES },
  }),
  plan({
    name: "serpent",
    assetType: "creature",
    subjects: subjectsOfPlan("serpent"),
    parts: ["head", "body", "tail"],
    anchors: ["center"],
    variants: {},
  }),
  plan({
    name: "insect",
    assetType: "creature",
    subjects: subjectsOfPlan("insect"),
    parts: ["head", "thorax", "abdomen", "legs"],
    anchors: ["center"],
    variants: {},
  }),
  plan({
    name: "winged",
    assetType: "creature",
    subjects: subjectsOfPlan("winged"),
    parts: ["head", "body", "wings", "tail", "legs"],
    anchors: ["center"],
    variants: {},
  }),
  plan({
    name: "quadruped",
    assetType: "creature",
    subjects: [],
    parts: ["head", "body", "legs", "tail"],
    anchors: ["center"],
    variants: { build: QUADRUPED_BUILDS },
  }),
  plan({
    name: "airship",
    assetType: "vehicle",
    subjects: subjectsOfPlan("airship"),
    parts: ["envelope", "fins", "rigging", "gondola", "windows", "propeller"],
    anchors: [],
    variants: {},
  }),
  plan({
    name: "pirate ship",
    assetType: "vehicle",
    subjects: subjectsOfPlan("pirate ship"),
    parts: ["hull", "rail", "masts", "dark sails", "jib", "skull-and-bones flag"],
    anchors: [],
    variants: { rig: SHIP_RIGS, sails: PIRATE_SAILS },
  }),
  plan({
    name: "ship",
    assetType: "vehicle",
    subjects: subjectsOfPlan("ship"),
    parts: ["hull", "rail", "masts", "sails", "jib", "pennant"],
    anchors: [],
    variants: { rig: SHIP_RIGS },
  }),
  plan({
    name: "cart",
    assetType: "vehicle",
    subjects: subjectsOfPlan("cart"),
    parts: ["bed", "shafts", "wheel", "cover"],
    anchors: [],
    variants: { cover: CART_COVERS, wheels: CART_WHEELS },
  }),
  plan({
    name: "vehicle",
    assetType: "vehicle",
    subjects: [],
    parts: ["body", "cabin", "wheels"],
    anchors: [],
    variants: {},
  }),
  plan({
    name: "lamp post",
    assetType: "prop",
    subjects: subjectsOfPlan("lamp post"),
    parts: ["base", "pole", "arm", "lantern"],
    anchors: ["center"],
    variants: { "lamp-arm": ["straight", "curled"] },
  }),
  plan({
    name: "bench",
    assetType: "prop",
    subjects: subjectsOfPlan("bench"),
    parts: ["back", "seat", "legs"],
    anchors: ["center"],
    variants: { "bench-slats": ["two slats", "three slats"] },
  }),
  plan({
    name: "sign",
    assetType: "prop",
    subjects: subjectsOfPlan("sign"),
    parts: ["post", "board", "label"],
    anchors: ["center"],
    variants: {},
  }),
  plan({
    name: "fence",
    assetType: "prop",
    subjects: subjectsOfPlan("fence"),
    parts: ["posts", "rails"],
    anchors: ["center"],
    variants: { fence: FENCE_STYLES },
  }),
  plan({
    name: "building",
    assetType: "prop",
    subjects: subjectsOfPlan("building"),
    parts: ["walls", "roof", "door", "windows", "chimney"],
    anchors: ["center"],
    variants: { windows: HOUSE_WINDOWS, chimney: HOUSE_CHIMNEYS },
  }),
  plan({
    name: "prop",
    assetType: "prop",
    subjects: [],
    parts: ["body"],
    anchors: ["center"],
    variants: {},
  }),
  plan({
    name: "weapon",
    assetType: "weapon",
    subjects: [],
    parts: ["blade", "guard", "handle"],
    anchors: ["grip", "tip"],
    variants: { blade: SWORD_BLADES },
  }),
  plan({
    name: "archery gear",
    assetType: "item",
    subjects: subjectsOfPlan("archery gear"),
    parts: ["shaft", "head", "fletching", "tube", "rings", "stand"],
    anchors: ["center"],
    variants: { mount: TARGET_MOUNTS },
  }),
  plan({
    name: "item",
    assetType: "item",
    subjects: [],
    parts: ["body", "accent"],
    anchors: ["center"],
    variants: { bottle: POTION_BOTTLES },
  }),
  plan({
    name: "terrain",
    assetType: "tile",
    subjects: [],
    parts: ["ground", "detail"],
    anchors: [],
    variants: {},
  }),
  plan({
    name: "scene",
    assetType: "background",
    subjects: [],
    parts: ["sky", "far", "mid", "near", "ground", "props"],
    anchors: [],
    variants: {},
  }),
  plan({
    name: "ui piece",
    assetType: "ui",
    subjects: [],
    parts: ["border", "bevel", "center", "corners", "label"],
    anchors: [],
    variants: { corners: UI_CORNERS },
  }),
  plan({
    name: "effect",
    assetType: "effect",
    subjects: [],
    parts: ["particles"],
    anchors: [],
    variants: {},
  }),
];

/** The plan of a subject described in the shape language: its own parts and anchors. */
function shapePlan(assetType: AssetType, key: string, spec: ShapeSpec): BodyPlan {
  return {
    name: "shape",
    assetType,
    subjects: [key],
    parts: [...new Set(spec.parts.map((p) => p.name))],
    anchors: Object.keys(spec.anchors ?? {}) as (keyof Anchors)[],
    variants: {},
  };
}

export interface PlanReading {
  readonly plan: string;
  /**
   * Part → the variant drawn: the seed's choice for each variant part the generator actually
   * chose (a part the subject or prompt fixed, or one not drawn in this view, is absent), plus
   * what the prompt put on it (`label`: the text written; `props`: the scene props placed).
   */
  readonly variants: Readonly<Record<string, string>>;
}

/**
 * The plan a subject of `type` is drawn with: the plan of the variant the prompt picked, else
 * the subject's own (both from its registry entry), else the type's fallback plan.
 */
export function planFor(type: AssetType, subject: string | null, variant: string | null): BodyPlan {
  const entry = subject === null ? undefined : subjectEntry(subject);
  if (entry && "shape" in entry.draw) return shapePlan(entry.type, entry.key, entry.draw.shape);
  const ofType = BODY_PLANS.filter((p) => p.assetType === type);
  const wanted = entry?.variants?.find((v) => v.name === variant)?.plan ?? entry?.plan;
  return (
    ofType.find((p) => p.name === wanted) ??
    ofType.find((p) => p.subjects.length === 0) ??
    BODY_PLANS[0]!
  );
}

/**
 * Which plan, which variants and which extras a request is drawn with; `choices` are the part
 * choices the generator made while drawing (part → index into the plan's variant list).
 */
export function readPlan(
  type: AssetType,
  subject: string | null,
  reading: SpritePromptReading,
  choices: ReadonlyMap<string, number>,
): PlanReading {
  const chosen = planFor(type, subject, subject === reading.subject ? reading.variant : null);
  const variants: Record<string, string> = {};
  for (const [part, options] of Object.entries(chosen.variants)) {
    const index = choices.get(part);
    const name = index === undefined ? undefined : options[index];
    if (name !== undefined) variants[part] = name;
  }
  const label = readLabel(reading.prompt);
  if (label && (type === "ui" || chosen.name === "sign")) variants.label = label;
  const props = type === "background" ? sceneProps(reading) : [];
  if (props.length > 0) variants.props = props.join(", ");
  return { plan: chosen.name, variants };
}
