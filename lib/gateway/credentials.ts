import "server-only";
import { readCookie } from "@/lib/session/cookie";
import { isSessionPayload, type SessionPayload } from "@/lib/session/payload";
import type { Studio } from "./studio";

export type Credential =
  | { kind: "bearer" }
  | { kind: "session"; payload: SessionPayload }
  /** A cookie was sent but is tampered, stale or ended: treated as signed out. */
  | { kind: "stale-session" }
  | { kind: "none" };

/** Bearer wins (API clients); otherwise the cookie, if it unseals and its session is alive. */
export async function resolveCredential(studio: Studio, request: Request): Promise<Credential> {
  if (/^Bearer\s+\S/i.test(request.headers.get("authorization") ?? "")) return { kind: "bearer" };
  return sessionFromCookie(studio, readCookie(request.headers.get("cookie")));
}

/**
 * The session a sealed cookie value names: `session` when it unseals to a payload and the
 * session store says it is alive. Route handlers and server components both decide here.
 */
export async function sessionFromCookie(
  studio: Studio,
  sealed: string | undefined,
): Promise<Credential> {
  if (!sealed) return { kind: "none" };
  const payload = unsealCached(studio, sealed);
  if (!payload) return { kind: "stale-session" };
  return (await studio.sessions.isAlive(payload.sid))
    ? { kind: "session", payload }
    : { kind: "stale-session" };
}

/**
 * Unsealed cookies by their exact text, so a browser's repeated requests skip the AES-GCM open
 * and JSON parse (the cookie path must cost at most 1.2× a Bearer call). Only successful
 * unseals are kept: any altered cookie is other text and is opened, and refused, afresh.
 * Liveness is not cached here; the session store decides it on every request.
 */
const unsealed = new WeakMap<Studio, Map<string, SessionPayload>>();
const MAX_CACHED = 1000;

function unsealCached(studio: Studio, sealed: string): SessionPayload | null {
  let cache = unsealed.get(studio);
  if (!cache) {
    cache = new Map();
    unsealed.set(studio, cache);
  }
  const hit = cache.get(sealed);
  if (hit) return hit;
  const payload = studio.sealer.unseal<unknown>(sealed);
  if (!isSessionPayload(payload)) return null;
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(sealed, payload);
  return payload;
}
