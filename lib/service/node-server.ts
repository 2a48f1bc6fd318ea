import { createServer, type Server } from "node:http";
import { errorResponse } from "./http/respond";
import type { Service } from "./index";
import {
  refuseForbiddenMethod,
  sendWebResponse,
  toApiRequest,
  WEB_FORBIDDEN_METHODS,
} from "./node-adapter";

/**
 * The service on a plain Node HTTP server: `/api` paths go to the pipeline, anything else is a
 * JSON 404. Methods a Web `Request` cannot carry (TRACE, CONNECT) get their 405 here, and no
 * request can take the process down: every failure becomes an error response.
 */
export function createNodeServer(service: Service, origin: string): Server {
  return createServer((req, res) => {
    const method = req.method?.toUpperCase() ?? "GET";
    const respond = req.url?.startsWith("/api")
      ? Promise.resolve().then(() =>
          WEB_FORBIDDEN_METHODS.has(method)
            ? refuseForbiddenMethod(service.handle, method, new URL(req.url ?? "/", origin))
            : service.handle(toApiRequest(req, origin)),
        )
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
}
