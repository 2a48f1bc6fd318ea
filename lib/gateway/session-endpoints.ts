import "server-only";
import { randomBytes } from "node:crypto";
import { Account } from "@/lib/contract/account";
import { LocalAccountRequest, type SessionState, SignInRequest } from "@/lib/contract/session";
import { ApiError, errorResponse, json, parseWith, readJson } from "@/lib/service/public";
import {
  clearedSessionCookie,
  isSecureRequest,
  readCookie,
  sessionCookie,
} from "@/lib/session/cookie";
import { isSameOriginWrite } from "@/lib/session/origin";
import { isSessionPayload, type KeyFrom, type SessionPayload } from "@/lib/session/payload";
import { signupClient } from "./client-address";
import { type Credential, resolveCredential } from "./credentials";
import { SIGNUP_WINDOW_MS, SIGNUPS_PER_WINDOW } from "./signup";
import type { Studio } from "./studio";

/**
 * The studio's session endpoints (lib/contract/session.ts). Every write here must come from the
 * studio's own origin too, so another site cannot sign a visitor in or out.
 */

export async function sessionState(studio: Studio, request: Request): Promise<Response> {
  const credential = await resolveCredential(studio, request);
  return json(stateOf(studio, credential));
}

/** What GET /api/session says for a resolved credential. */
export function stateOf(studio: Studio, credential: Credential): SessionState {
  const keyFrom = credential.kind === "session" ? credential.payload.keyFrom : undefined;
  return {
    signedIn: credential.kind === "session",
    mode: studio.mode,
    signup: studio.signup,
    ...(keyFrom ? { keyFrom } : {}),
  };
}

export async function signIn(studio: Studio, request: Request): Promise<Response> {
  return guarded(studio, request, async () => {
    const { api_key } = parseWith(SignInRequest, await readJson(request), "body");
    const account = await fetchAccount(studio, request, api_key);
    return startSession(studio, request, api_key, account, 200, "pasted");
  });
}

/**
 * Off (`studio.signup` false): 404 `not_found`, as for any path this server does not serve; the
 * 403 codes mean a revoked key or a cross-origin write, and a client branching on them would be
 * misled. On: throttled per client (`signupClient`), 429 `rate_limited` with `Retry-After` over it.
 */
export async function createLocalAccount(studio: Studio, request: Request): Promise<Response> {
  return guarded(studio, request, async () => {
    if (!studio.signup || !studio.service) {
      throw new ApiError("not_found", "This studio does not create local accounts.");
    }
    const { email } = parseWith(LocalAccountRequest, await readJson(request), "body");
    const client = signupClient(request, studio.env);
    const wait = client === null ? 0 : studio.signupThrottle.take(client);
    if (wait > 0) return tooManySignups(wait);
    const created = await studio.service.createLocalAccount(
      email ?? `artist-${randomBytes(5).toString("hex")}@local.spritewright`,
    );
    const account = await fetchAccount(studio, request, created.api_key);
    // The one moment the key reaches the browser: a local account has no other way back in once
    // its session ends, so the artist is shown it once to copy or download.
    return startSession(studio, request, created.api_key, account, 201, "created", {
      api_key: created.api_key,
    });
  });
}

export async function signOut(studio: Studio, request: Request): Promise<Response> {
  return guarded(studio, request, async () => {
    const sealed = readCookie(request.headers.get("cookie"));
    const payload = sealed ? studio.sealer.unseal<unknown>(sealed) : null;
    if (isSessionPayload(payload)) await studio.sessions.end(payload.sid);
    const response = json({ signedOut: true });
    response.headers.append(
      "set-cookie",
      clearedSessionCookie(isSecureRequest(request, studio.env)),
    );
    return response;
  });
}

function tooManySignups(retryAfter: number): Response {
  const response = errorResponse(
    new ApiError(
      "rate_limited",
      `At most ${SIGNUPS_PER_WINDOW} local accounts per ${SIGNUP_WINDOW_MS / 60_000} minutes from one address; retry in ${retryAfter} s.`,
      {
        limit: SIGNUPS_PER_WINDOW,
        window_seconds: SIGNUP_WINDOW_MS / 1000,
        retry_after: retryAfter,
      },
    ),
  );
  response.headers.set("retry-after", String(retryAfter));
  return response;
}

async function guarded(
  studio: Studio,
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    if (!isSameOriginWrite(request, studio.origins)) {
      throw new ApiError(
        "cross_origin_request",
        "Sign-in and sign-out must come from the studio itself.",
      );
    }
    return await run();
  } catch (error) {
    return errorResponse(error);
  }
}

/** The key is checked against the upstream's own GET /api/me: whatever it says goes. */
async function fetchAccount(studio: Studio, request: Request, key: string): Promise<Account> {
  const response = await studio.upstream({
    request: new Request(new URL("/api/me", request.url)),
    authorization: `Bearer ${key}`,
  });
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  if (!response.ok) {
    const code =
      body?.code === "api_key_revoked"
        ? "api_key_revoked"
        : body?.code === "rate_limited"
          ? "rate_limited"
          : "invalid_api_key";
    throw new ApiError(code, body?.message ?? "The API key was not accepted.");
  }
  const parsed = Account.safeParse(body);
  if (!parsed.success)
    throw new ApiError(
      "upstream_unavailable",
      "The sprite service answered GET /api/me in an unexpected shape.",
    );
  return parsed.data;
}

async function startSession(
  studio: Studio,
  request: Request,
  key: string,
  account: Account,
  status: number,
  keyFrom: KeyFrom,
  extra: { api_key?: string } = {},
) {
  const sid = await studio.sessions.create();
  const payload: SessionPayload = { v: 1, sid, key, iat: Date.now(), keyFrom };
  const response = json({ account, ...extra }, status);
  response.headers.append(
    "set-cookie",
    sessionCookie(studio.sealer.seal(payload), {
      maxAgeSeconds: studio.env.SESSION_MAX_HOURS * 3600,
      secure: isSecureRequest(request, studio.env),
    }),
  );
  return response;
}
