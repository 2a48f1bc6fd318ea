import type { Env } from "@/lib/service/config";
import { hostnameOf, isLoopbackName } from "./loopback";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where cookie-authenticated writes may come from; built once from the environment. */
export interface OriginPolicy {
  /** PUBLIC_URL's origin: when set, the one `Origin` a write may carry. */
  publicOrigin: string | null;
  /**
   * No PUBLIC_URL and a loopback HOST: the studio is only for this machine, so a write must also
   * name a loopback host. A DNS-rebinding page (evil.example resolving to 127.0.0.1) has a
   * matching `Host` and is `same-origin` to itself, but its name is not a loopback one.
   */
  loopbackOnly: boolean;
}

export function originPolicy(env: Pick<Env, "PUBLIC_URL" | "HOST">): OriginPolicy {
  const publicOrigin = env.PUBLIC_URL ?? null;
  return { publicOrigin, loopbackOnly: !publicOrigin && isLoopbackName(env.HOST) };
}

/**
 * CSRF guard for cookie-authenticated requests that change state. With PUBLIC_URL, `Origin`
 * must equal it (every current browser sends `Origin` on such requests). Without it, the
 * browser must say the request comes from the studio's own origin, by `Sec-Fetch-Site:
 * same-origin` or by an `Origin` equal to the one the request was sent to; a request saying
 * neither is refused. A `Sec-Fetch-Site` other than `same-origin` is refused in every case.
 */
export function isSameOriginWrite(request: Request, policy: OriginPolicy): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (policy.publicOrigin) return origin === policy.publicOrigin;
  if (policy.loopbackOnly && !namesLoopback(request, origin)) return false;
  if (site) return true;
  return origin !== null && origin === requestOrigin(request);
}

function namesLoopback(request: Request, origin: string | null): boolean {
  const host = hostnameOf(request.headers.get("host") ?? new URL(request.url).host);
  if (host === null || !isLoopbackName(host)) return false;
  if (origin === null) return true;
  const originHost = hostnameOf(origin);
  return originHost !== null && isLoopbackName(originHost);
}

function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto =
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ??
    url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
