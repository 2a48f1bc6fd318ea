"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { balanceQuery } from "@/lib/client/account";
import { formatNumber } from "@/lib/client/format";

/** The token balance in the header; paid actions invalidate ["account"] so it follows them. */
export function BalanceBadge() {
  const { data, isError } = useQuery(balanceQuery());
  const text = data ? formatNumber(data.total_token_balance) : isError ? "—" : "…";
  return (
    <Link
      href="/account"
      title="Token balance"
      className="flex items-center gap-1.5 rounded-md border border-line px-2.5 py-1 font-mono text-xs text-zinc-300 hover:border-zinc-500"
    >
      <span aria-hidden className="size-2 bg-accent" />
      {/* The name read out contains the visible words: "Token balance: 10,000 tokens". */}
      <span className="sr-only">Token balance: </span>
      <span data-testid="balance">{text}</span>
      <span className="text-zinc-400"> tokens</span>
    </Link>
  );
}
