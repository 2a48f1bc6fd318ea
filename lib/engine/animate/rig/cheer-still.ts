/**
 * A still of a cheer ("cheers with arms raised") on a layered biped, standing on its ground in
 * its own frame. A generated figure fills its frame nearly top to bottom, so there is no room to
 * raise a hand far above the head; making the whole pose smaller to fit (what a motion does)
 * left the arms level at the shoulders, a T-pose. Here the arms go up in a V, hands beside the
 * head, as high as the frame allows, and only what a hand holds gives way: a blade or staff
 * tips out to the side (or forward, in profile) until it is inside the frame, a shield stays
 * upright as it is carried (turned with the arm, its cross became a skewed arrow).
 */
import { deg } from "../easing";
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Biped } from "./biped";
import { posed, prepare } from "./compose";
import type { Prepared } from "./rig-pose";
import type { LayerMove, RigPose } from "./rig-pose";
import { raiseSign } from "./custom-arms";
import { enclosedCount, fits, neededMargins } from "./fit";

/**
 * How the holding arm may go: its raise from the shoulder (0 hangs, 180 points straight up) and
 * the lean of what it holds, outward from upright (forward in profile; negative: inward). Tried
 * cheapest first: each degree the arm is lower than 145 costs 1, each degree of lean 0.7, so a
 * blade tips out a little before the arm comes down. It leans at most level (90): a raised
 * blade never points at the ground, and in a frame too tight for it to point up it is held
 * level over the head. Straight up (165) costs 20 from the front, where the head hides the arm, and nothing in
 * profile, where the arm rises in front of the face.
 */
function holdsFor(profile: boolean): (readonly [number, number])[] {
  const cost = ([raise, lean]: readonly [number, number]) =>
    Math.max(0, 145 - raise) +
    (raise > 145 && !profile ? 20 : 0) +
    0.7 * Math.abs(lean) +
    (lean < 0 ? 20 : 0);
  return [170, 165, 160, 145, 130, 120, 115, 110, 100]
    .flatMap((raise) => LEANS.map((lean) => [raise, lean] as const))
    .sort((x, y) => cost(x) - cost(y));
}
/**
 * Leans tried for what a raised hand holds, in degrees outward from upright. Fine steps: a
 * figure that fills its frame has room for a long blade only in a narrow band of leans (a 64 px
 * knight's sword fits raised high at 50 degrees, neither at 30 nor at 60), and a coarser grid
 * missed it and laid the blade level across the helmet.
 */
const LEANS = [0, 10, 20, 30, 35, 40, 45, 50, 55, 60, 75, 90, -30];
/** Held things with a long shaft, which a hand may hold lower down (a third of it at most). */
const SLIDING = new Set(["staff", "spear", "banner", "trident", "pitchfork", "halberd"]);
/** Held things with a string across them, which enclose the background between string and limbs. */
const STRUNG = new Set(["bow", "crossbow"]);
/** Raises of the other arms (a free hand, a shield's), best first. */
const OTHER_RAISES = [150, 135, 120];
/**
 * A candidate hiding more than this share of the face (the head layer's pixels as drawn) is
 * taken only when none hides less. In profile a raised near arm crosses the face anyway.
 */
const FACE_SHARE = 0.12;
const PROFILE_FACE_SHARE = 0.5;

interface Candidate {
  readonly image: RgbaImage;
  /** The head's pixels it hides. */
  readonly hidden: number;
  /** Whether it closes a gap against the body into a hole. */
  readonly holed: boolean;
  /** The face's pixels it hides: those of the head's middle, below its crown. */
  readonly faceHidden: number;
}

/** A cheer's pose: the holding arm's raise, the lean of what it holds, how far it slid, the rest. */
interface Hold {
  readonly raise: number;
  readonly lean: number;
  /** The slide along a shaft, as a share of the most it may slide (a third of its length). */
  readonly slide: number;
  readonly other: number;
}

/** A rigged drawing: the document, its prepared layers and its biped reading. */
export interface RiggedDrawing {
  readonly doc: LayeredSprite;
  readonly prep: Prepared;
  readonly biped: Biped;
}

