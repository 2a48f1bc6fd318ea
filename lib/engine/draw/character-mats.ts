/**
 * The materials a character is painted with: its cloth, skin, hair, leather and metal from the
 * colour scheme and outfit (with the colours a prompt binds to parts), and its held weapon's.
 */
import { HAIRS, HUES } from "./materials";
import { ELEMENT_COLORS, type Paint } from "../prompt";
import type { CharMats } from "./character-head";
import { type CharacterColors, characterColors } from "./character-colors";
import type { Outfit } from "./character-outfits";
import type { Mat } from "./pen";
import type { Scheme } from "./scheme";
import type { LitOptions } from "./shading";
import { isWooden, type StaffHead, type WeaponKind, type WeaponMats } from "./weapon-shapes";

export const MATTE: LitOptions = { contrast: 0.9, highlight: false };
/** Face paint: lit softly, so a painted white face stays white into its shaded side. */
const PAINT: LitOptions = { contrast: 0.45, highlight: false };

export function matsFor(
  scheme: Scheme,
  outfit: Outfit,
): { mats: CharMats; colors: CharacterColors } {
  const { reading } = scheme;
  const colors = characterColors(reading, outfit.garment);
  const { bound } = colors;
  // Colors the prompt bound to no part keep the garment order: cloth, then trim.
  const loose = (n: number) => {
    const at = colors.loose[n];
    return at === undefined ? undefined : scheme.promptColor(at);
  };
  // A body whose colour names it ("a green zombie") takes the first loose colour on its skin.
  const skinColor = outfit.colorIsSkin ? loose(0) : undefined;
  const c0 = loose(skinColor ? 1 : 0);
  const c1 = loose(skinColor ? 2 : 1);
  const element = reading.elements[0];
  const accent = element ? ELEMENT_COLORS[element] : c1 && c0 ? c1 : { L: 0.72, C: 0.15, h: 200 };
  const matte = (base: Parameters<Scheme["ramp"]>[0]): Mat => ({
    ramp: scheme.ramp(base),
    light: MATTE,
  });
  // Clothes over a large area: black and white keep their value (see `extremeRamp`).
  const clothMatte = (base: Parameters<Scheme["ramp"]>[0]): Mat => ({
    ramp: scheme.ramp(base, extremeRamp(base)),
    light: MATTE,
  });
  // A bound paint: the material a word names ("gold"), else the color, matte.
  const paint = (p: Paint | undefined): Mat | undefined =>
    p ? (p.material ? scheme.material(p.material) : matte(p.color)) : undefined;
  // On metal a color is a tint of the outfit's metal ("blue armor" is blued steel).
  const metalPaint = (p: Paint | undefined): Mat | undefined =>
    p
      ? p.material
        ? scheme.material(p.material)
        : scheme.material(outfit.metal, p.color)
      : undefined;
  const trim = c1 ?? outfit.trim;
  const trimMat = matte(trim);
  // Fur covers a furred body's legs and feet too (a yeti has no trousers or boots). Made only
  // for a furred body: a material made is a ramp of the finished sprite, and a second ramp of
  // the skin's colour would hide which ramp is the skin from readers that recolour it.
  // A stone body's legs are its stone.
  const furMat = outfit.fur
    ? outfit.skinMaterial
      ? scheme.material(outfit.skinMaterial)
      : matte(skinColor ?? outfit.skin)
    : null;
  const torsoShowsCloth = outfit.garment !== "leather" && outfit.garment !== "bare";
  const mats: CharMats = {
    skin:
      paint(bound.skin) ??
      (skinColor
        ? matte(skinColor)
        : outfit.skinMaterial
          ? scheme.material(outfit.skinMaterial)
          : // A white face (a clown's paint) keeps its white: a mid-spread ramp shaded it grey.
            outfit.skin.L > 0.88
            ? { ramp: scheme.ramp(outfit.skin, { contrast: 0.5 }), light: PAINT }
            : matte(outfit.skin)),
    // White hair and beards keep their white (a king's white beard read as a grey face).
    hair:
      paint(bound.hair) ??
      ((outfit.hair?.L ?? 0) > 0.88 ? clothMatte(outfit.hair!) : matte(outfit.hair ?? HAIRS[0]!)),
    cloth: paint(bound.cloth) ?? clothMatte(c0 ?? outfit.cloth),
    trim: trimMat,
    metal: metalPaint(bound.armor) ?? scheme.material(outfit.metal, outfit.lacquer),
    leather: scheme.material("leather"),
    pants: furMat
      ? furMat
      : outfit.pants
        ? clothMatte(outfit.pants)
        : matte({
            L: Math.max(0.32, Math.min(0.48, trim.L - 0.12)),
            C: Math.min(0.08, trim.C * 0.6),
            h: trim.h,
          }),
    boots: furMat ?? matte({ L: 0.38, C: 0.05, h: 45 }),
    accent: { ramp: scheme.ramp(accent), light: { contrast: 1.2, highlight: true } },
    // The small whites (eyes, trims, a bowstring) keep the usual spread; wings take the tight
    // white ramp of their own.
    white: { ramp: scheme.ramp(HUES.white), light: MATTE },
    plume: clothMatte(HUES.white),
    gold: scheme.material("gold"),
    bone: scheme.material("bone"),
    cape: paint(bound.cape) ?? trimMat,
    ...(outfit.face ? { face: matte(outfit.face) } : {}),
    ...(outfit.skinWings
      ? {
          wing: matte(
            ((c) => ({ L: Math.max(0.3, c.L - 0.14), C: c.C * 0.85, h: c.h }))(
              skinColor ?? outfit.skin,
            ),
          ),
        }
      : {}),
    named: {
      hat: paint(bound.hat),
      helm: metalPaint(bound.hat),
      eyes: bound.eyes ? { ramp: scheme.ramp(bound.eyes.color), light: MATTE } : undefined,
      torso: torsoShowsCloth ? undefined : paint(bound.cloth),
      belt: paint(bound.belt),
      hands: paint(bound.hands),
      legs: paint(bound.pants),
      feet: paint(bound.boots),
      shield: paint(bound.shield),
    },
  };
  return { mats, colors };
}

