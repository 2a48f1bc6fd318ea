import type { ServiceContext } from "../../context";
import { issueApiKey } from "./issue-key";
import { presentKey } from "./present";

export async function createKey(ctx: ServiceContext, accountId: string, name: string) {
  const { row, secret } = await issueApiKey(ctx.db, accountId, name, ctx.now());
  return { ...presentKey(row), api_key: secret };
}
