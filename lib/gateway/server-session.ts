import "server-only";
import { cookies, headers } from "next/headers";
import type { SessionState } from "@/lib/contract/session";
import { SESSION_COOKIE } from "@/lib/session/cookie";
import { sessionFromCookie } from "./credentials";
import { forwardApiRequest } from "./forward";
import { stateOf } from "./session-endpoints";
import { getStudio } from "./studio";

/**
 * For server components: is this browser signed in? Reads the sealed cookie and asks the
 * server-side session store, so an ended or tampered session renders as signed out.
 */
export async function readStudioSession(): Promise<SessionState> {
  // The cookie first: during `next build` it ends the prerender attempt before the studio (and
  // its data directory) is opened.
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  const studio = await getStudio();
  return stateOf(studio, await sessionFromCookie(studio, sealed));
}

/**
 * For server components: the JSON body of `GET <path>` (an `/api/...` path with its query) as
 * this browser's session would get it from the studio's API routes, through the same gateway
 * (cookie to key, session checks, the upstream's answer). Anything but a 2xx is null, so the
 * page falls back to asking from the browser, where errors are shown and handled as usual.
 */
export async function readApiAsSession(path: string): Promise<unknown> {
  if (!path.startsWith("/api/")) throw new Error(`not an API path: ${path}`);
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sealed) return null;
  const host = (await headers()).get("host") ?? "localhost";
  const request = new Request(new URL(path, `http://${host}`), {
    headers: { cookie: `${SESSION_COOKIE}=${sealed}` },
  });
  const response = await forwardApiRequest(await getStudio(), request);
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return response.json();
}
