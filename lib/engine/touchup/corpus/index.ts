/**
 * The touch-up corpus: hand-drawn fixtures, the sentences artists write about them, and a judge
 * that says whether `touchUp` did what each sentence asked. Run by `corpus.test.ts` (the pass
 * floor) and drawn by the contact sheet's touchups page.
 */
import { touchUp, type TouchUpResult } from "..";
import { CASES, ENGINE_CASES, MORE_CASES } from "./cases";
import { type Case, judge, type Outcome, type Verdict } from "./judge";

export { CASES, ENGINE_CASES, MORE_CASES } from "./cases";
export { KNIGHT, WIZARD } from "./engine-sprites";
export { FIXTURES } from "./fixtures";
export type { Fixture } from "./draw";
export type { Case, Expectation, Outcome, Verdict } from "./judge";
export { allowedChanges, judge } from "./judge";

export interface Run {
  readonly case: Case;
  readonly result: TouchUpResult;
  readonly verdict: Verdict;
}

/** One case through the engine's front door, judged. */
export function runCase(c: Case): Run {
  const layers = c.fixture.layers;
  const result = touchUp(c.fixture.image, c.region, c.sentence, {
    seed: 1,
    ...(layers ? { layers } : {}),
    ...(c.extend ? { extendToObject: true } : {}),
  });
  return { case: c, result, verdict: judge(c, result) };
}

export const OUTCOMES: readonly Outcome[] = [
  "pass",
  "refused unlisted",
  "refused wrongly",
  "charged but wrong",
];

/**
 * Every case: the hand-drawn fixtures', the engine sprites', then the ones added later (kept
 * last so every older case keeps its number on the sheet).
 */
export const ALL_CASES: readonly Case[] = [...CASES, ...ENGINE_CASES, ...MORE_CASES];

/** Every case run and counted by outcome. */
export function runCorpus(cases: readonly Case[] = ALL_CASES): {
  runs: Run[];
  counts: Record<Outcome, number>;
} {
  const runs = cases.map(runCase);
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const run of runs) counts[run.verdict.outcome]++;
  return { runs, counts };
}
