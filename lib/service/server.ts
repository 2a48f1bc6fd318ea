import { readEnv } from "./config";
import { getEmbeddedService } from "./embedded";
import { createNodeServer } from "./node-server";

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
  const stop = () => {
    server.close();
    void service.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
