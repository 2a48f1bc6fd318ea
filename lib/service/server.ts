import { readEnv } from "./config";
import { getEmbeddedService } from "./embedded";
import { createNodeServer } from "./node-server";
import { closeOnSignals, exitOnStartFailure } from "./shutdown";

/**
 * `npm run service`: the service alone, without the studio, for API-only and scaled
 * deployments (and as the "remote upstream" in the gateway's tests).
 */
async function main() {
  const env = readEnv();
  const service = await getEmbeddedService();
  const origin = `http://${env.HOST}:${env.PORT}`;
  const server = createNodeServer(service, origin);
  server.listen(env.PORT, env.HOST, () =>
    console.log(`Spritewright service listening on ${origin}`),
  );
  closeOnSignals("service", async () => {
    // No new connections; requests in flight finish while the workers drain.
    server.close();
    server.closeIdleConnections();
    await service.close();
  });
}

main().catch((error) => exitOnStartFailure("npm run service", error));