/**
 * Black and white cloth keep a tight ramp: spread as wide as a mid colour's, a black ramp slid
 * up off the black (a ninja "in black" was drawn mid grey) and a white one down off the white
 * (an angel's white robe and wings were grey).
 */
function extremeRamp(base: { L: number }): { contrast: number } | undefined {
  return base.L < 0.35 ? { contrast: 0.55 } : base.L > 0.88 ? { contrast: 0.6 } : undefined;
}

/** What paints a staff's head: the skull's bone, the leaves' green, the feathers' red. */
function staffAccent(scheme: Scheme, head: StaffHead | undefined, mats: CharMats): Mat | null {
  switch (head) {
    case "skull":
      return mats.bone;
    case "leaves":
      return { ramp: scheme.ramp({ L: 0.62, C: 0.16, h: 140 }), light: MATTE };
    case "feathers":
      return { ramp: scheme.ramp({ L: 0.55, C: 0.19, h: 28 }), light: MATTE };
    default:
      return null;
  }
}

export function weaponMats(
  scheme: Scheme,
  mats: CharMats,
  kind: WeaponKind,
  named: Paint | undefined,
  staffHead?: StaffHead,
): WeaponMats {
  const bladeMaterial =
    named?.material ??
    scheme.promptMaterial(["crystal", "ice", "obsidian", "bone", "gold", "silver", "bronze"]) ??
    "metal";
  const wooden = isWooden(kind);
  // "A red staff": a named color tints the blade and, on wooden weapons, the wood too.
  const tint = named && !named.material ? named.color : undefined;
  return {
    blade: scheme.material(bladeMaterial, tint),
    handle: wooden ? scheme.material("wood", tint) : mats.leather,
    guard: kind === "bow" ? mats.white : staffHead === "feathers" ? mats.white : mats.gold,
    accent:
      kind === "shield"
        ? mats.cloth
        : kind === "bow"
          ? mats.leather
          : ((kind === "staff" ? staffAccent(scheme, staffHead, mats) : null) ?? mats.accent),
  };
}
