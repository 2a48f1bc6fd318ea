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
  return summarize(samples);
}

/**
 * Times several variants interleaved (a, b, c, a, b, c, ...), so machine noise and drift land
 * on all of them alike: the fair way to compare one path against another.
 */
export async function timeSideBySide(
  n: number,
  variants: Record<string, () => Promise<unknown>>,
): Promise<Record<string, Timing>> {
  const names = Object.keys(variants);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < n + 50; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length]!;
      const start = performance.now();
      await variants[name]!();
      if (i >= 50) samples[name]!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarize(samples[name]!)]));
}

function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    n: sorted.length,
  };
}

export const ms = (t: Timing) =>
  `median ${t.median.toFixed(3)} ms, p95 ${t.p95.toFixed(3)} ms (n=${t.n})`;

export function row(label: string, value: string) {
  console.log(`  ${label.padEnd(48)} ${value}`);
}
