/**
 * A blob looking about: its face turns across the body, which leans toward the look. Looking
 * ahead the face slides on toward its edge; looking back it comes round to the other side of
 * the body, drawn mirrored (a face slid two pixels either way did not read at 1x). The body's
 * highlight slides across it as the body turns (see head-turn.ts), and the body leans toward
 * the look with its base flat on the ground.
 */
import type { Moves } from "./creature-kit";
import type { SpriteLayer } from "../../draw";
import type { Prepared } from "./rig-pose";
import { deg } from "./custom-timing";

/** Degrees the body turns and leans toward a full look. */
const TURN = 20;
const LEAN = 8;

/**
 * The moves of a blob looking toward `side` (-1 to 1, + toward the screen's right), or null
 * when the blob has no body and face drawn as layers.
 */
export function blobLook(prep: Prepared, side: number): Moves | null {
  const body = prep.byName.get("body");
  const face = prep.byName.get("face");
  if (!body || !face || body.width === 0 || face.width === 0) return null;
  if (side === 0) return {};
  const centre = body.x + body.width / 2;
  const radius = body.width / 2;
  const faceX = face.x + face.width / 2;
  const faceY = face.y + face.height / 2;
  const ahead = faceX >= centre ? 1 : -1;
  const turn = deg(TURN) * side;
  const lean = deg(LEAN) * side;
  // How far the lean slides the face's rows.
  const leanDx = Math.round(Math.tan(lean) * (body.joint.y - faceY));
  const moves: Moves = { body: { turn, slant: lean } };
  if (side * ahead > 0) {
    // The face slides on toward its edge as far as the body's turn carries its middle.
    const at = Math.asin(Math.max(-1, Math.min(1, (faceX - centre) / radius)));
    const to = centre + radius * Math.sin(at + turn);
    // Kept inside the body's outline with a pixel of body beside it (the face and what hangs
    // from it, by the rows they lie on).
    const room = Math.min(
      ...[face, ...children(prep, face.name)].map((l) => roomBeside(body, l, ahead)),
    );
    moves.face = { dx: ahead * Math.min(Math.abs(Math.round(to - faceX)), room) + leanDx };
    return moves;
  }
  // Round to the other side: mirrored about its joint and moved to where its mirror image
  // about the body's middle lies. Its mouth (which is not scaled with its parent) is mirrored
  // and moved the same way.
  const faceDx = Math.round(2 * (centre - face.joint.x)) + leanDx;
  moves.face = { scaleX: -1, dx: faceDx };
  for (const l of children(prep, face.name)) {
    moves[l.name] = { scaleX: -1, dx: Math.round(2 * (centre - l.joint.x)) - faceDx + leanDx };
  }
  return moves;
}

function children(prep: Prepared, name: string): SpriteLayer[] {
  return prep.doc.layers.filter((l) => l.parent === name && l.width > 0);
}

/**
 * Pixels a layer drawn on the body can slide toward `ahead` (the screen's right for 1) and
 * keep two pixels of the body beyond it, on every row it lies on.
 */
function roomBeside(body: SpriteLayer, l: SpriteLayer, ahead: 1 | -1): number {
  let room = Number.POSITIVE_INFINITY;
  for (let v = 0; v < l.height; v++) {
    const y = l.y + v;
    const row = y - body.y;
    if (row < 0 || row >= body.height) return 0;
    let edge = -1;
    let inner = -1;
    for (let u = 0; u < l.width; u++) {
      if (l.ink[v * l.width + u]! < 0) continue;
      const x = l.x + u;
      inner = inner < 0 ? x : ahead > 0 ? Math.max(inner, x) : Math.min(inner, x);
    }
    if (inner < 0) continue;
    for (let u = 0; u < body.width; u++) {
      if (body.ink[row * body.width + u]! < 0) continue;
      const x = body.x + u;
      edge = edge < 0 ? x : ahead > 0 ? Math.max(edge, x) : Math.min(edge, x);
    }
    room = Math.min(room, Math.max(0, ahead * (edge - inner) - 2));
  }
  return Number.isFinite(room) ? room : 0;
}
