import { readEnv } from "./config";
import { createService, type Service } from "./index";

/**
 * The in-process service of this Node process (the studio's embedded upstream and
 * `npm run service`). Kept on globalThis so Next's module reloading shares one database
 * handle; a failed start is not cached, so the next request tries again rather than every
 * request failing until a restart.
 */
const holder = globalThis as unknown as { __spritewrightService?: Promise<Service> };

export function getEmbeddedService(): Promise<Service> {
  if (!holder.__spritewrightService) {
    const starting = createService(readEnv(), { startWorkers: true });
    holder.__spritewrightService = starting;
    starting.catch(() => {
      if (holder.__spritewrightService === starting) holder.__spritewrightService = undefined;
    });
  }
  return holder.__spritewrightService;
}
