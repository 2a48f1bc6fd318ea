import { cookies } from "next/headers";
import type { SessionState } from "@/lib/contract/session";
import { getStudio } from "@/lib/gateway/studio";
import type { SessionPayload } from "@/lib/gateway/credentials";
import { SESSION_COOKIE } from "./cookie";

/**
 * For server components: is this browser signed in? Reads the sealed cookie and asks the
 * server-side session store, so an ended or tampered session renders as signed out.
 */
export async function readStudioSession(): Promise<SessionState> {
  const studio = await getStudio();
  const state = { mode: studio.mode, signup: studio.signup };
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  const payload = sealed ? studio.sealer.unseal<SessionPayload>(sealed) : null;
  if (!payload?.sid) return { ...state, signedIn: false };
  return { ...state, signedIn: await studio.sessions.isAlive(payload.sid) };
}