/**
 * The cheer's still, or null when the figure has no arms to raise. `drawing` is the drawing at
 * rest with its rig. Choosing the pose renders it many times (arm raises, leans, slides), so a
 * big drawing brings `preview`, the same recipe drawn small: the pose is chosen on the preview
 * and its best few holds are drawn at full size; null when none of them fits the big frame
 * (the caller then raises the arms as far as the frame allows).
 */
export function cheerStill(drawing: RiggedDrawing, preview?: RiggedDrawing): RgbaImage | null {
  if (preview) return cheerFromPreview(drawing, preview);
  // What it holds aloft when the frame has room for that, as the service's cheer is made;
  // else the hold chosen among every one that fits.
  return cheerAloft(drawing) ?? chooseCheer(drawing)?.image ?? null;
}

/**
 * A cheer whose held thing is aloft: the holding arm raised at least ALOFT_RAISE, what it holds
 * leaning outward at most ALOFT_LEAN from upright (a long blade in a frame its figure fills
 * leans out along the V, still pointing up, rather than the figure being drawn smaller), the
 * face clear (ALOFT_SHARE). Null when the drawing holds nothing or no such hold fits its frame:
 * the caller then poses the figure as drawn among every hold that fits.
 * With `preview` (the same recipe drawn small) the holds are found on the preview and the best
 * few drawn at full size.
 */
export function cheerAloft(drawing: RiggedDrawing, preview?: RiggedDrawing): RgbaImage | null {
  if (!drawing.biped.item) return null;
  const full = cheerCandidates(drawing);
  const limit = full.faceBoxArea * (drawing.biped.profile ? PROFILE_ALOFT_SHARE : ALOFT_SHARE);
  for (const hold of aloftHolds(preview ?? drawing).slice(0, preview ? PREVIEW_TRIES : 1)) {
    const made = full.make(hold);
    if (made && !made.holed && made.faceHidden <= limit) return made.image;
  }
  return null;
}

const ALOFT_RAISE = 115;
/** Leant further than this from upright (30 degrees above level), a held thing no longer points up. */
const ALOFT_LEAN = 60;
/**
 * In profile the hand is raised forward, ahead of the face (a raise from 100), and the shaft
 * leans forward a little (PROFILE_ALOFT_LEAN): upright from a hand that close to the head it
 * rose through the hat brim, and leant back it crossed the face.
 */
const PROFILE_ALOFT_RAISE = 100;
const PROFILE_ALOFT_LEAN = 30;
/**
 * The share of the face a held-aloft cheer may hide. From the front, none to speak of (a
 * bowstring or a hilt across it is not a cheer); in profile the near arm rises in front of the
 * beard and chin, so up to half, the hold hiding least taken first.
 */
const ALOFT_SHARE = 0.03;
const PROFILE_ALOFT_SHARE = 0.5;

/** The holds of `drawing` that hold its item aloft with the face clear, best first. */
function aloftHolds(drawing: RiggedDrawing): Hold[] {
  const b = drawing.biped;
  if (!b.item || b.arms.length === 0) return [];
  const { make, faceBoxArea, sliding } = cheerCandidates(drawing);
  const limit = faceBoxArea * (b.profile ? PROFILE_ALOFT_SHARE : ALOFT_SHARE);
  // The other arm (a free hand, a shield's) as high as it goes with the face clear: a shield
  // raised high beside the head covered the face's side.
  const atRest = { raise: 0, lean: 0, slide: 0 };
  const clearOthers = OTHER_RAISES.filter((other) => {
    const c = make({ ...atRest, other });
    return c !== null && c.faceHidden <= limit;
  });
  const other = clearOthers[0] ?? OTHER_RAISES[OTHER_RAISES.length - 1]!;
  const out: { hold: Hold; hides: number }[] = [];
  for (const [raise, lean] of holdsFor(b.profile)) {
    if (
      b.profile ? raise < PROFILE_ALOFT_RAISE || lean !== PROFILE_ALOFT_LEAN : raise < ALOFT_RAISE
    )
      continue;
    if (Math.abs(lean) > ALOFT_LEAN) continue;
    for (const slide of sliding ? [0, 1, -1] : [0]) {
      const hold = { raise, lean, slide, other };
      const c = make(hold);
      if (c && !c.holed && c.faceHidden <= limit) out.push({ hold, hides: c.faceHidden });
    }
  }
  // In profile every raise hides some of the face: the one hiding least (the cheapest of
  // equals) comes first. From the front, the cheapest hold that hides next to none.
  if (b.profile) out.sort((x, y) => x.hides - y.hides);
  return out.map((o) => o.hold);
}

