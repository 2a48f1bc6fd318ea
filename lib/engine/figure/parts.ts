/**
 * The names of a figure's parts, and their codes in a label map (an index into PART_NAMES).
 * Left and right are the screen's. "body" is the one part of a figure that is not a humanoid.
 */
export type PartName =
  | "head"
  | "torso"
  | "armLeft"
  | "armRight"
  | "legLeft"
  | "legRight"
  | "skirt"
  | "body";

export const PART_NAMES: readonly PartName[] = [
  "body",
  "head",
  "torso",
  "armLeft",
  "armRight",
  "legLeft",
  "legRight",
  "skirt",
];
/** Code of a part in a label map. */
export const code = (name: PartName) => PART_NAMES.indexOf(name);
