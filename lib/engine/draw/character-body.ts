/**
 * A humanoid body below the head: legs and boots, torso and garment, belt, arms and hands, and
 * what hangs behind (cape, wings, long hair is in the head module). Front, three-quarter, back
 * and side views share the same proportions; only placement and draw order differ.
 */
import type { InkCanvas } from "./canvas";
import { inLayers } from "./layers";
import type { Figure } from "./character-geometry";
import { type CharMats, frontShift, type View } from "./character-types";
import type { Outfit } from "./character-outfits";
import { type Mat, flatPen, pen } from "./pen";
import { drawLine, fillCapsule, fillEllipse, fillPolygon, fillRect, type Vec } from "./shapes";
import { shagSides } from "./character-shaggy";
import { drawSpikedPauldron } from "./character-brute";
import { drawOpenCoat } from "./character-labcoat";
import { drawBoneFoot } from "./character-skull";
import type { Point } from "./types";

/** Horizontal center of the torso. */
export function torsoX(f: Figure, view: View): number {
  return f.cx + (view.side ? -f.shoulderW * 0.04 : view.turn * f.shoulderW * 0.06);
}

/**
 * Width factor of the torso: narrower in profile and when turned. A three-quarter view
 * (`turn` 0.35) shows the chest about four fifths as wide as square on, so it reads as turned.
 */
export function torsoScale(view: View): number {
  return view.side ? 0.62 : 1 - 0.55 * view.turn;
}

/**
 * The screen side (-1 left, +1 right) turned away from the viewer in a three-quarter view, 0
 * square on and in profile. A figure turned toward +x from the front (south-east) brings its
 * right side (the viewer's left) near and takes its left side (+x) away; from behind
 * (north-east) its right side is on +x and near, its left on -x and away. The far arm and leg
 * are drawn behind the body, tucked in; the near ones in front.
 */
export function farSide(view: View): -1 | 0 | 1 {
  if (view.side || view.turn === 0) return 0;
  return view.back ? -1 : 1;
}

const BARE_ARMS = new Set(["dress", "bare", "rags", "leather"]);

function sleeveMat(outfit: Outfit, mats: CharMats): Mat {
  switch (outfit.garment) {
    case "armor":
    case "robot":
      return mats.metal;
    case "bones":
      return mats.skin;
    default:
      return BARE_ARMS.has(outfit.garment) && !outfit.sleeves ? mats.skin : mats.cloth;
  }
}

function torsoMat(outfit: Outfit, mats: CharMats): Mat {
  switch (outfit.garment) {
    case "armor":
    case "robot":
      return mats.metal;
    case "leather":
      return mats.named.torso ?? mats.leather;
    case "bare":
      return mats.named.torso ?? mats.skin;
    default:
      return mats.cloth;
  }
}

/** Hands and gloves: a named color, else gauntlets on plate, else bare skin. */
export function handMat(outfit: Outfit, mats: CharMats): Mat {
  return mats.named.hands ?? (outfit.garment === "armor" ? mats.metal : mats.skin);
}

