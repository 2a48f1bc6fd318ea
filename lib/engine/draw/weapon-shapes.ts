/**
 * Weapon shapes along an axis, shared by the weapon generator (a weapon filling the frame) and
 * the character generator (a weapon in a hand). A weapon is posed by its grip point, the unit
 * direction from grip to tip, its length and a thickness unit, so the same code draws a sword
 * held upright in a 32-px knight's fist and a 128-px sword icon across the diagonal.
 */
import { FLAG_DETAIL, FLAG_THIN, type InkCanvas, newPart } from "./canvas";
import { type Mat, pen } from "./pen";
import { flat, lit } from "./shading";
import {
  drawLine,
  fillCapsule,
  fillEllipse,
  fillPolygon,
  fillRect,
  type Pen,
  type Vec,
} from "./shapes";
import type { Point } from "./types";

export const WEAPON_KINDS = [
  "sword",
  "dagger",
  "axe",
  "bow",
  "staff",
  "wand",
  "spear",
  "hammer",
  "mace",
  "shield",
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

/** Weapons whose haft or body is wood (a sword's and a dagger's grip is leather-wrapped). */
const WOODEN_KINDS: ReadonlySet<WeaponKind> = new Set([
  "staff",
  "bow",
  "spear",
  "axe",
  "hammer",
  "mace",
  "wand",
]);

/** Whether `kind` has a wooden haft or body, which a named colour or material also paints. */
export function isWooden(kind: WeaponKind): boolean {
  return WOODEN_KINDS.has(kind);
}

export interface WeaponMats {
  /** Blade, axe head, spear point, hammer head. */
  readonly blade: Mat;
  /** Grip, shaft, bow limbs. */
  readonly handle: Mat;
  /** Cross-guard, pommel, fittings, shield rim. */
  readonly guard: Mat;
  /** Gem, orb, emblem, shield face. */
  readonly accent: Mat;
}

export interface WeaponPose {
  /** Center of the grip. */
  readonly gx: number;
  readonly gy: number;
  /** Unit vector from grip toward the tip. */
  readonly ux: number;
  readonly uy: number;
  /** Grip to tip, in pixels. */
  readonly length: number;
  /** Thickness unit in pixels (blade half-width is about 0.6 of it). */
  readonly width: number;
  /**
   * Which way on screen (-1 left, 1 right) an axe's head faces. Without it the head is on the
   * shaft's shaded side, as an icon draws it; a figure's axe faces away from its body, so the
   * head never covers the face.
   */
  readonly headSide?: -1 | 1;
  /** What tops a staff (an orb between prongs when not given). */
  readonly staffHead?: StaffHead;
  /**
   * The radius of the fist closed on the grip, when a figure holds it: a sword's crossguard
   * then sits just past the fist and reaches beyond it each side, and its pommel shows under
   * it, so hilt and blade read at a figure's size.
   */
  readonly fist?: number;
  /** A shield's width as a share of its face-on width: under 1 when seen at a slant. */
  readonly across?: number;
}

/**
 * What tops a staff, so each caster's reads as its own: a wizard's orb between prongs, a witch's
 * crook with a hanging orb, a druid's wood sprouting leaves, a necromancer's skull, a priest's
 * cross, a shaman's feathers tied under a knob, a monk's plain capped quarterstaff. The staff's
 * `accent` paints the orb, skull, leaves or feathers; `guard` the cross and the caps.
 */
export const STAFF_HEADS = [
  "orb",
  "crook",
  "leaves",
  "skull",
  "cross",
  "feathers",
  "plain",
] as const;
export type StaffHead = (typeof STAFF_HEADS)[number];

interface Axis {
  at(d: number, off?: number): Vec;
  readonly px: number;
  readonly py: number;
}

function axis(pose: WeaponPose): Axis {
  const px = -pose.uy;
  const py = pose.ux;
  return {
    px,
    py,
    at: (d, off = 0) => ({
      x: pose.gx + pose.ux * d + px * off,
      y: pose.gy + pose.uy * d + py * off,
    }),
  };
}

function capsule(canvas: InkCanvas, p: Pen, a: Vec, b: Vec, ra: number, rb = ra): void {
  fillCapsule(canvas, p, a.x, a.y, b.x, b.y, ra, rb);
}

/** The side of the axis (+1 or -1 along the perpendicular) that faces the top-left light. */
function litSide(ax: Axis): number {
  return ax.px * -0.55 + ax.py * -0.65 >= 0 ? 1 : -1;
}

/**
 * A two-tone blade: the half facing the light one level up, the other half down, split along
 * the ridge, which is how a flat steel blade reads in pixel art.
 */
function blade(canvas: InkCanvas, mat: Mat, left: Vec[], right: Vec[]): void {
  const part = newPart(canvas);
  const light: Pen = { ramp: mat.ramp, shader: flat(3), part };
  const dark: Pen = { ramp: mat.ramp, shader: flat(2), part };
  fillPolygon(canvas, dark, right);
  fillPolygon(canvas, light, left);
}

/** A sword's blade, by the seed: straight-sided, broad, or tapering from the guard to the point. */
export const SWORD_BLADES = ["straight", "broad", "tapered"] as const;
export type SwordBlade = (typeof SWORD_BLADES)[number];

/** A sword's thickness unit at most this share of its length. */
const SWORD_MAX_WIDTH = 0.09;

function sword(
  canvas: InkCanvas,
  mats: WeaponMats,
  pose: WeaponPose,
  dagger: boolean,
  style: SwordBlade,
): Point {
  const ax = axis(pose);
  const L = pose.length;
  // Held across a fist in profile, a sword's blade is slim for its length whatever arm holds
  // it: sized by a robed caster's wide sleeve it came out as broad as it was short, a club.
  const w =
    dagger || pose.fist === undefined ? pose.width : Math.min(pose.width, L * SWORD_MAX_WIDTH);
  const side = litSide(ax);
  const bw = Math.max(0.9, w * (dagger ? 0.75 : 0.6) * (style === "broad" ? 1.35 : 1));
  // A dagger's grip is a third of its length, a sword's a tenth: the short blade is what says
  // dagger at any size.
  const fist = dagger ? 0 : (pose.fist ?? 0);
  const r = Math.max(0.6, w * 0.32);
  // Held, the hilt is moved out of the fist and the blade keeps its length past the guard.
  const past = Math.max(0, fist + r + 0.5 - L * 0.1);
  const guardAt = L * (dagger ? 0.22 : 0.1) + past;
  const pommel = -Math.max(L * (dagger ? 0.16 : 0.13), fist + 0.8);
  const gw = Math.max(1.6, w * (dagger ? 1.2 : 1.7), fist + 1.5);
  capsule(canvas, pen(canvas, mats.handle), ax.at(pommel + L * 0.03), ax.at(guardAt), r);
  fillEllipse(
    canvas,
    pen(canvas, mats.guard),
    ax.at(pommel).x,
    ax.at(pommel).y,
    Math.max(0.8, w * 0.5),
    Math.max(0.8, w * 0.5),
  );
  const base = guardAt + r;
  const shoulder = L * (dagger ? 0.7 : style === "broad" ? 0.88 : 0.84) + past;
  // A tapered blade narrows all the way: its shoulder is only half as wide as its base.
  const sw = style === "tapered" ? Math.max(0.6, bw * 0.5) : bw;
  const point = L + past;
  const lit = [ax.at(base, 0), ax.at(base, bw * side), ax.at(shoulder, sw * side), ax.at(point, 0)];
  const shade = [
    ax.at(base, 0),
    ax.at(base, -bw * side),
    ax.at(shoulder, -sw * side),
    ax.at(point, 0),
  ];
  blade(canvas, mats.blade, lit, shade);
  capsule(canvas, pen(canvas, mats.guard), ax.at(guardAt, gw), ax.at(guardAt, -gw), r);
  if (w >= 3) {
    const gem = pen(canvas, mats.accent, { detail: true });
    const c = ax.at(guardAt);
    fillEllipse(canvas, gem, c.x, c.y, Math.max(0.7, w * 0.3), Math.max(0.7, w * 0.3));
  }
  return ax.at(point);
}

function axe(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose): Point {
  const ax = axis(pose);
  const L = pose.length;
  const w = pose.width;
  const side =
    pose.headSide !== undefined && Math.abs(ax.px) > 0.1
      ? pose.headSide * Math.sign(ax.px)
      : -litSide(ax);
  // In a figure's hand (a head side is given) the head is the small bearded one.
  const held = pose.headSide !== undefined;
  capsule(
    canvas,
    pen(canvas, mats.handle),
    ax.at(-L * 0.12),
    ax.at(L * (held ? 1.02 : 0.98)),
    Math.max(0.7, w * 0.4),
  );
  if (held) {
    heldAxeHead(canvas, mats, ax, L, Math.max(3, w * 3.5) * side);
    return ax.at(L);
  }
  // A bearded head: a short neck where it grips the haft, flaring to a curved cutting edge
  // whose lower horn hooks down into a beard, with air between beard and haft. A straight-edged
  // slab as wide as the neck is long reads as a flag on a pole, not an axe.
  const hw = Math.max(3, w * 4) * side;
  const head = [
    ax.at(L * 0.9, 0),
    ax.at(L * 0.9, hw * 0.3),
    ax.at(L * 0.97, hw * 0.62),
    ax.at(L * 1.02, hw * 0.92),
    ax.at(L * 0.94, hw * 1.04),
    ax.at(L * 0.82, hw * 1.08),
    ax.at(L * 0.68, hw * 1.0),
    ax.at(L * 0.56, hw * 0.86),
    ax.at(L * 0.68, hw * 0.7),
    ax.at(L * 0.74, hw * 0.46),
    ax.at(L * 0.76, hw * 0.28),
    ax.at(L * 0.76, 0),
  ];
  fillPolygon(canvas, pen(canvas, mats.blade), head, "pillow");
  if (Math.abs(hw) >= 4) {
    honedEdge(canvas, mats, [
      ax.at(L * 0.64, hw * 0.9),
      ax.at(L * 0.74, hw * 0.98),
      ax.at(L * 0.84, hw * 1.0),
      ax.at(L * 0.95, hw * 0.95),
    ]);
  }
  axeEye(canvas, mats, ax, L, w, 0.74, 0.9);
  return ax.at(L);
}

/**
 * An axe's head in a figure's hand: a bearded head on a narrow neck, flaring to a curved cutting
 * edge with a toe above and a beard hanging below, the haft's end showing over it. The icon's
 * broad head, fixed along the haft's whole top, read at a figure's size as a flat grey flag on
 * a pole, barely held.
 */
function heldAxeHead(
  canvas: InkCanvas,
  mats: WeaponMats,
  ax: ReturnType<typeof axis>,
  L: number,
  hw: number,
): void {
  const head = [
    ax.at(L * 0.9, 0),
    ax.at(L * 0.9, hw * 0.3),
    ax.at(L * 1.0, hw * 0.82),
    ax.at(L * 0.96, hw * 1.04),
    ax.at(L * 0.82, hw * 1.12),
    ax.at(L * 0.68, hw * 1.04),
    ax.at(L * 0.58, hw * 0.8),
    ax.at(L * 0.69, hw * 0.48),
    ax.at(L * 0.75, hw * 0.26),
    ax.at(L * 0.75, 0),
  ];
  fillPolygon(canvas, pen(canvas, mats.blade), head, "pillow");
  if (Math.abs(hw) >= 4) {
    honedEdge(canvas, mats, [
      ax.at(L * 0.95, hw * 0.98),
      ax.at(L * 0.82, hw * 1.05),
      ax.at(L * 0.67, hw * 0.98),
    ]);
  }
  axeEye(canvas, mats, ax, L, hw / 3.5, 0.74, 0.91);
}

/** An axe's honed edge: a bright line through `points`, just inside its cutting curve. */
function honedEdge(canvas: InkCanvas, mats: WeaponMats, points: readonly Vec[]): void {
  const edge = pen(canvas, mats.blade, { shader: flat(4) });
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    drawLine(canvas, edge, a.x, a.y, b.x, b.y);
  }
}

