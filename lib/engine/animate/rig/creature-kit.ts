/**
 * What the creature rigs share: the reading of a document's layers (which rig, its size, a unit
 * of motion, how each leg's foot rises when the leg turns), timing helpers and wing flaps.
 */
import type { RigKind, SpriteLayer } from "../../draw";
import type { Prepared } from "./rig-pose";
import type { LayerMove } from "./rig-pose";

export type CreaturePreset = "Idle" | "Walk" | "Run" | "Jump" | "Attack" | "Hurt" | "Death";

export type Moves = Record<string, LayerMove>;

import { ease } from "../easing";

export { clamp01, deg, ease } from "../easing";
export const frac = (x: number) => x - Math.floor(x);
/** The part of a four-legged body's leg below its knee, when the drawer gave it one. */
export const shinOf = (leg: string) => leg.replace(/^leg\./, "shin.");
export const wave = (p: number, cycles = 1, phase = 0) =>
  Math.sin(2 * Math.PI * (cycles * p + phase));

/**
 * Values keyed over the motion (p from 0 to 1), eased between keys; a value missing from a key
 * is 0 there.
 */
export function keyed(p: number, keys: readonly (readonly [number, Record<string, number>])[]) {
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a] = keys[i]!;
  const [p1, b] = keys[i + 1]!;
  const s = ease((p - p0) / Math.max(1e-6, p1 - p0));
  const out: Record<string, number> = {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    out[k] = (a[k] ?? 0) + ((b[k] ?? 0) - (a[k] ?? 0)) * s;
  }
  return (k: string) => out[k] ?? 0;
}

/** What a creature's presets need from its layers. */
export interface Creature {
  readonly rig: RigKind;
  readonly names: ReadonlySet<string>;
  /** Height of the figure at rest and a unit of motion that reads at this size. */
  readonly height: number;
  readonly unit: number;
  /** Bottom middle of the figure at rest: the pivot of a tip or a fall. */
  readonly feet: { x: number; y: number };
  /**
   * How far each leg's lowest pixel rises when the leg is turned by an angle about its joint and
   * (a leg that bends) the part below its knee by `bend` more about the knee.
   */
  readonly legRise: ReadonlyMap<string, (angle: number, bend?: number) => number>;
  /** Each leg's lowest row at rest: seen head-on or from behind, the far feet stand higher. */
  readonly footY: ReadonlyMap<string, number>;
  /** Each layer's joint row and lowest drawn row at rest (what a part scaled about its joint keeps). */
  readonly rows: ReadonlyMap<string, { readonly joint: number; readonly bottom: number }>;
  /**
   * How many times longer than thick the legs are (hip to foot over the upper leg's mean drawn
   * width; 0 without legs): a stubby leg swung as far as a slender one crumples into the body.
   */
  readonly legSlenderness: number;
}

const QUADRUPED = [
  "body",
  "head",
  "leg.fore.near",
  "leg.hind.near",
  "leg.fore.far",
  "leg.hind.far",
];
/** A quadruped seen head-on or from behind: its legs named by the viewer's left and right. */
const QUADRUPED_FACING = [
  "body",
  "head",
  "leg.fore.left",
  "leg.fore.right",
  "leg.hind.left",
  "leg.hind.right",
];

