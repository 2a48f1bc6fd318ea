/**
 * Characters: humanoids built from parts (legs, torso and garment, arms, head, headgear, held
 * weapon and shield) with proportions by size, in front, three-quarter, side and back views.
 * Records anchors for the head, both hands and both feet.
 */
import { heldShapeOf, subjectEntry } from "../subjects";
import { drawHeldShape as drawHeldThing } from "./shape-subject";
import { boundsWhere } from "../raster";
import { createCanvas, EMPTY, type InkCanvas } from "./canvas";
import {
  drawArm,
  drawCape,
  drawLegs,
  drawTorso,
  drawWings,
  farSide,
  handMat,
  handPoint,
  limbName,
  shoulderPoint,
  torsoX,
} from "./character-body";
import { type Figure, figureFor } from "./character-geometry";
import { BANNER_POLE, drawHeldBanner } from "./character-banner";
import { drawBackHair, drawHead, headFrame, type View } from "./character-head";
import { drawPack, drawPackStraps, drawPurse, drawQuiver } from "./character-pack";
import { resolveOutfit } from "./character-outfits";
import type { DrawContext, Drawn, Facing, Generator } from "./context";
import { innerBox } from "./layout";
import { inLayer, type LayerRole, type LayerSpec } from "./layers";
import { flatPen, type Mat, pen } from "./pen";
import { drawLine, fillEllipse } from "./shapes";
import type { Point } from "./types";
import { drawRoundShield, drawWeapon } from "./weapon-shapes";
import { drawBodyBehind, drawBodyOver, type ExtraMats } from "./character-extras";
import { drawHandheld, drawHook, drawTorsoLooks } from "./character-looks";
import { drawUniform } from "./character-uniform";
import { drawStoneHead, drawStoneTorso } from "./character-stone";
import { drawZombieMouth, drawZombieTorso } from "./character-zombie";
import { drawHeldShape, heldShapeSpec } from "./character-held";
import { heldSubjects } from "../subjects";
import { MATTE, matsFor, weaponMats } from "./character-mats";
import {
  clearOfFace,
  HELD_LENGTH,
  heldDirection,
  pastHeadReach,
  SHIELD_EDGE_ON,
  SHIELD_REACH,
  SWORD_AHEAD_REACH,
  BOW_AHEAD_REACH,
  staffReach,
  turned,
} from "./character-held-reach";

/** The held subjects drawn from shapes, which a hand can take ("a miner with a pickaxe"). */
let heldShapeKeys: readonly string[] | null = null;
function heldShapes(): readonly string[] {
  heldShapeKeys ??= heldSubjects().filter((key) => heldShapeSpec(key) !== null);
  return heldShapeKeys;
}

function viewOf(facing: Facing): View {
  switch (facing) {
    case "east":
      return { turn: 0, back: false, side: true };
    case "south-east":
      return { turn: 0.35, back: false, side: false };
    case "north-east":
      return { turn: 0.35, back: true, side: false };
    case "north":
      return { turn: 0, back: true, side: false };
    default:
      return { turn: 0, back: false, side: false };
  }
}

/**
 * How far (a share of the figure's height) a winged figure seen from the front or back holds
 * its pole up the shaft, the foot of the pole on the ground: the head then ends in front of the
 * wing instead of above it, where its tines read as more spikes beside the horns.
 */
const WINGED_POLE = 0.2;