/** The eye: a dark steel collar where the head grips the haft, from `from` to `to` of L. */
function axeEye(
  canvas: InkCanvas,
  mats: WeaponMats,
  ax: ReturnType<typeof axis>,
  L: number,
  w: number,
  from: number,
  to: number,
): void {
  capsule(
    canvas,
    pen(canvas, mats.blade, { shader: flat(1) }),
    ax.at(L * from, 0),
    ax.at(L * to, 0),
    Math.max(0.8, Math.abs(w) * 0.55),
  );
}

function spear(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose): Point {
  const ax = axis(pose);
  const L = pose.length;
  const w = pose.width;
  const side = litSide(ax);
  capsule(
    canvas,
    pen(canvas, mats.handle),
    ax.at(-L * 0.25),
    ax.at(L * 0.72),
    Math.max(0.6, w * 0.35),
  );
  // A leaf-shaped head a quarter of the spear long and several shafts wide, on a socket.
  const hw = Math.max(1.5, w * 2.2);
  const lit = [
    ax.at(L * 0.68, 0),
    ax.at(L * 0.72, hw * 0.7 * side),
    ax.at(L * 0.8, hw * side),
    ax.at(L * 0.9, hw * 0.6 * side),
    ax.at(L, 0),
  ];
  const shade = [
    ax.at(L * 0.68, 0),
    ax.at(L * 0.72, -hw * 0.7 * side),
    ax.at(L * 0.8, -hw * side),
    ax.at(L * 0.9, -hw * 0.6 * side),
    ax.at(L, 0),
  ];
  blade(canvas, mats.blade, lit, shade);
  capsule(
    canvas,
    pen(canvas, mats.guard),
    ax.at(L * 0.6, 0),
    ax.at(L * 0.68, 0),
    Math.max(0.8, w * 0.55),
    Math.max(0.8, w * 0.7),
  );
  return ax.at(L);
}

