import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { apiKeys } from "../../store/schema";
import { presentKey } from "./present";

export async function listKeys(ctx: ServiceContext, accountId: string) {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { keys: rows.map(presentKey) };
}