export function drawWings(canvas: InkCanvas, f: Figure, mats: CharMats, view: View, dark: boolean) {
  const tx = torsoX(f, view);
  const membrane = mats.wing ?? mats.leather;
  const p = pen(canvas, dark ? membrane : mats.plume);
  const sides = view.side ? [-1] : [-1, 1];
  // Turned three-quarters the wings grow from a back that faces -x (as the cape hangs), and the
  // one on the side turned away is foreshortened.
  const back = -view.turn * f.shoulderW * 0.5;
  const far = farSide(view);
  for (const s of sides) {
    const root: Vec = {
      x: tx + back + s * f.shoulderW * (view.side ? 0.1 : 0.2),
      y: f.torsoTop + f.torsoH * 0.25,
    };
    const span = f.shoulderW * (view.side ? 0.95 : 1.15) * (far !== 0 && s === far ? 0.75 : 1);
    const pts: Vec[] = [
      root,
      { x: root.x + s * span * 0.55, y: f.headTop + f.headH * 0.1 },
      { x: root.x + s * span, y: f.headTop + f.headH * 0.35 },
    ];
    // Scalloped trailing edge: feathers, or membrane between fingers.
    const scallops = 3;
    for (let k = 1; k <= scallops; k++) {
      const t = k / scallops;
      pts.push({
        x: root.x + s * span * (1 - t * 0.8),
        y: f.torsoTop + f.torsoH * (0.5 + 0.6 * t),
      });
      if (k < scallops)
        pts.push({
          x: root.x + s * span * (0.95 - t * 0.8),
          y: f.torsoTop + f.torsoH * (0.35 + 0.6 * t),
        });
    }
    fillPolygon(canvas, p, pts, "pillow");
    // A bird's wing: rows of feathers, each row's tips a shaded stroke from the leading edge
    // down toward a scallop, so the wing reads as feathers and not as a flat board.
    if (!dark) {
      const quill = flatPen(canvas, mats.plume, 0, { detail: true });
      const wrist = pts[1]!;
      const tip = pts[2]!;
      for (let k = 3; k < pts.length; k += 2) {
        const from = k === 3 ? tip : { x: (wrist.x + tip.x) / 2, y: (wrist.y + tip.y) / 2 };
        const to = pts[k]!;
        drawLine(canvas, quill, from.x, from.y + 1, to.x + s * -0.5, to.y - 1);
      }
      // A covert row across the top of the wing, below its leading edge.
      drawLine(
        canvas,
        quill,
        root.x + s * span * 0.2,
        root.y - f.torsoH * 0.05,
        tip.x - s * span * 0.12,
        tip.y + f.torsoH * 0.25,
      );
    }
    // A bat's wing: finger bones from the wrist out to each point of the membrane's edge.
    if (dark) {
      const bone = flatPen(canvas, membrane, 0, { detail: true });
      const wrist = pts[1]!;
      for (let k = 3; k < pts.length; k += 2)
        drawLine(canvas, bone, wrist.x, wrist.y, pts[k]!.x, pts[k]!.y);
    }
  }
}

export function drawCape(canvas: InkCanvas, f: Figure, outfit: Outfit, mats: CharMats, view: View) {
  const tx = torsoX(f, view);
  const p = pen(canvas, mats.cape);
  const long = f.feetY - f.footH * 0.7;
  // A short cape stops at mid-thigh and flares wider, so it still shows beside the hips from the
  // front; the others reach the ankles.
  const short = outfit.capeStyle === "short";
  const bottom = short ? f.hipY + (long - f.hipY) * 0.45 : long;
  const ragged = outfit.capeStyle === "tattered";
  if (view.side) {
    // In profile the cape hangs from the back of the shoulders and falls clear of the body
    // behind it, past a robe's flare, to a hem cut up at its back corner, so it reads as cloth
    // hanging from the neck and not as a wedge behind the legs.
    const back = tx - f.shoulderW * 0.3;
    const robed = outfit.garment === "robe" || outfit.garment === "dress";
    // A longer reach stands up off a body lying in profile (a death's last frames): only a
    // robe's flare needs the cape further out.
    const reach = (short ? 0.25 : 0.35) + (robed ? 0.14 : 0);
    const out = back - f.legH * reach;
    fillPolygon(
      canvas,
      p,
      [
        { x: back + f.shoulderW * 0.22, y: f.torsoTop },
        { x: back - f.shoulderW * 0.12, y: f.torsoTop + 1 },
        { x: out, y: bottom - f.footH * 0.8 },
        ...(ragged ? [{ x: out + f.legH * 0.1, y: bottom - f.footH * 1.6 }] : []),
        { x: out + f.legH * 0.16, y: bottom + 1 },
        { x: back + f.shoulderW * 0.15, y: bottom + 1 },
      ],
      "pillow",
    );
    return;
  }
  // Turned three-quarters the back faces away from the way the figure looks (toward -x in both
  // south-east and north-east): the cape hangs from the narrower shoulders, slid that way, so
  // from the front it shows past the near side only and from behind it covers the back there.
  const cx = tx - view.turn * f.shoulderW * 0.5;
  const top = f.shoulderW * 0.42 * torsoScale(view);
  const flare = f.shoulderW * (view.back ? 0.6 : 0.66) * (short ? 1.25 : 1) * (1 - view.turn * 0.3);
  // A tattered hem: the bottom edge zigzags up between three points.
  const notch = Math.max(1.5, f.footH * 1.6);
  const hem = ragged
    ? [0.5, 0, -0.5].map((u, i) => ({ x: cx + flare * u, y: bottom - (i % 2 === 0 ? notch : 0) }))
    : [];
  if (view.back || view.turn !== 0 || short) {
    fillPolygon(
      canvas,
      p,
      [
        { x: cx - top, y: f.torsoTop + 1 },
        { x: cx + top, y: f.torsoTop + 1 },
        { x: cx + flare, y: bottom },
        ...hem,
        { x: cx - flare, y: bottom },
      ],
      "pillow",
    );
    return;
  }
  // Square on from the front, the arms hang over the cape's sides: a cape only as wide as the
  // arms showed as slivers beside the legs. It spreads past the arms' outer edges from the
  // hands down (a pixel and a half past them at the hands, two and a half at the hem), so it
  // reads as cloth hanging from the shoulders on both sides.
  const arms = (f.shoulderW * torsoScale(view)) / 2 + f.armW * 0.62;
  const hands = f.torsoTop + f.armLen;
  const collar = (f.shoulderW * torsoScale(view)) / 2;
  const spread = Math.max(flare, arms + 2.5);
  const hemPoints = ragged
    ? [0.5, 0, -0.5].map((u, i) => ({ x: cx + spread * u, y: bottom - (i % 2 === 0 ? notch : 0) }))
    : [];
  fillPolygon(
    canvas,
    p,
    [
      // Its collar rises a pixel over the shoulders, beside the neck: a cape worn, seen
      // from the front.
      { x: cx - collar, y: f.torsoTop - 1 },
      { x: cx + collar, y: f.torsoTop - 1 },
      { x: cx + arms + 1.5, y: hands },
      { x: cx + spread, y: bottom },
      ...hemPoints,
      { x: cx - spread, y: bottom },
      { x: cx - arms - 1.5, y: hands },
    ],
    "pillow",
  );
}

