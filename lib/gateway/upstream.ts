import type { Service } from "@/lib/service/public";

/** Where the gateway sends API requests: a function from Request to Response. */
export type Upstream = (request: Request) => Promise<Response>;

/** The embedded service, called in-process: no HTTP hop. */
export function embeddedUpstream(service: Service): Upstream {
  return (request) => service.handle(request);
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

/** A compatible service at SPRITE_API_URL: same paths, same Bearer credential. */
export function remoteUpstream(baseUrl: string): Upstream {
  const base = new URL(baseUrl);
  return async (request) => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    const headers = new Headers(request.headers);
    for (const name of DROPPED) headers.delete(name);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
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
