/**
 * Words that say which way a long subject lies: "a vertical longsword" stands along the tall
 * axis, "a horizontal spear" lies along the wide one, whatever the canvas's shape.
 */
export type Orientation = "upright" | "flat";

export const ORIENTATION_WORDS: Readonly<Record<string, Orientation>> = {
  vertical: "upright",
  vertically: "upright",
  upright: "upright",
  standing: "upright",
  horizontal: "flat",
  horizontally: "flat",
  lying: "flat",
  flat: "flat",
};

/** The orientation the prompt names (the first such word), or null. */
export function readOrientation(prompt: string): Orientation | null {
  for (const word of prompt.toLowerCase().split(/[^a-z]+/)) {
    const found = ORIENTATION_WORDS[word];
    if (found) return found;
  }
  return null;
}
