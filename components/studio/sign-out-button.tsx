"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { meQuery } from "@/lib/client/account";
import { useSignOut } from "@/lib/client/session";

/**
 * Ends the session on the server (not just the cookie), then leaves for /login either way. A
 * local account (plan `local`) has no password and no email sign-in: its key is the only way
 * back, so signing out of one asks first and says so.
 */
export function SignOutButton() {
  const router = useRouter();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const dialog = useRef<HTMLDialogElement>(null);
  const leave = () => signOut.mutate(undefined, { onSettled: () => router.replace("/login") });
  // A click can come before the account has loaded (right after sign-up): the plan is fetched
  // first, so a local account is never signed out without its warning.
  const ask = async () => {
    const plan = me.data?.plan ?? (await queryClient.fetchQuery(meQuery()).catch(() => null))?.plan;
    if (plan === "local") dialog.current?.showModal();
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
