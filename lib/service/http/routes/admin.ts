import { createAccount } from "../../domain/accounts/create-account";
import { getAccountRow } from "../../domain/accounts/get-account";
import { issueApiKey } from "../../domain/keys/issue-key";
import { revokeKeyBySecret } from "../../domain/keys/revoke-key";
import { addPurchasedTokens } from "../../domain/ledger/add-tokens";
import { setJobsPaused } from "../../jobs/pause";
import { route } from "../router";

/** The admin API: guarded by ADMIN_TOKEN in the pipeline; absent when it is unset. */
export const adminRoutes = [
  route("adminPauseJobs", ({ ctx }) => setJobsPaused(ctx, true)),
  route("adminResumeJobs", ({ ctx }) => setJobsPaused(ctx, false)),
  route("adminCreateAccount", ({ ctx, body }) => createAccount(ctx, body)),
  route("adminCreateKey", async ({ ctx, params }) => {
    const account = await getAccountRow(ctx.db, params.id!, ctx.now());
    const { row, secret } = await issueApiKey(ctx.db, account.id, "Admin-issued key", ctx.now());
    return { id: row.id, api_key: secret };
  }),
  route("adminRevokeKey", ({ ctx, body }) => revokeKeyBySecret(ctx, body.api_key)),
  route("adminAddTokens", async ({ ctx, params, body }) => {
    const account = await getAccountRow(ctx.db, params.id!, ctx.now());
    return addPurchasedTokens(ctx, account.id, body.purchased_tokens);
  }),
];
