import type { Metadata } from "next";
import { AccountView } from "@/components/account/account-view";
import { accountKeys } from "@/lib/client/account";
import { Account } from "@/lib/contract/account";
import { ServerCache } from "../server-cache";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  // The overview (plan, balance, usage) comes with the HTML instead of after a request.
  return (
    <ServerCache read={{ path: "/api/me", schema: Account, key: accountKeys.me() }}>
      <AccountView />
    </ServerCache>
  );
}
