import { createLocalAccount } from "@/lib/gateway/session-endpoints";
import { getStudio } from "@/lib/gateway/studio";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return createLocalAccount(await getStudio(), request);
}
