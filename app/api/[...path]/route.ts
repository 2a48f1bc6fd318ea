import { forwardApiRequest } from "@/lib/gateway/forward";
import { getStudio } from "@/lib/gateway/studio";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Every /api path of the sprite API: the gateway forwards it to the upstream. */
async function handle(request: Request): Promise<Response> {
  return forwardApiRequest(await getStudio(), request);
}

// Every method Next lets a route export, so the service answers each one itself: 405 with its
// `Allow` list, OPTIONS and HEAD in the same shape as without the studio in front.
export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