function staff(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose, wand: boolean): Point {
  const ax = axis(pose);
  const L = pose.length;
  const w = pose.width;
  const r = Math.max(0.7, w * (wand ? 0.32 : 0.42));
  const head = wand ? "orb" : (pose.staffHead ?? "orb");
  if (head !== "orb") return staffTop(canvas, mats, pose, head, r);
  capsule(
    canvas,
    pen(canvas, mats.handle),
    ax.at(wand ? -L * 0.15 : -L * 0.3),
    ax.at(L * 0.86),
    r,
    r * 0.85,
  );
  const orbR = Math.max(1.2, w * (wand ? 0.9 : 1.25));
  const c = ax.at(L - orbR);
  if (w >= 2.5) {
    const prong = pen(canvas, mats.guard);
    capsule(
      canvas,
      prong,
      ax.at(L * 0.84, 0),
      ax.at(L - orbR * 0.6, orbR * 1.15),
      Math.max(0.6, w * 0.22),
    );
    capsule(
      canvas,
      prong,
      ax.at(L * 0.84, 0),
      ax.at(L - orbR * 0.6, -orbR * 1.15),
      Math.max(0.6, w * 0.22),
    );
  }
  fillEllipse(canvas, pen(canvas, mats.accent), c.x, c.y, orbR, orbR);
  return ax.at(L);
}

