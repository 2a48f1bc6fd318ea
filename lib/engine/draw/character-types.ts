/**
 * The shapes the character drawers share (the head, the body and the worn extras): the
 * materials a figure is painted with, how it is turned, and where its head sits. Types only, so
 * the drawers can name them without importing each other.
 */
import type { Mat } from "./pen";

export interface CharMats {
  readonly skin: Mat;
  readonly hair: Mat;
  readonly cloth: Mat;
  readonly trim: Mat;
  readonly metal: Mat;
  readonly leather: Mat;
  readonly pants: Mat;
  readonly boots: Mat;
  readonly accent: Mat;
  readonly white: Mat;
  readonly gold: Mat;
  readonly bone: Mat;
  readonly cape: Mat;
  /** A bare face set in fur (a yeti's pale blue-grey face); absent on most characters. */
  readonly face?: Mat;
  /** A bird's wing: white that stays white over a large area. */
  readonly plume: Mat;
  /** A bat wing's membrane in the body's own colour (a demon's), not brown leather. */
  readonly wing?: Mat;
  /**
   * Paints the prompt bound to a part ("a red hat", "green eyes"), over the garment's own
   * choice for that part; absent when the prompt names no color for it.
   */
  readonly named: NamedMats;
}

export interface NamedMats {
  /** Cloth, leather and straw headgear. */
  readonly hat?: Mat;
  /** Metal headgear: helms and crowns. */
  readonly helm?: Mat;
  readonly eyes?: Mat;
  /** The torso when the garment does not show the cloth there (leather, bare). */
  readonly torso?: Mat;
  readonly belt?: Mat;
  readonly hands?: Mat;
  readonly legs?: Mat;
  readonly feet?: Mat;
  readonly shield?: Mat;
}

export interface View {
  /** 0 facing the viewer square on, about 0.35 for a three-quarter turn toward +x. */
  readonly turn: number;
  readonly back: boolean;
  readonly side: boolean;
}

/**
 * How far the middle of the torso's side that faces the viewer (a tabard, a buckle, a shirt, a
 * badge on the front; the back's middle from behind) slides off centre, as a share of the
 * torso's width: a chest turned a third of the way to profile shows its middle a fifth of its
 * width toward the way it faces (+x); a back turned away toward +x shows its middle toward -x.
 */
export function frontShift(view: View): number {
  if (view.side) return 0;
  return (view.back ? -1 : 1) * view.turn * 0.55;
}

export interface HeadFrame {
  readonly hx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  readonly top: number;
  /** Center of the eyes horizontally. */
  readonly ex: number;
  /**
   * The eyes' centres, left then right on screen, seen square on or three-quarters (a profile
   * shows one eye, at `ex`). Turned, the face slides toward the way it faces and the far eye
   * sits near the head's edge, closer to the near one.
   */
  readonly eyeXs: readonly [number, number];
  readonly eyeY: number;
}
