/** UI pieces and effects. */
import { kind } from "./make";

const ui = kind("ui", { plan: "ui piece", rig: "rigid", draw: { drawer: "ui" }, category: ["ui"] });
const effect = kind("effect", {
  plan: "effect",
  rig: "rigid",
  draw: { drawer: "effect" },
  category: ["effect"],
});
const weakEffect = (key: string, aliases: readonly string[]) =>
  effect(key, aliases, { weak: true });

/** The materials an interface frame is drawn in (its boards, stone, metal or gilt). */
const FRAME_MATERIALS = ["wood", "gold", "stone", "crystal", "metal", "silver"];

export const UI = [
  ui("panel", ["window", "dialog", "dialogue", "box frame", "menu", "frame", "popup"], {
    materials: FRAME_MATERIALS,
  }),
  ui("button", ["btn"], { materials: FRAME_MATERIALS }),
  ui("bar", ["health bar", "healthbar", "hp bar", "progress bar", "xp bar"]),
  ui("slot", ["inventory slot", "item slot", "cell", "hotbar"], { materials: FRAME_MATERIALS }),
];

export const EFFECTS = [
  weakEffect("fire", ["flame", "flames", "blaze", "inferno", "burning"]),
  effect("fireball", ["projectile"]),
  effect("explosion", ["blast", "boom", "burst", "detonation"]),
  weakEffect("magic", ["spell", "portal", "aura", "rune circle"]),
  effect("magic burst", ["arcane burst", "magic circle", "spell burst"]),
  // One sparkle is one star; sparkles, glitter and stars are a cluster of them.
  effect("sparkle", ["sparkles", "glitter", "twinkle", "shine", "glint", "stars"], {
    variants: [{ name: "cluster", words: ["sparkles", "glitter", "stars", "twinkles", "glints"] }],
  }),
  weakEffect("smoke", ["puff", "steam", "fog", "mist", "cloud", "smoke puff"]),
  weakEffect("lightning", ["thunder", "bolt", "electricity", "spark", "sparks", "zap"]),
  effect("slash", ["swipe", "slash effect", "cut", "swoosh", "strike"]),
  effect("heal", ["healing", "regen", "regeneration", "buff", "restore"]),
  effect("splash", ["water splash", "droplets", "drops"]),
];
