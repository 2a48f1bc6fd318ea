import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Migration 0007 marks every existing sprite whose line of edits starts with an import (through
// parents, and through a combine's item) and takes any that were published out of the gallery,
// its running total recounted. Here the rows are first put back as they were before it.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const MIGRATION = resolve(__dirname, "../store/migrations/0007_upload_lineage.sql");

/** The migration's statements after the column is added (the column already exists here). */
async function backfill() {
  const statements = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");
  expect(statements[0]).toMatch(/ADD COLUMN "from_upload"/);
  for (const statement of statements.slice(1)) await svc.ctx.db.execute(sql.raw(statement));
}

describe(`migration 0007 on existing rows (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("marks what descends from an import and unpublishes it; the rest is untouched", async () => {
    const { key } = await svc.newAccount({ purchased_tokens: 100 });
    const knight = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const sword = await generated(svc, key, {
      prompt: "a sword",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    const upload = (
      await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: knight.image.pngBase64 },
      })
    ).body.id as string;
    const version = (
      await svc.call("POST", `/api/sprites/${upload}/versions`, {
        key,
        body: { image: knight.image.pngBase64 },
      })
    ).body.id as string;
    const rotation = (
      await svc.call("POST", "/api/rotations", { key, body: { source_generation_id: version } })
    ).body.id as string;
    const combine = (
      await svc.call("POST", "/api/combines", {
        key,
        body: { source_generation_id: knight.id, item_generation_id: upload, prompt: "hold it" },
      })
    ).body.id as string;
    const clean = (
      await svc.call("POST", "/api/rotations", { key, body: { source_generation_id: sword.id } })
    ).body.id as string;
    await svc.drainJobs();
    const tainted = [upload, version, rotation, combine];
    const all = [knight.id, sword.id, clean, ...tainted];

    // As before the migration: no marks, and everything published.
    await svc.ctx.db.execute(
      sql.raw(
        `UPDATE sprites SET from_upload = false, is_public = true, slug = 'old-' || id WHERE id IN (${all.map((id) => `'${id}'`).join(", ")})`,
      ),
    );
    await backfill();

    const rows = await queryRows<{ id: string; from_upload: boolean; is_public: boolean }>(
      svc.ctx.db,
      sql.raw(
        `SELECT id, from_upload, is_public FROM sprites WHERE id IN (${all.map((id) => `'${id}'`).join(", ")})`,
      ),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of tainted) {
      expect(byId.get(id)).toMatchObject({ from_upload: true, is_public: false });
    }
    for (const id of [knight.id, sword.id, clean]) {
      expect(byId.get(id)).toMatchObject({ from_upload: false, is_public: true });
    }
    const gallery = await svc.call("GET", "/api/gallery?limit=100", { key });
    const ids = gallery.body.sprites.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([knight.id, sword.id, clean]));
    for (const id of tainted) expect(ids).not.toContain(id);
    // The running total agrees with the rows.
    const [count] = await queryRows<{ n: string | number }>(
      svc.ctx.db,
      sql`SELECT count(*) AS n FROM sprites WHERE is_public AND deleted_at IS NULL`,
    );
    expect(gallery.body.total).toBe(Number(count?.n));
  });
});
