/** Which words of a custom sentence changed nothing in the posed frames. */
import { mannerOf } from "../../edit-grammar";
import type { RigPose } from "./rig-pose";
import { readGestures } from "./gestures";

/**
 * The sentence's words that changed nothing: those no gesture took, and its manner words
 * ("slowly", "angrily") when every frame's pose is the same without them (a slow raise is a
 * different raise; "shakes gently" on a tremble already at its least is not), unless they name
 * the mood whose mark was drawn (`marked`).
 */
export function wordsThatChangedNothing(
  sentence: string,
  poseAt: (t: number, sentence: string) => RigPose,
  n: number,
  marked: boolean,
): string[] {
  const reading = readGestures(sentence);
  const out = [...reading.unrecognized];
  // A side ("with his left hand") counts when the frames differ without it: a gesture that
  // takes no side (a nod) or a side already doing it (the free hand) changed nothing.
  if (reading.side) {
    const sideWords = new Set(reading.side.words);
    const words = sentence.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
    const unsided = words.filter((w) => !sideWords.has(w)).join(" ");
    const changed = Array.from({ length: n }, (_, t) => t).some(
      (t) => JSON.stringify(poseAt(t, sentence)) !== JSON.stringify(poseAt(t, unsided)),
    );
    if (!changed) out.push(...reading.side.words);
  }
  // Words naming the mood whose mark was drawn changed the frames; the rest are weighed by pose.
  const weighed = reading.manner.filter(
    (w) => !(marked && reading.mood && mannerOf(w)?.mood === reading.mood),
  );
  if (weighed.length === 0) return out;
  const manner = new Set(reading.manner);
  const plain = (sentence.toLowerCase().match(/[a-z][a-z']*/g) ?? [])
    .filter((w) => !manner.has(w))
    .join(" ");
  for (let t = 0; t < n; t++) {
    if (JSON.stringify(poseAt(t, sentence)) !== JSON.stringify(poseAt(t, plain))) return out;
  }
  return [...out, ...weighed];
}
