import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "on" || v === "yes");

/** A count of reverse proxies; `on`/`true`/`yes` mean one, `off`/`false`/`no` none. */
const proxyCount = z.union([
  z.enum(["on", "true", "yes"]).transform(() => 1),
  z.enum(["off", "false", "no"]).transform(() => 0),
  z.coerce.number().int().min(0).max(10),
]);

/** How long a render may run before it is stopped and fails (`RENDER_TIMEOUT_MS`). */
export const DEFAULT_RENDER_TIMEOUT_MS = 30_000;

/**
 * Environment of the service and the studio in every mode (embedded, remote with SPRITE_API_URL,
 * PostgreSQL with DATABASE_URL), validated once.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url().optional(),
  SPRITE_API_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  ADMIN_TOKEN: z.string().min(8).optional(),
  WORKERS: z.coerce.number().int().min(0).max(32).default(2),
  /**
   * Threads that draw (unset: one per core, less one for the event loop above 2 cores).
   * 0 draws on the event loop itself, which blocks it while drawing: for debugging.
   */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** A render still running after this many milliseconds is stopped and fails. */
  RENDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(10 * 60_000)
    .default(DEFAULT_RENDER_TIMEOUT_MS),
  /** Local accounts: unset means on only for an embedded studio reached on loopback alone. */
  SIGNUP: flag.optional(),
  /**
   * The address browsers use for the studio (`https://studio.example`), kept as its origin.
   * When set, cookie-authenticated writes must carry exactly this `Origin`.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://studio.example" })
    .transform((url) => new URL(url).origin)
    .optional(),
  /**
   * How many reverse proxies in front of the studio append to `X-Forwarded-For`. 0 (default):
   * that header is not trusted, since clients can write it themselves.
   */
  TRUST_PROXY: proxyCount.default(0),
  /** Sessions end after this long without a request... */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 24),
  /** ...and this long after sign-in, whatever happens. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  /** Force the cookie's Secure flag on or off; by default it follows the request's protocol. */
  COOKIE_SECURE: flag.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}
