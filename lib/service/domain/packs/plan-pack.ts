import type { AnimationPreset } from "@/lib/contract/common";
import type { PriceBook } from "@/lib/contract/operations";
import type { PackStep } from "@/lib/contract/packs";
import { readSpritePrompt } from "@/lib/engine/prompt";

const ANIMATION_WORDS: [RegExp, AnimationPreset][] = [
  [/\bidl(e|ing)\b/, "Idle"],
  [/\bwalk(s|ing)?\b/, "Walk"],
  [/\brun(s|ning)?\b/, "Run"],
  [/\bjump(s|ing)?\b/, "Jump"],
  [/\battack(s|ing)?\b|\bswing(s|ing)?\b/, "Attack"],
  [/\bhurt\b|\bhit\b/, "Hurt"],
  [/\bdeath\b|\bdies?\b|\bdying\b/, "Death"],
];
const ANIMATED_TYPES = new Set(["character", "creature"]);
const FRAMES = 8;
const MAX_STEPS = 12;
/** Words that name the pack itself, not a thing in it. */
const FILLER =
  /\b(an?|the|asset|assets|pack|set|kit|of|for|my|game|sprites?|animations?|animated|plus)\b/g;

export interface PackPlan {
  readAs: string;
  steps: PackStep[];
  total: number;
}

/**
 * Reads a pack prompt into priced steps: the first thing named is the main sprite, other
 * things are extra sprites, and animation words become animations of the main sprite (a
 * character or creature; Idle and Walk when none are named). Deterministic: same prompt, same
 * plan, same price.
 */
export function planPack(prompt: string, prices: PriceBook): PackPlan {
  const text = prompt.toLowerCase();
  const presets = ANIMATION_WORDS.filter(([pattern]) => pattern.test(text)).map(
    ([, preset]) => preset,
  );
  let stripped = text;
  for (const [pattern] of ANIMATION_WORDS)
    stripped = stripped.replace(new RegExp(pattern.source, "g"), " ");
  const clauses = stripped
    .split(/,|;|\band\b|\bwith\b|\+|&/)
    .map((clause) => clause.replace(FILLER, " ").replace(/\s+/g, " ").trim())
    .filter((clause) => clause.length >= 3);
  const things = clauses
    .map((clause) => ({ clause, reading: readSpritePrompt(clause) }))
    .filter(({ reading }) => reading.subject !== null);
  const main = things[0] ?? { clause: prompt.trim(), reading: readSpritePrompt(prompt) };
  const steps: PackStep[] = [];
  const add = (step: Omit<PackStep, "index" | "status" | "result_id">) => {
    if (steps.length < MAX_STEPS)
      steps.push({ ...step, index: steps.length, status: "pending", result_id: null });
  };
  const generate = (clause: string, assetType: string) =>
    add({
      operation: "generate",
      description: `${assetType}: ${clause}`,
      prompt: clause,
      asset_type: assetType,
      preset: null,
      frame_count: null,
      depends_on: null,
      cost: prices.generate({ asset_type: assetType }),
    });
  generate(main.clause, main.reading.assetType);
  for (const thing of things.slice(1)) generate(thing.clause, thing.reading.assetType);
  const animated = ANIMATED_TYPES.has(main.reading.assetType);
  const wanted = animated
    ? presets.length > 0
      ? presets
      : (["Idle", "Walk"] as AnimationPreset[])
    : [];
  for (const preset of wanted) {
    add({
      operation: "animation",
      description: `${preset} animation of the ${main.reading.assetType}`,
      prompt: null,
      asset_type: null,
      preset,
      frame_count: FRAMES,
      depends_on: 0,
      cost: prices.animation({ frame_count: FRAMES }),
    });
  }
  const total = steps.reduce((sum, step) => sum + step.cost, 0);
  const parts = [`main: ${main.clause} (${main.reading.assetType})`];
  if (things.length > 1)
    parts.push(
      `extras: ${things
        .slice(1)
        .map((t) => `${t.clause} (${t.reading.assetType})`)
        .join(", ")}`,
    );
  if (wanted.length > 0)
    parts.push(`animations: ${wanted.join(", ")}${presets.length === 0 ? " (default)" : ""}`);
  if (!animated && presets.length > 0)
    parts.push(`not animated: a ${main.reading.assetType} has no body to move`);
  return { readAs: parts.join("; "), steps, total };
}

/** A planned step's price under the given price book. */
export function priceStep(step: PackStep, prices: PriceBook): number {
  return step.operation === "generate"
    ? prices.generate({ asset_type: step.asset_type ?? undefined })
    : prices.animation({ frame_count: step.frame_count ?? FRAMES });
}