export function drawLegs(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
): Point[] {
  const tx = torsoX(f, view);
  const long = outfit.garment === "robe" || outfit.garment === "dress";
  const legMat =
    mats.named.legs ??
    (outfit.garment === "armor" || outfit.garment === "robot"
      ? mats.metal
      : outfit.garment === "bones"
        ? mats.skin
        : outfit.garment === "suit"
          ? mats.cloth
          : mats.pants);
  const thin = outfit.garment === "bones" ? 0.55 : 1;
  const feet: Point[] = [];
  const far = farSide(view);
  const legs = view.side
    ? [
        { x: tx - f.legW * 0.45, bias: -0.2 },
        { x: tx + f.legW * 0.35, bias: 0 },
      ]
    : [
        // Turned three-quarters the hips are seen at a slant: the legs stand closer together,
        // the far one in shadow and drawn first so the near one overlaps it.
        { x: tx - f.legSpread * (far ? 0.72 : 1), bias: far < 0 ? -0.12 : 0 },
        { x: tx + f.legSpread * (far ? 0.72 : 1), bias: far > 0 ? -0.12 : 0 },
      ];
  const knee = kneeY(f);
  const order = far > 0 ? [1, 0] : [0, 1];
  for (const index of order) {
    const leg = legs[index]!;
    const name = `leg.${limbName(view, index === 0 ? -1 : 1)}`;
    const hip = { x: leg.x, y: f.hipY };
    const side = index === 0 ? -1 : 1;
    inLayers(
      canvas,
      [
        { name: `${name}.upper`, role: "leg-upper", joint: hip, parent: null, side },
        {
          name: `${name}.lower`,
          role: "leg-lower",
          joint: { x: leg.x, y: knee },
          parent: `${name}.upper`,
          side,
        },
      ],
      (_x, y) => (y >= knee ? 1 : 0),
      () => drawLeg(leg, index),
    );
  }
  return feet;

  /** Draws one leg; its foot goes in `feet[index]`, left to right whatever the drawing order. */
  function drawLeg(leg: { x: number; bias: number }, index: number) {
    const w = f.legW * thin;
    if (!long) {
      fillRect(
        canvas,
        pen(canvas, legMat, { bias: leg.bias }),
        leg.x - w / 2,
        f.hipY - 1,
        w,
        // A shin bone reaches down into its bone foot, at any size.
        outfit.garment === "bones" ? f.legH - f.footH * 0.4 + 0.5 : f.legH - f.footH + 1.5,
        "tubeV",
      );
    }
    const boot = pen(
      canvas,
      mats.named.feet ?? (outfit.garment === "armor" ? mats.metal : mats.boots),
      {
        bias: leg.bias,
      },
    );
    // A foot points the way the figure faces: its toe reaches out in profile, half as far
    // turned three-quarters (toward +x, the way every unmirrored turn faces).
    const toe = view.side ? f.legW * 0.6 : far ? f.legW * 0.35 : 0;
    const bw = f.legW + (view.side ? 0 : 1);
    const bx = view.side ? leg.x - f.legW / 2 : leg.x - bw / 2 + (leg.x < tx ? -0.5 : 0.5);
    if (outfit.garment === "bones" && !mats.named.feet) {
      drawBoneFoot(canvas, f, mats, leg.x, knee, bx, bw + toe, leg.bias);
    } else if (view.side) {
      // In profile a boot is a heel under the leg and a lower toe reaching forward: one block
      // as tall at the toe as at the heel read as a foot seen from the front.
      const toeH = Math.max(2, Math.round(f.footH * 0.5));
      fillRect(canvas, boot, bx, f.feetY - f.footH, bw, f.footH, "pillow");
      fillRect(canvas, boot, bx + bw * 0.5, f.feetY - toeH, bw * 0.5 + toe, toeH, "pillow");
    } else fillRect(canvas, boot, bx, f.feetY - f.footH, bw + toe, f.footH, "pillow");
    feet[index] = { x: Math.round(leg.x), y: Math.round(f.feetY - 1) };
  }
}

