import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { getAccountRow } from "../accounts/get-account";
import { presentAccount } from "../accounts/present";

/**
 * A cheap early refusal so no pixels are made for an account that cannot pay. Not a
 * reservation: the charge in the storing transaction is what guarantees the balance.
 */
export async function requireBalance(
  ctx: ServiceContext,
  accountId: string,
  cost: number,
): Promise<void> {
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
