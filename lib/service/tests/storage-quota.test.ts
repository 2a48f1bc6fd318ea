import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOUNDS } from "@/lib/contract/operations";
import { jobs, spriteLayers, sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";

/**
 * The per-account storage quota: every stored sprite counts (imports, versions, paid results,
 * job results), a delete gives its share back, and a store over the quota is refused with 409
 * `storage_quota_exceeded`, storing and charging nothing.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const QUOTA = BOUNDS.storage;

async function pngOf(width: number, height: number, seed: number): Promise<string> {
  const raw = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++)
    raw.set([(i * seed) & 0xff, (i * 7) & 0xff, seed, 255], i * 4);
  return (
    await sharp(raw, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer()
  ).toString("base64");
}

const storedBytes = (record: { image: { pngBase64?: string } }) =>
  Buffer.from(record.image.pngBase64!, "base64").byteLength;

/** The bytes of a sprite's stored layered document (0 when it has none), read from the store. */
async function layerBytesOf(id: string): Promise<number> {
  const rows = await svc.ctx.db
    .select({ bytes: sql<number>`octet_length(${spriteLayers.doc})` })
    .from(spriteLayers)
    .where(eq(spriteLayers.spriteId, id));
  return Number(rows[0]?.bytes ?? 0);
}

const me = async (key: string) => (await svc.call("GET", "/api/me", { key })).body;

/** Puts the account's running total where a test needs it, as if it had stored that much. */
async function setUse(userId: string, use: { sprites: number; bytes: number }) {
  await svc.ctx.db.execute(sql`INSERT INTO account_storage (owner_id, sprites, bytes)
      VALUES (${userId}, ${use.sprites}, ${use.bytes})
      ON CONFLICT (owner_id) DO UPDATE SET sprites = EXCLUDED.sprites, bytes = EXCLUDED.bytes`);
}

const liveSprites = async (userId: string) =>
  (
    await svc.ctx.db
      .select({ id: sprites.id, deletedAt: sprites.deletedAt })
      .from(sprites)
      .where(eq(sprites.ownerId, userId))
  ).filter((row) => row.deletedAt === null).length;

describe("storage quota", () => {
  it("GET /api/me shows what is stored against the quota; stores add to it and deletes give it back", async () => {
    const { key } = await svc.newAccount();
    expect((await me(key)).storage).toEqual({
      sprites: 0,
      bytes: 0,
      max_sprites: QUOTA.maxSprites,
      max_bytes: QUOTA.maxBytes,
    });
    const imported = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: await pngOf(40, 40, 3) },
    });
    expect(imported.status).toBe(201);
    const generated = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a small knight", width: 32, height: 32, seed: 4 },
    });
    expect(generated.status).toBe(201);
    const version = await svc.call("POST", `/api/sprites/${imported.body.id}/versions`, {
      key,
      body: { image: await pngOf(40, 40, 5) },
    });
    expect(version.status).toBe(201);
    const bytes = [imported.body, generated.body, version.body].map(storedBytes);
    // A generation stores its layered document beside its PNG, and both count.
    const layers = await layerBytesOf(generated.body.id);
    expect(layers).toBeGreaterThan(0);
    expect((await me(key)).storage).toMatchObject({
      sprites: 3,
      bytes: bytes[0]! + bytes[1]! + layers + bytes[2]!,
    });
    expect((await svc.call("DELETE", `/api/sprites/${imported.body.id}`, { key })).status).toBe(
      200,
    );
    expect((await me(key)).storage).toMatchObject({
      sprites: 2,
      bytes: bytes[1]! + layers + bytes[2]!,
    });
    expect((await svc.call("DELETE", `/api/sprites/${generated.body.id}`, { key })).status).toBe(
      200,
    );
    expect(await layerBytesOf(generated.body.id)).toBe(0);
    expect((await me(key)).storage).toMatchObject({ sprites: 1, bytes: bytes[2]! });
  });

  it("at the sprite quota, imports, versions, paid renders and jobs are refused with 409; nothing is stored or charged", async () => {
    const { key, userId } = await svc.newAccount({ monthly_token_allotment: 100 });
    const source = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a small knight", width: 32, height: 32, seed: 1 },
    });
    expect(source.status).toBe(201);
    const sourceBytes = storedBytes(source.body);
    // One sprite of room left: the next store fits, the one after does not.
    await setUse(userId, { sprites: QUOTA.maxSprites - 1, bytes: sourceBytes });
    const last = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: await pngOf(32, 32, 9) },
    });
    expect(last.status).toBe(201);
    expect((await me(key)).storage.sprites).toBe(QUOTA.maxSprites);

    const balance = await svc.balance(key);
    const before = await liveSprites(userId);
    const refusals = [
      await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: await pngOf(32, 32, 11) },
      }),
      await svc.call("POST", `/api/sprites/${source.body.id}/versions`, {
        key,
        body: { image: await pngOf(32, 32, 12) },
      }),
      await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt: "a red dragon", width: 32, height: 32 },
      }),
      await svc.call("POST", "/api/rotations", {
        key,
        body: { source_generation_id: source.body.id },
      }),
      await svc.call("POST", "/api/restyles", {
        key,
        body: { source_generation_id: source.body.id, preset: "fire" },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("storage_quota_exceeded");
      expect(refused.body.details).toMatchObject({
        quota: { sprites: QUOTA.maxSprites, bytes: QUOTA.maxBytes },
      });
    }
    expect(await svc.balance(key)).toBe(balance);
    expect(await liveSprites(userId)).toBe(before);
    expect(await svc.ctx.db.select().from(jobs).where(eq(jobs.ownerId, userId))).toEqual([]);
    expect((await me(key)).storage.sprites).toBe(QUOTA.maxSprites);

    // A delete makes room for one more.
    expect((await svc.call("DELETE", `/api/sprites/${last.body.id}`, { key })).status).toBe(200);
    const again = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: await pngOf(32, 32, 13) },
    });
    expect(again.status).toBe(201);
  });

  it("the byte quota refuses a store that would pass it", async () => {
    const { key, userId } = await svc.newAccount();
    await setUse(userId, { sprites: 1, bytes: QUOTA.maxBytes - 16 });
    const refused = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: await pngOf(32, 32, 2) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("storage_quota_exceeded");
    expect(await liveSprites(userId)).toBe(0);
    expect((await me(key)).storage).toMatchObject({ sprites: 1, bytes: QUOTA.maxBytes - 16 });
  });

  it("a job whose result no longer fits fails with storage_quota_exceeded and is refunded", async () => {
    const { key, userId } = await svc.newAccount({ monthly_token_allotment: 100 });
    const source = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a small knight", width: 32, height: 32, seed: 2 },
    });
    const afterSource = await svc.balance(key);
    const job = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: source.body.id, preset: "fire" },
    });
    expect(job.status).toBe(202);
    expect(await svc.balance(key)).toBeLessThan(afterSource);
    // The library fills up while the job waits.
    await setUse(userId, { sprites: QUOTA.maxSprites, bytes: 0 });
    await svc.drainJobs();
    const polled = await svc.call("GET", `/api/restyles/${job.body.id}`, { key });
    expect(polled.body).toMatchObject({
      status: "failed",
      error: { code: "storage_quota_exceeded" },
    });
    expect(await svc.balance(key)).toBe(afterSource);
  });
});