/** The row a leg bends at: halfway from hip to sole. */
export function kneeY(f: Figure): number {
  return Math.round(f.hipY + (f.feetY - f.hipY) * 0.5);
}

/** A limb's name part: `far`/`near` in profile, `left`/`right` (on screen) otherwise. */
export function limbName(view: View, which: -1 | 1): string {
  if (view.side) return which < 0 ? "far" : "near";
  return which < 0 ? "left" : "right";
}

/** Where arm `which` turns (see handPoint for `which`). */
export function shoulderPoint(f: Figure, view: View, which: -1 | 1): Point {
  const a = armGeometry(f, view, which);
  return { x: a.sx, y: a.sy };
}

function skirt(
  canvas: InkCanvas,
  mat: Mat,
  tx: number,
  top: number,
  bottom: number,
  topW: number,
  bottomW: number,
  ragged: boolean,
) {
  const pts: Vec[] = [
    { x: tx - topW / 2, y: top },
    { x: tx + topW / 2, y: top },
    { x: tx + bottomW / 2, y: bottom },
  ];
  if (ragged) {
    const teeth = Math.max(2, Math.round(bottomW / 4));
    for (let k = 1; k < teeth; k++) {
      const x = tx + bottomW / 2 - (bottomW * k) / teeth;
      pts.push(
        { x: x + bottomW / teeth / 2, y: bottom - Math.max(1.5, bottomW * 0.1) },
        { x, y: bottom },
      );
    }
  }
  pts.push({ x: tx - bottomW / 2, y: bottom });
  fillPolygon(canvas, pen(canvas, mat), pts, "pillow");
}

