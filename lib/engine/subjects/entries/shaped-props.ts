/**
 * Props a game's town, farm, dungeon and interior sets hold, in the shape language, in the
 * order the registry has always listed them (house, then farm, then places).
 */
import type { SubjectEntry } from "../types";
import { SHAPED_FARM_PROPS } from "./shaped-props-farm";
import { SHAPED_HOUSE_PROPS } from "./shaped-props-house";
import { SHAPED_PLACE_PROPS } from "./shaped-props-places";

export const SHAPED_PROPS: readonly SubjectEntry[] = [
  ...SHAPED_HOUSE_PROPS,
  ...SHAPED_FARM_PROPS,
  ...SHAPED_PLACE_PROPS,
];
