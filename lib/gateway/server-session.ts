import "server-only";
import { cookies } from "next/headers";
import type { SessionState } from "@/lib/contract/session";
import { SESSION_COOKIE } from "@/lib/session/cookie";
import { sessionFromCookie } from "./credentials";
import { getStudio } from "./studio";

/**
 * For server components: is this browser signed in? Reads the sealed cookie and asks the
 * server-side session store, so an ended or tampered session renders as signed out.
 */
export async function readStudioSession(): Promise<SessionState> {
  const studio = await getStudio();
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  const credential = await sessionFromCookie(studio, sealed);
  return { signedIn: credential.kind === "session", mode: studio.mode, signup: studio.signup };
}