/**
 * The preview's holds, best first, tried on the full drawing until one fits its frame without
 * closing a hole; at most PREVIEW_TRIES renders at full size, then null (no cheer still).
 */
function cheerFromPreview(drawing: RiggedDrawing, preview: RiggedDrawing): RgbaImage | null {
  const full = cheerCandidates(drawing);
  for (const hold of rankedCheers(preview).slice(0, PREVIEW_TRIES)) {
    const made = full.make(hold);
    if (made && !made.holed) return made.image;
  }
  return null;
}

/** Full-size renders a cheer chosen on a preview may take. */
const PREVIEW_TRIES = 6;

function cheerCandidates(drawing: RiggedDrawing) {
  const { doc, biped: b } = drawing;
  const prep = b.profile ? behindHead(drawing) : drawing.prep;
  const rest = doc.sprite.image;
  const need = neededMargins(rest);
  const holes = enclosedCount(rest);
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0);
  const torso = doc.layers.find((l) => l.role === "torso" && l.width > 0);
  const middle = torso ? torso.x + torso.width / 2 : doc.width / 2;
  const faceArea = head ? head.ink.filter((v) => v >= 0).length : 0;
  const faceBoxArea = head ? inkWithin(head, FACE_BOX) : 0;
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const holding = b.item?.parent ?? null;
  const reach = b.item ? Math.round(Math.max(b.item.width, b.item.height) / 3) : 0;
  const strung = STRUNG.has(b.item?.kind ?? "");

  const poseOf = (hold: Hold): RigPose => {
    const layers: Record<string, LayerMove> = {};
    for (const arm of b.arms) {
      const turn = raiseSign(b, arm) * deg(arm === holding ? hold.raise : hold.other);
      layers[arm] = { angle: turn };
      const layer = doc.layers.find((l) => l.name === arm);
      // Outward is away from the body's middle; in profile it is forward, the way it faces.
      const outward = b.profile || !layer ? 1 : layer.joint.x < middle ? -1 : 1;
      if (b.item && b.item.parent === arm) {
        layers[b.item.name] = {
          angle: -turn + outward * deg(hold.lean),
          dy: Math.round(hold.slide * reach),
        };
      }
      if (shield && shield.parent === arm) layers[shield.name] = { angle: -turn };
    }
    return { layers, ground: "feet" };
  };
  const make = (hold: Hold): Candidate | null => {
    const image = posed(prep, poseOf(hold), size).image;
    if (!fits(image, need)) return null;
    const hidden = head ? hiddenOf(head, rest, image) : 0;
    const faceHidden = head ? hiddenOf(head, rest, image, FACE_BOX) : 0;
    // A strung thing (a bow) encloses the background between its string and its limbs, and
    // an arm raised through it closes more such gaps: that is how a raised bow looks, no hole.
    const holed = !strung && enclosedCount(image) > holes;
    return { image, hidden, faceHidden, holed };
  };
  return { make, faceArea, faceBoxArea, holding, sliding: SLIDING.has(b.item?.kind ?? "") };
}

/**
 * In profile the near arm raised in front of the body crossed the beard and face whatever its
 * raise (a short arm cannot reach past the nose): raised, it is drawn behind the head with
 * what it holds, rising from behind the shoulder as the far side of a cheer does.
 */
