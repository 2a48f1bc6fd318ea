/** New accounts unless told otherwise: plan `local`, monthly billing, 10000 tokens, 120/min. */
export const ACCOUNT_DEFAULTS = {
  plan: "local",
  billingPeriod: "monthly",
  monthlyTokenAllotment: 10_000,
  rateLimitPerMinute: 120,
} as const;

/** The same day of the next month (clamped to its last day), in UTC. */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
