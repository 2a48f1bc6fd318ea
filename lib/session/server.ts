import { cookies } from "next/headers";
import { getStudio } from "@/lib/gateway/studio";
import type { SessionPayload } from "@/lib/gateway/credentials";
import { SESSION_COOKIE } from "./cookie";

/**
 * For server components: is this browser signed in? Reads the sealed cookie and asks the
 * server-side session store, so an ended or tampered session renders as signed out.
 */
export async function readStudioSession(): Promise<{ signedIn: boolean }> {
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sealed) return { signedIn: false };
  const studio = await getStudio();
  const payload = studio.sealer.unseal<SessionPayload>(sealed);
  if (!payload?.sid) return { signedIn: false };
  return { signedIn: await studio.sessions.isAlive(payload.sid) };
}