export function drawTorso(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
) {
  const tx = torsoX(f, view);
  const k = torsoScale(view);
  const sw = f.shoulderW * k;
  const ww = f.waistW * k;
  const r = Math.min(f.armW * 0.6, f.torsoH * 0.25);
  const mat = torsoMat(outfit, mats);
  const g = outfit.garment;

  if (g === "robe" || g === "dress") {
    const wide = g === "dress" ? 1.55 : 1.2;
    skirt(canvas, mats.cloth, tx, f.hipY - 1, f.feetY - f.footH * 0.35, ww, sw * wide, false);
    const hemH = Math.max(1, f.legH * 0.08);
    fillRect(
      canvas,
      flatPen(canvas, mats.trim, 2, { innerLine: false }),
      tx - (sw * wide) / 2 + 1,
      f.feetY - f.footH * 0.35 - hemH,
      sw * wide - 2,
      hemH,
    );
  }
  if (g === "coat") {
    const tail = f.hipY + f.legH * 0.5;
    skirt(canvas, mats.cloth, tx, f.hipY - 1, tail, ww, ww * 1.2, false);
  }
  // A stone body (a golem) wears nothing at the hips; fur and cloth bodies keep their hem.
  const stoneBody = g === "bare" && outfit.fur === true && outfit.skinMaterial !== undefined;
  if ((g === "tunic" || g === "rags" || g === "leather" || g === "bare") && !stoneBody) {
    const m = g === "leather" ? (mats.named.torso ?? mats.leather) : mats.cloth;
    const depth = g === "bare" ? 0.28 : g === "leather" ? 0.22 : 0.32;
    skirt(
      canvas,
      m,
      tx,
      f.hipY - 1,
      f.hipY + f.legH * depth,
      ww,
      ww * 1.22,
      g === "rags" || g === "bare",
    );
  }

  const body = pen(canvas, mat);
  if (g === "bones") {
    const spine = pen(canvas, mats.skin);
    fillRect(
      canvas,
      spine,
      tx - Math.max(0.5, f.armW * 0.25),
      f.torsoTop,
      Math.max(1, f.armW * 0.5),
      f.torsoH,
      "tubeV",
    );
    const ribs = Math.max(2, Math.min(4, Math.floor(f.torsoH / 3)));
    for (let i = 0; i < ribs; i++) {
      const y = f.torsoTop + 1 + (i * (f.torsoH * 0.7)) / ribs;
      const w = sw * (0.9 - i * 0.08);
      fillCapsule(
        canvas,
        pen(canvas, mats.skin),
        tx - w / 2,
        y,
        tx + w / 2,
        y,
        Math.max(0.5, f.torsoH * 0.06),
      );
    }
    fillEllipse(
      canvas,
      pen(canvas, mats.skin),
      tx,
      f.hipY - f.torsoH * 0.1,
      ww * 0.5,
      f.torsoH * 0.16,
    );
    return;
  }
  fillPolygon(
    canvas,
    body,
    [
      { x: tx - sw / 2, y: f.torsoTop + r },
      { x: tx - sw / 2 + r, y: f.torsoTop },
      { x: tx + sw / 2 - r, y: f.torsoTop },
      { x: tx + sw / 2, y: f.torsoTop + r },
      { x: tx + ww / 2, y: f.hipY },
      { x: tx - ww / 2, y: f.hipY },
    ],
    g === "armor" || g === "robot" ? "dome" : "pillow",
  );

  if (g === "armor" && !view.side) {
    const tabard = pen(canvas, mats.cloth);
    const tw = Math.max(2, sw * 0.34);
    fillRect(
      canvas,
      tabard,
      tx + frontShift(view) * sw - tw / 2,
      f.torsoTop + f.torsoH * 0.18,
      tw,
      f.hipY - f.torsoTop - f.torsoH * 0.18 + f.legH * 0.34,
      "tubeV",
    );
  }
  if (g === "coat" && outfit.extras.includes("lab coat")) {
    drawOpenCoat(canvas, f, mats, view, tx, sw);
  } else if (g === "coat" && !view.back) {
    const shirt = flatPen(canvas, mats.trim, 3);
    const w = Math.max(1, Math.round(sw * 0.22));
    const x = view.side ? tx + sw * 0.28 : tx + frontShift(view) * sw;
    fillRect(canvas, shirt, Math.round(x - w / 2), f.torsoTop + 1, w, f.torsoH - 1);
  }
  if ((g === "robot" || g === "suit") && !view.back && !view.side) {
    const panel = pen(canvas, mats.accent, { detail: f.torsoH < 8 });
    fillRect(
      canvas,
      panel,
      tx - sw * 0.18,
      f.torsoTop + f.torsoH * 0.25,
      sw * 0.36,
      Math.max(1, f.torsoH * 0.25),
      "pillow",
    );
  }
  // Plate has no belt over the tabard: it would read as a stick held across the body.
  // A furred body (a yeti, an imp) wears nothing to belt.
  // An open lab coat hangs loose: no belt across its parted fronts.
  const unbelted = outfit.fur || outfit.extras.includes("lab coat");
  if (g !== "robot" && g !== "dress" && g !== "suit" && g !== "armor" && !unbelted) {
    const beltH = Math.max(1, Math.round(f.torsoH * 0.13));
    fillRect(
      canvas,
      pen(canvas, mats.named.belt ?? (g === "robe" ? mats.trim : mats.leather)),
      tx - ww / 2,
      f.hipY - beltH,
      ww,
      beltH,
      "tubeH",
    );
    if (!view.back) {
      const buckle = flatPen(canvas, mats.gold, 3, { detail: true });
      const bx = view.side ? tx + ww * 0.3 : tx + frontShift(view) * ww;
      fillRect(canvas, buckle, Math.round(bx - 0.5), f.hipY - beltH, beltH >= 2 ? 2 : 1, beltH);
    }
  }
}