/** The rig's reading of a document, or null when its layers are not the rig's. */
export function readCreature(prep: Prepared): Creature | null {
  const { doc } = prep;
  const names = new Set(doc.layers.map((l) => l.name));
  const needs: Partial<Record<RigKind, readonly string[]>> = {
    quadruped: QUADRUPED,
    winged: ["body"],
    serpent: ["body", "head", "segment.0"],
    insect: ["body", "leg.0.left", "leg.0.right"],
    blob: ["body", "face"],
    hinged: ["base", "lid"],
  };
  const need = needs[doc.rig];
  const has = (list: readonly string[] | undefined) => !!list?.every((n) => names.has(n));
  if (!has(need) && !(doc.rig === "quadruped" && has(QUADRUPED_FACING))) return null;
  if (doc.rig === "winged" && ![...names].some((n) => n.startsWith("wing."))) return null;
  let top = doc.height;
  let left = doc.width;
  let right = -1;
  for (const layer of doc.layers) {
    if (layer.width === 0) continue;
    top = Math.min(top, layer.y);
    left = Math.min(left, layer.x);
    right = Math.max(right, layer.x + layer.width - 1);
  }
  const height = Math.max(1, prep.groundY - top + 1);
  const legRise = new Map<string, (angle: number, bend?: number) => number>();
  const footY = new Map<string, number>();
  const legNames = new Set(doc.layers.filter((l) => l.role === "leg").map((l) => l.name));
  const slenderness: number[] = [];
  for (const l of doc.layers) {
    // A leg's part below the knee is read with the leg it hangs from.
    if (l.role !== "leg" || (l.parent && legNames.has(l.parent))) continue;
    const shin = doc.layers.find((s) => s.role === "leg" && s.parent === l.name);
    // Pixel offsets from the hip; the shin's from its knee, which sits `knee` from the hip.
    const offsets = (layer: SpriteLayer, from: { x: number; y: number }) => {
      const out: [number, number][] = [];
      layer.ink.forEach((ink, i) => {
        if (ink < 0) return;
        const y = layer.y + Math.floor(i / layer.width);
        footY.set(l.name, Math.max(footY.get(l.name) ?? 0, y));
        out.push([layer.x + (i % layer.width) + 0.5 - from.x, y + 0.5 - from.y]);
      });
      return out;
    };
    const upper = offsets(l, l.joint);
    const lower = shin ? offsets(shin, shin.joint) : [];
    const knee = shin ? { x: shin.joint.x - l.joint.x, y: shin.joint.y - l.joint.y } : null;
    const lowest = (angle: number, bend: number) => {
      const s = Math.sin(angle);
      const c = Math.cos(angle);
      let best = Number.NEGATIVE_INFINITY;
      for (const [x, y] of upper) best = Math.max(best, s * x + c * y);
      if (knee) {
        const kneeY = s * knee.x + c * knee.y;
        const sb = Math.sin(angle + bend);
        const cb = Math.cos(angle + bend);
        for (const [x, y] of lower) best = Math.max(best, kneeY + sb * x + cb * y);
      }
      return best;
    };
    const rest = lowest(0, 0);
    const inkRows = new Set(upper.map(([, y]) => y)).size;
    if (inkRows > 0) slenderness.push(rest / (upper.length / inkRows));
    legRise.set(l.name, (angle, bend = 0) => rest - lowest(angle, bend));
  }
  const rows = new Map(
    doc.layers.map((l) => [l.name, { joint: l.joint.y, bottom: l.y + l.height - 1 }] as const),
  );
  return {
    rig: doc.rig,
    names,
    legRise,
    footY,
    rows,
    legSlenderness: slenderness.length
      ? slenderness.reduce((a, b) => a + b, 0) / slenderness.length
      : 0,
    height,
    unit: Math.max(1, Math.round(height / 24)),
    feet: { x: (left + right + 1) / 2, y: prep.groundY + 1 },
  };
}

/**
 * How much of a slender leg's swing a creature's legs take (0.45 to 1): a leg about four times
 * longer than thick swings in full; a stubby one (a dragon's, a bear's) less, so at the far end of
 * its swing it still reads as a leg beside the body instead of folding into it.
 */
export function legSwing(c: Creature): number {
  return Math.min(1, Math.max(0.45, (c.legSlenderness - 1) / 2.5));
}

export function wings(c: Creature, flap: number): Moves {
  const out: Moves = {};
  for (const name of c.names) {
    if (!name.startsWith("wing.")) continue;
    // Spread sideways (a bat from the front) the two wings turn opposite ways.
    out[name] = { angle: name === "wing.right" ? -flap : flap };
  }
  return out;
}

/**
 * A spider's leg seen in profile standing up over its back (the far leg of a pair, its foot a
 * quarter of the height above its partner's). Those legs stand a few pixels apart side by side:
 * one turned about its root crosses its neighbours into a tangle, so gestures leave them be.
 */
export function overTheBack(c: Creature, leg: string): boolean {
  const partner = leg.endsWith(".left")
    ? leg.replace(/\.left$/, ".right")
    : leg.replace(/\.right$/, ".left");
  const foot = c.footY.get(leg);
  const other = c.footY.get(partner);
  return foot !== undefined && other !== undefined && foot < other - c.height / 4;
}
