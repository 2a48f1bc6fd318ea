/** Small timing helpers for `npm run bench`: figures are printed, never asserted. */
export interface Timing {
  median: number;
  p95: number;
  mean: number;
  n: number;
}

export async function time(
  n: number,
  run: (i: number) => Promise<unknown>,
  warmup = Math.min(50, n),
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(n / 2)]!,
    p95: samples[Math.floor(n * 0.95)]!,
    mean: samples.reduce((a, b) => a + b, 0) / n,
    n,
  };
}

export const ms = (t: Timing) =>
  `median ${t.median.toFixed(3)} ms, p95 ${t.p95.toFixed(3)} ms (n=${t.n})`;

export function row(label: string, value: string) {
  console.log(`  ${label.padEnd(48)} ${value}`);
}
