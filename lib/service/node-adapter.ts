import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ApiRequest } from "./http/api-request";
import { bodyTextOf } from "./http/respond";

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

/**
 * Node's request → what the service reads of it, without building a Web `Request`. Header
 * lookups read Node's parsed headers (repeated headers joined with ", ", as `Headers.get`
 * does); the body stream is made only if something reads it.
 */
export function toApiRequest(req: IncomingMessage, origin: string): ApiRequest {
  const path = req.url ?? "/";
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let body: ReadableStream<Uint8Array> | null | undefined;
  return {
    method: req.method ?? "GET",
    url: path.startsWith("/") ? origin + path : new URL(path, origin).href,
    headers: { get: (name) => headerValue(req.headers, name) },
    get body() {
      body ??= hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null;
      return body;
    },
  };
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const text = bodyTextOf(response);
  const body = text !== undefined ? Buffer.from(text) : Buffer.from(await response.arrayBuffer());
  res.setHeader("content-length", body.byteLength);
  res.end(body);
}
