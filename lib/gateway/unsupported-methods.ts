import "server-only";
import {
  type IncomingMessage,
  request as httpRequest,
  Server,
  type ServerResponse,
} from "node:http";

/**
 * Methods Node's HTTP parser accepts but a Web `Request` refuses to carry. Next builds a Web
 * `Request` for every request before any route, proxy or middleware runs, so it answers these
 * with a bare 500 text/plain; they are answered here instead, before Next sees them.
 * (CONNECT never reaches a request handler: Node emits it as its own event.)
 */
const UNSUPPORTED = new Set(["TRACE", "TRACK"]);

/** Pages are read with GET and HEAD; `/api` paths say what they take in their OPTIONS answer. */
const PAGE_METHODS = "GET, HEAD";

let installed = false;

/**
 * Answers TRACE (and TRACK) on every path of the studio's own HTTP server with 405
 * `method_not_allowed` in the API's error shape and an `Allow` header, as the standalone service
 * does: for an `/api` path the methods its OPTIONS answer lists (the service's route table, or a
 * route of the studio's), for a page GET and HEAD. Installed once per process, from
 * `instrumentation.ts`, before the first request.
 */
export function answerUnsupportedMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (UNSUPPORTED.has((req.method ?? "").toUpperCase())) {
        refuse(req, res).catch(() => res.destroy());
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

async function refuse(req: IncomingMessage, res: ServerResponse): Promise<void> {
  req.resume();
  const path = new URL(req.url ?? "/", "http://studio").pathname;
  const answer = path === "/api" || path.startsWith("/api/") ? await optionsOf(req) : undefined;
  if (answer?.status === 404) {
    send(res, 404, { code: "not_found", message: `No route for ${req.method} ${path}.` });
    return;
  }
  send(
    res,
    405,
    { code: "method_not_allowed", message: `${req.method} is not allowed on ${path}.` },
    answer?.allow ?? PAGE_METHODS,
  );
}

function send(res: ServerResponse, status: number, body: object, allow?: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...(allow ? { allow } : {}),
  });
  res.end(text);
}

/** The status and `Allow` header of this server's own answer to OPTIONS on the same path. */
function optionsOf(req: IncomingMessage): Promise<{ status: number; allow?: string } | undefined> {
  return new Promise((resolve) => {
    const local = req.socket;
    const ask = httpRequest(
      {
        host: local.localAddress,
        port: local.localPort,
        path: req.url,
        method: "OPTIONS",
        headers: { host: req.headers.host ?? "" },
        timeout: 5_000,
      },
      (answer) => {
        answer.resume();
        const allow = answer.headers.allow;
        resolve({
          status: answer.statusCode ?? 0,
          allow: allow && allow !== "" ? allow : undefined,
        });
      },
    );
    ask.on("error", () => resolve(undefined));
    ask.on("timeout", () => ask.destroy());
    ask.end();
  });
}
