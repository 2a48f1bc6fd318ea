import type { Metadata } from "next";
import { AccountView } from "@/components/account/account-view";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  // The overview (GET /api/me) comes with the HTML: the studio layout reads it for every page.
  return <AccountView />;
}
