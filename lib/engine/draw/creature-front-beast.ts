/**
 * What the head-on and back views of a four-legged beast read of it: the profile's own
 * parameters, shared by the body's plan and the face's.
 */
import type { Beast } from "./creature-quadruped-beast";

/** What the head-on and back views read of a beast: the profile's own parameters. */
export type FrontBeast = Pick<
  Beast,
  | "bodyRy"
  | "legLen"
  | "legW"
  | "headR"
  | "neck"
  | "snout"
  | "ears"
  | "tail"
  | "tailMat"
  | "tailLen"
  | "extras"
  | "marks"
  | "headMat"
  | "earMat"
  | "legMat"
  | "tipMat"
  | "earScale"
>;

/** Whether the beast has `extra` (a mane, horns, a beard...). */
export const hasExtra = (b: FrontBeast, extra: string) =>
  (b.extras as readonly string[] | undefined)?.includes(extra) ?? false;