export const drawCharacter: Generator = (ctx: DrawContext): Drawn => {
  const { canvas, scheme, reading, random } = ctx;
  const outfit = resolveOutfit(ctx.subject, reading, random, ctx.variation, heldShapes());
  const { mats, colors } = matsFor(scheme, outfit);
  const extra: ExtraMats = {
    red: { ramp: scheme.ramp({ L: 0.56, C: 0.2, h: 27 }), light: MATTE },
    neon: { ramp: scheme.ramp({ L: 0.85, C: 0.2, h: 150 }), light: MATTE },
    yellow: { ramp: scheme.ramp({ L: 0.84, C: 0.16, h: 92 }), light: MATTE },
    dark: { ramp: scheme.ramp({ L: 0.28, C: 0.02, h: 280 }), light: MATTE },
  };
  // A body made of a material the prompt named takes that material's surface (a wooden golem's
  // grain); moss grows on a stone body only, and a wooden one has grain, not cracks.
  if (outfit.skinDressed && outfit.skinMaterial)
    scheme.dressed.set(mats.skin.ramp, outfit.skinMaterial);
  // The moss ramp is made whatever the body (ramp numbers stay as they were for every figure).
  const mossMat: Mat = { ramp: scheme.ramp({ L: 0.55, C: 0.12, h: 135 }), light: MATTE };
  const moss: Mat | null = outfit.skinMaterial === "stone" ? mossMat : null;
  const cracked = outfit.extras.includes("cracks") && outfit.skinMaterial !== "wood";
  const defaultFacing: Facing =
    ctx.camera === "side" ? "east" : ctx.camera === "isometric" ? "south-east" : "south";
  const facing = ctx.facing === "none" ? defaultFacing : ctx.facing;
  const view = viewOf(facing);
  const dark = scheme.has("dark") || scheme.has("spooky") || scheme.has("cursed");
  const box = innerBox(ctx.width, ctx.height, 0.05, 2);
  // Measure, then draw: a first pass on a scratch canvas finds the painted bounds (weapons, hats
  // and wings included), then the figure is scaled and centered so those bounds fill the box.
  const scratch = createCanvas(ctx.width * 2, ctx.height * 2);
  const probeBox = { ...box, x: box.x + ctx.width / 2, y: box.y + ctx.height / 2 };
  const probe = figureFor(probeBox, box.h, outfit, ctx.camera);
  // Measured unswapped, so a W-side facing is drawn at its E-side twin's size.
  paintFigure(scratch, probe, 1);
  const bounds = paintedBounds(scratch);
  const fit = bounds ? Math.min(1.25, box.w / bounds.w, box.h / bounds.h) : 1;
  // Shrinking makes proportions a little more chibi (wider); keep a small reserve for that.
  // A child stands shorter than the frame; its smaller figure takes chibi proportions by itself.
  const k = (fit < 1 ? fit * 0.97 : fit) * outfit.stature * (1 - (reading.headroom ?? 0));
  const shift = bounds ? (probe.cx - bounds.cx) * k : 0;
  const f = figureFor({ ...box, x: box.x + shift }, box.h * k, outfit, ctx.camera);
  return paintFigure(canvas, f, ctx.mirrored ? -1 : 1);

  function paintFigure(canvas: InkCanvas, f: Figure, swap: -1 | 1): Drawn {
    const height = f.feetY - f.headTop;

    // Which hand holds the weapon, on screen: the character's right hand. A W-side facing is
    // drawn as its E-side twin and flipped, so it is drawn with the hands swapped (`swap` -1):
    // the flip brings the weapon back to the right hand and the shield to the left.
    const weaponHand = ((view.side ? 1 : view.back ? 1 : -1) * swap) as -1 | 1;
    const held = outfit.held;
    // A staff or spear in profile is held out in front: in the far hand too it stands where the
    // near hand would hold it, so the W side's staff is upright like the E side's, not leaning
    // from behind the back through the body.
    const long = held === "staff" || held === "spear";
    const wmats =
      held !== "none" ? weaponMats(scheme, mats, held, colors.bound.blade, outfit.staffHead) : null;
    // A big weapon ("a big sword") is most of the figure's height again and half again as broad.
    const big = outfit.bigWeapon ? 1.75 : 1;
    // A short figure (a dwarf) swings a man's axe: scaled down with him, the haft left its head
    // too short along it to flare, a grey block read as a hammer.
    const haft = held === "axe" ? 1 / Math.min(1, outfit.stature) : 1;
    const heldLength = held !== "none" ? height * HELD_LENGTH[held] * big * haft : 0;
    const heldWidth = Math.max(1.4, f.armW * 0.62) * (outfit.bigWeapon ? 1.6 : 1);
    // The near hand holding a staff or spear in profile (east) reaches forward: hanging at the
    // side, its shaft stood behind the face and beard, the orb alone showing over the brim.
    // The far arm of an east profile carries the shield forward, so it shows ahead of the chest
    // (hanging at the side it was hidden whole behind the body).
    // Turned three-quarters toward the viewer, the far hand holds its weapon out past the head.
    const farReach =
      !view.side &&
      !view.back &&
      farSide(view) === weaponHand &&
      held !== "none" &&
      !outfit.banner &&
      !outfit.heldShape &&
      !outfit.heldItem
        ? pastHeadReach(
            f,
            view,
            weaponHand,
            turned(heldDirection(held, view, weaponHand), ctx.variation.lean),
            heldWidth,
          )
        : 0;
    // A sword carried beside a shield is held out ahead in either profile: the W side keeps the
    // E side's arm geometry (its hands are the E side's mirrored), only the items change hands.
    // A robed caster's wide sleeve hid a blade held under it: a sword in a robed hand is held
    // ahead and drawn over the near arm, its hilt past the fist, as a shield-bearer's is held.
    // (Tunic-sleeved figures keep the blade under the arm, where their swing was drawn.)
    const robedSword =
      (outfit.garment === "robe" || outfit.garment === "dress") && held === "sword" && !long;
    const swordAhead = (outfit.shield && held !== "none" && held !== "bow" && !long) || robedSword;
    const overArm = view.side && robedSword && !outfit.shield;
    const reachOf = (which: -1 | 1): number =>
      !view.side
        ? which === farSide(view)
          ? farReach
          : 0
        : swap < 0
          ? which > 0 && swordAhead
            ? SWORD_AHEAD_REACH
            : which < 0 && held === "bow"
              ? BOW_AHEAD_REACH
              : 0
          : which > 0
            ? long
              ? staffReach(f, view, heldWidth)
              : swordAhead
                ? SWORD_AHEAD_REACH
                : 0
            : outfit.shield
              ? SHIELD_REACH
              : 0;

    const weapon = (hand: Point, side: -1 | 1 = weaponHand): { grip: Point; tip: Point } | null => {
      if (outfit.banner) {
        const side: -1 | 1 = view.side ? 1 : weaponHand;
        return drawHeldBanner(
          canvas,
          { pole: scheme.material("wood"), cloth: mats.cloth, trim: mats.gold, finial: mats.gold },
          hand,
          height * BANNER_POLE,
          Math.max(5, height * 0.24),
          side,
          Math.max(0.7, heldWidth * 0.45),
        );
      }
      if (outfit.heldShape) {
        const mirror = !view.side && hand.x < torsoX(f, view);
        const beside = outfit.wings && !view.side ? WINGED_POLE : 0;
        return drawHeldShape(
          canvas,
          scheme,
          outfit.heldShape,
          hand,
          height,
          f.feetY,
          mirror,
          beside,
        );
      }
      if (outfit.heldItem) {
        const shape = heldShapeOf(outfit.heldItem);
        const colors = subjectEntry(outfit.heldItem)?.colors ?? [];
        if (shape)
          return drawHeldThing(ctx, canvas, shape, colors, hand, Math.max(6, height * 0.34));
      }
      if (held === "none" || !wmats) return null;
      // Held in the far hand (a west profile), a blade leans forward so it shows past the body
      // instead of hiding behind it. A staff or spear stays upright in either hand, its shaft
      // just ahead of the face so it never crosses the face (or, held behind, the body).
      const far = view.side && swap < 0 && held !== "bow" && !long;
      const base =
        view.side && long
          ? clearOfFace(heldDirection(held, view, side), hand, f, heldWidth)
          : heldDirection(held, view, side);
      const dir = turned(far ? { ux: 0.8, uy: -0.6 } : base, ctx.variation.lean);
      // Seen from the front or back, an axe's head faces away from the body, clear of the face.
      const outward: -1 | 1 = hand.x < torsoX(f, view) ? -1 : 1;
      return drawWeapon(canvas, held, wmats, {
        gx: hand.x + 0.5,
        gy: hand.y + 0.5,
        ...dir,
        length: heldLength,
        width: heldWidth,
        ...(view.side ? {} : { headSide: outward }),
        ...(outfit.staffHead ? { staffHead: outfit.staffHead } : {}),
        // In profile the fist lies across the hilt; seen from the front the hilt already shows.
        ...(overArm ? { fist: f.handR } : {}),
      });
    };
    const shield = (hand: Point) => {
      const sm = weaponMats(scheme, mats, "shield", undefined);
      const size = Math.max(6, f.torsoH * 1.15);
      if (outfit.roundShield) {
        // A disc a little narrower than the heater is tall, its boss on the hand.
        const rm = {
          ...sm,
          guard: mats.metal,
          accent: mats.named.shield ?? scheme.material("wood"),
        };
        drawRoundShield(canvas, rm, hand.x + 0.5, hand.y + 0.5 - f.handR * 0.2, size * 0.92);
        return;
      }
      drawWeapon(
        canvas,
        "shield",
        { ...sm, guard: mats.metal, accent: mats.named.shield ?? mats.trim },
        {
          gx: hand.x + 0.5,
          gy: hand.y - f.handR * 0.2,
          ux: 0,
          uy: -1,
          length: size,
          width: heldWidth,
          // Turned three-quarters the shield's face is seen at a slant; on the far arm of a
          // profile it is seen nearly edge-on.
          across: farSide(view) ? 0.72 : view.side && swap > 0 ? SHIELD_EDGE_ON : 1,
        },
      );
    };
    const handOver = (hand: Point) => {
      const p = pen(canvas, handMat(outfit, mats));
      fillEllipse(canvas, p, hand.x + 0.5, hand.y + 0.5, f.handR, f.handR, "dome");
    };

    // Layers (kept only when a layered document is recorded): each part whole, with its joint.
    const tx = torsoX(f, view);
    const neck = { x: tx, y: f.torsoTop };
    const spec = (
      name: string,
      role: LayerRole,
      joint: Point,
      parent: string | null,
      side: -1 | 0 | 1 = 0,
    ): LayerSpec => ({ name, role, joint, parent, side });
    const armName = (which: -1 | 1) => `arm.${limbName(view, which)}`;
    const arm = (which: -1 | 1, bias: number) =>
      inLayer(
        canvas,
        spec(armName(which), "arm", shoulderPoint(f, view, which), "torso", which),
        () => {
          const hand = drawArm(canvas, f, outfit, mats, view, which, bias, reachOf(which));
          // A pair of weapons: the second in the other hand, moving with its arm, the fingers
          // closed over its grip.
          if (pairedIn(which)) {
            const at = handPoint(f, view, which);
            weapon(at, which);
            handOver(at);
          }
          // A pirate's hook takes the hand that holds nothing.
          if (
            outfit.extras.includes("hook") &&
            !view.back &&
            which === -weaponHand &&
            !outfit.shield
          )
            drawHook(canvas, f, handPoint(f, view, which), mats);
          // A hacker's handheld, in the hand that holds nothing, the fingers over its edge.
          if (outfit.extras.includes("handheld") && !view.back && which === -weaponHand) {
            const at = handPoint(f, view, which);
            drawHandheld(canvas, f, at, extra, at.x < tx ? 1 : -1);
            handOver(at);
          }
          return hand;
        },
      );
    const pairedIn = (which: -1 | 1) =>
      outfit.paired === true &&
      !outfit.shield &&
      !view.side &&
      !view.back &&
      which === -weaponHand &&
      held !== "none";
    const heldIn = (which: -1 | 1) => {
      const reach = reachOf(which);
      const at = handPoint(f, view, which, reach);
      const hand = view.side && long && which < 0 ? { ...at, x: handPoint(f, view, 1).x } : at;
      // A hand reaching forward grips the shaft higher up it: the staff stands as tall as it
      // did hanging at the side, its head no higher, its foot by the feet.
      const grip = reach && long ? { x: hand.x, y: handPoint(f, view, which).y } : hand;
      const kind = outfit.banner ? "banner" : (outfit.heldShape ?? outfit.heldItem ?? held);
      return inLayer(canvas, { ...spec("item", "item", hand, armName(which)), kind }, () =>
        weapon(grip),
      );
    };
    const shieldIn = (which: -1 | 1) => {
      const hand = handPoint(f, view, which, reachOf(which));
      inLayer(canvas, spec("shield", "shield", hand, armName(which)), () => shield(hand));
    };
    const torso = () =>
      inLayer(canvas, spec("torso", "torso", { x: tx, y: f.hipY }, null), () => {
        drawBodyBehind(canvas, f, outfit, mats, extra, view);
        // A pack is on the back: behind the torso, except seen from behind.
        if (outfit.pack && !view.back) drawPack(canvas, f, mats, view);
        if (outfit.quiver && !view.back) drawQuiver(canvas, f, mats, view, extra.red, swap);
        drawTorso(canvas, f, outfit, mats, view);
        drawBodyOver(canvas, f, outfit, mats, extra, view);
        if (cracked) drawStoneTorso(canvas, f, mats, moss, view);
        if (outfit.extras.includes("torn")) drawZombieTorso(canvas, f, mats, extra.red, view);
        drawTorsoLooks(canvas, f, outfit, mats, view);
        drawUniform(canvas, f, outfit, mats, extra.dark, view);
        if (outfit.pack && view.back) drawPack(canvas, f, mats, view);
        if (outfit.quiver && view.back) drawQuiver(canvas, f, mats, view, extra.red, swap);
        if (outfit.pack) drawPackStraps(canvas, f, mats, view);
        if (outfit.pack) drawPurse(canvas, f, mats, view);
      });
    const headIn = () =>
      inLayer(canvas, spec("head", "head", neck, "torso"), () => {
        const head = drawHead(canvas, f, outfit, mats, view, extra);
        if (outfit.halo) drawHalo(canvas, f, mats.gold, view);
        if (cracked) drawStoneHead(canvas, headFrame(f, view), mats, moss, view);
        if (outfit.extras.includes("torn"))
          drawZombieMouth(canvas, headFrame(f, view), extra.dark, view);
        return head;
      });
    const wings = () =>
      inLayer(
        canvas,
        spec("wings", "wings", { x: tx, y: f.torsoTop + f.torsoH * 0.25 }, "torso"),
        () => drawWings(canvas, f, mats, view, dark || outfit.batWings === true),
      );
    const cape = () =>
      inLayer(canvas, spec("cape", "cape", { x: tx, y: f.torsoTop + 1 }, "torso"), () =>
        drawCape(canvas, f, outfit, mats, view),
      );

    if (outfit.wings && !view.back) wings();
    if (outfit.cape && !view.back) cape();
    inLayer(canvas, spec("hair.back", "hair-back", neck, "head"), () =>
      drawBackHair(canvas, f, outfit, mats, view),
    );

    if (view.side) {
      const far = arm(-1, -0.2);
      if (swap > 0 && outfit.shield) shieldIn(-1);
      // Swapped (a west facing), the weapon is in the far hand, behind the body, and the
      // shield on the near arm shows its face.
      if (swap < 0) heldIn(-1);
      const feet = drawLegs(canvas, f, outfit, mats, view);
      torso();
      // A staff leans just ahead of the face; where a long beard or a brim still reaches it,
      // the head is in front.
      if (swap > 0 && long) heldIn(1);
      const head = headIn();
      // A bow's grip is under the near arm's hand, and so is a blade carried beside a shield
      // (held well ahead, its hilt shows); a robed figure's sword lies over the arm (below).
      const blade = swap > 0 && overArm;
      if (swap > 0 && !long && !blade) heldIn(1);
      const near = arm(1, 0);
      // A blade in the near hand lies over the arm, the fingers closed over its grip: under
      // the arm, the sleeve hid its crossguard and grip, and a bare blade read as a club.
      if (blade && heldIn(1)) {
        const hand = handPoint(f, view, 1, reachOf(1));
        inLayer(canvas, spec("hand.near", "hand", hand, armName(1)), () => handOver(hand));
      }
      if (swap < 0 && outfit.shield) shieldIn(1);
      // Facing east the left side faces the viewer: the near hand is the left one.
      return { anchors: { head, handLeft: near, handRight: far, feet } };
    }

    const leftHand = handPoint(f, view, -1, reachOf(-1));
    const rightHand = handPoint(f, view, 1, reachOf(1));
    // Turned three-quarters, the far arm is behind the torso and in its shadow; so is what its
    // hand holds (a W-side twin's sword in the far hand shows past the body, not across it).
    const farArm = farSide(view);
    const grip = -swap as -1 | 1;
    const gripBehind = !view.back && grip === farArm;
    const holdWeapon = () => {
      if (heldIn(grip)) {
        // The fingers close over the grip: a layer of the hand, in front of the item.
        const hand = grip < 0 ? leftHand : rightHand;
        inLayer(
          canvas,
          spec(grip < 0 ? "hand.left" : "hand.right", "hand", hand, armName(grip)),
          () => handOver(hand),
        );
      }
    };
    if (farArm) arm(farArm, -0.12);
    if (gripBehind) holdWeapon();
    if (view.back) {
      // Weapon and shield are in front of the character, so behind the body from here.
      heldIn(swap);
      if (outfit.shield) shieldIn(-swap as -1 | 1);
    }
    const feet = drawLegs(canvas, f, outfit, mats, view);
    torso();
    if (farArm !== -1) arm(-1, 0);
    if (farArm !== 1) arm(1, 0);
    if (view.back && outfit.cape) cape();
    if (view.back && outfit.wings) wings();
    const head = headIn();
    if (!view.back) {
      if (!gripBehind) holdWeapon();
      if (outfit.shield) shieldIn(swap);
    }
    // Front: the character's right hand is on the viewer's left; from behind, on the right.
    return {
      anchors: {
        head,
        handRight: view.back ? rightHand : leftHand,
        handLeft: view.back ? leftHand : rightHand,
        feet,
      },
    };
  }
};

