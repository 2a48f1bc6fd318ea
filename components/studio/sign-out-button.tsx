"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { meQuery } from "@/lib/client/account";
import { sessionQuery, useSignOut } from "@/lib/client/session";

/**
 * Ends the session on the server (not just the cookie), then leaves for /login either way. A
 * local account created here has no password and no email sign-in: its key, shown once, is the
 * only way back, so signing out of one whose key was never pasted asks first and says so. A
 * session whose key was pasted at sign-in leaves at once: the artist has the key. (A session
 * from before the studio recorded how its key came falls back to the account's plan.)
 */
export function SignOutButton() {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const dialog = useRef<HTMLDialogElement>(null);
  const leave = () => signOut.mutate();
  // How the key came is asked at the click (one small read, not on every page load); the plan
  // is read the same way when the account has not loaded yet (right after sign-up).
  const ask = async () => {
    // Always asked afresh: a cached answer may be the login page's, from before signing in.
    const session = await queryClient
      .fetchQuery({ ...sessionQuery(), staleTime: 0 })
      .catch(() => null);
    const keyFrom = session?.keyFrom;
    const plan =
      keyFrom === undefined
        ? (me.data?.plan ?? (await queryClient.fetchQuery(meQuery()).catch(() => null))?.plan)
        : null;
    if (keyFrom === "created" || (keyFrom === undefined && plan === "local"))
      dialog.current?.showModal();
    else leave();
  };

  return (
    <>
      <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => void ask()}>
        Sign out
      </Button>
      {/* Always rendered (closed), so it can open as soon as the plan is known. */}
      <dialog
        ref={dialog}
        aria-labelledby="sign-out-title"
        className="m-auto max-w-md rounded-xl border border-line bg-panel p-6 text-zinc-100 backdrop:bg-black/70"
      >
        <h2 id="sign-out-title" className="text-base font-semibold">
          Sign out of this local account?
        </h2>
        <p className="mt-2 text-sm text-zinc-300">
          To get back in, paste this account&apos;s API key on the sign-in page. If you did not keep
          it, create a new key first in Account → API keys.
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={() => dialog.current?.close()} autoFocus>
            Stay signed in
          </Button>
          <Button variant="danger" disabled={signOut.isPending} onClick={leave}>
            Sign out
          </Button>
        </div>
      </dialog>
    </>
  );
}