/** A staff with a head other than the orb: the shaft to the top, then its head. */
function staffTop(
  canvas: InkCanvas,
  mats: WeaponMats,
  pose: WeaponPose,
  head: Exclude<StaffHead, "orb">,
  r: number,
): Point {
  const ax = axis(pose);
  const L = pose.length;
  const w = pose.width;
  const wood = pen(canvas, mats.handle);
  const top = head === "plain" ? L : head === "crook" ? L * 0.86 : L * 0.9;
  capsule(canvas, wood, ax.at(-L * 0.3), ax.at(top), r, r * 0.85);
  const u = Math.max(1.4, w * 1.1);
  // The perpendicular that points up-screen side of the axis is irrelevant for an upright staff:
  // offsets are drawn symmetric except the crook, which bends toward +perpendicular.
  switch (head) {
    case "plain": {
      const cap = pen(canvas, mats.guard);
      for (const d of [L - u * 0.6, -L * 0.3 + u * 0.4])
        capsule(canvas, cap, ax.at(d - u * 0.3), ax.at(d + u * 0.3), r * 1.25);
      capsule(canvas, cap, ax.at(L * 0.34), ax.at(L * 0.42), r * 1.15);
      return ax.at(L);
    }
    case "crook": {
      // The shaft bends over into a hook, an orb hanging under its tip.
      const bend = [ax.at(L * 0.94, u * 0.5), ax.at(L, u * 1.4), ax.at(L * 0.95, u * 2.2)];
      let prev = ax.at(top);
      for (const p of bend) {
        capsule(canvas, wood, prev, p, r * 0.9);
        prev = p;
      }
      const orb = ax.at(L * 0.84, u * 2.2);
      fillEllipse(canvas, pen(canvas, mats.accent), orb.x, orb.y, u * 0.6, u * 0.6);
      return ax.at(L);
    }
    case "leaves": {
      // Gnarled wood forking at the top, leaves sprouting all round the fork.
      const leaf = pen(canvas, mats.accent);
      capsule(canvas, wood, ax.at(top), ax.at(L, u * 0.8), r * 0.8);
      capsule(canvas, wood, ax.at(top), ax.at(L * 0.98, -u * 0.7), r * 0.8);
      for (const [d, off] of [
        [L * 0.97, u * 1.3],
        [L * 0.92, -u * 1.3],
        [L * 1.02, 0],
        [L * 0.86, u * 1.0],
        [L * 0.84, -u * 0.9],
      ] as const) {
        const c = ax.at(d, off);
        fillEllipse(canvas, leaf, c.x, c.y, u * 0.55, u * 0.5);
      }
      return ax.at(L + u * 0.5);
    }
    case "skull": {
      // A skull set on the tip: the cranium, a narrower jaw, two dark sockets.
      const bone = pen(canvas, mats.accent);
      const c = ax.at(L - u * 1.3);
      fillEllipse(canvas, bone, c.x, c.y, u * 1.45, u * 1.3, "dome");
      const jaw = ax.at(L - u * 2.6);
      fillEllipse(canvas, bone, jaw.x, jaw.y, u * 0.85, u * 0.6);
      const socket = pen(canvas, mats.handle, { shader: flat(0), detail: true });
      for (const s of [-1, 1]) {
        const e = ax.at(L - u * 1.55, s * u * 0.6);
        fillRect(canvas, socket, Math.round(e.x - 0.5), Math.round(e.y - 1), 1, 2);
      }
      return ax.at(L);
    }
    case "cross": {
      // A gold cross on the tip: the upright on the shaft, the bar a third of the way down it.
      const gold = pen(canvas, mats.guard);
      const arm = Math.max(1.5, u * 1.4);
      capsule(canvas, gold, ax.at(L - arm * 2.2), ax.at(L), Math.max(0.8, r * 1.3));
      capsule(canvas, gold, ax.at(L - arm * 1.3, -arm), ax.at(L - arm * 1.3, arm), r * 1.3);
      return ax.at(L);
    }
    case "feathers": {
      // A knob on the tip, feathers tied under it hanging down both sides.
      const knob = ax.at(L - u * 0.5);
      fillEllipse(canvas, pen(canvas, mats.handle), knob.x, knob.y, u * 0.75, u * 0.75, "dome");
      const feather = pen(canvas, mats.accent);
      for (const s of [-1, 1]) {
        const a = ax.at(L - u * 1.1, s * u * 0.6);
        const b = ax.at(L - u * 3.4, s * u * 1.5);
        capsule(canvas, feather, a, b, Math.max(0.7, u * 0.45), 0.5);
      }
      const white = pen(canvas, mats.guard);
      const a = ax.at(L - u * 1.2, u * 0.2);
      capsule(canvas, white, a, ax.at(L - u * 3.0, u * 0.4), Math.max(0.6, u * 0.35), 0.4);
      return ax.at(L);
    }
  }
}

