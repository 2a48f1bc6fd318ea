import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codec";
import { charge } from "../domain/ledger/charge";
import { readStorageUse } from "../domain/storage/quota";
import { insertSprite, type NewSprite } from "../domain/sprites/insert-sprite";
import { startTestService, type TestService } from "../testing";

/**
 * A paid generation and a job's completion for the same account, at the same moment, on two
 * connections. The generation locks the account row to charge it and then counts the sprite
 * against the storage quota; the completion counts its sprite first and then inserts it, whose
 * foreign key to the account needs a key-share lock on that same row. If the charge's lock also
 * blocked key-share locks, the two would wait on each other and PostgreSQL would abort one with
 * "deadlock detected" (a 500 to a client who did nothing wrong). Only PostgreSQL has several
 * connections, so this runs in the PostgreSQL pass alone.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function spriteOf(ownerId: string, title: string): Promise<NewSprite> {
  const png = await encodePng({ width: 2, height: 2, data: new Uint8ClampedArray(16).fill(255) });
  return {
    ownerId,
    kind: "sprite",
    operation: "generate",
    status: "completed",
    width: 2,
    height: 2,
    title,
    prompt: title,
    png,
    createdAt: new Date(),
  };
}

describe("a charge and a stored job result for one account", () => {
  it("both commit when the charge holds the account while the job's store waits on it", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 100 });
    const events: string[] = [];
    let releaseCharge!: () => void;
    const chargeHeld = new Promise<void>((resolve) => {
      releaseCharge = resolve;
    });
    let charged!: () => void;
    const accountLocked = new Promise<void>((resolve) => {
      charged = resolve;
    });

    const generation = svc.ctx.db.transaction(async (tx) => {
      await charge(tx, {
        accountId: userId,
        cost: 1,
        operation: "generate",
        refId: crypto.randomUUID(),
        now: new Date(),
      });
      charged();
      await chargeHeld;
      const row = await insertSprite(tx, await spriteOf(userId, "a generated potion"));
      events.push("generation stored");
      return row;
    });
    await accountLocked;
    const completion = svc.ctx.db.transaction(async (tx) => {
      const row = await insertSprite(tx, await spriteOf(userId, "a finished animation"));
      events.push("completion stored");
      return row;
    });
    // Long enough for the completion to count its sprite and reach its insert.
    await sleep(400);
    releaseCharge();

    const outcomes = await Promise.allSettled([generation, completion]);
    expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "ok"))).toEqual([
      "ok",
      "ok",
    ]);
    expect(events.sort()).toEqual(["completion stored", "generation stored"]);
    expect((await readStorageUse(svc.ctx.db, userId)).sprites).toBe(2);
  });
});
