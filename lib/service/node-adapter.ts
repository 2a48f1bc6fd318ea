import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** Methods a Web `Request` refuses to carry: answered 405 without building one. */
export const WEB_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * The answer to a method a Web `Request` cannot carry: 404 where the path has no route,
 * otherwise 405 with the `Allow` header the path's OPTIONS answer gives.
 */
export async function refuseForbiddenMethod(
  handle: (request: Request) => Promise<Response>,
  method: string,
  url: URL,
): Promise<Response> {
  const options = await handle(new Request(url, { method: "OPTIONS" }));
  if (options.status === 404) return options;
  return new Response(
    JSON.stringify({
      code: "method_not_allowed",
      message: `${method} is not allowed on ${url.pathname}.`,
    }),
    {
      status: 405,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        allow: options.headers.get("allow") ?? "OPTIONS",
      },
    },
  );
}

/** Node's request → a Web Request (body streamed, never buffered here). */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
}

export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader("content-length", body.byteLength);
  res.end(body);
}