function hammer(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose, mace: boolean): Point {
  const ax = axis(pose);
  const L = pose.length;
  const w = pose.width;
  capsule(
    canvas,
    pen(canvas, mats.handle),
    ax.at(-L * 0.2),
    ax.at(L * 0.82),
    Math.max(0.7, w * 0.4),
  );
  if (mace) {
    // A head a quarter of the weapon across, studded all round: eight spikes, so the ball
    // reads as a mace's and not a knob at the end of a stick.
    const r = Math.max(2, Math.min(w * 2.6, L * 0.16));
    const c = ax.at(L - r);
    const spikes = pen(canvas, mats.blade, { shader: flat(2) });
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      const tip = ax.at(L - r + Math.cos(a) * r * 1.6, Math.sin(a) * r * 1.6);
      capsule(canvas, spikes, c, tip, Math.max(0.7, w * 0.7), 0.4);
    }
    fillEllipse(canvas, pen(canvas, mats.blade), c.x, c.y, r, r);
    return ax.at(L + r * 0.45);
  }
  // Across the haft no wider than a fifth of its length: a broad grip (a dwarf's thick arm)
  // stretched the head into a plank longer than the haft.
  const hw = Math.min(Math.max(2.2, w * 2.1), Math.max(2.2, L * 0.2));
  const box = [ax.at(L * 0.7, hw), ax.at(L, hw), ax.at(L, -hw), ax.at(L * 0.7, -hw)];
  fillPolygon(canvas, pen(canvas, mats.blade), box, "pillow");
  return ax.at(L);
}

