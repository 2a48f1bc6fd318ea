/**
 * What every creature body plan shares: its colors (body, belly, markings, horn, wing), eyes
 * drawn as protected detail pixels, and a fit from body-plan units to the frame.
 */
import type { Oklch } from "../color";
import { FLAG_DETAIL, type InkCanvas, inkOf, OUTLINE_INK, put } from "./canvas";
import type { DrawContext, Facing } from "./context";
import type { Box } from "./layout";
import { HUES } from "./materials";
import { CREATURE_PART_WORDS, ELEMENT_COLORS, type Paint, partColors } from "../prompt";
import type { Mat } from "./pen";
import type { LitOptions } from "./shading";

export interface CreatureMats {
  readonly body: Mat;
  readonly belly: Mat;
  readonly dark: Mat;
  readonly horn: Mat;
  readonly wing: Mat;
  readonly accent: Mat;
  readonly white: Mat;
}

/**
 * The mats and, when the prompt names an eye color ("yellow eyes"), the iris; without one the
 * eyes are dark. Kept apart from CreatureMats, whose every key is a shape's mat.
 */
export type CreaturePaints = CreatureMats & { readonly iris?: Mat };

const SOFT: LitOptions = { contrast: 1, highlight: true };
const MATTE: LitOptions = { contrast: 0.9, highlight: false };

/**
 * Colors for a creature whose own color is `base` unless the prompt names one. A color bound to
 * a part ("red wings", "white fur", "black horns", "yellow eyes") paints that part; the loose
 * ones paint the body, then the belly.
 */
export function creatureMats(
  ctx: DrawContext,
  base: Oklch,
  belly?: Oklch,
  glossy = false,
): CreaturePaints {
  const { scheme, reading } = ctx;
  const { bound, loose } = partColors(reading, CREATURE_PART_WORDS, (b) => b.part);
  const looseColor = (n: number) => {
    const at = loose[n];
    return at === undefined ? undefined : scheme.promptColor(at);
  };
  const paint = (p: Paint | undefined, light: LitOptions): Mat | undefined =>
    p
      ? p.material
        ? scheme.material(p.material)
        : { ramp: scheme.ramp(p.color), light }
      : undefined;
  const element = reading.elements[0];
  // A color bound to the body takes its place; the loose colors then start at the belly.
  const named = bound.body ? (bound.body.material ? undefined : bound.body.color) : looseColor(0);
  const looseBelly = looseColor(bound.body ? 0 : 1);
  // A material bound to another part ("gold horns") is not the body's.
  const elsewhere = new Set(
    Object.entries(bound).flatMap(([spot, p]) =>
      spot !== "body" && p?.material ? [p.material] : [],
    ),
  );
  const material =
    bound.body?.material ??
    scheme.promptMaterial(
      (
        ["crystal", "ice", "metal", "gold", "stone", "bone", "obsidian", "fur", "scale"] as const
      ).filter((m) => !elsewhere.has(m)),
    );
  const body = named ?? (material ? undefined : element ? ELEMENT_COLORS[element] : base);
  // A near-black coat keeps its ramp low and tight: spread as wide as a mid colour's, the ramp
  // slides up off the black and a black cat is drawn charcoal grey.
  const bodyMat: Mat = body
    ? {
        ramp: scheme.ramp(body, body.L < 0.35 ? { contrast: 0.55 } : undefined),
        light: glossy ? SOFT : MATTE,
      }
    : scheme.material(material!);
  const bodyColor = body ?? base;
  const bellyColor = (bound.belly && !bound.belly.material ? bound.belly.color : undefined) ??
    looseBelly ??
    belly ?? { L: Math.min(0.92, bodyColor.L + 0.18), C: bodyColor.C * 0.6, h: bodyColor.h };
  return {
    body: bodyMat,
    belly: paint(bound.belly?.material ? bound.belly : undefined, MATTE) ?? {
      ramp: scheme.ramp(bellyColor),
      light: MATTE,
    },
    // Markings on a pale animal (a cow's patches) are near black, not a slightly darker white.
    dark: {
      ramp: scheme.ramp({
        L: bodyColor.L > 0.82 ? 0.32 : Math.max(0.25, bodyColor.L - 0.25),
        C: bodyColor.C * 0.8,
        h: bodyColor.h,
      }),
      light: MATTE,
    },
    horn: paint(bound.horns, MATTE) ?? scheme.material("bone"),
    wing: paint(bound.wings, MATTE) ?? {
      ramp: scheme.ramp({
        L: Math.max(0.3, bodyColor.L - 0.1),
        C: bodyColor.C * 0.9,
        h: bodyColor.h,
      }),
      light: MATTE,
    },
    accent: {
      ramp: scheme.ramp(element ? ELEMENT_COLORS[element] : { L: 0.62, C: 0.2, h: 25 }),
      light: SOFT,
    },
    white: { ramp: scheme.ramp(HUES.white), light: MATTE },
    ...(bound.eyes ? { iris: { ramp: scheme.ramp(bound.eyes.color), light: MATTE } } : {}),
  };
}

/**
 * An eye: dark pixels (a square of `size`), or the middle shade of the named eye color, with a white
 * glint on the upper-left once the eye is three pixels or more. Protected from cleanup.
 */
export function drawEye(
  canvas: InkCanvas,
  mats: CreaturePaints,
  x: number,
  y: number,
  size: number,
  part: number,
  tall = false,
) {
  const s = Math.max(1, Math.round(size));
  const h = tall ? s + Math.max(1, Math.round(s / 2)) : s;
  const x0 = Math.round(x - s / 2);
  const y0 = Math.round(y - h / 2);
  const ink = mats.iris ? inkOf(mats.iris.ramp, 2) : OUTLINE_INK;
  for (let yy = y0; yy < y0 + h; yy++) {
    for (let xx = x0; xx < x0 + s; xx++) put(canvas, xx, yy, ink, part, FLAG_DETAIL);
  }
  if (s >= 3 || (s >= 2 && h >= 3))
    put(canvas, x0, y0, inkOf(mats.white.ramp, 4), part, FLAG_DETAIL);
}

/** Unit-space bounds of a body plan. */
export interface Extent {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/** Maps unit coordinates into `box`: uniform scale, centered, resting on the box's bottom. */
export interface Fit {
  readonly s: number;
  x(u: number): number;
  y(v: number): number;
}

export function fitExtent(box: Box, e: Extent, align = 1): Fit {
  const w = e.maxX - e.minX;
  const h = e.maxY - e.minY;
  const s = Math.min(box.w / w, box.h / h);
  const ox = box.x + (box.w - w * s) / 2 - e.minX * s;
  const oy = box.y + (box.h - h * s) * align - e.minY * s;
  return { s, x: (u) => ox + u * s, y: (v) => oy + v * s };
}

export type View = "side" | "front" | "back";

/** Creatures default to profile, where body plans read best. */
export function creatureView(facing: Facing, fallback: View = "side"): View {
  if (facing === "south" || facing === "south-east") return facing === "south" ? "front" : "side";
  if (facing === "north" || facing === "north-east") return facing === "north" ? "back" : "side";
  if (facing === "east") return "side";
  return fallback;
}