/**
 * An angel's halo: a thin gold ring seen edge-on, floating a little over the crown, open in
 * the middle so it reads as a ring and not as a hat.
 */
function drawHalo(canvas: InkCanvas, f: Figure, gold: Mat, view: View): void {
  const h = headFrame(f, view);
  const rx = Math.max(3, h.w * 0.36);
  const ry = Math.max(1.2, h.h * 0.09);
  const cy = h.top - Math.max(2, h.h * 0.16);
  const ring = flatPen(canvas, gold, 3, { detail: true });
  const steps = 16;
  for (let k = 0; k < steps; k++) {
    const a0 = (k / steps) * Math.PI * 2;
    const a1 = ((k + 1) / steps) * Math.PI * 2;
    drawLine(
      canvas,
      ring,
      h.hx + Math.cos(a0) * rx,
      cy + Math.sin(a0) * ry,
      h.hx + Math.cos(a1) * rx,
      cy + Math.sin(a1) * ry,
    );
  }
}

/** Bounds of the painted pixels: width, height and horizontal center. */
function paintedBounds(canvas: InkCanvas): { w: number; h: number; cx: number } | null {
  const box = boundsWhere(canvas.width, canvas.height, (i) => canvas.ink[i] !== EMPTY);
  if (!box) return null;
  const w = box.right - box.left + 1;
  return { w, h: box.bottom - box.top + 1, cx: box.left + w / 2 };
}
