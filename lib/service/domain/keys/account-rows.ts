import type { ServiceContext } from "../../context";
import { getAccountRow } from "../accounts/get-account";
import type { AccountRow } from "../accounts/present";
import { setBounded } from "./bounded-map";

/**
 * Account rows for showing a balance (`GET /api/me`, `/api/balance`). The rule: a balance is
 * shown only from a row no committed change has overtaken.
 *
 * - PostgreSQL: the row is read on every such request. Other processes change balances, and no
 *   notice from one of them can be relied on to arrive before its own client, told its charge
 *   went through, asks another instance for the balance.
 * - PGlite: one process makes every change, so rows are kept in memory and dropped on change.
 *   A trigger on `accounts` sends a notification for every committed update or delete, whoever
 *   made it (a charge, a refund, a top-up, a renewal, SQL by hand), and PGlite delivers it to
 *   this process before the statement that committed returns: the change is never answered
 *   before the row is dropped. A row past its `monthly_renews_at` is never served; it is read
 *   again, which applies the renewal. The trigger exists only where its listener does: on
 *   PostgreSQL a NOTIFY would serialise the commits of every charge for nobody to hear.
 *
 * Charges and the balance pre-check are not served from here: they read (and lock) the row
 * themselves.
 */
export async function currentAccountRow(
  ctx: ServiceContext,
  accountId: string,
): Promise<AccountRow> {
  const now = ctx.now();
  const rows = accountRowsFor(ctx);
  const cached = rows?.get(accountId, now);
  if (cached) return cached;
  const changes = rows?.changeCount ?? 0;
  const row = await getAccountRow(ctx.db, accountId, now);
  rows?.offer(row, changes);
  return row;
}

const CHANNEL = "spritewright_account_changed";
const INSTALL_TRIGGER = `
CREATE OR REPLACE FUNCTION spritewright_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', OLD.id::text);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER accounts_changed_notify AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION spritewright_account_changed();`;

/** Rows kept per process; past it the oldest are dropped. */
const CAPACITY = 10_000;

/** PGlite's own handle: statements and notifications, which drizzle does not expose. */
interface ListeningClient {
  exec(statements: string): Promise<unknown>;
  listen(channel: string, onNotice: (payload: string) => void): Promise<unknown>;
}

export class AccountRows {
  private readonly rows = new Map<string, AccountRow>();
  private changes = 0;
  /** Set once the trigger and the listener are in place; until then nothing is kept. */
  private armed = false;

  /** Installs the trigger and listens; on failure rows are simply always read. */
  async arm(client: ListeningClient): Promise<void> {
    try {
      await client.exec(INSTALL_TRIGGER);
      await client.listen(CHANNEL, (accountId) => this.changed(accountId));
      this.armed = true;
    } catch (error) {
      console.error("[service] account rows are read on every request:", error);
    }
  }

  /** Changes seen so far; a read that began before a change is not kept. */
  get changeCount(): number {
    return this.changes;
  }

  get(accountId: string, now: Date): AccountRow | undefined {
    const row = this.rows.get(accountId);
    if (!row) return undefined;
    if (row.monthlyRenewsAt.getTime() > now.getTime()) return row;
    this.rows.delete(accountId);
    return undefined;
  }

  /** Keeps a row read after `changesBefore` changes, if none has happened since. */
  offer(row: AccountRow, changesBefore: number): void {
    if (this.armed && changesBefore === this.changes) {
      setBounded(this.rows, row.id, row, CAPACITY);
    }
  }

  private changed(accountId: string): void {
    this.changes++;
    this.rows.delete(accountId);
  }

  /** Whether the account's row is held in memory now (for tests). */
  holds(accountId: string): boolean {
    return this.rows.has(accountId);
  }
}

const instances = new WeakMap<ServiceContext, AccountRows | null>();

/** The service's account rows on PGlite (armed on first use); none on PostgreSQL. */
export function accountRowsFor(ctx: ServiceContext): AccountRows | undefined {
  let rows = instances.get(ctx);
  if (rows === undefined) {
    const client = (ctx.db as unknown as { $client?: Partial<ListeningClient> }).$client;
    rows = null;
    if (!ctx.env.DATABASE_URL && client?.exec && client.listen) {
      rows = new AccountRows();
      void rows.arm(client as ListeningClient);
    }
    instances.set(ctx, rows);
  }
  return rows ?? undefined;
}
