import { readEnv, type Env } from "@/lib/service/config";
import { getEmbeddedService } from "@/lib/service/embedded";
import type { Service } from "@/lib/service";
import { openStore } from "@/lib/service/store/db";
import { resolveSessionSecret } from "@/lib/session/secret";
import { Sealer } from "@/lib/session/seal";
import { SessionStore } from "@/lib/session/sessions";
import { embeddedUpstream, remoteUpstream, type Upstream } from "./upstream";

/** Everything the gateway needs, built once per process. */
export interface Studio {
  env: Env;
  mode: "embedded" | "remote";
  upstream: Upstream;
  sessions: SessionStore;
  sealer: Sealer;
  /** Local account creation offered on the login page. */
  signup: boolean;
  /** Present in embedded mode only. */
  service?: Service;
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
  if (env.SPRITE_API_URL) {
    // Remote mode keeps only its sessions locally; all API state lives upstream.
    const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    return {
      env,
      mode: "remote",
      upstream: remoteUpstream(env.SPRITE_API_URL),
      sessions: new SessionStore(store.db, limits, options.now),
      sealer,
      signup: false,
    };
  }
  const service = options.service ?? (await getEmbeddedService());
  return {
    env,
    mode: "embedded",
    upstream: embeddedUpstream(service),
    sessions: new SessionStore(service.store.db, limits, options.now),
    sealer,
    signup: env.SIGNUP ?? true,
    service,
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
