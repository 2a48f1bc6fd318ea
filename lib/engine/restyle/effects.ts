/** Each preset's signature effect, drawn after the gradient map (see effects-bright/-dark). */
import type { Pixels, Point } from "../raster";
import type { Random } from "../random";
import type { LabOf } from "../color";
import { createKit, type EffectKit } from "./effect-kit";
import { fire, gold, holy, ice, royal } from "./effects-bright";
import { cursed, poison, shadow, steampunk, zombie } from "./effects-dark";
import type { Ramp, RestylePreset } from "./ramps";

const EFFECTS: Readonly<Record<RestylePreset, (kit: EffectKit) => void>> = {
  fire,
  ice,
  gold,
  zombie,
  holy,
  cursed,
  poison,
  royal,
  shadow,
  steampunk,
};

/** Draws `preset`'s effect onto `px` in place, in the colors of the given ramps. */
export function drawEffect(
  px: Pixels,
  preset: RestylePreset,
  ramps: { main: Ramp; accent: Ramp },
  random: Random,
  lab: LabOf,
  head: Point | null,
): void {
  EFFECTS[preset](createKit(px, random, lab, ramps.main, ramps.accent, head));
}
