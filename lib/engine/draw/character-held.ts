/**
 * A shape-language subject held in a character's hand ("a miner with a pickaxe", "a bard with a
 * lute"): the subject's parts, drawn small with their grip on the hand. Shape subjects are drawn
 * as icons, held end at the bottom left; in the hand the icon keeps that pose, mirrored when
 * the hand is on the viewer's left so the item points away from the body. A long, thin subject
 * gripped from the top (a cane) hangs from the hand down to the ground.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { MATERIALS, type Material } from "../prompt";
import {
  subjectEntry,
  type ShapeMaterial,
  type ShapePart,
  type ShapeSpec,
  type XY,
} from "../subjects";
import type { InkCanvas } from "./canvas";
import { HUES } from "./materials";
import type { Mat } from "./pen";
import type { Scheme } from "./scheme";
import { paintShape } from "./shape-subject";
import { leanParts, nearestOnParts, turnPoint } from "./character-held-grip";
import type { Point } from "./types";

const MATTE = { contrast: 0.9, highlight: false } as const;
const GLOSS = { contrast: 1.2, highlight: true } as const;

const hexOklch = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

/** How long an item is in the hand, as a share of the figure's height (its longer side). */
const HELD_SIZE: Readonly<Record<string, number>> = {
  "fishing rod": 0.72,
  trident: 0.78,
  pitchfork: 0.8,
  scythe: 0.7,
  halberd: 0.8,
  lance: 0.8,
  pistol: 0.24,
  wrench: 0.32,
  lute: 0.56,
  rifle: 0.5,
  shuriken: 0.16,
  // Long enough in the hand that its gold guard and wrapped grip show past the fist.
  katana: 0.58,
  // Big enough that the glass bulb and its coloured brew read as a flask, not a bead.
  "alchemist flask": 0.3,
};

/**
 * How far a pole held upright leans out of the hand, in radians: a fork's head wider than the
 * hand's reach from the face would otherwise stand its prongs over the face or the hat.
 */
const HELD_LEAN: Readonly<Record<string, number>> = {
  trident: 0.3,
  pitchfork: 0.2,
  halberd: 0.2,
};

/**
 * The shape spec of a held subject (its bolder held silhouette where it has one), or null when
 * `key` is not a shape subject.
 */
export function heldShapeSpec(key: string): { spec: ShapeSpec; colors: readonly string[] } | null {
  const entry = subjectEntry(key);
  if (!entry || !("shape" in entry.draw)) return null;
  return { spec: entry.heldShape ?? entry.draw.shape, colors: entry.colors ?? [] };
}

function matsFor(scheme: Scheme, spec: ShapeSpec, colors: readonly string[]) {
  const main: Mat = (MATERIALS as readonly string[]).includes(spec.main ?? "")
    ? scheme.material(spec.main as Material)
    : {
        ramp: scheme.ramp(colors[0] ? hexOklch(colors[0]) : { L: 0.6, C: 0.1, h: 60 }),
        light: GLOSS,
      };
  const accent = colors[1] ? hexOklch(colors[1]) : { L: 0.6, C: 0.2, h: 25 };
  const mats: Readonly<Record<ShapeMaterial, Mat>> = {
    main,
    accent: { ramp: scheme.ramp(accent), light: GLOSS },
    wood: scheme.material("wood"),
    darkWood: { ramp: scheme.ramp({ L: 0.38, C: 0.06, h: 50 }), light: MATTE },
    metal: scheme.material("metal"),
    gold: scheme.material("gold"),
    stone: scheme.material("stone"),
    leaf: scheme.material("plant"),
    cloth: { ramp: scheme.ramp(HUES.red), light: MATTE },
    paper: scheme.material("paper"),
    glass: scheme.material("glass"),
    dark: { ramp: scheme.ramp({ L: 0.3, C: 0.03, h: 280 }), light: MATTE },
    white: { ramp: scheme.ramp(HUES.white), light: MATTE },
    fireOuter: { ramp: scheme.ramp({ L: 0.62, C: 0.2, h: 35 }), light: MATTE },
    fireInner: { ramp: scheme.ramp({ L: 0.86, C: 0.16, h: 85 }), light: MATTE },
  };
  return mats;
}

function pointsOf(p: ShapePart): readonly XY[] {
  if (p.k === "ellipse") {
    return [
      [p.c[0] - p.r[0], p.c[1] - p.r[1]],
      [p.c[0] + p.r[0], p.c[1] + p.r[1]],
    ];
  }
  if (p.k === "rect") return [p.at, [p.at[0] + p.size[0], p.at[1] + p.size[1]]];
  if (p.k === "capsule") return [p.a, p.b];
  return p.points;
}

/**
 * Paints the held subject `key` with its grip on `hand`; `height` is the figure's height and
 * `ground` the y of its feet. Returns the grip and the far tip, or null for a key that is not a
 * shape subject.
 */
export function drawHeldShape(
  canvas: InkCanvas,
  scheme: Scheme,
  key: string,
  hand: Point,
  height: number,
  ground: number,
  mirror: boolean,
  /**
   * How far down the shaft the hand holds it, as a share of the figure's height: a winged
   * figure grounds its pole and holds it higher up, so the head ends in front of the wing.
   */
  holdDown = 0,
): { grip: Point; tip: Point } | null {
  const found = heldShapeSpec(key);
  if (!found) return null;
  const { spec, colors } = found;
  const all = spec.parts.flatMap(pointsOf);
  const minX = Math.min(...all.map((q) => q[0]));
  const maxX = Math.max(...all.map((q) => q[0]));
  const minY = Math.min(...all.map((q) => q[1]));
  const maxY = Math.max(...all.map((q) => q[1]));
  // Without a grip of its own, the hand closes on the part nearest the held corner: a fork's
  // corner is empty air beside its shaft, and a hand there held nothing.
  const grip: XY =
    spec.anchors?.grip ??
    nearestOnParts(spec.parts, [minX + (maxX - minX) * 0.12, maxY - (maxY - minY) * 0.1]);
  // A long, thin subject held by its top (a cane) hangs to the ground.
  const hanging = grip[1] < (minY + maxY) / 2 && maxY - minY > 2 * (maxX - minX);
  const s = hanging
    ? Math.max(1, ground - hand.y) / Math.max(0.05, maxY - grip[1])
    : (height * (HELD_SIZE[key] ?? 0.42)) / Math.max(maxX - minX, maxY - minY);
  const sx = mirror ? -s : s;
  const gx = hand.x + 0.5;
  const gy = Math.min(ground, hand.y + height * holdDown) + 0.5;
  const at = ([x, y]: XY) => ({ x: gx + (x - grip[0]) * sx, y: gy + (y - grip[1]) * s });
  const mats = matsFor(scheme, spec, colors);
  // A pole held in a hand hanging at the side leans its head out, away from the head.
  const lean = HELD_LEAN[key] ?? 0;
  const drawn: ShapeSpec = lean ? { ...spec, parts: leanParts(spec.parts, grip, lean) } : spec;
  paintShape(canvas, drawn, mats, {
    s,
    x: (v) => gx + (v - grip[0]) * sx,
    y: (v) => gy + (v - grip[1]) * s,
  });
  const far = spec.anchors?.tip ?? [maxX, minY];
  const tip = at(lean ? turnPoint(far, grip, lean) : far);
  return { grip: { x: hand.x, y: hand.y }, tip: { x: Math.round(tip.x), y: Math.round(tip.y) } };
}