interface ArmGeometry {
  readonly sx: number;
  readonly sy: number;
  readonly hx: number;
  readonly hy: number;
}

/**
 * `reach` (radians) turns the arm about its shoulder: in profile forward, a hand holding a staff
 * out ahead of the face; seen from the front or back out to its own side, a far hand holding
 * its item out past the head.
 */
function armGeometry(f: Figure, view: View, which: -1 | 1, reach = 0): ArmGeometry {
  const arm = restingArm(f, view, which);
  if (!reach) return arm;
  const dx = arm.hx - arm.sx;
  const dy = arm.hy - arm.sy;
  const c = Math.cos(reach);
  const s = Math.sin(reach);
  // In profile an arm reaches forward (+x); seen from the front or back it reaches out to its
  // own side, away from the body.
  const out = view.side ? 1 : which;
  return { ...arm, hx: arm.sx + dx * c + out * dy * s, hy: arm.sy - out * dx * s + dy * c };
}

function restingArm(f: Figure, view: View, which: -1 | 1): ArmGeometry {
  const tx = torsoX(f, view);
  const k = torsoScale(view);
  let sx: number;
  let hx: number;
  if (view.side) {
    sx = tx + which * f.shoulderW * 0.08;
    hx = tx + (which > 0 ? f.shoulderW * 0.28 : -f.shoulderW * 0.22);
  } else if (which === farSide(view)) {
    // Turned away, the far arm hangs behind the torso's edge: the shoulder tucked in, the hand
    // showing only its outer half past the body.
    sx = tx + which * ((f.shoulderW * k) / 2 - f.armW * 0.75);
    hx = tx + which * ((f.shoulderW * k) / 2 - f.armW * 0.1);
  } else {
    sx = tx + which * ((f.shoulderW * k) / 2 - f.armW * 0.35);
    hx = tx + which * ((f.shoulderW * k) / 2 + f.armW * 0.12);
  }
  return { sx, sy: f.torsoTop + f.armW * 0.5, hx, hy: f.torsoTop + f.armLen - f.handR * 0.4 };
}

/**
 * Where the hand of arm `which` is: the viewer-side index (-1 left, +1 right) for front and back
 * views, or -1 far / +1 near in profile.
 */
export function handPoint(f: Figure, view: View, which: -1 | 1, reach = 0): Point {
  const a = armGeometry(f, view, which, reach);
  return { x: Math.round(a.hx), y: Math.round(a.hy + f.handR * 0.3) };
}

/** Draws one arm, shoulder to hand (see handPoint for `which`); returns the hand center. */
export function drawArm(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
  which: -1 | 1,
  bias: number,
  reach = 0,
): Point {
  const sleeve = sleeveMat(outfit, mats);
  const thin = outfit.garment === "bones" ? 0.55 : 1;
  const { sx, sy, hx, hy } = armGeometry(f, view, which, reach);
  const rw = (f.armW / 2) * thin;
  const wide = outfit.garment === "robe" ? 1.35 : 1;
  const armPen = pen(canvas, sleeve, { bias });
  fillCapsule(canvas, armPen, sx, sy, hx, hy - f.handR * 0.5, rw, rw * wide);
  // Long fur hangs off the arm in tufts down both sides.
  if (outfit.extras.includes("shaggy"))
    shagSides(canvas, armPen.part, sy + 1, hy - f.handR, 3, Math.max(1, Math.round(f.armW * 0.4)));
  if (outfit.extras.includes("pauldrons") && !view.side) {
    drawSpikedPauldron(canvas, f, mats, sx, sy, which, bias);
  } else if (outfit.garment === "armor" && !view.side) {
    const pauldron = pen(canvas, mats.metal, { bias });
    fillEllipse(canvas, pauldron, sx, sy - f.armW * 0.05, f.armW * 0.72, f.armW * 0.6, "dome");
  }
  const hand = pen(canvas, handMat(outfit, mats), { bias });
  fillEllipse(canvas, hand, hx, hy + f.handR * 0.3, f.handR, f.handR, "dome");
  return handPoint(f, view, which, reach);
}
