/**
 * Every motion by name: the presets' and the custom prompt's.
 */
import type { MotionName } from "../motion-prompt";
import { attack } from "./attack";
import { death } from "./death";
import {
  bow,
  bounce,
  cast,
  float,
  kick,
  look,
  nod,
  ponder,
  pulse,
  raise,
  sad,
  shake,
  spin,
  sway,
  tilt,
  wave,
} from "./gestures";
import { hurt } from "./hurt";
import { idle } from "./idle";
import { jump } from "./jump";
import type { Motion } from "./shared";
import { run, walk } from "./walk";

export type { Motion, MotionContext } from "./shared";
export { pixelUnit } from "./shared";

export const MOTIONS: Readonly<Record<MotionName, Motion>> = {
  idle,
  walk,
  run,
  jump,
  attack,
  hurt,
  death,
  wave,
  raise,
  nod,
  bow,
  tilt,
  bounce,
  float,
  spin,
  shake,
  sway,
  pulse,
  kick,
  cast,
  ponder,
  sad,
  look,
};
