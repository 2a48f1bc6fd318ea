import "server-only";
import { ApiError, errorResponse } from "@/lib/service/public";
import { clearedSessionCookie, isSecureRequest } from "@/lib/session/cookie";
import { isSameOriginWrite } from "@/lib/session/origin";
import { resolveCredential } from "./credentials";
import type { Studio } from "./studio";

const SIGNED_OUT = () => new ApiError("invalid_api_key", "You are signed out. Sign in again.");

/**
 * The gateway for every `/api/...` path of the sprite API. A Bearer credential passes through
 * untouched; otherwise the session cookie supplies the key, after the CSRF origin check for
 * writes. The key is added here, server-side, and never reaches the browser.
 */
export async function forwardApiRequest(studio: Studio, request: Request): Promise<Response> {
  try {
    const credential = await resolveCredential(studio, request);
    const secure = isSecureRequest(request, studio.env);
    if (credential.kind === "stale-session") {
      const response = errorResponse(SIGNED_OUT());
      response.headers.append("set-cookie", clearedSessionCookie(secure));
      return response;
    }
    let authorization: string | undefined;
    if (credential.kind === "session") {
      if (!isSameOriginWrite(request, studio.origins)) {
        throw new ApiError(
          "cross_origin_request",
          "Cookie-authenticated changes must come from the studio itself.",
        );
      }
      authorization = `Bearer ${credential.payload.key}`;
    }
    // In front of a remote upstream, a write that carries no credential at all is refused here,
    // before its body is read: every write of the API needs a key, and an anonymous client must
    // not make this process read (or the upstream receive) an upload it would refuse anyway.
    if (studio.mode === "remote" && credential.kind === "none" && carriesBody(request)) {
      throw new ApiError("invalid_api_key", "Sign in, or send an API key as a Bearer token.");
    }
    let response: Response;
    try {
      response = await studio.upstream({ request, authorization });
    } catch (error) {
      // The gateway's own refusals (a body over the limit) keep their code.
      if (error instanceof ApiError) throw error;
      console.error("[gateway] upstream unreachable:", error);
      throw new ApiError(
        "upstream_unavailable",
        "The sprite service could not be reached. Try again shortly.",
      );
    }
    // The session's key no longer works upstream (revoked, expired): end the session with it.
    if (credential.kind === "session" && (response.status === 401 || response.status === 403)) {
      const code = await peekCode(response);
      if (code === "invalid_api_key" || code === "api_key_revoked") {
        await studio.sessions.end(credential.payload.sid);
        const ended = new Response(response.body, response);
        ended.headers.append("set-cookie", clearedSessionCookie(secure));
        return ended;
      }
    }
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}

const carriesBody = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

async function peekCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