function behindHead({ doc, prep, biped: b }: RiggedDrawing): Prepared {
  const holding = b.item?.parent;
  const headAt = doc.layers.findIndex((l) => l.role === "head");
  if (!holding || headAt < 0) return prep;
  const within = (name: string | null): boolean => {
    if (name === holding) return true;
    const layer = name ? doc.layers.find((l) => l.name === name) : undefined;
    return layer ? within(layer.parent) : false;
  };
  const moved = doc.layers.filter((l) => within(l.name));
  const others = doc.layers.filter((l) => !within(l.name));
  const at = others.findIndex((l) => l.role === "head");
  const layers = [...others.slice(0, at), ...moved, ...others.slice(at)];
  return prepare({ ...doc, layers });
}

/** The cheer chosen on `drawing`, with the hold it was made with. */
function chooseCheer(drawing: RiggedDrawing): { image: RgbaImage; hold: Hold } | null {
  const b = drawing.biped;
  if (b.arms.length === 0) return null;
  const { make, faceArea, holding, sliding } = cheerCandidates(drawing);
  const share = b.profile ? PROFILE_FACE_SHARE : FACE_SHARE;
  const clear = (c: Candidate) => !c.holed && c.hidden <= faceArea * share;
  const worse = (c: Candidate, than: Candidate | null) =>
    than !== null &&
    (c.holed ? 1 : 0) * 1000 + c.hidden >= (than.holed ? 1 : 0) * 1000 + than.hidden;
  // The other arms as high as they go with the holding arm at rest; then the holding arm as
  // high as it can, what it holds leaning out as little as the frame allows; the first that
  // leaves the face clear is the still, else the one hiding the least of it, lowering the
  // other arms if that hides less.
  const atRest = { raise: 0, lean: 0, slide: 0 };
  const others = OTHER_RAISES.filter((other) => make({ ...atRest, other }) !== null);
  const other = others[0] ?? OTHER_RAISES[OTHER_RAISES.length - 1]!;
  if (!holding || !b.item) {
    const hold = { ...atRest, other };
    const image = make(hold)?.image;
    return image ? { image, hold } : null;
  }
  const slides = sliding ? [0, 1, -1] : [0];
  let best: Candidate | null = null;
  let bestHold: Hold | null = null;
  for (const [raise, lean] of holdsFor(b.profile)) {
    for (const slide of slides) {
      const hold = { raise, lean, slide, other };
      const c = make(hold);
      if (!c) continue;
      if (clear(c)) return { image: c.image, hold };
      if (!worse(c, best)) {
        best = c;
        bestHold = hold;
      }
    }
  }
  if (!best || !bestHold) return null;
  let chosen = bestHold;
  for (const lower of others.slice(1)) {
    const hold = { ...bestHold, other: lower };
    const c = make(hold);
    if (c && !worse(c, best)) {
      best = c;
      chosen = hold;
    }
  }
  return { image: best.image, hold: chosen };
}

/**
 * Every hold that fits `drawing`'s frame, best first: those leaving the face clear in the order
 * they are tried, then the rest by how much of the face they hide (one leaving a hole last).
 */
function rankedCheers(drawing: RiggedDrawing): Hold[] {
  const b = drawing.biped;
  if (b.arms.length === 0) return [];
  const { make, faceArea, holding, sliding } = cheerCandidates(drawing);
  const share = b.profile ? PROFILE_FACE_SHARE : FACE_SHARE;
  const atRest = { raise: 0, lean: 0, slide: 0 };
  const others = OTHER_RAISES.filter((other) => make({ ...atRest, other }) !== null);
  const other = others[0] ?? OTHER_RAISES[OTHER_RAISES.length - 1]!;
  if (!holding || !b.item) return [{ ...atRest, other }];
  const clear: Hold[] = [];
  const rest: { hold: Hold; score: number }[] = [];
  for (const [raise, lean] of holdsFor(b.profile)) {
    for (const slide of sliding ? [0, 1, -1] : [0]) {
      const hold = { raise, lean, slide, other };
      const c = make(hold);
      if (!c) continue;
      if (!c.holed && c.hidden <= faceArea * share) clear.push(hold);
      else rest.push({ hold, score: (c.holed ? 1000 : 0) + c.hidden });
    }
  }
  return [...clear, ...rest.sort((x, y) => x.score - y.score).map((r) => r.hold)];
}

