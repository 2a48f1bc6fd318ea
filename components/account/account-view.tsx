"use client";

import { useState } from "react";
import { KeysPanel } from "./keys-panel";
import { OverviewPanel } from "./overview-panel";
import { type TabId, Tabs } from "./tabs";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "keys", label: "API keys" },
] as const;

export function AccountView() {
  const [tab, setTab] = useState<TabId<typeof TABS>>("overview");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Account</h1>
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} idPrefix="account">
        {tab === "overview" ? <OverviewPanel /> : <KeysPanel />}
      </Tabs>
    </div>
  );
}
