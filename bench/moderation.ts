import { PROMPT_SET } from "@/lib/service/moderation/prompt-set";
import { screenPrompt } from "@/lib/service/moderation/screen-prompt";
import { row } from "./stats";

/** The longest prompt any endpoint accepts (`custom_prompt`, pack prompts). */
const LONGEST_PROMPT = "pixel art knight with a longsword, side view; ".repeat(33).slice(0, 1500);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

const timing = (sorted: readonly number[]) =>
  `median ${micros(percentile(sorted, 0.5))}, p99 ${micros(percentile(sorted, 0.99))} (n=${sorted.length})`;

/** Times `run` `n` times after a warm-up; returns the samples sorted, in milliseconds. */
function sample(n: number, run: (i: number) => void): number[] {
  for (let i = 0; i < Math.min(n, 200); i++) run(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

/**
 * The prompt content filter against its labelled set (`lib/service/moderation/prompt-set.ts`),
 * refusal being the positive class: confusion counts, precision and recall, then the time one
 * prompt takes. Printed only; the unit test is what holds the filter to the set.
 */
export async function benchModeration() {
  console.log("\nPrompt content filter (labelled set, refuse = positive)");
  let truePositive = 0;
  let falsePositive = 0;
  let trueNegative = 0;
  let falseNegative = 0;
  for (const item of PROMPT_SET) {
    const refused = !screenPrompt(item.prompt).allowed;
    if (item.expect === "refuse") refused ? truePositive++ : falseNegative++;
    else refused ? falsePositive++ : trueNegative++;
  }
  const precision = truePositive / (truePositive + falsePositive);
  const recall = truePositive / (truePositive + falseNegative);
  row(
    "prompts",
    `${PROMPT_SET.length} (${truePositive + falseNegative} refuse, ${trueNegative + falsePositive} allow)`,
  );
  row(
    "confusion",
    `TP ${truePositive}, FP ${falsePositive}, TN ${trueNegative}, FN ${falseNegative}`,
  );
  row("precision / recall", `${(precision * 100).toFixed(1)}% / ${(recall * 100).toFixed(1)}%`);

  const rounds = 20;
  const perPrompt = sample(PROMPT_SET.length * rounds, (i) => {
    screenPrompt(PROMPT_SET[i % PROMPT_SET.length]!.prompt);
  });
  row("time per set prompt", timing(perPrompt));
  const longest = sample(500, () => screenPrompt(LONGEST_PROMPT));
  row(`time per ${LONGEST_PROMPT.length}-character prompt`, timing(longest));
}
