import { readBodyBytes, type Service } from "@/lib/service/public";

/**
 * An API request on its way upstream: the browser's request as it came, and the credential the
 * gateway puts on it (`Bearer <session key>`) when a session supplies one. The browser's cookie
 * never travels on.
 */
export interface ForwardedRequest {
  request: Request;
  authorization?: string;
}

/** Where the gateway sends API requests. */
export type Upstream = (forwarded: ForwardedRequest) => Promise<Response>;

/**
 * The embedded service, called in-process: no HTTP hop, and no second Web `Request` built (the
 * service reads headers through a lookup that swaps in the credential and hides the cookie).
 */
export function embeddedUpstream(service: Service): Upstream {
  return ({ request, authorization }) =>
    service.handle({
      method: request.method,
      url: request.url,
      body: request.body,
      headers: {
        get: (name) => {
          const lower = name.toLowerCase();
          if (lower === "cookie") return null;
          if (lower === "authorization" && authorization !== undefined) return authorization;
          return request.headers.get(lower);
        },
      },
    });
}

/** Hop-by-hop and browser-only headers that must not travel upstream. */
const DROPPED = [
  "cookie",
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "origin",
  "referer",
];

/**
 * A compatible service at SPRITE_API_URL: same paths, same Bearer credential. A request body is
 * read under the same 2 MiB limit the embedded service enforces (413 `payload_too_large` by its
 * Content-Length before a byte is read, or as soon as the stream passes the limit), so no
 * upload, however large, is held in memory beyond it; that refusal is this gateway's, and the
 * upstream never sees the request.
 */
export function remoteUpstream(baseUrl: string): Upstream {
  const base = new URL(baseUrl);
  return async ({ request, authorization }) => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    const headers = new Headers(request.headers);
    for (const name of DROPPED) headers.delete(name);
    if (authorization !== undefined) headers.set("authorization", authorization);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const body = hasBody ? await readBodyBytes(request) : undefined;
    const response = await fetch(target, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
    });
    // fetch has already decoded any content-encoding: pass the body on without that header.
    const out = new Headers(response.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    out.delete("transfer-encoding");
    return new Response(response.body, { status: response.status, headers: out });
  };
}
