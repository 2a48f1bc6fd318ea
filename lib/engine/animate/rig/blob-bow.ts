/**
 * A blob's bow: its front slumps forward and down while its back stays tall and its base stays
 * flat on the ground. Each column of the body is pressed down toward the base, the more the
 * nearer the face's side (a column bend, see bend.ts), and the face goes down with the column
 * under it. Turned as one piece about its base instead, the blob tipped over: one side of its
 * base rose off the ground.
 */
import type { BendColumn } from "./bend";
import type { Moves } from "./creature-kit";
import type { Prepared } from "./rig-pose";

/**
 * The moves of a blob's bow `depth` deep (0 standing; 1 the front pressed down by nearly half
 * its height), or null when the blob has no body and face drawn as layers.
 */
export function blobBow(prep: Prepared, depth: number): Moves | null {
  const body = prep.byName.get("body");
  const face = prep.byName.get("face");
  if (!body || !face || body.width === 0 || face.width === 0) return null;
  // Each column's drawn rows.
  const tops = new Map<number, number>();
  const bottoms = new Map<number, number>();
  body.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = body.x + (i % body.width);
    const y = body.y + Math.floor(i / body.width);
    tops.set(x, Math.min(tops.get(x) ?? y, y));
    bottoms.set(x, Math.max(bottoms.get(x) ?? y, y));
  });
  const faceX = face.x + face.width / 2;
  const middle = body.x + body.width / 2;
  const dir = faceX >= middle ? 1 : -1;
  // From the back edge (pressed not at all) to the front edge (pressed the whole depth).
  const share = (x: number) => {
    const from = dir > 0 ? body.x : body.x + body.width - 1;
    return Math.min(1, Math.max(0, (dir * (x - from)) / Math.max(1, body.width - 1)));
  };
  const keep = (x: number) => 1 - 0.45 * depth * share(x) ** 1.5;
  const bend: (BendColumn | null)[] = [];
  for (const [x, top] of tops) {
    const bottom = bottoms.get(x)!;
    const tall = bottom - top + 1;
    const toTop = bottom - Math.max(1, Math.round(tall * keep(x))) + 1;
    bend[x] = { top, bottom, toTop, toBottom: bottom };
  }
  for (let x = 0; x < bend.length; x++) bend[x] ??= null;
  // The face rides down with its column: a row at height h above the base is left at h × keep.
  const base = bottoms.get(Math.round(faceX)) ?? body.y + body.height - 1;
  const faceY = face.y + face.height / 2;
  const drop = Math.round((base - faceY) * (1 - keep(faceX)));
  return { body: { bend }, face: { dy: drop } };
}
