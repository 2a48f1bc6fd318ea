import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { getAccountRow } from "../accounts/get-account";
import { presentAccount } from "../accounts/present";
import { requireStorageRoom } from "../storage/quota";

/**
 * A cheap early refusal so no pixels are made for an account that cannot pay, or whose library
 * has no room for the result (409 `storage_quota_exceeded`, free renders included). Not a
 * reservation: the charge and the storage count in the storing transaction are what guarantee
 * the balance and the quota.
 */
export async function requireBalance(
  ctx: ServiceContext,
  accountId: string,
  cost: number,
): Promise<void> {
  await requireStorageRoom(ctx.db, accountId);
  if (cost <= 0) return;
  const balance = presentAccount(
    await getAccountRow(ctx.db, accountId, ctx.now()),
  ).total_token_balance;
  if (balance < cost) {
    throw new ApiError(
      "insufficient_tokens",
      `This costs ${cost} token${cost === 1 ? "" : "s"}; the balance is ${balance}.`,
      { cost, balance },
    );
  }
}
