/**
 * The restyle presets and modes: the lists the API accepts and the studio offers, written once
 * here and shared through the engine's root entry (light: no algorithm comes with them).
 */
export const RESTYLE_PRESETS = [
  "fire",
  "ice",
  "gold",
  "zombie",
  "holy",
  "cursed",
  "poison",
  "royal",
  "shadow",
  "steampunk",
] as const;
export type RestylePreset = (typeof RESTYLE_PRESETS)[number];

export const RESTYLE_MODES = ["restyle", "pose", "item", "custom"] as const;
export type RestyleMode = (typeof RESTYLE_MODES)[number];
