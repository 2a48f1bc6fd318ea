import { forwardApiRequest } from "@/lib/gateway/forward";
import { getStudio } from "@/lib/gateway/studio";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Every /api path of the sprite API: the gateway forwards it to the upstream. */
async function handle(request: Request): Promise<Response> {
  return forwardApiRequest(await getStudio(), request);
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
