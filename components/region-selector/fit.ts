/**
 * The zoom that fits `available` CSS px: whole pixels when at least 1× fits, a fractional shrink
 * below that, never more than `max`. Before the first measurement, `max`.
 */
export function fittedZoom(max: number, width: number, available: number | null): number {
  if (available === null || available <= 0) return max;
  const ratio = available / Math.max(1, width);
  return Math.min(max, ratio >= 1 ? Math.floor(ratio) : ratio);
}
