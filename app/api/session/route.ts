import { sessionState, signIn, signOut } from "@/lib/gateway/session-endpoints";
import { getStudio } from "@/lib/gateway/studio";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return sessionState(await getStudio(), request);
}

export async function POST(request: Request) {
  return signIn(await getStudio(), request);
}

export async function DELETE(request: Request) {
  return signOut(await getStudio(), request);
}
