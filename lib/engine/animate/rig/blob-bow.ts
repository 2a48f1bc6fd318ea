/**
 * A blob's bow: its crown tips out over its face's side and comes down a little, while its base
 * stays flat on the ground. The body's rows are slid toward the face, the more the higher, and
 * sunk a little toward the base (a lean, see bend.ts), so the crown leans forward over the
 * front; the face goes with the rows it sits on. Turned as one piece about its base instead,
 * the blob tipped over (one side of its base rose off the ground); pressed down alone, without
 * the lean, it only squashed lower, which reads as a sigh or a squat, not a bow. Its columns
 * pressed unevenly (the front more) broke its crown's outline into notches.
 */
import { leanAt, sunkRow } from "./bend";
import type { Moves } from "./creature-kit";
import type { Prepared } from "./rig-pose";

/** Share of its height a blob's crown slides out over its front at the bottom of a full bow. */
export const BLOB_BOW_LEAN = 0.35;
/** Share of its height a blob sinks toward its base at the bottom of a full bow. */
const BLOB_BOW_SINK = 0.12;
/** Share of its own height the face drops down the body at the bottom of a full bow. */
const FACE_DOWNCAST = 0.25;

/**
 * The moves of a blob's bow `depth` deep (0 standing; 1 the crown out over the front by about
 * a third of the blob's height), or null when the blob has no body and face drawn as layers.
 */
export function blobBow(prep: Prepared, depth: number): Moves | null {
  const body = prep.byName.get("body");
  const face = prep.byName.get("face");
  if (!body || !face || body.width === 0 || face.width === 0) return null;
  let crown = Infinity;
  let ground = -Infinity;
  body.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const y = body.y + Math.floor(i / body.width);
    crown = Math.min(crown, y);
    ground = Math.max(ground, y);
  });
  const faceX = face.x + face.width / 2;
  const dir = faceX >= body.x + body.width / 2 ? 1 : -1;
  const lean = {
    base: ground,
    top: crown,
    shift: dir * Math.round((ground - crown + 1) * BLOB_BOW_LEAN * depth),
    sink: 1 - BLOB_BOW_SINK * depth,
  };
  // The face goes with its row, and lower on the body besides, the eyes cast down: a crown
  // tipped over eyes that stay where they looked reads as a push, not a bow.
  const faceRow = Math.round(face.y + face.height / 2);
  const downcast = Math.round(face.height * FACE_DOWNCAST * depth);
  return {
    body: { lean },
    face: { dy: sunkRow(lean, faceRow) - faceRow + downcast, dx: leanAt(lean, faceRow + downcast) },
  };
}
