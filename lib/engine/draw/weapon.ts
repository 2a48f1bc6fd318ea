/**
 * Weapons as standalone sprites: the shared weapon shapes posed to fill the frame. The classic
 * inventory pose is the diagonal, tip to the top-right; facing east lays the weapon flat
 * pointing right, north stands it upright, south-east points it down-right.
 */
import { pick } from "../random";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { fitDrawing } from "./fit-drawing";
import { innerBox } from "./layout";
import { ELEMENT_COLORS, readOrientation } from "../prompt";
import { objectMats } from "./object-kit";
import {
  isWooden,
  drawRoundShield,
  drawWeapon,
  SWORD_BLADES,
  WEAPON_KINDS,
  type WeaponKind,
  type WeaponMats,
} from "./weapon-shapes";

/** Thickness unit per length: a dagger is stubby, a spear slender. */
const BUILD: Readonly<Record<WeaponKind, { width: number }>> = {
  sword: { width: 0.075 },
  dagger: { width: 0.12 },
  axe: { width: 0.075 },
  bow: { width: 0.055 },
  staff: { width: 0.065 },
  wand: { width: 0.12 },
  spear: { width: 0.05 },
  hammer: { width: 0.075 },
  mace: { width: 0.07 },
  shield: { width: 0.08 },
};

/**
 * The pose that fills the frame when the caller gave no facing: side view or a wide canvas lays
 * the weapon flat, a tall canvas (or "vertical", "upright") stands it up, a square canvas keeps
 * the inventory diagonal.
 */
function longAxisFacing(ctx: DrawContext): DrawContext["facing"] {
  const named = readOrientation(ctx.reading.prompt);
  if (named === "upright") return "north";
  if (named === "flat") return "east";
  if (ctx.camera === "side") return "east";
  if (ctx.height >= ctx.width * 1.5) return "north";
  if (ctx.width >= ctx.height * 1.5) return "east";
  return "none";
}

export const drawWeaponSprite: Generator = (ctx: DrawContext): Drawn => {
  const kind: WeaponKind = (WEAPON_KINDS as readonly string[]).includes(ctx.subject ?? "")
    ? (ctx.subject as WeaponKind)
    : pick(ctx.random, ["sword", "axe", "spear", "hammer"] as const);
  const { scheme, reading } = ctx;
  const element = reading.elements[0];
  const mats = objectMats(ctx, "metal", { L: 0.55, C: 0.18, h: 255 });
  const bladeMaterial = scheme.promptMaterial([
    "crystal",
    "ice",
    "obsidian",
    "bone",
    "gold",
    "silver",
    "bronze",
    "metal",
    "stone",
    "wood",
  ]);
  const blade = bladeMaterial
    ? scheme.material(bladeMaterial, scheme.promptColor(0))
    : element
      ? { ramp: scheme.ramp(ELEMENT_COLORS[element]), light: { contrast: 1.3, highlight: true } }
      : mats.metal;
  const wooden = isWooden(kind);
  const wmats: WeaponMats = {
    blade,
    // A wooden haft is made of the material named with the head ("an iron staff"), as is the
    // rest of the weapon's wood when another material is named (see `objectMats`).
    handle: wooden ? (bladeMaterial === "metal" ? blade : mats.wood) : scheme.material("leather"),
    guard: kind === "bow" ? mats.white : mats.gold,
    accent: kind === "bow" ? scheme.material("leather") : mats.accent,
  };
  const frame = innerBox(ctx.width, ctx.height, 0.06, 2);
  // A dagger is a short weapon: its icon keeps to the middle of the cell, about two thirds of
  // the frame a sword fills, so the two side by side read as a long and a short blade. A wand
  // is to a staff what a dagger is to a sword: drawn as long, it read as a staff.
  const box =
    kind === "dagger" || kind === "wand"
      ? {
          x: frame.x + Math.round(frame.w * 0.17),
          y: frame.y + Math.round(frame.h * 0.17),
          w: Math.round(frame.w * 0.66),
          h: Math.round(frame.h * 0.66),
        }
      : frame;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (kind === "shield") {
    // Face in the named material or color (a wooden shield is wood), rim in metal, emblem in
    // the accent.
    const face =
      bladeMaterial || scheme.promptColor(0) ? (bladeMaterial ? blade : mats.cloth) : mats.accent;
    // The rim and boss are metal even on a face of another material: `mats.metal` is the
    // named material then (a wooden shield's rim came out wood, and the shield a brown disc).
    const rim =
      bladeMaterial === "metal" || bladeMaterial === "silver"
        ? mats.gold
        : scheme.material("metal");
    const shieldMats: WeaponMats = { blade: rim, handle: rim, guard: rim, accent: face };
    if (drawnVariant(ctx) === "round") {
      // A disc fills the square the frame allows, centred.
      const size = Math.min(box.w, box.h) - 1;
      return { anchors: drawRoundShield(ctx.canvas, shieldMats, cx, cy, size) };
    }
    fitDrawing(ctx.canvas, box, 130, (canvas, s, ox, oy) => {
      drawWeapon(canvas, "shield", shieldMats, {
        gx: ox,
        gy: oy,
        ux: 0,
        uy: -1,
        length: 100 * s,
        width: 1,
      });
    });
    return { anchors: { center: { x: Math.round(cx), y: Math.round(cy) } } };
  }
  const facing = ctx.facing === "none" ? longAxisFacing(ctx) : ctx.facing;
  const straight =
    facing === "east" || facing === "north" || (kind === "bow" && facing === "south");
  // Upright and flat weapons stay on the axis they fill; the diagonal pose leans by the seed,
  // except a bow's, kept square to the diagonal so its two limbs mirror each other (leaning, one
  // limb lay flat and the other stood up, and the arc looked lopsided).
  const lean = straight || kind === "bow" ? 0 : ctx.variation.lean;
  const diagonal = facing === "south-east" ? Math.PI / 4 : -Math.PI / 4;
  const dir =
    facing === "east"
      ? { ux: 1, uy: 0 }
      : facing === "north" || (kind === "bow" && facing === "south")
        ? { ux: 0, uy: -1 }
        : { ux: Math.cos(diagonal + lean), uy: Math.sin(diagonal + lean) };
  const width = BUILD[kind].width * ctx.variation.build;
  // Drawn at length 100 around the origin, measured, then fitted to the frame.
  let result = { grip: { x: 0, y: 0 }, tip: { x: 0, y: 0 } };
  const bladeStyle =
    kind === "sword" || kind === "dagger"
      ? SWORD_BLADES[ctx.variation.choose("blade", SWORD_BLADES.length)]
      : "straight";
  fitDrawing(ctx.canvas, box, 130, (canvas, s, ox, oy) => {
    const length = 100 * s;
    result = drawWeapon(
      canvas,
      kind,
      wmats,
      {
        gx: ox,
        gy: oy,
        ...dir,
        length,
        width: Math.max(1.5, length * width),
      },
      bladeStyle,
    );
  });
  return { anchors: result };
};
