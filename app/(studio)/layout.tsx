import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PendingDeletesProvider } from "@/components/library/pending-deletes";
import { StudioHeader } from "@/components/studio/studio-header";
import { accountKeys } from "@/lib/client/account";
import { Account, Balance } from "@/lib/contract/account";
import { readStudioSession } from "@/lib/gateway/server-session";
import { ServerCache, serverRead } from "./server-cache";

/**
 * What the header shows on every page (the balance; the account, whose plan decides the
 * sign-out warning) comes with the HTML, so no page starts with requests of its own for them.
 */
const HEADER_READS = [
  serverRead({ path: "/api/balance", schema: Balance, key: accountKeys.balance() }),
  serverRead({ path: "/api/me", schema: Account, key: accountKeys.me() }),
];

/** Every studio page is behind the session: the check runs on the server, before any render. */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  if (!(await readStudioSession()).signedIn) redirect("/login");
  return (
    <ServerCache reads={HEADER_READS}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-1 focus:text-ink"
        >
          Skip to content
        </a>
        <StudioHeader />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
          {/* Deletions wait out their undo window here, across pages. */}
          <PendingDeletesProvider>{children}</PendingDeletesProvider>
        </main>
      </div>
    </ServerCache>
  );
}
