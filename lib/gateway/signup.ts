import type { Env } from "@/lib/service/config";
import { hostnameOf, isLoopbackName } from "@/lib/session/loopback";

/** Local accounts one client may create per window (see `signupClient` for "one client"). */
export const SIGNUPS_PER_WINDOW = 5;
export const SIGNUP_WINDOW_MS = 60 * 60_000;
/** Clients remembered at once; past it the one that signed up longest ago is forgotten. */
const MAX_TRACKED = 10_000;

/**
 * Whether "Create local account" exists. Only the embedded service has accounts to create.
 * SIGNUP decides when set; unset, sign-up is on only where nobody but this machine can reach the
 * studio: a loopback HOST, no reverse proxy declared (TRUST_PROXY) and no non-loopback
 * PUBLIC_URL, since either of those says the studio is reached from elsewhere.
 */
export function signupEnabled(
  env: Pick<Env, "SPRITE_API_URL" | "SIGNUP" | "HOST" | "TRUST_PROXY" | "PUBLIC_URL">,
): boolean {
  if (env.SPRITE_API_URL) return false;
  if (env.SIGNUP !== undefined) return env.SIGNUP;
  const publicHost = env.PUBLIC_URL ? hostnameOf(env.PUBLIC_URL) : null;
  return (
    isLoopbackName(env.HOST) &&
    env.TRUST_PROXY === 0 &&
    (publicHost === null || isLoopbackName(publicHost))
  );
}

/**
 * Sign-ups per client over a sliding hour, in this process's memory: a restart forgets them and
 * several instances each allow their own share. Good enough for a local-account convenience;
 * the per-key rate limit and the key cap hold whatever the accounts are used for.
 */
export class SignupThrottle {
  private readonly taken = new Map<string, number[]>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Counts one sign-up for `client`: 0 when allowed, else whole seconds until one is free. */
  take(client: string): number {
    const now = this.now().getTime();
    const recent = (this.taken.get(client) ?? []).filter((at) => now - at < SIGNUP_WINDOW_MS);
    this.taken.delete(client);
    const oldest = recent[0];
    if (oldest !== undefined && recent.length >= SIGNUPS_PER_WINDOW) {
      this.taken.set(client, recent);
      return Math.max(1, Math.ceil((oldest + SIGNUP_WINDOW_MS - now) / 1000));
    }
    recent.push(now);
    this.taken.set(client, recent);
    // Map order is insertion order and each take re-inserts: the first key is the stalest.
    if (this.taken.size > MAX_TRACKED) {
      const stalest = this.taken.keys().next().value;
      if (stalest !== undefined) this.taken.delete(stalest);
    }
    return 0;
  }
}
