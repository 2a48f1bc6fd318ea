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

/** Secure follows the request's protocol unless COOKIE_SECURE says otherwise. */
export function isSecureRequest(request: Request, override?: boolean): boolean {
  if (override !== undefined) return override;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}
