import { createServer } from "node:http";
import { readEnv } from "./config";
import { getEmbeddedService } from "./embedded";
import { errorResponse } from "./http/respond";
import { sendWebResponse, toWebRequest } from "./node-adapter";

/**
 * `npm run service`: the service alone, without the studio, for API-only and scaled
 * deployments (and as the "remote upstream" in the gateway's tests).
 */
async function main() {
  const env = readEnv();
  const service = await getEmbeddedService();
  const origin = `http://${env.HOST}:${env.PORT}`;
  const server = createServer((req, res) => {
    const respond = req.url?.startsWith("/api")
      ? service.handle(toWebRequest(req, origin))
      : Promise.resolve(
          new Response(
            JSON.stringify({ code: "not_found", message: "Only /api paths are served here." }),
            { status: 404, headers: { "content-type": "application/json" } },
          ),
        );
    respond
      .catch(errorResponse)
      .then((response) => sendWebResponse(response, res))
      .catch(() => res.destroy());
  });
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
