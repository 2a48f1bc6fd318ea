"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { meQuery } from "@/lib/client/account";
import { LocalTime } from "@/components/ui/local-time";
import { formatNumber } from "@/lib/client/format";
import type { StorageUsage } from "@/lib/contract/account";

/** Plan and token balance, from GET /api/me (a superset of the balance object). */
export function OverviewPanel() {
  const me = useQuery(meQuery());
  if (me.isPending) return <Spinner label="Loading your account" />;
  if (me.isError) return <ErrorMessage error={me.error} />;
  const account = me.data;
  const allotment = account.monthly_token_allotment;
  const used = Math.min(account.monthly_tokens_used, allotment);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title="Token balance" className="md:col-span-2">
        <p className="font-mono text-4xl font-semibold text-zinc-50">
          {formatNumber(account.total_token_balance)}
          <span className="ml-2 text-base font-normal text-zinc-400">tokens</span>
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <div className="flex justify-between text-xs text-zinc-400">
            <label htmlFor="monthly-usage">Monthly tokens used</label>
            <span>
              {formatNumber(account.monthly_tokens_used)} of {formatNumber(allotment)}
            </span>
          </div>
          <meter
            id="monthly-usage"
            min={0}
            max={Math.max(allotment, 1)}
            value={used}
            className="h-2 w-full"
          />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Stat term="Monthly allotment" value={formatNumber(allotment)} />
          <Stat term="Purchased tokens" value={formatNumber(account.purchased_token_balance)} />
          <Stat term="Renews" value={<LocalTime iso={account.monthly_renews_at} />} />
        </dl>
      </Card>
      <Card title="Plan">
        <p className="text-2xl font-semibold capitalize text-zinc-50">{account.plan}</p>
        <dl className="mt-4 flex flex-col gap-3 text-sm">
          <Stat term="Email" value={account.email} />
          <Stat term="Billing period" value={account.billing_period} />
          <Stat
            term="Rate limit"
            value={`${formatNumber(account.rate_limit_per_minute)} requests / minute`}
          />
        </dl>
      </Card>
      {account.storage ? <StorageCard storage={account.storage} /> : null}
    </div>
  );
}

const MIB = 1024 * 1024;
const formatMib = (bytes: number) =>
  `${(bytes / MIB).toLocaleString("en", { maximumFractionDigits: bytes < 10 * MIB ? 1 : 0 })} MiB`;

/** What the library stores against the account's quota: sprites and bytes, each with a meter. */
function StorageCard({ storage }: { storage: StorageUsage }) {
  return (
    <Card title="Storage" className="md:col-span-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <StorageMeter
          id="storage-sprites"
          label="Sprites stored"
          used={storage.sprites}
          max={storage.max_sprites}
          format={formatNumber}
        />
        <StorageMeter
          id="storage-bytes"
          label="Space used"
          used={storage.bytes}
          max={storage.max_bytes}
          format={formatMib}
        />
      </div>
      <p className="mt-3 text-xs text-zinc-400">
        Imports, versions and every result count; deleting a sprite frees its share.
      </p>
    </Card>
  );
}

function Card({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border border-line bg-panel p-5 ${className}`}
    >
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-zinc-400">{title}</h2>
      {children}
    </section>
  );
}

function Stat({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-400">{term}</dt>
      <dd className="break-words text-zinc-200">{value}</dd>
    </div>
  );
}

/** One labelled meter of what is stored against its quota ("12 of 5,000"). */
function StorageMeter(props: {
  id: string;
  label: string;
  used: number;
  max: number;
  format: (value: number) => string;
}) {
  const { id, label, used, max, format } = props;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-xs text-zinc-400">
        <label htmlFor={id}>{label}</label>
        <span>
          {format(used)} of {format(max)}
        </span>
      </div>
      <meter id={id} min={0} max={max} value={Math.min(used, max)} className="h-2 w-full" />
    </div>
  );
}
