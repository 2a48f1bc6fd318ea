import "server-only";
import { type Env, readEnv } from "@/lib/service/config";
import { getEmbeddedService, openStore, type Service } from "@/lib/service/public";
import { type OriginPolicy, originPolicy } from "@/lib/session/origin";
import { resolveSessionSecret } from "@/lib/session/secret";
import { Sealer } from "@/lib/session/seal";
import { pruneSessionsEvery, SessionStore } from "@/lib/session/sessions";
import { SignupThrottle, signupEnabled } from "./signup";
import { embeddedUpstream, remoteUpstream, type Upstream } from "./upstream";

/** Everything the gateway needs, built once per process. */
export interface Studio {
  env: Env;
  mode: "embedded" | "remote";
  upstream: Upstream;
  sessions: SessionStore;
  sealer: Sealer;
  /** Local account creation offered on the login page (`signupEnabled`). */
  signup: boolean;
  /** Sign-ups per client, when `signup` is on. */
  signupThrottle: SignupThrottle;
  /** Where cookie-authenticated writes may come from. */
  origins: OriginPolicy;
  /** Present in embedded mode only: local accounts are created through it. */
  service?: Service;
  /**
   * Stops the session pruning and closes what this studio opened (the embedded service, or
   * remote mode's local database); a service handed in by the caller stays open.
   */
  close(): Promise<void>;
}

export async function createStudio(
  env: Env,
  options: { service?: Service; now?: () => Date } = {},
): Promise<Studio> {
  const limits = {
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.SESSION_MAX_HOURS * 3_600_000,
  };
  const sealer = new Sealer(resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR));
  const shared = {
    env,
    sealer,
    signup: signupEnabled(env),
    signupThrottle: new SignupThrottle(options.now),
    origins: originPolicy(env),
  };
  if (env.SPRITE_API_URL) {
    // Remote mode keeps only its sessions locally, in a small database of its own (migrated
    // like any other); all API state lives upstream.
    const local = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const sessions = new SessionStore(local.db, limits, options.now);
    const stopPruning = pruneSessionsEvery(sessions);
    return {
      ...shared,
      mode: "remote",
      upstream: remoteUpstream(env.SPRITE_API_URL),
      sessions,
      close: async () => {
        stopPruning();
        await local.close();
      },
    };
  }
  const service = options.service ?? (await getEmbeddedService());
  const sessions = new SessionStore(service.store.db, limits, options.now);
  const stopPruning = pruneSessionsEvery(sessions);
  return {
    ...shared,
    mode: "embedded",
    upstream: embeddedUpstream(service),
    sessions,
    service,
    close: async () => {
      stopPruning();
      if (!options.service) await service.close();
    },
  };
}

const holder = globalThis as unknown as { __spritewrightStudio?: Promise<Studio> };

/** The process's studio; a failed start is retried on the next request. */
export function getStudio(): Promise<Studio> {
  if (!holder.__spritewrightStudio) {
    const starting = createStudio(readEnv());
    holder.__spritewrightStudio = starting;
    starting.catch(() => {
      if (holder.__spritewrightStudio === starting) holder.__spritewrightStudio = undefined;
    });
  }
  return holder.__spritewrightStudio;
}

/** Closes the process's studio if it started (the shutdown on SIGINT/SIGTERM). */
export async function closeStudio(): Promise<void> {
  const starting = holder.__spritewrightStudio;
  if (!starting) return;
  const studio = await starting.catch(() => undefined);
  await studio?.close();
}