/**
 * A bow: two limbs bending evenly from a wrapped grip at the middle, thickest at the grip and
 * tapering to the tips, which flick back a little; the string one thin light line from tip to
 * tip. The string takes no outline: outlined, it became a band as heavy as the limbs.
 */
function bow(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose): Point {
  const ax = axis(pose);
  const half = pose.length / 2;
  const w = pose.width;
  const bend = Math.max(1.5, half * 0.4);
  const limb = pen(canvas, mats.handle);
  const steps = Math.max(8, Math.ceil(half / 1.5)) * 2;
  const r = Math.max(0.6, w * 0.5);
  // Sampled from the middle out to each tip, so both limbs are the same curve mirrored.
  const limbPoint = (s: number) => ax.at(s * half, bend * (1 - s * s) - bend * 0.22 * s ** 6);
  for (const sign of [1, -1]) {
    let prev = limbPoint(0);
    for (let i = 1; i <= steps / 2; i++) {
      const s = (i / (steps / 2)) * sign;
      const point = limbPoint(s);
      const taper = (k: number) => Math.max(0.6, r * (1 - 0.6 * Math.abs(k)));
      capsule(canvas, limb, prev, point, taper(s - sign / (steps / 2)), taper(s));
      prev = point;
    }
  }
  const top = ax.at(half, -bend * 0.22);
  const bottom = ax.at(-half, -bend * 0.22);
  const string = {
    ...pen(canvas, mats.handle, { shader: flat(0), innerLine: false }),
    flags: FLAG_THIN | FLAG_DETAIL,
  };
  drawLine(canvas, string, top.x, top.y, bottom.x, bottom.y);
  // The grip: a pale wrap round the middle, a little proud of the limbs, crossed by dark turns
  // square to the limb, so it reads as bound where the hand holds it.
  const grip = ax.at(0, bend);
  const wrap = Math.max(1.5, half * 0.13);
  const onLimb = (d: number, off = 0) => ax.at(d, bend * (1 - (d / half) ** 2) + off);
  capsule(canvas, pen(canvas, mats.guard), onLimb(-wrap), onLimb(wrap), r * 1.3);
  if (wrap >= 3) {
    const turn = pen(canvas, mats.accent, { shader: flat(1), detail: true });
    for (const k of [-0.6, 0, 0.6]) {
      const a = onLimb(k * wrap, -r * 1.1);
      const b = onLimb(k * wrap, r * 1.1);
      drawLine(canvas, turn, a.x, a.y, b.x, b.y);
    }
  }
  return grip;
}

