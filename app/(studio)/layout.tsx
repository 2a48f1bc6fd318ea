import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { StudioHeader } from "@/components/studio/studio-header";
import { readStudioSession } from "@/lib/gateway/server-session";

/** Every studio page is behind the session: the check runs on the server, before any render. */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  if (!(await readStudioSession()).signedIn) redirect("/login");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-1 focus:text-ink"
      >
        Skip to content
      </a>
      <StudioHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
