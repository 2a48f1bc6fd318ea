import "server-only";
import { closeOnSignals, DataDirLockedError } from "@/lib/service/public";
import { SessionSecretError } from "@/lib/session/secret";
import { closeStudio, getStudio } from "./studio";

/**
 * The studio server's start (`instrumentation.ts`): the studio (and in embedded mode its
 * database and job workers) opens now rather than on the first request, so a data directory
 * another process holds, or an unusable session secret, stops the server at once with a
 * sentence saying why. Other failures are logged and tried again by the next request.
 *
 * With NEXT_MANUAL_SIG_HANDLE set (`npm start` sets it), Next leaves SIGINT/SIGTERM to us:
 * jobs in hand finish or go back to the queue, the database closes, its lock is released, and
 * the process exits 0. Without it Next exits at once on a signal, as it always did.
 */
export async function startStudioProcess(): Promise<void> {
  if (process.env.NEXT_MANUAL_SIG_HANDLE) closeOnSignals("studio", closeStudio);
  try {
    await getStudio();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof SessionSecretError) {
      console.error(`Spritewright cannot start: ${error.message}`);
      process.exit(1);
    }
    console.error("[studio] could not start; the next request tries again:", error);
  }
}
