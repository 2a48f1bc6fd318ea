import { randomUUID } from "node:crypto";
import type { Executor } from "../../store/db";
import { apiKeys } from "../../store/schema";
import { displayPrefix, generateApiKey, hashApiKey } from "./key-format";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Creates a key for an account; the returned secret exists nowhere else afterwards. */
export async function issueApiKey(
  db: Executor,
  accountId: string,
  name: string,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const secret = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: randomUUID(),
      accountId,
      keyHash: hashApiKey(secret),
      prefix: displayPrefix(secret),
      name,
      createdAt: now,
    })
    .returning();
  return { row: row!, secret };
}