/**
 * The face within a head layer's box, as shares of its width and height: the middle columns
 * below the crown (a helmet's dome, a hat, the hair's top), where the eyes and mouth are drawn.
 * Raised arms beside the head cover its sides, never this.
 */
const FACE_BOX = { left: 0.25, right: 0.75, top: 0.3, bottom: 1 };
type Box = typeof FACE_BOX;
const WHOLE_BOX: Box = { left: 0, right: 1, top: 0, bottom: 1 };

function inBox(head: SpriteLayer, i: number, box: Box): boolean {
  const u = i % head.width;
  const v = Math.floor(i / head.width);
  return (
    u >= box.left * head.width &&
    u < box.right * head.width &&
    v >= box.top * head.height &&
    v < box.bottom * head.height
  );
}

/** The head's drawn pixels within `box`. */
function inkWithin(head: SpriteLayer, box: Box): number {
  let n = 0;
  for (let i = 0; i < head.ink.length; i++) if (head.ink[i]! >= 0 && inBox(head, i, box)) n++;
  return n;
}

/**
 * How many of the head's drawn pixels within `box` (shares of the head's box) the pose changed
 * (an arm or what it holds in front).
 */
function hiddenOf(head: SpriteLayer, rest: RgbaImage, image: RgbaImage, box = WHOLE_BOX): number {
  let n = 0;
  for (let i = 0; i < head.ink.length; i++) {
    if (head.ink[i]! < 0 || !inBox(head, i, box)) continue;
    const x = head.x + (i % head.width);
    const y = head.y + Math.floor(i / head.width);
    if (x < 0 || y < 0 || x >= rest.width || y >= rest.height) continue;
    const o = (y * rest.width + x) * 4;
    if (!rest.data[o + 3]) continue;
    for (let c = 0; c < 4; c++) {
      if (rest.data[o + c] !== image.data[o + c]) {
        n++;
        break;
      }
    }
  }
  return n;
}

/**
 * A raise seen from the front at the figure's own size when its frame has no room
 * above the head for the arm straight up: what the hand holds stays upright (leaning at most
 * `UPRIGHT_LEAN` either way, a shaft sliding in the hand) and the arm comes down, a few degrees
 * at a time, until the held thing is inside the frame with the face clear and no gap closed
 * into a hole. A sword held up at the shoulder reads as raised; one tipped level over the
 * helmet, or the whole figure drawn smaller, does not. The other arms hang. Null in profile,
 * for a figure holding nothing, or when even the lowest raise (`LOWEST_RAISE`) does not fit.
 */
export function raiseInFrame(drawing: RiggedDrawing): RgbaImage | null {
  const b = drawing.biped;
  if (!b.item || b.profile || b.arms.length === 0) return null;
  const { make, faceBoxArea, sliding } = cheerCandidates(drawing);
  const limit = faceBoxArea * ALOFT_SHARE;
  for (let raise = 165; raise >= LOWEST_RAISE; raise -= RAISE_STEP) {
    for (const lean of [0, -UPRIGHT_LEAN / 2, UPRIGHT_LEAN / 2, UPRIGHT_LEAN]) {
      for (const slide of sliding ? [0, 1, -1] : [0]) {
        const c = make({ raise, lean, slide, other: 0 });
        if (c && !c.holed && c.faceHidden <= limit) return c.image;
      }
    }
  }
  return null;
}

/** The lowest raise of the holding arm that still reads as raised: the hand near the shoulder. */
const LOWEST_RAISE = 70;
/** How far what a raised hand holds may lean from upright, outward (half that inward). */
const UPRIGHT_LEAN = 30;
/** Degrees the arm comes down each try. */
const RAISE_STEP = 5;
