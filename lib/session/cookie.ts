export const SESSION_COOKIE = "sw_session";

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

/**
 * httpOnly, SameSite=Lax, path `/`. Secure only when served over https: browsers refuse to
 * store a Secure cookie sent over plain http, so http://127.0.0.1 could never sign in.
 */
export function sessionCookie(value: string, options: CookieOptions): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", { maxAgeSeconds: 0, secure });
}

export function readCookie(header: string | null, name = SESSION_COOKIE): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Whether the session cookie is marked Secure. `COOKIE_SECURE` decides when set. Otherwise a
 * `PUBLIC_URL` decides by its own scheme: browsers reach the studio at that address, so with an
 * https one the cookie is Secure whatever a proxy says in `X-Forwarded-Proto` (a proxy that
 * forgets the header, or a client that writes it, must not get a cookie a browser would send
 * over plain http). Without either, it follows the request's protocol as the proxy reports it.
 */
export function isSecureRequest(
  request: Request,
  env: { COOKIE_SECURE?: boolean; PUBLIC_URL?: string },
): boolean {
  if (env.COOKIE_SECURE !== undefined) return env.COOKIE_SECURE;
  if (env.PUBLIC_URL) return env.PUBLIC_URL.startsWith("https:");
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}
