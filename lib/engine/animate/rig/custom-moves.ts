/**
 * How custom gestures build a pose: each adds its moves to a shared table, layer by layer (turns
 * and shifts add, squashes multiply), and several poses merge into one ("walks and waves").
 */
import type { Side, Tempo } from "../../edit-grammar";
import type { LayeredSprite } from "../../draw";
import type { Biped } from "./biped";
import type { LayerMove, RigPose } from "./rig-pose";

export type Moves = Record<string, LayerMove>;

export function add(moves: Moves, name: string | null, move: LayerMove): void {
  if (!name) return;
  const was = moves[name] ?? {};
  const scaleX = (was.scaleX ?? 1) * (move.scaleX ?? 1);
  const scaleY = (was.scaleY ?? 1) * (move.scaleY ?? 1);
  const pitch = (was.pitch ?? 0) + (move.pitch ?? 0);
  const turn = (was.turn ?? 0) + (move.turn ?? 0);
  moves[name] = {
    angle: (was.angle ?? 0) + (move.angle ?? 0),
    dx: (was.dx ?? 0) + (move.dx ?? 0),
    dy: (was.dy ?? 0) + (move.dy ?? 0),
    ...(pitch !== 0 ? { pitch } : {}),
    ...(move.faceDown || was.faceDown ? { faceDown: true } : {}),
    ...(turn !== 0 ? { turn } : {}),
    ...(move.tiltAsLean || was.tiltAsLean ? { tiltAsLean: true } : {}),
    ...((move.leanHangsFrom ?? was.leanHangsFrom) !== undefined
      ? { leanHangsFrom: move.leanHangsFrom ?? was.leanHangsFrom }
      : {}),
    ...(move.turnWhole || was.turnWhole ? { turnWhole: true } : {}),
    ...(move.keepHidden || was.keepHidden ? { keepHidden: true } : {}),
    // A squash joins a turn: scales multiply (a layer left unscaled stays so).
    ...(scaleX !== 1 ? { scaleX } : {}),
    ...(scaleY !== 1 ? { scaleY } : {}),
    // A column bend (a blob's slumping bow) is kept: bends do not add up, the later one wins.
    ...((move.bend ?? was.bend) ? { bend: move.bend ?? was.bend } : {}),
    ...((move.lean ?? was.lean) ? { lean: move.lean ?? was.lean } : {}),
  };
}

/**
 * How a sentence says its gestures go: amplitude, tempo, whether a swing goes overhead, and the
 * side of the limb that does it.
 */
export interface GestureManner {
  readonly k: number;
  readonly tempo: Tempo;
  readonly aloft: boolean;
  readonly side: Side | null;
}

/**
 * One frame of a biped's gesture: the figure, the frame (t of n, p its share of the loop), the
 * manner, the moves table the gesture adds to, and the timing curves most gestures share (up:
 * raised and held; pulse: a repeated beat; loop: one sine over the loop; reach: a head's or a
 * body's move that reads at 1x).
 */
export interface GestureFrame {
  readonly doc: LayeredSprite;
  readonly b: Biped;
  readonly t: number;
  readonly n: number;
  readonly p: number;
  readonly how: GestureManner;
  readonly moves: Moves;
  readonly up: number;
  readonly pulse: number;
  readonly loop: number;
  readonly reach: number;
}

/** A gesture's pose of one frame; undefined when its moves alone (on the feet) are the pose. */
export type BipedGesture = (f: GestureFrame) => RigPose | undefined;

/** Several poses as one: turns and moves add per layer; the highest lift and any flight win. */
export function mergePoses(a: RigPose, b: RigPose): RigPose {
  const layers: Moves = { ...(a.layers as Moves) };
  for (const [name, move] of Object.entries(b.layers)) add(layers, name, move);
  const ground =
    a.ground === "none" || b.ground === "none"
      ? "none"
      : a.ground === "body" || b.ground === "body"
        ? "body"
        : "feet";
  return {
    layers,
    ground,
    lift: Math.max(a.lift ?? 0, b.lift ?? 0),
    clearance: a.clearance ?? b.clearance,
    root: a.root ?? b.root,
    recenter: a.recenter ?? b.recenter,
    // A mouth opened by either (a bite) stays open in the merged pose.
    ...((a.mouth ?? b.mouth) ? { mouth: a.mouth ?? b.mouth } : {}),
    // Layers kept inside their parent, or drawn on top, by either stay so.
    ...((a.tucked ?? b.tucked)
      ? { tucked: [...new Set([...(a.tucked ?? []), ...(b.tucked ?? [])])] }
      : {}),
    // A face kept in front of the arms by either stays in front.
    ...((a.faceOver ?? b.faceOver) ? { faceOver: a.faceOver ?? b.faceOver } : {}),
    ...((a.onTop ?? b.onTop)
      ? { onTop: [...new Set([...(a.onTop ?? []), ...(b.onTop ?? [])])] }
      : {}),
  };
}