function shield(canvas: InkCanvas, mats: WeaponMats, pose: WeaponPose): Point {
  // Upright heater shield centered on the grip, `length` tall; the pose direction is ignored
  // because a shield is always shown face-on.
  const { gx, gy } = pose;
  const h = pose.length;
  const hw = h * 0.42 * (pose.across ?? 1);
  const top = gy - h * 0.48;
  const outline = (inset: number): Vec[] => {
    const pts: Vec[] = [
      { x: gx - hw + inset, y: top + inset },
      { x: gx + hw - inset, y: top + inset },
    ];
    const steps = 8;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      // Right flank curving down to the point.
      pts.push({
        x: gx + (hw - inset) * Math.cos((t * Math.PI) / 2) ** 0.8,
        y: top + inset + (h * 0.42 - inset) + (h * 0.56 - inset) * Math.sin((t * Math.PI) / 2),
      });
    }
    for (let i = steps; i >= 0; i--) {
      const t = i / steps;
      pts.push({
        x: gx - (hw - inset) * Math.cos((t * Math.PI) / 2) ** 0.8,
        y: top + inset + (h * 0.42 - inset) + (h * 0.56 - inset) * Math.sin((t * Math.PI) / 2),
      });
    }
    return pts.filter((p, i, all) => i === 0 || p.x !== all[i - 1]!.x || p.y !== all[i - 1]!.y);
  };
  fillPolygon(canvas, pen(canvas, mats.guard), outline(0), "pillow");
  const rim = Math.max(1, Math.round(h * 0.09));
  fillPolygon(canvas, pen(canvas, mats.accent, { innerLine: false }), outline(rim), "pillow");
  if (h >= 10) {
    // Seen at a slant (`across` under 1) the face is too narrow for the cross's inner lines:
    // with them, the lines, the bar and the rim filled it and the cross read as a smudge.
    const slant = (pose.across ?? 1) < 1;
    const emblem = pen(canvas, mats.guard, {
      shader: lit({ contrast: 0.6 }),
      innerLine: !slant,
    });
    const t = Math.max(1, Math.round(h * 0.09));
    fillRect(canvas, emblem, gx - t / 2, top + rim * 1.8, t, h * 0.72 - rim * 1.8);
    fillRect(canvas, emblem, gx - hw * 0.55, top + h * 0.3, hw * 1.1, t);
  }
  return { x: gx, y: top };
}

/**
 * A round shield face-on, `size` across, centred on (gx, gy): a metal rim, a face of planks
 * (the accent: wood, or the named colour), and a domed boss in the middle. A round shield or a
 * buckler is a disc, never the heater's point.
 */
export function drawRoundShield(
  canvas: InkCanvas,
  mats: WeaponMats,
  gx: number,
  gy: number,
  size: number,
): { center: Point } {
  const R = size / 2;
  fillEllipse(canvas, pen(canvas, mats.guard), gx, gy, R, R, "dome");
  const rim = Math.max(1, Math.round(size * 0.08));
  const face = pen(canvas, mats.accent, { innerLine: false });
  fillEllipse(canvas, face, gx, gy, R - rim, R - rim, "dome");
  if (size >= 16) {
    // Plank seams: darker lines down the face, kept inside the rim.
    const seam: Pen = { ...pen(canvas, mats.accent, { shader: flat(1) }), part: face.part };
    for (const f of [-0.5, 0, 0.5]) {
      const x = gx + f * (R - rim) * 0.9;
      const half = Math.sqrt(Math.max(0, (R - rim) ** 2 - (x - gx) ** 2)) - 1;
      if (half > 1) fillRect(canvas, seam, Math.round(x), gy - half, 1, half * 2);
    }
  }
  const boss = Math.max(1.2, size * 0.14);
  fillEllipse(canvas, pen(canvas, mats.guard, { detail: true }), gx, gy, boss, boss, "dome");
  return { center: { x: Math.round(gx), y: Math.round(gy) } };
}

/** Draws `kind` posed by `pose` (a sword or dagger with `blade`); returns grip and tip. */
export function drawWeapon(
  canvas: InkCanvas,
  kind: WeaponKind,
  mats: WeaponMats,
  pose: WeaponPose,
  blade: SwordBlade = "straight",
): { grip: Point; tip: Point } {
  let tip: Point;
  switch (kind) {
    case "sword":
      tip = sword(canvas, mats, pose, false, blade);
      break;
    case "dagger":
      tip = sword(canvas, mats, pose, true, blade);
      break;
    case "axe":
      tip = axe(canvas, mats, pose);
      break;
    case "spear":
      tip = spear(canvas, mats, pose);
      break;
    case "staff":
      tip = staff(canvas, mats, pose, false);
      break;
    case "wand":
      tip = staff(canvas, mats, pose, true);
      break;
    case "hammer":
      tip = hammer(canvas, mats, pose, false);
      break;
    case "mace":
      tip = hammer(canvas, mats, pose, true);
      break;
    case "bow":
      tip = bow(canvas, mats, pose);
      break;
    case "shield":
      tip = shield(canvas, mats, pose);
      break;
  }
  const round = (p: Point) => ({ x: Math.round(p.x), y: Math.round(p.y) });
  return { grip: round({ x: pose.gx, y: pose.gy }), tip: round(tip) };
}
