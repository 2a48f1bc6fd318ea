import type { AnimationPreset } from "@/lib/contract/common";
import type { PriceBook } from "@/lib/contract/operations";
import { PACK_MAX_STEPS, type PackStep } from "@/lib/contract/packs";
import type { WordAccount } from "@/lib/engine/prompt";
import {
  ANIMATED_TYPES,
  accountPackWords,
  type PackThing,
  readPackPrompt,
} from "./read-pack-prompt";

const FRAMES = 8;
const MAX_STEPS = PACK_MAX_STEPS;
const DEFAULT_PRESETS: AnimationPreset[] = ["Idle", "Walk"];

export interface PackPlan {
  readAs: string;
  /** Every content word of the prompt, used by a planned step or ignored. */
  reading: WordAccount;
  steps: PackStep[];
  total: number;
}

/**
 * Reads a pack prompt into priced steps: the first thing named is the main sprite, other
 * things are extra sprites, and animation words become animations of the main sprite (a
 * character or creature; Idle and Walk when none are named). A plan holds at most MAX_STEPS
 * steps, the animations always among them; things past that are left out and said so, like
 * clauses that name nothing the engine draws. Deterministic: same prompt, same plan, same price.
 */
export function planPack(prompt: string, prices: PriceBook): PackPlan {
  const { main, animated, presets, wanted, planned, left, unplaced } = shapeOf(prompt);
  const steps: PackStep[] = [];
  const add = (step: Omit<PackStep, "index" | "status" | "result_id">) =>
    steps.push({ ...step, index: steps.length, status: "pending", result_id: null });
  for (const thing of planned) {
    const assetType = thing.reading.assetType;
    add({
      operation: "generate",
      description: `${assetType}: ${thing.prompt}`,
      prompt: thing.prompt,
      asset_type: assetType,
      preset: null,
      frame_count: null,
      depends_on: null,
      cost: prices.generate({ asset_type: assetType }),
    });
  }
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
  const named = (list: readonly PackThing[]) =>
    list.map((t) => `${t.prompt} (${t.reading.assetType})`).join(", ");
  const parts = [`main: ${main.prompt} (${main.reading.assetType})`];
  if (planned.length > 1) parts.push(`extras: ${named(planned.slice(1))}`);
  if (wanted.length > 0)
    parts.push(`animations: ${wanted.join(", ")}${presets.length === 0 ? " (default)" : ""}`);
  if (!animated && presets.length > 0)
    parts.push(`not animated: a ${main.reading.assetType} has no body to move`);
  if (left.length > 0) parts.push(`left out (${MAX_STEPS} steps at most): ${named(left)}`);
  if (unplaced.length > 0) parts.push(`not understood: ${unplaced.join(", ")}`);
  return { readAs: parts.join("; "), reading: packReading(prompt), steps, total };
}

/** What a plan makes of its prompt's words; prices play no part, so a stored pack can be read. */
export function packReading(prompt: string): WordAccount {
  const { planned, wanted } = shapeOf(prompt);
  return accountPackWords(prompt, planned, wanted.length > 0);
}

/** The things and animations a plan holds, before pricing. */
function shapeOf(prompt: string) {
  const { things, presets, unplaced } = readPackPrompt(prompt);
  const main = things[0]!;
  const animated = ANIMATED_TYPES.has(main.reading.assetType);
  const wanted: AnimationPreset[] = animated
    ? presets.length > 0
      ? presets
      : DEFAULT_PRESETS
    : [];
  const planned = things.slice(0, Math.max(1, MAX_STEPS - wanted.length));
  return { main, animated, presets, wanted, planned, left: things.slice(planned.length), unplaced };
}

/** A planned step's price under the given price book. */
export function priceStep(step: PackStep, prices: PriceBook): number {
  return step.operation === "generate"
    ? prices.generate({ asset_type: step.asset_type ?? undefined })
    : prices.animation({ frame_count: step.frame_count ?? FRAMES });
}
